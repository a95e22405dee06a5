"""Excel, Parquet, SPSS, SAS and Stata columns read under a declared type, cell by cell.

These files type their own cells: an Excel column may hold numbers, text and dates side by
side. Each cell is read on its own: under "integer" or "number" a numeric cell is its number
(a fraction under "integer" is missing), a text cell is read as the CSV rules read text
(value_reading: "12" is 12, "unknown" is missing), anything else is missing; under "text" a
numeric cell becomes its shortest text (3.0 is "3"), other cells stay as they are; under "date" a
date or date-time cell is its calendar date, a text cell is read as the CSV rules read dates, anything
else is missing. Missing-value words are missing as in a CSV file, whatever the type (`without_missing_words`):
a text cell that is one once the spaces and tabs around it are left out ("NA", "k.A.", "-", an empty text),
and a number cell whose shortest text is one (-99, when the steward names it). Inference (`infer_kind`) looks
at a whole column, once, when the steward first opens the file, its missing-value words left out.
"""
from __future__ import annotations

import datetime
import numbers
import re

import numpy as np
import pandas as pd
import pyarrow as pa

from .value_reading import ReadColumn, read_column


def infer_kind(column: pd.Series) -> str:
    """"integer", "number" or "text", from the column's own type or, for mixed cells, their values."""
    if pd.api.types.is_integer_dtype(column.dtype) and not pd.api.types.is_bool_dtype(column.dtype):
        return "integer"
    if _is_numeric(column.dtype):
        present = column.dropna()
        whole = bool(np.all(present == np.floor(present)))
        return "integer" if whole and (present.abs() < 2**53).all() else "number"
    if column.dtype != object:
        return "text"
    present = [v for v in column if not _missing(v)]
    if not present or not all(_is_number(v) for v in present):
        return "text"
    return infer_kind(pd.Series(present, dtype="float64"))


_NUMBER_WORD = re.compile(r"[+-]?([0-9]+([.][0-9]*)?|[.][0-9]+)")


def without_missing_words(column: pd.Series, missing) -> pd.Series:
    """`column` with every cell that is a missing-value word made missing (the module's docstring). Text
    cells are looked up all at once; number cells one by one only when some word is a number."""
    words = set(missing) | {""}
    figures = {float(word) for word in words if _NUMBER_WORD.fullmatch(word)}
    if _is_real(column.dtype):
        hit = column.isin(figures) if figures else None
        if hit is None or not hit.any():
            return column
        whole = pd.api.types.is_integer_dtype(column.dtype)
        return (column.astype("Int64") if whole else column).mask(hit)
    if column.dtype != object and not pd.api.types.is_string_dtype(column.dtype):
        return column
    hit = np.zeros(len(column), dtype=bool)
    if pd.api.types.infer_dtype(column, skipna=True) in ("string", "mixed", "mixed-integer"):
        hit |= column.str.strip(" \t").isin(words).to_numpy(dtype=bool)
    if figures and column.dtype == object:
        hit |= np.array([_is_number(v) and float(v) in figures for v in column.to_numpy(dtype=object)], dtype=bool)
    return column.mask(hit) if hit.any() else column


def conform(column: pd.Series, kind: str, decimal: str = ".", missing=("",)) -> ReadColumn:
    """`column` read under `kind`, each cell on its own; counts the cells that do not fit."""
    if kind == "text":
        return ReadColumn(_as_text(column) if _is_numeric(column.dtype) or column.dtype == object else column)
    if kind == "date":
        return _dates(column, missing)
    if kind == "integer" and pd.api.types.is_integer_dtype(column.dtype) and not pd.api.types.is_bool_dtype(column.dtype):
        return ReadColumn(column)  # 64-bit integers as they are, every digit kept
    if _is_real(column.dtype):  # every cell a number or missing: read them all at once
        values = column.to_numpy(dtype="float64", na_value=np.nan, copy=True)
        infinite = np.isinf(values)
        values[infinite] = np.nan
        return _typed(values, kind, column.index, int(infinite.sum()))
    values = np.full(len(column), np.nan)
    cells = column.to_numpy(dtype=object)
    numeric = np.array([_is_number(v) for v in cells], dtype=bool)
    values[numeric] = cells[numeric].astype("float64")
    text = np.array([isinstance(v, str) for v in cells], dtype=bool)
    unfit = 0
    if text.any():
        read = read_column(pa.chunked_array([pa.array(cells[text].tolist(), pa.string())]), "number", decimal, missing)
        values[text], unfit = read.series.to_numpy(dtype="float64", na_value=np.nan), read.unfit
    absent = ~(numeric | text) & np.array([not _missing(v) for v in cells], dtype=bool)
    unfit += int(absent.sum()) + int(np.sum(numeric & ~np.isfinite(values)))
    values[numeric & ~np.isfinite(values)] = np.nan
    return _typed(values, kind, column.index, unfit)


def _dates(column: pd.Series, missing) -> ReadColumn:
    """Each cell's calendar date (datetime64[s] at midnight): a date or date-time cell's own, a text
    cell's as value_reading reads it; any other present cell (a number) is missing, and counted."""
    if pd.api.types.is_datetime64_any_dtype(column.dtype):
        values = column.dt.tz_localize(None) if getattr(column.dt, "tz", None) is not None else column
        return ReadColumn(values.dt.normalize().astype("datetime64[s]"))
    cells = column.to_numpy(dtype=object)
    out = pd.Series(pd.NaT, index=column.index, dtype="datetime64[s]")
    dated = np.array([isinstance(v, (datetime.date, np.datetime64)) and not _missing(v) for v in cells], dtype=bool)
    if dated.any():
        stamps = pd.to_datetime(pd.Series(cells[dated]), errors="coerce")
        out[dated] = stamps.dt.normalize().astype("datetime64[s]").to_numpy()
    text = np.array([isinstance(v, str) for v in cells], dtype=bool)
    unfit = 0
    if text.any():
        read = read_column(pa.chunked_array([pa.array(cells[text].tolist(), pa.string())]), "date", ".", missing)
        out[text], unfit = read.series.to_numpy(), read.unfit
    unfit += int((~(dated | text) & np.array([not _missing(v) for v in cells], dtype=bool)).sum())
    return ReadColumn(out, unfit)


def _typed(values: np.ndarray, kind: str, index, unfit: int) -> ReadColumn:
    if kind == "number":
        return ReadColumn(pd.Series(values, index=index, dtype="float64"), unfit)
    return _whole(values, index, unfit)


def _whole(values: np.ndarray, index, unfit: int) -> ReadColumn:
    """Integers: a fraction, or a number beyond what a float holds exactly, is missing."""
    fraction = ~np.isnan(values) & ((values != np.floor(values)) | (np.abs(values) >= 2**53))
    values[fraction] = np.nan
    series = pd.Series(values, index=index).astype("Int64")
    return ReadColumn(series if series.isna().any() else series.astype("int64"), unfit + int(fraction.sum()))


def _as_text(column: pd.Series) -> pd.Series:
    return pd.Series([_text_of(v) for v in column.to_numpy(dtype=object)], index=column.index, dtype=object)


def _text_of(value):
    if _missing(value):
        return None
    if _is_number(value):
        number = float(value)
        if not np.isfinite(number):
            return None
        return str(int(value)) if isinstance(value, numbers.Integral) or number.is_integer() else repr(number)
    if isinstance(value, str) and not value.strip():
        return None
    return value


_PLAIN_NUMBERS = frozenset({int, float, np.int64, np.float64})  # what openpyxl and pandas give, looked up fast
_NOT_NUMBERS = frozenset({str, type(None), bool, np.bool_, datetime.datetime, datetime.date, pd.Timestamp})


def _is_number(value) -> bool:
    kind = type(value)
    if kind in _PLAIN_NUMBERS:
        return value == value  # not NaN
    if kind in _NOT_NUMBERS:
        return False
    return isinstance(value, numbers.Real) and not isinstance(value, (bool, np.bool_)) and not _missing(value)


def _missing(value) -> bool:
    return value is None or value is pd.NA or value is pd.NaT or (isinstance(value, float) and value != value)


def _is_real(dtype) -> bool:
    """Integers or floats (nullable or not), whose cells are all numbers or missing."""
    return (pd.api.types.is_integer_dtype(dtype) or pd.api.types.is_float_dtype(dtype)) \
        and not pd.api.types.is_bool_dtype(dtype)


def _is_numeric(dtype) -> bool:
    return pd.api.types.is_numeric_dtype(dtype) and not pd.api.types.is_bool_dtype(dtype)
