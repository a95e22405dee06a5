"""The exact answers' definitions, stated once so that every engine computes the same numbers.

Every engine (pandas in memory, DuckDB, a SQL database, Spark) computes these, and only these,
from the rows; the agreement tests hold them to identical results. Each is a function of one
row at a time followed by a count or an integer sum, so no engine's row order, partitioning or
floating-point summation order can change it.

Clamped sums are sums of scaled integers. A value x is clamped to the declared bounds [lo, hi],
multiplied by 10^s and rounded half up, then kept within [ceil(lo * 10^s), floor(hi * 10^s)], so
that each row's scaled value divided by 10^s still lies within [lo, hi] (the bounds as written: 0.1
is 1/10) and the sensitivities in the kinds' query.py hold as they are. s is chosen from the bounds alone (never from the data): the
largest whole number up to 30 with max(|lo|, |hi|) * 10^s <= 10^15, so that every scaled value is a whole
number a double holds exactly; 0 when the plan asks for a discrete mechanism, whose values must be
whole. The engine sums them as integers (DECIMAL(38, 0) in SQL: exact for up to 10^23 rows at the
largest bound), and the steward's process turns the exact total into the nearest float.

Quantile scores count, for each candidate c_i, the rows below and above it. The candidates are lo,
lo + r, lo + 2r, ... up to hi, r the query's public resolution (plan version 12; plan/resolution_rule.py).
Each row falls in one bucket: 2i when it sits at candidate i, 2i - 1 between candidates i - 1 and i, -1
below the first and 2m - 1 above the last (m candidates). A row's position is (x - lo) for a resolution of
1 and (x - lo) * (1 / r) otherwise, candidate i sitting at position i: one subtraction and one
multiplication, which IEEE doubles give alike on every engine. A position within a millionth of a step of
a whole number i is at candidate i (3.45 - 1 = 2.4500000000000002 is 245 steps of 0.01), so that a value
written with the resolution's digits sits at its candidate whatever the doubles' rounding.
"""
from __future__ import annotations

import math
from dataclasses import dataclass
from decimal import Decimal
from fractions import Fraction

import numpy as np

from ..base.quantile_candidates import as_written, candidate_count, legacy_resolution

MISSING_CODE = -1  # the code of a quantile's rows whose value is missing (ibis_parts.py, ibis_decoding.py)

SCALE_LIMIT = 10 ** 15  # a scaled value's magnitude never exceeds this (< 2^53: exact in a double)
MAX_DIGITS = 30  # bounds within 10^-15 of zero keep 30 decimal places, not more


@dataclass(frozen=True)
class SumScale:
    """How a bounded column's values become integers: x -> clamp(round_half_up(x * 10^digits))."""

    digits: int
    low: int  # ceil(lo * 10^digits): the smallest scaled value
    high: int  # floor(hi * 10^digits): the largest scaled value
    bounds: tuple[float, float]

    @property
    def factor(self) -> int:
        return 10 ** self.digits

    def total(self, scaled_sum: int) -> float:
        """The exact sum of the scaled values, back in the column's units, as the nearest float."""
        return float(Fraction(int(scaled_sum), self.factor))

    def doubled_centred(self, scaled_sum: int, count: int) -> Fraction:
        """Sum of 2x - lo - hi over the rows, exactly (a mean's numerator, centred on the bounds' midpoint)."""
        lo, hi = (as_written(b) for b in self.bounds)
        return Fraction(2 * int(scaled_sum), self.factor) - count * (lo + hi)

    def scale(self, values: np.ndarray) -> np.ndarray:
        """The scaled integers of present (not missing) values, as int64 (the reference computation)."""
        lo, hi = self.bounds
        clamped = np.clip(values.astype("float64"), lo, hi)
        scaled = np.floor(clamped * float(self.factor) + 0.5)
        return np.clip(scaled, self.low, self.high).astype(np.int64)


def sum_scale(bounds, whole: bool) -> SumScale:
    """The scale for a column with these declared bounds (0 digits when values must be whole)."""
    lo, hi = (as_written(b) for b in bounds)
    largest = max(abs(lo), abs(hi))
    digits = 0
    if not whole and largest > 0:
        digits = max(0, 15 - math.ceil(math.log10(largest)) - 1)
        while digits < MAX_DIGITS and largest * 10 ** (digits + 1) <= SCALE_LIMIT:  # settle log10 exactly
            digits += 1
        while digits > 0 and largest * 10 ** digits > SCALE_LIMIT:
            digits -= 1
    elif not whole:
        digits = MAX_DIGITS
    digits = min(digits, MAX_DIGITS)
    factor = 10 ** digits
    low, high = math.ceil(lo * factor), math.floor(hi * factor)
    return SumScale(digits, low, high, (float(bounds[0]), float(bounds[1])))


HALF_CHUNK = 2 ** 30  # values per partial sum of 32-bit halves: each stays below 2^62 in int64


def exact_integer_sum(scaled: np.ndarray) -> int:
    """Sum of int64 values with no silent wrap-around (exact, as Python's integers would add them)."""
    if len(scaled) == 0:
        return 0
    scaled = np.asarray(scaled, dtype=np.int64)
    largest = max(abs(int(scaled.max())), abs(int(scaled.min())))  # np.abs of int64's least wraps around
    if len(scaled) * float(largest) < 2.0 ** 62:
        return int(scaled.sum(dtype=np.int64))
    # each value is high * 2^32 + low, low in [0, 2^32), high in [-2^31, 2^31): their sums over a chunk of at
    # most 2^30 values fit int64, and Python adds the chunks' sums exactly (no per-value Python)
    total = 0
    for start in range(0, len(scaled), HALF_CHUNK):
        chunk = scaled[start:start + HALF_CHUNK]
        low = int(np.bitwise_and(chunk, 0xFFFFFFFF).sum(dtype=np.int64))
        high = int(np.right_shift(chunk, 32).sum(dtype=np.int64))
        total += high * 2 ** 32 + low
    return total


SNAP = 1e-6  # a position this close to a whole number i is at candidate i


@dataclass(frozen=True)
class QuantileGrid:
    """The candidates a quantile may take (from the plan alone) and how a row's position is computed."""

    candidates: np.ndarray
    low: float
    factor: float | None  # None: position = x - lo (a resolution of 1); else (x - lo) * factor, factor = 1 / r
    resolution: float = 1.0

    @property
    def buckets(self) -> int:
        """Buckets -1 .. 2m - 1 (m candidates): 2m + 1 of them."""
        return 2 * len(self.candidates) + 1

    def positions(self, values: np.ndarray) -> np.ndarray:
        shifted = values.astype("float64") - self.low
        return shifted if self.factor is None else shifted * self.factor

    def bucket_of(self, values: np.ndarray) -> np.ndarray:
        """Each present value's bucket (the reference computation the engines' expressions follow)."""
        position = self.positions(values)
        nearest = np.floor(position + 0.5)
        at = np.abs(position - nearest) <= SNAP
        bucket = np.where(at, 2 * nearest, 2 * np.floor(position) + 1)
        return np.clip(bucket, -1, 2 * len(self.candidates) - 1).astype(np.int64)

    def scores(self, bucket_counts: np.ndarray, alpha) -> np.ndarray:
        """OpenDP's quantile score |(d - n) * #below - n * #above| per candidate, for alpha = n/d.

        bucket_counts[j] counts the rows in bucket j - 1 (j = 0 .. 2m).
        """
        counts = np.asarray(bucket_counts, dtype=np.int64)
        before = np.concatenate([[0], np.cumsum(counts)])  # rows in buckets below index j
        at = np.arange(len(self.candidates)) * 2 + 1  # index of bucket 2i in counts
        below = before[at]
        above = before[-1] - before[at + 1]
        num, den = alpha.numerator, alpha.denominator
        return np.abs((den - num) * below - num * above)


def _decimals(number) -> int:
    """The decimal places of a number as written (repr): 0.01 has 2, 5 has 0, 1e-05 has 5."""
    exponent = Decimal(repr(float(number))).normalize().as_tuple().exponent
    return max(0, -exponent) if isinstance(exponent, int) else 0


def quantile_grid(bounds, resolution=None) -> QuantileGrid:
    """The candidates lo, lo + r, lo + 2r, ... up to hi (r the resolution; None: the grid of plans before version
    12, legacy_resolution). Whole when lo and r are whole; else each rounded to the decimals lo and r are written
    with (3.45, not 3.4500000000000002), where that is at most 15."""
    r = legacy_resolution(bounds) if resolution is None else resolution
    lo = float(bounds[0])
    m = candidate_count(bounds, r)
    if lo.is_integer() and float(r).is_integer():
        candidates = int(lo) + np.arange(m, dtype=np.int64) * int(r)
        return QuantileGrid(candidates, lo, None if r == 1 else 1.0 / float(r), float(r))
    candidates = lo + np.arange(m, dtype=np.float64) * float(r)
    digits = max(_decimals(lo), _decimals(r))
    if digits <= 15:
        candidates = np.round(candidates, digits)
    return QuantileGrid(candidates, lo, float(1 / Fraction(repr(float(r)))), float(r))


def query_grid(query) -> QuantileGrid:
    """A quantile or quantiles query's grid: its bounds and its resolution."""
    return quantile_grid(query.bounds, getattr(query, "resolution", None))
