"""Exact (non-private) answers to queries on the pandas engine (their types: core/base/exact_answers.py). They never
leave the machine: the release adds noise to them, and the preview compares expected errors with them for the
steward's eyes only."""
from __future__ import annotations

import numpy as np
import pandas as pd

from ..base.exact_answers import ExactAnswer, GroupedAnswer
from ..plan.queries import Query
from .definitions import SumScale, exact_integer_sum, query_grid, sum_scale
from .discovered import discovered_counts
from .transforms import category_codes, cell_codes, where_mask


def exact_answer(query: Query, frame: pd.DataFrame):
    mask = where_mask(frame, query.where)
    rows = frame[mask] if not mask.all() else frame
    if query.discover:
        return discovered_counts(query, rows)
    if query.group_by and query.kind != "count":
        return _grouped(query, rows)
    return _ANSWERS[query.kind](query, rows)


def flat_codes(query, rows) -> tuple[np.ndarray, int]:
    """Each row's cell or group (its columns' codes, first column slowest), and how many there are."""
    flat = np.zeros(len(rows), dtype=np.int64)
    size = 1
    for column, cats in zip(*query.cell_columns()):
        flat = flat * (len(cats) + 1) + cell_codes(query, rows, column, cats)
        size *= len(cats) + 1
    return flat, size


def _grouped(query, rows) -> GroupedAnswer:
    """Each group's answer from its own rows; a group no row has is answered over no rows (zeros)."""
    codes, size = flat_codes(query, rows)
    order = np.argsort(codes, kind="stable")
    starts = np.searchsorted(codes[order], np.arange(size + 1))
    answer = _ANSWERS[query.kind]
    return GroupedAnswer(tuple(answer(query, rows.iloc[order[starts[g]:starts[g + 1]]]) for g in range(size)))


def _count(query, rows) -> ExactAnswer:
    if query.group_by:
        return _cells(query, rows)
    return ExactAnswer(len(rows))


def _cells(query, rows) -> ExactAnswer:
    """Rows per cell of a histogram, cross-tab or grouped count, on the full public grid."""
    flat, size = flat_codes(query, rows)
    return ExactAnswer(np.bincount(flat, minlength=size).astype(np.int64))


def wants_discrete(query) -> bool:
    """Only the plan decides the mechanism: never the column's type, which depends on the data."""
    return (query.mechanism or "").startswith("discrete_")


def scaled_column(query, column: pd.Series) -> tuple[SumScale, np.ndarray, int, bool]:
    """The column's present values as scaled integers (definitions.py), how many are missing, and
    whether every present value is whole (checked only when the plan asks for a discrete mechanism)."""
    scale = sum_scale(query.bounds, whole=wants_discrete(query))
    present = column.dropna().to_numpy(dtype="float64")
    whole = not wants_discrete(query) or bool(np.all(present == np.floor(present)))
    return scale, scale.scale(present), int(column.isna().sum()), whole


def _sum(query, rows) -> ExactAnswer:
    scale, scaled, missing, whole = scaled_column(query, rows[query.column])
    if not whole:  # refused before anything is drawn (for the steward's eyes only)
        return ExactAnswer(0, integer_valued=False, rows_missing=missing)
    total = exact_integer_sum(scaled)
    if wants_discrete(query):
        return ExactAnswer(total, integer_valued=True, rows_missing=missing)
    return ExactAnswer(scale.total(total), integer_valued=False, rows_missing=missing)


def _mean(query, rows) -> ExactAnswer:
    """(sum of 2x - lo - hi, count): doubling keeps whole numbers whole when centred."""
    scale, scaled, missing, whole = scaled_column(query, rows[query.column])
    if not whole:
        return ExactAnswer((0, 0), integer_valued=False, rows_missing=missing)
    doubled = scale.doubled_centred(exact_integer_sum(scaled), len(scaled))
    if wants_discrete(query):
        return ExactAnswer((int(doubled), len(scaled)), integer_valued=True, rows_missing=missing)
    return ExactAnswer((float(doubled), len(scaled)), integer_valued=False, rows_missing=missing)


def quantile_answer(query, bucket_counts: np.ndarray, missing: int) -> ExactAnswer:
    """A quantile's scores per candidate from the rows per bucket (definitions.QuantileGrid)."""
    grid = query_grid(query)
    counts = np.asarray(bucket_counts, dtype=np.int64)
    return ExactAnswer(grid.scores(counts, query.alpha), integer_valued=grid.candidates.dtype.kind == "i",
                       candidates=grid.candidates, rows_missing=missing, bucket_counts=counts)


def _quantile(query, rows) -> ExactAnswer:
    column = rows[query.column]
    grid = query_grid(query)
    buckets = grid.bucket_of(column.dropna().to_numpy(dtype="float64"))
    counts = np.bincount(buckets + 1, minlength=grid.buckets).astype(np.int64)
    return quantile_answer(query, counts, int(column.isna().sum()))


def _randomized_response(query, rows) -> ExactAnswer:
    codes = category_codes(rows[query.column], query.categories)
    return ExactAnswer(codes, counts=np.bincount(codes, minlength=len(query.categories) + 1))


_ANSWERS = {"count": _count, "histogram": _cells, "crosstab": _cells, "marginals": _cells, "synthetic": _cells, "sum": _sum,
            "mean": _mean, "quantile": _quantile, "quantiles": _quantile, "randomized_response": _randomized_response}
