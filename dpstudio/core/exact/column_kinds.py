"""A column's kind, from the engine's declared type (what the plan may do with it), and a column name no table
column has: the names every engine and check shares, in a module beneath them all."""
from __future__ import annotations

import pandas as pd

NUMBER, TEXT, BOOLEAN, DATE, OTHER = "number", "text", "boolean", "date", "other"


def column_kind(column: pd.Series) -> str:
    """A column's kind from its dtype (which the reading schema declared, not the values)."""
    dtype = column.dtype
    if pd.api.types.is_bool_dtype(dtype):
        return BOOLEAN
    if pd.api.types.is_numeric_dtype(dtype):
        return NUMBER
    if pd.api.types.is_datetime64_any_dtype(dtype):
        return DATE
    if pd.api.types.is_string_dtype(dtype) or dtype == object:  # noqa: E721 - a numpy dtype equals object, is not it
        return TEXT
    return OTHER


def free_name(wanted: str, taken) -> str:
    """`wanted`, or with underscores added until none of `taken` (a table's column names) is that name."""
    taken = set(taken)
    while wanted in taken:
        wanted += "_"
    return wanted
