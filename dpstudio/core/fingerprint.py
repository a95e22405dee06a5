"""The dataset fingerprint a release publishes.

The ledger knows a dataset by the SHA-256 of its file. Publishing that hash would let anyone who
holds a candidate copy, or all but one record of the table, test guesses about the data (hash a
guess, compare). So a release carries HMAC-SHA256(key, file SHA-256) instead, with a secret key
kept beside the ledger: the steward (and everyone sharing that ledger) can match releases to
datasets; nobody without the key can test a guess.
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


def public_fingerprint(dataset_sha256: str, key: bytes) -> str:
    return hmac.new(key, dataset_sha256.encode("ascii"), hashlib.sha256).hexdigest()
