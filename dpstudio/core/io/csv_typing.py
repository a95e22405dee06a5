"""Infer the type of a CSV file's text columns, once, when the file is first opened
(loading.infer_schema): numbers where every present value is one. Reading under the declared
schema is value_reading's job; this module only guesses the schema the steward then keeps.

A column is "integer" or "number" only when every present value is a number and none is a
code written with a leading zero ("01067", "-05", "0x1F"): codes stay text, exactly as written.
Values with spaces around them are trimmed before that test.

This runs on every column at a first open, so it is written to be cheap: a text column is
recognised from its first values; a number column costs a cast and a scan of the values
starting with "0" (never a regular expression over every value), and that cast is handed on as
the column's values when reading under the inferred type gives the same (schema_reading).
Columns are typed on a small thread pool (pyarrow's kernels release the GIL).
"""
from __future__ import annotations

import os
import threading
from concurrent.futures import ThreadPoolExecutor

import numpy as np
import pyarrow as pa
import pyarrow.compute as pc

_HEAD = 64
_NULL_TEXT = pa.scalar(None, pa.string())


_POOL: ThreadPoolExecutor | None = None
_POOL_LOCK = threading.Lock()


def _pool() -> ThreadPoolExecutor:
    """One pool for every load: starting threads anew would cost more than typing a small table."""
    global _POOL
    with _POOL_LOCK:
        if _POOL is None:
            workers = max(2, min(4, os.cpu_count() or 1))
            _POOL = ThreadPoolExecutor(max_workers=workers, thread_name_prefix="dpstudio-typing")
        return _POOL


def inferred_kind(column: pa.ChunkedArray) -> tuple[str, pa.ChunkedArray | None]:
    """The type of a valid text column whose missing values are null: "integer", "number" or
    "text", and, for a number type, the column cast to it as it is (None when spaces around
    values had to be trimmed first)."""
    head = _first_present(column)
    if head is None:  # no value at all: text
        return "text", None
    head_numbers = _cast_number(head)
    if head_numbers is None and not _casts(pc.utf8_trim_whitespace(head), pa.float64()):
        return "text", None
    if head_numbers is not None and _has_leading_zero(head, head_numbers):  # zip codes: seen at once
        return "text", None
    numbers = _cast_number(column)
    values = column
    if numbers is None:  # spaces around numbers, or text further down
        if not _any(pc.or_(pc.starts_with(column, " "), pc.ends_with(column, " "))):
            return "text", None
        values = pc.utf8_trim_whitespace(column)
        values = pc.if_else(pc.equal(values, ""), _NULL_TEXT, values)
        numbers = _cast_number(values)
        if numbers is None:
            return "text", None
    if _has_leading_zero(values, numbers) or _integer_beyond_float(values, numbers):
        return "text", None
    kind = "integer" if pa.types.is_integer(numbers.type) else "number"
    return kind, numbers if values is column else None


def _first_present(column: pa.ChunkedArray):
    for chunk in column.chunks:
        present = chunk.slice(0, _HEAD * 4).drop_null()
        if len(present):
            return present.slice(0, _HEAD)
    present = column.drop_null()
    return present.combine_chunks() if len(present) else None


def _cast_number(values):
    """int64, else float64, else None (some value is not a number, or none is present)."""
    if values.null_count == len(values):
        return None
    for kind in (pa.int64(), pa.float64()):
        try:
            return pc.cast(values, kind)
        except (pa.ArrowInvalid, pa.ArrowNotImplementedError):
            continue
    return None


def _casts(values, kind) -> bool:
    try:
        pc.cast(values, kind)
        return True
    except (pa.ArrowInvalid, pa.ArrowNotImplementedError):
        return False


def _has_leading_zero(text, numbers) -> bool:
    """Whether some value is written like a code: a zero followed by more ("007", "-05", "0x1F").

    An int64 cast accepts only an optional minus and digits (or 0x-hex), so there a value starting
    with "0" and longer than one character is a code; floats ("0.5") need the full pattern, which
    is matched only against the few values that start with a zero.
    """
    if pa.types.is_integer(numbers.type):
        return _any_integer_code(text, negative=pc.min(numbers).as_py() < 0)
    for prefix in ("0", "-0", "+0"):
        starting = text.filter(pc.starts_with(text, prefix))
        if len(starting) and _any(pc.match_substring_regex(starting, r"^[+-]?0\d")):
            return True
    return False


def _integer_beyond_float(text, numbers) -> bool:
    """Whether some value is a whole number written without a point or exponent that a float
    cannot hold exactly (more than 2^53, and too long for int64): an identifier such as a
    20-digit account number, which must keep every digit."""
    if not pa.types.is_floating(numbers.type):
        return False
    big = pc.greater_equal(pc.abs(numbers), float(2**53))
    if not _any(big):
        return False
    return _any(pc.invert(pc.match_substring_regex(text.filter(big), r"[.eE]|(?i:inf|nan)")))


def _any_integer_code(text, negative: bool) -> bool:
    """Whether some value of an int64-castable column starts with "0" and has more characters
    ("007", "0x1F"), or, when `negative`, starts with "-0" and has more than two.

    Read straight from each chunk's offsets and bytes: the first (and second) byte of every value
    and its length, without building a mask array per prefix.
    """
    for chunk in (text.chunks if isinstance(text, pa.ChunkedArray) else [text]):
        found = _first_bytes(chunk, second=negative)
        if found is None:
            continue
        first, lengths = found[0], found[1]
        if np.any((first == ord("0")) & (lengths > 1)):
            return True
        if negative and np.any((first == ord("-")) & (found[2] == ord("0")) & (lengths > 2)):
            return True
    return False


def _first_bytes(chunk, second: bool = False):
    """The first byte of every value of a text chunk and every value's length (and the second
    byte), read from its offsets and bytes; None for a chunk without any byte."""
    if len(chunk) == 0 or chunk.null_count == len(chunk):
        return None
    _, offsets_buffer, data_buffer = chunk.buffers()
    if data_buffer is None or data_buffer.size == 0:
        return None
    offsets = np.frombuffer(offsets_buffer, np.int32)[chunk.offset:chunk.offset + len(chunk) + 1]
    data = np.frombuffer(data_buffer, np.uint8)
    starts, lengths = offsets[:-1], np.diff(offsets)
    first = data[np.minimum(starts, data.size - 1)]
    if not second:
        return first, lengths
    return first, lengths, data[np.minimum(starts + 1, data.size - 1)]


def _any(mask) -> bool:
    return bool(pc.any(mask).as_py())
