"""Answers that count people (plan/counting_rule.py) on the pandas engine.

A one-cell rule (first_row, last_row, or a count of people without cells) reads one row per person:
among all of the person's rows that meet the query's `where` (not only the max_rows bounding keeps),
the first (last) in the privacy unit's `order_by` order, missing values last and ties in file order
(for last_row, the later row in file order), or the first (last) in file order without one. Which
row it is depends on that person's rows alone, so adding or removing a person changes one row.

each_cell counts each person once in each of the first max_rows different cells their rows meeting `where`
reach, in that same order (all of their rows are read: a person's 16 visits in one cell and one in another
reach two cells, whatever max_rows is). A person then changes at most min(max_rows, cells) cells by 1.
"""
from __future__ import annotations

from dataclasses import replace

import numpy as np
import pandas as pd

from ..base.exact_answers import ExactAnswer
from ..plan.counting_rule import LAST_ROW, each_cell, one_row_each
from .answers import flat_codes
from .kind_answers import exact_answer, exact_of
from .transforms import person_ids, where_mask


def person_answer(query, bounded: pd.DataFrame, table: pd.DataFrame, unit, ids=None):
    """The query's exact answer: over one row per person, per cell over distinct persons, or over the
    bounded rows (a count of rows). `ids`: each row's person (transforms.person_ids of the unit's column),
    computed once for a whole plan by the caller, or here."""
    if unit.column is not None and ids is None:
        ids = person_ids(table[unit.column])
    exact = exact_of(query)
    if exact.people_answer is not None:  # from every person's rows (people by their number of rows)
        return exact.people_answer(query, table, ids)
    if one_row_each(query, unit):
        return exact_answer(replace(query, where=()), picked_rows(table, ids, unit, query))
    if each_cell(query, unit):
        return people_per_cell(query, table, ids, unit)
    return exact_answer(query, bounded)


def row_order(rows: pd.DataFrame, order_by: str | None, last: bool = False) -> np.ndarray:
    """The positions of `rows` in the persons' order: by order_by, missing last, ties in file order (or file
    order alone); `last` reversed (the highest value first), missing values still last, ties the later row first."""
    order = np.arange(len(rows))[::-1] if last else np.arange(len(rows))
    if order_by is not None:  # stable: ties keep the order above (later rows first for last)
        values = rows[order_by].iloc[order].reset_index(drop=True)
        order = order[values.sort_values(ascending=not last, kind="stable", na_position="last").index.to_numpy()]
    return order


def first_of_each(rows: pd.DataFrame, ids: np.ndarray, order_by: str | None, last: bool = False) -> pd.DataFrame:
    """Each person's first (`last`: last) row in row_order, in file order; `ids` is each row's person. The risk
    figures over persons pick their rows with it too (risk/persons.py)."""
    order = row_order(rows, order_by, last)
    first = ~pd.Series(ids[order]).duplicated().to_numpy()
    return rows.iloc[np.sort(order[first])]


def ordered_rows(table: pd.DataFrame, ids: pd.Series, unit, query):
    """(the rows of persons meeting the query's `where`, their ids, the positions of those rows in row_order)."""
    keep = ids.notna().to_numpy() & where_mask(table, query.where)
    rows, ids = table[keep], ids[keep].to_numpy()
    return rows, ids, row_order(rows, unit.order_by)


def picked_rows(table: pd.DataFrame, ids: pd.Series, unit, query) -> pd.DataFrame:
    """Each person's one row for the query (see the module's docstring), in file order."""
    keep = ids.notna().to_numpy() & where_mask(table, query.where)
    return first_of_each(table[keep], ids[keep].to_numpy(), unit.order_by, last=query.person_rule == LAST_ROW)


def people_per_cell(query, table: pd.DataFrame, ids: pd.Series, unit) -> ExactAnswer:
    """Persons per cell of a histogram, cross-tab or grouped count, on the full public grid: each person in the
    first max_rows different cells their rows reach (see the module's docstring)."""
    rows, ids, order = ordered_rows(table, ids, unit, query)
    flat, size = flat_codes(query, rows)
    pairs = pd.DataFrame({"person": ids[order], "cell": flat[order]}).drop_duplicates()  # each cell's first
    kept = pairs[(pairs.groupby("person", sort=False).cumcount() < unit.max_rows).to_numpy()]
    return ExactAnswer(np.bincount(kept["cell"].to_numpy(dtype=np.int64), minlength=size).astype(np.int64))
