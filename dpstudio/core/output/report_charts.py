"""Charts for the report, rendered with matplotlib's Agg canvas (no pyplot, no Qt)."""
from __future__ import annotations

import io

from matplotlib.backends.backend_agg import FigureCanvasAgg
from matplotlib.figure import Figure
from matplotlib.ticker import FuncFormatter

from ..base.locale_format import format_number, localized
from ..base.words import say

from .chart_fit import ACROSS_LEAST, fit_chart
from .chart_layout import LABEL_SIZE, across
from .chart_text import line_height, text_width
from .fonts import MAX_CHART_CELLS, cell_names, first_cells_note, short_label
from .heatmap import Grid, crosstab_grid, draw_heatmap

WIDTH = 7  # inches, at DPI: the report shows it 600 pixels wide
DPI = 110
LONG_ACROSS = 12  # a cross-tab with more categories on a side lists them down, one a row
BARS_HEIGHT = 2.2  # inches of a bar chart, besides its labels ...
LABELS_TALLEST = 1.9  # ... which take at most this many more, upright: LABEL_SHARE of the chart under its title
LABEL_SHARE = 0.5


def cells_chart_png(query: dict, language: str = "en", width: float = WIDTH, dpi: float = DPI) -> bytes:
    """The released cells with their 95% intervals, as a PNG `width` inches wide at `dpi` (shown at its
    own size, its labels are as laid out): bars, or a heat map for a cross-tab."""
    buffer = io.BytesIO()
    cells_chart_figure(query, language, width, dpi).savefig(buffer, format="png")
    return buffer.getvalue()


def cells_chart_figure(query: dict, language: str = "en", width: float = WIDTH, dpi: float = DPI) -> Figure:
    """The figure cells_chart_png renders, laid out."""
    grid = crosstab_grid((c["key"] for c in query["cells"]), language)
    figure = Figure(figsize=(width, _height(grid, query, language, width * dpi, dpi)), dpi=dpi)
    FigureCanvasAgg(figure)
    draw_cells(figure.add_subplot(111), query, language, grid)
    return figure


def _height(grid: Grid | None, query: dict, language: str, width: float, dpi: float) -> float:
    """Inches: room for a row of cells of a cross-tab (its longer list down when it is long); for bars, room
    under them for their labels (upright where they do not fit across), up to LABELS_TALLEST."""
    if grid is None:
        labels = _labels(query["cells"][:MAX_CHART_CELLS], language)
        column = width * 0.9 / max(1, len(labels)) - 2  # about: less the value axis's numbers
        if column >= ACROSS_LEAST * line_height(LABEL_SIZE, dpi) or across(labels, column, dpi) is not None:
            return BARS_HEIGHT  # across, on three lines at most
        longest = max((text_width(s, LABEL_SIZE, dpi) for s in labels), default=0)
        return BARS_HEIGHT + min(longest / dpi, LABELS_TALLEST)
    longest, shortest = sorted((len(grid.rows), len(grid.columns)), reverse=True)
    return max(2.8, 1.6 + 0.24 * (shortest if longest <= LONG_ACROSS else longest))


def _labels(cells, language: str) -> list[str]:
    return [label + end for label, end in zip(cell_names((c["key"] for c in cells), language),
                                              _ends(cells, language))]


def _ends(cells, language: str) -> list[str]:
    """What a cell's label says after its name: withheld, or published without an estimate."""
    suppressed = " (" + say(language, "suppressed") + ")"
    none = " (" + say(language, "no estimate") + ")"
    return [suppressed if c.get("suppressed") else none if c.get("no_estimate") else "" for c in cells]


def draw_cells(ax, query: dict, language: str = "en", grid: Grid | None = None) -> None:
    """Bars and intervals of the query's first MAX_CHART_CELLS cells (the report's table and the
    release's files hold them all); a cross-tab (cells of two columns or more) as a heat map."""
    grid = grid or crosstab_grid((c["key"] for c in query["cells"]), language)
    if grid is not None:
        _draw_crosstab(ax, query, grid, language)
        return
    cells = query["cells"][:MAX_CHART_CELLS]
    values = [float("nan") if c.get("suppressed") or c.get("no_estimate") else c["value"] or 0 for c in cells]
    in_rank = query.get("ci95_unit") == "rows"  # a quantile's interval is in rows of rank, not in values
    errors = [0 if in_rank else c.get("ci95") or 0 for c in cells]
    positions = range(len(values))
    ax.bar(positions, values, color="#4a6fa5")
    ax.errorbar(positions, values, yerr=errors, fmt="none", ecolor="#e07b39", capsize=3)
    title = say(language, "{query}: released values" if in_rank else
                "{query}: released values and their intervals (at least 95%)", query=short_label(query["id"]))
    ax.tick_params(axis="y", labelsize=7)
    if language != "en":  # English keeps matplotlib's own tick labels
        ax.yaxis.set_major_formatter(FuncFormatter(
            lambda value, _: localized(f"{value:.10g}", language).replace("-", "\u2212")))
    fit_chart(ax, {"title_text": title + first_cells_note(len(query["cells"]), language),
                   "labels": cell_names((c["key"] for c in cells), language), "ends": _ends(cells, language),
                   "label_share": LABEL_SHARE})


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
