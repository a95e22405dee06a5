"""The count's exact definition: the rows (or people) it covers, one number or, grouped, one per group's cell (a
histogram's or cross-tab's cells, shared: exact/answers.py, ibis_decoding.py, ibis_parts.py)."""
from __future__ import annotations

from ...base.exact_answers import ExactAnswer
from ...exact.answers import cells_answer
from ...exact.ibis_decoding import decode_cells
from ...exact.ibis_on_demand import cells_part, shaped
from ...exact.kind_answer import ExactKind
from .plan import COUNT


def answer(query, rows) -> ExactAnswer:
    if query.group_by:
        return cells_answer(query, rows)
    return ExactAnswer(len(rows))


def part(q, query, rows, kinds, where):
    if query.group_by:
        return cells_part(q, query, rows, kinds, where)
    counted = rows.aggregate(n=rows.count())
    return shaped(counted, q, n=counted.n)


def decode(query, rows):
    if query.group_by:
        return decode_cells(query, rows)
    return ExactAnswer(int(rows[0]["n"] or 0))


COUNT_EXACT = ExactKind(kind=COUNT, answer=answer, part=part, decode=decode, counts_rows=True)
