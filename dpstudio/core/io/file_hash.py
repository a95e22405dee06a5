"""SHA-256 of a file's bytes, computed on a thread of its own while the file is being read.

The ledger knows a dataset by this hash, so it must cover exactly the bytes that were loaded. Hashing
a memory map of the file in 16 MiB slices lets hashlib release the GIL, so the hash costs little
beside the table reader (which is busy parsing the same pages).
"""
from __future__ import annotations

import hashlib
import mmap
import threading
from pathlib import Path

_SLICE = 16 << 20


class FileHasher:
    """Starts hashing `path` at once; `result()` waits for the hex digest."""

    def __init__(self, path: Path) -> None:
        self._path = Path(path)
        self._stop = threading.Event()
        self._digest: str | None = None
        self._error: OSError | None = None
        self._thread = threading.Thread(target=self._run, name="dpstudio-file-hash", daemon=True)
        self._thread.start()

    def _run(self) -> None:
        digest = hashlib.sha256()
        try:
            with open(self._path, "rb") as handle:
                if self._path.stat().st_size > 0:
                    with mmap.mmap(handle.fileno(), 0, access=mmap.ACCESS_READ) as mapped:
                        view = memoryview(mapped)
                        try:
                            for start in range(0, len(view), _SLICE):
                                if self._stop.is_set():
                                    return
                                digest.update(view[start:start + _SLICE])
                        finally:
                            view.release()
            self._digest = digest.hexdigest()
        except OSError as exc:
            self._error = exc

    def result(self) -> str:
        self._thread.join()
        if self._error is not None:
            raise self._error
        if self._digest is None:
            raise RuntimeError("hashing was stopped")
        return self._digest

    def stop(self) -> None:
        """Abandon the hash (the load failed or was cancelled) and wait for the thread to end."""
        self._stop.set()
        self._thread.join()
