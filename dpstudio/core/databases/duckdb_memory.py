"""DuckDB's memory: the sizes --memory-limit takes, and the settings a DuckDB connection is opened with under one.

Without DuckDB itself (nothing here imports it), so that the options are checked before any engine loads.
"""
from __future__ import annotations

import os
import re
import secrets
import tempfile
from pathlib import Path

MIN_MEMORY_MB = 16
MEMORY_PER_THREAD = 32 * 10 ** 6
_MEMORY = re.compile(r"(\d+(?:\.\d+)?)\s*(B|KB|MB|GB|TB|KiB|MiB|GiB|TiB)", re.IGNORECASE)
_UNITS = {"b": 1, "kb": 10 ** 3, "mb": 10 ** 6, "gb": 10 ** 9, "tb": 10 ** 12,
          "kib": 2 ** 10, "mib": 2 ** 20, "gib": 2 ** 30, "tib": 2 ** 40}


def memory_bytes(text: str) -> int | None:
    """A size as DuckDB reads it ('2GB', '512 MiB'), in bytes; None when it is not one."""
    match = _MEMORY.fullmatch(text.strip())
    return None if match is None else int(float(match.group(1)) * _UNITS[match.group(2).lower()])


def duckdb_config(memory_limit: str | None) -> dict:
    """DuckDB's settings: with memory_limit (for example '4GB'), what does not fit spills to a temporary
    folder, and at most one thread per MEMORY_PER_THREAD runs (each thread needs its own buffers: 64MB
    is enough for 2 threads and too little for 8, whatever the number of cores)."""
    if memory_limit is None:
        return {}
    threads = max(1, min(os.cpu_count() or 1, (memory_bytes(memory_limit) or 0) // MEMORY_PER_THREAD))
    spill = Path(tempfile.gettempdir()) / f"dpstudio-duckdb-{secrets.token_hex(8)}"  # made, and removed, by DuckDB
    return {"memory_limit": memory_limit, "threads": threads, "temp_directory": str(spill)}
