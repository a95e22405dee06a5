"""Randomized response's preview: its shares' interval (QueryPreview.sentence, one per category), its typical answer
(an even share) and its stand-in for the budget helpers (the expected rows spread evenly over its categories)."""
from __future__ import annotations

import numpy as np

from ...base.exact_answers import ExactAnswer
from ...preview.kind_preview import KindPreview
from .plan import RANDOMIZED_RESPONSE


def planning_answer(query, expectations) -> ExactAnswer:
    rows = int(round(expectations.needed_rows(query)))  # randomized response: rows spread evenly
    cells = len(query.all_categories())
    counts = np.full(cells, rows // cells, dtype=np.int64)
    counts[: rows % cells] += 1
    return ExactAnswer(np.repeat(np.arange(cells, dtype=np.int64), counts), counts=counts)


def typical_value(query, rows):
    return 1 / len(query.all_categories())


RANDOMIZED_RESPONSE_PREVIEW = KindPreview(
    kind=RANDOMIZED_RESPONSE, planning_answer=planning_answer, typical_value=typical_value, typed_value=False,
    axis_word="share", largest_epsilon_per_row=30.0,  # it keeps all but e^-30 of answers there; beyond, floats run out
)
