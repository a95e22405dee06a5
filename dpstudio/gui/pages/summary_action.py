"""The Queries page's "Summarise every column" (issue 35; core/plan/summary_plan.py): one click adds a histogram
of each column with public categories and the joint quantiles of each number column with declared bounds, the
ε the queries already in the plan leave shared among them (adding up to it exactly), ids in the app's language, as
one undoable step; and says, in the steward's language, how many queries
it added and which columns it left out, and what to declare on the Columns page to summarise them too.

Only what the steward declared is used (categories, bounds), never the data; identifiers are never summarised.
The queries added are ordinary ones: the steward reviews, edits or removes them like any other.
"""
from __future__ import annotations

from dataclasses import dataclass

from PySide6.QtCore import QT_TRANSLATE_NOOP, QObject, Qt, Signal
from PySide6.QtWidgets import QLabel, QPushButton

from ...core.plan import edits
from ...core.plan.roles import ColumnRole
from ...core.plan.summary_plan import DeclaredColumn, summary_queries
from ...core.base.exact_numbers import exact
from ..numbers import given, number
from ..translation import translator
from ..widgets import named, set_help

_t = translator("SummaryAction")
STEP = QT_TRANSLATE_NOOP("Steps", "Summarise every column")
ADDED_ONE = QT_TRANSLATE_NOOP("SummaryAction", "Added 1 query from what the Columns page declares; review, edit or "
                              "remove it like any other.")
ADDED_MANY = QT_TRANSLATE_NOOP("SummaryAction", "Added {count} queries from what the Columns page declares; review, "
                               "edit or remove them like any other.")
NOTHING = QT_TRANSLATE_NOOP("SummaryAction", "Nothing was added: no column has categories or bounds declared. "
                            "Declare them on the Columns page, then summarise again.")
LEFT_ONE = QT_TRANSLATE_NOOP("SummaryAction", "1 column left out, with neither categories nor bounds declared: "
                             "{columns}. To summarise it, declare its categories or bounds on the Columns page.")
LEFT_MANY = QT_TRANSLATE_NOOP("SummaryAction", "{count} columns left out, with neither categories nor bounds "
                              "declared: {columns}. To summarise them, declare their categories or bounds on the "
                              "Columns page.")
SHARED = QT_TRANSLATE_NOOP("SummaryAction", "The summary shares what the queries already in the plan leave of the "
                           "total ε, {left}, among its own queries.")
NOTHING_LEFT = QT_TRANSLATE_NOOP("SummaryAction", "Nothing was added: the queries already in the plan spend the whole "
                                 "total ε. Raise the total ε, or lower some query's ε, then summarise again.")
COUNTS_NAME = QT_TRANSLATE_NOOP("SummaryAction", "{column} counts")  # a query's id: the report's heading
QUANTILES_NAME = QT_TRANSLATE_NOOP("SummaryAction", "{column} quantiles")


@dataclass(frozen=True)
class Summarised:
    """What one click did: the queries added (their ids), the columns left out, and the ε they shared when the
    queries already in the plan spend some (None when they spend none; 0 when they spend it all)."""

    added: list
    left_out: list
    left: float | None
    declared: bool = True  # some column has categories or bounds declared


def declared_columns(project) -> list[DeclaredColumn]:
    """Every column but identifiers and the person column, with what the steward declared of it (reversed
    bounds are no bounds: the Columns page asks to swap them)."""
    state, out = project.state, []
    for name, settings in state.columns.items():
        if settings.role is ColumnRole.IDENTIFIER or name == state.person_column:
            continue
        bounds = settings.bounds
        good = bool(bounds) and None not in bounds and bounds[0] < bounds[1]
        out.append(DeclaredColumn(name, tuple(settings.categories) if settings.categories else None,
                                  tuple(bounds) if good else None))
    return out


def summarise(project) -> Summarised:
    """Add the summary's queries to the plan as one undoable step, none of the steward's replaced (an id
    already taken gets " 2", " 3", …). Categories and bounds stay the columns' own (the plan takes them
    from the Columns page), as for any query the steward adds."""
    state = project.state
    spent = project.spent_epsilon()
    left = max(float(exact(state.epsilon) - exact(spent)), 0.0) if spent else state.epsilon
    names = {"counts": _t(COUNTS_NAME), "quantiles": _t(QUANTILES_NAME)}  # ids in the steward's language
    summary = summary_queries(declared_columns(project), left, state.max_rows, state.person_column, names)
    taken = {q.get("id") for q in state.queries}
    added = []
    for query in summary.queries:
        query = {k: v for k, v in query.items() if k not in ("categories", "bounds")}
        query["id"] = _free_id(query["id"], taken)
        taken.add(query["id"])
        added.append(query)
    if added:
        project.edit_plan(STEP, lambda doc: edits.with_queries(doc, [*doc.query_list(), *added]))
    declared = any(c.categories or c.bounds for c in declared_columns(project))
    return Summarised([q["id"] for q in added], list(summary.left_out), left if spent else None, declared)


def _free_id(wanted: str, taken: set) -> str:
    number, query_id = 1, wanted
    while query_id in taken:
        number += 1
        query_id = f"{wanted[:95]} {number}"
    return query_id


def summary_words(done: Summarised) -> str:
    """What a click did, in the app's language: how many queries, which columns were left out and why."""
    added = len(done.added)
    nothing = _t(NOTHING_LEFT) if done.left == 0 and done.declared else _t(NOTHING)
    lines = [nothing if not added else _t(ADDED_ONE) if added == 1 else _t(ADDED_MANY).format(count=number(added))]
    if done.left_out:
        columns = ", ".join(done.left_out)
        lines.append(_t(LEFT_ONE).format(columns=columns) if len(done.left_out) == 1 else
                     _t(LEFT_MANY).format(count=number(len(done.left_out)), columns=columns))
    if added and done.left is not None:
        lines.append(_t(SHARED).format(left=given(done.left)))
    return "\n".join(lines)


class SummaryAction(QObject):
    """The button and the line under the query list that says what it did (kept until the table changes)."""

    added = Signal(int)  # the row of the first query added

    def __init__(self, project, parent=None):
        super().__init__(parent)
        self.project = project
        self.done: Summarised | None = None
        self.button = named(QPushButton(), "Summarise every column")
        self.message = named(QLabel(), "Summary result")
        self.message.setWordWrap(True)
        self.message.setTextFormat(Qt.PlainText)  # it names columns
        self.message.hide()
        self.button.clicked.connect(self.run)
        project.tableChanged.connect(self._forget)
        self.retranslate()

    def retranslate(self) -> None:
        self.button.setText(self.tr("Summarise every column"))
        set_help(self.button, self.tr("Add a histogram for each column with public categories (of people, each "
                                      "once, when a person may have several rows) and the quantiles 0.1, 0.25, 0.5, 0.75 and 0.9 of each number column with bounds, "
                                      "sharing what is left of the total ε so that their expected relative errors are alike. Only what the "
                                      "Columns page declares is used, never the data; identifiers are left out."))
        if self.done is not None:
            self.message.setText(summary_words(self.done))

    def run(self) -> None:
        before = len(self.project.state.queries)
        self.done = summarise(self.project)
        self.message.setText(summary_words(self.done))
        self.message.show()
        if self.done.added:
            self.added.emit(before)

    def _forget(self) -> None:
        self.done = None
        self.message.clear()
        self.message.hide()
