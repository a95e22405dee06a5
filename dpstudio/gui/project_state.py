"""The project's undoable state: as the pages edit it (`ProjectState`, plain data), and as an undo step holds it
(`ProjectSnapshot`: the core's plan document and the app's own parts beside it, none of which can change).

The snapshot's document (core/plan/document.py) holds what the steward wrote: the roles, the privacy unit, the
budget, the queries, the publisher, the small-cell rule and the units, each as the pages left it (a person column
not chosen yet, a publisher still being typed). The app's own parts are each column's declared bounds and
category list and whether that list came from the data (`to_plan` writes them into the queries that use the column:
edits.with_declared), the budget helpers' weights and planning expectations. `state_of(snapshot_of(state))` is
the state again (tests/gui/test_project_state.py). The plan's own parts change with the core's edits
(core/plan/edits.py: `Project.edit_plan`), the app's own with the edits below (`Project.edit_snapshot`), each a
small function that returns a new snapshot.
"""
from __future__ import annotations

from dataclasses import dataclass, field, replace

from ..core.plan.document import MISSING, BudgetPart, PlanDocument, PlanQuery, PrivacyUnitPart
from ..core.plan.frozen_json import EMPTY, FrozenMap, freeze, thaw
from ..core.plan.roles import ColumnRole


@dataclass
class ColumnSettings:
    role: ColumnRole = ColumnRole.OTHER
    bounds: tuple | None = None
    categories: list | None = None
    categories_from_data: bool = False
    unit: str = ""  # the column's unit ("years"), words only (plan `units`, version 6)


@dataclass
class ProjectState:
    """Everything undoable, as plain data, as the pages read it (an undo step holds it as a ProjectSnapshot)."""

    columns: dict[str, ColumnSettings] = field(default_factory=dict)
    person_column: str | None = None
    max_rows: int = 1
    order_by: str | None = None    # privacy_unit.order_by: which of a person's rows are kept (None: the default)
    epsilon: float = 1.0
    delta: float = 0.0
    queries: list[dict] = field(default_factory=list)
    weights: dict[str, float] = field(default_factory=dict)  # query id -> share for "split by weights"
    population: int | None = None  # budget.population: public number of people (for the delta rule)
    planning: dict = field(default_factory=dict)  # public expectations for the budget helpers (not the plan)
    publisher: str = ""            # who publishes, as the report shows it (never the OS user)
    accounting: str = "sequential"  # budget.accounting (plan version 4): kept as the plan says
    suppress_below: int | None = None  # the plan's small-cell rule (version 4): kept as the plan says


@dataclass(frozen=True)
class Declared:
    """What the steward declares of a column, beside the plan: its bounds and category list (written into each
    query of it when the plan is written), and whether that list was taken from the data."""

    bounds: tuple | None = None
    categories: tuple | None = None
    from_data: bool = False


@dataclass(frozen=True)
class ProjectSnapshot:
    """One undo step's state: the plan document as the steward wrote it, and the app's own parts beside it."""

    document: PlanDocument
    declared: FrozenMap  # column -> Declared, in the table's order
    weights: FrozenMap   # query id -> share for "split by weights"
    planning: FrozenMap  # public expectations for the budget helpers (not the plan)


def snapshot_of(state: ProjectState) -> ProjectSnapshot:
    """The state as an undo step holds it."""
    columns = state.columns
    document = PlanDocument(
        columns=FrozenMap({name: s.role.value for name, s in columns.items()}),
        privacy_unit=PrivacyUnitPart(column=state.person_column, max_rows=state.max_rows, order_by=state.order_by),
        budget=BudgetPart(epsilon=state.epsilon, delta=state.delta, population=state.population,
                          accounting=state.accounting),
        queries=tuple(PlanQuery(query) for query in state.queries),
        publisher=state.publisher, suppress_below=state.suppress_below,
        units=FrozenMap({name: s.unit for name, s in columns.items() if s.unit}))
    declared = {name: Declared(None if s.bounds is None else tuple(s.bounds), freeze(s.categories),
                               s.categories_from_data) for name, s in columns.items()}
    return ProjectSnapshot(document, FrozenMap(declared), FrozenMap(state.weights), FrozenMap(state.planning))


def state_of(snapshot: ProjectSnapshot) -> ProjectState:
    """A state to edit, from an undo step's (the snapshot stays as it was). A field the document leaves out (an
    edit's MISSING: core/plan/edits.py) is the state's default."""
    doc = snapshot.document
    units = doc.units if isinstance(doc.units, FrozenMap) else EMPTY
    unit = doc.privacy_unit if isinstance(doc.privacy_unit, PrivacyUnitPart) else PrivacyUnitPart(column=None)
    budget = doc.budget_part()
    columns = {}
    for name, role in doc.role_names().items():
        declared = snapshot.declared.get(name, Declared())
        columns[name] = ColumnSettings(role=ColumnRole(role), bounds=declared.bounds,
                                       categories=thaw(declared.categories),
                                       categories_from_data=declared.from_data, unit=units.get(name, ""))
    return ProjectState(columns=columns, person_column=_or(unit.column, None), max_rows=_or(unit.max_rows, 1),
                        order_by=_or(unit.order_by, None), epsilon=_or(budget.epsilon, 1.0),
                        delta=_or(budget.delta, 0.0), queries=[q.to_json() for q in doc.query_list()],
                        weights=thaw(snapshot.weights), population=_or(budget.population, None),
                        planning=thaw(snapshot.planning), publisher=_or(doc.publisher, ""),
                        accounting=_or(budget.accounting, "sequential"), suppress_below=_or(doc.suppress_below, None))


def _or(value, default):
    return default if value is MISSING else value


# -- edits of the app's own parts (the plan's are core/plan/edits.py) -----------------------------------------
def with_declared_bounds(snapshot: ProjectSnapshot, column: str, bounds) -> ProjectSnapshot:
    """`column`'s declared bounds (low, high); None: none declared."""
    return _with_declared(snapshot, column, bounds=None if bounds is None else tuple(bounds))


def with_declared_categories(snapshot: ProjectSnapshot, column: str, categories, from_data: bool) -> ProjectSnapshot:
    """`column`'s declared category list (None: none), and whether it was taken from the data."""
    return _with_declared(snapshot, column, categories=freeze(categories), from_data=from_data)


def _with_declared(snapshot: ProjectSnapshot, column: str, **changes) -> ProjectSnapshot:
    declared = replace(snapshot.declared.get(column, Declared()), **changes)
    return replace(snapshot, declared=snapshot.declared.with_items({column: declared}))


def with_weight(snapshot: ProjectSnapshot, query_id, weight: float) -> ProjectSnapshot:
    """The query's weight for "split by weights"."""
    return replace(snapshot, weights=snapshot.weights.with_items({query_id: weight}))


def with_expected(snapshot: ProjectSnapshot, query_id: str | None, key: str, value) -> ProjectSnapshot:
    """One public expectation for the budget helpers (`planning`, public_expectations.py): the table's (`query_id`
    None) or a query's (under "queries", made where there is none yet); a value of None leaves `key` out."""
    planning = thaw(snapshot.planning)
    target = planning if query_id is None else planning.setdefault("queries", {}).setdefault(query_id, {})
    if value is None:
        target.pop(key, None)
    else:
        target[key] = value
    return replace(snapshot, planning=FrozenMap(planning))


def without_expectations(snapshot: ProjectSnapshot) -> ProjectSnapshot:
    """No public expectations for the budget helpers (`planning` empty: each asks for its numbers again)."""
    return replace(snapshot, planning=EMPTY)
