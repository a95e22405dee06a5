"""What a query counts (plan version 9): `"of": "people"` or `"rows"`, and for people the `person_rule`.

A count of people counts each person of the privacy unit once where a count of rows counts every
row a person has (a patient's 16 visits are 16 rows and 1 patient). A person whose rows fall in
several cells of a table is counted by one of three rules, which the steward picks and the report
states:

- `"first_row"` (the default) and `"last_row"`: in exactly one cell, the one of their first (last) row
  in the order of the privacy unit's `order_by` (in file order without one) among their rows that
  meet the query's `where`. Each person then has one row, so adding or removing a person changes one
  cell by 1: sensitivity 1 whatever `max_rows` is, and every row of the person is used to find it.
  Sums, means and quantiles of people use the value on that row (one value per person).
- `"each_cell"`: once in each of the first `max_rows` different cells their rows meeting `where` reach,
  in the order above (all of their rows are read: a patient with 16 visits in one cell and 1 in another
  is in both, whatever max_rows is). A person then changes at most m = min(max_rows, cells) cells by 1
  each: L1 sensitivity m, L2 sensitivity sqrt(m) (a count of rows: max_rows in both). Such cells do not add
  up to the number of people (a patient in two cells is in both), so margins and `sum_to` need a
  one-cell rule.

Plans before version 9 counted rows; they keep that meaning (plan/migration.py). From version 12 a quantile
(or several) counts people where the privacy unit is a person column; earlier plans' quantiles keep counting rows.
"""
from __future__ import annotations

import math

from ..base.words.problem_message import ProblemMessage

PEOPLE, ROWS = "people", "rows"
EACH_CELL, FIRST_ROW, LAST_ROW = "each_cell", "first_row", "last_row"
PERSON_RULES = (FIRST_ROW, LAST_ROW, EACH_CELL)
# what a kind counts (core/kinds' Kind.counts), and so what "of" defaults to: CELLS of people (version 9), VALUES of
# rows; a quantile's (Kind.ranks) of people where the privacy unit is a person column (version 12)
CELLS, VALUES = "cells", "values"
COUNTING_FIELDS = {"of", "person_rule"}


def read_counting(reader, item: dict, fields: dict) -> dict:
    """The fields `of` and `person_rule` of a query (with the defaults of version 9); `reader.kind` its kind."""
    default = default_of(reader.kind, getattr(reader.plan, "person_column", None))
    of = item.get("of", default)
    if of not in (PEOPLE, ROWS):
        reader.problem("of", ProblemMessage("{of} is not what a query counts", of=repr(of)),
                       ProblemMessage('write "of": "people" (each person of the privacy unit once) or "of": "rows"'))
        return {}
    rule = item.get("person_rule", FIRST_ROW)
    if "person_rule" in item and of != PEOPLE:
        reader.problem("person_rule", ProblemMessage('a rule for counting people needs "of": "people"'),
                       ProblemMessage('add "of": "people", or remove person_rule'))
        return {}
    if rule not in PERSON_RULES:
        reader.problem("person_rule", ProblemMessage("{rule} is not a rule for counting people", rule=repr(rule)),
                       ProblemMessage("the rules are {rules}", rules=", ".join(f'"{r}"' for r in PERSON_RULES)))
        return {}
    if rule == EACH_CELL:
        refused = _each_cell_refused(item, fields, reader.kind)
        if refused:
            reader.problem("person_rule", *refused)
            return {}
    return {"of": of, "person_rule": rule}


def default_of(kind, person_column) -> str:
    """What a query of this kind (core/kinds' Kind) counts without `of`: people for counts (version 9) and, where a
    person may have several rows, for quantiles (version 12: a median of patients, not of visits); rows for sums
    and means."""
    if kind.counts == CELLS or (kind.ranks and person_column is not None):
        return PEOPLE
    return ROWS


def _each_cell_refused(item: dict, fields: dict, kind) -> tuple[str, str] | None:
    """Why `each_cell` cannot count this query's people (None: it can)."""
    if kind.counts == VALUES:
        return (ProblemMessage("a sum, mean or quantile of people takes one value per person"),
                ProblemMessage('use "first_row" or "last_row"'))
    if item.get("margins") is True or item.get("sum_to") is not None or kind.family:
        return (ProblemMessage("margins and totals count each person once, and each_cell counts a person in every "
                               "cell they reach, so the cells would not add up to them"),
                ProblemMessage('use "first_row" or "last_row"'))
    if fields.get("discover"):
        return (ProblemMessage("keys found in the table count each person in one cell only"),
                ProblemMessage('use "first_row" or "last_row", or list the categories'))
    return None


def counts_people(query) -> bool:
    return getattr(query, "of", ROWS) == PEOPLE


def one_row_each(query, unit) -> bool:
    """Whether the query reads one row per person (a one-cell rule, or a count of people without cells)."""
    if not counts_people(query) or unit.column is None:
        return False
    return query.person_rule != EACH_CELL or not query.cell_columns()[0]


def each_cell(query, unit) -> bool:
    """Whether the query counts a person once in each cell their bounded rows reach."""
    return counts_people(query) and unit.column is not None and not one_row_each(query, unit)


def reads_bounded_rows(query, unit) -> bool:
    """Whether the query reads the rows contribution bounding keeps (each person's first max_rows): a query of
    rows; a query of people, or of people by their number of rows, reads all of their rows."""
    return unit.column is not None and not counts_people(query) and not query.reads_every_row


def rows_per_person(query, unit) -> int:
    """The most rows of one person the query's exact answer reads: 1 when it reads one row per person
    (or a row is a person), else the privacy unit's max_rows. The private side calibrates to it."""
    if unit.column is None or one_row_each(query, unit) or query.reads_every_row:
        return 1
    return unit.max_rows


def cells_reached(max_rows: int, cells: int | None) -> int:
    """How many cells one person's rows can change under each_cell: min(max_rows, cells)."""
    return max_rows if cells is None else min(max_rows, cells)


def each_cell_sensitivity(reached: int, gaussian: bool) -> float | int:
    """Cells each changed by at most 1 in `reached` cells: L1 `reached`, L2 its square root."""
    if not gaussian:
        return reached
    root = math.isqrt(reached)
    return root if root * root == reached else math.sqrt(reached)
