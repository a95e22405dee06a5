"""A synthetic table's own fields (`"kind": "synthetic"`, plan version 11): a table family's (kinds/marginals/rule.py:
its columns with their categories or bins, and which tables to keep, `"ways"` or `"tables"`), every pair of the
columns when the plan names neither (`"ways": [2]`), and `"rows"`, how many synthetic rows to write (when absent,
as many as the noisy total of the measured tables: post-processing, public).
"""
from __future__ import annotations

from ...base.words.problem_message import ProblemMessage
from ..marginals.rule import read_marginals

MAX_SYNTHETIC_ROWS = 10_000_000
DEFAULT_WAYS = [2]  # every pair of columns (each pair's table holds both columns alone too)


def read_synthetic(reader, item: dict) -> dict:
    fields = read_marginals(reader, item if "ways" in item or "tables" in item else {**item, "ways": DEFAULT_WAYS})
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
