"""An error the database server sent while a statement ran, in the steward's words (issue 44).

Whatever the server sends is the database's answer, not dpstudio's mistake: a RAISE EXCEPTION or ASSERT in a
function the query calls, a value that will not cast, a feature the server lacks, an internal error. Each is told
as "the database said: <its words>" (exit 2). The server's words are its primary message alone (not its CONTEXT
lines), with any control character written out as an escape: a function's RAISE decides them, and they must not
act on a terminal or a window.

Some errors say the statement could not finish, though the connection stayed open; they are named by their
SQLSTATE, each with what to do: insufficient resources (class 53: 53100 disk full, 53200 out of memory),
40001 a serialization failure, 40P01 a deadlock. A connection that really broke off (class 08, the server
shutting down: 57P01-57P03, or no SQLSTATE at all) is told by driver_errors.reading_failure.
"""
from __future__ import annotations

import sys

from ..base.visible_text import visible
from ..base.errors import InputError
from ..base.words.message import Message

DISK_FULL, OUT_OF_MEMORY, SERIALIZATION, DEADLOCK = "53100", "53200", "40001", "40P01"
_BROKE_OFF = ("08", "57P01", "57P02", "57P03")  # the connection is gone, or the server is going
_NOTHING_DONE = Message("nothing was released or charged")


def server_words(error: Exception, most: int = 300) -> str:
    """The server's primary message (psycopg's diag.message_primary; else the error's first line), on one line,
    control characters escaped, cut short after `most` characters."""
    diag = getattr(error, "diag", None)
    text = getattr(diag, "message_primary", None) or (str(error).strip().splitlines() or [type(error).__name__])[0]
    text = visible(" ".join(text.split()))
    return text if len(text) <= most else text[:most - 3] + "..."


def server_state(error: Exception) -> str | None:
    """The SQLSTATE of an error the PostgreSQL server sent (None: psycopg's own, or not PostgreSQL's)."""
    psycopg = sys.modules.get("psycopg")  # loaded whenever PostgreSQL answered; else not PostgreSQL's error
    if psycopg is None or not isinstance(error, psycopg.Error):
        return None
    state = getattr(error, "sqlstate", None)
    return state if isinstance(state, str) and state else None


def broke_off(state: str | None) -> bool:
    """Whether the SQLSTATE says the connection is gone (or going), not that the statement failed."""
    return state is None or state.startswith(_BROKE_OFF)


def server_failure(error: Exception, where, named_only: bool = False) -> InputError | None:
    """An error the server sent while reading `where` (the table or query), told; None when the server sent
    none (psycopg's own error) or the connection broke off, and with `named_only` for any but those named by
    their SQLSTATE above (resources, serialization, deadlock)."""
    state = server_state(error)
    if broke_off(state) or named_only and not (state.startswith("53") or state in (SERIALIZATION, DEADLOCK)):
        return None
    reason, table = server_words(error), where or Message("the table")
    if state == DISK_FULL:
        return InputError(Message("the database server ran out of disk space while reading {table} (the database "
                                  "said: {reason}); {nothing}", table=table, reason=reason, nothing=_NOTHING_DONE),
                          hint=Message("Ask the database's administrator to free space on the server (a query that "
                                       "sorts or groups many rows may need room for temporary files), then try again"))
    if state == OUT_OF_MEMORY:
        return InputError(Message("the database server ran out of memory while reading {table} (the database said: "
                                  "{reason}); {nothing}", table=table, reason=reason, nothing=_NOTHING_DONE),
                          hint=Message("Try again when the server is less busy, or ask the database's administrator "
                                       "to give it more memory"))
    if state.startswith("53"):
        return InputError(Message("the database server lacked the resources to read {table} (SQLSTATE {state}; the "
                                  "database said: {reason}); {nothing}", table=table, state=state, reason=reason,
                                  nothing=_NOTHING_DONE),
                          hint=Message("Try again later, or ask the database's administrator about the server's "
                                       "limits"))
    if state == SERIALIZATION:
        return InputError(Message("the database stopped reading {table} because it conflicted with another session's "
                                  "changes (a serialization failure; the database said: {reason}); {nothing}",
                                  table=table, reason=reason, nothing=_NOTHING_DONE),
                          hint=Message("Try again: the conflict passes once the other session is done"))
    if state == DEADLOCK:
        return InputError(Message("the database stopped reading {table} to break a deadlock with another session (the "
                                  "database said: {reason}); {nothing}", table=table, reason=reason,
                                  nothing=_NOTHING_DONE),
                          hint=Message("Try again; if it happens again, ask the database's administrator which "
                                       "sessions lock what the query reads"))
    return InputError(Message("the database reported an error while reading {table}; the database said: {reason} "
                              "(SQLSTATE {state}); {nothing}", table=table, reason=reason, state=state,
                              nothing=_NOTHING_DONE),
                      hint=Message("The error comes from the database: check the query and the functions and views it "
                                   "calls (try it in psql), or ask the database's administrator"))


def parse_error(con, query: str) -> Exception | None:
    """The error PostgreSQL gives on the Ibis connection `con` for `query` when it only parses it (the
    extended protocol's Parse: nothing runs, no statement is kept), None if it parses. For a query SQLGlot
    cannot read, so that the server's own words say what is wrong with it."""
    # psycopg: only where a PostgreSQL server answered (the driver is loaded then)
    import psycopg
    from psycopg.pq import ExecStatus

    raw = con.con
    raw.rollback()
    encoding = raw.info.encoding
    result = raw.pgconn.prepare(b"", query.encode(encoding, "replace"))
    if result.status == ExecStatus.FATAL_ERROR:
        return psycopg.errors.error_from_result(result, encoding=encoding)
    return None
