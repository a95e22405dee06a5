"""The dataset fingerprint a release publishes, and the ledger's secret key.

The ledger knows a table's population by a random id (ledger_population.py). A release carries
HMAC-SHA256(key, population id), with a secret key kept beside the ledger: the steward (and
everyone sharing that ledger) can match releases to populations, and re-saved or re-extracted
copies of the same people carry the same fingerprint; nobody without the key can link it to
anything. (Before populations, the HMAC was of the file's SHA-256: a plain hash would have let
anyone holding a candidate copy test guesses.) The same key, through derived subkeys, keys the
ledger's sketch of the people (population.py) and the ledger's own chain, state and head
(ledger_chain.py, ledger_head.py).
"""
from __future__ import annotations

import hashlib
import hmac
import os
import secrets
from pathlib import Path

from ..base.errors import InputError
from ..base.words.message import Message
from .paths import default_ledger_path, key_path
from .refusals import LedgerTampered


def fingerprint_key(ledger_path=None) -> bytes:
    """The secret key beside the ledger, made (32 random bytes, readable by its owner only) on first use.

    Only a ledger that does not exist yet gets a new key (opening a ledger makes its key, see
    ledger_store.py): a ledger with records whose key is gone is refused, never given a new key.
    """
    ledger_path = Path(ledger_path or default_ledger_path())
    key = read_key(ledger_path)
    if key is not None:
        return key
    if ledger_path.exists() and ledger_path.stat().st_size > 0:
        raise LedgerTampered(ledger_path, [Message("its key file ({key}) is missing: it was deleted",
                                                   key=str(key_path(ledger_path)))],
                             Message("nothing was released or charged, and no new key was made"))
    return create_key(ledger_path)


def read_key(ledger_path) -> bytes | None:
    """The key beside the ledger, or None if there is none."""
    path = key_path(ledger_path)
    try:
        return path.read_bytes()
    except FileNotFoundError:
        return None
    except OSError as exc:
        raise InputError(Message("cannot read the ledger's key ({reason})", reason=str(exc.strerror)), where=str(path),
                         hint=Message("It lives beside the ledger; check that you may read it")) from None


def create_key(ledger_path) -> bytes:
    """The key beside the ledger, made now if there is none."""
    path = key_path(ledger_path)
    try:
        if not path.exists():
            path.parent.mkdir(parents=True, exist_ok=True)
            write_secret(path, secrets.token_bytes(32))
        return path.read_bytes()
    except FileExistsError:  # another process made it a moment ago
        return path.read_bytes()
    except OSError as exc:
        raise InputError(Message("cannot read or create the fingerprint key ({reason})", reason=str(exc.strerror)),
                         where=str(path), hint=Message("It lives beside the ledger; check that you may write there")) \
            from None


def write_secret(path: Path, key: bytes) -> None:
    """Write the key to a temporary file, then link it into place: a crash never leaves half a key.

    Linking fails if the key exists (FileExistsError), so two processes never end with two keys.
    Where a file system has no hard links, the key is written in place, as before.
    """
    temporary = path.with_name(f".{path.name}.{secrets.token_hex(4)}.tmp")
    descriptor = os.open(temporary, os.O_WRONLY | os.O_CREAT | os.O_EXCL, 0o600)
    try:
        with os.fdopen(descriptor, "wb") as handle:
            handle.write(key)
            handle.flush()
            os.fsync(handle.fileno())
        try:
            os.link(temporary, path)
        except FileExistsError:
            raise
        except OSError:  # no hard links here
            with os.fdopen(os.open(path, os.O_WRONLY | os.O_CREAT | os.O_EXCL, 0o600), "wb") as handle:
                handle.write(key)
    finally:
        temporary.unlink(missing_ok=True)


def public_fingerprint(dataset_id: str, key: bytes) -> str:
    """HMAC-SHA256 of the ledger's id for a population (or, in old ledgers, a file's SHA-256)."""
    return hmac.new(key, dataset_id.encode("ascii"), hashlib.sha256).hexdigest()
