"""The selected query's expected error beside its ε, updated with every edit (as DP Wizard shows it).

It is computed from the plan and the public numbers the steward typed on the Preview page alone
(core/preview/budget_planning.py), never from the table: an ε chosen while watching it may be
published. Where the error depends on how many rows a query covers (a mean, randomized response)
and no such number has been typed, the label says where to type it.
"""
from __future__ import annotations

from PySide6.QtWidgets import QLabel

from ...core.base.errors import PlanError
from ...core.kinds import kind_said
from ...core.plan.release_plan import parse_plan
from ...core.preview.budget_planning import expected_halfwidth
from ..numbers import interval
from ..translation import translated
from ..widgets import named, set_help


class LiveError(QLabel):
    def __init__(self, project, parent=None):
        super().__init__(parent)
        self.project = project
        named(self, "Expected error")
        self.setWordWrap(True)
        self.query = None
        self.retranslate()

    def retranslate(self) -> None:
        set_help(self, self.tr("How far the released value may be from the true one, with 95% confidence, at this "
                               "query's ε: from the plan and the public numbers typed on the Preview page, never from "
                               "the table."))
        self.show_for(self.query)

    def show_for(self, query: dict | None) -> None:
        self.query = query
        self.setText(self.sentence(query) if query else "")

    def sentence(self, query: dict) -> str:
        try:
            plan = parse_plan(alone(self.project.to_plan(), query.get("id")))
        except PlanError:
            return self.tr("Fix the problems below to see the expected error.")
        width = expected_halfwidth(plan, query["id"], self.project.expectations())
        kind = kind_said(query)
        if width is None:
            if kind.without_rows:  # its own words (core/kinds), marked in this widget's context
                return translated("LiveError", kind.without_rows)
            return self.tr("This query's error depends on how many rows it covers: type the expected rows on the "
                           "Preview page (a public figure, not this table's).")
        figure = interval(float(width))
        if kind.ranks and query.get("group_by"):
            text = self.tr("<b>±{figure} places in the sorted values</b> with 95% confidence, in each group at most "
                           "(a quantile's interval counts values, not the column's units).")
        elif kind.ranks and "quantiles" in kind.fields:
            text = self.tr("<b>±{figure} places in the sorted values</b> with 95% confidence, for each quantile at "
                           "most (a quantile's interval counts values, not the column's units).")
        elif kind.ranks:
            text = self.tr("<b>±{figure} places in the sorted values</b> with 95% confidence (a quantile's interval "
                           "counts values, not the column's units).")
        elif kind.draws_rows and plan.accounting != "zcdp" and not query.get("delta"):  # pure epsilon
            text = self.tr("<b>±{figure}</b> with 95% confidence, in each cell of its tables (each table measured on "
                           "its own with Laplace noise; the Preview page shows each table's).")
        elif kind.family:
            text = self.tr("<b>±{figure}</b> with 95% confidence, in each cell of its tables at most (the Preview page "
                           "shows each table's, and what measuring them together saves).")
        elif kind.cells:
            text = self.tr("<b>±{figure}</b> with 95% confidence, in each cell at most (before clamping or rounding).")
        elif query.get("group_by"):
            text = self.tr("<b>±{figure}</b> with 95% confidence, in each group at most (before clamping or "
                           "rounding).")
        else:
            text = self.tr("<b>±{figure}</b> with 95% confidence (before clamping or rounding).")
        return text.format(figure=figure)


def alone(plan: dict, query_id) -> dict:
    """The plan with only the query (and the count it adds up to), under a budget that holds it: its error
    does not depend on the other queries, and an overspent total must not hide it (the meter says so).
    Under zCDP the budget is kept: a query's ε is its share of the budget's ρ."""
    queries = plan.get("queries") or []
    query = next((q for q in queries if q.get("id") == query_id), None)
    kept = [q for q in queries if q is query or q.get("id") == (query or {}).get("sum_to")]
    budget = dict(plan.get("budget") or {})
    if budget.get("accounting", "sequential") != "zcdp":
        budget["epsilon"] = max(_number(budget.get("epsilon")), sum(_number(q.get("epsilon")) for q in kept))
        budget["delta"] = max(_number(budget.get("delta")), sum(_number(q.get("delta")) for q in kept))
    return {**plan, "budget": budget, "queries": kept}


def _number(value) -> float:
    return float(value) if isinstance(value, (int, float)) and not isinstance(value, bool) else 0.0
