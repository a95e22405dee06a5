"""DuckDB sources: a DataFrame or a Parquet file answered by an in-process DuckDB, out of core.

Both have a file order (the frame's row order, the Parquet file's row number), so truncation keeps
each person's first rows in the file, as the pandas engine does. DuckDB runs in this process, so
randomized response may read its codes row by row.
"""
from __future__ import annotations

from pathlib import Path

import duckdb
import ibis
import numpy as np
import pandas as pd
import pyarrow as pa

from ..databases.duckdb_memory import duckdb_config
from ..base.errors import InputError
from ..io.column_names import text_named
from ..base.words.message import Message
from .ibis_source import IbisSource
from .column_kinds import free_name

ROW_ORDER = "__dpstudio_row"


def duckdb_frame_source(frame: pd.DataFrame, memory_limit: str | None = None) -> IbisSource:
    """The frame copied into an in-memory DuckDB with its row order as file order (names kept exactly)."""
    frame = text_named(frame)
    try:
        arrow = pa.Table.from_pandas(frame, preserve_index=False)
    except (pa.ArrowInvalid, pa.ArrowTypeError) as error:
        raise InputError(Message("the table cannot be handed to DuckDB ({reason})", reason=str(error)),
                         hint=Message("give each column one type of value (text, numbers, true/false or dates)")
                         ) from error
    row_order = free_name(ROW_ORDER, frame.columns)
    arrow = arrow.replace_schema_metadata(None).append_column(row_order, pa.array(np.arange(len(frame))))
    table = ibis.duckdb.connect(**duckdb_config(memory_limit)).create_table("rows", ibis.memtable(arrow))
    return IbisSource(table, "duckdb", row_order, Message("a table in memory"), rows_local=True)


def duckdb_parquet_source(path, memory_limit: str | None = None) -> IbisSource:
    """A Parquet file read by DuckDB where it lies (out of core), its row number as file order.

    memory_limit (for example '4GB') caps DuckDB's memory; what does not fit spills to a temporary
    folder."""
    con = ibis.duckdb.connect(**duckdb_config(memory_limit))
    path = Path(path)
    try:
        table = con.read_parquet(path, table_name="rows", file_row_number=True)
    except duckdb.BinderException as error:
        raise InputError(Message("the file has a column named 'file_row_number', the name DuckDB gives the file's "
                                 "row numbers (its order)"), where=str(path),
                         hint=Message("rename that column in the file and open it again")) from error
    except duckdb.Error as error:
        raise InputError(Message("DuckDB cannot read the file as Parquet ({reason})",
                                 reason=(str(error).splitlines() or [type(error).__name__])[0]), where=str(path),
                         hint=Message("check that the file exists and is a Parquet file")) from error
    return IbisSource(table, "duckdb", "file_row_number", str(path), rows_local=True)
