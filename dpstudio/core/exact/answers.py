"""Exact (non-private) answers to queries on the pandas engine (their types: core/base/exact_answers.py). They never
leave the machine: the release adds noise to them, and the preview compares expected errors with them for the
steward's eyes only. What several kinds share is here (every count's cells, a sum's and a mean's scaled column, the
quantiles' buckets); each kind's answer is its record's (kinds/<kind>/exact.py), dispatched by kind_answers.py."""
from __future__ import annotations

import numpy as np
import pandas as pd

from ..base.exact_answers import ExactAnswer
from .definitions import SumScale, query_grid, sum_scale
from .transforms import cell_codes


def flat_codes(query, rows) -> tuple[np.ndarray, int]:
    """Each row's cell or group (its columns' codes, first column slowest), and how many there are."""
    flat = np.zeros(len(rows), dtype=np.int64)
    size = 1
    for column, cats in zip(*query.cell_columns()):
        flat = flat * (len(cats) + 1) + cell_codes(query, rows, column, cats)
        size *= len(cats) + 1
    return flat, size


def cells_answer(query, rows) -> ExactAnswer:
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


def quantile_answer(query, bucket_counts: np.ndarray, missing: int) -> ExactAnswer:
    """A quantile's scores per candidate from the rows per bucket (definitions.QuantileGrid)."""
    grid = query_grid(query)
    counts = np.asarray(bucket_counts, dtype=np.int64)
    return ExactAnswer(grid.scores(counts, query.alpha), integer_valued=grid.candidates.dtype.kind == "i",
                       candidates=grid.candidates, rows_missing=missing, bucket_counts=counts)


def quantile_rows_answer(query, rows) -> ExactAnswer:
    column = rows[query.column]
    grid = query_grid(query)
    buckets = grid.bucket_of(column.dropna().to_numpy(dtype="float64"))
    counts = np.bincount(buckets + 1, minlength=grid.buckets).astype(np.int64)
    return quantile_answer(query, counts, int(column.isna().sum()))
