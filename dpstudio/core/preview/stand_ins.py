"""What several kinds' previews share for the budget helpers (public_expectations.py): the stand-in answers built
from the plan and public expectations alone, and the typical answers a relative error is taken against. Each kind's
record (kinds/<kind>/preview.py) points to these or to its own."""
from __future__ import annotations

import numpy as np

from ..base.exact_answers import ExactAnswer
from ..exact.definitions import query_grid


def cells_answer(query, expectations) -> ExactAnswer:
    """Cells (a histogram's, a cross-tab's, a family's, a grouped count's): a zero for each."""
    return ExactAnswer(np.zeros(len(query.cell_keys()), dtype=np.int64))


def ranks_answer(query, expectations) -> ExactAnswer:
    """A quantile's (or several's): a zero count at each candidate and in each bucket of its grid."""
    grid = query_grid(query)
    return ExactAnswer(np.zeros(len(grid.candidates), dtype=np.int64), integer_valued=grid.candidates.dtype.kind
                       == "i", candidates=grid.candidates, bucket_counts=np.zeros(grid.buckets, dtype=np.int64))


def typical_rows(query, rows):
    """A count's, or a quantile's rank count: the rows it covers."""
    return rows


def typical_cell(query, rows):
    """A cell's: an even share of the rows; discovered keys are not known in advance."""
    return rows / len(query.cell_keys()) if rows and not query.discover else None


def typical_family_cell(query, rows):
    """A table family's cell: against an even share of the largest table's cells."""
    largest = max(int(np.prod([len(query.with_other(query.categories[query.columns.index(c)])) for c in t]))
                  for t in query.tables)
    return rows / largest if rows else None
