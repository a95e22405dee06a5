"""The ledger's sample of a table's people, computed where the table lives (ledger/population.py).

The engine writes each person in its canonical text (people_text.py) after the salt, hashes that with
SHA-256, keeps the first 64 bits, and returns only the smallest distinct hashes (at most MOST) and how
many distinct hashes it found below the bound it searched: never a row, an id or a canonical text.
The salt is derived from the ledger's key (ledger/population.py says why sending it is acceptable).

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


def people_sample(table, columns: list[str], person: bool, salt: str, rows: int, most: int = MOST) -> PeopleSample:
    """The sample of `table`'s people: ids in columns[0] when `person`, else whole rows over `columns`.

    `rows`: the table's row count (an upper bound on its people), which sets the first bound searched;
    `most`: how many hashes come back at most (MOST; smaller in tests)."""
    backend = _backend(table)
    zoneless = spark_zoneless(table.select(*columns)) if backend == "pyspark" else frozenset()
    text = person_text(table, columns[0], zoneless, salt) if person else row_text(table, columns, zoneless, salt)
    hashed = table.select(**{HASH: digest(text, backend)})  # NULL for a missing id: not counted, ordered last
    bound = FULL if rows <= SEARCH * most else int(FULL * (SEARCH * most / rows))
    while True:
        found, below = _below(hashed, bound, backend, most)
        if below >= most or bound == FULL:
            return _sample(found, below, bound, most)
        bound = FULL if below == 0 else min(FULL, int(bound * SEARCH * most / below))


def _sample(found: np.ndarray, below: int, bound: int, most: int) -> PeopleSample:
    """`found`: the smallest `most` of the `below` distinct hashes at most `bound`."""
    people, estimated = (below, False) if bound == FULL else (round(below / ((bound + 1) / 2 ** 64)), True)
    if below > most:  # only the first `most` came back: all people up to the last of them are there
        return PeopleSample(found, int(found[-1]), people, estimated)
    return PeopleSample(found, bound, people, estimated)


def _below(hashed, bound: int, backend: str, most: int) -> tuple[np.ndarray, int]:
    """The `most` smallest distinct hashes at most `bound`, and how many distinct hashes are at most `bound`."""
    if bound < FULL:  # hashes above the bound become one NULL, reading each hash once: with a filter (DuckDB)
        beyond = _literal(bound + 1, backend)  # or a CASE (PostgreSQL), the engine hashes every row twice
        hashed = hashed.select(**{HASH: ibis.least(hashed[HASH], beyond).nullif(beyond)})
    distinct = hashed.distinct()
    query = distinct.mutate(**{FOUND: distinct[HASH].count().over()})
    rows = aggregate_rows(query.order_by(ibis.asc(HASH, nulls_first=False)).limit(most))
    values = np.array([_number(row[HASH]) for row in rows if row[HASH] is not None], dtype=np.uint64)
    return values, int(rows[0][FOUND]) if rows else 0


def digest(salted, backend: str):
    """The first 64 bits of SHA-256 of the salted text (UTF-8), as the engine can order them: 16 hex digits
    (DuckDB, Spark: text compared byte by byte) or 8 bytes (PostgreSQL, whose text order follows a locale)."""
    if backend == "postgres":
        return _pg_substr(_pg_sha256(_pg_convert_to(salted, "UTF8")), 1, 8)
    return _first(salted.hexdigest("sha256"), 1, 16)


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


@ibis.udf.scalar.builtin(name="substr")
def _pg_substr(data: dt.binary, start: int, length: int) -> dt.binary:
    """PostgreSQL's part of bytes (from 1)."""
