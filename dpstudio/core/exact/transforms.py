"""Stable transformations applied before any noise: contribution bounding, filters, categories.

Each keeps the number of rows one person can change at most max_rows, so the sensitivities in
queries.py hold: truncation keeps each person's first max_rows rows (in file order, decided by
that person's rows alone); filters only remove rows; clamping keeps values in the bounds.
"""
from __future__ import annotations

from dataclasses import dataclass

import numpy as np
import pandas as pd

from ..plan.queries import Condition, category_key


@dataclass(frozen=True)
class PreparedTable:
    """The rows queries may see, and facts for the steward's eyes only (never released)."""

    frame: pd.DataFrame
    rows_without_person: int = 0
    rows_over_limit: int = 0


def bound_contributions(frame: pd.DataFrame, column: str | None, max_rows: int) -> PreparedTable:
    """Keep at most max_rows rows per person (the first in file order); drop rows with no person id."""
    if column is None:
        return PreparedTable(frame)
    person = frame[column]
    if not pd.api.types.is_numeric_dtype(person.dtype):
        person = person.astype("string").str.strip()  # "P1 " and "P1" are one person
        person = person.mask(person == "")
    known = person.notna().to_numpy()
    kept = frame[known]
    rank = person[known].groupby(person[known].to_numpy(), sort=False).cumcount()
    within = (rank < max_rows).to_numpy()
    return PreparedTable(kept[within], rows_without_person=int((~known).sum()),
                         rows_over_limit=int((~within).sum()))


def where_mask(frame: pd.DataFrame, conditions: tuple[Condition, ...]) -> np.ndarray:
    """Rows meeting every condition; missing values meet none."""
    mask = np.ones(len(frame), dtype=bool)
    for condition in conditions:
        column = frame[condition.column]
        if condition.op == "between":
            lo, hi = condition.values
            values = pd.to_numeric(column, errors="coerce").to_numpy(dtype="float64", na_value=np.nan)
            mask &= (values >= lo) & (values <= hi)
        else:
            wanted = {category_key(v) for v in condition.values}
            mask &= category_codes(column, [*wanted]) < len(wanted)
    return mask


def category_codes(column: pd.Series, categories) -> np.ndarray:
    """Index of each value in `categories` (matched by category_key); len(categories) for any other."""
    index = {category_key(c): i for i, c in enumerate(categories)}
    codes, uniques = pd.factorize(column, use_na_sentinel=True)
    lookup = np.array([index.get(category_key(u), len(categories)) for u in uniques] + [len(categories)],
                      dtype=np.int64)
    return lookup[codes]  # code -1 (missing) picks the last entry: "other"
