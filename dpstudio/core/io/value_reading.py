"""Read each text value of a column under its declared type, on its own.

Rules, per value (docs/plan-format.md, "How values are read"):
- spaces and tabs around a value are ignored; an empty value, or one equal to a missing-value
  word, is missing;
- "integer": an optional sign and digits ("01067" is 1067), within the 64-bit range;
- "number": an optional sign, digits with at most one decimal mark (the declared "." or ","),
  an optional exponent ("1e3"); the result must be finite;
- with the decimal comma, the digits before it may be grouped in threes by points, as German
  exports write thousands ("1.234,5", "12.345": the points are left out), for "integer" too;
- "text": the value as written, without its leading spaces;
- "date": an ISO date, YYYY-MM-DD, that is in the calendar, optionally followed by a time of day
  ("T" or a space, HH:MM, optional :SS and fraction), which is dropped: the value is the date;
- a value that does not fit its column's type is missing for that row alone, and counted;
- a value whose bytes are not valid in the declared encoding is missing, and counted.

The fast path casts a whole column with pyarrow; when that fails, the same rule is applied
value by value with a vectorised pattern. Both give the same value for every row, which
tests/core/test_value_reading.py checks on random strings.
"""
from __future__ import annotations

from dataclasses import dataclass

import numpy as np
import pandas as pd
import pyarrow as pa
import pyarrow.compute as pc

from .text_bytes import blank_edges, has_byte

INTEGER = r"^[+-]?[0-9]+$"
DATE = r"^[0-9]{4}-[0-9]{2}-[0-9]{2}([T ][0-9]{2}:[0-9]{2}(:[0-9]{2}([.][0-9]+)?)?)?$"
NUMBER = r"^[+-]?([0-9]+([{mark}][0-9]*)?|[{mark}][0-9]+)([eE][+-]?[0-9]+)?$"
GROUPED = r"^[+-]?[1-9][0-9]{0,2}([.][0-9]{3})+(,[0-9]*)?$"  # thousands grouped by points, with a decimal comma
REPLACEMENT = "\ufffd"
_NULL = pa.scalar(None, pa.string())
_INT64_DIGITS = 18  # any run of at most 18 digits fits in int64


@dataclass(frozen=True)
class ReadColumn:
    series: pd.Series
    unfit: int = 0  # present values that are not of the declared type
    bad_bytes: int = 0  # values not valid in the declared encoding


def read_column(column: pa.ChunkedArray, kind: str, decimal: str = ".", missing=("",),
                transcoded: bool = False, nulled=None) -> ReadColumn:
    """`column` (text, possibly holding invalid UTF-8) read as `kind` ("integer", "number", "text", "date").

    `nulled`, for a column from csv_reading.parse_text: the missing-value words its parser read
    as null (ParsedText.nulled; it also reads empty values as null)."""
    column, bad = valid_text(column, transcoded)
    return read_valid(column, kind, decimal, missing, bad, nulled)


def read_valid(column: pa.ChunkedArray, kind: str, decimal: str = ".", missing=("",), bad: int = 0,
               nulled=None) -> ReadColumn:
    """read_column for a column that valid_text has already made valid (`bad` values were not)."""
    blanks = blank_edges(column)
    trimmed = pc.utf8_trim(column, " \t") if blanks else column
    absent = None if not blanks and _all_nulled(missing, nulled) else _absent(trimmed, missing)
    if kind == "text":
        text = pc.utf8_ltrim(column, " \t") if blanks else column
        text = pc.if_else(absent, _NULL, text) if absent is not None else text
        return ReadColumn(_chunked(text).to_pandas(), 0, bad)
    present = pc.if_else(absent, _NULL, trimmed) if absent is not None else trimmed
    present = ungrouped(present, decimal)
    values = _integers(present) if kind == "integer" else _dates(present) if kind == "date" else \
        _numbers(present, decimal)
    unfit = _chunked(values).null_count - _chunked(present).null_count
    return ReadColumn(_to_pandas(values, kind), unfit, bad)


def ungrouped(present, decimal: str):
    """With the decimal comma, each value whose whole digits are grouped in threes by points ("1.234,5",
    "12.345") without its points; other values (and every value under the decimal point) as they are."""
    if decimal != "," or not has_byte(_chunked(present), b"."):
        return present
    grouped = pc.fill_null(pc.match_substring_regex(present, GROUPED), False)
    return pc.if_else(grouped, pc.replace_substring(present, ".", ""), present) if _any(grouped) else present


def read_cast(present: pa.ChunkedArray, numbers, kind: str, bad: int = 0) -> ReadColumn:
    """What read_valid gives as `kind` for a column with no space or tab around any value, whose
    missing values are null (`present`), when `numbers` is pyarrow's cast of it to int64 (an
    "integer" column holding no hexadecimal value) or to float64 (a "number" column, "." mark)."""
    values = _chunked(numbers) if kind == "integer" else _finite(numbers)
    return ReadColumn(_to_pandas(values, kind), values.null_count - _chunked(present).null_count, bad)


def _all_nulled(missing, nulled) -> bool:
    """Whether the parser made every missing-value word null where a value is exactly the word."""
    return nulled is not None and set(missing) - {""} <= set(nulled)


def _absent(trimmed: pa.ChunkedArray, missing):
    """Where a present value is a missing-value word or empty; None when there is none."""
    words = sorted(set(missing) | {""})
    absent = pc.fill_null(pc.is_in(trimmed, value_set=pa.array(words, pa.string())), False)
    return absent if _any(absent) else None


def without_missing(column: pa.ChunkedArray, missing=("",), nulled=None, blanks=None) -> pa.ChunkedArray:
    """The (valid) text column with every missing value (a missing-value word, or empty) as null.
    `blanks`: whether some value may have a space or tab around it, when already known."""
    blanks = blank_edges(column) if blanks is None else blanks
    if not blanks and _all_nulled(missing, nulled):
        return column
    absent = _absent(pc.utf8_trim(column, " \t") if blanks else column, missing)
    return column if absent is None else _chunked(pc.if_else(absent, _NULL, column))


def valid_text(column: pa.ChunkedArray, transcoded: bool = False) -> tuple[pa.ChunkedArray, int]:
    """The column with every value that is not valid text made missing, and how many were.

    A UTF-8 file is parsed without checking its bytes: a value with invalid bytes is found here.
    A file in another encoding was decoded with U+FFFD for each invalid byte, so a value holding
    U+FFFD is missing too, in every file: the rule must not depend on how the file was decoded."""
    if _ascii_only(column):
        return column, 0
    bad = 0
    if not transcoded:
        column, bad = _decoded(column)
    broken = pc.fill_null(pc.match_substring(column, REPLACEMENT), False)
    replaced = int(pc.sum(broken).as_py() or 0)
    return (pc.if_else(broken, _NULL, column) if replaced else column), bad + replaced


def _decoded(column: pa.ChunkedArray) -> tuple[pa.ChunkedArray, int]:
    """Values with bytes that are not UTF-8 as missing (checked at memory speed first)."""
    try:
        column.validate(full=True)
        return column, 0
    except pa.ArrowInvalid:
        pass
    chunks, bad = [], 0
    for chunk in column.chunks:
        broken = _not_utf8(chunk)
        if broken.any():
            chunk = pc.if_else(pa.array(broken), None, chunk.view(pa.binary())).view(pa.string())
            bad += int(broken.sum())
        chunks.append(chunk)
    return pa.chunked_array(chunks, pa.string()), bad


def _not_utf8(chunk: pa.Array) -> np.ndarray:
    """Which values of a text chunk are not valid UTF-8: only a value holding a byte of 128 or
    more can fail, so only such values are decoded one by one."""
    broken = np.zeros(len(chunk), bool)
    try:
        chunk.validate(full=True)
        return broken
    except pa.ArrowInvalid:
        pass
    offsets = np.frombuffer(chunk.buffers()[1], np.int32)[chunk.offset:chunk.offset + len(chunk) + 1]
    data = np.frombuffer(chunk.buffers()[2], np.uint8)
    high = np.flatnonzero(data[offsets[0]:offsets[-1]] >= 128) + offsets[0]
    present = chunk.is_valid().to_numpy(zero_copy_only=False)
    for index in np.unique(np.searchsorted(offsets, high, side="right") - 1):
        if present[index]:
            try:
                data[offsets[index]:offsets[index + 1]].tobytes().decode("utf-8")
            except UnicodeDecodeError:
                broken[index] = True
    return broken


def _integers(present: pa.ChunkedArray) -> pa.ChunkedArray:
    try:  # fast path: pyarrow's cast, which also takes hexadecimal ("0x1F"): refused here
        numbers = pc.cast(present, pa.int64())
        if not has_byte(present, b"xX"):
            return _chunked(numbers)
    except (pa.ArrowInvalid, pa.ArrowNotImplementedError):
        pass
    fits = pc.fill_null(pc.match_substring_regex(present, INTEGER), False)
    text = pc.replace_substring_regex(pc.if_else(fits, present, _NULL), r"^\+", "")
    long = pc.fill_null(pc.greater(pc.utf8_length(text), _INT64_DIGITS), False)
    if _any(long):
        text = pc.if_else(_beyond_int64(text, long), _NULL, text)
    return _chunked(pc.cast(text, pa.int64()))


def _beyond_int64(text, long) -> pa.ChunkedArray:
    """Where a value of more than 18 digits (`long`) is beyond the 64-bit range; only those
    values are looked at, each on its own."""
    at = np.flatnonzero(_chunked(long).to_numpy())
    beyond = np.zeros(len(text), bool)
    beyond[at] = [not -2**63 <= int(value) < 2**63 for value in _chunked(text).take(pa.array(at)).to_pylist()]
    return pa.chunked_array([pa.array(beyond)])


def _numbers(present: pa.ChunkedArray, decimal: str) -> pa.ChunkedArray:
    numbers = None
    if decimal == "." or not _any(pc.match_substring(present, ".")):
        try:  # fast path
            numbers = pc.cast(_with_point(present, decimal), pa.float64())
        except (pa.ArrowInvalid, pa.ArrowNotImplementedError):
            numbers = None
    if numbers is None:
        fits = pc.fill_null(pc.match_substring_regex(present, NUMBER.replace("{mark}", decimal)), False)
        numbers = pc.cast(_with_point(pc.if_else(fits, present, _NULL), decimal), pa.float64())
    return _finite(numbers)


def _dates(text) -> pa.ChunkedArray:
    """ISO dates (a time of day dropped) as timestamps at midnight; anything else, or a day that is
    not in the calendar (2024-02-30), null."""
    fits = pc.fill_null(pc.match_substring_regex(text, DATE), False)
    days = pc.utf8_slice_codeunits(pc.if_else(fits, text, _NULL), 0, 10)
    stamps = pc.strptime(days, format="%Y-%m-%d", unit="s", error_is_null=True)
    in_calendar = pc.fill_null(pc.equal(pc.strftime(stamps, format="%Y-%m-%d"), days), False)  # 02-30 rolls over
    return _chunked(pc.if_else(in_calendar, stamps, pa.scalar(None, stamps.type)))


def _finite(numbers) -> pa.ChunkedArray:
    """Numbers with every infinity (or NaN) made missing."""
    if _all(pc.is_finite(numbers)):  # nulls aside
        return _chunked(numbers)
    return _chunked(pc.if_else(pc.fill_null(pc.is_finite(numbers), False), numbers, None))


def _with_point(text, decimal: str):
    return text if decimal == "." else pc.replace_substring(text, ",", ".")


def _to_pandas(values: pa.ChunkedArray, kind: str) -> pd.Series:
    if kind == "date":
        return values.to_pandas().astype("datetime64[s]")
    if kind == "integer":
        if values.null_count:
            return pd.Series(pd.Int64Dtype().__from_arrow__(values))
        return values.to_pandas()
    return values.to_pandas().astype("float64")


def _chunked(values) -> pa.ChunkedArray:
    return values if isinstance(values, pa.ChunkedArray) else pa.chunked_array([values])


def _ascii_only(column: pa.ChunkedArray) -> bool:
    """Whether every byte of the column's text is below 128 (then it is valid UTF-8)."""
    for chunk in column.chunks:
        data = chunk.buffers()[2]
        if data is not None and data.size and np.frombuffer(data, np.uint8).max() >= 128:
            return False
    return True


def _any(mask) -> bool:
    return bool(pc.any(mask).as_py())


def _all(mask) -> bool:
    return bool(pc.all(mask).as_py())
