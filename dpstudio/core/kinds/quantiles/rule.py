"""A `quantiles` query's own list (plan version 10): several quantiles of one column estimated jointly
(query.QuantilesQuery, private/quantiles_draft.py)."""
from __future__ import annotations

from fractions import Fraction

from ...base.words.problem_message import ProblemMessage


MAX_JOINT_QUANTILES = 19


def read_quantiles(reader, raw) -> tuple:
    """A `quantiles` query's list (plan version 10): 2 to MAX_JOINT_QUANTILES different numbers between 0 and 1,
    each with at most 3 decimal places (as a `quantile`'s), kept in the order given."""
    good = isinstance(raw, list) and 2 <= len(raw) <= MAX_JOINT_QUANTILES and all(
        not isinstance(q, bool) and isinstance(q, (int, float)) and 0 < q < 1 for q in raw)
    if not good or len(set(raw)) != len(raw):
        reader.problem("quantiles",
                       ProblemMessage("{quantiles} is not a list of 2 to {count} different numbers between 0 and 1",
                                      quantiles=repr(raw), count=MAX_JOINT_QUANTILES),
                       ProblemMessage("e.g. [0.25, 0.5, 0.75] for the quartiles and the median"))
        return ()
    fine = [q for q in raw if Fraction(repr(q)).denominator > 1000]
    if fine:
        reader.problem("quantiles", ProblemMessage("{quantile} has more than 3 decimal places", quantile=repr(fine[0])),
                       ProblemMessage("use a quantile such as 0.333 or 0.005; the scorer works with thousandths"))
        return ()
    return tuple(raw)
