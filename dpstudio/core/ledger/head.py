"""The ledger's head kept in a second place: `<ledger>.head`, beside the database and its key.

The head is the ledger's id, how many records it holds and the last record's hash, MACed under
a subkey of the ledger's key. It is written after each committed write, atomically (a temporary
file in the same folder, fsync, os.replace; readable by its owner only). A crash between the
database's commit and this write leaves the head one transaction behind, which `verify` accepts
(the state in the database names the head before); the next write brings it up to date first.

The head the steward writes down elsewhere (`dpstudio ledger verify` prints it as ID:N:HASH,
the hash's first 16 hex digits) is checked with `dpstudio ledger verify --head ID:N:HASH`: the
ledger must still hold that record as its N-th.
"""
from __future__ import annotations

import glob
import json
import os
import secrets
from dataclasses import dataclass
from pathlib import Path

from ..base.errors import InputError
from ..base.words.message import Message
from .chain import mac, subkey
from .paths import head_path

HEAD_PURPOSE = b"dpstudio ledger head file v1"
SHOWN_HEX = 16


@dataclass(frozen=True)
class Head:
    ledger: str
    records: int
    hash: str

    def text(self) -> str:
        return json.dumps({"ledger": self.ledger, "records": self.records, "hash": self.hash}, sort_keys=True)

    def shown(self) -> str:
        """The value a steward writes down: ID:N:first 16 hex digits of the last hash."""
        return f"{self.ledger}:{self.records}:{self.hash[:SHOWN_HEX]}"


def read_head(ledger_path, ledger_key: bytes) -> tuple[Head | None, str | None]:
    """The head beside the ledger, or (None, why not): missing, unreadable, or not MACed under this key."""
    path = head_path(ledger_path)
    try:
        data = json.loads(path.read_text(encoding="utf-8"))
        head = Head(str(data["ledger"]), int(data["records"]), str(data["hash"]))
        tag = str(data["mac"])
    except FileNotFoundError:
        return None, "missing"
    except (OSError, ValueError, KeyError, TypeError):
        return None, "unreadable"
    if tag != mac(subkey(ledger_key, HEAD_PURPOSE), head.text()):
        return None, "foreign"
    return head, None


def write_head(ledger_path, ledger_key: bytes, head: Head) -> None:
    """Replace the head file atomically (a crash leaves the old head or the new one, never half of one)."""
    path = head_path(ledger_path)
    for left in path.parent.glob(f".{glob.escape(path.name)}.*.tmp"):  # from a crash (heads are written under the write lock)
        left.unlink(missing_ok=True)
    data = json.loads(head.text())
    data["mac"] = mac(subkey(ledger_key, HEAD_PURPOSE), head.text())
    temporary = path.with_name(f".{path.name}.{secrets.token_hex(4)}.tmp")
    descriptor = os.open(temporary, os.O_WRONLY | os.O_CREAT | os.O_EXCL, 0o600)
    try:
        with os.fdopen(descriptor, "w", encoding="utf-8") as handle:
            handle.write(json.dumps(data, sort_keys=True) + "\n")
            handle.flush()
            os.fsync(handle.fileno())
        os.replace(temporary, path)
    except BaseException:
        temporary.unlink(missing_ok=True)
        raise
    _sync_folder(path.parent)


def _sync_folder(folder: Path) -> None:
    """Make the rename itself durable (where the platform lets a folder be opened)."""
    try:
        descriptor = os.open(folder, os.O_RDONLY)
    except OSError:
        return
    try:
        os.fsync(descriptor)
    except OSError:
        pass
    finally:
        os.close(descriptor)


def parse_written_head(value: str) -> tuple[str, int, str]:
    """ID:N:HASH as `dpstudio ledger verify` printed it."""
    parts = value.strip().lower().split(":")
    try:
        ledger, records, digest = parts
        records = int(records)
        int(digest, 16)
    except ValueError:
        raise InputError(Message("--head {value} is not a head as `dpstudio ledger verify` prints it",
                                 value=repr(value)),
                         hint=Message("Give it as ID:N:HASH, e.g. 3f2a…:12:9c1e0b7d5a4f3e21")) from None
    if records < 0 or len(digest) < SHOWN_HEX:
        raise InputError(Message("--head {value}: give the record count and at least {digits} hex digits of the hash",
                                 value=repr(value), digits=SHOWN_HEX))
    return ledger, records, digest
