"""Randomized response's exact definition: each row's category code (its value among the categories, or the last
code), read row by row rather than as an aggregate: only from a source whose rows may be read in this process
(exact/table_checks.rows_needed_problems)."""
from __future__ import annotations

import numpy as np

from ...base.exact_answers import ExactAnswer
from ...databases.ibis_results import arrow_batches
from ...exact.ibis_on_demand import coded, filtered
from ...exact.kind_answer import ExactKind
from ...exact.transforms import category_codes
from .plan import RANDOMIZED_RESPONSE


def answer(query, rows) -> ExactAnswer:
    codes = category_codes(rows[query.column], query.categories)
    return ExactAnswer(codes, counts=np.bincount(codes, minlength=len(query.categories) + 1))


def row_codes(query, rows, kinds, where, source) -> ExactAnswer:
    """The codes from an Ibis engine, read in batches in the source's row order."""
    rows, (code,) = coded(filtered(rows, query, kinds, where), [query.column], [query.categories], kinds, where)
    ordered = rows.order_by(source.row_order) if source.row_order else rows
    parts = [batch.column(0).to_numpy(zero_copy_only=False) for batch in arrow_batches(ordered.select(code=code))]
    codes = np.concatenate(parts).astype(np.int64) if parts else np.zeros(0, dtype=np.int64)
    return ExactAnswer(codes, counts=np.bincount(codes, minlength=len(query.categories) + 1))


RANDOMIZED_RESPONSE_EXACT = ExactKind(kind=RANDOMIZED_RESPONSE, answer=answer, row_codes=row_codes)
