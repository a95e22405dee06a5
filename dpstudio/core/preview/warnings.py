"""Warnings in words about a previewed plan (for the steward; they may describe the data)."""
from __future__ import annotations

from ..plan.rules import delta_suggestion


WIDE_BOUNDS_SHARE = 0.2  # most values span less than this share of the declared range


def preview_warnings(session, plan, previews) -> list[str]:
    notes = []
    for preview in previews:
        relative = preview.relative_error()
        values = relative if isinstance(relative, list) else [relative]
        if any(r is not None and r > 1 for r in values):
            what = "some cells'" if isinstance(relative, list) else "its"
            notes.append(f"'{preview.id}': {what} interval is larger than the value itself; the answer will be "
                         "mostly noise. Give it more ε, or merge small categories.")
    for query in plan.queries:
        if query.kind == "mean":
            note = _wide_bounds(session, query)
            if note:
                notes.append(note)
    notes += delta_warnings(plan)
    if plan.categories_from_data:
        notes.append("The category lists of " + ", ".join(plan.categories_from_data) + " were taken from the "
                     "data: this leaks which values occur unless the lists are public. The release records it.")
    return notes


def _wide_bounds(session, query) -> str | None:
    spread = session.spread(query)  # clamped to the bounds, which keeps the test meaningful
    if spread.rows < 20:
        return None
    lo, hi = query.bounds
    p1 = spread.value_at(int(0.01 * (spread.rows - 1)), below=True)
    p99 = spread.value_at(int(0.99 * (spread.rows - 1)), below=False)
    if (p99 - p1) < WIDE_BOUNDS_SHARE * (hi - lo):
        return (f"'{query.id}': the bounds [{lo:g}, {hi:g}] are far wider than where the values lie, so the "
                "noise is larger than it needs to be. Narrower bounds (from what you know of the column, e.g. "
                "the form's limits) would help; values outside them are clamped.")
    return None


def delta_warnings(plan) -> list[str]:
    """About δ, from the plan alone (the declared population), never from the table's row count."""
    delta, population = float(plan.budget.delta), plan.population
    if not delta:
        return []
    if population is None:
        return [f"δ = {delta:g} is checked only against 1e-5, because no population size is declared. It keeps "
                f"the expected number of people for whom ε could fail (N·δ) below one only if fewer than "
                f"{1 / delta:,.0f} people could be in the table; declare that number (population) to check it."]
    if delta > 0.01 / population:
        return [f"δ = {delta:g} is not far below 1/N = {1 / population:.2g} (N = {population:,} people, as "
                f"declared): up to N·δ = {population * delta:.2g} people could be exposed. Choose δ well below "
                f"1/N, e.g. {delta_suggestion(population):g}."]
    return []

