"""The steward's --query is read-only: exactly one SELECT, refused before it reaches the database.

The query is parsed by SQLGlot in the database's own dialect. Anything but one query statement
(SELECT, or SELECTs joined by UNION/INTERSECT/EXCEPT) is refused: INSERT, UPDATE, DELETE, MERGE,
DDL, COPY, SET, CALL, a second statement, SELECT INTO (which creates a table), SELECT ... FOR
UPDATE (which locks rows) and a WITH clause holding a data-modifying statement. PostgreSQL
connections are also opened read-only (db_connect.py): a second guard should the parser miss one.
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
    return query.strip().rstrip(";").strip()


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
