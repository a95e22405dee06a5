"""A synthetic table's own fields (`"kind": "synthetic"`, plan version 11): a table family's (kinds/marginals/rule.py:
its columns with their categories or bins, and which tables to keep, `"ways"` or `"tables"`), every pair of the
columns when the plan names neither (`"ways": [2]`), and `"rows"`, how many synthetic rows to write (when absent,
as many as the noisy total of the measured tables: post-processing, public).

A synthetic table takes up to MAX_SYNTHETIC_COLUMNS columns (issue 48). Where its columns' full grid is larger
than a family's (MAX_FAMILY_GRID), its model is held over the cliques of a junction tree instead
(plan/junction_tree.py, private/graphical_model.py): the largest clique may have at most MAX_MODEL_CLIQUE cells.
Every pair of many columns links them all into one clique; a chain or a tree of pairs (`"tables"`) keeps the
cliques small.

`"choose_tables"` (plan version 13): the pairs are chosen privately at release instead (private/table_choice.py), with
`{"pairs": N, "budget_share": s}`, both optional (a tree of the columns, a tenth of the query's budget). It replaces
`ways` and `tables`; the query's `tables` are then every pair, the candidates, whose limits (the number of tables, the
model's cliques) do not apply: the choice keeps the chosen pairs' model within MAX_MODEL_CLIQUE.
"""
from __future__ import annotations

from dataclasses import dataclass
from fractions import Fraction

from ...base.words.problem_message import ProblemMessage
from ...plan.junction_tree import junction_tree
from ..marginals.rule import MAX_FAMILY_GRID, MAX_FAMILY_TABLES, read_marginals


DEFAULT_BUDGET_SHARE = Fraction(1, 10)  # a choice's share of the query's budget where the plan names none
BUDGET_SHARES = (Fraction(1, 100), Fraction(1, 2))  # the shares a plan may name, both ends included


def most_pairs(columns: int) -> int:
    """The most pairs a choice over this many columns may choose: every pair, within a family's tables."""
    return min(columns * (columns - 1) // 2, MAX_FAMILY_TABLES)


@dataclass(frozen=True)
class TableChoice:
    """`"choose_tables"` (plan version 13, issue 48): the pairs of columns to measure are chosen privately at release
    (private/table_choice.py), `pairs` of them (by default one fewer than the columns: a tree linking them all, as
    MST's), with `budget_share` of the query's budget; the rest measures the chosen pairs."""

    pairs: int | None = None  # None: columns - 1
    budget_share: Fraction = DEFAULT_BUDGET_SHARE

    def pairs_for(self, columns: int) -> int:
        return self.pairs if self.pairs is not None else columns - 1

    def to_json(self) -> dict:
        out = {} if self.pairs is None else {"pairs": self.pairs}
        return {**out, "budget_share": float(self.budget_share)}


MAX_SYNTHETIC_ROWS = 10_000_000
MAX_SYNTHETIC_COLUMNS = 40
MAX_MODEL_CLIQUE = MAX_FAMILY_GRID  # the cells of the largest group of columns the model holds together
DEFAULT_WAYS = [2]  # every pair of columns (each pair's table holds both columns alone too)


def read_synthetic(reader, item: dict) -> dict:
    if "choose_tables" in item:
        return _read_chosen(reader, item)
    fields = read_marginals(reader, item if "ways" in item or "tables" in item else {**item, "ways": DEFAULT_WAYS},
                            most_columns=MAX_SYNTHETIC_COLUMNS, beyond_grid=_check_cliques)
    _read_rows(reader, item, fields)
    return fields


def _read_chosen(reader, item: dict) -> dict:
    """A synthetic table whose pairs are chosen at release: every pair its candidates, and the choice's fields."""
    if "ways" in item or "tables" in item:
        reader.problem("choose_tables", ProblemMessage('"choose_tables" chooses the tables: a query with it has no '
                                                       '"ways" or "tables"'),
                       ProblemMessage('remove "ways" and "tables", or "choose_tables"'))
    candidates = {k: v for k, v in item.items() if k not in ("ways", "tables", "choose_tables")}
    fields = read_marginals(reader, {**candidates, "ways": DEFAULT_WAYS}, most_columns=MAX_SYNTHETIC_COLUMNS,
                            beyond_grid=lambda *_: None, most_tables=None)
    fields.pop("ways", None)
    choice = _table_choice(reader, item["choose_tables"], len(fields["columns"]))
    if choice is not None:
        fields["choose"] = choice
    _read_rows(reader, item, fields)
    return fields


def _table_choice(reader, raw, columns: int) -> TableChoice | None:
    if not isinstance(raw, dict) or set(raw) - {"pairs", "budget_share"}:
        reader.problem("choose_tables", ProblemMessage('must be an object with "pairs" (how many pairs to choose) and '
                                                       '"budget_share" (the share of the query\'s budget the choice '
                                                       "spends), both optional"))
        return None
    most = most_pairs(columns)
    pairs = raw.get("pairs")
    if pairs is not None and (isinstance(pairs, bool) or not isinstance(pairs, int) or not 1 <= pairs <= most):
        reader.problem(("choose_tables", "pairs"),
                       ProblemMessage("{raw} is not a whole number from 1 to {limit}", raw=repr(pairs), limit=most),
                       ProblemMessage("leave it out to choose a tree of the columns (one pair fewer than the "
                                      "columns)"))
        return None
    share = reader.plan.number(raw.get("budget_share", float(DEFAULT_BUDGET_SHARE)),
                               reader.place + ("choose_tables", "budget_share"))
    if share is None:
        return None
    if not BUDGET_SHARES[0] <= share <= BUDGET_SHARES[1]:
        reader.problem(("choose_tables", "budget_share"),
                       ProblemMessage("{raw} is outside 0.01 to 0.5", raw=repr(raw.get("budget_share"))),
                       ProblemMessage("the share of the query's budget spent choosing the pairs, e.g. 0.1; the rest "
                                      "measures them"))
        return None
    return TableChoice(pairs=pairs, budget_share=share)


def _read_rows(reader, item: dict, fields: dict) -> None:
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
