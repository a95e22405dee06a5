"""Looking around a database before a plan runs on it: its tables, and an opened table's columns,
row count and a few rows for the steward's eyes (the GUI's File → Open database…).

On top of databases.py and db_connect.py (which it does not change): connecting never prompts at a
terminal (a window has no terminal; an empty password is tried as none, then refused with a clear
message). The sample rows stay in the steward's process and are never published.
"""
from __future__ import annotations

import os
from dataclasses import dataclass, field

import pandas as pd

from ..errors import InputError
from ..progress import check_cancel, report
from ..words.message import Message
from .databases import named_table, query_description, query_table, syntax_refusal, table_description
from .db_connect import PASSWORD_ENV, connection_error, is_database_url, parse_url
from .driver_quiet import quiet_drivers
from .engine_source import EngineSource
from .read_only import NotSQL, check_read_only, dialect_for

SAMPLE_ROWS = 20
THE_QUERY = Message("the query")  # what the CLI calls --query, as a window names it
QUERY_HINT = Message("Type one SELECT statement that reads the rows to release, or choose a table")
SYSTEM_SCHEMAS = {"information_schema", "pg_catalog", "pg_toast"}


def connect_database(url_text: str, password: str | None, timeout: float | None = None):
    """An Ibis connection to the URL (which may not hold the password), or InputError in the user's terms; a
    statement running longer than `timeout` seconds is stopped (db_connect.connect)."""
    from .db_connect import _open  # the same options as the CLI's connections (PostgreSQL read-only)

    url = parse_url(check_url(url_text))
    password = password or os.environ.get(PASSWORD_ENV) or None
    try:
        with quiet_drivers():
            return _open(url, password, timeout)
    except Exception as error:  # noqa: BLE001 - every driver's failure is told in the user's terms
        raise connection_error(url, error, password) from None


def check_url(url_text: str) -> str:
    text = (url_text or "").strip()
    if not text:
        raise InputError(Message("type the database's URL first"),
                         hint=Message("For example postgresql://USER@HOST:PORT/DATABASE"))
    if not is_database_url(text):
        raise InputError(Message("this is not a database URL"), where=text,
                         hint=Message("Type it as postgresql://USER@HOST:PORT/DATABASE"))
    return text


def list_tables(con) -> list[str]:
    """The tables and views the connection shows, schema-qualified (SCHEMA.TABLE), system schemas left out."""
    with quiet_drivers():
        try:
            schemas = [name for name in con.list_databases() if name not in SYSTEM_SCHEMAS]
        except (AttributeError, NotImplementedError):  # an engine without schemas
            return sorted(con.list_tables())
        return [f"{schema}.{table}" for schema in sorted(schemas) for table in sorted(con.list_tables(database=schema))]


def try_connection(url_text: str, password: str | None, progress=None, cancel=None,
                   timeout: float | None = None) -> list[str]:
    """Connect, list the tables, disconnect: the dialog's [Test connection] (runs on a worker thread)."""
    report(progress, 0.1)
    con = connect_database(url_text, password, timeout)
    try:
        check_cancel(cancel)
        return list_tables(con)
    finally:
        _disconnect(con)


def _disconnect(con) -> None:
    try:
        con.disconnect()
    except Exception:  # noqa: BLE001 - closing is best effort
        pass


@dataclass
class DatabaseTable:
    """An opened database table or query, as the project holds it: the source the plan runs on, and what
    the steward sees of it (the URL never holds the password)."""

    source: object  # a TableSource (databases.EngineSource)
    url: str
    table: str | None
    query: str | None
    engine: str
    rows: int
    kinds: dict[str, str]
    sample: pd.DataFrame = field(repr=False)
    timeout: float | None = None  # seconds a statement may run (None: PGOPTIONS's, else the default)
    schema = None  # no reading schema: the engine declares the columns
    fingerprint = None  # a database has no file bytes; the ledger knows it by its people
    notes: tuple = ()

    @property
    def name(self) -> str:
        """Short, for titles and the ledger: the table's name, or "a query on DATABASE" (a Message: English in the
        ledger, said in the app's language in its titles)."""
        return self.table or Message("a query on {database}", database=self.url.rsplit('/', 1)[-1] or self.url)

    def what(self) -> str:
        return f"table {self.table}" if self.table else "a query"

    def to_dict(self) -> dict:
        """What a project file keeps to reopen it (never the password)."""
        return {"url": self.url, "table": self.table, "query": self.query, "engine": self.engine,
                **({"timeout": self.timeout} if self.timeout is not None else {})}


def open_database_table(url_text: str, password: str | None, table: str | None = None, query: str | None = None,
                        progress=None, cancel=None, timeout: float | None = None) -> DatabaseTable:
    """Open SCHEMA.TABLE or a read-only query; read its columns' kinds, row count and a few rows."""
    url = check_url(url_text)
    if not (table or (query or "").strip()):
        raise InputError(Message("choose a table, or type a query"),
                         hint=Message("Test the connection to see the tables"))
    report(progress, 0.1)
    with quiet_drivers():
        source = database_source(url, password, table or None, None if table else query, timeout)
        check_cancel(cancel)
        kinds = source.column_kinds()
        report(progress, 0.4)
        rows = source.row_count()
        check_cancel(cancel)
        report(progress, 0.7)
        sample = sample_rows(source)
    report(progress, 1.0)
    return DatabaseTable(source, str(parse_url(url)), table or None, None if table else query.strip(),
                         source.engine, rows, kinds, sample, timeout)


def database_source(url_text: str, password: str | None, table: str | None, query: str | None,
                    timeout: float | None = None):
    """As databases.database_source, connecting through connect_database (which never prompts)."""
    url = parse_url(url_text)
    unreadable = None
    if query is not None:
        try:
            query = read_only_query(query, url.scheme)
        except NotSQL as refusal:
            if url.backend != "postgres":
                raise
            unreadable = refusal  # PostgreSQL says what is wrong with it in its own words
    con = connect_database(url_text, password, timeout)
    if unreadable is not None:
        try:
            raise syntax_refusal(con, url, query, password, unreadable, named=THE_QUERY)
        finally:
            _disconnect(con)
    if query is not None:
        return EngineSource(query_table(con, url, query, password, named=THE_QUERY), url.backend, None,
                            query_description(url))
    return EngineSource(named_table(con, str(url), table), url.backend, None, table_description(url, table))


def read_only_query(query: str, scheme: str) -> str:
    """The query if it is one read-only SELECT; the core's refusal, told without the CLI's option names."""
    return check_read_only(query, dialect_for(scheme), named=THE_QUERY, hint=QUERY_HINT)


def sample_rows(source, most: int = SAMPLE_ROWS) -> pd.DataFrame:
    """The first `most` rows the engine returns (no order: a database has none), for the steward's eyes."""
    table = source.table
    columns = [name for name in table.columns if name != getattr(source, "row_order", None)]
    with quiet_drivers():
        return table.select(*columns).limit(most).to_pandas()


def class_rows(source, columns) -> pd.DataFrame:
    """One row per table row over `columns`, rebuilt from the counts per combination the engine computes
    (what the re-identification risk figures need, without reading the rows)."""
    return source.class_rows(list(columns))
