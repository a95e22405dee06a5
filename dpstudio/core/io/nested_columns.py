"""Parquet columns that hold lists, records (structs) or maps: dpstudio reads numbers, text and
dates, one value per cell, so such a column is refused by name before the file is read."""
from __future__ import annotations

from pathlib import Path

import pyarrow as pa
import pyarrow.parquet as pq

from .column_names import refuse_too_many
from ..errors import InputError


def refuse_nested(path: Path) -> None:
    schema = pq.read_schema(path)
    refuse_too_many(len(schema.names), where=str(path))
    nested = [(field.name, _what(field.type)) for field in schema if _what(field.type)]
    if nested:
        listed = "; ".join(f"column '{name}' holds {what}" for name, what in nested)
        raise InputError(f"{listed}, not one value per cell", where=str(path),
                         hint="Drop or flatten such columns (one number, text or date per cell) when "
                              "exporting the table, or save it as CSV")


def _what(kind: pa.DataType) -> str | None:
    if pa.types.is_dictionary(kind):
        kind = kind.value_type
    if pa.types.is_list(kind) or pa.types.is_large_list(kind) or pa.types.is_fixed_size_list(kind):
        return "lists"
    if pa.types.is_map(kind):  # a map is a list of key-value records: test it before struct and list
        return "maps"
    if pa.types.is_struct(kind):
        return "records (structs)"
    if pa.types.is_union(kind):
        return "values of several types (a union)"
    return None
