"""Warnings in words about a previewed plan (for the steward; they may describe the data)."""
from __future__ import annotations

from ..base.locale_format import given, localized
from ..plan.rules import delta_suggestion
from ..base.words import say


WIDE_BOUNDS_SHARE = 0.2  # most values span less than this share of the declared range


def preview_warnings(session, plan, previews, language: str = "en") -> list[str]:
    """The warnings, in `language` (the app's)."""
    lang = language
    notes = []
    for preview in previews:
        relative = preview.relative_error()
        values = relative if isinstance(relative, list) else [relative]
        if any(r is not None and r > 1 for r in values):
            notes.append(say(lang, "'{query}': some cells' interval is larger than the value itself; the answer "
                                   "will be mostly noise. Give it more ε, or merge small categories."
                             if isinstance(relative, list) else
                             "'{query}': its interval is larger than the value itself; the answer will be mostly "
                             "noise. Give it more ε, or merge small categories.", query=preview.id))
    drafts = dict(zip((q.id for q in plan.queries), session.drafts(plan)))
    for query in plan.queries:
        if query.kind == "mean":
            notes += [note for note in (_wide_bounds(session, query, lang), _few_values(drafts[query.id], lang))
                      if note]
    notes += delta_warnings(plan, lang)
    if plan.categories_from_data:
        notes.append(say(lang, "The category lists of {columns} were taken from the data: this leaks which values "
                         "occur unless the lists are public. The release records it.",
                         columns=", ".join(plan.categories_from_data)))
    return notes


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
    """A mean (or a group's) averaging fewer values than its noisy count needs for an estimate (mean_draft.py):
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


def delta_warnings(plan, language: str = "en") -> list[str]:
    """About δ, from the plan alone (the declared population), never from the table's row count."""
    delta, population = float(plan.budget.delta), plan.population
    if not delta:
        return []
    if population is None:
        return [say(language, "δ = {delta} is checked only against 1e-5, because no population size is declared. It "
                    "keeps the expected number of people for whom ε could fail (N·δ) below one only if fewer than "
                    "{people} people could be in the table; declare that number (population) to check it.",
                    delta=given(delta, language), people=localized(f"{1 / delta:,.0f}", language))]
    if delta > 0.01 / population:
        return [say(language, "δ = {delta} is not far below 1/N = {limit} (N = {population} people, as declared): up "
                    "to N·δ = {exposed} people could be exposed. Choose δ well below 1/N, e.g. {suggestion}.",
                    delta=given(delta, language), limit=localized(f"{1 / population:.2g}", language),
                    population=localized(f"{population:,}", language),
                    exposed=localized(f"{population * delta:.2g}", language),
                    suggestion=given(delta_suggestion(population), language))]
    return []

