"""Exact rows per key of a query that discovers its keys (plan `"discover"`; plan/discovery_rule.py).

The answer is a dict from each key present in the bounded rows to its number of rows: a key is a
tuple with one entry per cell column, a discovered column's value as its category_key (the text
"3" for 3 and 3.0, as category lists match) and a listed or binned column's category or bin label
(or "(other)"). Rows whose discovered value is missing have no key and are left out. The dict is
never published: the private side publishes only keys whose noisy count passes its threshold.
"""
from __future__ import annotations

from collections import defaultdict

import numpy as np
import pandas as pd

from ..base.exact_answers import ExactAnswer
from ..plan.queries import OTHER_CELL, category_key
from .transforms import cell_codes


def keyed_counts(columns_found: list[tuple[str, list]], counts) -> dict[tuple, int]:
    """Rows per key from grouped rows: each column's found value (a discovered value, decoded by
    category_key, or a label), summing groups whose values share a key (3 and 3.0)."""
    out: dict[tuple, int] = defaultdict(int)
    for values, n in zip(zip(*[found for _, found in columns_found]), counts):
        key = tuple(category_key(v) if discovered else v for (discovered, _), v in zip(columns_found, values))
        if None not in key:
            out[key] += int(n)
    return dict(out)


def discovered_counts(query, rows: pd.DataFrame) -> ExactAnswer:
    """Rows per key present (pandas engine); rows with a missing discovered value are counted apart."""
    columns, lists = query.cell_columns()
    missing = np.zeros(len(rows), dtype=bool)
    parts = {}
    for i, (column, cats) in enumerate(zip(columns, lists)):
        if column in query.discover:
            values = rows[column]
            missing |= values.isna().to_numpy()
            parts[i] = values.to_numpy()
        else:
            labels = np.asarray(list(cats) + [OTHER_CELL], dtype=object)  # a label per code
            parts[i] = labels[cell_codes(query, rows, column, cats)]
    kept = pd.DataFrame(parts)[~missing] if len(rows) else pd.DataFrame(parts)
    sizes = kept.groupby(list(kept.columns), sort=False, dropna=True).size() if len(kept) else pd.Series([])
    found = [(c in query.discover, []) for c in columns]
    for index in sizes.index:
        for (_, values), value in zip(found, index if isinstance(index, tuple) else (index,)):
            values.append(value)
    return ExactAnswer(keyed_counts(found, sizes.to_numpy()), rows_missing=int(missing.sum()))
