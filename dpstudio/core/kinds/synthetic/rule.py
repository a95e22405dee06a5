"""A synthetic table's own fields (`"kind": "synthetic"`, plan version 11): a table family's (kinds/marginals/rule.py:
its columns with their categories or bins, and which tables to keep, `"ways"` or `"tables"`), every pair of the
columns when the plan names neither (`"ways": [2]`), and `"rows"`, how many synthetic rows to write (when absent,
as many as the noisy total of the measured tables: post-processing, public).

A synthetic table takes up to MAX_SYNTHETIC_COLUMNS columns (issue 48). Where its columns' full grid is larger
than a family's (MAX_FAMILY_GRID), its model is held over the cliques of a junction tree instead
(plan/junction_tree.py, private/graphical_model.py): the largest clique may have at most MAX_MODEL_CLIQUE cells.
Every pair of many columns links them all into one clique; a chain or a tree of pairs (`"tables"`) keeps the
cliques small.
"""
from __future__ import annotations

from ...base.words.problem_message import ProblemMessage
from ...plan.junction_tree import junction_tree
from ..marginals.rule import MAX_FAMILY_GRID, read_marginals

MAX_SYNTHETIC_ROWS = 10_000_000
MAX_SYNTHETIC_COLUMNS = 40
MAX_MODEL_CLIQUE = MAX_FAMILY_GRID  # the cells of the largest group of columns the model holds together
DEFAULT_WAYS = [2]  # every pair of columns (each pair's table holds both columns alone too)


def read_synthetic(reader, item: dict) -> dict:
    fields = read_marginals(reader, item if "ways" in item or "tables" in item else {**item, "ways": DEFAULT_WAYS},
                            most_columns=MAX_SYNTHETIC_COLUMNS, beyond_grid=_check_cliques)
    if "rows" in item:
        rows = item["rows"]
        if isinstance(rows, bool) or not isinstance(rows, int) or not 1 <= rows <= MAX_SYNTHETIC_ROWS:
            reader.problem("rows", ProblemMessage("{raw} is not a whole number from 1 to {limit}",
                                                  raw=repr(rows), limit=format(MAX_SYNTHETIC_ROWS, ",")),  # the words
                           # of suppress_below's (words' "problem" templates)
                           ProblemMessage("give how many synthetic rows to write, or leave it out to write as many "
                                          "as the estimated number in the table"))
        else:
            fields["rows"] = rows
    return fields


def _check_cliques(reader, fields: dict, sizes: tuple[int, ...]) -> None:
    """A grid too large to hold: the model's largest clique within MAX_MODEL_CLIQUE cells."""
    names = fields["columns"]
    tables = [tuple(names.index(c) for c in table) for table in fields["tables"]]
    tree = junction_tree(sizes, tables)
    largest = max(tree.cliques, key=tree.cells)
    if tree.cells(largest) > MAX_MODEL_CLIQUE:
        reader.problem("tables", ProblemMessage(
            "the model of these tables must hold {count} columns together ({columns}), {cells} combinations (at "
            "most {limit}): the full grid of all the columns is too large to hold, and the tables link these",
            count=len(largest), columns=", ".join(names[c] for c in largest),
            cells=format(tree.cells(largest), ","), limit=format(MAX_MODEL_CLIQUE, ",")),
            ProblemMessage('list fewer tables in "tables" (a chain or a tree of pairs keeps each group small), or '
                           "merge categories or bins"))
