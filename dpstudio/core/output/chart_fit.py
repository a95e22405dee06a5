"""A chart laid out to fit its region of the figure, in pixels (issue 32): its title on top, its category
labels along the bottom (bars) or down the left (the budget's queries), its value axis's numbers and words,
and the axes in the rest, so that no word runs off the figure or over the chart beside it.

Category labels are wrapped across their columns where two lines hold them (three, the last cut with "…",
in wide columns), else turned upright and cut in their middle with "…" to at most LABEL_SHARE of the
chart's height (down the left: NAME_SHARE of its width); where they are denser than a line, only every
n-th is written. The whole names stay with the chart (`artists["names"]`) for the GUI to show on hover;
the report's table lists every cell in full.

The chart's `artists` say what to fit: "title_text"; "labels" (the categories' whole names, each at most
fonts.NAME_CHARACTERS long) with "labels_left" (True: down the left), "ends" (words kept whole after each
label, e.g. " (suppressed)") and "label_share" (instead of LABEL_SHARE); "note" (a Text in the axes, and
its words: wrapped to fit). The axes' own words are cut to their lengths. Call fit_chart again after a
resize.
"""
from __future__ import annotations

from .chart_layout import LABEL_SIZE, PAD, across, across_cut, fraction, overhang, region, set_ticks, step
from .chart_text import (TITLE_PAD, elided, elided_middle, fit_title, fitted_lines, line_height, text_width,
                         title_pad, wrapped)
from .fonts import plot_font_family

LABEL_SHARE = 0.4  # of the chart's height under its title, at most, for upright category labels
NAME_SHARE = 0.45  # of the chart's width, at most, for labels down the left
TITLE_SHARE = 0.3  # of the chart's height, at most, for the title
ACROSS_LEAST = 5  # lines of height: a column at least this wide holds its label across, cut to three lines
TICK_ROOM = 4  # points between an axis and its category labels (a short tick and its pad)
NOTE_SIZES = (7, 6)  # points: a note in the axes, smaller before cut
LEGEND_HANDLE = 34  # pixels of a legend entry before its words (its handle and pads)


def fit_chart(ax, artists: dict) -> None:
    """Lay the chart out in the pixels its figure has now (see the module's docstring)."""
    dpi = ax.figure.dpi
    artists.setdefault("title", ax.title)
    x0, y0, x1, y1 = region(ax)
    width, height = x1 - x0, y1 - y0
    if width < 2 * PAD + 1 or height < 2 * PAD + 1:  # no room at all: laid out at the next resize
        return
    title, size = fitted_lines(artists["title_text"], width - 2 * PAD, TITLE_SHARE * height, dpi)
    title_height = (title.count("\n") + 1) * line_height(size, dpi)
    outer = (x0 + PAD, y0 + PAD, x1 - PAD, y1 - PAD - title_height - title_pad(dpi))
    room, chosen_for = 0.0, None
    for _ in range(3):  # the labels chosen for the axes' length, which the value axis's numbers decide
        inner = _inside(ax, artists, outer, room)
        if inner is None:
            return
        if artists.get("labels") is None:
            break
        length = inner[3] - inner[1] if artists.get("labels_left") else inner[2] - inner[0]
        if chosen_for is not None and length >= chosen_for - 0.5:
            break
        chosen_for, room = length, _category_room(ax, artists, length, width, outer[3] - outer[1])
    else:
        if _inside(ax, artists, outer, room) is None:
            return
    if artists.get("labels") is not None:
        _category_ticks(ax, artists)
    _fit_legend(ax, artists)
    _fit_note(ax, artists)
    above = outer[3] - ax.get_window_extent().y1  # the numbers reaching above the axes: the title over them
    artists["title_room"] = (width - 2 * PAD, title_height, (x0 + x1) / 2, TITLE_PAD + above * 72 / dpi)
    artists["title"] = fit_title(ax, artists["title_text"], *artists["title_room"])


def _inside(ax, artists: dict, outer, room: float) -> list[float] | None:
    """Place the axes in `outer` (pixels) less `room` for its category labels and the room its value axis's
    numbers and words take, measured there; its box, or None if nothing is left."""
    left, bottom, right, top = outer
    down = artists.get("labels_left")
    labels = artists.get("labels")
    if labels is not None:
        left, bottom = (left + room, bottom) if down else (left, bottom + room)
    value_axes = [ax.xaxis, ax.yaxis] if labels is None else [ax.xaxis] if down else [ax.yaxis]
    if right - left < 1 or top - bottom < 1:
        return None
    _place(ax, artists, (left, bottom, right, top))
    reach = (0.0, 0.0, 0.0, 0.0)
    for _ in range(2):  # measured again where it goes: its numbers follow its size ("2.5" may become "2.25")
        reach = [max(a, b) for a, b in zip(reach, overhang(ax, value_axes))]
        inner = (left + reach[0], bottom + reach[1], right - reach[2], top - reach[3])
        if inner[2] - inner[0] < 1 or inner[3] - inner[1] < 1:
            return None
        _place(ax, artists, inner)
    return inner


def _place(ax, artists: dict, box) -> None:
    """The axes at `box` (pixels), its axes' words cut to their lengths."""
    left, bottom, right, top = box
    ax.set_position(fraction(ax.figure, left, bottom, right - left, top - bottom))
    words = artists.setdefault("axis_words", (ax.xaxis.label.get_text(), ax.yaxis.label.get_text()))
    for label, said, length in zip((ax.xaxis.label, ax.yaxis.label), words, (right - left, top - bottom)):
        if said:
            label.set_text(elided(said, length, label.get_fontsize(), ax.figure.dpi))


def _category_room(ax, artists: dict, length: float, width: float, height: float) -> float:
    """The pixels the category labels take beside (down the left) or under (along the bottom) an axes
    `length` pixels long in a chart `width` wide and `height` high under its title, their texts chosen for
    that room (artists["drawn"])."""
    dpi, line = ax.figure.dpi, line_height(LABEL_SIZE, ax.figure.dpi)
    tick = TICK_ROOM * dpi / 72
    labels, ends = artists["labels"], artists.get("ends") or [""] * len(artists["labels"])
    if artists.get("labels_left"):
        texts = _cut(labels, ends, NAME_SHARE * width, dpi)
        artists["drawn"] = (texts, 0)
        return max((text_width(t, LABEL_SIZE, dpi) for t in texts), default=0) + tick
    column = length / max(1, len(labels)) - 2
    texts = across([s + e for s, e in zip(labels, ends)], column, dpi)
    if texts is None and column >= ACROSS_LEAST * line:
        texts = across_cut([s + e for s, e in zip(labels, ends)], column, dpi)
    if texts is not None:
        artists["drawn"] = (texts, 0)
        return max(t.count("\n") + 1 for t in texts) * line + tick
    texts = _cut(labels, ends, artists.get("label_share", LABEL_SHARE) * height, dpi)
    artists["drawn"] = (texts, 90)
    return max((text_width(t, LABEL_SIZE, dpi) for t in texts), default=0) + tick


def _cut(labels, ends, room: float, dpi: float) -> list[str]:
    """Each label cut in its middle with "…" so that it and its end fit `room` pixels."""
    return [elided_middle(s, room - text_width(e, LABEL_SIZE, dpi), LABEL_SIZE, dpi) + e
            for s, e in zip(labels, ends)]


def _category_ticks(ax, artists: dict) -> None:
    """The category labels chosen by _category_room at their ticks, every n-th where they are denser than a
    line."""
    texts, rotation = artists["drawn"]
    box = ax.get_window_extent()
    down = artists.get("labels_left")
    line = line_height(LABEL_SIZE, ax.figure.dpi)
    spacing = (box.height if down else box.width) / max(1, len(texts))
    axis = ax.yaxis if down else ax.xaxis
    set_ticks(axis, texts, step(line, spacing) if down or rotation else 1, rotation)
    ax.tick_params(axis="y" if down else "x", length=2, pad=2, labelsize=LABEL_SIZE)
    for label in axis.get_ticklabels():
        label.set_fontfamily(plot_font_family())


def _fit_note(ax, artists: dict) -> None:
    """A note written in the axes (artists["note"]: its Text and words) wrapped, or made smaller, to fit it."""
    if "note" not in artists:
        return
    text, words = artists["note"]
    box = ax.get_window_extent()
    lines, size = fitted_lines(words, box.width - 2 * PAD, box.height - 2 * PAD, ax.figure.dpi, NOTE_SIZES)
    text.set_text(lines)
    text.set_fontsize(size)


def _fit_legend(ax, artists: dict) -> None:
    """The legend's words wrapped to the axes' width."""
    legend = ax.get_legend()
    if legend is None:
        return
    texts = legend.get_texts()
    words = artists.setdefault("legend_words", [t.get_text() for t in texts])
    room = max(1.0, ax.get_window_extent().width - LEGEND_HANDLE)
    for text, said in zip(texts, words):
        text.set_text("\n".join(wrapped(said, room, text.get_fontsize(), ax.figure.dpi)))
