"""The record of people by their number of rows; its own field `most` is read by rule.py."""
from __future__ import annotations

from ..kind import QT_TRANSLATE_NOOP, Kind
from .query import RowsPerPersonQuery
from .rule import read_rows_per_person

ROWS_PER_PERSON = Kind(
    name="rows_per_person", query=RowsPerPersonQuery, read=read_rows_per_person,
    fields=frozenset({"most", "sum_to"}),  # version 9
    label=QT_TRANSLATE_NOOP("QueryTexts", "People by number of rows"),
    help=QT_TRANSLATE_NOOP("QueryTexts", "How many people have 1, 2, 3, … rows (visits per patient), up "
                           "to a public cap; all of a person's rows count, and each person is in one "
                           "cell."),
    line=QT_TRANSLATE_NOOP("QueryTexts", "people by their number of rows (visits per patient)"),
    suppressible=True,
)
