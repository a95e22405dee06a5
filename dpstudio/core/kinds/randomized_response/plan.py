"""The randomized response's record and its own fields: its column, categories and row_count_share."""
from __future__ import annotations

from fractions import Fraction

from ...base.words.problem_message import ProblemMessage
from ..kind import QT_TRANSLATE_NOOP, Kind
from .query import RandomizedResponseQuery


def read_randomized_response(reader, item: dict) -> dict:
    column = reader.column(item.get("column"))
    fields = {"column": column, "categories": reader.categories(item.get("categories"), "categories", column=column)}
    if "row_count_share" in item:
        fields["row_count_share"] = row_count_share(reader, item["row_count_share"])
    return fields


def row_count_share(reader, raw):
    """The share of a randomized response's epsilon spent on its noisy row count: 0.01 <= share < 1.

    Below 0.01 the count's noise would grow a hundredfold, and with it the answers padded in."""
    value = reader.plan.number(raw, reader.place + ("row_count_share",))
    if value is not None and not Fraction(1, 100) <= value < 1:
        reader.problem("row_count_share", ProblemMessage("{raw} must be a number from 0.01 to below 1", raw=repr(raw)),
                       ProblemMessage("the share of epsilon spent on the noisy number of rows, e.g. 0.1"))
    return value


RANDOMIZED_RESPONSE = Kind(
    name="randomized_response", query=RandomizedResponseQuery, read=read_randomized_response,
    fields=frozenset({"column", "categories", "row_count_share"}),
    label=QT_TRANSLATE_NOOP("QueryTexts", "Randomized response"),
    help=QT_TRANSLATE_NOOP(
        "QueryTexts", "Each row's value is randomized, and the number of answers is a noisy count (a tenth of the ε "
        "by default), so neither a value nor a person's presence is revealed."),
    line=QT_TRANSLATE_NOOP("QueryTexts", "each row's category, randomized"),
    needs_categories=True, picked_columns=1,
    mechanism_label=QT_TRANSLATE_NOOP("QueryTexts", "Randomized response"),  # its own mechanism's, named as it is
    without_rows=QT_TRANSLATE_NOOP("LiveError", "A randomized response's error depends on how many rows it covers: "
                                   "type the expected rows on the Preview page (a public figure, not this table's)."),
    required=("column", "categories"),
)
