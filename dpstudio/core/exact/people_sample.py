"""The ledger's sample of a table's people, computed where the table lives (ledger/population.py).

The engine writes each person in its canonical text (people_text.py), hashes the salted text with
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


def people_sample(table, columns: list[str], person: bool, salt: str, rows: int) -> PeopleSample:
    """The sample of `table`'s people: ids in columns[0] when `person`, else whole rows over `columns`.

    `rows`: the table's row count (an upper bound on its people), which sets the first bound searched."""
    backend = _backend(table)
    zoneless = spark_zoneless(table.select(*columns)) if backend == "pyspark" else frozenset()
    text = person_text(table, columns[0], zoneless) if person else row_text(table, columns, zoneless)
    hashed = table.select(**{HASH: digest(text, salt, backend)})
    hashed = hashed.filter(hashed[HASH].notnull())
    bound = FULL if rows <= SEARCH * MOST else int(FULL * (SEARCH * MOST / rows))
    while True:
        found, below = _below(hashed, bound, backend)
        if below >= MOST or bound == FULL:
            return _sample(found, below, bound)
        bound = FULL if below == 0 else min(FULL, int(bound * SEARCH * MOST / below))


def _sample(found: np.ndarray, below: int, bound: int) -> PeopleSample:
    if below > MOST:  # only the first MOST came back: all people up to the last of them are there
        return PeopleSample(found, int(found[-1]), round(below / ((bound + 1) / 2 ** 64)) if bound < FULL else below,
                            bound < FULL)
    if bound < FULL:
        return PeopleSample(found, bound, round(below / ((bound + 1) / 2 ** 64)), True)
    return PeopleSample(found, FULL, below)


def _below(hashed, bound: int, backend: str) -> tuple[np.ndarray, int]:
    """The MOST smallest distinct hashes at most `bound`, and how many distinct hashes are at most `bound`."""
    from .ibis_answers import aggregate_rows

    if bound < FULL:
        hashed = hashed.filter(hashed[HASH] <= _literal(bound, backend))
    distinct = hashed.distinct()
    query = distinct.mutate(**{FOUND: distinct[HASH].count().over()}).order_by(HASH).limit(MOST)
    rows = aggregate_rows(query)
    values = np.array([_number(row[HASH]) for row in rows], dtype=np.uint64)
    return values, int(rows[0][FOUND]) if rows else 0


def digest(text, salt: str, backend: str):
    """The first 64 bits of SHA-256(salt | text) (UTF-8), as the engine can order them: 16 hex digits
    (DuckDB, Spark: text compared byte by byte) or 8 bytes (PostgreSQL, whose text order follows a locale)."""
    salted = ibis.literal(salt + "|") + text
    if backend == "postgres":
        return _pg_substr(_pg_sha256(_pg_convert_to(salted, "UTF8")), 1, 8)
    return _first(salted.hexdigest("sha256"), 1, 16)


def _literal(bound: int, backend: str):
    if backend == "postgres":
        return ibis.literal(bound.to_bytes(8, "big"), type="binary")
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


@ibis.udf.scalar.builtin(name="sha256")
def _pg_sha256(data: dt.binary) -> dt.binary:
    """PostgreSQL's SHA-256 of bytes."""


@ibis.udf.scalar.builtin(name="substr")
def _pg_substr(data: dt.binary, start: int, length: int) -> dt.binary:
    """PostgreSQL's part of bytes (from 1)."""
