"""UTF-16 and UTF-32 text without a byte-order mark, recognised by where its NUL bytes fall.

Such a file (some exports write no mark) is valid UTF-8 byte by byte, since NUL is: read as
UTF-8, every column name would hold NULs ('p\\x00a\\x00...'), which DuckDB and Ibis cut short.
In UTF-16LE the letters of the Latin alphabet, digits, delimiters and line breaks are each a byte
followed by a NUL; in UTF-16BE a NUL followed by the byte; UTF-32 pads them with three NULs.
No UTF-8 or 8-bit text has NULs at every second (or fourth) byte, so a head in which most code
units look so, that decodes strictly, and whose text holds no NUL character, is one of these.
A UTF-16 file of text without any such character (only Chinese, say) is not recognised: it is
read as UTF-8 is, and its bytes say what is wrong.
"""
from __future__ import annotations

import codecs

SAMPLE = 64 * 1024  # bytes of the head looked at
SHARE = 0.5  # at least this share of the code units must look like a character of the ASCII range


def _looks_ascii(unit: bytes, encoding: str) -> bool:
    if encoding.endswith("le"):
        return unit[0] != 0 and not any(unit[1:])
    return unit[-1] != 0 and not any(unit[:-1])


def unmarked_unicode(head: bytes) -> str | None:
    """'utf-32-le', 'utf-32-be', 'utf-16-le' or 'utf-16-be' when `head` (the first bytes of a
    file with no byte-order mark) is text in that encoding; None otherwise."""
    sample = head[:SAMPLE]
    if 0 not in sample:
        return None
    for encoding, size in (("utf-32-le", 4), ("utf-32-be", 4), ("utf-16-le", 2), ("utf-16-be", 2)):
        units = len(sample) // size
        if units < 2:
            continue
        ascii_like = sum(_looks_ascii(sample[i:i + size], encoding) for i in range(0, units * size, size))
        if ascii_like < SHARE * units:
            continue
        try:  # a character cut off at the end of the sample is allowed
            text = codecs.getincrementaldecoder(encoding)("strict").decode(sample[:units * size])
        except UnicodeDecodeError:
            continue
        if "\x00" not in text:
            return encoding
    return None


def is_wide(encoding: str) -> bool:
    """Whether `encoding` writes each character in 2 or 4 bytes (UTF-16 or UTF-32, with or without a mark)."""
    try:
        name = codecs.lookup(encoding).name
    except LookupError:
        return False
    return name.startswith(("utf-16", "utf-32"))
