"""Common bins for a number column (the Queries page's presets): age bands, 5-year and 10-year bands.

The edges come from the column's declared bounds (public: the steward set them) and never from the data.
With bounds the presets stop at them, first edge the lower bound and last the upper, so that no bin lies
wholly outside the values the query can hold: such a cell would be noise alone. Without bounds they run
over 0 to 120, as an age does.

The 5- and 10-year bands start at the lower bound and step by their width (18-27, 28-37, ... for bounds from
18), as a steward reading "10-year bands" expects: never a short first band such as 18-19 beside ten-year ones
(issue 46). What is left above the last whole band up to the upper bound is the last band, which the upper
bound caps as it caps every value ("88+"); a remainder shorter than half a band is joined to the band below it
rather than published as a sliver. The menu shows the bands themselves (band_label), so it says so.
"""
from __future__ import annotations

import math

from .bins import MAX_BINS

AGE_BANDS = (0, 18, 65, 120)  # 0-17 / 18-64 / 65+
NO_BOUNDS = (0, 120)
WIDTHS = (5, 10)


def band_edges(low: float, high: float, width: int) -> list:
    """Edges every `width` from low, with low and high themselves the first and last edges; a last band
    narrower than half `width` is joined to the one below: (18, 100, 10) -> [18, 28, ..., 78, 88, 100],
    (0, 95, 10) -> [0, 10, ..., 90, 95]."""
    count = math.floor((high - low) / width)  # whole bands from low
    inner = [_whole(low + i * width) for i in range(1, count + 1) if low + i * width < high]
    if inner and high - inner[-1] < width / 2:
        inner.pop()
    return [_whole(low), *inner, _whole(high)]


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


def band_label(edges, most: int = 0) -> str:
    """Whole-number bands as people write them: [0, 18, 65, 120] -> "0-17 / 18-64 / 65+"; with `most`, at most
    that many bands, the first ones, "…" and the last: "18-27 / 28-37 / … / 88+". Bands with a fractional
    edge are written as their edges: "0.5-10.5"."""
    whole = all(float(edge).is_integer() for edge in edges)
    parts = [f"{_text(lo)}-{_text(hi - 1 if whole else hi)}" for lo, hi in zip(edges[:-2], edges[1:-1])]
    parts.append(f"{_text(edges[-2])}+")
    if most and len(parts) > most:
        parts = parts[:most - 1] + ["…", parts[-1]]
    return " / ".join(parts)


def _whole(value):
    return int(value) if float(value).is_integer() else value


def _text(value) -> str:
    return str(_whole(value))
