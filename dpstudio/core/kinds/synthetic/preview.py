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
    """Its tables' intervals (each measured alone under pure epsilon-DP), then the pairs it will not keep; or, with
    its pairs chosen at release, what the choice is and costs first."""
    if preview.table_choice is not None:
        return choice_sentence(preview, level, lang)
    if preview.mechanism == "laplace":  # pure epsilon-DP: each table alone
        return say(lang, "Each cell of the {tables} tables, each measured on its own with Laplace noise and an "
                   "equal share of the budget, will be within ±{width} of its true count with {level} probability.",
                   tables=len(preview.tables), width=format_number(preview.halfwidth, lang), level=level) + \
            preview.kept_at_zero_words(level, lang) + " " + kept_sentence(preview.pairs_not_kept, lang)
    return family_sentence(preview, level, lang) + preview.kept_at_zero_words(level, lang) + " " + \
        kept_sentence(preview.pairs_not_kept, lang)


def choice_sentence(preview, level: str, lang: str) -> str:
    """Pairs chosen at release (plan version 13): how they are chosen and what it costs, then the stand-in chain's
    intervals for what the rest of the budget measures."""
    choice, widths = preview.table_choice, [t["halfwidth"] for t in preview.tables]
    chosen = say(lang, "At release, dpstudio will choose {pairs} of the {candidates} pairs of columns with {share} of "
                 "this query's budget: in each of {pairs} rounds, with an equal part of it, the exponential mechanism "
                 "chooses a pair whose table is far from its two columns being independent, among the pairs that link "
                 "columns not yet linked. Which pairs were chosen, the report says after the release: the choice is "
                 "noisy, and is known only then.",
                 pairs=localized(f"{choice['pairs']:,}", lang), candidates=localized(f"{choice['candidates']:,}", lang),
                 share=localized(f"{choice['budget_share']:.0%}", lang))
    if preview.mechanism == "laplace":  # each table on its own: the same interval whichever pairs are chosen
        measured = say(lang, "The rest of the budget measures the chosen tables, each on its own with Laplace noise and "
                       "an equal share: each cell will be within ±{width} of its true count with {level} probability, "
                       "whichever pairs are chosen.", width=format_number(max(widths), lang), level=level)
        return chosen + " " + measured + preview.kept_at_zero_words(level, lang)
    measured = say(lang, "The rest of the budget measures the chosen tables: for a chain of the columns in their "
                   "order, the tables below, each cell would be within ±{low} to ±{high} of its true count with "
                   "{level} probability; the chosen pairs' intervals differ from these as their numbers of cells do.",
                   low=format_number(min(widths), lang), high=format_number(max(widths), lang), level=level)
    return chosen + " " + measured + preview.kept_at_zero_words(level, lang)


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
