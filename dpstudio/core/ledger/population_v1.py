"""The ledger's first population sketch (scheme siphash24-bottomk-v1), kept to recognise old ledgers.

Ledgers made before the sketch moved to where the data is (population.py, scheme V2) hold sketches of
this scheme. A table is sketched this way only to compare it with such a sketch (population_match.py),
in the steward's process, from every row: once per population, since the release that matches it
records its sketch again under the current scheme.

Each privacy unit (a person id, or for row-level plans a whole row) is hashed with SipHash-2-4
(pandas' vectorised, keyed hash; a pseudorandom function) under a 112-bit subkey derived by
HMAC-SHA256 from the ledger's secret key. The sketch keeps the K smallest distinct hashes (a
bottom-K sample).

Canonical, so that the same people give the same hashes whatever the file: ids are trimmed of
surrounding spaces (as transforms.bound_contributions does) and numbers are written as text the
same way whatever their dtype (17, 17.0 and "17" are one id). Rows are hashed column by column in
column-name order, numbers by value (int 17 == float 17.0, -0.0 == 0.0), dates in UTC
microseconds, missing values as one fixed token: column order, row order, line endings and the
file format do not change a row's hash. (A value of a column of Python objects costs a Python call
here; the current scheme has none.)
"""
from __future__ import annotations

import hashlib
import hmac

import numpy as np
import pandas as pd

from .population import K, V1, Sketch

_MISSING = np.uint64(0x9E3779B97F4A7C15)  # the token of a missing cell in a row


def sketch_key(ledger_key: bytes) -> str:
    """A 16-character (112-bit) SipHash key for pandas, derived from the ledger's 32-byte key."""
    digest = hmac.new(ledger_key, b"dpstudio population sketch v1", hashlib.sha256).digest()
    return "".join(chr(b & 0x7F) for b in digest[:16])


def sketch_table(frame: pd.DataFrame, person_column: str | None, ledger_key: bytes) -> Sketch:
    """The sketch of a table's people: the ids in `person_column`, or each row when it is None."""
    unit, columns = ("row", tuple(sorted(map(str, frame.columns)))) if person_column is None else \
        ("person", (str(person_column),))
    return sketch_of(keyed_people(frame, person_column, ledger_key), unit, columns)


def sketch_of(keyed: np.ndarray, unit: str, columns: tuple[str, ...]) -> Sketch:
    """The sketch of the keyed hashes of a table's people (with repeats)."""
    distinct = _bottom_k(keyed, K)
    people = len(distinct) if len(distinct) < K else int(pd.unique(keyed).size)
    return Sketch(unit, tuple(int(h) for h in distinct), people, columns, V1)


def sketch_of_distinct(distinct: np.ndarray, unit: str, columns: tuple[str, ...]) -> Sketch:
    """The sketch of a table's people from their sorted distinct keyed hashes (distinct_keyed_people)."""
    return Sketch(unit, tuple(int(h) for h in distinct[:K]), int(distinct.size), columns, V1)


def distinct_keyed_people(batches, person_column: str | None, ledger_key: bytes) -> np.ndarray:
    """The sorted distinct keyed hashes of a table's people, read from `batches` (DataFrames) one at a time.

    A person's hash does not depend on the batch it is read in (ids and rows are hashed one by one),
    so a table too large for memory is sketched in at most 8 bytes per row: each batch is hashed and
    reduced to its distinct hashes at once, and no cell is kept.
    """
    parts = [np.unique(keyed_people(batch, person_column, ledger_key)) for batch in batches]
    return _sorted_union(parts)


def _sorted_union(parts: list[np.ndarray]) -> np.ndarray:
    """The sorted distinct values of all `parts`, emptied as they are copied: one copy of the hashes, plus a
    mask and a compacted second copy when there are repeats."""
    union = np.empty(sum(part.size for part in parts), dtype=np.uint64)
    filled = 0
    while parts:
        part = parts.pop(0)
        union[filled:filled + part.size] = part
        filled += part.size
    union.sort()
    if union.size < 2:
        return union
    new = union[1:] != union[:-1]
    return union if new.all() else union[np.concatenate(([True], new))]


def keyed_people(frame: pd.DataFrame, person_column: str | None, ledger_key: bytes) -> np.ndarray:
    """The keyed hash of every person (with repeats): the ids in `person_column`, or each row when it is None."""
    key = sketch_key(ledger_key)
    if person_column is None:
        # each row's 8 bytes (little-endian; as bytes objects, which SipHash takes without encoding)
        return _keyed(pd.Series(_row_hashes(frame).astype("<u8").view("S8").astype(object)), key)
    return _keyed(canonical_ids(frame[person_column]), key)


def canonical_ids(ids: pd.Series) -> pd.Series:
    """Ids as text, trimmed, missing and empty ids left out; 17, 17.0 and "17" give "17"."""
    if pd.api.types.is_bool_dtype(ids.dtype) or not pd.api.types.is_numeric_dtype(ids.dtype):
        kind = pd.api.types.infer_dtype(ids, skipna=True)
        if kind not in ("string", "empty"):
            ids = ids.map(_canonical_value, na_action="ignore")
        text = ids.dropna().astype(str).str.strip()
        return text[text != ""]
    numbers = ids.dropna()
    values = numbers.to_numpy(dtype="float64") if not pd.api.types.is_integer_dtype(numbers.dtype) else None
    if values is None:
        return numbers.astype("int64" if pd.api.types.is_signed_integer_dtype(numbers.dtype) else "uint64").astype(str)
    integral = (values == np.floor(values)) & (np.abs(values) < 2 ** 53)
    text = pd.Series(values[integral].astype("int64")).astype(str)
    rest = pd.Series([repr(float(v)) for v in values[~integral]], dtype=object)
    return pd.concat([text, rest], ignore_index=True)


def _canonical_value(value) -> str:
    """One value of a mixed column (e.g. Excel): integral numbers as integer text, other numbers by repr."""
    if isinstance(value, (bool, np.bool_)):
        return str(bool(value))
    if isinstance(value, (int, np.integer)):
        return str(int(value))
    if isinstance(value, (float, np.floating)):
        number = float(value)
        return str(int(number)) if number.is_integer() and abs(number) < 2 ** 53 else repr(number)
    return str(value)


def _keyed(text: pd.Series, key: str) -> np.ndarray:
    if text.empty:
        return np.zeros(0, dtype=np.uint64)
    return pd.util.hash_pandas_object(text, index=False, hash_key=key, categorize=False).to_numpy()


def _bottom_k(hashes: np.ndarray, k: int) -> np.ndarray:
    """The k smallest distinct values, without sorting everything (np.partition first)."""
    take = 2 * k
    while True:
        if take >= len(hashes):
            candidates = hashes
        else:
            candidates = hashes[hashes <= np.partition(hashes, take - 1)[take - 1]]
        ordered = np.sort(candidates)
        distinct = ordered[np.concatenate(([True], ordered[1:] != ordered[:-1]))] if len(ordered) else ordered
        if len(distinct) >= k or take >= len(hashes):
            return distinct[:k]
        take *= 4


def _row_hashes(frame: pd.DataFrame) -> np.ndarray:
    """An (unkeyed, 64-bit) hash of each row's contents, the same whatever the column order or file."""
    combined = np.zeros(len(frame), dtype=np.uint64)
    for name in sorted(frame.columns, key=str):
        label = np.uint64(int.from_bytes(hashlib.sha256(str(name).encode("utf-8")).digest()[:8], "little"))
        combined = _mix(combined * np.uint64(0x100000001B3) + (_column_hashes(frame[name]) ^ label))
    return combined


def _column_hashes(column: pd.Series) -> np.ndarray:
    if isinstance(column.dtype, pd.CategoricalDtype):
        column = column.astype(object)
    if pd.api.types.is_datetime64_any_dtype(column.dtype):
        if getattr(column.dt, "tz", None) is not None:
            column = column.dt.tz_convert("UTC").dt.tz_localize(None)
        missing = column.isna().to_numpy()
        values = column.dt.as_unit("us").to_numpy().view("int64").astype(np.uint64)  # us: no overflow to 9999
    elif pd.api.types.is_numeric_dtype(column.dtype):
        numbers = column.to_numpy(dtype="float64", na_value=np.nan) + 0.0  # -0.0 becomes 0.0
        missing = np.isnan(numbers)
        values = numbers.view(np.uint64)
    else:
        if pd.api.types.infer_dtype(column, skipna=True) not in ("string", "empty"):
            column = column.map(_canonical_value, na_action="ignore")
        missing = column.isna().to_numpy()
        values = pd.util.hash_pandas_object(column.fillna("").astype(str), index=False, categorize=True).to_numpy()
    return np.where(missing, _MISSING, _mix(values))


def _mix(values: np.ndarray) -> np.ndarray:
    """SplitMix64's finaliser: a bijection on 64-bit integers that spreads every input bit."""
    values = (values ^ (values >> np.uint64(30))) * np.uint64(0xBF58476D1CE4E5B9)
    values = (values ^ (values >> np.uint64(27))) * np.uint64(0x94D049BB133111EB)
    return values ^ (values >> np.uint64(31))
