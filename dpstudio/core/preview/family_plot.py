"""The Preview's plots for the kinds of plan version 10, drawn into an Axes the caller owns (no pyplot here): a
table family's interval per table measured together beside measured on its own (`"kind": "marginals"`), and
jointly estimated quantiles' true values on the value axis (`"kind": "quantiles"`)."""
from __future__ import annotations

from ..base.locale_format import given
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


QUANTILE_COLOUR = "#4a6fa5"


def plot_quantiles(ax, preview, level: str, language: str) -> dict:
    """The true quantiles (not released) as lines on the value axis, each labelled with its quantile."""
    for truth in preview.truth:
        ax.axvline(truth, color=QUANTILE_COLOUR, lw=1.5)
    ax.axvline(preview.truth[0], color=QUANTILE_COLOUR, lw=1.5, label=say(language, "true quantiles (not released)"))
    for quantile, truth in zip(preview.quantiles or (), preview.truth):  # which line is which: 0.1, 0.25, …
        ax.annotate(given(quantile, language), (truth, 0.02), xycoords=ax.get_xaxis_transform(), xytext=(2, 0),
                    textcoords="offset points", ha="left", va="bottom", fontsize=7, color=QUANTILE_COLOUR,
                    fontfamily=plot_font_family())
    low, high = min(preview.truth), max(preview.truth)
    pad = (high - low) * 0.2 if high > low else max(1.0, abs(float(high)) * 0.1)
    ax.set_xlim(low - pad, high + pad)
    ax.set_yticks([])
    ax.set_xlabel(say(language, "value"), fontsize=8, fontfamily=plot_font_family())
    return {"kind": "quantiles", "language": language}
