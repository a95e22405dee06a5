"""A cross-tab as a heat map: one category list down, the other across, a cell's colour its value, each
cell written out where it has room, and a colour bar (issue 32: 39 bars side by side had labels on top
of each other).

`crosstab_grid` arranges the cells; `draw_heatmap` draws them into a given Axes; `fit_heatmap` lays
the chart out in pixels, measured with matplotlib's renderer, so that no two labels overlap: labels
turn upright when they are wider than their column, only every n-th is written where they are taller
than their row, and each is cut with "…" to the room it has. Call it again after the figure is
resized. The chart takes the axes' whole cell of its grid, to the figure's edge where it has no
neighbour, for its labels, title and colour bar.
"""
from __future__ import annotations

import math
from dataclasses import dataclass

import numpy as np
from matplotlib import transforms
from matplotlib.ticker import FuncFormatter

from ..base.locale_format import format_number, localized
from .chart_layout import LABEL_SIZE, PAD, across as _across, fraction as _fraction, region as _region, \
    set_ticks as _ticks, step as _step
from .chart_text import elided, fit_title, fitted_lines, line_height, text_width, title_pad
from .fonts import key_value_text, plot_font_family, short_label

MAX_SIDE = 40  # categories drawn along each side; the report's table and the release's files hold them all
CELL_SIZES = (7, 6)  # a cell's own figures: smaller before none
BAR_LABEL_SIZE = 6
BAR = 8  # pixels: the colour bar's width
COLOURS = "Blues"


@dataclass
class Grid:
    """The cells of a cross-tab by row and column: `index[r][c]` is the cell's place in the query's
    cells (None: no such cell). Rows are the first key column's values, columns the others'."""
    row_name: str
    column_name: str
    rows: list[str]
    columns: list[str]
    index: list[list[int | None]]

    @property
    def shown(self) -> int:
        return sum(i is not None for row in self.index for i in row)


def crosstab_grid(keys, language: str = "en", side: int = MAX_SIDE) -> Grid | None:
    """The grid of cells keyed by two columns or more (None for cells of one column: a histogram's
    bars read better). The first `side` values of each side are kept, in the cells' order."""
    keys = list(keys)
    if not keys or len(keys[0]) < 2:
        return None
    names = list(keys[0])
    rows, columns, places = {}, {}, {}
    for place, key in enumerate(keys):
        row = key_value_text(key.get(names[0]), language)
        column = "; ".join(key_value_text(key.get(name), language) for name in names[1:])
        for found, value in ((rows, row), (columns, column)):
            if value not in found and len(found) < side:
                found[value] = len(found)
        if row in rows and column in columns:
            places[rows[row], columns[column]] = place
    index = [[places.get((r, c)) for c in range(len(columns))] for r in range(len(rows))]
    return Grid(short_label(names[0]), short_label("; ".join(names[1:])), [short_label(r) for r in rows],
                [short_label(c) for c in columns], index)


def draw_heatmap(ax, grid: Grid, values, notes, title: str, colour_label: str, language: str = "en",
                 long_across: bool | None = None, hatched=()) -> dict:
    """Draw `grid` into `ax`: each cell's colour is its value (`values`, by the cell's place; None or NaN:
    none), written in the cell with its note under it (`notes`, e.g. "± 22", or None) where there is room.
    `long_across`: the longer category list across (True), down (False), or across if the chart is wider
    than tall (None). Cells whose place is in `hatched` are hatched. Returns the artists, for
    fit_heatmap and update_notes."""
    ax.clear()
    across = _long_across(ax, grid) if long_across is None else long_across
    flip = across != (len(grid.columns) >= len(grid.rows))  # the columns go down instead
    index = [list(col) for col in zip(*grid.index)] if flip else grid.index
    down, along = (grid.columns, grid.rows) if flip else (grid.rows, grid.columns)
    names = (grid.column_name, grid.row_name) if flip else (grid.row_name, grid.column_name)
    matrix = np.array([[_number(values, i) for i in row] for row in index], dtype=float).reshape(len(down),
                                                                                                 len(along))
    image = ax.imshow(np.ma.masked_invalid(matrix), cmap=COLOURS, aspect="auto", interpolation="nearest",
                      **_limits(matrix))
    ax.set_facecolor("#f4f4f4")  # no such cell, or one withheld
    bar = ax.figure.colorbar(image, cax=ax.inset_axes([1.02, 0, 0.02, 1]))  # cleared with `ax`
    bar.formatter = FuncFormatter(lambda value, _: _tick(value, language))
    bar.ax.tick_params(labelsize=BAR_LABEL_SIZE, length=2, pad=1)
    artists = {"image": image, "bar": bar, "down": down, "along": along, "names": names, "title_text": title,
               "colour_label": colour_label, "values": [], "notes": [], "note_places": []}
    shade = image.norm
    for r, row in enumerate(index):
        for c, place in enumerate(row):
            if place is None:
                continue
            value = _number(values, place)
            dark = not math.isnan(value) and shade(value) > 0.55
            colour = "white" if dark else "#222222"
            text = _figure(values[place], language)
            artists["values"].append(ax.text(c, r, text, ha="center", va="center", color=colour,
                                             fontfamily=plot_font_family()))
            note = notes[place] if notes is not None else None
            if note:
                artists["notes"].append(ax.text(c, r, note, ha="center", va="center", color=colour,
                                                fontfamily=plot_font_family()))
                artists["note_places"].append(place)
            if place in hatched:
                ax.add_patch(_hatch(c, r))
    fit_heatmap(ax, artists)
    return artists


@dataclass
class _Layout:
    """Where the parts of a heat map go, in the figure's pixels, and its labels as they fit there."""
    left: float
    right: float
    bottom: float
    top: float
    down: list[str]
    along: list[str]
    upright: bool
    title_room: tuple


def fit_heatmap(ax, artists: dict) -> None:
    """Lay the heat map out in the pixels its figure has now: axes, labels, title, colour bar, figures."""
    layout = _layout(ax, artists)
    if layout is None:  # no room at all: laid out at the next resize
        return
    figure, dpi = ax.figure, ax.figure.dpi
    width, height = layout.right - layout.left, layout.top - layout.bottom
    ax.set_position(_fraction(figure, layout.left, layout.bottom, width, height))
    line = line_height(LABEL_SIZE, dpi)
    column, row = width / len(layout.along), height / len(layout.down)
    _ticks(ax.xaxis, layout.along, _step(line, column) if layout.upright else 1, 90 if layout.upright else 0)
    _ticks(ax.yaxis, layout.down, _step(line, row), 0)
    ax.tick_params(length=0, pad=2, labelsize=LABEL_SIZE)
    for label in ax.get_xticklabels() + ax.get_yticklabels():
        label.set_fontfamily(plot_font_family())
    down_name, along_name = artists["names"]
    words = {"fontsize": LABEL_SIZE, "fontfamily": plot_font_family(), "labelpad": 2}
    ax.set_ylabel(elided(down_name, height, LABEL_SIZE, dpi), **words)
    ax.set_xlabel(elided(along_name, width, LABEL_SIZE, dpi), **words)
    half_label = line_height(BAR_LABEL_SIZE, dpi) / 2  # the bar's top label stays under the title
    place = _fraction(figure, layout.right + PAD, layout.bottom, BAR, height - half_label)
    artists["bar"].ax.set_axes_locator(lambda _axes, _renderer: place)
    artists["bar"].set_label(elided(artists["colour_label"], height, LABEL_SIZE, dpi), **words)
    artists["title_room"] = layout.title_room
    artists["title"] = fit_title(ax, artists["title_text"], *layout.title_room)
    artists["room"] = (column - 2, row)
    _fit_figures(ax, artists)


def _layout(ax, artists: dict) -> _Layout | None:
    """Title on top, the colour bar on the right, the labels down the left and along the bottom (upright
    if they do not fit side by side), each cut to the room it has; the cells get the rest."""
    dpi = ax.figure.dpi
    x0, y0, x1, y1 = _region(ax)
    width, height = x1 - x0, y1 - y0
    line = line_height(LABEL_SIZE, dpi)
    title, size = fitted_lines(artists["title_text"], width - 2 * PAD, 0.3 * height, dpi)
    title_height = (title.count("\n") + 1) * line_height(size, dpi)
    down = [elided(s, 0.3 * width, LABEL_SIZE, dpi) for s in artists["down"]]
    left = x0 + PAD + line + max((text_width(s, LABEL_SIZE, dpi) for s in down), default=0) + PAD
    right = x1 - (PAD + BAR + 3 * dpi / 72 + _bar_labels_width(artists, dpi) + PAD + line + PAD)
    along = _across(artists["along"], max(right - left, 1) / len(artists["along"]) - 2, dpi)
    upright = along is None
    if upright:
        along = [elided(s, 0.35 * height, LABEL_SIZE, dpi) for s in artists["along"]]
    along_height = max((text_width(s, LABEL_SIZE, dpi) for s in along), default=0) if upright else \
        max(s.count("\n") + 1 for s in along) * line
    bottom = y0 + PAD + line + along_height + PAD
    top = y1 - PAD - title_height - title_pad(dpi)
    if right - left < 1 or top - bottom < 1:
        return None
    return _Layout(left, right, bottom, top, down, along, upright, (width - 2 * PAD, title_height, (x0 + x1) / 2))




def update_notes(ax, artists: dict, notes) -> bool:
    """New notes (the figure under each value, by the cell's place) in the cells that had one; False
    when they no longer fit as drawn (a full redraw lays them out again)."""
    for text, place in zip(artists["notes"], artists["note_places"]):
        if place >= len(notes) or not notes[place]:
            return False
        text.set_text(notes[place])
    shown = [t for t in artists["notes"] if t.get_visible()]
    width = artists["room"][0]
    return all(text_width(t.get_text(), t.get_fontsize(), ax.figure.dpi) <= width for t in shown)


def _fit_figures(ax, artists: dict) -> None:
    """Write a cell's value, and its note under it, only where they fit the cell."""
    dpi = ax.figure.dpi
    width, height = artists["room"]
    values, notes = artists["values"], artists["notes"]
    size = next((s for s in CELL_SIZES if _widest(values, s, dpi) <= width and line_height(s, dpi) <= height), None)
    with_notes = bool(notes) and size is not None and 2 * line_height(size, dpi) <= height \
        and _widest(notes, size, dpi) <= width
    shift = line_height(size or CELL_SIZES[-1], dpi) / 2 * 72 / dpi if with_notes else 0
    for text in values:
        text.set_visible(size is not None)
        text.set_fontsize(size or CELL_SIZES[-1])
        text.set_transform(transforms.offset_copy(ax.transData, ax.figure, y=shift, units="points"))
    for text in notes:
        text.set_visible(with_notes)
        text.set_fontsize(size or CELL_SIZES[-1])
        text.set_transform(transforms.offset_copy(ax.transData, ax.figure, y=-shift, units="points"))




def _widest(texts, size: float, dpi: float) -> float:
    return max((text_width(t.get_text(), size, dpi) for t in texts), default=0)






def _bar_labels_width(artists: dict, dpi: float) -> float:
    low, high = artists["image"].norm.vmin, artists["image"].norm.vmax
    return max(text_width(_tick(v, "en") + "0", BAR_LABEL_SIZE, dpi) for v in (low, high, (low + high) / 2))


def _tick(value: float, language: str) -> str:
    return localized(f"{value:.10g}", language).replace("-", "\u2212")




def _long_across(ax, grid: Grid) -> bool:
    x0, y0, x1, y1 = _region(ax)
    return x1 - x0 >= y1 - y0


def _number(values, place) -> float:
    if place is None:
        return float("nan")
    value = values[place]
    return float("nan") if value is None else float(value)


def _figure(value, language: str) -> str:
    """A cell's value as the report writes it; "–" for none (a cell withheld)."""
    missing = value is None or (isinstance(value, float) and math.isnan(value))
    return "–" if missing else format_number(value, language)


def _limits(matrix) -> dict:
    finite = matrix[np.isfinite(matrix)]
    if not finite.size:
        return {"vmin": 0, "vmax": 1}
    low, high = min(0.0, float(finite.min())), float(finite.max())
    return {"vmin": low, "vmax": high if high > low else low + 1}


def _hatch(column: int, row: int):
    # start-up: matplotlib.patches (0.1 s of its docstrings) only when a heat map marks a cell
    from matplotlib.patches import Rectangle

    return Rectangle((column - 0.5, row - 0.5), 1, 1, fill=False, hatch="///", edgecolor="#999999", lw=0)
