"""Answers that count people (plan/counting_rule.py) as Ibis expressions, on the table's engine.

The same rows as exact/people_rows.py: for a one-cell rule, each person's first (last) row among all
their rows that meet the query's `where`, in the order contribution bounding uses (ibis_bounding.ordering:
the privacy unit's order_by, then file order, else a keyed random order drawn for the release); for
each_cell, distinct persons per cell over the bounded rows.
"""
from __future__ import annotations

from dataclasses import replace

import ibis

from ..plan.counting_rule import LAST_ROW, each_cell, one_row_each
from .ibis_bounding import PERSON, ordering
from .ibis_parts import cells_part, filtered, query_part

PICK = "__dpstudio_pick"


def picked_rows(bounded, query, kinds, where: str):
    """Each person's one row for the query, with every column of the bounded table's persons."""
    rows = filtered(bounded.persons, query, kinds, where)
    order_by, row_order, data_columns = bounded.order
    keys = ordering(rows, rows[PERSON], order_by, row_order, data_columns, last=query.person_rule == LAST_ROW)
    ranked = rows.mutate(**{PICK: ibis.row_number().over(ibis.window(group_by=rows[PERSON], order_by=keys))})
    return ranked.filter(ranked[PICK] == 0).drop(PICK)


def rows_for(query, bounded, unit, kinds, where: str):
    """(the query as it reads its rows, the rows): one per person with the `where` already applied, or the
    bounded rows."""
    if one_row_each(query, unit):
        return replace(query, where=()), picked_rows(bounded, query, kinds, where)
    return query, bounded.rows


def people_part(q: int, query, bounded, unit, kinds, where: str):
    """The query's aggregate in ibis_parts.SHAPE, counting people where the query does (None: not an aggregate)."""
    if each_cell(query, unit):
        return cells_part(q, query, filtered(bounded.rows, query, kinds, where), kinds, where, person=PERSON)
    read, rows = rows_for(query, bounded, unit, kinds, where)
    return query_part(q, read, rows, kinds, where)
