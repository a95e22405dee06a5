"""The histogram of rows per person (for the steward's eyes only), drawn into an Axes the caller owns.

Its count axis is logarithmic above 10 (one person with 16 rows beside 200 with one stays visible), with
plain figures as its ticks (0, 1, 2, 5, 10, 20, 50, …, in the language's marks; never "10¹" alone), and every
bar carries its number of rows, the last, merged one as the range it holds ("12–16"); where the panel is too
narrow for the labels side by side they stand upright, never thinned out (issue 46)."""
from __future__ import annotations

import math

from matplotlib.ticker import FixedFormatter, FixedLocator, NullLocator

from ..exact.rows_per_person import RowsPerPerson
from ..base.languages import DEFAULT_LANGUAGE
from ..base.locale_format import figure
from ..output.chart_text import text_width
from ..output.fonts import plot_font_family
from ..base.words import say
from .plot_titles import VALUE_AXIS_ROOM, set_title

KEPT_COLOUR = "#4a6fa5"
CUT_COLOUR = "#e07b39"
MOST_BARS = 12  # people with more rows than this share the last bar


def plot_rows_per_person(ax, counts: RowsPerPerson, max_rows: int, language: str = DEFAULT_LANGUAGE) -> None:
    """People by their number of rows: bars past `max_rows` (people who lose rows) in orange, the limit dashed;
    its words in `language`."""
    ax.clear()
    top = min(MOST_BARS, max(counts.people_with, default=1))
    heights = [counts.people_with.get(rows, 0) for rows in range(1, top)]
    heights.append(sum(people for rows, people in counts.people_with.items() if rows >= top))
    positions = list(range(1, top + 1))
    most = max(counts.people_with, default=1)
    colours = [CUT_COLOUR if rows > max_rows or (rows == top and most > max_rows) else KEPT_COLOUR
               for rows in positions]  # the last bar holds everyone from `top` rows on
    ax.bar(positions, heights, color=colours)
    ax.axvline(min(max_rows, top) + 0.5, color="#424242", linestyle="--", linewidth=1)
    labels = [str(rows) for rows in positions]
    if most > top:  # the merged bar says which numbers of rows it holds: "12–16" (the steward's eyes only)
        labels[-1] = f"{top}–{most}"
    label_all(ax, labels, 7)
    ax.set_yscale("symlog", linthresh=10)
    ticks = count_ticks(max(heights, default=0))
    ax.yaxis.set_major_locator(FixedLocator(ticks))
    ax.yaxis.set_minor_locator(NullLocator())
    ax.yaxis.set_major_formatter(FixedFormatter([figure(value, language) for value in ticks]))
    ax.set_ylim(0, max(ticks[-1], max(heights, default=0)) * 1.05 or 1)
    family = plot_font_family()
    ax.set_xlabel(say(language, "rows per person"), fontsize=8, fontfamily=family)
    ax.set_ylabel(say(language, "people"), fontsize=8, fontfamily=family)
    ax.tick_params(labelsize=7)
    set_title(ax, say(language, "People by their number of rows\n(orange: more than {max_rows}, rows left out)",
                      max_rows=max_rows), 8)


def count_ticks(highest: float) -> list[int]:
    """Ticks for the count axis (linear up to 10, logarithmic above) up to the first at or above `highest`:
    0, 1, 2, 5, 10 within the linear part; 0, 10, 20, 50, 100, 200, … above it, or 0, 10, 100, 1000, … when
    that would be more than seven ticks."""
    top = max(1, highest)
    if top <= 10:
        steps = [1, 2, 5, 10]
        return [0] + steps[:next(i for i, step in enumerate(steps) if step >= top) + 1]
    steps = [m * 10 ** e for e in range(1, math.ceil(math.log10(top)) + 1) for m in (1, 2, 5)] + \
        [10 ** (math.ceil(math.log10(top)) + 1)]
    ticks = [0] + steps[:next(i for i, step in enumerate(steps) if step >= top) + 1]
    if len(ticks) > 7:
        ticks = [0] + [10 ** e for e in range(1, math.ceil(math.log10(top)) + 1)]
    return ticks


def label_all(ax, labels: list[str], size: float) -> None:
    """Every bar's label at 1, 2, …: side by side where they fit, upright where the chart is too narrow."""
    room = max(1.0, ax.figure.bbox.width - VALUE_AXIS_ROOM) / max(1, len(labels))
    widest = max((text_width(label, size, ax.figure.dpi) for label in labels), default=0) + size * ax.figure.dpi / 72
    ax.set_xticks(range(1, len(labels) + 1))
    ax.set_xticklabels(labels, fontsize=size, rotation=90 if widest > room else 0)
