"""Charts for the report, rendered with matplotlib's Agg canvas (no pyplot, no Qt)."""
from __future__ import annotations

import io

from matplotlib.backends.backend_agg import FigureCanvasAgg
from matplotlib.figure import Figure
from matplotlib.ticker import FuncFormatter

from ..locale_format import localized
from ..words import say

from .fonts import MAX_CHART_CELLS, cell_labels, first_cells_note, plot_font_family, short_label


def cells_chart_png(query: dict, language: str = "en") -> bytes:
    """The released cells with their 95% intervals, as a PNG."""
    figure = Figure(figsize=(7, 2.8), dpi=110)
    FigureCanvasAgg(figure)
    draw_cells(figure.add_subplot(111), query, language)
    figure.tight_layout()
    buffer = io.BytesIO()
    figure.savefig(buffer, format="png")
    return buffer.getvalue()


def draw_cells(ax, query: dict, language: str = "en") -> None:
    """Bars and intervals of the query's first MAX_CHART_CELLS cells (the report's table and the
    release's files hold them all)."""
    cells = query["cells"][:MAX_CHART_CELLS]
    suppressed = " (" + say(language, "suppressed") + ")"
    none = " (" + say(language, "no estimate") + ")"
    labels = [label + (suppressed if c.get("suppressed") else none if c.get("no_estimate") else "")
              for label, c in zip(cell_labels((c["key"] for c in cells), language), cells)]
    values = [float("nan") if c.get("suppressed") or c.get("no_estimate") else c["value"] or 0 for c in cells]
    in_rank = query.get("ci95_unit") == "rows"  # a quantile's interval is in rows of rank, not in values
    errors = [0 if in_rank else c.get("ci95") or 0 for c in cells]
    positions = range(len(values))
    ax.bar(positions, values, color="#4a6fa5")
    ax.errorbar(positions, values, yerr=errors, fmt="none", ecolor="#e07b39", capsize=3)
    ax.set_xticks(list(positions))
    many = len(labels) > 5
    family = plot_font_family()
    ax.set_xticklabels(labels, rotation=40 if many else 0, ha="right" if many else "center", fontsize=7,
                       fontfamily=family)
    title = say(language, "{query}: released values" if in_rank else
                "{query}: released values and their intervals (at least 95%)", query=short_label(query["id"]))
    ax.set_title(title + first_cells_note(len(query["cells"]), language), fontsize=9, fontfamily=family)
    ax.tick_params(axis="y", labelsize=7)
    if language != "en":  # English keeps matplotlib's own tick labels
        ax.yaxis.set_major_formatter(FuncFormatter(
            lambda value, _: localized(f"{value:.10g}", language).replace("-", "\u2212")))
