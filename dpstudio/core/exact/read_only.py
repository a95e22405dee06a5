"""The steward's --query is read-only: exactly one SELECT, refused before it reaches the database.

This is the second guard, not the main one. The main one is PostgreSQL's: every statement dpstudio
sends runs in a transaction begun READ ONLY, which the query cannot turn back (db_connect.py). The
parser cannot see inside the functions and views a query calls; the database can.

The query is parsed by SQLGlot in the database's own dialect. Anything but one query statement
(SELECT, or SELECTs joined by UNION/INTERSECT/EXCEPT) is refused: INSERT, UPDATE, DELETE, MERGE,
DDL, COPY, SET, RESET, CALL, a second statement, SELECT INTO (which creates a table), SELECT ... FOR
UPDATE (which locks rows) and a WITH clause holding a data-modifying statement. So is a call, by
name and wherever it stands, of a built-in function with effects beyond the query's rows (SIDE_EFFECTS):
set_config (it changes the connection's settings), sequences, advisory locks, large objects (which a
read-only transaction does not stop on PostgreSQL 15), other connections (dblink), SQL passed as text
(query_to_xml, ts_stat), the server's files, and acting on the server or other sessions.
"""
from __future__ import annotations

import logging
from contextlib import contextmanager

from ..errors import InputError

HINT = ("Give one SELECT statement that reads the rows to release from, e.g. "
        "--query \"SELECT * FROM admissions WHERE year = 2024\"; or name a table with --table")
# Nodes that write, lock, change settings or run procedures, wherever they appear in the query.
_WRITING = ("Insert", "Update", "Delete", "Merge", "Create", "Drop", "Alter", "Command", "Copy", "Set",
            "TruncateTable", "Into", "Lock", "Transaction", "Commit", "Rollback", "Use", "Pragma",
            "LoadData", "Grant", "Revoke", "Analyze", "Cache", "Uncache", "Refresh", "Comment", "Kill")
# Built-in functions (PostgreSQL's, and its common extensions') whose effects reach beyond the rows a query
# reads, each with what it does, by exact name or by the start of the name (ending in "_"). A user's function
# with any name may do the same: the read-only transaction is what stops its writes.
SIDE_EFFECTS = {
    "set_config": "changes the connection's settings",
    "nextval": "advances a sequence", "setval": "sets a sequence",
    "pg_advisory_": "takes or releases an advisory lock, which other sessions wait on",
    "pg_try_advisory_": "takes an advisory lock, which other sessions wait on",
    "lo_": "reads or writes large objects (which a read-only transaction does not stop)",
    "lowrite": "writes a large object", "loread": "reads a large object",
    "dblink": "opens a connection of its own, which is not read-only", "dblink_": "uses a connection of its own",
    "query_to_xml": "runs SQL given as text", "query_to_xml_": "runs SQL given as text",
    "query_to_xmlschema": "runs SQL given as text", "cursor_to_xml": "reads a cursor",
    "cursor_to_xmlschema": "reads a cursor", "ts_stat": "runs SQL given as text",
    "ts_rewrite": "can run SQL given as text",
    "pg_read_file": "reads the server's files", "pg_read_binary_file": "reads the server's files",
    "pg_stat_file": "reads the server's files", "pg_ls_": "lists the server's files",
    "pg_file_": "writes the server's files",
    "pg_terminate_backend": "ends another session", "pg_cancel_backend": "cancels another session's query",
    "pg_reload_conf": "reloads the server's configuration", "pg_rotate_logfile": "acts on the server",
    "pg_promote": "acts on the server", "pg_switch_wal": "acts on the server",
    "pg_create_restore_point": "acts on the server", "pg_backup_": "acts on the server",
    "pg_start_backup": "acts on the server", "pg_stop_backup": "acts on the server",
    "pg_wal_replay_": "acts on the server", "pg_log_backend_memory_contexts": "acts on the server",
    "pg_stat_reset": "resets the server's statistics", "pg_stat_reset_": "resets the server's statistics",
    "pg_stat_statements_reset": "resets the server's statistics",
    "pg_notify": "sends a notification to other sessions",
    "pg_logical_emit_message": "writes to the server's log of changes",
    "pg_logical_slot_": "reads and uses up a replication slot",
    "pg_create_physical_replication_slot": "creates a replication slot",
    "pg_create_logical_replication_slot": "creates a replication slot",
    "pg_copy_physical_replication_slot": "creates a replication slot",
    "pg_copy_logical_replication_slot": "creates a replication slot",
    "pg_drop_replication_slot": "removes a replication slot",
    "pg_replication_slot_advance": "moves a replication slot", "pg_replication_origin_": "acts on replication",
    "pg_import_system_collations": "creates collations",
}
# sqlglot's dialect for each URL scheme whose name is not already one
DIALECTS = {"postgresql": "postgres", "postgres": "postgres", "mssql": "tsql", "pyspark": "spark",
            "risingwave": "risingwave", "mysql": "mysql", "sqlite": "sqlite"}


def dialect_for(scheme: str) -> str | None:
    """The SQL dialect a database URL's scheme speaks (None: SQLGlot's generic SQL)."""
    from sqlglot.dialects.dialect import Dialect

    name = DIALECTS.get(scheme.lower(), scheme.lower())
    try:
        Dialect.get_or_raise(name)
    except ValueError:
        return None
    return name


def check_read_only(query: str, dialect: str | None) -> str:
    """The query, stripped, if it is exactly one read-only SELECT; otherwise an InputError saying why."""
    statements = _statements(query, dialect)
    if len(statements) != 1:
        what = "no statement" if not statements else f"{len(statements)} statements"
        raise InputError(f"--query must be exactly one SELECT statement (it holds {what})", hint=HINT)
    statement = statements[0]
    if not isinstance(statement, _query_types()):
        raise InputError(f"--query may only read: it is {_verb(statement)}, not a SELECT", hint=HINT)
    writing = [node for node in statement.walk() if type(node).__name__ in _WRITING]
    if writing:
        raise InputError(f"--query may only read: it holds {_verb(writing[0])}", hint=HINT)
    for name in _called(statement):
        effect = side_effect(name)
        if effect is not None:
            raise InputError(f"--query may only read: it calls {name}(), which {effect}", hint=HINT)
    return query.strip().rstrip(";").strip()


def side_effect(name: str) -> str | None:
    """What the function `name` does beyond reading (SIDE_EFFECTS), or None. Any case, any schema."""
    name = name.lower()
    if name in SIDE_EFFECTS:
        return SIDE_EFFECTS[name]
    return next((effect for start, effect in SIDE_EFFECTS.items() if start.endswith("_") and name.startswith(start)),
                None)


def _called(statement) -> list[str]:
    """The names of the functions the statement calls (a schema's name left off: pg_catalog.nextval is nextval)."""
    from sqlglot import exp

    return [node.name if isinstance(node, exp.Anonymous) else node.sql_name()
            for node in statement.walk() if isinstance(node, exp.Func)]


def _statements(query: str, dialect: str | None) -> list:
    import sqlglot
    from sqlglot.errors import ParseError, TokenError

    try:
        with _quiet_parser():
            return [s for s in sqlglot.parse(query, read=dialect) if s is not None]
    except (ParseError, TokenError) as error:
        first = (str(error).splitlines() or ["a syntax error"])[0]
        raise InputError(f"--query is not valid {dialect or 'SQL'}: {first}", hint=HINT) from None


def _query_types() -> tuple:
    from sqlglot import exp

    return (exp.Select, exp.SetOperation, exp.Subquery)


def _verb(node) -> str:
    """What a statement does, in SQL's words (e.g. 'an UPDATE', 'SELECT INTO')."""
    name = type(node).__name__
    words = {"Into": "SELECT INTO (which creates a table)", "Lock": "FOR UPDATE/SHARE (which locks rows)"}
    if name in words:
        return words[name]
    word = {"TruncateTable": "TRUNCATE", "Command": f"{_command_word(node)} command"}.get(name, name.upper())
    return f"an {word}" if word[0] in "AEIOU" else f"a {word}"


def _command_word(node) -> str:
    return str(node.this).split()[0].upper() if node.this else "non-SELECT"


@contextmanager
def _quiet_parser():
    """SQLGlot logs a warning when it falls back to an opaque Command: the refusal says it instead."""
    logger = logging.getLogger("sqlglot")
    level = logger.level
    logger.setLevel(logging.ERROR)
    try:
        yield
    finally:
        logger.setLevel(level)
