"""Counts published below 0, and why (issue 17's policy on negative values).

Counts are raised to 0 by default (`clamp_nonnegative`, kinds/count/query.py), and cells made to add up to
a count are kept at 0 or above as well (consistency.py). A count can still be published below 0 where
the plan leaves it there: cells made consistent with their margins (raising one to 0 would break the
sums), or a query whose post-processing the steward chose without clamping. The report then says so
beside the query, in words a reader can act on. It reads released values only: post-processing.
"""
from __future__ import annotations

from .kind_drafts import draft_named

MARGINS_NOTE = ("Some released counts are below 0. Noise can take a small count below 0; these were left there so "
                "that the cells, margins and total still add up. Read such a count as \"few or none\".")
UNCLAMPED_NOTE = ("Some released counts are below 0. Noise can take a small count below 0, and this query's "
                  "post-processing does not raise it to 0. Read such a count as \"few or none\".")

BELOW_ZERO_NOTES = (MARGINS_NOTE, UNCLAMPED_NOTE)


def note_below_zero(entries: list[dict]) -> None:
    """Add a note to each count-like entry that publishes a value below 0 (suppressed values are gone)."""
    for entry in entries:
        if _counts(entry) and any(v < 0 for v in _released(entry)):
            note = MARGINS_NOTE if isinstance(entry.get("margins"), list) else UNCLAMPED_NOTE
            entry["notes"] = list(entry.get("notes", [])) + [note]


def _counts(entry: dict) -> bool:
    """Whether the entry's released values are counts (its kind's record, kinds/<kind>/private.py)."""
    record = draft_named(entry["kind"])
    return record is not None and record.counts_published


def _released(entry: dict):
    margins = entry.get("margins")
    for part in [entry, *entry.get("cells", []), *(margins if isinstance(margins, list) else [])]:
        if isinstance(part.get("value"), (int, float)):
            yield part["value"]
