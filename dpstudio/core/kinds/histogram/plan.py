"""The histogram's record and its own fields: its column, with its public categories, its bins, or "discover"."""
from __future__ import annotations

from ...base.words.problem_message import ProblemMessage
from ...plan.bins import bin_labels, binned, read_bins
from ...plan.counting_rule import COUNTING_FIELDS
from ...plan.discovery_rule import is_discover
from ..kind import CELLS, QT_TRANSLATE_NOOP, Kind
from .query import HistogramQuery


def read_histogram(reader, item: dict) -> dict:
    column = reader.column(item.get("column"))
    bins = read_bins(reader, item.get("bins"), (column,))
    if binned(item, column):
        if "categories" in item:
            reader.problem("categories", ProblemMessage("a binned column has no category list: its bins are its cells"),
                           ProblemMessage("give either categories or bins"))
        labels = bin_labels(bins[column]) if column in bins else ()  # bad edges: said by read_bins
        return {"column": column, "categories": labels, "bins": tuple(bins.items())}
    if is_discover(item.get("categories")):
        return {"column": column, "categories": (), "discover": (column,)}
    return {"column": column, "categories": reader.categories(item.get("categories"), "categories", column=column)}


HISTOGRAM = Kind(
    name="histogram", query=HistogramQuery, read=read_histogram,
    fields=frozenset(COUNTING_FIELDS | {"column", "categories", "sum_to", "bins", "margins", "other"}),
    label=QT_TRANSLATE_NOOP("QueryTexts", "Histogram"),
    help=QT_TRANSLATE_NOOP("QueryTexts", "How many people or rows fall in each category or bin of one "
                           "column."),
    line=QT_TRANSLATE_NOOP("QueryTexts", "people or rows per category or bin of one column"),
    counts=CELLS, cells=True, discovers=True, suppressible=True, needs_categories=True, picked_columns=1,
    delta_field=True,
    required=("column",), needs_any_of=("categories", "bins"),
)
