"""The ledger's people of a DataFrame, sampled by an in-process DuckDB over the frame's Arrow columns.

The same canonical texts and hashes as every engine (people_text.py, people_sample.py): the frame is
handed to DuckDB as Arrow (no copy for Arrow-backed columns), so a table gives the same sample whether
pandas, DuckDB, PostgreSQL or Spark holds it, and no value costs a Python call. Only a column of Python
objects that Arrow cannot type (numbers and text mixed, as an Excel column may be) is first written as
text value by value: its whole numbers as their digits, as people_text writes numbers.
"""
from __future__ import annotations

import itertools

import ibis
import numpy as np
import pandas as pd
import pyarrow as pa

from ..databases.driver_quiet import quiet_drivers
from .people_digests import MD5_SHA256
from .people_sample import HASH, PeopleSample, digest, people_sample
from .people_text import person_text, row_text

_names = itertools.count()


def frame_people_sample(frame: pd.DataFrame, columns: list[str], person: bool, salt: str,
                        kind: str = MD5_SHA256) -> PeopleSample:
    """The sample of the frame's people: ids in columns[0] when `person`, else whole rows over `columns`."""
    with quiet_drivers(), _duckdb_table(frame, columns) as table:
        return people_sample(table, list(columns), person, salt, len(frame), kind=kind)


def frame_row_hashes(frame: pd.DataFrame, person_column: str | None, salt: str,
                     kind: str = MD5_SHA256) -> np.ndarray:
    """Each row's person hash (`kind`: people_digests.py), in row order (rows without a person id left out)."""
    columns = [person_column] if person_column is not None else [str(c) for c in frame.columns]
    with _duckdb_table(frame, columns) as table:
        text = person_text(table, columns[0], salt=salt) if person_column is not None else \
            row_text(table, columns, salt=salt)
        hashed = table.select(**{HASH: digest(text, "duckdb", kind)})
        values = hashed.filter(hashed[HASH].notnull()).to_pyarrow()[HASH].to_pylist()
    return np.frombuffer(bytes.fromhex("".join(values)), dtype=">u8").astype(np.uint64)


class _duckdb_table:
    """An Ibis table on a DuckDB connection of its own, over the frame's `columns` as Arrow (closed after)."""

    def __init__(self, frame: pd.DataFrame, columns: list[str]):
        names = {str(c): c for c in frame.columns}
        self.arrow = arrow_columns(frame[[names[c] for c in columns]].set_axis(list(columns), axis=1))
        self.con = ibis.duckdb.connect()
        self.name = f"people_{next(_names)}"

    def __enter__(self):
        self.con.con.register(self.name, self.arrow)
        return self.con.table(self.name)

    def __exit__(self, *exc):
        self.con.disconnect()


def arrow_columns(frame: pd.DataFrame) -> pa.Table:
    """The frame as Arrow; a column Arrow cannot type as a whole (mixed Python objects) as text."""
    categorical = {name: frame[name].astype(frame[name].cat.categories.dtype) for name in frame.columns
                   if isinstance(frame[name].dtype, pd.CategoricalDtype)}
    frame = frame.assign(**categorical) if categorical else frame
    try:
        return pa.Table.from_pandas(frame, preserve_index=False)
    except (pa.ArrowInvalid, pa.ArrowTypeError):
        arrays = [_arrow_column(frame[name]) for name in frame.columns]
        return pa.Table.from_arrays(arrays, names=list(frame.columns))


def _arrow_column(column: pd.Series) -> pa.Array:
    try:
        return pa.Array.from_pandas(column)
    except (pa.ArrowInvalid, pa.ArrowTypeError):
        return pa.array(column.map(_mixed_text, na_action="ignore").astype(object).where(column.notna(), None),
                        type=pa.string())


def _mixed_text(value) -> str:
    """One value of a mixed column: a whole number as its digits (as people_text writes numbers), else str()."""
    if isinstance(value, (bool, np.bool_)):
        return "true" if value else "false"
    if isinstance(value, (int, np.integer)):
        return str(int(value))
    if isinstance(value, (float, np.floating)) and float(value).is_integer() and abs(value) < 2.0 ** 63:
        return str(int(value))
    return str(value)
