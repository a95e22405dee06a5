"""How many candidates a quantile's public grid has, from the plan alone: the plan's checks (plan/resolution_rule.py)
and its migration (plan/migration.py) ask it, and the exact side builds the grid with it (exact/definitions.py).

A module of its own beneath both, so that the plan does not import the engines' definitions. The candidates are
lo, lo + r, lo + 2r, ... up to hi, r the query's resolution, counted on the values as the steward wrote them.
"""
from __future__ import annotations

import math
from fractions import Fraction

MAX_CANDIDATES = 100_001  # a quantile's candidates: each is a bucket pair of every exact answer and a score
INTEGER_GRID_LIMIT = 10_000
FLOAT_GRID_POINTS = 1001


def as_written(bound) -> Fraction:
    """A bound as the steward wrote it: 0.1 is 1/10, not the double nearest to it (which differ by
    less than the sums' float slack, mechanisms.FLOAT_SUM_SLACK, covers)."""
    return Fraction(repr(float(bound)))


def legacy_resolution(bounds) -> float:
    """The grid of plans before version 12 as a resolution: every whole number within whole-number bounds at most
    10,000 apart (1), else 1001 points evenly from lo to hi ((hi - lo) / 1000)."""
    lo, hi = (float(b) for b in bounds)
    if lo.is_integer() and hi.is_integer() and hi - lo <= INTEGER_GRID_LIMIT:
        return 1
    return (hi - lo) / (FLOAT_GRID_POINTS - 1)


def candidate_count(bounds, resolution) -> int:
    """How many candidates lo, lo + r, ... up to hi there are (the last within a millionth of a step of hi
    counts): computed on the values as written, so that [1, 6] by 0.01 has 501."""
    lo, hi = (as_written(b) for b in bounds)
    steps = (hi - lo) / as_written(resolution)
    return math.floor(steps + Fraction(1, 10 ** 6)) + 1
