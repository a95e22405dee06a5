"""A ledger file SQLite cannot read: how to tell, and what verify and a refusal say of it (one module that
store and verify both import, so that neither imports the other for it)."""
from __future__ import annotations

import sqlite3

from ..base.words.message import Message


def damaged_problem(error: sqlite3.DatabaseError) -> Message:
    """What verify, and a refusal, say of a file SQLite cannot read."""
    return Message("the ledger file is damaged ({reason}): it was cut short or changed", reason=str(error))


def is_corruption(error: BaseException) -> bool:
    """SQLite reports a damaged file, or one that is no database, as a plain DatabaseError."""
    return type(error) is sqlite3.DatabaseError
