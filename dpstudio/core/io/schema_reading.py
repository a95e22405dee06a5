"""A parsed CSV file's text columns: their types inferred once, or read under a declared schema."""
from __future__ import annotations

from dataclasses import replace

import pandas as pd
import pyarrow as pa
import pyarrow.compute as pc

from .csv_reading import ParsedText
from .csv_typing import _pool, inferred_kind
from ..base.progress import check_cancel
from ..base.words.message import counted
from .reading_notes import bad_bytes_note, unfit_note
from .schema import ReadingSchema
from .text_bytes import blank_edges
from .value_reading import (ReadColumn, _decoded, read_cast, read_column, read_valid, ungrouped, valid_text,
                            without_missing)

_PARALLEL_CELLS = 50_000


def infer_column_types(parsed: ParsedText, missing) -> dict[str, str]:
    """Each column's type as dpstudio has always guessed it: "integer" or "number" when every
    present value is one (codes with leading zeros and over-long digit strings stay "text")."""
    nulled = _nulled(parsed, missing)

    def kind(column) -> str:
        return inferred_kind(without_missing(valid_text(column, parsed.transcoded)[0], missing, nulled))[0]

    return dict(zip(parsed.names, _map(kind, parsed.table.columns, parsed.table.num_rows * len(parsed.names))))


def read_inferring(parsed: ParsedText, base: ReadingSchema, notes: list[str],
                   cancel=None) -> tuple[ReadingSchema, pd.DataFrame]:
    """A first open: `base` with each column's type inferred, and the frame read under it, both
    from one pass over each column. The frame is exactly what frame_under gives under that schema."""
    nulled = _nulled(parsed, base.missing)

    def one(column) -> tuple[str, ReadColumn]:
        check_cancel(cancel)
        return infer_and_read(column, base.missing, parsed.transcoded, nulled)

    pairs = _map(one, parsed.table.columns, parsed.table.num_rows * len(parsed.names))
    kinds, read = [kind for kind, _ in pairs], [result for _, result in pairs]
    schema = replace(base, columns=dict(zip(parsed.names, kinds)))
    _note(parsed, schema, kinds, read, notes)
    return schema, _frame(parsed.names, read)


def infer_and_read(column, missing, transcoded: bool = False, nulled=None) -> tuple[str, ReadColumn]:
    """A column's inferred type (as infer_column_types) and its values read under it (as
    read_column), sharing the work: the missing values found once, the inference's cast kept."""
    column, bad = valid_text(column, transcoded)
    if blank_edges(column):  # inference trims all white space, reading spaces and tabs: each on its own
        kind = inferred_kind(without_missing(column, missing, nulled, blanks=True))[0]
        return kind, read_valid(column, kind, ".", missing, bad, nulled)
    # no value has blanks around it, so this is the column read_valid reads as any type
    present = without_missing(column, missing, nulled, blanks=False)
    kind, numbers = inferred_kind(present)
    if kind == "text":
        return kind, ReadColumn(present.to_pandas(), 0, bad)
    if numbers is None:
        return kind, read_valid(column, kind, ".", missing, bad, nulled)
    return kind, read_cast(present, numbers, kind, bad)


def infer_column_types_under(parsed: ParsedText, missing, decimal: str) -> dict[str, str]:
    """Each column's type as infer_column_types guesses it, for a file whose decimal mark is
    `decimal`: with ",", a value is a number when it is one with its comma read as a point, once
    the points grouping its thousands are left out ("4,4", "1.234,5" and "12.345" are numbers), and
    any other value holding a point is not a number ("4.4" is text)."""
    if decimal == ".":
        return infer_column_types(parsed, missing)
    nulled = _nulled(parsed, missing)
    return dict(zip(parsed.names, _map(lambda column: kind_under(column, parsed.transcoded, missing, nulled, decimal),
                                       parsed.table.columns, parsed.table.num_rows * len(parsed.names))))


def kind_under(column, transcoded: bool, missing, nulled, decimal: str) -> str:
    """One column's inferred type (infer_column_types_under) under the decimal mark `decimal`."""
    present = without_missing(valid_text(column, transcoded)[0], missing, nulled)
    if decimal == ".":
        return inferred_kind(present)[0]
    present = ungrouped(pc.utf8_trim(present, " \t"), ",")
    point = pa.scalar("not a number", pa.string())
    swapped = pc.if_else(pc.match_substring(present, "."), point, pc.replace_substring(present, ",", "."))
    return inferred_kind(swapped)[0]


def all_valid_utf8(parsed: ParsedText) -> bool:
    """Whether every value of a file parsed as UTF-8 is valid UTF-8 (else its encoding is guessed again)."""
    def valid(column) -> bool:
        return valid_text(column)[1] == 0 or _only_replacement_characters(column)

    return not parsed.transcoded and all(_map(valid, parsed.table.columns, parsed.table.num_rows * len(parsed.names)))


def _only_replacement_characters(column) -> bool:
    """A UTF-8 file may hold U+FFFD itself: that says nothing about its encoding."""
    return _decoded(column)[1] == 0


def frame_under(parsed: ParsedText, schema: ReadingSchema, notes: list[str], cancel=None) -> pd.DataFrame:
    """The DataFrame of `parsed` with every value read under `schema` on its own; what did not
    fit is counted in `notes` (per column, never a value)."""
    kinds = [schema.columns.get(name, "text") for name in parsed.names]
    nulled = _nulled(parsed, schema.missing)

    def one(pair) -> ReadColumn:
        check_cancel(cancel)
        column, kind = pair
        return read_column(column, kind, schema.decimal, schema.missing, parsed.transcoded, nulled)

    read = _map(one, list(zip(parsed.table.columns, kinds)), parsed.table.num_rows * len(kinds))
    _note(parsed, schema, kinds, read, notes)
    return _frame(parsed.names, read)


def _nulled(parsed: ParsedText, missing) -> tuple[str, ...]:
    """The words the parser read as null, which must all be missing-value words of the read."""
    if not set(parsed.nulled) <= set(missing):
        raise ValueError("the file was parsed with other missing-value words than it is read with")
    return parsed.nulled


def _frame(names, read) -> pd.DataFrame:
    return pd.DataFrame({name: r.series for name, r in zip(names, read)}, copy=False)


def _note(parsed: ParsedText, schema: ReadingSchema, kinds, read, notes: list) -> None:
    if parsed.rows_left_out:
        notes.append(counted("count", "{count} row was left out: it had more or fewer fields than the header, or a "
                             "quote left open at the end of the line.",
                             "{count} rows were left out: they had more or fewer fields than the header, or a "
                             "quote left open at the end of the line.", count=parsed.rows_left_out))
    unknown = [n for n in parsed.names if n not in schema.columns]
    if unknown and schema.columns:
        notes.append(counted("count", "{count} column is not in the reading schema and was read as text: {columns}",
                             "{count} columns are not in the reading schema and were read as text: {columns}",
                             count=len(unknown), columns=unknown))
    present = set(parsed.names)  # a set: 10^5 columns looked up in a list took minutes
    absent = [n for n in schema.columns if n not in present]
    if absent:
        notes.append(counted("count", "The reading schema names a column the file does not have: {columns}",
                             "The reading schema names columns the file does not have: {columns}",
                             count=len(absent), columns=absent))
    for name, kind, result in zip(parsed.names, kinds, read):
        if result.unfit:
            notes.append(unfit_note(name, kind, result.unfit))
        if result.bad_bytes:
            notes.append(bad_bytes_note(name, schema.encoding, result.bad_bytes))


def _map(function, items, cells: int) -> list:
    """`function` over `items`, on a small thread pool for large tables (pyarrow releases the GIL)."""
    if cells < _PARALLEL_CELLS:
        return [function(item) for item in items]
    return list(_pool().map(function, items))
