"""Loading a pandas DataFrame into a test server with its declared column types and NULLs kept.

PostgreSQL gets explicit DDL and a COPY (psycopg), so the column types are exactly the ones below
and do not depend on how an Ibis or SQLGlot release maps them (Ibis makes strings VARCHAR).
Spark gets a temporary view over the frame, typed by Ibis (bigint, double, string, boolean).
"""

from __future__ import annotations

import pandas as pd

POSTGRES_TYPES = {"i": "bigint", "u": "bigint", "f": "double precision", "b": "boolean",
                  "M": "timestamp"}


def postgres_type(column: str, dtype) -> str:
    """The PostgreSQL type a pandas column is stored as; strings are text."""
    if pd.api.types.is_string_dtype(dtype) or dtype == object:
        return "text"
    kind = getattr(dtype, "kind", None)
    if kind in POSTGRES_TYPES:
        return POSTGRES_TYPES[kind]
    raise TypeError(f"column {column!r}: no PostgreSQL type for dtype {dtype} in the test loader")


def python_rows(frame: pd.DataFrame) -> list[tuple]:
    """The frame's rows as Python values, with None wherever pandas holds a missing value."""
    columns = []
    for name in frame.columns:
        values = frame[name].astype(object).tolist()
        missing = frame[name].isna().tolist()
        columns.append([None if gone else value for value, gone in zip(values, missing)])
    return list(zip(*columns))


def load_into_postgres(connect_args: dict, name: str, frame: pd.DataFrame) -> None:
    """(Re)create table `name` with one column per frame column, then COPY the rows in."""
    import psycopg
    from psycopg import sql

    definitions = sql.SQL(", ").join(
        sql.SQL("{} {}").format(sql.Identifier(column), sql.SQL(postgres_type(column, dtype)))
        for column, dtype in frame.dtypes.items())
    names = sql.SQL(", ").join(map(sql.Identifier, frame.columns))
    with psycopg.connect(host=connect_args["host"], port=connect_args["port"],
                         user=connect_args["user"], password=connect_args["password"],
                         dbname=connect_args["database"]) as connection:
        connection.execute(sql.SQL("DROP TABLE IF EXISTS {}").format(sql.Identifier(name)))
        connection.execute(sql.SQL("CREATE TABLE {} ({})").format(sql.Identifier(name), definitions))
        with connection.cursor().copy(sql.SQL("COPY {} ({}) FROM STDIN").format(
                sql.Identifier(name), names)) as copy:
            for row in python_rows(frame):
                copy.write_row(row)


def load_into_spark(con, name: str, frame: pd.DataFrame):
    """A temporary view `name` over the frame, as an Ibis table."""
    import ibis

    return con.create_view(name, ibis.memtable(frame), overwrite=True)
