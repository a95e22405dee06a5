"""The people samples of Parquet files the ledger has sketched, kept so that the same file is not sketched again.

A table's people sample (exact/people_sample.PeopleSample: at most 65,536 keyed hashes, a bound and a count)
is a function of its rows, the privacy unit's columns and the scheme. A Parquet file read where it lies has
no rows but its bytes (no reading option changes them), so a file whose SHA-256 the ledger has seen gives the
sample it gave then. Hashing the file with the CPU's SHA instructions (hashlib: about 2 GB/s) costs a small
part of sketching it in the engine (issue 47: 0.1 s against 2.8 s for the 10^7-row benchmark file).

Each sample is a file in `<ledger>.samples/` (folder and files readable by their owner only, like the
ledger), named by an HMAC of what it is the sample of (the file's SHA-256 and size, the unit, the columns,
the scheme and dpstudio's version: a later version may write canonical texts differently) under a subkey of
the ledger's key, and sealed by an HMAC of its contents under the same subkey. A sample whose seal does not
hold (changed, truncated, written by someone without the key) is not used: the table is sketched again, so a
memo can cost time but never change which population a table is. A sample is kept only when the file's size
and modification time are the same after sketching as before hashing. The folder keeps the KEEP samples used
last.

What the memo holds is what the ledger's sketches hold, more of it: keyed hashes of sampled people (up to
65,536 a file against 1,024 a sketch), never an id; docs/ledger.md, "The memo of sketched files", says what
that adds for someone holding the salt.
"""
from __future__ import annotations

import hashlib
import hmac
import json
import os
from dataclasses import dataclass
from pathlib import Path

import numpy as np

from ...version import __version__
from .paths import samples_path

KEEP = 16  # samples kept (512 KiB each at most)
_LABEL = b"dpstudio people sample memo"
_SLICE = 16 << 20


@dataclass(frozen=True)
class FileContent:
    """A file's SHA-256 and the size and modification time it had when hashed."""

    path: Path
    sha256: str
    stat: tuple[int, int]

    def unchanged(self) -> bool:
        try:
            return _stat(self.path) == self.stat
        except OSError:
            return False


def file_content(path: Path) -> FileContent:
    """Hash the file's bytes (16 MiB at a time: no memory map, whose pages would count in the process's peak)."""
    before = _stat(path)
    digest, buffer = hashlib.sha256(), bytearray(_SLICE)
    view = memoryview(buffer)
    with open(path, "rb", buffering=0) as handle:
        while read := handle.readinto(buffer):
            digest.update(view[:read])
    return FileContent(Path(path), digest.hexdigest(), before)


def _stat(path: Path) -> tuple[int, int]:
    found = os.stat(path)
    return found.st_size, found.st_mtime_ns


class SampleMemo:
    """The samples kept beside a ledger (under `key`, the ledger's)."""

    def __init__(self, ledger_path, key: bytes):
        self.folder = samples_path(ledger_path)
        self._key = hmac.new(key, _LABEL, hashlib.sha256).digest()

    def _name(self, content: FileContent, unit: str, columns: tuple[str, ...], scheme: str) -> str:
        what = json.dumps([content.sha256, content.stat[0], unit, list(columns), scheme, __version__])
        return hmac.new(self._key, what.encode("utf-8"), hashlib.sha256).hexdigest()[:40]

    def recall(self, content: FileContent, unit: str, columns: tuple[str, ...], scheme: str):
        """The sample kept for this file, unit, columns and scheme, or None (none kept, or its seal does not
        hold)."""
        # start-up: `ledger show` and `verify` read a ledger without the engines
        from ..exact.people_sample import PeopleSample

        path = self.folder / self._name(content, unit, columns, scheme)
        try:
            data = path.read_bytes()
        except OSError:
            return None
        body, seal = data[:-32], data[-32:]
        if len(data) < 32 or not hmac.compare_digest(hmac.new(self._key, path.name.encode() + body,
                                                               hashlib.sha256).digest(), seal):
            return None
        head, _, hashes = body.partition(b"\n")
        try:
            fields = json.loads(head)
            values = np.frombuffer(hashes, dtype=">u8").astype(np.uint64)
            sample = PeopleSample(values, int(fields["bound"]), int(fields["people"]), bool(fields["estimated"]))
        except (ValueError, KeyError, TypeError):
            return None
        os.utime(path)  # used last: kept longest
        return sample

    def keep(self, content: FileContent, unit: str, columns: tuple[str, ...], scheme: str, sample) -> None:
        """Keep the sample (if the file did not change while it was sketched); a memo that cannot be written is
        no memo (the ledger is not affected)."""
        if not content.unchanged():
            return
        name = self._name(content, unit, columns, scheme)
        head = json.dumps({"bound": int(sample.bound), "people": int(sample.people),
                           "estimated": bool(sample.estimated)}).encode("ascii")
        body = head + b"\n" + np.asarray(sample.hashes, dtype=">u8").tobytes()
        seal = hmac.new(self._key, name.encode() + body, hashlib.sha256).digest()
        try:
            self.folder.mkdir(mode=0o700, parents=True, exist_ok=True)
            partial = self.folder / f".{name}.{os.getpid()}"
            descriptor = os.open(partial, os.O_WRONLY | os.O_CREAT | os.O_TRUNC, 0o600)
            with os.fdopen(descriptor, "wb") as handle:
                handle.write(body + seal)
            os.replace(partial, self.folder / name)
            self._prune()
        except OSError:
            return

    def _prune(self) -> None:
        kept = sorted((p for p in self.folder.iterdir() if not p.name.startswith(".")),
                      key=lambda p: p.stat().st_mtime_ns, reverse=True)
        for old in kept[KEEP:]:
            old.unlink(missing_ok=True)
