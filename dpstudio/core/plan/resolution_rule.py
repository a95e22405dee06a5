"""A quantile's resolution (plan version 12): the step between its candidate values.

A `quantile` or `quantiles` query chooses its value among the candidates lo, lo + r, lo + 2r, ... up to hi
(exact/definitions.quantile_grid), r the query's `resolution`, a public number of the plan: never derived
from the data. Without one, a version 12 plan takes 1 for a column its reading schema declares "integer" (whole
numbers: a fraction is read as missing) within whole-number bounds, else a thousandth of the bounds' range rounded
to the nearest power of ten (albumin in [1, 6] g/dl: 0.01, 501 candidates; an age in [0, 120] read as a number:
0.1), so that a decimal value is published to a sensible number of digits. (A whole-number column given finer
candidates than its values has many candidates between two values, which the exponential mechanism favours
where the true quantile lies inside a block of tied values: its resolution is best its values' own.) Plans before version 12 had every whole number within
whole-number bounds at most 10,000 apart, else 1001 points; the migration writes that grid's resolution into
them (plan/migration.py), so they mean what they meant.
"""
from __future__ import annotations

import math
from ..base.quantile_candidates import MAX_CANDIDATES, candidate_count
from ..base.words.problem_message import ProblemMessage


def default_resolution(bounds) -> float:
    """A thousandth of the bounds' range, rounded to the nearest power of ten (1 for a range of 1000)."""
    lo, hi = (float(b) for b in bounds)
    if not hi > lo or not math.isfinite(hi - lo):
        return 1
    power = round(math.log10((hi - lo) / 1000))
    return 10 ** power if power >= 0 else float(f"1e{power}")


def read_resolution(reader, raw, bounds, whole: bool = False) -> float | None:
    """The query's `resolution`, or its default (1 for a column the reading schema declares "integer" within
    whole-number bounds, else from the bounds); None (a problem said) when it cannot be used."""
    if bounds is None:
        return None
    if raw is None:
        if whole and all(float(b).is_integer() for b in bounds) and candidate_count(bounds, 1) <= MAX_CANDIDATES:
            return 1
        return default_resolution(bounds)
    if isinstance(raw, bool) or not isinstance(raw, (int, float)) or not math.isfinite(raw) or raw <= 0:
        reader.problem("resolution", ProblemMessage("{resolution} is not a positive number", resolution=repr(raw)),
                       ProblemMessage("the step between the values the quantile may take, e.g. 0.01 for values with "
                                      "two decimals"))
        return None
    lo, hi = (float(b) for b in bounds)
    if raw > hi - lo and hi > lo:
        reader.problem("resolution", ProblemMessage("{resolution} is wider than the bounds [{low}, {high}]",
                                                    resolution=repr(raw), low=bounds[0], high=bounds[1]),
                       ProblemMessage("give a step smaller than the range, e.g. {example}",
                                      example=_shown(default_resolution(bounds))))
        return None
    count = candidate_count(bounds, raw)
    if count > MAX_CANDIDATES:
        reader.problem("resolution",
                       ProblemMessage("{resolution} would give {count} candidate values within the bounds (at most "
                                      "{most})",
                                      resolution=repr(raw), count=format(count, ","), most=format(MAX_CANDIDATES, ",")),
                       ProblemMessage("use a coarser step, e.g. {example}", example=_shown(default_resolution(bounds))))
        return None
    return raw


def _shown(number) -> str:
    return str(int(number)) if float(number).is_integer() else repr(float(number))
