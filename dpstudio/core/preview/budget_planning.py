"""Choosing epsilons from accuracy: the epsilon a wanted half-width needs, and splitting a total
budget over queries to make the worst (or the total) relative error as small as possible.

The chosen epsilons are published with the release, so these helpers take only the plan and the
steward's public expectations (public_expectations.py), never a table or a preview session: their
signatures have no place for one, and they refuse any other type. Adding or removing a person
therefore cannot change what they choose. Half-widths come from the same mechanism objects the
release uses, calibrated on a stand-in answer built from the expectations.
"""
from __future__ import annotations

import math
from dataclasses import replace
from fractions import Fraction

from ..base.words.message import Message
from ..private.mechanisms import CONFIDENCE
from ..plan.release_plan import ReleasePlan
from .kind_previews import preview_of
from .public_expectations import MissingExpectation, PublicExpectations, planning_answer
from ..private.plan_drafts import draft_query, expected_all

EPSILON_RANGE = (1e-4, 100.0)


def _check(plan, expectations) -> None:
    if not isinstance(plan, ReleasePlan):
        raise TypeError("the budget helpers take a ReleasePlan (and never a table or a preview session)")
    if not isinstance(expectations, PublicExpectations):
        raise TypeError("the budget helpers take PublicExpectations typed by the steward, never the table")


def _halfwidth(plan, query_id, epsilon, expectations, confidence):
    """The query's half-width (a number, or one per cell) at `epsilon`, from parameters only."""
    trial = _only(_with_epsilons(plan, {query_id: epsilon}), query_id)
    drafts = [draft_query(trial, q, planning_answer(q, expectations), f"'{q.id}'") for q in trial.queries]
    expected = expected_all(drafts, confidence, on_this_table=False)  # stand-in answers
    return next(e["halfwidth"] for d, e in zip(drafts, expected) if d.query.id == query_id)


def _figure(plan, query_id, epsilon, expectations, confidence, relative):
    """Largest absolute half-width, or the typical one over the typical value (None if unknown)."""
    width = _halfwidth(plan, query_id, epsilon, expectations, confidence)
    if not relative:
        return max(width) if isinstance(width, list) else width
    typical = expectations.typical_value(plan.query(query_id))
    mean_width = sum(width) / len(width) if isinstance(width, list) else width
    return mean_width / typical if typical else None


def _only(plan, query_id):
    """The query and the count it adds up to, if any (half-widths need both)."""
    query = plan.query(query_id)
    keep = {query_id, getattr(query, "sum_to", None)}
    return replace(plan, queries=tuple(q for q in plan.queries if q.id in keep))


def expected_halfwidth(plan: ReleasePlan, query_id: str, expectations: PublicExpectations,
                       confidence: float = CONFIDENCE) -> float | None:
    """The largest half-width at the plan's own epsilon; None when an expectation it needs is missing."""
    _check(plan, expectations)
    try:
        return _figure(plan, query_id, float(plan.query(query_id).epsilon), expectations, confidence, False)
    except MissingExpectation:
        return None


def epsilon_for_halfwidth(plan: ReleasePlan, query_id: str, halfwidth: float, expectations: PublicExpectations,
                          confidence: float = CONFIDENCE, relative: bool = False) -> float | None:
    """The smallest epsilon (3 significant digits, rounded up) whose half-width is at most `halfwidth`.

    Absolute: the largest cell's half-width, in the query's units (rows in rank for a quantile).
    relative=True: `halfwidth` is a share of the expected typical value. None if even the largest
    epsilon offered cannot reach it; MissingExpectation if a public number it needs is missing.
    """
    _check(plan, expectations)
    if relative and not expectations.typical_value(plan.query(query_id)):
        raise MissingExpectation(Message("a relative error needs its expected value"), where=f"'{query_id}'",
                                 hint=Message("Type the expected value (from public figures, not from this table)"))
    return _smallest_epsilon(plan, query_id, halfwidth,
                             lambda epsilon: _figure(plan, query_id, epsilon, expectations, confidence, relative))


def _smallest_epsilon(plan, query_id, halfwidth, figure) -> float | None:
    """The bisection behind epsilon_for_halfwidth, over `figure(epsilon)` (which may be remembered)."""
    lo, hi = EPSILON_RANGE
    largest = preview_of(plan.query(query_id)).largest_epsilon_per_row  # randomized response's
    if largest is not None:
        hi = min(hi, largest * plan.privacy_unit.max_rows)
    best = figure(hi)
    if best is None or best > halfwidth:
        return None
    for _ in range(26):  # the interval shrinks to a ratio of about 1.0000003 at most
        candidate = _below(_up_to_3_digits(hi))
        if lo >= candidate:  # every epsilon in (lo, hi] rounds up to the same answer
            break
        # one 3-digit epsilon left inside (lo, hi): try it (the smallest epsilon may be exactly it)
        mid = candidate if _below(candidate) <= lo else math.sqrt(lo * hi)
        value = figure(mid)
        lo, hi = (lo, mid) if value is not None and value <= halfwidth else (mid, hi)
    return _up_to_3_digits(hi)


def _up_to_3_digits(value: float) -> float:
    """`value` rounded up to 3 significant digits; one that has 3 (up to the float's last bits) stays."""
    digits = 3 - int(math.floor(math.log10(value))) - 1
    scaled = value * 10 ** digits
    whole = round(scaled)
    return (whole if abs(scaled - whole) <= 1e-9 * scaled else math.ceil(scaled)) / 10 ** digits


def _below(rounded: float) -> float:
    """The 3-significant-digit number just below `rounded` (itself of 3 digits): 0.999 below 1.00."""
    digits = 3 - int(math.floor(math.log10(rounded))) - 1
    step = 10.0 ** -digits
    below = round(rounded - step, max(digits, 0))
    if below > 0 and _up_to_3_digits(below) == below and math.floor(math.log10(below)) < math.floor(math.log10(rounded)):
        below = round(rounded - step / 10, max(digits + 1, 0))  # across a power of ten, the step is 10 times smaller
    return below


def distribute_budget(plan: ReleasePlan, total: float, expectations: PublicExpectations, objective: str = "worst",
                      confidence: float = CONFIDENCE) -> dict:
    """Epsilons per query adding up to at most `total` (4 significant digits, rounded down).

    objective "scale": keep each query's share of what the plan spends and spend the whole total (every
    query's ε grows by the same factor, or stays: no query's error gets larger while budget is left);
    objective "worst": make the largest relative error as small as possible (equalise them);
    objective "total": make the sum of relative errors as small as possible (for errors that shrink as
    1/epsilon, epsilon_i proportional to the square root of each query's error at epsilon = 1).
    Queries whose relative error needs an expectation that is missing keep an equal share.
    """
    _check(plan, expectations)
    ids = [q.id for q in plan.queries if q.id]
    if objective == "scale":
        current = {q.id: float(q.epsilon) for q in plan.queries if q.id}
        spent = sum(current.values())
        if spent >= total:  # nothing left to hand out: every query keeps its epsilon
            return current
        scaled = _rounded_within({qid: eps * total / spent for qid, eps in current.items()}, total)
        return {qid: max(eps, current[qid]) for qid, eps in scaled.items()}  # rounding never lowers one
    at_one = {qid: _relative_or_none(plan, qid, 1.0, expectations, confidence) for qid in ids}
    measurable = [qid for qid in ids if at_one[qid]]
    fixed = [qid for qid in ids if not at_one[qid]]
    equal_share = total / len(ids)
    budget = total - equal_share * len(fixed)
    shares = {qid: equal_share for qid in fixed}
    if measurable:
        if objective == "total":
            roots = {qid: math.sqrt(at_one[qid]) for qid in measurable}
            whole = sum(roots.values())
            shares.update({qid: budget * roots[qid] / whole for qid in measurable})
        else:
            # a query whose cells add up to a count depends on that count's epsilon too: a second
            # pass starts from the first pass's epsilons
            for _ in range(2):
                shares.update(_equalise(plan, measurable, budget, expectations, confidence))
                plan = _with_epsilons(plan, shares)
    return _rounded_within(shares, total)


def _relative_or_none(plan, query_id, epsilon, expectations, confidence):
    try:
        return _figure(plan, query_id, epsilon, expectations, confidence, True)
    except MissingExpectation:
        return None


def _with_epsilons(plan, shares: dict):
    return replace(plan, queries=tuple(replace(q, epsilon=Fraction(repr(shares[q.id]))) if q.id in shares else q
                                       for q in plan.queries))


plan_with_epsilons = _with_epsilons  # the plan as a distribution would leave it (the app's before and after)


def _equalise(plan, ids, budget, expectations, confidence) -> dict:
    """The smallest relative error r that all queries can reach within the budget, and their epsilons.

    Each r's epsilons are bisections that start alike (0.1 first, then 0.003 or 3, ...), and the r tried
    close in on one value: a query's error at an epsilon is worked out once and remembered (the same
    epsilons as without, in a fraction of the time)."""
    figures = {qid: _remembered(lambda epsilon, qid=qid: _figure(plan, qid, epsilon, expectations, confidence, True))
               for qid in ids}

    def needed(r):
        out = {}
        for qid in ids:
            eps = _smallest_epsilon(plan, qid, r, figures[qid])
            if eps is None:
                return None
            out[qid] = eps
        return out

    lo, hi = 1e-6, 1e6
    best = None
    for _ in range(24):
        mid = math.sqrt(lo * hi)
        epsilons = needed(mid)
        if epsilons is not None and sum(epsilons.values()) <= budget:
            hi, best = mid, epsilons
        else:
            lo = mid
    if best is None:
        return {qid: budget / len(ids) for qid in ids}
    spare = budget - sum(best.values())  # hand out what rounding up left over, in proportion
    whole = sum(best.values())
    return {qid: eps + spare * eps / whole for qid, eps in best.items()}


def _remembered(figure):
    known = {}

    def remembered(epsilon):
        if epsilon not in known:
            known[epsilon] = figure(epsilon)
        return known[epsilon]
    return remembered


def _rounded_within(shares: dict, total: float) -> dict:
    """4 significant digits, rounded down, so the exact decimal sum never passes the total."""
    out = {}
    for qid, value in shares.items():
        digits = 4 - int(math.floor(math.log10(value))) - 1
        out[qid] = math.floor(value * 10 ** digits) / 10 ** digits
    assert sum(Fraction(repr(v)) for v in out.values()) <= Fraction(repr(total))
    return out


def error_curve(plan: ReleasePlan, query_id: str, expectations: PublicExpectations,
                confidence: float = CONFIDENCE, points: int = 25):
    """(epsilons, half-widths) from 0.01 to 10 on a log scale, for the ε-versus-error plot; the
    half-widths are None when an expectation they need (a mean's rows) is missing."""
    _check(plan, expectations)
    epsilons = [10 ** (-2 + 3 * i / (points - 1)) for i in range(points)]
    try:
        widths = [_figure(plan, query_id, float(f"{e:.4g}"), expectations, confidence, False) for e in epsilons]
    except MissingExpectation:
        return epsilons, None
    return epsilons, widths
