"""`ExactKind`: what the exact layer knows of one query kind, as one frozen record naming the `Kind` it serves.

Each kind's package has an exact.py (dpstudio/core/kinds/<kind>/exact.py) that defines its record: how the pandas
engine answers it from its rows, which aggregate it asks an Ibis engine for and how that aggregate is read back,
and how it reads rows where it is no aggregate (randomized response's code per row, people by their number of
rows). exact/kind_answers.py registers them; the exact layer dispatches on a query's kind through it instead of
comparing kind names (docs/architecture.md, "Query kinds"). What several kinds share stays in this package
(answers.py, ibis_decoding.py, ibis_parts.py: every count's cells, a sum's and a mean's total, the quantiles'
buckets) and their records point to it.
"""
from __future__ import annotations

from dataclasses import dataclass
from typing import Callable

from ..kinds.kind import Kind


@dataclass(frozen=True)
class ExactKind:
    """One kind's exact definition. The functions: `answer(query, rows)` -> ExactAnswer on the pandas engine, over
    the rows it reads (those meeting `where`); `part(q, query, rows, kinds, where)`, its aggregate as an Ibis table
    of ibis_parts.SHAPE; `decode(query, rows)` -> ExactAnswer from that aggregate's rows; `decode_groups(query,
    rows)` -> GroupedAnswer, its own reading of a grouped aggregate where the generic one (one row per group) does
    not fit; `row_codes(query, rows, kinds, where, source)` -> ExactAnswer, its answer from a code per row, read
    in batches instead of an aggregate; `people_answer(query, table, ids)` and `people_part(q, query, bounded,
    kinds, where)`, its answer from every person's rows (not the bounded ones) on pandas and on an Ibis engine."""

    kind: Kind
    answer: Callable | None
    part: Callable | None = None  # None: no aggregate of its own (read per row, or per person)
    decode: Callable | None = None
    per_group: bool = False  # with group_by, each group is answered apart (a grouped count is cells instead)
    decode_groups: Callable | None = None
    row_codes: Callable | None = None  # reads a code per row: refused where rows stay remote
    people_answer: Callable | None = None
    people_part: Callable | None = None
    counts_rows: bool = False  # ungrouped and unfiltered, its answer is the number of rows (a count's)
