"""A keyed sketch of the people in a table, so the ledger knows a population, not a file.

Scheme V3 (SCHEME), computed where the table lives like every exact answer: the engine holding the
table (DuckDB, PostgreSQL, Spark; a DataFrame through an in-process DuckDB) writes each privacy unit
(a person id, or for row-level plans a whole row) in one canonical text (exact/people_text.py: ids
trimmed, 17, 17.0 and "17" one id, dates in UTC microseconds, missing ids left out), salts it with
sketch_salt(ledger key), and gives it a 64-bit hash: the first 32 bits of MD5, then the first 32 bits
of SHA-256 (exact/people_sample.py, MD5_SHA256). It returns only the smallest distinct hashes and how
many people there are: never a row or an id. The sketch keeps the K smallest (a bottom-K sample); two
sketches estimate how many people two tables share. docs/ledger.md, "The population sketch", gives the
threat model of sending the salt, and why choosing the candidates by MD5 reveals nothing a keyed hash
does not. Under V3 the engine computes SHA-256 only for the people whose MD5 part can put them in the
sample, and MD5 for every row (about three times as fast as SHA-256 in DuckDB, which runs SHA-256
without the CPU's SHA instructions).

Sketches of older schemes stay recognised: V2 (the first 64 bits of the salted SHA-256, computed by the
engine for every row) and V1 (SipHash-2-4 in the steward's process, population_v1.py). Ledgers made
before hold them; population_match.py compares a table with them when no V3 sketch matches, and the
release that matches one records the population's sketch again under V3.

Why K = 1024: a share p estimated from K sampled people has a standard error of at most
sqrt(0.25 / K) = 0.016, so the 0.5 threshold (MATCH_SHARE) separates a population sharing 60% or
more from one sharing 40% or less by six standard errors; a sketch stays small (16 KiB as text).
That holds when K people can be compared. A table is compared whole with a population's sample
(compare_table): the population's side always has min(K, its size) people, but the table's side
only has the table's people whose hash falls below the population sketch's threshold, about
K x (table size / population size). Below MIN_COMPARED of them the table's share is not
estimated at all: the result is undetermined, not "no overlap" (a 50-person extract of a
100,000-person registry has about 0.5 such people). The engine returns at most 65,536 of the
table's smallest hashes (people_sample.MOST): a table more than 64 times the size of a population is
compared below the last of them, with fewer of the population's sampled people.

Why MIN_COMPARED = 30: with n >= 30 comparable people, a table sharing 80% or more of its people
with the population shows under 50% (and so looks new) with probability 5e-5 (binomial, n = 30),
and one sharing 20% or less looks like the population with probability 2e-4; the
standard error is at most sqrt(0.25 / 30) = 0.09. Fewer than 30 would let a plain extract look new
too often; more would make every table under ~3% of a known registry's size undetermined.

The sketch is for the ledger only (the steward's private file): it is never published.
"""
from __future__ import annotations

import base64
import hashlib
import hmac
from dataclasses import dataclass

import numpy as np

from ..exact.people_digests import MD5_SHA256, SHA256

K = 1024
MATCH_SHARE = 0.5  # a table sharing at least this share of its (or the population's) people IS that population
MIN_COMPARED = 30  # fewer comparable people of the table than this: the overlap is undetermined
SCHEME = "md5-sha256-salted-bottomk-v3"  # computed by the engine (exact/people_sample.py)
V2 = "sha256-salted-bottomk-v2"  # computed by the engine, in ledgers made before
V1 = "siphash24-bottomk-v1"  # computed in the steward's process (population_v1.py), in ledgers made before
OLDER = (V2, V1)  # the older schemes a table is compared in when no current sketch matches, newest first
ENGINE_DIGESTS = {SCHEME: MD5_SHA256, V2: SHA256}  # the schemes an engine computes, and their hash
FULL = 2 ** 64 - 1
_SALT_LABEL = b"dpstudio population sketch v2 salt"


@dataclass(frozen=True)
class Sketch:
    """The K smallest keyed hashes of a table's distinct people (sorted), and how many people it has."""

    unit: str  # "person" (ids of the privacy-unit column) or "row" (whole rows)
    hashes: tuple[int, ...]
    people: int
    columns: tuple[str, ...] = ()  # the person column, or the columns a row is hashed over (() if not recorded)
    scheme: str = SCHEME  # how the hashes were made: sketches of two schemes cannot be compared

    def to_dict(self) -> dict:
        data = {"unit": self.unit, "people": self.people, "scheme": self.scheme,
                "hashes": [f"{h:016x}" for h in self.hashes]}
        return {**data, "columns": list(self.columns)} if self.columns else data

    @classmethod
    def from_dict(cls, data: dict) -> "Sketch":
        return cls(data["unit"], tuple(int(h, 16) for h in data["hashes"]), int(data["people"]),
                   tuple(data.get("columns", ())), data.get("scheme", V1))

    def threshold(self) -> int:
        """Every person whose hash is at most this is in the sample."""
        return self.hashes[-1] if len(self.hashes) >= K else FULL


@dataclass(frozen=True)
class Overlap:
    of_table: float  # estimated share of the table's people who are in the population
    of_population: float  # estimated share of the population's people who are in the table
    shared_people: int  # estimated number of people in both
    compared: int = K  # how many of the table's people could be compared (see MIN_COMPARED)
    exact: bool = False  # the population's sketch lists all its people: every person of the table was compared

    @property
    def share(self) -> float:
        """The larger share: a small extract of a big registry is mostly the registry's people."""
        return max(self.of_table, self.of_population)

    @property
    def matches(self) -> bool:
        return self.share >= MATCH_SHARE

    @property
    def determined(self) -> bool:
        """A match, or enough comparable people to say the table is not this population."""
        return self.matches or self.exact or self.compared >= MIN_COMPARED


def sketch_salt(ledger_key: bytes) -> str:
    """The salt the engine hashes each person's text after: the first 128 bits of HMAC-SHA256 of the ledger's
    key and a label, in base64 (22 characters: with a row of up to 87 characters, two blocks of SHA-256). It
    reveals nothing of the key (which also keys the ledger's chain and fingerprints)."""
    return base64.b64encode(hmac.new(ledger_key, _SALT_LABEL, hashlib.sha256).digest()[:16]).decode("ascii").rstrip("=")


def sketch_of_sample(sample, unit: str, columns: tuple[str, ...]) -> Sketch:
    """The sketch of a table's people from its sample (exact/people_sample.PeopleSample)."""
    return Sketch(unit, tuple(int(h) for h in sample.hashes[:K]), int(sample.people), columns)


def sketch_table(table, person_column: str | None, ledger_key: bytes) -> Sketch:
    """The sketch of a table's people (a DataFrame or a table source): the ids in `person_column`, or each row."""
    # start-up: `ledger show` and `verify` read a ledger without the engines
    from ..exact.source import as_source

    source = as_source(table)
    unit, columns = ("row", tuple(sorted(source.column_kinds()))) if person_column is None else \
        ("person", (str(person_column),))
    sample = source.people_sample(list(columns), person_column is not None, sketch_salt(ledger_key))
    return sketch_of_sample(sample, unit, columns)


def keyed_people(frame, person_column: str | None, ledger_key: bytes) -> np.ndarray:
    """The keyed hash of every person of a DataFrame, row by row (missing ids left out): the values the
    sketch samples, for a test to choose people by."""
    # start-up: `ledger show` and `verify` read a ledger without the engines
    from ..exact.frame_people import frame_row_hashes

    return frame_row_hashes(frame, person_column, sketch_salt(ledger_key))


def compare_table(sample, table: Sketch, population: Sketch) -> Overlap:
    """Estimate the overlap of a whole table (its sample: exact/people_sample.PeopleSample) with a population's
    sketch.

    Below tau, the smaller of the population's threshold and the sample's bound, both sides hold every
    one of their people: the table's people below tau estimate the table's share, and the population's
    sampled people below tau found in the table the population's share.
    """
    tau = np.uint64(min(population.threshold(), sample.bound))
    comparable = sample.hashes[:np.searchsorted(sample.hashes, tau, side="right")]  # a view
    theirs = np.asarray(population.hashes, dtype=np.uint64)
    theirs = theirs[:np.searchsorted(theirs, tau, side="right")]
    shared = _found(theirs, comparable)
    of_table = shared / comparable.size if comparable.size else 0.0
    of_population = shared / theirs.size if theirs.size else 0.0
    return Overlap(of_table, of_population, round(of_table * table.people), int(comparable.size),
                   len(population.hashes) < K and sample.bound == FULL)


def _found(sample: np.ndarray, people: np.ndarray) -> int:
    """How many of `sample` are in the sorted `people` (binary search: no copy of a large table's people)."""
    if not people.size or not sample.size:
        return 0
    at = np.minimum(np.searchsorted(people, sample), people.size - 1)
    return int(np.count_nonzero(people[at] == sample))


def compare(table: Sketch, population: Sketch) -> Overlap:
    """Estimate the overlap of two sketches of one scheme from the hashes both sample (below both thresholds)."""
    if table.scheme != population.scheme:
        raise ValueError(f"sketches of schemes {table.scheme} and {population.scheme} cannot be compared")
    tau = min(table.threshold(), population.threshold())
    mine = {h for h in table.hashes if h <= tau}
    theirs = {h for h in population.hashes if h <= tau}
    if not mine or not theirs:
        return Overlap(0.0, 0.0, 0, 0)
    shared = len(mine & theirs)
    return Overlap(shared / len(mine), shared / len(theirs), round(shared / len(mine) * table.people),
                   min(len(mine), len(theirs)))


def merge(population: Sketch, table: Sketch) -> Sketch:
    """The sketch of both together (a bottom-K sample of the union), so a drifting registry is still known."""
    union = sorted(set(population.hashes) | set(table.hashes))[:K]
    people = population.people + table.people - compare(table, population).shared_people
    return Sketch(population.unit, tuple(union), max(people, len(union)), population.columns or table.columns,
                  population.scheme)
