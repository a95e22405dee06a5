"""Applying the small-cell rule (`suppress_below`, plan/suppression_rule.py) to drawn entries.

Post-processing only: the rule reads the noisy, post-processed values (never the exact ones), so it
costs no budget and can reveal nothing the noisy values do not. A suppressed value leaves the entry
altogether: `value` and `ci95` become null and `suppressed` true, so no file written from the entry
can show it.
"""
from __future__ import annotations

NOTE = ("Values below {n} were suppressed (the small-cell rule): they are published without a number. The rule "
        "is applied to the noisy values, after the noise, and costs no privacy budget.")
MEAN_NOTE = ("Means whose noisy count of values is below {n} were suppressed (the small-cell rule), without a "
             "number. The rule is applied after the noise and costs no privacy budget.")


def suppress_all(plan, drafts, entries) -> None:
    """Apply each query's rule (its own, else the plan's) to its entry, in place."""
    for draft, entry in zip(drafts, entries):
        threshold = plan.threshold(draft.query)
        entry.pop("suppress_below", None)
        if threshold is None:
            continue
        entry["suppress_below"] = threshold
        if draft.query.kind == "mean":
            _suppress_mean(draft, entry, threshold)
        else:
            _suppress_counts(entry, threshold)


def _suppress_counts(entry: dict, threshold: int) -> None:
    if "cells" in entry:
        margins = [m for m in entry.get("margins") or [] if isinstance(m, dict)]
        hidden = [_hide_if_below(cell, cell["value"], threshold) for cell in entry["cells"] + margins]
    else:
        hidden = [_hide_if_below(entry, entry["value"], threshold)]
    if any(hidden):
        entry["notes"] = list(entry.get("notes", [])) + [NOTE.format(n=threshold)]


def _suppress_mean(draft, entry: dict, threshold: int) -> None:
    """A mean rests on its noisy count (drawn with it, never released): suppressed when that is below N;
    a grouped mean, group by group."""
    if "cells" in entry:
        hidden = [_hide_if_below(cell, group.noisy_count, threshold)
                  for cell, group in zip(entry["cells"], draft.groups)]
        if any(hidden):
            entry["notes"] = list(entry.get("notes", [])) + [MEAN_NOTE.format(n=threshold)]
        return
    if _hide_if_below(entry, draft.noisy_count, threshold):
        entry["notes"] = list(entry.get("notes", [])) + [MEAN_NOTE.format(n=threshold)]


def _hide_if_below(item: dict, noisy, threshold: int) -> bool:
    if noisy is None or noisy >= threshold:
        return False
    item["value"], item["ci95"], item["suppressed"] = None, None, True
    return True
