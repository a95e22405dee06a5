"""The mean's exact definition: (sum of 2x - lo - hi, count) over its column's present values clamped to the bounds,
as scaled integers (exact/definitions.py); the aggregate asked of an Ibis engine is a sum's (ibis_parts.py)."""
from __future__ import annotations

from ...base.exact_answers import ExactAnswer
from ...exact.answers import scaled_column, wants_discrete
from ...exact.definitions import exact_integer_sum, sum_scale
from ...exact.ibis_on_demand import sum_part
from ...exact.kind_answer import ExactKind
from .plan import MEAN


def answer(query, rows) -> ExactAnswer:
    """(sum of 2x - lo - hi, count): doubling keeps whole numbers whole when centred."""
    scale, scaled, missing, whole = scaled_column(query, rows[query.column])
    if not whole:
        return ExactAnswer((0, 0), integer_valued=False, rows_missing=missing)
    doubled = scale.doubled_centred(exact_integer_sum(scaled), len(scaled))
    if wants_discrete(query):
        return ExactAnswer((int(doubled), len(scaled)), integer_valued=True, rows_missing=missing)
    return ExactAnswer((float(doubled), len(scaled)), integer_valued=False, rows_missing=missing)


def decode(query, rows):
    found = rows[0]
    total, present, missing = (int(found[name] or 0) for name in ("total", "present", "missing"))
    if found["fractional"]:
        return ExactAnswer((0, 0), integer_valued=False, rows_missing=missing)
    doubled = sum_scale(query.bounds, whole=wants_discrete(query)).doubled_centred(total, present)
    if wants_discrete(query):
        return ExactAnswer((int(doubled), present), integer_valued=True, rows_missing=missing)
    return ExactAnswer((float(doubled), present), integer_valued=False, rows_missing=missing)


MEAN_EXACT = ExactKind(kind=MEAN, answer=answer, part=sum_part, decode=decode, per_group=True)
