"""Common bins for a number column (the Queries page's presets): age bands, 5-year and 10-year bands.

The edges come from the column's declared bounds (public: the steward set them) and never from the data.
With bounds the presets stop at them, first edge the lower bound and last the upper, so that no bin lies
wholly outside the values the query can hold: such a cell would be noise alone. Without bounds they run
over 0 to 120, as an age does.
"""
from __future__ import annotations

import math

from .bins import MAX_BINS

AGE_BANDS = (0, 18, 65, 120)  # 0-17 / 18-64 / 65+
NO_BOUNDS = (0, 120)
WIDTHS = (5, 10)


def band_edges(low: float, high: float, width: int) -> list:
    """Edges every `width` between low and high, at whole multiples of `width` (decades for 10), with low
    and high themselves the first and last edges: (0, 95, 10) -> [0, 10, ..., 90, 95]."""
    inner = range(math.floor(low / width) * width + width, math.ceil(high / width) * width, width)
    return [_whole(low), *[edge for edge in inner if low < edge < high], _whole(high)]


def clipped_edges(edges, low: float, high: float) -> list:
    """`edges` cut to the bounds: the edges strictly inside them, with the bounds as first and last."""
    return [_whole(low), *[edge for edge in edges if low < edge < high], _whole(high)]


def number_presets(bounds=None) -> list[tuple[str, list]]:
    """(name, edges) of the presets for a number column with declared `bounds` (None: none declared):
    "age_bands", "5" and "10" (the band widths). A preset with a single bin, or more bins than a plan
    allows, or the same edges as one before it, is left out."""
    low, high = bounds or NO_BOUNDS
    ages = list(AGE_BANDS) if not bounds else clipped_edges(AGE_BANDS[1:-1], low, high)
    bands = [(str(w), band_edges(low, high, w)) for w in WIDTHS if (high - low) / w <= MAX_BINS]
    presets, seen = [], set()
    for name, edges in [("age_bands", ages), *bands]:
        if 2 < len(edges) <= MAX_BINS + 1 and tuple(edges) not in seen:  # (-5, 5): 5- and 10-year bands alike
            presets.append((name, edges))
            seen.add(tuple(edges))
    return presets


def band_label(edges) -> str:
    """Whole-number bands as people write them: [0, 18, 65, 120] -> "0-17 / 18-64 / 65+"."""
    parts = [f"{_text(lo)}-{_text(hi - 1)}" for lo, hi in zip(edges[:-2], edges[1:-1])]
    return " / ".join(parts + [f"{_text(edges[-2])}+"])


def _whole(value):
    return int(value) if float(value).is_integer() else value


def _text(value) -> str:
    return str(_whole(value))
