"""Contribution bounding as Ibis expressions: each person's first max_rows rows, on the engine.

Which rows are a person's first is decided by that person's rows alone, in this order of preference:
the privacy unit's `order_by` column (for example each person's first admissions; missing values
last), then the source's file order (a row-number column), else a keyed random order drawn afresh
for every release: a hash of a secret salt, the person and the row's cells. Ties left by an order_by
column are broken by the file order, or else by the keyed hash; rows tied on the hash hold the same
cells, so which of them is kept changes no answer.

Person ids follow transforms.bound_contributions: text ids are trimmed (' P1 ' is 'P1'); an id that
is missing or blank after trimming leaves its row out, and the rows left out are counted.
"""
from __future__ import annotations

import secrets
from dataclasses import dataclass

import ibis

from .ibis_values import is_missing, stripped
from .column_kinds import TEXT

PERSON = "__dpstudio_person"
RANK = "__dpstudio_rank"
LAST = "__dpstudio_last"  # a person's rows numbered from their last (bound_rows(..., last=True))


@dataclass(frozen=True)
class Bounded:
    """The rows queries may see, and one aggregate giving the facts for the steward's eyes."""

    rows: object  # ibis.Table
    facts: object  # ibis.Table of one row: rows_without_person, rows_over_limit, people
    persons: object = None  # ibis.Table: every row with a person (PERSON their id, RANK its place), before bounding
    order: tuple = ()  # (order_by, row_order, data_columns): how a person's rows are ordered (ordering())


def person_key(table, column: str, kind: str):
    """The person's id as bounding compares it: trimmed text (blank is missing), or the value itself."""
    value = table[column]
    if kind == TEXT or value.type().is_string():
        return stripped(value).nullif("")
    if value.type().is_floating():  # NaN is missing, as NULL is
        return ibis.ifelse(is_missing(value), ibis.null(value.type()), value)
    return value


def row_text(table, columns) -> object:
    """A row's cells joined as text (NULL as its own marker), for the keyed random order. The markers are
    control characters any text type holds (PostgreSQL's text refuses NUL)."""
    parts = []
    for name in columns:
        cell = table[name].cast("string")
        parts.append(ibis.ifelse(cell.isnull(), ibis.literal("\x01"), ibis.literal("\x02") + cell))
    return ibis.literal("").join(parts) if parts else ibis.literal("")


def ordering(table, person, order_by: str | None, row_order: str | None, data_columns, last: bool = False) -> list:
    """The sort keys deciding which of a person's rows come first (see the module's docstring); `last`
    reverses them (missing order_by values still last), for a person's last row (exact/people_rows.py)."""
    keys = []
    sort = ibis.desc if last else ibis.asc
    if order_by is not None:
        value = table[order_by]  # NaN is missing, as NULL is: both last, in file order
        value = ibis.ifelse(is_missing(value), ibis.null(value.type()), value)
        keys.append(sort(value, nulls_first=False))
    if row_order is not None:
        keys.append(sort(table[row_order]))
    else:
        salt = ibis.literal(secrets.token_hex(16))
        keys.append((salt + person.cast("string") + row_text(table, data_columns)).hash())
    return keys


def bound_rows(table, unit, kinds: dict[str, str], row_order: str | None, last: bool = False) -> Bounded:
    """Keep each person's first max_rows rows; rows without a person are dropped and counted. The rows of
    `persons` carry their RANK (0: the person's first row), and with `last` their LAST (0: the last row),
    so that a query of people by their first or last row without a filter reads the same window."""
    if unit.column is None:  # a row is a person: every row is kept, and counted in the plan's one query
        none = ibis.literal(0, type="int64")
        return Bounded(table, table.aggregate(rows_without_person=none, rows_over_limit=none, people=table.count()))
    person = person_key(table, unit.column, kinds.get(unit.column, TEXT))
    data_columns = [name for name in table.columns if name != row_order]
    keys = ordering(table, person, getattr(unit, "order_by", None), row_order, data_columns)
    window = ibis.window(group_by=person, order_by=keys)
    ranked = table.mutate(**{PERSON: person, RANK: ibis.row_number().over(window)})
    if last:
        reverse = ordering(table, person, getattr(unit, "order_by", None), row_order, data_columns, last=True)
        ranked = ranked.mutate(**{LAST: ibis.row_number().over(ibis.window(group_by=person, order_by=reverse))})
    known = ranked[PERSON].notnull()
    facts = ranked.aggregate(
        rows_without_person=ranked.count(where=~known),
        rows_over_limit=ranked.count(where=known & (ranked[RANK] >= unit.max_rows)),
        people=ranked.count(where=known & (ranked[RANK] == 0)))
    kept = ranked.filter(known & (ranked[RANK] < unit.max_rows))
    return Bounded(kept, facts, ranked.filter(known), (getattr(unit, "order_by", None), row_order, tuple(data_columns)))
