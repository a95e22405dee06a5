"""Applying the small-cell rule (`suppress_below`, plan/suppression_rule.py) to drawn entries.

Post-processing only: the rule reads the noisy, post-processed values (never the exact ones), so it
costs no budget and can reveal nothing the noisy values do not. A suppressed value leaves the entry
altogether: `value` and `ci95` become null and `suppressed` true, so no file written from the entry
can show it.

Where values are published with their sums (a table's margins and total, cells made to add up to a
count), more values are withheld so that no suppressed value can be worked out from the published ones
(complementary.py).
"""
from __future__ import annotations

import numpy as np

from ..base.words.stored_message import StoredMessage
from .complementary import Sum, withheld
from .kind_drafts import draft_of

NOTE = ("Values below {n} were suppressed (the small-cell rule): they are published without a number. The rule "
        "is applied to the noisy values, after the noise, and costs no privacy budget.")
COMPLEMENTARY_NOTE = ("Some further values were withheld too, so that no suppressed value can be worked out from the "
                      "published ones and their sums (complementary suppression).")
MEAN_NOTE = ("Means whose noisy count of values is below {n} were suppressed (the small-cell rule), without a "
             "number. The rule is applied after the noise and costs no privacy budget.")


def suppress_all(plan, drafts, entries) -> None:
    """Apply each query's rule (its own, else the plan's) to its entry, in place."""
    rules = {}
    for draft, entry in zip(drafts, entries):
        threshold = plan.threshold(draft.query)
        entry.pop("suppress_below", None)
        if threshold is None:
            continue
        entry["suppress_below"] = threshold
        if draft_of(draft.query).suppressed_by_count:
            _suppress_mean(draft, entry, threshold)
        else:
            rules[id(entry)] = threshold
    if rules:
        _suppress_counts(drafts, entries, rules)


def _suppress_counts(drafts, entries, rules: dict) -> None:
    """Counts, cells and margins below their entry's rule, and those complementary suppression adds."""
    values = _Values()
    for draft, entry in zip(drafts, entries):
        if draft_of(draft.query).counts_published:  # every count a sum may hold, under a rule or not
            values.add_entry(entry, rules.get(id(entry)), "clamp_nonnegative" in draft.query.postprocess)
    sums = [s for draft, entry in zip(drafts, entries) for s in _sums(draft, entry, entries, values)]
    hidden = withheld(values.numbers, values.below, sums, values.kinds, values.nonnegative)
    for index in sorted(hidden):
        _hide(values.items[index][1])
    for entry in entries:
        mine = [i for i, (owner, _) in enumerate(values.items) if owner is entry]
        notes = ([StoredMessage(NOTE, n=rules[id(entry)])] if id(entry) in rules and any(i in values.below for i in mine)
                 else []) + ([COMPLEMENTARY_NOTE] if any(i in hidden - values.below for i in mine) else [])
        if notes:
            entry["notes"] = list(entry.get("notes", [])) + notes


class _Values:
    """Every value the rule or a sum may touch, in one list: its entry and the dict holding it."""

    def __init__(self):
        self.items, self.numbers, self.below, self.kinds, self.nonnegative = [], [], set(), {}, set()
        self.places = {}  # id of the dict holding a value -> its index

    def add_entry(self, entry: dict, threshold: int | None, nonnegative: bool) -> None:
        """The entry's values; `nonnegative`: its query keeps them at 0 or above, as a reader can see."""
        if "cells" not in entry:
            self.add(entry, entry, threshold, "total", nonnegative)
            return
        for cell in entry["cells"]:
            self.add(entry, cell, threshold, "cell", nonnegative)
        for margin in entry.get("margins") or []:
            kind = "total" if not margin["key"] else "margins of " + next(iter(margin["key"]))
            self.add(entry, margin, threshold, kind, nonnegative)

    def add(self, entry: dict, item: dict, threshold: int | None, kind: str, nonnegative: bool) -> None:
        index = len(self.items)
        self.items.append((entry, item))
        self.places[id(item)] = index
        value = item.get("value")
        self.numbers.append(0.0 if value is None else float(value))
        self.kinds[index] = kind
        if nonnegative:
            self.nonnegative.add(index)
        if item.get("suppressed") or (threshold is not None and value is not None and value < threshold):
            self.below.add(index)

    def index(self, item: dict) -> int | None:
        return self.places.get(id(item))


def _sums(draft, entry: dict, entries: list[dict], values: _Values) -> list[Sum]:
    """The sums an entry publishes: a table's margins and total, or cells made to add up to a count."""
    if entry.get("margins") and hasattr(draft, "sums"):
        cells = [values.index(c) for c in entry["cells"]]
        if None in cells:
            return []
        n = len(cells)
        out = []
        for row, margin in zip(draft.sums[n:], entry["margins"]):
            total = values.index(margin)
            out.append(Sum(total, tuple(cells[j] for j in np.flatnonzero(row))))
        return out
    sum_to = getattr(draft.query, "sum_to", None)
    target = next((e for e in entries if e["id"] == sum_to), None) if sum_to else None
    if target is not None and "cells" in entry:
        cells, total = [values.index(c) for c in entry["cells"]], values.index(target)
        if total is not None and None not in cells:
            return [Sum(total, tuple(cells))]
    return []


def _suppress_mean(draft, entry: dict, threshold: int) -> None:
    """A mean rests on its noisy count (drawn with it, never released): suppressed when that is below N;
    a grouped mean, group by group."""
    if "cells" in entry:
        hidden = [_hide_if_below(cell, group.noisy_count, threshold)
                  for cell, group in zip(entry["cells"], draft.groups)]
        if any(hidden):
            entry["notes"] = list(entry.get("notes", [])) + [StoredMessage(MEAN_NOTE, n=threshold)]
        return
    if _hide_if_below(entry, draft.noisy_count, threshold):
        entry["notes"] = list(entry.get("notes", [])) + [StoredMessage(MEAN_NOTE, n=threshold)]


def _hide_if_below(item: dict, noisy, threshold: int) -> bool:
    """A mean with no estimate (kinds/mean/private.py) has no number to withhold: it keeps that reason."""
    if noisy is None or noisy >= threshold or item.get("no_estimate"):
        return False
    _hide(item)
    return True


def _hide(item: dict) -> None:
    item["value"], item["ci95"], item["suppressed"] = None, None, True
