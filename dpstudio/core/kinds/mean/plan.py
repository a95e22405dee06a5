"""The mean's record: its fields are a sum's (kinds/sum/plan.py)."""
from __future__ import annotations

from ...plan.counting_rule import COUNTING_FIELDS
from ...plan.grouping import GROUPING_FIELDS
from ..kind import QT_TRANSLATE_NOOP, VALUES, Kind
from ..sum.plan import read_sum
from .query import MeanQuery

MEAN = Kind(
    name="mean", query=MeanQuery, read=read_sum,
    fields=frozenset(GROUPING_FIELDS | COUNTING_FIELDS | {"column", "bounds", "other"}),
    label=QT_TRANSLATE_NOOP("QueryTexts", "Mean"),
    help=QT_TRANSLATE_NOOP("QueryTexts", "The average of a numeric column within its bounds."),
    line=QT_TRANSLATE_NOOP("QueryTexts", "the average of a number column"),
    counts=VALUES, grouped=True, in_units=True, suppressible=True, needs_bounds=True, picked_columns=1,
    delta_field=True,
    without_rows=QT_TRANSLATE_NOOP("LiveError", "A mean's error depends on how many rows it covers: type the expected "
                                   "rows on the Preview page (a public figure, not this table's)."),
    required=("column", "bounds"),
)
