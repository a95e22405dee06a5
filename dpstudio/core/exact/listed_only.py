"""Queries with `"other": false` (plan version 5): their exact answers without the (other) cells.

Every engine computes a query's cells on the full grid, each cell column with its (other) cell
(answers.py, ibis_answers.py); for a query that leaves unlisted values out, this drops every cell or
group that has (other) in some column, before anything private is done. That is the same as a `where`
keeping only rows whose values are listed (a public, row-by-row filter: one person still changes only
their own rows' cells), so sensitivities are unchanged. Discovered keys that pair with (other) are
dropped the same way.
"""
from __future__ import annotations

from dataclasses import replace

import numpy as np

from ..base.exact_answers import GroupedAnswer, PreparedAnswers
from ..plan.queries import OTHER_CELL


def without_other(plan, prepared: PreparedAnswers) -> PreparedAnswers:
    """`prepared` with each `"other": false` query's (other) cells dropped (others' answers as they are)."""
    if all(query.other for query in plan.queries):
        return prepared
    answers = tuple(answer if query.other else listed_answer(query, answer)
                    for query, answer in zip(plan.queries, prepared.answers))
    return replace(prepared, answers=answers)


def listed_answer(query, answer):
    if isinstance(answer.value, dict) and not query.discover:  # a wide synthetic table's tables, counted without
        return answer  # the (other) cells already (kinds/synthetic/exact.py)
    if query.discover:
        return replace(answer, value={key: n for key, n in answer.value.items() if OTHER_CELL not in key})
    keep = listed_positions(query)
    if isinstance(answer, GroupedAnswer):
        return GroupedAnswer(tuple(answer.groups[i] for i in keep))
    return replace(answer, value=np.asarray(answer.value)[keep])


def listed_positions(query) -> np.ndarray:
    """Where the listed cells sit in the full grid (first column slowest, each (other) last), in order."""
    lists = query.cell_columns()[1]
    grid = np.arange(int(np.prod([len(c) + 1 for c in lists]))).reshape([len(c) + 1 for c in lists])
    return grid[tuple(slice(0, len(c)) for c in lists)].ravel()

