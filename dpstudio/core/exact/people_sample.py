"""The ledger's sample of a table's people, computed where the table lives (ledger/population.py).

The engine writes each person in its canonical text (people_text.py) after the salt, hashes that, and
returns only the smallest distinct 64-bit hashes (at most MOST) and how many distinct hashes it found
below the bound it searched: never a row, an id or a canonical text. The salt is derived from the
ledger's key (ledger/population.py says why sending it is acceptable). Two digests (people_digests.py):

- MD5_SHA256 (scheme V3, the current one): the first 32 bits of MD5 of the salted text, then the
  first 32 bits of its SHA-256. The value's order is MD5's first, so the people below a bound are
  found by MD5 alone (a filter on every row), and SHA-256 is computed only for those candidates: DuckDB,
  which sketches every file, runs SHA-256 without the CPU's SHA instructions, three times slower than MD5.
- SHA256 (scheme V2, in ledgers made before): the first 64 bits of SHA-256, for every row.

One query, normally. The engine first looks only below a bound expected to hold SEARCH x MOST distinct
people (from the table's row count: a table has at most as many people as rows), so it keeps a small
set of hashes however large the table is; if fewer than MOST people lie below it (people with many
rows each), it looks again below a bound raised accordingly, at worst the whole range.
"""
from __future__ import annotations

from dataclasses import dataclass

import ibis
import ibis.expr.datatypes as dt
import numpy as np

from ..databases.ibis_results import aggregate_rows
from .people_digests import MD5_SHA256, SHA256
from .people_text import person_text, row_text, spark_zoneless

MOST = 1 << 16  # hashes returned at most (512 KiB as numbers)
SEARCH = 4  # the first bound is expected to hold this many times MOST people
FULL = 2 ** 64 - 1
HASH = "__dpstudio_hash"
FOUND = "__dpstudio_found"


@dataclass(frozen=True, eq=False)
class PeopleSample:
    """The smallest distinct keyed hashes of a table's people (sorted), and how many people it has."""

    hashes: np.ndarray  # uint64, sorted, distinct, at most MOST
    bound: int  # every person whose hash is at most this is in `hashes` (FULL: all of them)
    people: int  # distinct people: exact unless `estimated`
    estimated: bool = False  # people estimated from how many lie below the bound searched

    def __eq__(self, other) -> bool:
        return isinstance(other, PeopleSample) and np.array_equal(self.hashes, other.hashes) and \
            (self.bound, self.people, self.estimated) == (other.bound, other.people, other.estimated)

    __hash__ = None


def people_sample(table, columns: list[str], person: bool, salt: str, rows: int, most: int = MOST,
                  kind: str = MD5_SHA256) -> PeopleSample:
    """The sample of `table`'s people: ids in columns[0] when `person`, else whole rows over `columns`.

    `rows`: the table's row count (an upper bound on its people), which sets the first bound searched;
    `most`: how many hashes come back at most (MOST; smaller in tests); `kind`: the digest (people_digests.py)."""
    backend = _backend(table)
    zoneless = spark_zoneless(table.select(*columns)) if backend == "pyspark" else frozenset()
    text = person_text(table, columns[0], zoneless, salt) if person else row_text(table, columns, zoneless, salt)
    bound = FULL if rows <= SEARCH * most else int(FULL * (SEARCH * most / rows))
    while True:
        found, below = _below(_candidates(table, text, backend, kind, bound), bound, backend, most)
        if below >= most or bound == FULL:
            return _sample(found, below, bound, most)
        bound = FULL if below == 0 else min(FULL, int(bound * SEARCH * most / below))


def _candidates(table, text, backend: str, kind: str, bound: int):
    """Each person's hash (NULL for a missing id: not counted, ordered last), of the people whose hash may be at
    most `bound`: under MD5_SHA256 only those whose MD5 part is at most the bound's (a filter on MD5 alone, so that
    SHA-256 is computed for them only); under SHA256 every row."""
    if kind == SHA256 or bound == FULL:
        return table.select(**{HASH: digest(text, backend, kind)})
    fast, top = _first(_md5_hex(text, backend), 1, 8), ibis.literal(f"{bound >> 32:08x}")
    below = _pg_text_pattern_le(fast, top) if backend == "postgres" else fast <= top  # hex digits in byte order
    return table.filter(below).select(**{HASH: digest(text, backend, kind)})


def _sample(found: np.ndarray, below: int, bound: int, most: int) -> PeopleSample:
    """`found`: the smallest `most` of the `below` distinct hashes at most `bound`."""
    people, estimated = (below, False) if bound == FULL else (round(below / ((bound + 1) / 2 ** 64)), True)
    if below > most:  # only the first `most` came back: all people up to the last of them are there
        return PeopleSample(found, int(found[-1]), people, estimated)
    return PeopleSample(found, bound, people, estimated)


def _below(hashed, bound: int, backend: str, most: int) -> tuple[np.ndarray, int]:
    """The `most` smallest distinct hashes at most `bound`, and how many distinct hashes are at most `bound`."""
    if bound < FULL:  # hashes above the bound become one NULL, reading each hash once: with a filter (DuckDB)
        beyond = _literal(bound + 1, backend)  # or a CASE (PostgreSQL), the engine hashes every candidate twice
        hashed = hashed.select(**{HASH: ibis.least(hashed[HASH], beyond).nullif(beyond)})
    distinct = hashed.distinct()
    query = distinct.mutate(**{FOUND: distinct[HASH].count().over()})
    rows = aggregate_rows(query.order_by(ibis.asc(HASH, nulls_first=False)).limit(most), costly_rows=True)
    values = np.array([_number(row[HASH]) for row in rows if row[HASH] is not None], dtype=np.uint64)
    return values, int(rows[0][FOUND]) if rows else 0


def digest(salted, backend: str, kind: str = MD5_SHA256):
    """The 64-bit hash of the salted text (UTF-8) as the engine can order it: 16 hex digits (DuckDB, Spark: text
    compared byte by byte) or 8 bytes (PostgreSQL, whose text order follows a locale). MD5_SHA256: MD5's first 32
    bits, then SHA-256's first 32; SHA256: SHA-256's first 64 bits."""
    if kind == SHA256:
        return _sha256_part(salted, backend, 8)
    fast, slow = _md5_part(salted, backend), _sha256_part(salted, backend, 4)
    return _pg_byteacat(fast, slow) if backend == "postgres" else fast + slow


def _md5_part(salted, backend: str):
    """The first 32 bits of MD5 of the salted text (as digest writes them)."""
    if backend == "postgres":
        return _pg_decode(_first(_md5_hex(salted, backend), 1, 8), "hex")
    return _first(_md5_hex(salted, backend), 1, 8)


def _md5_hex(salted, backend: str):
    """MD5 of the salted text (UTF-8) in 32 hex digits."""
    return _pg_md5(_pg_convert_to(salted, "UTF8")) if backend == "postgres" else salted.hexdigest("md5")


def _sha256_part(salted, backend: str, size: int):
    """The first `size` bytes of SHA-256 of the salted text (as digest writes them)."""
    if backend == "postgres":
        return _pg_substr(_pg_sha256(_pg_convert_to(salted, "UTF8")), 1, size)
    return _first(salted.hexdigest("sha256"), 1, 2 * size)


def _literal(bound: int, backend: str):
    """The bound as the engine orders the hashes (digest)."""
    if backend == "postgres":
        return _pg_decode(ibis.literal(f"{bound:016x}"), "hex")
    return ibis.literal(f"{bound:016x}")


def _number(value) -> int:
    return int.from_bytes(value, "big") if isinstance(value, (bytes, bytearray, memoryview)) else int(value, 16)


def _backend(table) -> str:
    return table._find_backend(use_default=True).name


@ibis.udf.scalar.builtin(name="substr")
def _first(text: str, start: int, length: int) -> str:
    """DuckDB's and Spark's part of a text (from 1; Ibis's own substr repeats its argument)."""


@ibis.udf.scalar.builtin(name="convert_to")
def _pg_convert_to(text: str, encoding: str) -> dt.binary:
    """PostgreSQL: text as bytes in an encoding."""


@ibis.udf.scalar.builtin(name="decode")
def _pg_decode(text: str, encoding: str) -> dt.binary:
    """PostgreSQL: bytes written as text (hex)."""


@ibis.udf.scalar.builtin(name="sha256")
def _pg_sha256(data: dt.binary) -> dt.binary:
    """PostgreSQL's SHA-256 of bytes."""


@ibis.udf.scalar.builtin(name="text_pattern_le")
def _pg_text_pattern_le(left: str, right: str) -> bool:
    """PostgreSQL: `left ~<=~ right`, texts compared byte by byte (the `<=` of text follows the locale)."""


@ibis.udf.scalar.builtin(name="md5")
def _pg_md5(data: dt.binary) -> str:
    """PostgreSQL's MD5 of bytes, as 32 hex digits."""


@ibis.udf.scalar.builtin(name="substr")
def _pg_substr(data: dt.binary, start: int, length: int) -> dt.binary:
    """PostgreSQL's part of bytes (from 1)."""


@ibis.udf.scalar.builtin(name="byteacat")
def _pg_byteacat(first: dt.binary, second: dt.binary) -> dt.binary:
    """PostgreSQL's bytea concatenation (what `||` on two bytea calls)."""
