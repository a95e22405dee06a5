"""The selected query's expected error beside its ε, updated with every edit (as DP Wizard shows it).

It is computed from the plan and the public numbers the steward typed on the Preview page alone
(core/preview/budget_planning.py), never from the table: an ε chosen while watching it may be
published. Where the error depends on how many rows a query covers (a mean, randomized response)
and no such number has been typed, the label says where to type it.
"""
from __future__ import annotations

from PySide6.QtWidgets import QLabel

from ...core.errors import PlanError
from ...core.number_text import plain
from ...core.plan.release_plan import parse_plan
from ...core.preview.budget_planning import expected_halfwidth
from ..widgets import named

LIVE_ERROR_HELP = ("How far the released value may be from the true one, with 95% confidence, at this query's ε: "
                   "from the plan and the public numbers typed on the Preview page, never from the table.")
CELLS = {"histogram": "each cell", "crosstab": "each cell"}
KIND_NAMES = {"mean": "mean", "randomized_response": "randomized response"}


class LiveError(QLabel):
    def __init__(self, project, parent=None):
        super().__init__(parent)
        self.project = project
        named(self, "Expected error", LIVE_ERROR_HELP)
        self.setWordWrap(True)

    def show_for(self, query: dict | None) -> None:
        self.setText(self.sentence(query) if query else "")

    def sentence(self, query: dict) -> str:
        try:
            plan = parse_plan(alone(self.project.to_plan(), query.get("id")))
        except PlanError:
            return "Fix the problems below to see the expected error."
        width = expected_halfwidth(plan, query["id"], self.project.expectations())
        if width is None:
            return (f"A {KIND_NAMES.get(query['kind'], query['kind'])}'s error depends on how many rows it covers: "
                    "type the expected rows on the Preview page (a public figure, not this table's).")
        where = CELLS.get(query["kind"], "each group" if query.get("group_by") else "")
        ranks = " ranks" if query["kind"] == "quantile" else ""
        return (f"<b>±{plain(width)}{ranks}</b> with 95% confidence" + (f", in {where} at most" if where else "")
                + " (before clamping or rounding).")


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
