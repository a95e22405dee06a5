"""A synthetic table's preview (plan version 11): its tables' intervals and the relations between columns it will
not keep, in words; a zero for each cell as the budget helpers' stand-in, against an even share of its largest
table's cells."""
from __future__ import annotations

import math

import numpy as np

from ...base.exact_answers import ExactAnswer
from ...base.locale_format import format_number, localized
from ...base.words import say
from ...preview.interval_words import family_sentence
from ...preview.kind_preview import KindPreview
from ...preview.stand_ins import cells_answer, typical_family_cell
from .plan import SYNTHETIC
from .query import LISTED_PAIRS


def planning_answer(query, expectations) -> ExactAnswer:
    """A zero for each cell: of the full grid, or of each measured table where the grid is too large to hold (a
    wide table's exact answer, exact.py)."""
    if not query.wide:
        return cells_answer(query, expectations)
    sizes = [len(query.with_other(c)) for c in query.categories]
    return ExactAnswer({t: np.zeros(math.prod(sizes[c] for c in t), dtype=np.int64) for t in query.table_index()})


def sentence(preview, level: str, lang: str) -> str:
    """Its tables' intervals (each measured alone under pure epsilon-DP), then the pairs it will not keep."""
    if preview.mechanism == "laplace":  # pure epsilon-DP: each table alone
        return say(lang, "Each cell of the {tables} tables, each measured on its own with Laplace noise and an "
                   "equal share of the budget, will be within ±{width} of its true count with {level} probability.",
                   tables=len(preview.tables), width=format_number(preview.halfwidth, lang), level=level) + \
            preview.kept_at_zero_words(level, lang) + " " + kept_sentence(preview.pairs_not_kept, lang)
    return family_sentence(preview, level, lang) + preview.kept_at_zero_words(level, lang) + " " + \
        kept_sentence(preview.pairs_not_kept, lang)


def kept_sentence(pairs_not_kept: list, language: str = "en") -> str:
    """A synthetic table: the relations between columns it will not keep (the pairs no table holds), in words."""
    if not pairs_not_kept:
        return say(language, "The synthetic table will keep the relation of every pair of its columns, as far as "
                   "these tables show it; relations among three or more columns are kept only through the pairs.")
    if len(pairs_not_kept) > LISTED_PAIRS:  # a wide table: counted, not listed
        return say(language, "The synthetic table will not keep the relation within {count} pairs of its columns: "
                   "these pairs have no table of their own, so they will be independent given the measured tables.",
                   count=localized(f"{len(pairs_not_kept):,}", language))
    return say(language, "The synthetic table will not keep the relation between {pairs}: these pairs have no table "
               "of their own, so they will be independent given the measured tables.",
               pairs=", ".join(f"{a} × {b}" for a, b in pairs_not_kept))


SYNTHETIC_PREVIEW = KindPreview(
    kind=SYNTHETIC, planning_answer=planning_answer, typical_value=typical_family_cell, says=sentence,
)
