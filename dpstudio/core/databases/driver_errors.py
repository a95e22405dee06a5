"""A database driver's failure in the steward's words (issue 32).

psycopg, libpq, Spark and the Ibis backends report in their own English, which dpstudio cannot translate. A
failure dpstudio recognises gets a whole message of its own, in the reader's language: a refused login, a
missing password, database, host or table, a server that refuses the connection or does not answer, a column
the query names that is not there, a role that may not read. Any other is told in a sentence of dpstudio's that
quotes the driver's first lines ("... the database said: <its words>"), scrubbed of the password.

Recognised by the driver's SQLSTATE where it gives one (PostgreSQL's and Spark's are the same standard codes:
42P01 no such table, 42703 no such column, 42501 no privilege), else by the words libpq and psycopg write (in
English whatever the locale, for psycopg's binary build).
"""
from __future__ import annotations

import re
import sys
from urllib.parse import unquote, urlsplit

from ..base.visible_text import visible
from ..base.errors import InputError
from ..base.words.message import Message, counted
from .server_errors import server_failure, server_words

NO_SUCH_TABLE, NO_SUCH_COLUMN, NO_PRIVILEGE, CANCELLED, SYNTAX_ERROR = "42P01", "42703", "42501", "57014", "42601"
_NAMED = re.compile(r"[\"`]([^\"`]+)[\"`]")  # the first name a driver's message quotes: "nosuch" or `nosuch`
_NO_HOST = ("failed to resolve host", "could not translate host name", "name or service not known",
            "nodename nor servname", "no such host is known", "temporary failure in name resolution")
_TIMEOUT = ("timeout expired", "timed out")
_READING_REFUSED = re.compile(r"permission denied for (table|relation|view|schema|materialized view|foreign table)",
                              re.IGNORECASE)


class LoginRefused(InputError):
    """The database refused the user name or password (a program with a password field of its own, the
    GUI's, says what to check in its own words)."""


def scrub(text: str, password: str | None) -> str:
    """The text with the password (if any) replaced by ***."""
    return text.replace(password, "***") if password else text


def driver_words(error: Exception, password: str | None = None, most: int = 2) -> str:
    """The driver's own first lines, one line, the password scrubbed, control characters escaped (a server's
    words may come from a function's RAISE): quoted, never translated."""
    lines = [line.strip() for line in str(error).splitlines() if line.strip()]
    return visible(scrub(" ".join(lines[:most]) or type(error).__name__, password))


def sqlstate(error: Exception) -> str | None:
    """The SQLSTATE a driver gives (psycopg's `sqlstate`, Spark's getSqlState()), if any."""
    state = getattr(error, "sqlstate", None)
    if state is None and callable(getattr(error, "getSqlState", None)):
        try:
            state = error.getSqlState()
        except Exception:  # noqa: BLE001 - a Spark error without one
            state = None
    return state if isinstance(state, str) else None


def connection_failure(url, error: Exception, password: str | None, variables) -> InputError:
    """Why connecting to `url` (a DatabaseUrl) failed, in the user's terms; `variables` says where the password
    may be set (a name or a Message)."""
    text = str(error).lower()
    where, parts = str(url), urlsplit(url.url)
    user, database = unquote(parts.username or ""), unquote(parts.path.lstrip("/"))
    if "no password supplied" in text or "password is required" in text:
        return LoginRefused(Message("the database asks for a password, and none was given"), where=where,
                            hint=Message("Set it in {variables}, or run the command at a terminal, where dpstudio "
                                         "asks for it", variables=variables))
    if "password" in text or sqlstate(error) == "28P01":
        return LoginRefused(Message("the database refused the user name or password"), where=where,
                            hint=Message("Check the user name in the URL and the password in {variables}",
                                         variables=variables))
    if re.search(r'role ".*" does not exist', text) and user:
        return LoginRefused(Message("the server has no user {user}", user=user), where=where,
                            hint=Message("Check the user name in the URL"))
    if re.search(r'database ".*" does not exist', text) or sqlstate(error) == "3D000":
        return InputError(Message("the server has no database {database}", database=database), where=where,
                          hint=Message("Check the database's name at the end of the URL (names are case-sensitive)"))
    if "file is not a database" in text or "unable to open database file" in text:
        return InputError(Message("the database file cannot be opened as a {scheme} database; the database said: "
                                  "{reason}", scheme=url.scheme, reason=driver_words(error, password)), where=where,
                          hint=Message("Check that the URL names the database file itself, whole (not still being "
                                       "copied)"))
    if "no pg_hba.conf entry" in text:
        return InputError(Message("the server does not let {user} connect to {database} from this computer",
                                  user=user, database=database), where=where,
                          hint=Message("Ask the database's administrator to allow it (in pg_hba.conf)"))
    if any(words in text for words in _NO_HOST):
        return InputError(Message("no computer named {host} was found", host=parts.hostname or ""), where=where,
                          hint=Message("Check the host name in the URL, and this computer's network connection"))
    if "connection refused" in text:
        return InputError(Message("nothing answers at {server}: no database server runs there, or it does not "
                                  "accept connections from this computer", server=_server(parts)), where=where,
                          hint=Message("Check the host and port in the URL, and that the server is running"))
    if _timed_out(error, text):
        return InputError(Message("{server} did not answer in time", server=_server(parts)), where=where,
                          hint=Message("Check the host and port in the URL and the network in between; a firewall "
                                       "may be holding the connection back"))
    told = server_failure(error, where, named_only=True)  # e.g. out of memory while Ibis reads the catalogue
    if told is not None:
        told.where = where
        return told
    return InputError(Message("cannot connect to the database; the database said: {reason}",
                              reason=driver_words(error, password)), where=where,
                      hint=Message("Check the host, port and database name in the URL, and that the server is running "
                                   "and accepts connections from this computer"))


def _server(parts) -> Message | str:
    """"dbhost, port 5432" (the port as written: a number, not a figure with separators)."""
    host = parts.hostname or "localhost"
    return Message("{host}, port {port}", host=host, port=str(parts.port)) if parts.port else host


def _timed_out(error: Exception, text: str) -> bool:
    psycopg = sys.modules.get("psycopg")
    timeout = getattr(getattr(psycopg, "errors", None), "ConnectionTimeout", None)
    return (timeout is not None and isinstance(error, timeout)) or any(words in text for words in _TIMEOUT)


def query_failure(error: Exception, query, password: str | None = None, spark: bool = False) -> InputError:
    """Why the engine cannot run the query (`query`: how a refusal names it, --query or a window's words). The
    caller adds where."""
    state, named = sqlstate(error), _NAMED.search(str(error))
    if state == NO_SUCH_TABLE:
        return InputError(Message("{query} reads {name}, a table or view that the database does not have or that you may not see",
                                  query=query, name=named[1]) if named else
                          Message("{query} reads a table or view that the database does not have or that you may not see",
                                  query=query),
                          hint=Message("Check the table names in the query (SCHEMA.TABLE; names are case-sensitive)"))
    if state == NO_SUCH_COLUMN:
        return InputError(Message("{query} names a column {name} that its tables do not have", query=query,
                                  name=named[1]) if named else
                          Message("{query} names a column that its tables do not have", query=query),
                          hint=Message("Check the column names in the query (names are case-sensitive)"))
    if state == NO_PRIVILEGE:
        return InputError(Message("the role you connect as may not read what {query} reads", query=query),
                          hint=GRANT_HINT)
    if state == SYNTAX_ERROR:
        return InputError(Message("{query} is not valid SQL: it has a syntax error; the database said: {reason}",
                                  query=query, reason=scrub(server_words(error), password)),
                          hint=Message("Correct the query (try it in psql first)"))
    reason = driver_words(error, password, 3)
    return InputError(Message("Spark cannot run {query}; it said: {reason}", query=query, reason=reason) if spark
                      else Message("the database cannot run {query}; it said: {reason}", query=query, reason=reason),
                      hint=Message("Check the query's table and column names (try it in psql first)"))


GRANT_HINT = Message("Ask the database's administrator to grant your role SELECT on the table (and nothing more)")


def stopped_failure(error: Exception, where, limit_ms: int | None) -> InputError | None:
    """A statement the server stopped (SQLSTATE 57014), told: it reached the time limit (`limit_ms`, the
    statement timeout in force), or someone cancelled it; None for any other error."""
    if sqlstate(error) != CANCELLED:
        return None
    if "statement timeout" in str(error).lower() and limit_ms:
        seconds = limit_ms // 1000 if limit_ms % 1000 == 0 else limit_ms / 1000
        return InputError(counted("seconds", "the database stopped reading {table} after {seconds} second, the time "
                                  "limit for each statement; nothing was released",
                                  "the database stopped reading {table} after {seconds} seconds, the time limit for "
                                  "each statement; nothing was released",
                                  seconds=seconds, table=where or Message("the table")),
                          hint=Message("Give it more time (--timeout SECONDS, or the time limit in the database window), "
                                       "or ask the database's administrator why reading is slow"))
    return InputError(Message("the database cancelled the statement reading {table} before it finished (someone or "
                              "something on the server stopped it; the database said: {reason}); nothing was "
                              "released", table=where or Message("the table"), reason=driver_words(error)),
                      hint=Message("Try again; if it is cancelled again, ask the database's administrator who stops "
                                   "it"))


def reading_failure(error: Exception, where, limit_ms: int | None = None) -> InputError | None:
    """A failure while reading a table already opened (`where`: the table or query), told: the role may not read
    it, the statement reached its time limit or was cancelled, any other error the server sent (server_errors.py),
    or the connection broke off; None for anything else (psycopg's own, which may be dpstudio's mistake)."""
    psycopg = sys.modules.get("psycopg")  # loaded whenever PostgreSQL answered; else not PostgreSQL's error
    if psycopg is None or not isinstance(error, psycopg.Error):
        return None
    stopped = stopped_failure(error, where, limit_ms)
    if stopped is not None:
        return stopped
    if sqlstate(error) == NO_PRIVILEGE and not _READING_REFUSED.search(str(error)):  # e.g. setval on a sequence
        return InputError(Message("the role you connect as may not do what {table} asks of the database (a function "
                                  "or view it calls); the database said: {reason}",
                                  table=where or Message("the table"), reason=driver_words(error)),
                          hint=Message("Leave the function or view that needs more than reading out of the query; "
                                       "dpstudio only reads"))
    if sqlstate(error) == NO_PRIVILEGE:
        return InputError(Message("the role you connect as may not read {table}", table=where or Message("the table")),
                          hint=GRANT_HINT)
    told = server_failure(error, where)  # any other error the server sent: the database's answer
    if told is not None:
        return told
    if isinstance(error, psycopg.OperationalError) and not isinstance(error, psycopg.errors.QueryCanceled):
        return InputError(Message("the connection to the database broke off while reading {table} (the database "
                                  "said: {reason}); nothing was released or charged",
                                  table=where or Message("the table"), reason=driver_words(error)),
                          hint=Message("Check that the server is running and reachable, and try again"))
    return None
