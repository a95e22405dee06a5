"""The mean's preview: its interval in words, one mean or each group's, its stand-in for the budget helpers (the rows
it averages, which its error depends on) and its typical answer (its bounds' midpoint). The preview reads how its
column spreads (warnings.py: bounds much wider than the values)."""
from __future__ import annotations

from ...exact.answers import wants_discrete
from ...base.exact_answers import ExactAnswer
from ...preview.kind_preview import KindPreview
from .plan import MEAN


def planning_answer(query, expectations) -> ExactAnswer:
    discrete = wants_discrete(query)
    return ExactAnswer((0, int(round(expectations.needed_rows(query)))), integer_valued=discrete)


def typical_value(query, rows):
    midpoint = (query.bounds[0] + query.bounds[1]) / 2
    return abs(midpoint) or None


MEAN_PREVIEW = KindPreview(
    kind=MEAN, planning_answer=planning_answer, typical_value=typical_value,
    sentence="The mean will be within ±{width} of the true mean with {level} probability.",
    group_sentence="Each group's mean will be within ±{low} (its most precise group) to ±{high} of its true mean with "
                   "{level} probability.",
    counted_sentence=False, axis_word="mean", spread=True,
)
