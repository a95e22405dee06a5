"""`verify`: the records, the state in the database and the head beside it, in one pass.

Intact means: every record links to the one before and matches its hash (plain SHA-256 in the
part from before the keyed chain, HMAC after); the state is MACed under the ledger's key and
names exactly the records there are; the head file is this ledger's and names the state's head,
or the head before it (a crash between the commit and the head's write). Optionally, the head
the steward wrote down elsewhere is still a record of the ledger.
"""
from __future__ import annotations

import sqlite3
from pathlib import Path

from .fingerprint import key_path
from .chain import SELECT_RECORDS, UNREADABLE, State, has_state_table, read_state, state_mac, walk
from .head import Head, head_path, parse_written_head, read_head


def verify_ledger(db, path: Path, key: bytes | None, written: str | None = None,
                  pending: int = 0) -> tuple[list[str], Head | None]:
    """The problems found (empty when intact) and the ledger's head.

    `pending`: records this connection added in its open transaction (the state moves at its commit).
    Outside a transaction, one read transaction holds the database still (no writer can commit
    meanwhile), so the records, the state and the head file are read as of one moment.
    """
    own = not db.in_transaction
    try:
        if own:
            db.execute("BEGIN")
        return _verify(db, path, key, written, pending)
    except sqlite3.DatabaseError as error:
        return [f"the ledger file is damaged ({error}): it was cut short or changed"], None
    finally:
        if own and db.in_transaction:
            db.execute("ROLLBACK")


def _verify(db, path, key, written, pending):
    if not has_state_table(db):  # never migrated: its plain chain did not verify, or its state was removed
        problems = walk(db.execute(SELECT_RECORDS), None, None).problems
        if head_path(path).exists():
            problems.insert(0, "its state table was removed (its head file says it had one)")
        return problems, None
    row = read_state(db)
    if row is None:
        return ["its state record was removed"], None
    if key is None:
        return [f"its key file ({key_path(path)}) is missing: it was deleted, and the ledger cannot be checked"], None
    state, tag = row
    if state is UNREADABLE:
        return ["its state record cannot be read (it was changed)"], None
    if tag != state_mac(key, state):
        return ["the ledger does not match its key (another ledger was copied over it, or its key file was "
                "replaced)"], None
    target = parse_written_head(written) if written else None
    found = walk(db.execute(SELECT_RECORDS), state.plain[0], state.chain_key(key),
                 {state.plain[0], state.head[0]} | ({target[1]} if target else set()))
    problems = found.problems + _count_problems(found, state, pending) + head_problems(path, key, state)
    if target:
        problems += written_problems(target, found, state)
    return problems, Head(state.ledger, found.records, found.last)


def _count_problems(found, state: State, pending: int) -> list[str]:
    records = found.records - pending
    if found.at.get(state.plain[0]) != state.plain[1] and records >= state.plain[0]:
        return ["the records from before the keyed chain were changed"]
    if records < state.head[0]:
        return [f"the ledger holds {records} records, but its state says {state.head[0]}: records were removed"]
    if records > state.head[0]:
        return [f"the ledger holds {records} records, but its state says {state.head[0]}: records were "
                "added outside dpstudio"]
    if found.at.get(state.head[0]) != state.head[1]:
        return ["its last record is not the one its state names (it was replaced)"]
    return []


def head_problems(path: Path, key: bytes, state: State) -> list[str]:
    head, why = read_head(path, key)
    where = head_path(path)
    if why == "missing":
        return [] if state.head == state.plain else [f"its head file ({where}) is missing (it was deleted)"]
    if why == "unreadable":
        return [f"its head file ({where}) cannot be read (it was changed)"]
    if why == "foreign" or head.ledger != state.ledger:
        return [f"its head file ({where}) belongs to another ledger (the ledger, its key or its head was swapped)"]
    if (head.records, head.hash) in (state.head, state.previous):
        return []
    if head.records > state.head[0]:
        return [f"the ledger holds {state.head[0]} records, fewer than the {head.records} its head file names: "
                "records were removed, or an older copy of the ledger was restored"]
    return [f"its head file ({where}) is an older copy (it names record {head.records}; the ledger has "
            f"{state.head[0]})"]


def written_problems(target, found, state: State) -> list[str]:
    """Whether the ledger still extends the head the steward wrote down (ID:N:HASH)."""
    ledger, records, digest = target
    if ledger != state.ledger:
        return [f"this is not the ledger whose head you wrote down (its id is {state.ledger}, not {ledger}): it "
                "was replaced or made anew"]
    if records > found.records:
        return [f"the ledger holds {found.records} records, fewer than the {records} of the head you wrote down: "
                "records were removed"]
    if not found.at.get(records, "").startswith(digest):
        return [f"record number {records} is not the one whose hash you wrote down: the ledger was rewritten"]
    return []
