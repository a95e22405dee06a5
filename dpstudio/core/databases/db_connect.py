"""Connecting to a database by URL, with the password kept out of everything written.

A password in the URL is refused: URLs end up in shell history, plans, ledgers and logs. The
password comes from the environment (DPSTUDIO_DB_PASSWORD, or the driver's own such as PostgreSQL's
PGPASSWORD or ~/.pgpass), else from a prompt when a person is at the terminal. It is handed to the
driver and nowhere else: every message shown is scrubbed of it, and none carries a traceback.

On PostgreSQL every statement dpstudio (and Ibis for it) sends runs in a transaction begun with BEGIN
READ ONLY: the connection is not in autocommit, and psycopg's `read_only` makes it open each transaction
so, whatever the session's default. A query cannot turn such a transaction back: PostgreSQL refuses
`transaction_read_only = off` once the transaction has run a query, and a query that switches the
session's default (set_config('default_transaction_read_only', 'off', false), SET SESSION
CHARACTERISTICS in a function) changes nothing, as the next transaction again begins READ ONLY. A
session opened read-only by default as well (the `options` below) covers the first transaction, which
Ibis runs on connecting. What a read-only transaction cannot stop is told in docs/engines.md; read_only.py
refuses the built-in functions that do it.
"""
from __future__ import annotations

import os
import re
import sys
from dataclasses import dataclass
from getpass import getpass
from pathlib import Path
from urllib.parse import parse_qsl, urlsplit, urlunsplit

from ..base.errors import InputError
from ..base.languages import DEFAULT_LANGUAGE
from ..base.words.message import Message
from .driver_errors import LoginRefused, connection_failure, driver_words, scrub  # noqa: F401 - LoginRefused and
# scrub are the GUI's and the tests' to import from here too

PASSWORD_ENV = "DPSTUDIO_DB_PASSWORD"
DRIVER_PASSWORD_ENV = {"postgres": "PGPASSWORD"}
_URL = re.compile(r"^([A-Za-z][A-Za-z0-9+.-]+)://")
_PASSWORD_PART = re.compile(r"(://[^/@:\[\]]*):[^@/]*@")  # ://user:secret@ in a URL that cannot be split
_PASSWORD_PARAMETERS = {"password", "pwd", "passwd", "pass"}
_READ_ONLY = {"postgres": {"application_name": "dpstudio", "autocommit": False,
                            # the client notices a server gone silent within about 25 s
                            "keepalives": 1, "keepalives_idle": 10, "keepalives_interval": 5, "keepalives_count": 3}}
DEFAULT_TIMEOUT_SECONDS = 30 * 60  # a statement running longer is stopped by the server (docs/engines.md)
CHECK_INTERVAL_MS = 2000  # PostgreSQL 14+ checks this often whether dpstudio is still there while a statement runs
TIMEOUT_ATTRIBUTE = "_dpstudio_time_limit_ms"  # the statement timeout in force on a connection dpstudio opened
READ_ONLY_SQLSTATES = {"25006": Message("a write"),
                       "25001": Message("switching the read-only transaction to read-write"),
                       "2D000": Message("ending the read-only transaction")}
_BACKENDS = {"postgresql": "postgres", "pyspark": "spark"}
FILE_DATABASES = ("sqlite", "duckdb")  # a URL naming a file: sqlite:///PATH


def is_database_url(text: str) -> bool:
    """Whether --data names a database (SCHEME://...) rather than a file (a Windows drive is a file)."""
    match = _URL.match(str(text))
    return bool(match) and match.group(1).lower() != "file"


@dataclass(frozen=True)
class DatabaseUrl:
    """A database URL holding no password; `backend` is Ibis's name for its engine."""

    url: str
    scheme: str

    @property
    def backend(self) -> str:
        return _BACKENDS.get(self.scheme, self.scheme)

    def __str__(self) -> str:
        return self.url


def parse_url(text: str) -> DatabaseUrl:
    """The URL, refused if it holds a password (in the user part or as a parameter) or cannot be read."""
    try:
        parts = urlsplit(text.strip())
        parts.port  # noqa: B018 - a port that is no number is refused here, not when connecting
    except ValueError as error:
        raise InputError(Message("the database URL is not well formed ({reason})", reason=str(error)),
                         where=_PASSWORD_PART.sub(r"\1:***@", text.strip()),
                         hint=Message("Write it as postgresql://USER@HOST:PORT/DATABASE; an IPv6 address goes in "
                                      "brackets, e.g. postgresql://USER@[::1]:5432/DATABASE")) from None
    hint = Message("Leave the password out of the URL (e.g. {scheme}://USER@HOST:PORT/DATABASE) and set it in the "
                   "environment variable {variable}, or let dpstudio ask for it", scheme=parts.scheme,
                   variable=PASSWORD_ENV)
    if parts.password is not None:
        shown = urlunsplit(parts._replace(netloc=parts.netloc.replace(f":{parts.password}@", ":***@", 1)))
        raise InputError(Message("the database URL holds a password, which would be kept in your shell's history"),
                         where=shown, hint=hint)
    if any(key.lower() in _PASSWORD_PARAMETERS for key, _ in parse_qsl(parts.query)):
        raise InputError(Message("the database URL holds a password parameter, which would be kept in your shell's "
                                 "history"), where=urlunsplit(parts._replace(query="...")), hint=hint)
    # without a host (sqlite:////data/h.db) urlunsplit would drop slashes and so change the file named
    return DatabaseUrl(urlunsplit(parts) if parts.netloc else text.strip(), parts.scheme.lower())


def connect(url: DatabaseUrl, password: str | None = None, language: str = DEFAULT_LANGUAGE,
            timeout: float | None = None):
    """An Ibis connection; the password from the argument, the environment or a prompt in `language` (see
    above). On PostgreSQL a statement running longer than `timeout` seconds is stopped by the server (None: the
    user's own statement_timeout in PGOPTIONS, else DEFAULT_TIMEOUT_SECONDS)."""
    if url.backend in FILE_DATABASES:  # a file, not a server: no password, and no new file made by opening
        check_database_file(url)
        password = None
    else:
        password = password or os.environ.get(PASSWORD_ENV) or None
    try:
        return _open(url, password, timeout)
    except Exception as error:  # noqa: BLE001 - every driver's failure is told in the user's terms
        if password is None and _wants_password(error) and _at_terminal():
            password = getpass(Message("Password for {url}: ", url=str(url)).said(language))
            try:
                return _open(url, password, timeout)
            except Exception as retry:  # noqa: BLE001
                raise connection_error(url, retry, password) from None
        raise connection_error(url, error, password) from None


def database_file(url: DatabaseUrl) -> Path | None:
    """The file a sqlite:// or duckdb:// URL names, as Ibis reads the URL; None for a server's URL or an
    in-memory database."""
    if url.backend not in FILE_DATABASES:
        return None
    parts = urlsplit(url.url)
    pieces = [piece for piece in (parts.netloc, parts.path[bool(parts.netloc):]) if piece]
    if not pieces or pieces == [":memory:"] or pieces[0].startswith(("md:", "motherduck:")):
        return None
    named = str(Path(*pieces).absolute())
    return Path("/" + named.lstrip("/") if named.startswith("//") else named)  # //data/h.db is /data/h.db


def check_database_file(url: DatabaseUrl) -> None:
    """The file the URL names exists and may be read; refused in words otherwise (SQLite would make a new, empty
    database where none is, and a wrong path would then look like a database without the table)."""
    path = database_file(url)
    if path is None:
        return
    hint = Message("Check the file's path in the URL: {scheme}:///PATH, e.g. {scheme}:///home/me/hospital.db",
                   scheme=url.scheme)
    if not path.exists():
        raise InputError(Message("the database file {path} does not exist", path=str(path)), where=str(url), hint=hint)
    if not path.is_file():
        raise InputError(Message("{path} is a folder or a device, not a database file", path=str(path)),
                         where=str(url), hint=hint)
    if not os.access(path, os.R_OK):
        raise InputError(Message("the database file {path} cannot be opened: you may not read it", path=str(path)),
                         where=str(url), hint=Message("Ask the file's owner to let you read it"))


def _open(url: DatabaseUrl, password: str | None, timeout: float | None = None):
    # start-up: Ibis only when a database is opened (tests/cli/test_startup_imports.py)
    import ibis

    options = dict(_READ_ONLY.get(url.backend, {}))
    if url.backend == "postgres":
        options["options"] = postgres_options(os.environ.get("PGOPTIONS", ""), timeout)
    if password is not None:
        options["password"] = password
    con = ibis.connect(url.url, **options)
    if url.backend == "postgres":
        watch_for_departure(con)
        read_only_transactions(con)
    return con


def postgres_options(own: str, timeout: float | None) -> str:
    """The session's options: the user's own (PGOPTIONS, which an `options` parameter would otherwise replace)
    kept, a statement timeout (before the user's, which win, unless `timeout` is given), and read-only
    transactions by default (last: no option turns it off)."""
    ours_first = "" if timeout is not None else f"-c statement_timeout={DEFAULT_TIMEOUT_SECONDS * 1000}"
    last = "-c default_transaction_read_only=on"
    if timeout is not None:
        last += f" -c statement_timeout={max(1, round(timeout * 1000))}"
    return " ".join(part for part in (ours_first, own.strip(), last) if part)


def watch_for_departure(con) -> None:
    """On PostgreSQL 14 and later the server checks every CHECK_INTERVAL_MS whether dpstudio is still connected
    while a statement runs, and stops the statement when it is not (a killed dpstudio leaves nothing running);
    the statement timeout in force is kept on the connection for the message when a statement reaches it."""
    raw = con.con
    raw.rollback()
    with raw.cursor() as cursor:
        if raw.info.server_version >= 140000:
            cursor.execute(f"SET client_connection_check_interval = {CHECK_INTERVAL_MS}")
        # current_setting, not pg_settings: listing every setting needs more than the least work_mem (64kB)
        cursor.execute("SELECT (EXTRACT(EPOCH FROM current_setting('statement_timeout')::interval) * 1000)::bigint")
        setattr(con, TIMEOUT_ATTRIBUTE, int(cursor.fetchone()[0]))
    raw.commit()


def time_limit_ms(con) -> int | None:
    """The statement timeout in force on a PostgreSQL connection dpstudio opened, in milliseconds (0: none)."""
    return getattr(con, TIMEOUT_ATTRIBUTE, None)


def read_only_transactions(con) -> None:
    """Every transaction on the Ibis PostgreSQL connection `con` begins READ ONLY (psycopg sends BEGIN READ
    ONLY before the first statement of each); it is left idle, between transactions, as Ibis leaves it."""
    con.con.rollback()  # Ibis leaves it idle after connecting; read_only may only change between transactions
    con.con.read_only = True


def write_refused(error: Exception, where: str | None = None) -> InputError | None:
    """PostgreSQL's refusal of something a read-only transaction may not do, in the user's terms; None for any
    other error."""
    psycopg = sys.modules.get("psycopg")  # loaded whenever PostgreSQL answered; else not PostgreSQL's error
    state = getattr(error, "sqlstate", None) if psycopg is not None and isinstance(error, psycopg.Error) else None
    if state not in READ_ONLY_SQLSTATES:
        return None
    return InputError(Message("the database refused {what}: dpstudio only reads, in read-only transactions, and the "
                              "query or table, or a function or view it calls, tried to change the database "
                              "({reason}); the database undid that statement, and nothing was released",
                              what=READ_ONLY_SQLSTATES[state], reason=driver_words(error, None, 1)),
                      where=where,
                      hint=Message("Leave the function or view that writes out of the query, and connect as a role "
                                   "that may only read (SELECT)"))


def _at_terminal() -> bool:
    try:
        return sys.stdin is not None and sys.stdin.isatty()
    except (OSError, ValueError):
        return False


def _wants_password(error: Exception) -> bool:
    text = str(error).lower()
    return "no password supplied" in text or "password is required" in text


def connection_error(url: DatabaseUrl, error: Exception, password: str | None) -> InputError:
    """A failure to connect, in the user's terms: which server, what went wrong, what to do."""
    if isinstance(error, ImportError):
        return InputError(Message("dpstudio cannot reach {scheme} databases on this computer: the driver is not "
                                  "installed", scheme=url.scheme), where=str(url),
                          hint=Message("Install it (python -m pip install 'ibis-framework[{backend}]') and try again",
                                       backend=url.backend))
    return connection_failure(url, error, password, _password_variables(url))


def _password_variables(url: DatabaseUrl):
    """Where the password may be set: dpstudio's variable, or it or the driver's own."""
    driver = DRIVER_PASSWORD_ENV.get(url.backend)
    return PASSWORD_ENV if driver is None else Message("{first} or {second}", first=PASSWORD_ENV, second=driver)
