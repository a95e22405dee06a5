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

from ..base.errors import InputError
from ..base.words.message import Message

HINT = Message("Give one SELECT statement that reads the rows to release from, e.g. --query \"SELECT * FROM "
               "admissions WHERE year = 2024\"; or name a table with --table")
OPTION = "--query"  # what a refusal calls the query (a window names it in its own words: browse.py)
# Nodes that write, lock, change settings or run procedures, wherever they appear in the query.
_WRITING = ("Insert", "Update", "Delete", "Merge", "Create", "Drop", "Alter", "Command", "Copy", "Set",
            "TruncateTable", "Into", "Lock", "Transaction", "Commit", "Rollback", "Use", "Pragma",
            "LoadData", "Grant", "Revoke", "Analyze", "Cache", "Uncache", "Refresh", "Comment", "Kill")
# Built-in functions (PostgreSQL's, and its common extensions') whose effects reach beyond the rows a query
# reads, each with what it does, by exact name or by the start of the name (ending in "_"). A user's function
# with any name may do the same: the read-only transaction is what stops its writes.
SIDE_EFFECTS = {name: effect for effect, names in (
    (Message("changes the connection's settings"), ["set_config"]),
    (Message("advances a sequence"), ["nextval"]),
    (Message("sets a sequence"), ["setval"]),
    (Message("takes or releases an advisory lock, which other sessions wait on"), ["pg_advisory_"]),
    (Message("takes an advisory lock, which other sessions wait on"), ["pg_try_advisory_"]),
    (Message("reads or writes large objects (which a read-only transaction does not stop)"), ["lo_"]),
    (Message("writes a large object"), ["lowrite"]),
    (Message("reads a large object"), ["loread"]),
    (Message("opens a connection of its own, which is not read-only"), ["dblink"]),
    (Message("uses a connection of its own"), ["dblink_"]),
    (Message("runs SQL given as text"), ["query_to_xml", "query_to_xml_", "query_to_xmlschema", "ts_stat"]),
    (Message("can run SQL given as text"), ["ts_rewrite"]),
    (Message("reads a cursor"), ["cursor_to_xml", "cursor_to_xmlschema"]),
    (Message("reads the server's files"), ["pg_read_file", "pg_read_binary_file", "pg_stat_file"]),
    (Message("lists the server's files"), ["pg_ls_"]),
    (Message("writes the server's files"), ["pg_file_"]),
    (Message("ends another session"), ["pg_terminate_backend"]),
    (Message("cancels another session's query"), ["pg_cancel_backend"]),
    (Message("reloads the server's configuration"), ["pg_reload_conf"]),
    (Message("acts on the server"), ["pg_rotate_logfile", "pg_promote", "pg_switch_wal", "pg_create_restore_point",
                                     "pg_backup_", "pg_start_backup", "pg_stop_backup", "pg_wal_replay_",
                                     "pg_log_backend_memory_contexts"]),
    (Message("resets the server's statistics"), ["pg_stat_reset", "pg_stat_reset_", "pg_stat_statements_reset"]),
    (Message("sends a notification to other sessions"), ["pg_notify"]),
    (Message("writes to the server's log of changes"), ["pg_logical_emit_message"]),
    (Message("reads and uses up a replication slot"), ["pg_logical_slot_"]),
    (Message("creates a replication slot"), ["pg_create_physical_replication_slot",
                                             "pg_create_logical_replication_slot", "pg_copy_physical_replication_slot",
                                             "pg_copy_logical_replication_slot"]),
    (Message("removes a replication slot"), ["pg_drop_replication_slot"]),
    (Message("moves a replication slot"), ["pg_replication_slot_advance"]),
    (Message("acts on replication"), ["pg_replication_origin_"]),
    (Message("creates collations"), ["pg_import_system_collations"]),
) for name in names}
# sqlglot's dialect for each URL scheme whose name is not already one
DIALECTS = {"postgresql": "postgres", "postgres": "postgres", "mssql": "tsql", "pyspark": "spark",
            "risingwave": "risingwave", "mysql": "mysql", "sqlite": "sqlite"}


def dialect_for(scheme: str) -> str | None:
    """The SQL dialect a database URL's scheme speaks (None: SQLGlot's generic SQL)."""
    # start-up: SQLGlot only when a query's SQL is read
    from sqlglot.dialects.dialect import Dialect

    name = DIALECTS.get(scheme.lower(), scheme.lower())
    try:
        Dialect.get_or_raise(name)
    except ValueError:
        return None
    return name


def check_read_only(query: str, dialect: str | None, named=OPTION, hint=HINT) -> str:
    """The query, stripped, if it is exactly one read-only SELECT; otherwise an InputError saying why, calling
    the query `named` (the CLI's option, or a window's words) and giving `hint`."""
    statements = _statements(query, dialect, named, hint)
    if len(statements) != 1:
        held = Message("{count} statements", count=len(statements)) if statements else Message("no statement")
        raise InputError(Message("{query} must be exactly one SELECT statement (it holds {held})", query=named,
                                 held=held), hint=hint)
    statement = statements[0]
    if _is_expression(statement):  # "selct a" or "foo bar": no statement at all, not "an ALIAS"
        raise NotSQL(Message("{query} is not valid {dialect}: it does not begin as a statement does (it begins "
                             "{start})", query=named, dialect=dialect or "SQL", start=_start(query)), hint=hint)
    if not isinstance(statement, _query_types()):
        raise InputError(Message("{query} may only read: it is {statement}, not a SELECT", query=named,
                                 statement=_verb(statement)), hint=hint)
    writing = [node for node in statement.walk() if type(node).__name__ in _WRITING]
    if writing:
        raise InputError(Message("{query} may only read: it holds {statement}", query=named,
                                 statement=_verb(writing[0])), hint=hint)
    for name in _called(statement):
        effect = side_effect(name)
        if effect is not None:
            raise InputError(Message("{query} may only read: it calls {function}(), which {effect}", query=named,
                                     function=name, effect=effect), hint=hint)
    return query.strip().rstrip(";").strip()


def side_effect(name: str) -> Message | None:
    """What the function `name` does beyond reading (SIDE_EFFECTS), or None. Any case, any schema."""
    name = name.lower()
    if name in SIDE_EFFECTS:
        return SIDE_EFFECTS[name]
    return next((effect for start, effect in SIDE_EFFECTS.items() if start.endswith("_") and name.startswith(start)),
                None)


def _called(statement) -> list[str]:
    """The names of the functions the statement calls (a schema's name left off: pg_catalog.nextval is nextval)."""
    # start-up: SQLGlot only when a query's SQL is read
    from sqlglot import exp

    return [node.name if isinstance(node, exp.Anonymous) else node.sql_name()
            for node in statement.walk() if isinstance(node, exp.Func)]


def _statements(query: str, dialect: str | None, named=OPTION, hint=HINT) -> list:
    # start-up: SQLGlot only when a query's SQL is read
    import sqlglot
    from sqlglot.errors import ParseError, TokenError

    try:
        with _quiet_parser():
            return [s for s in sqlglot.parse(query, read=dialect) if s is not None]
    except (ParseError, TokenError) as error:
        first = (str(error).splitlines() or [type(error).__name__])[0]
        raise NotSQL(Message("{query} is not valid {dialect}: {reason}", query=named, dialect=dialect or "SQL",
                             reason=first), hint=hint) from None


class NotSQL(InputError):
    """The query cannot be read as SQL of its dialect (SQLGlot's words): a syntax error, or a text that is no
    statement at all. For PostgreSQL the server's own words say what is wrong (tables.syntax_refusal)."""


def _is_expression(node) -> bool:
    """Whether SQLGlot read the text as a bare expression (a name, a value, "foo AS bar"), not a statement."""
    # start-up: SQLGlot only when a query's SQL is read
    from sqlglot import exp

    return isinstance(node, (exp.Condition, exp.Alias, exp.Identifier, exp.Star, exp.Tuple))


def _start(query: str, most: int = 40) -> str:
    """The query's first words, quoted, cut short."""
    words = " ".join(query.split())
    return repr(words if len(words) <= most else words[:most - 3] + "...")


def _query_types() -> tuple:
    # start-up: SQLGlot only when a query's SQL is read
    from sqlglot import exp

    return (exp.Select, exp.SetOperation, exp.Subquery)


_CLAUSES = {"Into": Message("SELECT INTO (which creates a table)"),
            "Lock": Message("FOR UPDATE/SHARE (which locks rows)")}


def _verb(node) -> Message:
    """What a statement does, in SQL's words (e.g. 'an UPDATE', 'SELECT INTO', 'a VACUUM command')."""
    name = type(node).__name__
    if name in _CLAUSES:
        return _CLAUSES[name]
    if name == "Command":
        word = _command_word(node)
        return (Message("an {word} command", word=word) if word[0] in "AEIOU" else
                Message("a {word} command", word=word))
    word = {"TruncateTable": "TRUNCATE"}.get(name, name.upper())
    return Message("an {word}", word=word) if word[0] in "AEIOU" else Message("a {word}", word=word)


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
