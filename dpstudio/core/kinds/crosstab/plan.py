"""The cross-tab's record and its own fields: 2 or 3 columns, each with its categories or bins (plan/grid_fields.py)."""
from __future__ import annotations

from ...base.words.problem_message import ProblemMessage
from ...plan.counting_rule import COUNTING_FIELDS
from ...plan.grid_fields import read_grid
from ..kind import CELLS, QT_TRANSLATE_NOOP, Kind
from .query import CrosstabQuery


def read_crosstab(reader, item: dict) -> dict:
    columns = item.get("columns")
    if not isinstance(columns, list) or len(columns) not in (2, 3) or len(set(map(str, columns))) != len(columns):
        reader.problem("columns", ProblemMessage("a cross-tab needs a list of 2 or 3 different columns"))
        return {"columns": (), "categories": ()}
    return read_grid(reader, item, columns)


CROSSTAB = Kind(
    name="crosstab", query=CrosstabQuery, read=read_crosstab,
    fields=frozenset(COUNTING_FIELDS | {"columns", "categories", "sum_to", "bins", "margins", "other"}),
    label=QT_TRANSLATE_NOOP("QueryTexts", "Cross-tab"),
    help=QT_TRANSLATE_NOOP("QueryTexts", "How many people or rows fall in each combination of 2 or 3 columns' "
                           "categories."),
    line=QT_TRANSLATE_NOOP("QueryTexts", "people or rows per combination of 2 or 3 columns"),
    counts=CELLS, cells=True, grid=True, discovers=True, suppressible=True, picked_columns=3, delta_field=True,
    required=("columns",), needs_any_of=("categories", "bins"), columns_between=(2, 3),
)
