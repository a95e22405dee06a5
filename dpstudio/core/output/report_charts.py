"""Charts for the report, rendered with matplotlib's Agg canvas (no pyplot, no Qt)."""
from __future__ import annotations

import io

from matplotlib.backends.backend_agg import FigureCanvasAgg
from matplotlib.figure import Figure
from matplotlib.ticker import FuncFormatter

from ..locale_format import format_number, localized
from ..words import say

from .chart_text import fit_title
from .fonts import MAX_CHART_CELLS, cell_labels, first_cells_note, plot_font_family, short_label
from .heatmap import Grid, crosstab_grid, draw_heatmap

WIDTH = 7  # inches, at DPI: the report shows it 600 pixels wide
DPI = 110
LONG_ACROSS = 12  # a cross-tab with more categories on a side lists them down, one a row


def cells_chart_png(query: dict, language: str = "en", width: float = WIDTH, dpi: float = DPI) -> bytes:
    """The released cells with their 95% intervals, as a PNG `width` inches wide at `dpi` (shown at its
    own size, its labels are as laid out): bars, or a heat map for a cross-tab."""
    buffer = io.BytesIO()
    cells_chart_figure(query, language, width, dpi).savefig(buffer, format="png")
    return buffer.getvalue()


def cells_chart_figure(query: dict, language: str = "en", width: float = WIDTH, dpi: float = DPI) -> Figure:
    """The figure cells_chart_png renders, laid out."""
    grid = crosstab_grid((c["key"] for c in query["cells"]), language)
    figure = Figure(figsize=(width, _height(grid)), dpi=dpi)
    FigureCanvasAgg(figure)
    ax = figure.add_subplot(111)
    draw_cells(ax, query, language, grid)
    if grid is None:
        figure.tight_layout()
        box = ax.get_position()
        ax.title.set_x((0.5 - box.x0) / box.width)  # its width was fitted to the figure's, centred on it
    return figure


def _height(grid: Grid | None) -> float:
    """Inches: room for a row of cells of a cross-tab (its longer list down when it is long)."""
    if grid is None:
        return 2.8
    longest, shortest = sorted((len(grid.rows), len(grid.columns)), reverse=True)
    return max(2.8, 1.6 + 0.24 * (shortest if longest <= LONG_ACROSS else longest))


def draw_cells(ax, query: dict, language: str = "en", grid: Grid | None = None) -> None:
    """Bars and intervals of the query's first MAX_CHART_CELLS cells (the report's table and the
    release's files hold them all); a cross-tab (cells of two columns or more) as a heat map."""
    grid = grid or crosstab_grid((c["key"] for c in query["cells"]), language)
    if grid is not None:
        _draw_crosstab(ax, query, grid, language)
        return
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
    fit_title(ax, title + first_cells_note(len(query["cells"]), language), ax.figure.bbox.width * 0.95,
              ax.figure.bbox.height * 0.25)
    ax.tick_params(axis="y", labelsize=7)
    if language != "en":  # English keeps matplotlib's own tick labels
        ax.yaxis.set_major_formatter(FuncFormatter(
            lambda value, _: localized(f"{value:.10g}", language).replace("-", "\u2212")))


def _draw_crosstab(ax, query: dict, grid: Grid, language: str) -> None:
    """The released cells of a cross-tab as a heat map, each with its interval where there is room."""
    cells = query["cells"]
    in_rank = query.get("ci95_unit") == "rows"
    values = [None if c.get("suppressed") else c.get("value") for c in cells]
    notes = [None if in_rank or c.get("suppressed") or c.get("ci95") is None else
             f"± {format_number(c['ci95'], language)}" for c in cells]
    title = say(language, "{query}: released values" if in_rank else
                "{query}: released values and their intervals (at least 95%)", query=short_label(query["id"]))
    if grid.shown < len(cells):
        title += " " + say(language, "(first {shown} of {count} cells)", shown=localized(f"{grid.shown:,}", language),
                           count=localized(f"{len(cells):,}", language))
    longest = max(len(grid.rows), len(grid.columns))
    draw_heatmap(ax, grid, values, notes, title, say(language, "released value"), language,
                 long_across=longest <= LONG_ACROSS)
