"""Warnings in words about a previewed plan (for the steward; they may describe the data)."""
from __future__ import annotations

from ..base.locale_format import given, localized
from ..plan.rules import delta_suggestion
from ..base.words import say
from .kind_previews import preview_of


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
        own = preview_of(query).warnings  # its own (a mean's)
        if own:
            notes += own(session, query, drafts[query.id], lang)
    notes += delta_warnings(plan, lang)
    if plan.categories_from_data:
        notes.append(say(lang, "The category lists of {columns} were taken from the data: this leaks which values "
                         "occur unless the lists are public. The release records it.",
                         columns=", ".join(plan.categories_from_data)))
    return notes


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

