"""The joint quantiles' record and their own fields: a quantile's column, bounds and resolution, and the
quantiles (rule.py)."""
from __future__ import annotations

from ...plan.counting_rule import COUNTING_FIELDS
from ..kind import QT_TRANSLATE_NOOP, VALUES, Kind
from ..quantile.plan import read_quantile
from .query import QuantilesQuery
from .rule import read_quantiles


def read_joint_quantiles(reader, item: dict) -> dict:
    fields = read_quantile(reader, {**item, "quantile": 0.5})  # the column and bounds, checked as a quantile's
    fields.pop("quantile")
    return {**fields, "quantiles": read_quantiles(reader, item.get("quantiles"))}


QUANTILES = Kind(
    name="quantiles", query=QuantilesQuery, read=read_joint_quantiles,
    fields=frozenset(COUNTING_FIELDS | {"column", "bounds", "quantiles", "resolution"}),  # version 10; resolution 12
    label=QT_TRANSLATE_NOOP("QueryTexts", "Quantiles (several at once)"),
    help=QT_TRANSLATE_NOOP("QueryTexts", "Several quantiles (e.g. the quartiles) of a numeric column, chosen "
                           "jointly by the exponential mechanism: 5 quantiles need 3 shares of the query's ε, "
                           "not 5."),
    line=QT_TRANSLATE_NOOP("QueryTexts", "several quantiles of a number column, chosen jointly"),
    counts=VALUES, ranks=True, needs_bounds=True, picked_columns=1,
    required=("column", "bounds", "quantiles"),
)
