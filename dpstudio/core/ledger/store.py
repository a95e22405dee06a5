"""Opening, creating and migrating a ledger, and keeping its state and head up to date.

A ledger is three files: the SQLite database, its key (`<ledger>.key`, fingerprint.py) and its
head (`<ledger>.head`, ledger_head.py). A database that is missing or empty while its key or
head says it existed is refused, never silently made anew. A database from before the keyed
chain is migrated on first open, if its plain chain verifies: it gets an id and a state, and
the keyed chain continues after its last record (a ledger that does not verify stays as it is,
and is refused). Every write transaction moves the state in the same transaction and the head
file right after its commit (see ledger_chain.py and ledger_head.py).
"""
from __future__ import annotations

import os
import secrets
import sqlite3
from pathlib import Path

from .damage import damaged_problem, is_corruption
from ..base.errors import InputError
from ..base.words.message import Message
from .fingerprint import create_key, read_key
from .chain import (SELECT_RECORDS, STATE_TABLE, State, has_state_table, mac, read_state, record_text,
                    state_mac, walk, write_state)
from .refusals import LedgerTampered
from .head import Head, read_head, write_head
from .paths import head_path, key_path
from .signing import create_signing_key

NOTHING_DONE = Message("nothing was charged or changed")


def refuse_if_gone(path: Path) -> None:
    """A missing or empty database is new only if no key or head beside it says it existed."""
    empty = not path.exists() or path.stat().st_size == 0
    if not empty or not (key_path(path).exists() or head_path(path).exists()):
        return
    gone = (Message("the ledger file is missing (deleted), but its key or head beside it says it existed")
            if not path.exists() else
            Message("the ledger file is empty (it was truncated), but its key or head beside it says it existed"))
    raise LedgerTampered(path, [gone], Message("nothing was released or charged, and no new ledger was made in its "
                                               "place"))


def open_database(path: Path) -> sqlite3.Connection:
    """Connect to the ledger's database, made (readable by its owner only) if it is new."""
    refuse_if_gone(path)
    try:
        path.parent.mkdir(parents=True, exist_ok=True)
        _create_private(path)
        return sqlite3.connect(path, isolation_level=None, timeout=30)
    except (sqlite3.Error, OSError) as exc:
        raise cannot_open(path, exc) from None


def _create_private(path: Path) -> None:
    """Create a new ledger file readable by its owner only (SQLite gives its journals the same mode).

    An existing ledger keeps its mode: a team may share one on purpose.
    """
    try:
        os.close(os.open(path, os.O_WRONLY | os.O_CREAT | os.O_EXCL, 0o600))
    except FileExistsError:
        pass


def cannot_open(path: Path, error: BaseException):
    """A ledger that cannot be opened: damaged (tampered, if it was a ledger), or out of reach (exit 2)."""
    if is_corruption(error):
        return damaged(path, error, Message("nothing was released or charged"))
    return InputError(Message("cannot open the ledger ({reason})", reason=str(error)), where=str(path),
                      hint=Message("Check that the folder exists and you may write there, or choose another ledger "
                                   "with --ledger"))


def damaged(path: Path, error: sqlite3.DatabaseError, spared: str = NOTHING_DONE):
    """A database SQLite cannot read: tampered if it was a ledger (its key or head exists), else not a ledger."""
    if key_path(path).exists() or head_path(path).exists():
        return LedgerTampered(path, [damaged_problem(error)], spared)
    return InputError(Message("this is not a dpstudio ledger ({reason})", reason=str(error)), where=str(path),
                      hint=Message("Choose the ledger file itself with --ledger, or a new file name"))


def write_failure(path: Path, error: BaseException):
    """The steward's error for a write that failed in SQLite or the file system; None for anything else."""
    if is_corruption(error):
        return damaged(path, error)
    if isinstance(error, (sqlite3.OperationalError, OSError)):
        return cannot_write(path, error)
    return None


def cannot_write(path: Path, error: BaseException) -> InputError:
    detail = getattr(error, "strerror", None) or str(error)
    return InputError(Message("cannot write to the ledger ({reason}); {spared}", reason=str(detail),
                              spared=NOTHING_DONE), where=str(path),
                      hint=Message("The ledger's folder must be writable and have free space: free some space or "
                                   "ask your IT department, or choose another ledger with --ledger"))


def prepare(db, path: Path) -> bytes | None:
    """The ledger's key, after migrating a ledger that has no state yet; None if a keyed ledger lost its key."""
    if has_state_table(db) or head_path(path).exists():
        return read_key(path)  # a keyed ledger: its key is never made anew (verify says if it is missing)
    key = create_key(path)
    create_signing_key(path)  # the data office's key that signs its releases, made with the ledger (signing.py)
    migrate(db, path, key)
    return key


def migrate(db, path: Path, key: bytes) -> None:
    """Give a ledger without state (new, or from before the keyed chain) an id and a state, if it verifies."""
    db.execute("BEGIN IMMEDIATE")
    try:
        found = walk(db.execute(SELECT_RECORDS), None, None)
        if has_state_table(db) or found.problems:  # migrated meanwhile, or refused by verify
            db.execute("ROLLBACK")
            return
        db.execute(STATE_TABLE)
        plain = (found.records, found.last)
        write_state(db, key, State(secrets.token_hex(16), plain, plain, plain))
        db.execute("COMMIT")
    except BaseException:
        if db.in_transaction:
            db.execute("ROLLBACK")
        raise
    publish_head(db, path, key)


def checked_state(db, key: bytes | None) -> State | None:
    """The state, if it is there and MACed under this key."""
    row = read_state(db) if key is not None and has_state_table(db) else None
    return row[0] if row and row[1] == state_mac(key, row[0]) else None


def keyed_hash(db, key: bytes | None, fields) -> str | None:
    """The HMAC of a new record's fields under the ledger's chain key (None without a valid state)."""
    state = checked_state(db, key)
    return None if state is None else mac(state.chain_key(key), record_text(*fields))


def advance_state(db, path: Path, key: bytes | None, first_new: int, added: int) -> None:
    """Move the state to the records just added, in their transaction (which they must extend)."""
    state = checked_state(db, key)
    records, last = db.execute("SELECT count(*), (SELECT hash FROM records ORDER BY seq DESC LIMIT 1) "
                               "FROM records").fetchone()
    prev = db.execute("SELECT prev_hash FROM records WHERE seq = ?", (first_new,)).fetchone()
    if state is None or records - added != state.head[0] or prev is None or prev[0] != state.head[1]:
        raise LedgerTampered(path, [Message("its records do not extend its state (records were removed or changed)")],
                             NOTHING_DONE)
    write_state(db, key, state.advanced(records, last))


def bring_head_up_to_date(db, path: Path, key: bytes | None) -> None:
    """At the start of a write: a head one transaction behind (a crash after a commit) is written anew."""
    state = checked_state(db, key)
    if state is None:
        return
    head, why = read_head(path, key)
    lagging = (why == "missing" and state.head == state.plain) or (
        head is not None and head.ledger == state.ledger and (head.records, head.hash) == state.previous
        and state.previous != state.head)
    if lagging:
        write_head(path, key, Head(state.ledger, *state.head))


def publish_head(db, path: Path, key: bytes | None) -> None:
    """After a commit: write the head while holding the write lock, so heads never go backwards.

    If this fails (a crash, a full disk), the head lags one transaction: verify accepts that and
    the next write brings it up to date; what was committed stays committed.
    """
    try:
        db.execute("BEGIN IMMEDIATE")
        try:
            state = checked_state(db, key)
            if state is not None:
                write_head(path, key, Head(state.ledger, *state.head))
        finally:
            db.execute("ROLLBACK")
    except (OSError, sqlite3.Error):
        pass
