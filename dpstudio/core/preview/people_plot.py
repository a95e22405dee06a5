"""The histogram of rows per person (for the steward's eyes only), drawn into an Axes the caller owns."""
from __future__ import annotations

from ..exact.rows_per_person import RowsPerPerson
from ..languages import DEFAULT_LANGUAGE
from ..output.fonts import plot_font_family
from ..words import say
from .plot_titles import label_every, set_title

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
    if most > top:
        labels[-1] = f"{top}+"
    label_every(ax, labels, 7)
    ax.set_yscale("symlog", linthresh=10)
    family = plot_font_family()
    ax.set_xlabel(say(language, "rows per person"), fontsize=8, fontfamily=family)
    ax.set_ylabel(say(language, "people"), fontsize=8, fontfamily=family)
    ax.tick_params(labelsize=7)
    set_title(ax, say(language, "People by their number of rows\n(orange: more than {max_rows}, rows left out)",
                      max_rows=max_rows), 8)
