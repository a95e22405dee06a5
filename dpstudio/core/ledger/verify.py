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

from .chain import SELECT_RECORDS, UNREADABLE, State, has_state_table, read_state, state_mac, walk
from .head import Head, parse_written_head, read_head
from .paths import head_path, key_path
from .damage import damaged_problem
from ..base.words.message import Message, counted


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
        return [damaged_problem(error)], None
    finally:
        if own and db.in_transaction:
            db.execute("ROLLBACK")


def _verify(db, path, key, written, pending):
    if not has_state_table(db):  # never migrated: its plain chain did not verify, or its state was removed
        problems = walk(db.execute(SELECT_RECORDS), None, None).problems
        if head_path(path).exists():
            problems.insert(0, Message("its state table was removed (its head file says it had one)"))
        return problems, None
    row = read_state(db)
    if row is None:
        return [Message("its state record was removed")], None
    if key is None:
        return [Message("its key file ({key}) is missing: it was deleted, and the ledger cannot be checked",
                        key=str(key_path(path)))], None
    state, tag = row
    if state is UNREADABLE:
        return [Message("its state record cannot be read (it was changed)")], None
    if tag != state_mac(key, state):
        return [Message("the ledger does not match its key (another ledger was copied over it, or its key file was "
                        "replaced)")], None
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
        return [Message("the records from before the keyed chain were changed")]
    if records < state.head[0]:
        return [counted("records", "the ledger holds {records} record, but its state says {stated}: records were "
                        "removed", "the ledger holds {records} records, but its state says {stated}: records were "
                        "removed", records=records, stated=state.head[0])]
    if records > state.head[0]:
        return [counted("records", "the ledger holds {records} record, but its state says {stated}: records were "
                        "added outside dpstudio", "the ledger holds {records} records, but its state says {stated}: "
                        "records were added outside dpstudio", records=records, stated=state.head[0])]
    if found.at.get(state.head[0]) != state.head[1]:
        return [Message("its last record is not the one its state names (it was replaced)")]
    return []


def head_problems(path: Path, key: bytes, state: State) -> list[str]:
    head, why = read_head(path, key)
    where = head_path(path)
    if why == "missing":
        return [] if state.head == state.plain else [Message("its head file ({head}) is missing (it was deleted)",
                                                             head=str(where))]
    if why == "unreadable":
        return [Message("its head file ({head}) cannot be read (it was changed)", head=str(where))]
    if why == "foreign" or head.ledger != state.ledger:
        return [Message("its head file ({head}) belongs to another ledger (the ledger, its key or its head was "
                        "swapped)", head=str(where))]
    if (head.records, head.hash) in (state.head, state.previous):
        return []
    if head.records > state.head[0]:
        return [counted("records", "the ledger holds {records} record, fewer than the {named} its head file names: "
                        "records were removed, or an older copy of the ledger was restored",
                        "the ledger holds {records} records, fewer than the {named} its head file names: records "
                        "were removed, or an older copy of the ledger was restored", records=state.head[0],
                        named=head.records)]
    return [Message("its head file ({head}) is an older copy (it names record {named}; the ledger has {records})",
                    head=str(where), named=str(head.records), records=state.head[0])]


def written_problems(target, found, state: State) -> list[str]:
    """Whether the ledger still extends the head the steward wrote down (ID:N:HASH)."""
    ledger, records, digest = target
    if ledger != state.ledger:
        return [Message("this is not the ledger whose head you wrote down (its id is {id}, not {written}): it was "
                        "replaced or made anew", id=state.ledger, written=ledger)]
    if records > found.records:
        return [counted("records", "the ledger holds {records} record, fewer than the {named} of the head you wrote "
                        "down: records were removed", "the ledger holds {records} records, fewer than the {named} of "
                        "the head you wrote down: records were removed", records=found.records, named=records)]
    if not found.at.get(records, "").startswith(digest):
        return [Message("record number {seq} is not the one whose hash you wrote down: the ledger was rewritten",
                        seq=str(records))]
    return []
