"""The count's preview: its interval in words, one count or each group's, and the stand-in the budget helpers plan
with (the rows it covers; grouped, a zero for each group's cell)."""
from __future__ import annotations

from ...base.exact_answers import ExactAnswer
from ...preview.kind_preview import KindPreview
from ...preview.stand_ins import cells_answer, typical_rows
from .plan import COUNT


def planning_answer(query, expectations) -> ExactAnswer:
    if query.group_by:
        return cells_answer(query, expectations)
    return ExactAnswer(int(round(expectations.rows_of(query) or 0)))


COUNT_PREVIEW = KindPreview(
    kind=COUNT, planning_answer=planning_answer, typical_value=typical_rows,
    sentence="The count will be within ±{width} of the true count with {level} probability.",
    group_sentence="Each group's count will be within ±{low} (its most precise group) to ±{high} of its true count "
                   "with {level} probability.",
    value_is_rows=True, groups_as_cells=True, axis_word="count",
)
