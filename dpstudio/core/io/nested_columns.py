"""Parquet columns that hold lists, records (structs) or maps: dpstudio reads numbers, text and
dates, one value per cell, so such a column is refused by name before the file is read.

The names are checked from the file's schema as a CSV header's are (column_names): whether pandas or
DuckDB reads the file, a name given twice or holding a NUL byte is refused, not renamed or cut short."""
from __future__ import annotations

from pathlib import Path

import pyarrow as pa
import pyarrow.parquet as pq

from .column_names import in_turn, refuse_repeated, refuse_too_many
from ..base.errors import InputError
from ..base.words.message import Message


def refuse_nested(path: Path) -> None:
    schema = pq.read_schema(path)
    refuse_too_many(len(schema.names), where=str(path))
    refuse_repeated(schema.names, where=str(path))
    nested = [_holds(field.name, field.type) for field in schema if _holds(field.name, field.type)]
    if nested:
        raise InputError(Message("{listed}, not one value per cell", listed=in_turn(nested)), where=str(path),
                         hint=Message("Drop or flatten such columns (one number, text or date per cell) when "
                                      "exporting the table, or save it as CSV"))


def _holds(name: str, kind: pa.DataType) -> Message | None:
    """What column `name` holds when it is not one value per cell, else None."""
    if pa.types.is_dictionary(kind):
        kind = kind.value_type
    if pa.types.is_map(kind):  # a map is a list of key-value records: test it before struct and list
        return Message("column '{column}' holds maps", column=name)
    if pa.types.is_list(kind) or pa.types.is_large_list(kind) or pa.types.is_fixed_size_list(kind):
        return Message("column '{column}' holds lists", column=name)
    if pa.types.is_struct(kind):
        return Message("column '{column}' holds records (structs)", column=name)
    if pa.types.is_union(kind):
        return Message("column '{column}' holds values of several types (a union)", column=name)
    return None
