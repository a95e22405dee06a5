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
from dataclasses import dataclass
from pathlib import Path
from typing import TYPE_CHECKING

from ..databases.db_connect import connect, is_database_url, parse_url
from ..databases.driver_errors import query_failure
from ..databases.driver_quiet import quiet_drivers
from ..databases.duckdb_memory import MIN_MEMORY_MB, memory_bytes
from ..databases.read_only import OPTION, NotSQL, check_read_only, dialect_for
from ..databases.spark_session import spark_connection
from ..databases.tables import (disconnect, named_table, query_description, query_table, spark_parquet,
                                syntax_refusal, table_description)
from ..base.errors import InputError
from ..base.words.message import Message
from .frame_source import FrameSource

if TYPE_CHECKING:  # Ibis (via EngineSource) is imported only when an engine opens the table: not for pandas
    from .engine_source import EngineSource

ENGINES = ("auto", "duckdb", "spark", "pandas")
DEFAULT_SPARK_MASTER = "local[*]"
PARQUET = (".parquet", ".pq")
TABLE_FILES = (".csv", ".tsv", ".txt", ".xlsx", ".xls", ".sav", ".zsav", ".sas7bdat", ".xpt", ".dta", ".json")
MAX_TIMEOUT_SECONDS = 2_147_483  # PostgreSQL's statement_timeout is at most 2^31 - 1 milliseconds
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
        from .duckdb_sources import duckdb_frame_source  # here, not at the top: a CSV file's command (pandas)
        from .engine_source import EngineSource  # loads neither DuckDB nor Ibis (start-up speed)

        return EngineSource.of(duckdb_frame_source(frame, spec.memory_limit))
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
    from .engine_source import EngineSource  # here, not at the top: Ibis loads only when an engine answers

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
        disconnect(con)
        raise


def spark_source(spec: SourceSpec) -> EngineSource:
    """A table, a view or a Parquet file on a Spark session (local, a cluster, or Spark Connect)."""
    from .engine_source import EngineSource  # here, not at the top: Ibis loads only when an engine answers

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


def parquet_source(path: Path, memory_limit: str | None = None) -> EngineSource:
    """A Parquet file read by DuckDB where it lies; refused, as the pandas reader refuses it, when it is
    missing, unreadable or has a column of lists, records or maps."""
    from ..io.nested_columns import refuse_nested  # these three here, not at the top: a CSV file's command
    from .duckdb_sources import duckdb_parquet_source  # loads neither pyarrow.parquet, DuckDB nor Ibis
    from .engine_source import EngineSource  # (start-up speed)

    if not path.is_file():
        raise InputError(Message("Parquet file not found") if not path.exists() else
                         Message("this is a folder or a device, not a Parquet file"), where=str(path),
                         hint=Message("Check the path to the Parquet file"))
    try:
        refuse_nested(path)
        source = EngineSource.of(duckdb_parquet_source(path, memory_limit))
        source.content_file = path  # the ledger's sample of its people may be kept (ledger/sample_memo.py)
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
    from ..io.loading import load_table  # here, not at the top: a database's command reads no file (start-up speed)

    return load_table(path).frame
