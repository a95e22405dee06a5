"""The quantile's preview: its interval is in places of the sorted values (QueryPreview.sentence says it, with its
unit "rows"); ungrouped, the steward's preview shows it in the column's values too, from how the column spreads. Its
typical answer is a rank count (the rows it covers)."""
from __future__ import annotations

from ...preview.kind_preview import KindPreview
from ...preview.stand_ins import ranks_answer, typical_rows
from .plan import QUANTILE


def value_intervals(session, query, expected) -> tuple:
    """The values at the rank interval's ends on this table: the column's spread, not a group's."""
    if query.group_by:
        return None, None
    return session.spread(query).values_around(query.quantile, expected["halfwidth"]), None


QUANTILE_PREVIEW = KindPreview(
    kind=QUANTILE, planning_answer=ranks_answer, typical_value=typical_rows, typed_value=False, axis_word="value",
    spread=True, value_intervals=value_intervals,
)
