"""The sum's exact definition: the exact total of its column's values clamped to the bounds, as scaled integers
(exact/definitions.py), over the rows it covers; the total asked of an Ibis engine is a mean's too (ibis_parts.py)."""
from __future__ import annotations

from ...base.exact_answers import ExactAnswer
from ...exact.answers import scaled_column, wants_discrete
from ...exact.definitions import exact_integer_sum, sum_scale
from ...exact.ibis_on_demand import sum_part
from ...exact.kind_answer import ExactKind
from .plan import SUM


def answer(query, rows) -> ExactAnswer:
    scale, scaled, missing, whole = scaled_column(query, rows[query.column])
    if not whole:  # refused before anything is drawn (for the steward's eyes only)
        return ExactAnswer(0, integer_valued=False, rows_missing=missing)
    total = exact_integer_sum(scaled)
    if wants_discrete(query):
        return ExactAnswer(total, integer_valued=True, rows_missing=missing)
    return ExactAnswer(scale.total(total), integer_valued=False, rows_missing=missing)


def decode(query, rows):
    found = rows[0]
    total, missing = int(found["total"] or 0), int(found["missing"] or 0)  # Spark: NULL counts over no rows
    if found["fractional"]:  # refused before anything is drawn (for the steward's eyes only)
        return ExactAnswer(0, integer_valued=False, rows_missing=missing)
    if wants_discrete(query):
        return ExactAnswer(total, integer_valued=True, rows_missing=missing)
    return ExactAnswer(sum_scale(query.bounds, whole=False).total(total), integer_valued=False, rows_missing=missing)


SUM_EXACT = ExactKind(kind=SUM, answer=answer, part=sum_part, decode=decode, per_group=True)
