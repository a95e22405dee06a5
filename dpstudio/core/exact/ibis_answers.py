"""Each query's exact answer as one Ibis aggregate, following definitions.py on every engine.

Only aggregates come back: counts per cell code, per quantile bucket, and exact DECIMAL(38, 0) sums of
scaled integers. Codes and buckets a group lacks are put back locally on the full public grid, so
an absent cell never reveals an empty group. Randomized response alone needs a code per row: it
is read in batches, and only from a source whose rows may be read in this process.
"""
from __future__ import annotations

import functools
import operator

import ibis
import numpy as np

from ..errors import InputError
from .answers import ExactAnswer, quantile_answer, wants_discrete
from .definitions import quantile_grid, sum_scale
from .ibis_values import (any_key_matches, as_double, category_code, double, is_missing, number_kind_only,
                          with_matched)

CODE, COUNT = "__dpstudio_code", "__dpstudio_n"
BATCH_ROWS = 1 << 20


def filtered(rows, query, kinds, where: str):
    """Rows meeting every `where` condition (transforms.where_mask): missing values meet none."""
    conditions = []
    for i, condition in enumerate(query.where):
        column, kind = rows[condition.column], kinds[condition.column]
        place = f"{where}.where[{i}]"
        if condition.op == "between":
            number_kind_only(kind, condition.column, place)
            lo, hi = condition.values
            value = as_double(column)
            conditions.append(~is_missing(column) & (value >= double(lo)) & (value <= double(hi)))
        else:
            conditions.append(any_key_matches(column, kind, condition.values, place))
    return rows.filter(functools.reduce(operator.and_, conditions)) if conditions else rows


def counts_by(rows, code, size: int) -> np.ndarray:
    """Rows per code 0 .. size - 1, on the full grid (codes no row has count 0)."""
    grouped = rows.group_by(**{CODE: code}).aggregate(**{COUNT: rows.count()}).to_pyarrow()
    counts = np.zeros(size, dtype=np.int64)
    codes = grouped[CODE].to_numpy(zero_copy_only=False)
    counts[codes.astype(np.int64)] = grouped[COUNT].to_numpy(zero_copy_only=False)
    return counts


def arrow_batches(expr) -> list:
    """The result's record batches; all at once where the engine's driver cannot stream them (Ibis 12's
    DuckDB backend calls a cursor method DuckDB 2.0 removed)."""
    backend = expr._find_backend()
    if backend.name == "duckdb" and not hasattr(backend.con, "fetch_record_batch"):
        return expr.to_pyarrow().to_batches()
    return list(expr.to_pyarrow_batches(chunk_size=BATCH_ROWS))


def one_row(expr) -> dict:
    return {name: values[0] for name, values in expr.to_pyarrow().to_pydict().items()}


def _count(query, rows, kinds, where, source):
    return ExactAnswer(int(one_row(rows.aggregate(**{COUNT: rows.count()}))[COUNT]))


def coded(rows, columns, categories, kinds, where):
    """(rows with their matched values, each column's category code expression)."""
    rows, names = with_matched(rows, columns, kinds, f"{where}.categories")
    codes = [category_code(rows[c], kinds[c], cats, f"{where}.categories", rows[names[c]])
             for c, cats in zip(columns, categories)]
    return rows, codes


def _histogram(query, rows, kinds, where, source):
    rows, (code,) = coded(rows, [query.column], [query.categories], kinds, where)
    return ExactAnswer(counts_by(rows, code, len(query.categories) + 1))


def _crosstab(query, rows, kinds, where, source):
    rows, codes = coded(rows, query.columns, query.categories, kinds, where)
    flat, size = ibis.literal(0, type="int64"), 1
    for code, cats in zip(codes, query.categories):
        flat, size = flat * (len(cats) + 1) + code, size * (len(cats) + 1)
    return ExactAnswer(counts_by(rows, flat, size))


def whole(value):
    """Whether a double is a whole number, as numpy's x == floor(x) (inf is whole): beyond 2^53 every
    double is whole, and clipping there first keeps floor's integer result in range on every engine."""
    clipped = ibis.least(ibis.greatest(value, double(-2.0 ** 53)), double(2.0 ** 53))
    return clipped == clipped.floor()


def _scaled_sum(query, rows, kinds, where) -> tuple:
    """(scale, exact sum of scaled values, present, missing, whether every present value is whole)."""
    number_kind_only(kinds[query.column], query.column, f"{where}.column")
    lo, hi = query.bounds
    scale = sum_scale(query.bounds, whole=wants_discrete(query))
    column = rows[query.column]
    missing = is_missing(column)
    value = ibis.ifelse(missing, double(lo), as_double(column))
    clamped = ibis.least(ibis.greatest(value, double(lo)), double(hi))
    scaled = (clamped * double(scale.factor) + double(0.5)).floor()
    scaled = ibis.least(ibis.greatest(scaled, scale.low), scale.high).cast("decimal(38, 0)")
    checks = {"fractional": rows.count(where=~missing & ~whole(value))} if wants_discrete(query) else {}
    found = one_row(rows.aggregate(total=scaled.sum(where=~missing), present=rows.count(where=~missing),
                                   missing=rows.count(where=missing), **checks))
    total = int(found["total"] or 0)
    return scale, total, int(found["present"]), int(found["missing"]), not found.get("fractional")


def _sum(query, rows, kinds, where, source):
    scale, total, present, missing, all_whole = _scaled_sum(query, rows, kinds, where)
    if not all_whole:  # refused before anything is drawn (for the steward's eyes only)
        return ExactAnswer(0, integer_valued=False, rows_missing=missing)
    if wants_discrete(query):
        return ExactAnswer(total, integer_valued=True, rows_missing=missing)
    return ExactAnswer(scale.total(total), integer_valued=False, rows_missing=missing)


def _mean(query, rows, kinds, where, source):
    scale, total, present, missing, all_whole = _scaled_sum(query, rows, kinds, where)
    if not all_whole:
        return ExactAnswer((0, 0), integer_valued=False, rows_missing=missing)
    doubled = scale.doubled_centred(total, present)
    if wants_discrete(query):
        return ExactAnswer((int(doubled), present), integer_valued=True, rows_missing=missing)
    return ExactAnswer((float(doubled), present), integer_valued=False, rows_missing=missing)


def _quantile(query, rows, kinds, where, source):
    """Rows per bucket (definitions.QuantileGrid.bucket_of) and missing rows, in one GROUP BY."""
    number_kind_only(kinds[query.column], query.column, f"{where}.column")
    grid = quantile_grid(query.bounds)
    m = len(grid.candidates)
    column = rows[query.column]
    missing = is_missing(column)
    position = ibis.ifelse(missing, double(grid.low), as_double(column)) - double(grid.low)
    if grid.factor is not None:
        position = position * double(grid.factor)
    position = ibis.least(ibis.greatest(position, double(-1.0)), double(float(m)))  # bucket unchanged
    floor = position.floor()
    bucket = ibis.ifelse(position == floor, 2 * floor, 2 * floor + 1)
    bucket = ibis.least(ibis.greatest(bucket, -1), 2 * m - 1)
    code = ibis.ifelse(missing, grid.buckets, bucket + 1)  # index = bucket + 1; the last: missing
    counts = counts_by(rows, code, grid.buckets + 1)
    return quantile_answer(query, counts[:-1], int(counts[-1]))


def _randomized_response(query, rows, kinds, where, source):
    if not source.rows_local:
        raise InputError(f"randomized response needs each row's value, and this table is on a remote "
                         f"{source.engine} engine, from which dpstudio reads only aggregates", where=where,
                         hint=f"export the column '{query.column}' (with the privacy unit's column) to a file "
                              "and release this query from it, or leave the query out of the plan")
    rows, (code,) = coded(rows, [query.column], [query.categories], kinds, where)
    ordered = rows.order_by(source.row_order) if source.row_order else rows
    parts = [batch.column(0).to_numpy(zero_copy_only=False) for batch in arrow_batches(ordered.select(**{CODE: code}))]
    codes = np.concatenate(parts).astype(np.int64) if parts else np.zeros(0, dtype=np.int64)
    return ExactAnswer(codes, counts=np.bincount(codes, minlength=len(query.categories) + 1))


ANSWERS = {"count": _count, "histogram": _histogram, "crosstab": _crosstab, "sum": _sum, "mean": _mean,
           "quantile": _quantile, "randomized_response": _randomized_response}


def ibis_answer(query, rows, kinds: dict[str, str], where: str, source) -> ExactAnswer:
    return ANSWERS[query.kind](query, filtered(rows, query, kinds, where), kinds, where, source)
