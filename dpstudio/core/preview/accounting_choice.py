"""Which accounting gives this plan the smaller errors: sequential or zCDP (issue 32).

The Queries page says it before the steward chooses. Both are worked out the way the budget helpers
work (budget_planning.py): each query's expected half-width from the mechanisms the release would
calibrate, on stand-in answers built from the plan and the steward's public expectations, never from
the table. So what is said depends on the plan alone, and costs no budget.

The plan is read both ways from what the steward set: the same epsilons (under zCDP, each one's share
of the rho the budget's (epsilon, delta) allows) and the budget's delta. Under sequential accounting a
query keeps its own delta, and a Gaussian one that has none (a zCDP plan's) gets an equal share of the
budget's delta; under zCDP a query has no delta of its own (the default noise becomes Gaussian). zCDP
needs a delta above 0: with none there is nothing to compare.
"""
from __future__ import annotations

import copy
import math
from dataclasses import dataclass, replace

from ..base.errors import DpStudioError
from ..plan.queries import GAUSSIAN_MECHANISMS
from ..plan.release_plan import parse_plan
from .budget_planning import expected_halfwidth
from .public_expectations import PublicExpectations

STAND_IN_ROWS = 1000  # a mean's or randomized response's rows, when the steward typed none: the ratio of
# the two accountings' errors hardly depends on it, and it is a fixed figure, never the table's
ABOUT_THE_SAME = 0.05  # errors within 5% of each other: neither is said to be smaller


@dataclass(frozen=True)
class AccountingComparison:
    """The typical ratio of a query's error under zCDP to its error under sequential accounting (the
    geometric mean over the queries compared)."""

    zcdp_over_sequential: float
    queries: int

    @property
    def smaller(self) -> str | None:
        """"zcdp" or "sequential", whichever gives the smaller errors; None when they are about the same."""
        if abs(math.log(self.zcdp_over_sequential)) < -math.log(1 - ABOUT_THE_SAME):
            return None
        return "zcdp" if self.zcdp_over_sequential < 1 else "sequential"

    @property
    def smaller_by(self) -> float:
        """How much smaller the smaller errors are, as a share of the larger ones (0.3: 30% smaller)."""
        ratio = self.zcdp_over_sequential
        return 1 - ratio if ratio < 1 else 1 - 1 / ratio


def compare_accounting(plan: dict, expectations: PublicExpectations) -> AccountingComparison | None:
    """The errors of `plan` (a plan dict) under both accountings; None when they cannot be compared (no
    query, a plan with problems, a budget delta of 0, or no query whose error is known in advance)."""
    if not isinstance(plan, dict) or not isinstance(expectations, PublicExpectations):
        raise TypeError("compare_accounting takes a plan dict and PublicExpectations, never a table")
    if not plan.get("queries") or not float((plan.get("budget") or {}).get("delta") or 0) > 0:
        return None
    expectations = replace(expectations, rows=expectations.rows or STAND_IN_ROWS)
    try:
        discovering = {q.id for q in parse_plan(plan).queries if q.discover}
        sequential = parse_plan(_read_as(plan, "sequential", discovering))
        zcdp = parse_plan(_read_as(plan, "zcdp", discovering))
    except DpStudioError:  # the Queries page lists the plan's problems
        return None
    ratios = []
    for query in sequential.queries:
        under_sequential = expected_halfwidth(sequential, query.id, expectations)
        under_zcdp = expected_halfwidth(zcdp, query.id, expectations)
        if under_sequential and under_zcdp:  # None: an expectation it needs is missing
            ratios.append(under_zcdp / under_sequential)
    if not ratios:
        return None
    return AccountingComparison(math.exp(sum(map(math.log, ratios)) / len(ratios)), len(ratios))


def _read_as(plan: dict, accounting: str, discovering: set) -> dict:
    """The plan dict under `accounting`, each query's delta and mechanism as that accounting reads them."""
    plan = copy.deepcopy(plan)
    budget = plan["budget"]
    budget.pop("accounting", None)
    if accounting == "zcdp":
        budget["accounting"] = "zcdp"
    queries = [q for q in plan["queries"] if q.get("id") not in discovering]
    for query in plan["queries"]:
        if query.get("id") in discovering:
            query.pop("mechanism", None)  # discovered keys take the accounting's own noise
    if accounting == "zcdp":
        for query in queries:
            query.pop("delta", None)
        return plan
    needing = [q for q in queries if q.get("mechanism") in GAUSSIAN_MECHANISMS and not q.get("delta")]
    spent = sum(float(q.get("delta") or 0) for q in plan["queries"])
    for query in needing:
        query["delta"] = float(f"{(float(budget['delta']) - spent) / len(needing):.6g}")
    return plan
