"""Exact (non-private) answers to queries. They never leave the machine: the release adds noise to
them, and the preview compares expected errors with them for the steward's eyes only."""
from __future__ import annotations

import math
from dataclasses import dataclass

import numpy as np
import pandas as pd

from ..plan.queries import Query
from .transforms import category_codes, clamped_values, where_mask

INTEGER_GRID_LIMIT = 10_000
FLOAT_GRID_POINTS = 1001


@dataclass(frozen=True)
class ExactAnswer:
    """What a query computes before noise.

    value: count / sum (int or float) / (centred_sum, count) for a mean / codes for randomized
    response / a score per candidate for a quantile; cells: counts per cell, for histograms.
    integer_valued: for a sum or mean under a discrete mechanism (chosen in the plan), whether every
    value was whole; False refuses the plan before anything is drawn.
    """

    value: object
    integer_valued: bool = True
    candidates: np.ndarray | None = None
    rows_missing: int = 0  # steward-only: rows whose value was missing
    counts: np.ndarray | None = None  # randomized response: rows per true category


def exact_answer(query: Query, frame: pd.DataFrame) -> ExactAnswer:
    mask = where_mask(frame, query.where)
    rows = frame[mask] if not mask.all() else frame
    return _ANSWERS[query.kind](query, rows)


def _count(query, rows) -> ExactAnswer:
    return ExactAnswer(len(rows))


def _histogram(query, rows) -> ExactAnswer:
    codes = category_codes(rows[query.column], query.categories)
    return ExactAnswer(np.bincount(codes, minlength=len(query.categories) + 1).astype(np.int64))


def _crosstab(query, rows) -> ExactAnswer:
    flat = np.zeros(len(rows), dtype=np.int64)
    size = 1
    for column, cats in zip(query.columns, query.categories):
        flat = flat * (len(cats) + 1) + category_codes(rows[column], cats)
        size *= len(cats) + 1
    return ExactAnswer(np.bincount(flat, minlength=size).astype(np.int64))


def wants_discrete(query) -> bool:
    """Only the plan decides the mechanism: never the column's type, which depends on the data."""
    return (query.mechanism or "").startswith("discrete_")


def _whole_values(column: pd.Series, lo, hi) -> np.ndarray | None:
    """The clamped values as whole numbers, or None if any is fractional (the plan is then refused,
    for the steward's eyes only, before anything is drawn)."""
    values = clamped_values(column, lo, hi).astype("float64")
    if not np.all(values == np.floor(values)):
        return None
    return values.astype(np.int64)


def _exact_int_sum(values: np.ndarray, largest: float) -> int:
    if len(values) * largest < 2.0 ** 62:
        return int(values.sum(dtype=np.int64))
    return sum(int(v) for v in values)  # no silent wrap-around for huge bounds


def exact_float_sum(values: np.ndarray) -> float:
    """The correctly rounded sum (math.fsum's), so that the sensitivity the noise is scaled to is
    not undone by data-dependent rounding. Whole numbers whose total cannot reach 2^53, the usual
    case (days, costs, counts), are summed as int64, which is exact and fifteen times faster."""
    if len(values) == 0:
        return 0.0
    small = float(np.max(np.abs(values))) * len(values) < 2.0 ** 53
    if small and (values.dtype.kind in "iu" or np.array_equal(values, np.floor(values))):
        return float(values.astype(np.int64).sum())
    return math.fsum(values.tolist())


def _sum(query, rows) -> ExactAnswer:
    column = rows[query.column]
    lo, hi = query.bounds
    missing = int(column.isna().sum())
    if wants_discrete(query):
        values = _whole_values(column, lo, hi)
        if values is None:
            return ExactAnswer(0, integer_valued=False, rows_missing=missing)
        return ExactAnswer(_exact_int_sum(values, max(abs(lo), abs(hi))), integer_valued=True, rows_missing=missing)
    return ExactAnswer(exact_float_sum(clamped_values(column, lo, hi)), integer_valued=False, rows_missing=missing)


def _mean(query, rows) -> ExactAnswer:
    """(sum of 2x - lo - hi, count): doubling keeps whole numbers whole when centred."""
    column = rows[query.column]
    lo, hi = query.bounds
    missing = int(column.isna().sum())
    if wants_discrete(query):
        values = _whole_values(column, lo, hi)
        if values is None:
            return ExactAnswer((0, 0), integer_valued=False, rows_missing=missing)
        doubled = _exact_int_sum(2 * values - int(lo) - int(hi), 2 * (hi - lo))
        return ExactAnswer((doubled, len(values)), integer_valued=True, rows_missing=missing)
    values = clamped_values(column, lo, hi)
    doubled = exact_float_sum(2 * values - lo - hi)
    return ExactAnswer((doubled, len(values)), integer_valued=False, rows_missing=missing)


def quantile_candidates(query) -> np.ndarray:
    """Values the quantile may take, from the plan alone: every integer within whole-number bounds
    at most 10,000 apart, or an even grid of 1001 points."""
    lo, hi = query.bounds
    if all(float(b).is_integer() for b in query.bounds) and hi - lo <= INTEGER_GRID_LIMIT:
        return np.arange(int(lo), int(hi) + 1, dtype=np.int64)
    return np.linspace(lo, hi, FLOAT_GRID_POINTS)


def quantile_scores(values: np.ndarray, candidates: np.ndarray, alpha) -> np.ndarray:
    """OpenDP's quantile score: |(d - n)*#(x < c) - n*#(x > c)| for alpha = n/d, exactly in integers."""
    ordered = np.sort(values)
    below = np.searchsorted(ordered, candidates, side="left").astype(np.int64)
    above = len(ordered) - np.searchsorted(ordered, candidates, side="right").astype(np.int64)
    num, den = alpha.numerator, alpha.denominator
    return np.abs((den - num) * below - num * above)


def _quantile(query, rows) -> ExactAnswer:
    column = rows[query.column]
    candidates = quantile_candidates(query)
    values = column.dropna().to_numpy(dtype="float64")
    scores = quantile_scores(values, candidates.astype("float64"), query.alpha)
    return ExactAnswer(scores, integer_valued=candidates.dtype.kind == "i", candidates=candidates,
                       rows_missing=int(column.isna().sum()))


def _randomized_response(query, rows) -> ExactAnswer:
    codes = category_codes(rows[query.column], query.categories)
    return ExactAnswer(codes, counts=np.bincount(codes, minlength=len(query.categories) + 1))


_ANSWERS = {"count": _count, "histogram": _histogram, "crosstab": _crosstab, "sum": _sum,
            "mean": _mean, "quantile": _quantile, "randomized_response": _randomized_response}
