"""A database table or query opened from a window, as a source: its columns, row count and a few rows for the
steward's eyes (the GUI's File → Open database…; core/databases/browse.py connects and lists the tables).

On top of opening.py and the database plumbing (core/databases, which it does not change): connecting never
prompts at a terminal (a window has no terminal; an empty password is tried as none, then refused with a clear
message). The sample rows stay in the steward's process and are never published.
"""
from __future__ import annotations

from dataclasses import dataclass, field

import pandas as pd

from ..databases.browse import THE_QUERY, check_url, connect_database, read_only_query
from ..databases.db_connect import parse_url
from ..databases.driver_quiet import quiet_drivers
from ..databases.read_only import NotSQL
from ..databases.tables import (disconnect, named_table, query_description, query_table, syntax_refusal,
                               table_description)
from ..base.errors import InputError
from ..base.progress import check_cancel, report
from ..base.words.message import Message
from .engine_source import EngineSource

SAMPLE_ROWS = 20


@dataclass
class DatabaseTable:
    """An opened database table or query, as the project holds it: the source the plan runs on, and what
    the steward sees of it (the URL never holds the password)."""

    source: object  # a TableSource (engine_source.EngineSource)
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
    """As opening.database_source, connecting through connect_database (which never prompts)."""
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
            disconnect(con)
    if query is not None:
        return EngineSource(query_table(con, url, query, password, named=THE_QUERY), url.backend, None,
                            query_description(url))
    return EngineSource(named_table(con, str(url), table), url.backend, None, table_description(url, table))


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
