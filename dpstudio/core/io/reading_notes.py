"""The notes a read leaves for the steward about values it could not read: counts per column, never a value."""
from __future__ import annotations

from ..base.words.message import Message, counted


def unfit_note(column: str, kind: str, count: int) -> Message:
    """The note that `count` values of `column` did not fit its type `kind` and were read as missing."""
    if kind == "integer":
        return counted("count", "Column '{column}': {count} value is not a whole number and was read as missing.",
                       "Column '{column}': {count} values are not whole numbers and were read as missing.",
                       column=column, count=count)
    if kind == "date":
        return counted("count", "Column '{column}': {count} value is not a date and was read as missing.",
                       "Column '{column}': {count} values are not dates and were read as missing.",
                       column=column, count=count)
    return counted("count", "Column '{column}': {count} value is not a number and was read as missing.",
                   "Column '{column}': {count} values are not numbers and were read as missing.",
                   column=column, count=count)


def bad_bytes_note(column: str, encoding: str, count: int) -> Message:
    """The note that `count` values of `column` held bytes that are not text in `encoding`."""
    return counted("count", "Column '{column}': {count} value had bytes that are not valid {encoding} and was read "
                   "as missing.", "Column '{column}': {count} values had bytes that are not valid {encoding} and "
                   "were read as missing.", column=column, count=count, encoding=encoding)
