"""Rows per key of a query that discovers its keys, on an Ibis engine (as discovered.py on pandas).

The engine groups the bounded rows by each discovered column's matched value (trimmed text, the
number, the boolean: ibis_values.matched_value, so keys decode by category_key exactly as on
pandas) and each listed or binned column's code; only those groups and their row counts come back.
"""
from __future__ import annotations

import functools
import operator

import numpy as np

from ..base.errors import within
from ..base.exact_answers import ExactAnswer
from ..plan.queries import OTHER_CELL
from .discovered import keyed_counts
from .ibis_parts import column_codes, filtered
from .ibis_values import is_missing, matched_value


def discovered_counts(query, rows, kinds, where: tuple) -> ExactAnswer:
    columns, lists = query.cell_columns()
    rows, codes = column_codes(query, filtered(rows, query, kinds, where), kinds, where)
    missing = functools.reduce(operator.or_, [is_missing(rows[c]) for c in query.discover])
    keys = {f"k{i}": matched_value(rows[c], kinds[c], within(where, "categories", c)) if code is None else code
            for i, (c, code) in enumerate(zip(columns, codes))}
    present = rows.filter(~missing)
    grouped = present.group_by(**keys).aggregate(n=present.count()).to_pyarrow().to_pydict()
    left_out = rows.aggregate(n=rows.count(where=missing)).to_pyarrow().to_pydict()["n"][0]
    found = []
    for i, (column, cats) in enumerate(zip(columns, lists)):
        values = grouped[f"k{i}"]
        if column not in query.discover:
            labels = list(cats) + [OTHER_CELL]
            values = [labels[int(code)] for code in values]
        found.append((column in query.discover, values))
    return ExactAnswer(keyed_counts(found, np.asarray(grouped["n"], dtype=np.int64)), rows_missing=int(left_out or 0))
