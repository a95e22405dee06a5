"""The Preview's plot of a table family (a family of tables, a synthetic table), drawn into an Axes the caller owns
(no pyplot here): each table's interval measured together beside measured on its own. (Several quantiles' plot is
their kind's own: kinds/quantiles/preview.py.)"""
from __future__ import annotations

from ..output.chart_fit import fit_chart
from ..output.fonts import NAME_CHARACTERS, plot_font_family, short_label
from ..base.words import say
from .plot_figures import preview_title

TOGETHER_COLOUR = "#4a6fa5"
ALONE_COLOUR = "#b0b0b0"


def plot_family(ax, preview, language: str = "en") -> dict:
    """Two bars per table: ± measured together, ± measured on its own (an equal share of the query's budget)."""
    ax.clear()
    tables = preview.tables
    positions = list(range(len(tables)))
    ax.bar([x - 0.2 for x in positions], [t["halfwidth"] for t in tables], width=0.4, color=TOGETHER_COLOUR,
           label=say(language, "measured together"))
    ax.bar([x + 0.2 for x in positions], [t["one_by_one_halfwidth"] for t in tables], width=0.4, color=ALONE_COLOUR,
           label=say(language, "measured on its own"))
    ax.set_ylabel(say(language, "± error"),
                  fontsize=8, fontfamily=plot_font_family())
    ax.tick_params(labelsize=7)
    names = [short_label(" × ".join(t["columns"]), NAME_CHARACTERS) for t in tables]
    artists = {"kind": preview.kind, "language": language, "family": True, "names": names, "labels": names,
               "title_text": preview_title(preview, language, len(tables))}
    ax.legend(loc="upper center", ncol=2, prop={"family": plot_font_family(), "size": 7})  # above the bars
    top = max([t["one_by_one_halfwidth"] for t in tables] + [t["halfwidth"] for t in tables] + [1.0])
    ax.set_ylim(0, top * 1.4)
    fit_chart(ax, artists)
    return artists
