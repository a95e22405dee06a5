"""The sum's preview: its interval in words, one sum or each group's, its stand-in for the budget helpers (a sum of
0) and its typical answer (the rows it covers times its bounds' midpoint)."""
from __future__ import annotations

from ...base.exact_answers import ExactAnswer
from ...exact.answers import wants_discrete
from ...preview.kind_preview import KindPreview
from .plan import SUM


def planning_answer(query, expectations) -> ExactAnswer:
    discrete = wants_discrete(query)
    return ExactAnswer(0 if discrete else 0.0, integer_valued=discrete)


def typical_value(query, rows):
    midpoint = (query.bounds[0] + query.bounds[1]) / 2
    return abs(rows * midpoint) or None if rows else None


SUM_PREVIEW = KindPreview(
    kind=SUM, planning_answer=planning_answer, typical_value=typical_value,
    sentence="The sum will be within ±{width} of the true sum with {level} probability.",
    group_sentence="Each group's sum will be within ±{low} (its most precise group) to ±{high} of its true sum with "
                   "{level} probability.",
    counted_sentence=False, axis_word="sum",
)
