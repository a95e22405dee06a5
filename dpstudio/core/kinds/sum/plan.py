"""The sum's record and its own fields: its column and bounds (a mean's too: kinds/mean/plan.py)."""
from __future__ import annotations

from ...base.words.problem_message import ProblemMessage
from ...plan.counting_rule import COUNTING_FIELDS
from ...plan.grouping import GROUPING_FIELDS
from ...plan.limits import sum_bounds_problem
from ..kind import QT_TRANSLATE_NOOP, VALUES, Kind
from .query import SumQuery


def read_sum(reader, item: dict) -> dict:
    bounds = reader.bounds(item.get("bounds"))
    if bounds is not None and sum_bounds_problem(bounds):
        reader.problem("bounds", sum_bounds_problem(bounds), ProblemMessage("declare the range the values can really "
                                                                            "take"))
    return {"column": reader.column(item.get("column")), "bounds": bounds}


SUM = Kind(
    name="sum", query=SumQuery, read=read_sum,
    fields=frozenset(GROUPING_FIELDS | COUNTING_FIELDS | {"column", "bounds", "other"}),
    label=QT_TRANSLATE_NOOP("QueryTexts", "Sum"),
    help=QT_TRANSLATE_NOOP("QueryTexts", "The total of a numeric column, with values clamped to the column's "
                           "bounds."),
    line=QT_TRANSLATE_NOOP("QueryTexts", "the total of a number column"),
    counts=VALUES, grouped=True, in_units=True, needs_bounds=True, picked_columns=1, delta_field=True,
    required=("column", "bounds"),
)
