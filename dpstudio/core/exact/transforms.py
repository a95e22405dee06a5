"""Stable transformations applied before any noise: contribution bounding, filters, categories.

Each keeps the number of rows one person can change at most max_rows, so the sensitivities in
the kinds' query.py hold: truncation keeps each person's first max_rows rows (in the order of the privacy
unit's order_by column, ties and missing values last in file order, or else in file order: decided
by that person's rows alone); filters only remove rows; clamping keeps values in the bounds.
"""
from __future__ import annotations

from dataclasses import dataclass

import numpy as np
import pandas as pd

from ..plan.bins import date_edges
from ..plan.queries import Condition, category_key


@dataclass(frozen=True)
class PreparedTable:
    """The rows queries may see, and facts for the steward's eyes only (never released)."""

    frame: pd.DataFrame
    rows_without_person: int = 0
    rows_over_limit: int = 0


def bound_contributions(frame: pd.DataFrame, column: str | None, max_rows: int,
                        order_by: str | None = None) -> PreparedTable:
    """Keep at most max_rows rows per person (the first by `order_by`, else in file order); drop rows
    with no person id. The rows kept keep their file order."""
    if column is None:
        return PreparedTable(frame)
    person = person_ids(frame[column])
    known = person.notna().to_numpy()
    kept = frame[known]
    ids = person[known]
    if order_by is not None:  # a stable sort: ties, and missing values (last), stay in file order
        order = kept[order_by].reset_index(drop=True).sort_values(kind="stable", na_position="last").index
        ranked = ids.iloc[order].groupby(ids.iloc[order].to_numpy(), sort=False).cumcount()
        rank = pd.Series(ranked.to_numpy(), index=order).sort_index()
    else:
        rank = ids.groupby(ids.to_numpy(), sort=False).cumcount()
    within = (rank < max_rows).to_numpy()
    return PreparedTable(kept[within], rows_without_person=int((~known).sum()),
                         rows_over_limit=int((~within).sum()))


def person_ids(column: pd.Series) -> pd.Series:
    """Each row's person as a release tells persons apart: text ids trimmed ("P1 " and "P1" are one
    person), an empty id missing (its row belongs to nobody)."""
    if pd.api.types.is_numeric_dtype(column.dtype):
        return column
    person = column.astype("string").str.strip()
    return person.mask(person == "")


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


def bin_codes(column: pd.Series, edges) -> np.ndarray:
    """Each value's bin (plan/bins.py: e_i <= x < e_(i+1), the last bin closed); len(edges) - 1, the
    (other) cell, for values outside every bin and missing ones. Values compared as doubles."""
    if date_edges(edges):
        return date_bin_codes(column, edges)
    values = pd.to_numeric(column, errors="coerce").to_numpy(dtype="float64", na_value=np.nan)
    cuts = np.asarray([float(e) for e in edges])
    bins = len(cuts) - 1
    codes = np.searchsorted(cuts, values, side="right") - 1
    codes = np.where(values == cuts[-1], bins - 1, codes)  # the last bin holds its upper edge
    return np.where((codes < 0) | (codes >= bins) | np.isnan(values), bins, codes).astype(np.int64)


def date_bin_codes(column: pd.Series, edges) -> np.ndarray:
    """Each date's bin (plan/bins.py: e_i <= d < e_(i+1), every bin half-open), by calendar date: a
    date-time's time of day is dropped (and a time zone's offset ignored), as an engine's cast to DATE."""
    values = pd.to_datetime(column, errors="coerce")
    if getattr(values.dt, "tz", None) is not None:
        values = values.dt.tz_localize(None)
    days = values.dt.normalize().to_numpy().astype("datetime64[D]")
    cuts = np.asarray(edges, dtype="datetime64[D]")
    bins = len(cuts) - 1
    codes = np.searchsorted(cuts, days, side="right") - 1
    return np.where((codes < 0) | (codes >= bins) | np.isnat(days), bins, codes).astype(np.int64)


def cell_codes(query, rows: pd.DataFrame, column: str, categories) -> np.ndarray:
    """A histogram's or cross-tab's codes for one column: its bin, or its category."""
    edges = query.edges(column)
    return bin_codes(rows[column], edges) if edges is not None else category_codes(rows[column], categories)
