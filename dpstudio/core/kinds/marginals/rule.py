"""A table family's own fields (`"kind": "marginals"`, plan version 10): its columns with their categories or
bins (read as a cross-tab's), and which tables: `"ways": [1, 2]` (every table of 1 and of 2 of the columns) or
`"tables": [["sex"], ["sex", "ward"]]` (a list), one of the two.

Each column needs at least two cells (its categories or bins, and its (other) cell unless `"other": false`): a
column of one cell is one number, the table's total. The full grid of all the columns, from which every table is
summed, may have at most MAX_FAMILY_GRID cells (the exact side returns only its non-empty cells; the private side
holds it whole). Counting people needs a one-cell rule (each person in one cell of every table, so that the
tables agree); a family has no margins, sum_to or discovered keys (its tables are its margins).

Since plan version 12 (issue 46) a family's tables are kept at 0 or above and rounded while they still add up
exactly (`"postprocess": ["clamp_nonnegative", "round"]`, the default, FAMILY_POSTPROCESS;
private/family_postprocess.py); `[]` publishes them as estimated (fractions, below 0), as an earlier plan's were
(plan/migration.py). Rounding comes only with keeping at 0 or above: the rounding is of counts over the full grid.
"""
from __future__ import annotations

import math
from itertools import combinations

from ...base.words.problem_message import ProblemMessage
from ...plan.grid_fields import read_grid


MAX_FAMILY_COLUMNS = 12
MAX_FAMILY_GRID = 2_000_000
MAX_FAMILY_TABLES = 300
FAMILY_POSTPROCESS = ("clamp_nonnegative", "round")  # a family's and a synthetic table's default (version 12)


def beyond_family_grid(cells: int) -> bool:
    """Whether a full grid of `cells` cells is too large to hold: a family's is refused, a synthetic table's model
    is held over a junction tree instead (kinds/synthetic: its query's `wide`)."""
    return cells > MAX_FAMILY_GRID


def read_marginals(reader, item: dict, most_columns: int = MAX_FAMILY_COLUMNS, beyond_grid=None,
                   most_tables: int | None = MAX_FAMILY_TABLES) -> dict:
    """A family's fields. A synthetic table (kinds/synthetic/rule.py) takes more columns (`most_columns`) and
    checks a grid beyond MAX_FAMILY_GRID its own way (`beyond_grid(reader, fields, sizes)`: its model's cliques);
    one whose pairs are chosen at release reads every pair as its candidates (`most_tables` None: no limit)."""
    columns = item.get("columns")
    if not isinstance(columns, list) or not 2 <= len(columns) <= most_columns \
            or len(set(map(str, columns))) != len(columns):
        reader.problem("columns", ProblemMessage("a table family needs a list of 2 to {count} different columns",
                                                 count=most_columns))
        return {"columns": (), "categories": (), "tables": ()}
    fields = read_grid(reader, item, columns)
    names = fields["columns"]
    if fields.pop("discover", None):
        reader.problem("categories",
                       ProblemMessage("a table family needs every column's categories or bins: keys cannot be "
                                      "discovered in it"), ProblemMessage("list the categories"))
    fields["tables"], ways = _tables(reader, item, names)
    if ways:
        fields["ways"] = ways
    _check_grid(reader, item, fields, beyond_grid, most_tables)
    steps = item.get("postprocess")
    if isinstance(steps, list) and "round" in steps and "clamp_nonnegative" not in steps:
        reader.problem("postprocess", ProblemMessage("a table family's cells are rounded only when they are kept at "
                                                     "0 or above"),
                       ProblemMessage('use ["clamp_nonnegative", "round"], or leave the field out'))
    return fields


def _tables(reader, item: dict, names: tuple) -> tuple[tuple, tuple]:
    """The tables asked for (each in the order of `columns`), and `ways` as given (or ())."""
    if ("ways" in item) == ("tables" in item):
        reader.problem("ways", ProblemMessage('a table family needs either "ways" (e.g. [1, 2]: every table of one '
                                              'and of two columns) or "tables" (a list of lists of columns), one of '
                                              "the two"))
        return (), ()
    if "ways" in item:
        ways = item["ways"]
        if not isinstance(ways, list) or not ways or any(isinstance(k, bool) or not isinstance(k, int)
                                                         or not 1 <= k <= len(names) for k in ways) \
                or len(set(ways)) != len(ways):
            reader.problem("ways", ProblemMessage("{ways} is not a list of different whole numbers from 1 to {count}",
                                                  ways=repr(ways), count=len(names)),
                           ProblemMessage("e.g. [1, 2] for every column alone and every pair of columns"))
            return (), ()
        ways = tuple(sorted(ways))
        return tuple(c for k in ways for c in combinations(names, k)), ways
    raw = item["tables"]
    if not isinstance(raw, list) or not raw:
        reader.problem("tables", ProblemMessage("must be a non-empty list of tables, each a list of the family's "
                                                "columns"))
        return (), ()
    tables = []
    for i, table in enumerate(raw):
        if not isinstance(table, list) or not table or any(c not in names for c in table) \
                or len(set(map(str, table))) != len(table):
            reader.problem(("tables", i), ProblemMessage("{table} is not a list of different columns of this family",
                                                          table=repr(table)),
                           ProblemMessage('name columns listed in "columns"'))
            return (), ()
        ordered = tuple(c for c in names if c in table)
        if ordered in tables:
            reader.problem(("tables", i), ProblemMessage("this table is asked for twice"))
            return (), ()
        tables.append(ordered)
    return tuple(tables), ()


def _check_grid(reader, item: dict, fields: dict, beyond_grid=None, most_tables: int | None = MAX_FAMILY_TABLES) -> None:
    """Each column at least two cells; the full grid and the number of tables within their limits."""
    other = item.get("other", True) is not False
    lists = fields.get("categories") or ()
    for column, labels in zip(fields["columns"], lists):
        if labels and len(labels) + other < 2:
            reader.problem(("categories", column), ProblemMessage("a column of a table family needs at least two "
                                                                  "cells"),
                           ProblemMessage('list at least two categories, or keep the (other) cell ("other": true)'))
    if lists and all(lists):
        grid = math.prod(len(c) + other for c in lists)
        if beyond_family_grid(grid) and beyond_grid is not None:
            beyond_grid(reader, fields, tuple(len(c) + other for c in lists))
        elif beyond_family_grid(grid):
            reader.problem("columns", ProblemMessage("the family's columns together have {grid} combinations (at "
                                                     "most {limit})",
                                                     grid=format(grid, ","), limit=format(MAX_FAMILY_GRID, ",")),
                           ProblemMessage("merge categories or bins, or use fewer columns"))
    if most_tables is not None and len(fields["tables"]) > most_tables:
        reader.problem("tables",
                       ProblemMessage("{count} tables are too many for one family (at most {limit})",
                                      count=format(len(fields['tables']), ","), limit=MAX_FAMILY_TABLES),
                       ProblemMessage("ask for fewer ways, or list the tables you need"))

