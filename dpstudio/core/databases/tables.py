"""A table or a query's rows on an open database connection (Ibis), or a refusal in the steward's words.

What the steward names with --table (SCHEMA.TABLE) or --query, and the window's File → Open database…, become an
Ibis table here; a name the database does not show, or SQL the server cannot run, is told plainly (the server's
own words where it gave some, scrubbed of the password). No engine answers anything here: core.exact does.
"""
from __future__ import annotations

from ..base.errors import InputError
from ..base.words.message import Message
from .db_connect import DatabaseUrl, time_limit_ms, write_refused
from .driver_errors import query_failure, stopped_failure
from .read_only import OPTION
from .server_errors import parse_error, server_failure


def syntax_refusal(con, url: DatabaseUrl, query: str, password: str | None, unreadable: InputError,
                   named=OPTION) -> InputError:
    """PostgreSQL's words on a query SQLGlot cannot read (the server only parses it), else SQLGlot's refusal
    `unreadable`; `named`: what the refusal calls the query."""
    error = parse_error(con, query)
    if error is None:
        return unreadable
    failure = query_failure(error, named, password)
    failure.where = str(url)
    return failure


def query_description(url: DatabaseUrl) -> Message:
    """How the ledger and messages name a query's rows on the database at `url`."""
    return Message("{url} query", url=str(url))


def table_description(url: DatabaseUrl, table: str) -> Message:
    return Message("{url} table {table}", url=str(url), table=table)


def disconnect(con) -> None:
    try:
        con.disconnect()
    except Exception:  # noqa: BLE001 - closing is a courtesy to the server; the refusal matters
        pass


def named_table(con, where: str, name: str):
    """SCHEMA.TABLE (or CATALOG.SCHEMA.TABLE, or TABLE) on the connection, or a clear refusal."""
    *database, table = [part.strip().strip('"') for part in name.split(".")]
    try:
        return con.table(table, database=tuple(database) if len(database) > 1 else (database or [None])[0])
    except Exception:  # noqa: BLE001 - the driver's own exception types vary by engine
        listing = _some_tables(con)
        raise InputError(Message("the database has no table {name} that you can read", name=repr(name)), where=where,
                         hint=Message("Check the name (SCHEMA.TABLE; names are case-sensitive)") if listing is None
                         else Message("Check the name (SCHEMA.TABLE; names are case-sensitive); {tables}",
                                      tables=listing)) from None


def _some_tables(con, most: int = 10) -> Message | None:
    """Which tables the connection shows (the first `most` of them), for a hint; None if it cannot tell."""
    try:
        names = sorted(con.list_tables())
    except Exception:  # noqa: BLE001 - listing is only a help
        return None
    if not names:
        return Message("the database shows you no tables")
    shown = names[:most] if len(names) <= most else Message("{tables} and {more} more", tables=names[:most],
                                                              more=len(names) - most)
    return Message("tables you can read include: {tables}", tables=shown)


def query_table(con, url: DatabaseUrl, query: str, password: str | None, named=OPTION):
    """The --query as an Ibis table. On PostgreSQL its columns are described without creating the
    temporary view Ibis would (a read-only connection may create nothing). `named`: what a refusal calls
    the query (the CLI's option, or a window's words)."""
    try:
        if url.backend == "postgres":
            return con.sql(query, schema=_postgres_query_schema(con, query))
        return con.sql(query)
    except InputError:
        raise
    except Exception as error:  # noqa: BLE001 - the server's message says what is wrong with the SQL
        where = query_description(url)
        refused = (write_refused(error, where) or stopped_failure(error, where, time_limit_ms(con))
                   or server_failure(error, where, named_only=True))
        if refused is not None:
            raise refused from None
        failure = query_failure(error, named, password)
        failure.where = str(url)
        raise failure from None


def _postgres_query_schema(con, query: str) -> dict:
    """Column names and types of the query's result, from running it with LIMIT 0 (it reads nothing), in a
    read-only transaction of its own, as every statement is (db_connect.py)."""
    import sqlglot  # here, not at the top: a CSV file's command never loads sqlglot or Ibis (start-up speed)
    from ibis.backends.sql.datatypes import PostgresType

    probe = sqlglot.select("*").from_(sqlglot.parse_one(query, read="postgres").subquery("q")).limit(0)
    with con.con.cursor() as cursor, con.con.transaction():
        cursor.execute(probe.sql("postgres"))
        return {column.name: PostgresType.from_string(column.type_display) for column in cursor.description}


def spark_parquet(con, path: str, where: Message):
    """A Parquet file or folder read by Spark (where Spark runs: on a cluster, a path the cluster reaches)."""
    try:
        return con.read_parquet(path)
    except Exception as error:  # noqa: BLE001 - Spark's own exception types
        if "PATH_NOT_FOUND" not in str(error):
            raise
        raise InputError(Message("Spark finds no Parquet file or folder at {path}", path=path), where=where,
                         hint=Message("Check the path; Spark reads it where Spark runs (on a cluster, a path the "
                                      "cluster can reach)")) from None
