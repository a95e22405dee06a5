"""The whole name behind a point of a preview plot (issue 32): labels are cut with "…", or only every n-th
is written, to fit the plot; the GUI shows the whole name of the bar, query or heat-map cell under the
pointer."""
from __future__ import annotations


def name_at(ax, artists: dict, x: float, y: float) -> str | None:
    """The whole name at pixel (x, y) of `ax`'s figure: of the category label there, or of the bar (a
    heat map: the cell) under it; None where there is none."""
    if artists.get("heatmap"):
        along, down = artists["along"], artists["down"]
    elif artists.get("labels_left"):
        along, down = None, artists.get("names")
    else:
        along, down = artists.get("names"), None
    for axis, names in ((ax.xaxis, along), (ax.yaxis, down)):
        for tick in axis.get_major_ticks():
            label = tick.label1
            if names and label.get_visible() and label.get_text() and label.get_window_extent().contains(x, y):
                return _named(names, tick.get_loc())
    if not ax.get_window_extent().contains(x, y):
        return None
    column, row = ax.transData.inverted().transform((x, y))
    if along and down:
        first, second = _named(down, row), _named(along, column)
        return f"{first}; {second}" if first and second else None
    return _named(along, column) if along else _named(down, row) if down else None


def _named(names: list[str], place: float) -> str | None:
    index = round(place)
    return names[index] if 0 <= index < len(names) and abs(place - index) <= 0.5 else None
