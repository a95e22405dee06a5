"""A synthetic table's exact definition: rows (or people) per cell of its columns' full public grid, from
which its tables are measured; as every count's cells (shared: exact/answers.py, ibis_decoding.py, ibis_parts.py).
A wide one (its grid beyond a family's, issue 48) is counted table by table instead: each measured table's cells
(`table_counts`), never the grid."""
from __future__ import annotations

import numpy as np

from ...base.exact_answers import ExactAnswer
from ...exact.answers import cells_answer
from ...exact.ibis_decoding import decode_cells, decode_tables
from ...exact.ibis_on_demand import cells_part, tables_part
from ...exact.kind_answer import ExactKind
from ...exact.transforms import cell_codes
from .plan import SYNTHETIC


def synthetic_answer(query, rows) -> ExactAnswer:
    """The full grid's cells, or for a wide table each table's (index tuple -> cells, first column slowest)."""
    return ExactAnswer(table_counts(query, rows)) if query.wide else cells_answer(query, rows)


def table_counts(query, rows) -> dict:
    """Rows per cell of each measured table. With `"other": false` a row with a value outside the listed ones in
    any column is left out of every table, as the grid's (other) cells are dropped (exact/listed_only.py)."""
    columns, lists = query.cell_columns()
    codes = [cell_codes(query, rows, c, cats).astype(np.int32) for c, cats in zip(columns, lists)]
    if not query.other:
        keep = np.logical_and.reduce([code < len(cats) for code, cats in zip(codes, lists)])
        codes = [code[keep] for code in codes]
    sizes = [len(query.with_other(cats)) for cats in lists]
    out = {}
    for table in query.table_index():
        flat = np.zeros(len(codes[0]), dtype=np.int64)
        for c in table:
            flat = flat * sizes[c] + codes[c]
        out[table] = np.bincount(flat, minlength=int(np.prod([sizes[c] for c in table]))).astype(np.int64)
    return out


def synthetic_part(q, query, rows, kinds, where, **more):
    """An Ibis engine's aggregate: the grid's cells, or a wide table's cells table by table."""
    return tables_part(q, query, rows, kinds, where) if query.wide else cells_part(q, query, rows, kinds, where,
                                                                                     **more)


def synthetic_decode(query, rows) -> ExactAnswer:
    return decode_tables(query, rows) if query.wide else decode_cells(query, rows)


SYNTHETIC_EXACT = ExactKind(kind=SYNTHETIC, answer=synthetic_answer, part=synthetic_part, decode=synthetic_decode)
