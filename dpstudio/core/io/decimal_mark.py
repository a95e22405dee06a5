"""Which decimal mark a CSV file is written with, when the steward leaves it open (loading._infer_csv).

A German export is the commonest CSV file a hospital has: ";" between fields because "," is the decimal
mark ("4,4", "1.234,5"). Read with the decimal point, its measurements would be text. So, with the
delimiter, the decimal mark is found from how the values are written:

- with the delimiter ",", the decimal mark is the point: a decimal comma could not be written unquoted;
- otherwise each column votes: for the comma when its values are all numbers with the comma as the mark
  (its thousands grouped by points or not) but not with the point ("4,4", "12,0", "1.234,5"), for the
  point when they are all numbers with the point but not with the comma ("4.4"); a column of whole
  numbers ("12", "1.234" read either way) does not vote;
- the comma wins when more columns vote for it than for the point; otherwise (a tie, no vote at all) the
  point, the default.

This decides how the file is written, as the encoding and the delimiter do, not what is released; the
steward sees the mark chosen (an import note, the import dialog's choice) and may change it.
"""
from __future__ import annotations

from dataclasses import dataclass

from .csv_reading import ParsedText
from .schema_reading import kind_under
from .text_bytes import has_byte


@dataclass(frozen=True)
class DecimalVotes:
    mark: str  # "." or ","
    comma: list[str]  # the columns written with the decimal comma
    point: list[str]  # the columns written with the decimal point


def detected_decimal(parsed: ParsedText, missing, delimiter: str) -> DecimalVotes:
    """The decimal mark the values of `parsed` are written with (see the module's docstring)."""
    if delimiter == ",":
        return DecimalVotes(".", [], [])
    nulled = parsed.nulled

    def kind(column, mark: str) -> str:
        return kind_under(column, parsed.transcoded, missing, nulled, mark)

    columns = list(zip(parsed.names, parsed.table.columns))
    comma = [name for name, column in columns if has_byte(column, b",")
             and kind(column, ".") == "text" and kind(column, ",") != "text"]
    if not comma:
        return DecimalVotes(".", [], [])
    point = [name for name, column in columns if has_byte(column, b".")
             and kind(column, ",") == "text" and kind(column, ".") != "text"]
    return DecimalVotes("," if len(comma) > len(point) else ".", comma, point)
