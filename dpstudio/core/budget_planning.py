"""Choosing epsilons from accuracy: the epsilon a wanted half-width needs, and splitting a total
budget over queries to make the worst (or the total) relative error as small as possible.

These use the exact answers, so the epsilons they choose depend on the data. The chosen epsilons
are published with the release; the app says so when it offers these tools.
"""
from __future__ import annotations

import math
from dataclasses import replace
from fractions import Fraction

from .mechanisms import CONFIDENCE

EPSILON_RANGE = (1e-4, 100.0)


def _figure(session, plan, query_id, epsilon, confidence, relative):
    trial = session.with_epsilon(plan, query_id, Fraction(repr(epsilon)))
    preview = next(p for p in session.previews(_only(trial, query_id), confidence) if p.id == query_id)
    if relative:
        return preview.typical_relative_error()
    width = preview.halfwidth
    return max(width) if isinstance(width, list) else width


def _only(plan, query_id):
    """The query and the count it adds up to, if any (previews need both)."""
    query = plan.query(query_id)
    keep = {query_id, getattr(query, "sum_to", None)}
    return replace(plan, queries=tuple(q for q in plan.queries if q.id in keep))


def epsilon_for_halfwidth(session, plan, query_id: str, halfwidth: float, confidence: float = CONFIDENCE,
                          relative: bool = False) -> float | None:
    """The smallest epsilon (3 significant digits, rounded up) whose half-width is at most `halfwidth`.

    With relative=True, `halfwidth` is a share of the typical true value. None if even the largest
    epsilon offered cannot reach it.
    """
    lo, hi = EPSILON_RANGE
    best = _figure(session, plan, query_id, hi, confidence, relative)
    if best is None or best > halfwidth:
        return None
    for _ in range(26):  # the interval shrinks to a ratio of about 1.0000003
        mid = math.sqrt(lo * hi)
        figure = _figure(session, plan, query_id, mid, confidence, relative)
        lo, hi = (lo, mid) if figure is not None and figure <= halfwidth else (mid, hi)
    digits = 3 - int(math.floor(math.log10(hi))) - 1
    return math.ceil(hi * 10 ** digits) / 10 ** digits


def distribute_budget(session, plan, total: float, objective: str = "worst", confidence: float = CONFIDENCE) -> dict:
    """Epsilons per query adding up to at most `total`.

    objective "worst": make the largest relative error as small as possible (equalise them);
    objective "total": make the sum of relative errors as small as possible (for errors that shrink as
    1/epsilon, epsilon_i proportional to the square root of each query's error at epsilon = 1).
    Queries without a relative error (quantiles, zero answers) keep an equal share.
    """
    ids = [q.id for q in plan.queries if q.id]
    at_one = {qid: _figure(session, plan, qid, 1.0, confidence, True) for qid in ids}
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
                shares.update(_equalise(session, plan, measurable, budget, confidence))
                plan = _with_epsilons(plan, shares)
    return _rounded_within(shares, total)


def _with_epsilons(plan, shares: dict):
    return replace(plan, queries=tuple(replace(q, epsilon=Fraction(repr(shares[q.id]))) if q.id in shares else q
                                       for q in plan.queries))


def _equalise(session, plan, ids, budget, confidence) -> dict:
    """The smallest relative error r that all queries can reach within the budget, and their epsilons."""
    def needed(r):
        out = {}
        for qid in ids:
            eps = epsilon_for_halfwidth(session, plan, qid, r, confidence, relative=True)
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


def _rounded_within(shares: dict, total: float) -> dict:
    """4 significant digits, rounded down, so the exact decimal sum never passes the total."""
    out = {}
    for qid, value in shares.items():
        digits = 4 - int(math.floor(math.log10(value))) - 1
        out[qid] = math.floor(value * 10 ** digits) / 10 ** digits
    assert sum(Fraction(repr(v)) for v in out.values()) <= Fraction(repr(total))
    return out


def error_curve(session, plan, query_id: str, confidence: float = CONFIDENCE, points: int = 25):
    """(epsilons, half-widths) from 0.01 to 10 on a log scale, for the ε-versus-error plot."""
    epsilons = [10 ** (-2 + 3 * i / (points - 1)) for i in range(points)]
    widths = []
    for epsilon in epsilons:
        figure = _figure(session, plan, query_id, float(f"{epsilon:.4g}"), confidence, relative=False)
        widths.append(figure)
    return epsilons, widths
