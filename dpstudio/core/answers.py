"""Exact (non-private) answers to queries. They never leave the machine: the release adds noise to
them, and the preview compares expected errors with them for the steward's eyes only."""
from __future__ import annotations

import math
from dataclasses import dataclass

import numpy as np
import pandas as pd

from .queries import Query
from .table_checks import is_integer_column
from .transforms import category_codes, clamped_values, where_mask

INTEGER_GRID_LIMIT = 10_000
FLOAT_GRID_POINTS = 1001


@dataclass(frozen=True)
class ExactAnswer:
    """What a query computes before noise.

    value: count / sum (int or float) / (centred_sum, count) for a mean / codes for randomized
    response / a score per candidate for a quantile; cells: counts per cell, for histograms.
    integer_valued says whether the sum can take a discrete mechanism.
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


def _is_discrete(query, column: pd.Series) -> bool:
    return is_integer_column(column) and all(float(b).is_integer() for b in query.bounds)


def _sum(query, rows) -> ExactAnswer:
    column = rows[query.column]
    lo, hi = query.bounds
    discrete = _is_discrete(query, column)
    values = clamped_values(column, int(lo), int(hi)) if discrete else clamped_values(column, lo, hi)
    total = int(values.sum(dtype=np.int64)) if discrete else math.fsum(values.tolist())
    return ExactAnswer(total, integer_valued=discrete, rows_missing=int(column.isna().sum()))


def _mean(query, rows) -> ExactAnswer:
    """(sum of 2x - lo - hi, count): doubling keeps integer data integral when centred."""
    column = rows[query.column]
    lo, hi = query.bounds
    discrete = _is_discrete(query, column)
    if discrete:
        values = clamped_values(column, int(lo), int(hi))
        doubled = int((2 * values - int(lo) - int(hi)).sum(dtype=np.int64))
    else:
        values = clamped_values(column, lo, hi)
        doubled = math.fsum((2 * values - lo - hi).tolist())
    return ExactAnswer((doubled, len(values)), integer_valued=discrete, rows_missing=int(column.isna().sum()))


def quantile_candidates(query, integer_valued: bool) -> np.ndarray:
    """Values the quantile may take: every integer in the bounds, or an even grid of 1001 points."""
    lo, hi = query.bounds
    if integer_valued and hi - lo <= INTEGER_GRID_LIMIT:
        return np.arange(math.ceil(lo), math.floor(hi) + 1, dtype=np.int64)
    grid = np.linspace(lo, hi, FLOAT_GRID_POINTS)
    return np.unique(np.round(grid).astype(np.int64)) if integer_valued else grid


def quantile_scores(values: np.ndarray, candidates: np.ndarray, alpha) -> np.ndarray:
    """OpenDP's quantile score: |(d - n)*#(x < c) - n*#(x > c)| for alpha = n/d, exactly in integers."""
    ordered = np.sort(values)
    below = np.searchsorted(ordered, candidates, side="left").astype(np.int64)
    above = len(ordered) - np.searchsorted(ordered, candidates, side="right").astype(np.int64)
    num, den = alpha.numerator, alpha.denominator
    return np.abs((den - num) * below - num * above)


def _quantile(query, rows) -> ExactAnswer:
    column = rows[query.column]
    discrete = _is_discrete(query, column)
    candidates = quantile_candidates(query, discrete)
    values = column.dropna().to_numpy(dtype="float64")
    scores = quantile_scores(values, candidates.astype("float64"), query.alpha)
    return ExactAnswer(scores, integer_valued=discrete, candidates=candidates,
                       rows_missing=int(column.isna().sum()))


def _randomized_response(query, rows) -> ExactAnswer:
    codes = category_codes(rows[query.column], query.categories)
    return ExactAnswer(codes, counts=np.bincount(codes, minlength=len(query.categories) + 1))


_ANSWERS = {"count": _count, "histogram": _histogram, "crosstab": _crosstab, "sum": _sum,
            "mean": _mean, "quantile": _quantile, "randomized_response": _randomized_response}
