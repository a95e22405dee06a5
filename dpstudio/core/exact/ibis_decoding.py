"""Reading back what several kinds ask an Ibis engine for (ibis_parts.py): rows per cell code, and a quantile's rows
per bucket. Codes and buckets no row has are put back locally on the full public grid, so an absent cell never
reveals an empty group. The kinds' records (kinds/<kind>/exact.py) point here; ibis_answers.py reads a plan's."""
from __future__ import annotations

import numpy as np

from ..base.exact_answers import ExactAnswer
from .answers import quantile_answer
from .definitions import MISSING_CODE, query_grid

def cells(rows: list[dict], size: int, offset: int = 0) -> np.ndarray:
    """Rows per code on the full grid of `size` codes (codes no row has count 0)."""
    counts = np.zeros(size, dtype=np.int64)
    for row in rows:
        if row["code"] + offset >= 0:
            counts[row["code"] + offset] = row["n"]
    return counts


def decode_cells(query, rows):
    return ExactAnswer(cells(rows, int(np.prod([len(c) + 1 for c in query.cell_columns()[1]]))))


def decode_tables(query, rows) -> ExactAnswer:
    """A wide synthetic table's tables (ibis_parts.tables_part): each table's cells, codes offset table after
    table, as kinds/synthetic/exact.table_counts counts them."""
    sizes = [len(query.with_other(cats)) for cats in query.cell_columns()[1]]
    lengths = [int(np.prod([sizes[c] for c in t])) for t in query.table_index()]
    flat = cells(rows, int(sum(lengths)))
    starts = np.cumsum([0, *lengths])
    return ExactAnswer({t: flat[starts[i]:starts[i + 1]] for i, t in enumerate(query.table_index())})


def decode_quantile(query, rows):
    missing = sum(int(row["n"]) for row in rows if row["code"] == MISSING_CODE)
    return quantile_answer(query, cells(rows, query_grid(query).buckets), missing)
