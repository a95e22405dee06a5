"""Cheap questions about a text column, answered from its offsets and bytes (no per-value kernel).

Each answer may say "maybe" where the truth is "no" (then the caller does the exact, slower
work, which gives the same values), never "no" where the truth is "yes". So they only decide
how fast a column is read, never what is read.
"""
from __future__ import annotations

import numpy as np
import pyarrow as pa


def _parts(chunk):
    """The chunk's value offsets and its data buffer as numpy arrays; None when it holds no byte
    (or is not a plain string array)."""
    if not pa.types.is_string(chunk.type) or len(chunk) == 0 or chunk.null_count == len(chunk):
        return None
    _, offsets_buffer, data_buffer = chunk.buffers()
    if data_buffer is None or data_buffer.size == 0:
        return None
    offsets = np.frombuffer(offsets_buffer, np.int32)[chunk.offset:chunk.offset + len(chunk) + 1]
    return offsets, np.frombuffer(data_buffer, np.uint8)


def _value_bytes(chunk, parts) -> bytes:
    """The bytes of the chunk's values, copied (a copy and a memchr beat any per-byte test)."""
    offsets, _ = parts
    return chunk.buffers()[2].slice(int(offsets[0]), int(offsets[-1] - offsets[0])).to_pybytes()


def blank_edges(column: pa.ChunkedArray) -> bool:
    """Whether some value may start or end with a space or a tab."""
    for chunk in column.chunks:
        parts = _parts(chunk)
        if parts is None:
            continue
        raw = _value_bytes(chunk, parts)
        if raw.find(b" ") < 0 and raw.find(b"\t") < 0:
            continue
        offsets, data = parts
        for edge in (data.take(offsets[:-1], mode="clip"), data.take(offsets[1:] - 1, mode="clip")):
            if np.any((edge == ord(" ")) | (edge == ord("\t"))):
                return True
    return False


def has_byte(column: pa.ChunkedArray, found: bytes) -> bool:
    """Whether some value may hold one of the bytes `found`."""
    for chunk in column.chunks:
        parts = _parts(chunk)
        if parts is None:
            continue
        raw = _value_bytes(chunk, parts)
        if any(raw.find(bytes([byte])) >= 0 for byte in found):
            return True
    return False
