"""The session a steward edits: the table, column settings, privacy unit, budget and queries.

`Project` holds plain data and emits `changed` after every edit; every edit is one undo step
(QUndoStack of snapshots: the core's plan document and the app's own parts beside it,
project_state.py), made by a small function that returns a new one: `edit_plan()` with the core's
edits of the document, `edit_snapshot()` with project_state.py's edits of the app's own parts.
`document()` is the plan as the core's document (core/plan/document.py), written with its edits
(core/plan/edits.py), and `to_plan()` its JSON: bounds and category lists come from the column
settings, which the steward declares (or takes from the data with a recorded warning).
"""
from __future__ import annotations

import json
from dataclasses import replace
from pathlib import Path

from PySide6.QtCore import QT_TRANSLATE_NOOP, QObject, Signal
from PySide6.QtGui import QUndoCommand, QUndoStack

from ..core.base.errors import InputError
from ..core.kinds import kind_said
from ..core.io.loading import LoadedTable
from ..core.base.exact_numbers import exact
from ..core.plan import edits
from ..core.plan.document import BudgetPart, PlanDocument, PlanQuery, PrivacyUnitPart
from ..core.plan.frozen_json import FrozenMap, freeze
from ..core.plan.limits import control_at
from ..core.plan.plan_shape import refuse_unholdable
from ..core.plan.release_plan import plan_problems
from ..core.preview.public_expectations import PublicExpectations
from ..core.plan.discovery_rule import DISCOVER
from ..core.plan.roles import ColumnRole
from ..core.base.words.message import said
from .project_state import ColumnSettings, ProjectSnapshot, ProjectState, snapshot_of, state_of
from .translation import app_language, translated, translator
from ..core.exact.column_kinds import column_kind

PROJECT_VERSION = 1
_t = translator("Project")
# why a file is not a project, in the error dialog: in the app's language (translated where raised)
NOT_A_PROJECT = QT_TRANSLATE_NOOP("Project", "not a dpstudio project file ({error})")
OTHER_VERSION = QT_TRANSLATE_NOOP("Project", "not a dpstudio project file, or one from another version")
OPEN_SAVED = QT_TRANSLATE_NOOP("Project", "Open a .dpstudio.json file saved by dpstudio")
OPEN_THIS_VERSION = QT_TRANSLATE_NOOP("Project", "Open a .dpstudio.json file saved by this dpstudio")


class _Snapshot(QUndoCommand):
    """One undoable step: the state before and after (ProjectSnapshots: the plan document and the app's own parts,
    project_state.py), and its name (a template marked for translation under
    "Steps" and its values), written in the app's language and written again when the language changes."""

    def __init__(self, project, before, after, step, values):
        super().__init__()
        self.project, self.before, self.after = project, before, after
        self.step, self.values = step, values
        self.retell()

    def retell(self) -> None:
        """A value may be a function of no arguments: a word or a figure written anew in each language."""
        values = {name: value() if callable(value) else value for name, value in self.values.items()}
        self.setText(translated("Steps", self.step).format(**values))

    def undo(self):
        self.project._restore(self.before)

    def redo(self):
        self.project._restore(self.after)

    def id(self):
        return 1

    def mergeWith(self, other):
        """Dragging a slider makes one undo step, not hundreds."""
        if (other.step, other.values) != (self.step, self.values):
            return False
        self.after = other.after
        return True


class Project(QObject):
    tableChanged = Signal()
    changed = Signal()

    def __init__(self, parent=None):
        super().__init__(parent)
        self.table: LoadedTable | None = None
        self.suggestions: dict = {}  # column -> Suggestion (role and reason); shown, never applied silently
        self.state = ProjectState()
        self.undo_stack = QUndoStack(self)
        self.path: Path | None = None

    @property
    def reading(self):
        """How the table file is read (its reading schema): kept in the plan and the project file."""
        return self.table.schema if self.table is not None else None

    # -- editing --------------------------------------------------------------------------------
    def edit_plan(self, step: str, change, **values) -> None:
        """Apply `change(document)`, an edit of the core's plan document that returns a new one (core/plan/edits.py),
        to the plan as the steward wrote it, as one undoable step named `step` (a text marked with
        QT_TRANSLATE_NOOP("Steps", ...), its placeholders filled with `values`)."""
        self.edit_snapshot(step, lambda snapshot: replace(snapshot, document=change(snapshot.document)), **values)

    def edit_snapshot(self, step: str, change, **values) -> None:
        """Apply `change(snapshot)`, which returns a new ProjectSnapshot, as one undoable step named as `edit_plan`
        names it: for the app's own parts beside the plan (a column's declared bounds and list, the weights, the
        planning expectations: project_state.py's edits), or a whole plan applied (plan_snapshot)."""
        before = snapshot_of(self.state)
        self._push(before, snapshot_of(state_of(change(before))), step, values)

    def _push(self, before: ProjectSnapshot, after: ProjectSnapshot, step: str, values: dict) -> None:
        if after != before:
            self.undo_stack.push(_Snapshot(self, before, after, step, values))

    def retell_steps(self) -> None:
        """Every undo step's name in the app's language (after the steward picks another)."""
        for index in range(self.undo_stack.count()):
            self.undo_stack.command(index).retell()

    def _restore(self, snapshot: ProjectSnapshot) -> None:
        self.state = state_of(snapshot)
        self.changed.emit()

    def set_table(self, table: LoadedTable, plan: dict | None = None, suggestions: dict | None = None) -> None:
        """A newly loaded table; `plan` (e.g. the sample plan) fills roles and queries."""
        self.table = table
        self.suggestions = suggestions or {}
        state = ProjectState(columns={str(c): ColumnSettings() for c in self.column_kinds()})
        if plan:
            apply_plan(state, plan)
        self.state = state
        self.undo_stack.clear()
        self.tableChanged.emit()
        self.changed.emit()

    # -- reading --------------------------------------------------------------------------------
    @property
    def is_database(self) -> bool:
        """Whether the table lives in a database (a DatabaseTable), not in memory."""
        return self.table is not None and not hasattr(self.table, "frame")

    @property
    def rows(self):
        """What the core runs on: the DataFrame of a file, or the database table's TableSource."""
        if self.table is None:
            return None
        return self.table.source if self.is_database else self.table.frame

    @property
    def table_name(self) -> str:
        """The table's name as titles, messages and the ledger show it."""
        if self.table is None:
            return ""
        return self.table.name if self.is_database else self.table.source.name

    @property
    def shown_table_name(self) -> str:
        """The table's name as titles and messages show it: a database query's in the app's language."""
        return said(self.table_name, app_language()) if self.table_name else ""

    def column_kinds(self) -> dict:
        """Each column's kind (number, text, boolean, date, other): the engine's schema, or the frame's dtypes."""
        if self.table is None:
            return {}
        if self.is_database:
            return dict(self.table.kinds)

        return {str(name): column_kind(self.table.frame[name]) for name in self.table.frame.columns}

    def is_numeric(self, name: str) -> bool:
        if self.table is None:
            return False
        if self.is_database:
            return self.table.kinds.get(name) == "number"
        return name in self.table.frame.columns and self.table.frame[name].dtype.kind in "iuf"

    def is_date(self, name: str) -> bool:
        """Whether the column holds dates (its schema's kind): it is binned by date edges."""
        if self.table is None:
            return False
        if self.is_database:
            return self.table.kinds.get(name) == "date"

        return name in self.table.frame.columns and column_kind(self.table.frame[name]) == "date"

    def people_source(self):
        """What the ledger's population sketch samples the people of: the frame, or the database source
        (which samples them where they are)."""
        if self.is_database:
            return self.table.source  # the database computes the ledger's sample (exact/people_sample.py)
        return self.table.frame

    @property
    def column_names(self) -> list[str]:
        return list(self.state.columns)

    def queryable_columns(self) -> list[str]:
        return [n for n, s in self.state.columns.items() if s.role is not ColumnRole.IDENTIFIER]

    def spent_epsilon(self) -> float:
        return float(sum((exact(q.get("epsilon", 0)) for q in self.state.queries), exact(0)))

    def to_plan(self) -> dict:
        """The plan as it stands, in the public plan format: the core's plan document's JSON."""
        return self.document().to_json()

    def document(self) -> PlanDocument:
        """The plan as it stands, as the core's document (core/plan/document.py), written with its edits: each
        query takes the bounds and category lists its columns declare (edits.with_declared)."""
        state = self.state
        # a column the plan does not use, whose header holds a control character, is left out: the plan refuses
        # such a name (issue 44), and the file's header is not the steward's to fix for it
        roles = {name: s.role.value for name, s in state.columns.items()
                 if s.role is not ColumnRole.OTHER or control_at(name) is None}
        doc = PlanDocument(columns=FrozenMap(roles))
        doc = edits.with_reading(doc, self.reading.to_dict() if self.reading is not None else None)
        doc = edits.with_privacy_unit(doc, state.person_column or None, state.max_rows, state.order_by)
        doc = edits.with_budget(doc, epsilon=state.epsilon, delta=state.delta, population=state.population,
                                accounting=state.accounting)
        doc = edits.with_queries(doc, state.queries)
        doc = edits.with_declared(doc, {name: (s.bounds, s.categories) for name, s in state.columns.items()})
        doc = edits.with_publisher(doc, state.publisher)
        doc = edits.with_suppress_below(doc, state.suppress_below)
        doc = edits.with_categories_from_data(doc, self.categories_taken_from_data())
        for name, settings in state.columns.items():
            doc = edits.with_unit(doc, name, settings.unit)
        return doc

    def problems(self) -> list:
        """Problems of the plan as it stands, in the plan's words."""
        return plan_problems(self.to_plan())

    def apply_suggestions(self) -> None:
        """Give every column its suggested role, as one undoable step."""
        def change(doc):
            for name, suggestion in self.suggestions.items():
                if name in doc.role_names():
                    doc = edits.with_role(doc, name, suggestion.role)
            return doc
        self.edit_plan(QT_TRANSLATE_NOOP("Steps", "Apply the suggested roles"), change)

    def expectations(self) -> PublicExpectations:
        """The public numbers the steward typed for the budget helpers (never read from the table)."""
        return PublicExpectations.from_dict(self.state.planning)

    def categories_taken_from_data(self) -> list[str]:
        return [n for n, s in self.state.columns.items() if s.categories_from_data]

    # -- saving ---------------------------------------------------------------------------------
    def save(self, path) -> None:
        """The project file: the plan, column settings and the data file's path and fingerprint."""
        path = Path(path)
        data = {
            "dpstudio_project": PROJECT_VERSION,
            "data": self._data_entry(),
            "categories_from_data": self.categories_taken_from_data(),
            "plan": self.to_plan(),
            "planning": self.state.planning,
        }
        path.write_text(json.dumps(data, indent=2, ensure_ascii=False) + "\n", encoding="utf-8")
        self.path = path
        self.undo_stack.setClean()

    def _data_entry(self) -> dict | None:
        """Where the table is: a file's path and hash, or a database's URL (never its password), table or
        query, and engine."""
        if self.table is None:
            return None
        if self.is_database:
            return {"database": self.table.to_dict()}
        return {"path": str(self.table.source), "sha256": self.table.fingerprint}


def read_project(path) -> dict:
    """A project file's content; InputError when it is not one."""
    path = Path(path)
    try:
        data = json.loads(path.read_text(encoding="utf-8"))
    except (OSError, UnicodeDecodeError, json.JSONDecodeError) as exc:
        raise InputError(_t(NOT_A_PROJECT).format(error=exc), where=str(path), hint=_t(OPEN_SAVED)) from None
    if not isinstance(data, dict) or data.get("dpstudio_project") != PROJECT_VERSION:
        raise InputError(_t(OTHER_VERSION), where=str(path), hint=_t(OPEN_THIS_VERSION))
    wrong = _wrong_project_part(data)
    if wrong:  # named as the file has it (its key), never read as the app's own
        raise InputError(_t(NOT_A_PROJECT).format(error=json.dumps(wrong)), where=str(path), hint=_t(OPEN_SAVED))
    refuse_unholdable(data.get("plan"))  # the plan's own problems, as `dpstudio check` names them
    return data


def _wrong_project_part(data: dict) -> str | None:
    """The first part of a project file (beside its plan) that is not of the JSON type the app reads."""
    where = data.get("data")
    database = where.get("database") if isinstance(where, dict) else None
    texts = {**({"path": where.get("path")} if isinstance(where, dict) else {}),
             **({key: database.get(key) for key in ("url", "table", "query")} if isinstance(database, dict) else {})}
    checks = [("data", where is None or isinstance(where, dict)),
              ("database", database is None or isinstance(database, dict)),
              *((key, value is None or isinstance(value, str)) for key, value in texts.items()),
              ("categories_from_data", isinstance(data.get("categories_from_data", []), list)
               and all(isinstance(name, str) for name in data.get("categories_from_data", [])))]
    return next((name for name, right in checks if not right), None)


def apply_plan(state: ProjectState, plan: dict, from_data: list[str] = ()) -> None:
    """Fill roles, column settings, privacy unit, budget and queries from a plan dict (of any version: the core's
    plan document brings an earlier one to the current one, so that it means in the app what it meant), in place:
    `plan_snapshot` of the state's snapshot (a state being made: a table opened with a plan, the tests)."""
    applied = state_of(plan_snapshot(snapshot_of(state), PlanDocument.from_json(plan), from_data))
    vars(state).update(vars(applied))


def plan_snapshot(snapshot: ProjectSnapshot, doc: PlanDocument, from_data=(), planning: dict | None = None
                  ) -> ProjectSnapshot:
    """The snapshot with the plan `doc` applied (the edit of the "Apply the plan" and "Open the project's plan"
    steps): the roles and units it gives the table's columns, its privacy unit, budget, publisher, small-cell rule
    and queries. A query's bounds and category lists become its table column's declared ones ("discover" stays the
    query's); the columns `from_data` or the plan names have lists taken from the data; `planning` (a project's
    expectations), where given, replaces the snapshot's."""
    declared = dict(snapshot.declared)  # the table's columns
    for name in [*from_data, *(doc.section("categories_from_data") or [])]:
        if name in declared:
            declared[name] = replace(declared[name], from_data=True)
    roles = {name: ColumnRole(role).value for name, role in (doc.section("columns") or {}).items() if name in declared}
    units = {**(snapshot.document.units or {}), **{name: unit for name, unit in (doc.section("units") or {}).items()
                                                   if name in declared and isinstance(unit, str)}}
    unit, budget = doc.section("privacy_unit") or {}, doc.section("budget") or {}
    document = replace(
        snapshot.document, columns=snapshot.document.role_names().with_items(roles), units=FrozenMap(units),
        privacy_unit=PrivacyUnitPart(column=unit.get("column"), max_rows=unit.get("max_rows", 1),
                                     order_by=unit.get("order_by")),
        budget=BudgetPart(epsilon=float(budget.get("epsilon", 1.0)), delta=float(budget.get("delta", 0.0)),
                          population=budget.get("population"), accounting=budget.get("accounting", "sequential")),
        queries=tuple(PlanQuery(_held(dict(query), declared)) for query in doc.section("queries") or []),
        publisher=doc.section("publisher") or "", suppress_below=doc.section("suppress_below"))
    return replace(snapshot, document=document, declared=FrozenMap(declared),
                   planning=snapshot.planning if planning is None else FrozenMap(planning))


def _held(query: dict, declared: dict) -> dict:
    """The query as the app holds it: its bounds and category lists moved into `declared` (column -> Declared) for
    the table's columns (a later query's replacing an earlier one's), "discover" left the query's."""
    column = query.get("column")
    if "bounds" in query and column in declared:
        declared[column] = replace(declared[column], bounds=tuple(query.pop("bounds")))
    kind = kind_said(query)
    if kind.needs_categories and column in declared and "categories" in query \
            and query["categories"] != DISCOVER:  # a column's list is shared; "discover" stays the query's
        declared[column] = replace(declared[column], categories=freeze(list(query.pop("categories"))))
    if (kind.grid or query.get("group_by")) and isinstance(query.get("categories"), dict):
        discovered = {name: cats for name, cats in query["categories"].items() if cats == DISCOVER}
        for name, cats in query.pop("categories").items():
            if name in declared and cats != DISCOVER:
                declared[name] = replace(declared[name], categories=freeze(list(cats)))
        if discovered:
            query["categories"] = discovered
    return query
