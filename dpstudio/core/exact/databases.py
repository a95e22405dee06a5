"""Where the table lives, from what the steward names: a file, a database URL, or a Spark table.

- A database URL (postgresql://USER@HOST:PORT/DB, and any URL Ibis connects to: mssql://,
  snowflake://, ... by the same code) with --table SCHEMA.TABLE or a read-only --query. The engine's
  schema declares the columns; a database has no file order (bounding uses the plan's order_by, else
  a keyed random order per release).
- --engine spark: --table names a table or view, or a Parquet file, on a Spark session started
  with --spark-master (local[*], spark://HOST:PORT, or sc://HOST:PORT for Spark Connect).
- A file: Parquet is read by DuckDB where it lies (engine auto or duckdb); other files are read
  into pandas under the plan's reading schema, then answered by pandas (or DuckDB: --engine duckdb).
"""
from __future__ import annotations

import math
import re
from dataclasses import dataclass
from pathlib import Path
from typing import TYPE_CHECKING

from ..errors import InputError
from ..words.message import Message
from .db_connect import DatabaseUrl, connect, is_database_url, parse_url, time_limit_ms, write_refused
from .driver_errors import query_failure, stopped_failure
from .driver_quiet import quiet_drivers
from .read_only import OPTION, NotSQL, check_read_only, dialect_for
from .server_errors import parse_error, server_failure

if TYPE_CHECKING:  # Ibis (via EngineSource) is imported only when an engine opens the table: not for pandas
    from .engine_source import EngineSource

ENGINES = ("auto", "duckdb", "spark", "pandas")
DEFAULT_SPARK_MASTER = "local[*]"
PARQUET = (".parquet", ".pq")
TABLE_FILES = (".csv", ".tsv", ".txt", ".xlsx", ".xls", ".sav", ".zsav", ".sas7bdat", ".xpt", ".dta", ".json")
MIN_MEMORY_MB = 16
MAX_TIMEOUT_SECONDS = 2_147_483  # PostgreSQL's statement_timeout is at most 2^31 - 1 milliseconds
_MEMORY = re.compile(r"(\d+(?:\.\d+)?)\s*(B|KB|MB|GB|TB|KiB|MiB|GiB|TiB)", re.IGNORECASE)
_UNITS = {"b": 1, "kb": 10 ** 3, "mb": 10 ** 6, "gb": 10 ** 9, "tb": 10 ** 12,
          "kib": 2 ** 10, "mib": 2 ** 20, "gib": 2 ** 30, "tib": 2 ** 40}
DATA_NEEDED = Message("--data is needed: a table file or a database URL (e.g. postgresql://USER@HOST/DB)")


@dataclass(frozen=True)
class SourceSpec:
    data: str | None
    table: str | None = None
    query: str | None = None
    engine: str = "auto"
    spark_master: str | None = None
    password: str | None = None  # for a program (the GUI's field); the CLI takes it from the environment
    memory_limit: str | None = None  # DuckDB's memory cap (e.g. "2GB"); beyond it DuckDB spills to disk
    language: str = "en"  # of the password's prompt at a terminal (the CLI's)
    timeout: float | None = None  # seconds a database statement may run (None: PGOPTIONS's, else the default)

    def __repr__(self) -> str:  # never the password
        return f"SourceSpec({self.data!r}, table={self.table!r}, query={self.query!r}, engine={self.engine!r})"


def open_source(spec: SourceSpec, load_frame=None):
    """The TableSource `spec` names. `load_frame()` reads a file into pandas (default: load_table,
    its schema inferred) when the file is not read by an engine where it lies."""
    check_spec(spec)
    with quiet_drivers():
        return _open(spec, load_frame)


def _open(spec: SourceSpec, load_frame):
    if spec.data is not None and is_database_url(spec.data):
        return database_source(spec)
    if spec.engine == "spark":
        return spark_source(spec)
    if reads_in_place(spec):
        return parquet_source(Path(spec.data), spec.memory_limit)
    frame = load_frame() if load_frame else _load_frame(spec.data)
    if spec.engine == "duckdb":
        from .duckdb_sources import duckdb_frame_source
        from .engine_source import EngineSource

        return EngineSource.of(duckdb_frame_source(frame, spec.memory_limit))
    from .frame_source import FrameSource

    return FrameSource(frame)


def check_spec(spec: SourceSpec) -> None:
    """The options fit together (before anything is opened)."""
    if spec.engine not in ENGINES:
        raise InputError(Message("--engine must be one of {engines} (got {engine})", engines=list(ENGINES),
                                 engine=repr(spec.engine)))
    if spec.table and spec.query:
        raise InputError(Message("give either --table or --query, not both"))
    if spec.spark_master and spec.engine != "spark":
        raise InputError(Message("--spark-master is for --engine spark"),
                         hint=Message("add --engine spark, or leave --spark-master out"))
    database = spec.data is not None and is_database_url(spec.data)
    if database:
        parse_url(spec.data)  # a password in it is refused first, before any message could show the URL
    if database and spec.engine not in ("auto",):
        raise InputError(Message("--engine {engine} is for files; a database URL is answered by the database itself",
                                 engine=spec.engine), hint=Message("Leave --engine out for a database URL"))
    if database and not (spec.table or spec.query):
        raise InputError(Message("a database URL needs --table SCHEMA.TABLE or --query \"SELECT ...\""),
                         where=spec.data)
    if spec.engine == "spark" and not (spec.table or spec.query or spec.data):
        raise InputError(Message("--engine spark needs --table (a table, a view or a Parquet path) or --query"))
    if not database and spec.engine != "spark" and (spec.table or spec.query):
        raise InputError(Message("--table and --query are for a database URL (--data postgresql://...) or "
                                 "--engine spark"))
    if spec.engine == "spark" and not (spec.table or spec.query) and _not_for_spark(spec.data):
        raise InputError(Message("Spark reads a table or view of its own, or a Parquet file or folder; {name} is "
                                 "neither", name=Path(spec.data).name), where=spec.data,
                         hint=Message("Leave --engine spark out to read this file on this computer (or add --engine "
                                      "duckdb), or save it as Parquet for Spark"))
    if spec.data is None and spec.engine != "spark":
        raise InputError(DATA_NEEDED)
    if spec.memory_limit is not None:
        check_memory_limit(spec)
    if spec.timeout is not None:
        check_timeout(spec.timeout, database)


TIMEOUT_HINT = Message("leave --timeout out, or give the seconds a database statement may run, e.g. --timeout 600")


def check_timeout(timeout: float, database: bool) -> None:
    """--timeout is for a database URL, a number of seconds above 0 and at most MAX_TIMEOUT_SECONDS (PostgreSQL's
    largest statement_timeout): inf, nan, 0 and below are refused before anything connects."""
    if not database:
        raise InputError(Message("--timeout is for a database URL (--data postgresql://...)"), hint=TIMEOUT_HINT)
    if not (math.isfinite(timeout) and 0 < timeout <= MAX_TIMEOUT_SECONDS):
        raise InputError(Message("--timeout must be a number of seconds above 0 and at most {most} (got {timeout})",
                                 most=MAX_TIMEOUT_SECONDS, timeout=_as_typed(timeout)), hint=TIMEOUT_HINT)


def _as_typed(seconds: float) -> str:
    """-1 for -1.0, inf, nan, 0.5: the number as the steward would have typed it."""
    return str(int(seconds)) if math.isfinite(seconds) and seconds == int(seconds) else str(seconds)


def _not_for_spark(data: str | None) -> bool:
    """Whether --data names a file Spark does not read: one of the table files read here, or any file on this
    computer that is not Parquet (a name without such an ending may be a Spark table)."""
    if data is None:
        return False
    path = Path(data)
    if path.suffix.lower() in PARQUET or path.is_dir():
        return False
    return path.is_file() or path.suffix.lower() in TABLE_FILES


def check_memory_limit(spec: SourceSpec) -> None:
    """--memory-limit is a size DuckDB understands, at least MIN_MEMORY_MB, for a table DuckDB answers."""
    if not uses_duckdb(spec):
        raise InputError(Message("--memory-limit is for the DuckDB engine: a Parquet file (read by DuckDB unless "
                                 "--engine pandas), or any file with --engine duckdb"),
                         hint=Message("leave --memory-limit out, or add --engine duckdb for a file"))
    size = memory_bytes(spec.memory_limit)
    hint = Message("give a number and a unit, e.g. 512MB, 2GB or 1.5GiB")
    if size is None:
        raise InputError(Message("--memory-limit {limit} is not a size", limit=repr(spec.memory_limit)), hint=hint)
    if size < MIN_MEMORY_MB * 10 ** 6:
        raise InputError(Message("--memory-limit {limit} is below the {least}MB DuckDB needs to work at all",
                                 limit=spec.memory_limit, least=MIN_MEMORY_MB), hint=hint)


def memory_bytes(text: str) -> int | None:
    """A size as DuckDB reads it ('2GB', '512 MiB'), in bytes; None when it is not one."""
    match = _MEMORY.fullmatch(text.strip())
    return None if match is None else int(float(match.group(1)) * _UNITS[match.group(2).lower()])


def uses_duckdb(spec: SourceSpec) -> bool:
    """Whether DuckDB answers the table `spec` names (a Parquet file by default, any file on request)."""
    if spec.data is None or is_database_url(spec.data) or spec.engine == "spark":
        return False
    return spec.engine == "duckdb" or reads_in_place(spec)


def reads_in_place(spec: SourceSpec) -> bool:
    """Whether an engine reads the table where it lies, so the plan's reading schema plays no part."""
    if spec.data is not None and is_database_url(spec.data) or spec.engine == "spark":
        return True
    return spec.engine in ("auto", "duckdb") and Path(str(spec.data)).suffix.lower() in PARQUET


def database_source(spec: SourceSpec) -> EngineSource:
    from .engine_source import EngineSource

    url = parse_url(spec.data)
    unreadable = None
    try:
        query = check_read_only(spec.query, dialect_for(url.scheme)) if spec.query is not None else None
    except NotSQL as refusal:
        if url.backend != "postgres":
            raise
        query, unreadable = None, refusal  # PostgreSQL says what is wrong with it in its own words
    con = connect(url, spec.password, spec.language, spec.timeout)
    try:
        if unreadable is not None:
            raise syntax_refusal(con, url, spec.query, spec.password, unreadable)
        if query is not None:
            return EngineSource(query_table(con, url, query, spec.password), url.backend, None,
                                query_description(url))
        return EngineSource(named_table(con, str(url), spec.table), url.backend, None,
                            table_description(url, spec.table))
    except BaseException:  # no table: no connection left open
        _disconnect(con)
        raise


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


def _disconnect(con) -> None:
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
    import sqlglot
    from ibis.backends.sql.datatypes import PostgresType

    probe = sqlglot.select("*").from_(sqlglot.parse_one(query, read="postgres").subquery("q")).limit(0)
    with con.con.cursor() as cursor, con.con.transaction():
        cursor.execute(probe.sql("postgres"))
        return {column.name: PostgresType.from_string(column.type_display) for column in cursor.description}


def spark_source(spec: SourceSpec) -> EngineSource:
    """A table, a view or a Parquet file on a Spark session (local, a cluster, or Spark Connect)."""
    from .engine_source import EngineSource
    from .spark_session import spark_connection

    master = spec.spark_master or DEFAULT_SPARK_MASTER
    con = spark_connection(master)
    name = spec.table or spec.data
    where = Message("Spark at {master}", master=master)
    if spec.query is not None:
        query = check_read_only(spec.query, "spark")
        try:
            table = con.sql(query, dialect="spark")
        except Exception as error:  # noqa: BLE001 - Spark's analysis says what is wrong with the SQL
            failure = query_failure(error, OPTION, spark=True)
            failure.where = where
            raise failure from None
        description = Message("spark {master} query", master=master)
    elif Path(name).suffix.lower() in PARQUET or Path(name).is_dir():
        table, description = spark_parquet(con, name, where), Message("spark {master} file {name}", master=master,
                                                                      name=name)
    else:
        table = named_table(con, where, name)
        description = Message("spark {master} table {name}", master=master, name=name)
    return EngineSource(table, "spark", None, description)


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


def parquet_source(path: Path, memory_limit: str | None = None) -> EngineSource:
    """A Parquet file read by DuckDB where it lies; refused, as the pandas reader refuses it, when it is
    missing, unreadable or has a column of lists, records or maps."""
    from ..io.nested_columns import refuse_nested
    from .duckdb_sources import duckdb_parquet_source
    from .engine_source import EngineSource

    if not path.is_file():
        raise InputError(Message("Parquet file not found") if not path.exists() else
                         Message("this is a folder or a device, not a Parquet file"), where=str(path),
                         hint=Message("Check the path to the Parquet file"))
    try:
        refuse_nested(path)
        source = EngineSource.of(duckdb_parquet_source(path, memory_limit))
        source.column_kinds()
    except InputError as error:
        error.where = error.where or str(path)
        raise
    except Exception as error:  # noqa: BLE001 - pyarrow's and DuckDB's errors alike mean "not readable"
        first = (str(error).strip().splitlines() or [type(error).__name__])[0]
        raise InputError(Message("the file cannot be read as Parquet ({reason})", reason=first), where=str(path),
                         hint=Message("Check that it is a whole Parquet file (not still being copied), or save the "
                                      "table again")) from None
    if not source.column_kinds():
        raise InputError(Message("the Parquet file has no columns"), where=str(path),
                         hint=Message("Check that it is the file that holds the table"))
    return source


def _load_frame(path):
    from ..io.loading import load_table

    return load_table(path).frame
