"""Looking around a database before a plan runs on it: connecting from a window, and the tables it shows (the
GUI's File → Open database…; core/exact/browse.py opens the table chosen as a source).

On top of db_connect.py (which it does not change): connecting never prompts at a terminal (a window has no
terminal; an empty password is tried as none, then refused with a clear message).
"""
from __future__ import annotations

import os

from ..base.errors import InputError
from ..base.progress import check_cancel, report
from ..base.words.message import Message
from .db_connect import PASSWORD_ENV, _open, connection_error, is_database_url, parse_url
from .driver_quiet import quiet_drivers
from .read_only import check_read_only, dialect_for
from .tables import disconnect

THE_QUERY = Message("the query")  # what the CLI calls --query, as a window names it
QUERY_HINT = Message("Type one SELECT statement that reads the rows to release, or choose a table")
SYSTEM_SCHEMAS = {"information_schema", "pg_catalog", "pg_toast"}


def connect_database(url_text: str, password: str | None, timeout: float | None = None):
    """An Ibis connection to the URL (which may not hold the password), or InputError in the user's terms; a
    statement running longer than `timeout` seconds is stopped (db_connect.connect). db_connect._open: the same
    options as the CLI's connections (PostgreSQL read-only)."""
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
        disconnect(con)


def read_only_query(query: str, scheme: str) -> str:
    """The query if it is one read-only SELECT; the core's refusal, told without the CLI's option names."""
    return check_read_only(query, dialect_for(scheme), named=THE_QUERY, hint=QUERY_HINT)
