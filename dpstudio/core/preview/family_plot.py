"""The Preview's plots for the kinds of plan version 10, drawn into an Axes the caller owns: a table family's
interval per table, measured together beside measured one by one (what measuring together saves), and jointly
estimated quantiles' true values on the value axis."""
from __future__ import annotations

from ..locale_format import given
from ..output.fonts import plot_font_family
from ..words import say
from .plot_figures import preview_title

TOGETHER_COLOUR = "#4a6fa5"
ALONE_COLOUR = "#bbbbbb"
QUANTILE_COLOUR = "#4a6fa5"


def plot_family(ax, preview, level: str, language: str) -> dict:
    """Horizontal bars: each table's 95% half-width measured together, and beside it measured on its own."""
    tables = preview.tables
    names = [" × ".join(t["columns"]) for t in tables]
    rows = list(range(len(tables)))[::-1]
    together = [t["halfwidth"] for t in tables]
    alone = [t["one_by_one_halfwidth"] for t in tables]
    ax.barh([r + 0.2 for r in rows], alone, height=0.4, color=ALONE_COLOUR,
            label=say(language, "measured on its own"))
    bars = ax.barh([r - 0.2 for r in rows], together, height=0.4, color=TOGETHER_COLOUR,
                   label=say(language, "measured together"))
    ax.set_yticks(rows, names, fontsize=7, fontfamily=plot_font_family())
    ax.set_xlabel(say(language, "{level} interval: ± count", level=level), fontsize=8, fontfamily=plot_font_family())
    ax.set_xlim(0, 1.15 * max(alone + together))
    return {"kind": "marginals", "language": language, "bars": bars, "title_text": preview_title(preview, language)}


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
