"""Answers that count people (plan/counting_rule.py) as Ibis expressions, on the table's engine.

The same rows as exact/people_rows.py: for a one-cell rule, each person's first (last) row among all
their rows that meet the query's `where`, in the order contribution bounding uses (ibis_bounding.ordering:
the privacy unit's order_by, then file order, else a keyed random order drawn for the release); for
each_cell, each person in the first max_rows different cells their rows meeting `where` reach.
"""
from __future__ import annotations

from dataclasses import replace

import ibis

from ..plan.counting_rule import LAST_ROW, each_cell, one_row_each
from .ibis_bounding import LAST, PERSON, RANK, ordering
from .ibis_parts import cells_part, filtered
from .kind_answers import exact_of

PICK = "__dpstudio_pick"


def picked_rows(bounded, query, kinds, where: tuple):
    """Each person's one row for the query, with every column of the bounded table's persons. Without a
    filter it is the row bounding numbered first (or, with LAST, last): the same window, computed once."""
    shared = LAST if query.person_rule == LAST_ROW else RANK
    if not query.where and shared in bounded.persons.columns:
        return bounded.persons.filter(bounded.persons[shared] == 0)
    rows = filtered(bounded.persons, query, kinds, where)
    order_by, row_order, data_columns = bounded.order
    keys = ordering(rows, rows[PERSON], order_by, row_order, data_columns, last=query.person_rule == LAST_ROW)
    ranked = rows.mutate(**{PICK: ibis.row_number().over(ibis.window(group_by=rows[PERSON], order_by=keys))})
    return ranked.filter(ranked[PICK] == 0).drop(PICK)


def rows_for(query, bounded, unit, kinds, where: tuple):
    """(the query as it reads its rows, the rows): one per person with the `where` already applied, or the
    bounded rows."""
    if one_row_each(query, unit):
        return replace(query, where=()), picked_rows(bounded, query, kinds, where)
    return query, bounded.rows


def people_part(q: int, query, bounded, unit, kinds, where: tuple):
    """The query's aggregate in ibis_parts.SHAPE, counting people where the query does (None: not an aggregate)."""
    exact = exact_of(query)
    if exact.people_part is not None:  # from every person's rows (people by their number of rows)
        return exact.people_part(q, query, bounded, kinds, where)
    if each_cell(query, unit):  # every row of the person meeting `where`, in their order (bounding's RANK)
        return cells_part(q, query, filtered(bounded.persons, query, kinds, where), kinds, where, person=PERSON,
                          place=RANK, most=unit.max_rows)
    read, rows = rows_for(query, bounded, unit, kinds, where)
    return query_part(q, read, rows, kinds, where)


def query_part(q: int, query, rows, kinds, where: tuple):
    """The query's aggregate in ibis_parts.SHAPE, over the rows meeting its conditions (None: not an aggregate)."""
    build = None if query.discover else exact_of(query).part  # discovered keys: ibis_discovered.py
    return None if build is None else build(q, query, filtered(rows, query, kinds, where), kinds, where)


def reads_last_rows(plan) -> bool:
    """Whether a query of the plan picks each person's last row without a filter (bounding then numbers the
    rows from the last too, so that the query shares its window)."""
    return any(q.person_rule == LAST_ROW and not q.where and one_row_each(q, plan.privacy_unit)
               for q in plan.queries)
