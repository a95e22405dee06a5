"""The dataset fingerprint a release publishes, and the ledger's secret key.

The ledger knows a table's population by a random id (ledger_population.py). A release carries
HMAC-SHA256(key, population id), with a secret key kept beside the ledger: the steward (and
everyone sharing that ledger) can match releases to populations, and re-saved or re-extracted
copies of the same people carry the same fingerprint; nobody without the key can link it to
anything. (Before populations, the HMAC was of the file's SHA-256: a plain hash would have let
anyone holding a candidate copy test guesses.) The same key, through a derived subkey, keys the
ledger's sketch of the people (population.py).
"""
from __future__ import annotations

import hashlib
import hmac
import os
import secrets
from pathlib import Path

from .errors import InputError


def key_path(ledger_path) -> Path:
    path = Path(ledger_path)
    return path.with_name(path.name + ".key")


def fingerprint_key(ledger_path=None) -> bytes:
    """The secret key beside the ledger, made (32 random bytes, readable by its owner only) on first use."""
    from .ledger import default_ledger_path

    path = key_path(ledger_path or default_ledger_path())
    try:
        if not path.exists():
            path.parent.mkdir(parents=True, exist_ok=True)
            descriptor = os.open(path, os.O_WRONLY | os.O_CREAT | os.O_EXCL, 0o600)
            with os.fdopen(descriptor, "wb") as handle:
                handle.write(secrets.token_bytes(32))
        return path.read_bytes()
    except FileExistsError:  # another process made it a moment ago
        return path.read_bytes()
    except OSError as exc:
        raise InputError(f"cannot read or create the fingerprint key ({exc.strerror})", where=str(path),
                         hint="It lives beside the ledger; check that you may write there") from None


def public_fingerprint(dataset_id: str, key: bytes) -> str:
    """HMAC-SHA256 of the ledger's id for a population (or, in old ledgers, a file's SHA-256)."""
    return hmac.new(key, dataset_id.encode("ascii"), hashlib.sha256).hexdigest()
