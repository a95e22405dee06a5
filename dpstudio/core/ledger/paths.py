"""Where a ledger's files lie: the ledger itself (by default in the user's data folder), and beside it
its secret key, its head and the data office's signing key.

The lowest module of the ledger: fingerprint.py, head.py, signing.py, store.py, verify.py and book.py all
find the files here, so none of them imports another for a path.
"""
from __future__ import annotations

import os
from pathlib import Path

from platformdirs import user_data_dir


def default_ledger_path() -> Path:
    """$DPSTUDIO_LEDGER, or ledger.sqlite in the user's data folder."""
    if os.environ.get("DPSTUDIO_LEDGER"):
        return Path(os.environ["DPSTUDIO_LEDGER"])
    return Path(user_data_dir("dpstudio", appauthor=False)) / "ledger.sqlite"


def key_path(ledger_path) -> Path:
    """The ledger's secret key (fingerprint.py)."""
    path = Path(ledger_path)
    return path.with_name(path.name + ".key")


def head_path(ledger_path) -> Path:
    """The ledger's head, kept in a second place (head.py)."""
    path = Path(ledger_path)
    return path.with_name(path.name + ".head")


def signing_key_path(ledger_path) -> Path:
    """The data office's private signing key (signing.py)."""
    path = Path(ledger_path)
    return path.with_name(path.name + ".signing-key")


def samples_path(ledger_path) -> Path:
    """The people samples of Parquet files the ledger has sketched (sample_memo.py)."""
    path = Path(ledger_path)
    return path.with_name(path.name + ".samples")
