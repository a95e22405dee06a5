"""The mean's preview: its interval in words, one mean or each group's, its stand-in for the budget helpers (the rows
it averages, which its error depends on) and its typical answer (its bounds' midpoint). The preview reads how its
column spreads, and warns where its bounds are much wider than its values or it averages too few (its warnings,
said among preview/warnings.py's)."""
from __future__ import annotations

from ...base.exact_answers import ExactAnswer
from ...base.locale_format import given, localized
from ...base.words import say
from ...exact.answers import wants_discrete
from ...preview.kind_preview import KindPreview
from .plan import MEAN

WIDE_BOUNDS_SHARE = 0.2  # most values span less than this share of the declared range


def planning_answer(query, expectations) -> ExactAnswer:
    discrete = wants_discrete(query)
    return ExactAnswer((0, int(round(expectations.needed_rows(query)))), integer_valued=discrete)


def typical_value(query, rows):
    midpoint = (query.bounds[0] + query.bounds[1]) / 2
    return abs(midpoint) or None


def warnings(session, query, draft, language: str = "en") -> list[str]:
    """Its bounds far wider than its values, and too few values for an estimate, on this table (preview/warnings.py)."""
    return [note for note in (_wide_bounds(session, query, language), _few_values(draft, language)) if note]


def _wide_bounds(session, query, language: str = "en") -> str | None:
    spread = session.spread(query)  # clamped to the bounds, which keeps the test meaningful
    if spread.rows < 20:
        return None
    lo, hi = query.bounds
    p1 = spread.value_at(int(0.01 * (spread.rows - 1)), below=True)
    p99 = spread.value_at(int(0.99 * (spread.rows - 1)), below=False)
    if (p99 - p1) < WIDE_BOUNDS_SHARE * (hi - lo):
        return say(language, "'{query}': the bounds [{low}, {high}] are far wider than where the values lie, so the "
                   "noise is larger than it needs to be. Narrower bounds (from what you know of the column, e.g. the "
                   "form's limits) would help; values outside them are clamped.", query=query.id,
                   low=given(lo, language), high=given(hi, language))
    return None


def _few_values(draft, language: str = "en") -> str | None:
    """A mean (or a group's) averaging fewer values than its noisy count needs for an estimate (private.py):
    it will likely be published without a number. The threshold depends on ε and the rows per person only."""
    groups = getattr(draft, "groups", None) or [draft]
    least = groups[0].estimate_from()
    few = sum(1 for group in groups if group.answer.value[1] < least)
    values = {"query": draft.query.id, "n": localized(f"{least:,}", language),
              "few": localized(f"{few:,}", language), "groups": localized(f"{len(groups):,}", language)}
    if not few:
        return None
    if not draft.query.group_by:
        return say(language, "'{query}': on this table it averages fewer than {n} values, the noisy count a mean "
                   "needs at this ε: it will likely be published without a number (its interval would be wider "
                   "than the bounds). Give it more ε.", **values)
    if few == 1:
        return say(language, "'{query}': on this table 1 of its {groups} groups has fewer than {n} values, the noisy "
                   "count a mean needs at this ε: its mean will likely be published without a number. Give the "
                   "query more ε, or merge small groups.", **values)
    return say(language, "'{query}': on this table {few} of its {groups} groups have fewer than {n} values, the "
               "noisy count a mean needs at this ε: their means will likely be published without a number. Give "
               "the query more ε, or merge small groups.", **values)


MEAN_PREVIEW = KindPreview(
    kind=MEAN, planning_answer=planning_answer, typical_value=typical_value,
    sentence="The mean will be within ±{width} of the true mean with {level} probability.",
    group_sentence="Each group's mean will be within ±{low} (its most precise group) to ±{high} of its true mean with "
                   "{level} probability.",
    counted_sentence=False, axis_word="mean", spread=True, warnings=warnings,
)
