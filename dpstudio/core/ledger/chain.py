"""The ledger's keyed chain and its state: what `verify` checks, in one pass over the records.

Each record's hash is an HMAC-SHA256, under a subkey of the ledger's secret key bound to the
ledger's random id, of the record before it and the record's own fields: without the key nobody
can recompute the chain after changing or removing a record. Ledgers written before the keyed
chain keep their plain SHA-256 records; the keyed chain continues from the last of them (its
first record's MAC covers that record's hash), and the state records where the plain part ends.

The state (table `ledger_state`, one row, MACed) holds the ledger id, the plain part, the head
(how many records and the last hash) and the previous head, as of the last committed write: a
record removed, even at the end, no longer matches it. The same head is kept beside the ledger
(ledger_head.py), so an older copy of the whole database does not match it either.
"""
from __future__ import annotations

import hashlib
import hmac
import json
from dataclasses import dataclass

from ..base.words.message import Message

GENESIS = "0" * 64
CHAIN_PURPOSE = b"dpstudio ledger chain v1"
STATE_PURPOSE = b"dpstudio ledger state v1"
STATE_TABLE = """
CREATE TABLE ledger_state (id INTEGER PRIMARY KEY CHECK (id = 1), state TEXT NOT NULL, mac TEXT NOT NULL);
"""
SELECT_RECORDS = "SELECT seq, dataset, kind, created, user, data, prev_hash, hash FROM records ORDER BY seq"


def subkey(ledger_key: bytes, purpose: bytes, ledger_id: str = "") -> bytes:
    """A key for one purpose, derived from the ledger's key (like the sketch's and the fingerprint's)."""
    return hmac.new(ledger_key, purpose + b"\0" + ledger_id.encode("ascii"), hashlib.sha256).digest()


def mac(key: bytes, text: str) -> str:
    return hmac.new(key, text.encode("utf-8"), hashlib.sha256).hexdigest()


def record_text(prev_hash: str, dataset: str, kind: str, created: str, user: str, data: str) -> str:
    return json.dumps([prev_hash, dataset, kind, created, user, data], ensure_ascii=False)


def record_hash(prev_hash: str, dataset: str, kind: str, created: str, user: str, data: str) -> str:
    """The plain SHA-256 of a record, as ledgers from before the keyed chain hold it."""
    return hashlib.sha256(record_text(prev_hash, dataset, kind, created, user, data).encode("utf-8")).hexdigest()


@dataclass(frozen=True)
class State:
    """The ledger's id, where its plain part ends, and its head (and the head before) as (records, hash)."""

    ledger: str
    plain: tuple[int, str]
    head: tuple[int, str]
    previous: tuple[int, str]

    def text(self) -> str:
        return json.dumps({"ledger": self.ledger, "plain": list(self.plain), "head": list(self.head),
                           "previous": list(self.previous)}, sort_keys=True)

    @classmethod
    def parse(cls, text: str) -> "State":
        data = json.loads(text)
        return cls(str(data["ledger"]), *(tuple(data[k]) for k in ("plain", "head", "previous")))

    def advanced(self, records: int, last_hash: str) -> "State":
        return State(self.ledger, self.plain, (records, last_hash), self.head)

    def chain_key(self, ledger_key: bytes) -> bytes:
        return subkey(ledger_key, CHAIN_PURPOSE, self.ledger)


def state_mac(ledger_key: bytes, state: State) -> str:
    return mac(subkey(ledger_key, STATE_PURPOSE), state.text())


def has_state_table(db) -> bool:
    return db.execute("SELECT 1 FROM sqlite_master WHERE type = 'table' AND name = 'ledger_state'").fetchone() is not None


UNREADABLE = State("", (-1, ""), (-1, ""), (-1, ""))  # a state row not as dpstudio writes it: no MAC matches it


def read_state(db) -> tuple[State, str] | None:
    """The stored state and its MAC; None if the table has no row. A state that cannot be parsed (it
    was edited outside dpstudio) reads as UNREADABLE, which no MAC matches: verify refuses it."""
    row = db.execute("SELECT state, mac FROM ledger_state WHERE id = 1").fetchone()
    if row is None:
        return None
    try:
        return State.parse(row[0]), row[1]
    except (ValueError, KeyError, TypeError, IndexError):
        return UNREADABLE, ""


def write_state(db, ledger_key: bytes, state: State) -> None:
    db.execute("INSERT OR REPLACE INTO ledger_state (id, state, mac) VALUES (1, ?, ?)",
               (state.text(), state_mac(ledger_key, state)))


@dataclass
class Walk:
    """What one pass over the records found: problems, how many, the last hash, the hashes asked for."""

    problems: list
    records: int = 0
    last: str = GENESIS
    at: dict = None


def walk(rows, plain_records: int | None, chain_key: bytes | None, wanted=()) -> Walk:
    """Check every record's link and hash: plain SHA-256 up to `plain_records` (None: all), keyed after."""
    found = Walk([], at={0: GENESIS})
    keyed = hmac.new(chain_key, digestmod=hashlib.sha256) if chain_key is not None else None
    for seq, dataset, kind, created, user, stored, prev_hash, digest in rows:
        found.records += 1
        if prev_hash != found.last:
            found.problems.append(Message("record {seq}: it does not follow the record before it (one was removed "
                                          "or inserted)", seq=str(seq)))
        if not all(isinstance(v, str) for v in (dataset, kind, created, user, stored, prev_hash, digest)):
            found.problems.append(Message("record {seq}: a field is not text as dpstudio writes it (it was changed)",
                                          seq=str(seq)))
            found.last = digest if isinstance(digest, str) else ""
            continue
        text = record_text(prev_hash, dataset, kind, created, user, stored)
        plain = plain_records is None or found.records <= plain_records
        expected = hashlib.sha256(text.encode("utf-8")).hexdigest() if plain else _mac_with(keyed, text)
        if expected != digest or not canonical(stored):
            found.problems.append(Message("record {seq}: its content does not match its hash (it was changed)",
                                          seq=str(seq)))
        found.last = digest
        if found.records in wanted:
            found.at[found.records] = digest
    return found


def _mac_with(keyed, text: str) -> str:
    """The HMAC of `text` from a keyed HMAC object (copying it skips re-keying: verify stays one fast pass)."""
    tag = keyed.copy()
    tag.update(text.encode("utf-8"))
    return tag.hexdigest()


def canonical(stored: str) -> bool:
    """Whether a record's data is written as dpstudio writes it (JSON, sorted keys)."""
    try:
        return stored == json.dumps(json.loads(stored), sort_keys=True, ensure_ascii=False)
    except ValueError:
        return False
