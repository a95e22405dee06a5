"""SHA-256 of a file's bytes, computed on a thread of its own while the file is being read.

The ledger knows a dataset by this hash, so it must cover exactly the bytes that were loaded. Hashing
the file in 16 MiB slices lets hashlib release the GIL, so the hash costs little beside the table
reader (which is busy parsing the same pages). The slices are read into one buffer, not mapped: a
memory map of a 2 GB Parquet file counted its 2 GB in the process's peak memory.
"""
from __future__ import annotations

import hashlib
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
        digest, buffer = hashlib.sha256(), bytearray(_SLICE)
        view = memoryview(buffer)
        try:
            with open(self._path, "rb", buffering=0) as handle:
                while not self._stop.is_set():
                    read = handle.readinto(buffer)
                    if not read:
                        self._digest = digest.hexdigest()
                        return
                    digest.update(view[:read])
        except OSError as exc:
            self._error = exc
        finally:
            view.release()

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
