"""A parsed CSV file's text columns: their types inferred once, or read under a declared schema."""
from __future__ import annotations

import pandas as pd

from .csv_reading import ParsedText
from .progress import check_cancel
from .schema import ReadingSchema
from .value_reading import ReadColumn, read_column, valid_text, without_missing

_PARALLEL_CELLS = 50_000


def infer_column_types(parsed: ParsedText, missing) -> dict[str, str]:
    """Each column's type as dpstudio has always guessed it: "integer" or "number" when every
    present value is one (codes with leading zeros and over-long digit strings stay "text")."""
    from .csv_typing import typed_series

    def kind(column) -> str:
        series = typed_series(without_missing(valid_text(column, parsed.transcoded)[0], missing))
        if pd.api.types.is_integer_dtype(series.dtype):
            return "integer"
        return "number" if pd.api.types.is_float_dtype(series.dtype) else "text"

    return dict(zip(parsed.names, _map(kind, parsed.table.columns, parsed.table.num_rows * len(parsed.names))))


def all_valid_utf8(parsed: ParsedText) -> bool:
    """Whether every value of a file parsed as UTF-8 is valid UTF-8 (else its encoding is guessed again)."""
    return not parsed.transcoded and all(valid_text(column)[1] == 0 or _only_replacement_characters(column)
                                         for column in parsed.table.columns)


def _only_replacement_characters(column) -> bool:
    """A UTF-8 file may hold U+FFFD itself: that says nothing about its encoding."""
    from .value_reading import _decoded

    return _decoded(column)[1] == 0


def frame_under(parsed: ParsedText, schema: ReadingSchema, notes: list[str], cancel=None) -> pd.DataFrame:
    """The DataFrame of `parsed` with every value read under `schema` on its own; what did not
    fit is counted in `notes` (per column, never a value)."""
    kinds = [schema.columns.get(name, "text") for name in parsed.names]

    def one(pair) -> ReadColumn:
        check_cancel(cancel)
        column, kind = pair
        return read_column(column, kind, schema.decimal, schema.missing, parsed.transcoded)

    read = _map(one, list(zip(parsed.table.columns, kinds)), parsed.table.num_rows * len(kinds))
    _note(parsed, schema, kinds, read, notes)
    return pd.DataFrame({name: r.series for name, r in zip(parsed.names, read)}, copy=False)


def _note(parsed: ParsedText, schema: ReadingSchema, kinds, read, notes: list[str]) -> None:
    if parsed.rows_left_out:
        notes.append(f"{parsed.rows_left_out} row(s) were left out: they had more or fewer fields than the "
                     "header, or a quote left open at the end of the line.")
    unknown = [n for n in parsed.names if n not in schema.columns]
    if unknown and schema.columns:
        notes.append(f"{len(unknown)} column(s) are not in the reading schema and were read as text: "
                     + ", ".join(unknown))
    absent = [n for n in schema.columns if n not in parsed.names]
    if absent:
        notes.append("The reading schema names column(s) the file does not have: " + ", ".join(absent))
    for name, kind, result in zip(parsed.names, kinds, read):
        if result.unfit:
            notes.append(f"Column '{name}': {result.unfit} value(s) are not {_a(kind)} and were read as missing.")
        if result.bad_bytes:
            notes.append(f"Column '{name}': {result.bad_bytes} value(s) had bytes that are not valid "
                         f"{schema.encoding} and were read as missing.")


def _a(kind: str) -> str:
    return {"integer": "whole numbers", "number": "numbers"}.get(kind, kind)


def _map(function, items, cells: int) -> list:
    """`function` over `items`, on a small thread pool for large tables (pyarrow releases the GIL)."""
    from .csv_typing import _pool

    if cells < _PARALLEL_CELLS:
        return [function(item) for item in items]
    return list(_pool().map(function, items))
