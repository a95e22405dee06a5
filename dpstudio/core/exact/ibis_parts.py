"""Each query's aggregate as an Ibis table of one shape, so that a whole plan is one query on the engine.

Every part has the columns of SHAPE: the query's index `q`, a `code` (a cell, a quantile bucket + 1, or
0), the rows `n` with that code, and for sums the exact DECIMAL(38, 0) `total` of scaled integers
(definitions.py) with the `present`, `missing` and not-whole (`fractional`) counts. The parts are put
together with UNION ALL over the bounded rows, which the engine then computes once (a common table
expression) rather than once per query.
"""
from __future__ import annotations

import functools
import operator

import ibis

from ..base.errors import within
from .answers import wants_discrete
from .column_kinds import free_name
from .definitions import MISSING_CODE, SNAP, query_grid, sum_scale
from .ibis_values import (any_key_matches, as_double, bin_code, category_code, double, is_missing,
                          number_kind_only, with_matched)

SHAPE = {"q": "int64", "code": "int64", "n": "int64", "total": "decimal(38, 0)", "present": "int64",
         "missing": "int64", "fractional": "int64"}


def shaped(table, q: int, **columns):
    """`table`'s aggregates under SHAPE's names and types (NULL where a part has no such figure)."""
    values = {"q": ibis.literal(q), "code": ibis.literal(0), **columns}
    return table.select(**{name: (values[name] if name in values else ibis.null()).cast(kind)
                           for name, kind in SHAPE.items()})


def filtered(rows, query, kinds, where: tuple):
    """Rows meeting every `where` condition (transforms.where_mask): missing values meet none."""
    conditions = []
    for i, condition in enumerate(query.where):
        column, kind = rows[condition.column], kinds[condition.column]
        place = within(where, "where", i)
        if condition.op == "between":
            number_kind_only(kind, condition.column, place)
            lo, hi = condition.values
            value = as_double(column)
            conditions.append(~is_missing(column) & (value >= double(lo)) & (value <= double(hi)))
        else:
            conditions.append(any_key_matches(column, kind, condition.values, place))
    return rows.filter(functools.reduce(operator.and_, conditions)) if conditions else rows


def coded(rows, columns, categories, kinds, where):
    """(rows with their matched values, each column's category code expression)."""
    rows, names = with_matched(rows, columns, kinds, within(where, "categories"))
    codes = [category_code(rows[c], kinds[c], cats, within(where, "categories"), rows[names[c]])
             for c, cats in zip(columns, categories)]
    return rows, codes


def grouped(rows, code, q: int):
    counted = rows.group_by(code=code).aggregate(n=rows.count())
    return shaped(counted, q, code=counted.code, n=counted.n)


def column_codes(query, rows, kinds, where):
    """(rows, each cell column's category or bin code; None for a column whose keys are discovered)."""
    columns, categories = query.cell_columns()
    listed = [(c, cats) for c, cats in zip(columns, categories) if query.edges(c) is None and c not in query.discover]
    listed_codes = []
    if listed:
        rows, listed_codes = coded(rows, [c for c, _ in listed], [cats for _, cats in listed], kinds, where)
    by_column = dict(zip([c for c, _ in listed], listed_codes))
    return rows, [by_column[c] if c in by_column else None if c in query.discover
                  else bin_code(rows[c], kinds[c], query.edges(c), within(where, "bins", c)) for c in columns]


def flat_code(query, rows, kinds, where):
    """(rows, each row's cell or group: its columns' category or bin codes, first column slowest, as
    answers.flat_codes), for a histogram, a cross-tab or a grouped query."""
    columns, categories = query.cell_columns()
    rows, codes = column_codes(query, rows, kinds, where)
    flat = ibis.literal(0, type="int64")
    for code, cats in zip(codes, categories):
        flat = flat * (len(cats) + 1) + code
    return rows, flat


def cells_part(q, query, rows, kinds, where, person: str | None = None, place: str | None = None,
               most: int | None = None):
    """Rows per cell: a histogram's category code, or a cross-tab's flat index (first column slowest); with
    `person` (the column of person ids), persons per cell, each in the first `most` different cells their
    rows reach in the order of `place` (a row's place among the person's rows): counting_rule.py's each_cell.

    The rows are first counted per distinct value of each column with listed categories (per bin of
    a binned one), and only those distinct values are matched to categories. Matching trims text
    (ibis_values.stripped), which, done on every row, was most of a release's time on every engine
    (benchmarks/RESULTS.md). A row's cell depends on its values alone, so the counts are the same."""
    columns, categories = query.cell_columns()
    binned = {c: bin_code(rows[c], kinds[c], query.edges(c), within(where, "bins", c))
              for c in columns if query.edges(c) is not None}
    names = {c: free_name(f"__dpstudio_bin_{i}", columns) if c in binned else c for i, c in enumerate(columns)}
    tally = free_name("__dpstudio_rows", columns)
    keys = {**({person: rows[person]} if person else {}), **{names[c]: binned.get(c, rows[c]) for c in columns}}
    distinct = rows.group_by(**keys).aggregate(**{tally: rows[place].min() if person else rows.count()})
    listed = [(c, cats) for c, cats in zip(columns, categories) if c not in binned]
    distinct, listed_codes = coded(distinct, [c for c, _ in listed], [cats for _, cats in listed], kinds, where)
    codes = {**dict(zip([c for c, _ in listed], listed_codes)), **{c: distinct[names[c]] for c in binned}}
    flat = ibis.literal(0, type="int64")
    for column, cats in zip(columns, categories):
        flat = flat * (len(cats) + 1) + codes[column]
    if person:  # a person whose values differ within one cell (ages 64 and 66 in one band) is one person there
        pairs = distinct.group_by(distinct[person], code=flat).aggregate(**{tally: distinct[tally].min()})
        nth = ibis.row_number().over(ibis.window(group_by=pairs[person], order_by=pairs[tally]))
        kept = pairs.filter(nth < most)  # each cell's first row decides which cells are the person's first
        counted = kept.group_by("code").aggregate(n=kept.count())
        return shaped(counted, q, code=counted.code, n=counted.n)
    # SUM of BIGINT is NUMERIC on PostgreSQL and HUGEINT on DuckDB, where Ibis thinks int64 and would leave out
    # shaped's cast: through DECIMAL, the cast to BIGINT is written, and the parts' n is BIGINT on every engine
    counted = distinct.group_by(code=flat).aggregate(n=distinct[tally].sum().cast("decimal(38, 0)"))
    return shaped(counted, q, code=counted.code, n=counted.n)


def tables_part(q, query, rows, kinds, where):
    """Rows per cell of each of a wide synthetic table's tables (issue 48: its full grid too large to code, or
    beyond BIGINT): table after table, each cell's code offset by the cells of the tables before it
    (ibis_decoding.decode_tables). Every row's columns are coded, and with `"other": false` a row with an unlisted
    value in any column is left out of every table, as the pandas engine's kinds/synthetic/exact.table_counts.

    One pass: each row gives an array of its cell in every table, unnested and counted in one aggregate. A union
    of one aggregate per table (as before) took Spark's planner over 20 minutes for the 66 pairs of 12 columns; this
    takes it seconds for the 780 of 40 (docs/engines.md)."""
    columns, categories = query.cell_columns()
    rows, codes = column_codes(query, rows, kinds, where)
    names = [free_name(f"__dpstudio_code_{i}", columns) for i in range(len(columns))]
    coded_rows = rows.select(**dict(zip(names, codes)))
    if not query.other:
        coded_rows = coded_rows.filter(functools.reduce(operator.and_, [coded_rows[n] < len(cats)
                                                                       for n, cats in zip(names, categories)]))
    sizes = [len(query.with_other(cats)) for cats in categories]
    flats, offset = [], 0
    for table in query.table_index():
        flat = ibis.literal(offset, type="int64")
        for c in table:
            flat = flat + coded_rows[names[c]].cast("int64") * _stride(sizes, table, c)
        flats.append(flat)
        offset += functools.reduce(operator.mul, [sizes[c] for c in table], 1)
    cells = coded_rows.select(code=ibis.array(flats).unnest())
    counted = cells.group_by("code").aggregate(n=cells.count())
    return shaped(counted, q, code=counted.code, n=counted.n)


def _stride(sizes, table, column) -> int:
    """A column's weight in its table's flat code (first column slowest)."""
    return functools.reduce(operator.mul, [sizes[c] for c in table[table.index(column) + 1:]], 1)


def whole(value):
    """Whether a double is a whole number, as numpy's x == floor(x) (inf is whole): beyond 2^53 every
    double is whole, and clipping there first keeps floor's integer result in range on every engine."""
    clipped = ibis.least(ibis.greatest(value, double(-2.0 ** 53)), double(2.0 ** 53))
    return clipped == clipped.floor()


def sum_part(q, query, rows, kinds, where):
    """A sum's or mean's exact total of scaled integers (definitions.SumScale) and its counts."""
    number_kind_only(kinds[query.column], query.column, within(where, "column"))
    lo, hi = query.bounds
    scale = sum_scale(query.bounds, whole=wants_discrete(query))
    rows, group = flat_code(query, rows, kinds, where) if query.group_by else (rows, None)
    column = rows[query.column]
    missing = is_missing(column)
    value = ibis.ifelse(missing, double(lo), as_double(column))
    clamped = ibis.least(ibis.greatest(value, double(lo)), double(hi))
    scaled = (clamped * double(scale.factor) + double(0.5)).floor()
    scaled = ibis.least(ibis.greatest(scaled, scale.low), scale.high).cast("decimal(38, 0)")
    fractional = rows.count(where=~missing & ~whole(value)) if wants_discrete(query) else ibis.literal(0)
    sums = dict(total=scaled.sum(where=~missing), present=rows.count(where=~missing),
                missing=rows.count(where=missing), fractional=fractional)
    if group is not None:  # one row per group that has rows (ibis_answers puts the others back as zeros)
        found = rows.group_by(code=group).aggregate(**sums)
        return shaped(found, q, code=found.code, total=found.total, present=found.present, missing=found.missing,
                      fractional=found.fractional)
    found = rows.aggregate(**sums)
    return shaped(found, q, total=found.total, present=found.present, missing=found.missing,
                  fractional=found.fractional)


def quantile_part(q, query, rows, kinds, where):
    """Rows per bucket (definitions.QuantileGrid.bucket_of), as code bucket + 1; missing rows as -1."""
    number_kind_only(kinds[query.column], query.column, within(where, "column"))
    grid = query_grid(query)
    m = len(grid.candidates)
    rows, group = flat_code(query, rows, kinds, where) if query.group_by else (rows, None)
    column = rows[query.column]
    missing = is_missing(column)
    position = ibis.ifelse(missing, double(grid.low), as_double(column)) - double(grid.low)
    if grid.factor is not None:
        position = position * double(grid.factor)
    position = ibis.least(ibis.greatest(position, double(-1.0)), double(float(m)))  # bucket unchanged
    nearest = (position + double(0.5)).floor()
    at = (position - nearest).abs() <= double(SNAP)
    bucket = ibis.ifelse(at, 2 * nearest, 2 * position.floor() + 1)
    bucket = ibis.least(ibis.greatest(bucket, -1), 2 * m - 1)
    if group is not None:  # group g's buckets as g * (2m + 2) + bucket + 1, its missing rows as g * (2m + 2) + 2m + 1
        stride = grid.buckets + 1
        return grouped(rows, group * stride + ibis.ifelse(missing, grid.buckets, bucket + 1), q)
    return grouped(rows, ibis.ifelse(missing, MISSING_CODE, bucket + 1), q)


def facts_part(q: int, facts):
    """rows_without_person, rows_over_limit and people as codes 0, 1 and 2 of one part."""
    return ibis.union(*[shaped(facts, q, code=ibis.literal(code), n=facts[name])
                        for code, name in enumerate(FACTS)], distinct=False)


FACTS = ("rows_without_person", "rows_over_limit", "people")
