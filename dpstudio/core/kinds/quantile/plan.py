"""The quantile's record and its own fields: its column, bounds, resolution and quantile (the first three a
joint quantiles query's too: kinds/quantiles/plan.py)."""
from __future__ import annotations

import math
from fractions import Fraction

from ...base.words.problem_message import ProblemMessage
from ...plan.counting_rule import COUNTING_FIELDS
from ...plan.grouping import GROUPING_FIELDS
from ...plan.queries import QUANTILE_DENOMINATOR_LIMIT
from ...plan.resolution_rule import read_resolution
from ..kind import QT_TRANSLATE_NOOP, VALUES, Kind
from .query import QuantileQuery


def read_quantile(reader, item: dict) -> dict:
    q = item.get("quantile")
    fields = {"column": reader.column(item.get("column")), "bounds": reader.bounds(item.get("bounds"))}
    if fields["bounds"] is not None and not math.isfinite(float(fields["bounds"][1]) - float(fields["bounds"][0])):
        reader.problem("bounds", ProblemMessage("the range is too wide: the quantile's candidate values would "
                                                "overflow to infinity"),
                       ProblemMessage("declare bounds less than about 1e308 apart"))
    elif fields["bounds"] is not None:
        whole = fields["column"] in getattr(reader.plan, "whole_columns", ())
        fields["resolution"] = read_resolution(reader, item.get("resolution"), fields["bounds"], whole)
    if isinstance(q, bool) or not isinstance(q, (int, float)) or not 0 < q < 1:
        reader.problem("quantile", ProblemMessage("{quantile} must be a number between 0 and 1, e.g. 0.5 for the "
                                                  "median", quantile=repr(q)))
    elif Fraction(repr(q)).denominator > QUANTILE_DENOMINATOR_LIMIT:
        reader.problem("quantile", ProblemMessage("{quantile} has more than 3 decimal places", quantile=repr(q)),
                       ProblemMessage("use a quantile such as 0.333 or 0.005; the scorer works with thousandths"))
    return {**fields, "quantile": q}


QUANTILE = Kind(
    name="quantile", query=QuantileQuery, read=read_quantile,
    fields=frozenset(GROUPING_FIELDS | COUNTING_FIELDS | {"column", "bounds", "quantile", "other", "resolution"}),
    label=QT_TRANSLATE_NOOP("QueryTexts", "Quantile"),
    help=QT_TRANSLATE_NOOP("QueryTexts", "A quantile (0.5 = median) of a numeric column, chosen by the "
                           "exponential mechanism."),
    line=QT_TRANSLATE_NOOP("QueryTexts", "a median or other quantile of a number column"),
    counts=VALUES, ranks=True, grouped=True, in_units=True, needs_bounds=True, picked_columns=1,
    required=("column", "bounds", "quantile"),
)
