"""Where a chart's parts go, in its figure's pixels: the region it may use, labels along an axis that fit the
room they have (wrapped across, or upright and every n-th), and how far an axis's own labels reach past
its axes, as matplotlib's renderer measures them. heatmap.py and chart_fit.py lay their charts out with
these (issue 32: long German and Greek labels ran off the figure and over the chart beside them).
"""
from __future__ import annotations

import math

from matplotlib.transforms import Bbox

from .chart_text import elided, text_width, wrapped

LABEL_SIZE = 7
PAD = 4  # pixels between the parts
NEIGHBOUR = 14  # pixels a chart leaves free after its neighbour on the left: that one's last tick label may
# reach past its axes by half its width


def region(ax) -> tuple[float, float, float, float]:
    """The pixels the chart may use: its grid cell, out to the figure's edge where it has no neighbour;
    a chart with a neighbour on its left starts just after that one's axes (its own labels go there)."""
    figure = ax.figure
    spec = ax.get_subplotspec()
    fig_width, fig_height = figure.bbox.width, figure.bbox.height
    if spec is None:
        box = ax.get_position()
        return box.x0 * fig_width, box.y0 * fig_height, box.x1 * fig_width, box.y1 * fig_height
    rows, columns = spec.get_gridspec().get_geometry()
    bottoms, tops, lefts, rights = spec.get_gridspec().get_grid_positions(figure)
    first_row, last_row = spec.rowspan.start, spec.rowspan.stop - 1
    first_column, last_column = spec.colspan.start, spec.colspan.stop - 1
    x0 = 0 if first_column == 0 else rights[first_column - 1] + NEIGHBOUR / fig_width
    x1 = 1 if last_column == columns - 1 else rights[last_column]
    y1 = 1 if first_row == 0 else tops[first_row]
    y0 = 0 if last_row == rows - 1 else bottoms[last_row]
    return x0 * fig_width, y0 * fig_height, x1 * fig_width, y1 * fig_height


def fraction(figure, left: float, bottom: float, width: float, height: float) -> Bbox:
    """A box in the figure's pixels as the fractions of the figure that axes are placed by."""
    w, h = figure.bbox.width, figure.bbox.height
    return Bbox.from_bounds(left / w, bottom / h, width / w, height / h)


def across(labels, width: float, dpi: float, size: float = LABEL_SIZE, most_lines: int = 2) -> list[str] | None:
    """The labels wrapped to `width` pixels on `most_lines` lines at most, or None if one does not fit so."""
    lines = [wrapped(s, width, size, dpi) for s in labels]
    if any(len(each) > most_lines or any(text_width(s, size, dpi) > width for s in each) for each in lines):
        return None
    return ["\n".join(each) for each in lines]


def across_cut(labels, width: float, dpi: float, size: float = LABEL_SIZE, most_lines: int = 3) -> list[str]:
    """The labels wrapped to `width` pixels, each on `most_lines` lines at most: a longer one's last line, and
    a word wider than `width`, cut with "…"."""
    out = []
    for label in labels:
        lines = wrapped(label, width, size, dpi)
        if len(lines) > most_lines:
            lines = lines[:most_lines - 1] + [" ".join(lines[most_lines - 1:])]
        out.append("\n".join(elided(line, width, size, dpi) for line in lines))
    return out


def step(line: float, room: float) -> int:
    """Write every n-th label, so that labels a line high never touch in rows `room` pixels apart."""
    return max(1, math.ceil(line * 1.1 / max(room, 1e-9)))


def set_ticks(axis, labels: list[str], every: int, rotation: float) -> None:
    """`axis`'s ticks at 0, 1, 2, ..., every `every`-th labelled; upright labels hang from their tick."""
    places = list(range(0, len(labels), every))
    axis.set_ticks(places)
    axis.set_ticklabels([labels[p] for p in places], rotation=rotation,
                        **({"ha": "center", "va": "top"} if axis.axis_name == "x" and rotation == 90 else {}))


def overhang(ax, axes) -> tuple[float, float, float, float]:
    """How far (pixels: left, bottom, right, top) the tick labels, offset text and label of `axes` (ax.xaxis,
    ax.yaxis) reach past the axes where it stands now, as matplotlib's renderer lays them out."""
    renderer = ax.figure._get_renderer()  # the canvas's own (Agg), or one made for measuring
    box = ax.get_window_extent(renderer)
    boxes = [b for b in (axis.get_tightbbox(renderer) for axis in axes) if b is not None]
    if not boxes:
        return 0.0, 0.0, 0.0, 0.0
    tight = Bbox.union(boxes)
    return (max(0.0, box.x0 - tight.x0), max(0.0, box.y0 - tight.y0), max(0.0, tight.x1 - box.x1),
            max(0.0, tight.y1 - box.y1))
