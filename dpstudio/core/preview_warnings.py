"""Warnings in words about a previewed plan (for the steward; they may describe the data)."""
from __future__ import annotations

import numpy as np


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
    people = session.people
    delta = float(plan.budget.delta)
    if delta and people and delta > 0.01 / people:
        notes.append(f"δ = {delta:g} is not far below 1/n = {1 / people:.2g} (n = {people:,} people): a δ this "
                     "large could let a few people's data be exposed. Choose δ well below 1/n, e.g. "
                     f"{_round_down(0.001 / people):g}.")
    if plan.categories_from_data:
        notes.append("The category lists of " + ", ".join(plan.categories_from_data) + " were taken from the "
                     "data: this leaks which values occur unless the lists are public. The release records it.")
    return notes


def _wide_bounds(session, query) -> str | None:
    values = session.sorted_values(query)  # clamped to the bounds, which keeps the test meaningful
    if len(values) < 20:
        return None
    lo, hi = query.bounds
    p1, p99 = values[int(0.01 * (len(values) - 1))], values[int(0.99 * (len(values) - 1))]
    if (p99 - p1) < WIDE_BOUNDS_SHARE * (hi - lo):
        return (f"'{query.id}': the bounds [{lo:g}, {hi:g}] are far wider than where the values lie, so the "
                "noise is larger than it needs to be. Narrower bounds (from what you know of the column, e.g. "
                "the form's limits) would help; values outside them are clamped.")
    return None


def _round_down(value: float) -> float:
    exponent = int(np.floor(np.log10(value)))
    return 10.0 ** exponent
