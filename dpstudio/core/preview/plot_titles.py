"""Plot titles that wrap onto more lines instead of running past their plot (issue 32).

German and Greek words are long, and the preview's three plots share one figure: "Προϋπολογισμός: 3
από 3" over the narrow budget plot ran past the figure's edge and was cut. A title is broken, between
words (and between Chinese characters, which have no spaces), to the width of its own plot at the time
it is drawn. matplotlib's own `wrap=True` wraps to the figure's edges only, over the plot beside it.
"""
from __future__ import annotations

import re
import unicodedata

from ..output.fonts import plot_font_family

NARROW_EM = 0.62  # a letter's width, in ems, at the most (Latin and Greek in DejaVu Sans: 0.55 on average)
WIDE_EM = 1.0  # a Chinese character's
TOKENS = re.compile(r"[\u2E80-\u9FFF\uF900-\uFAFF\uFF00-\uFFEF]|[^\s\u2E80-\u9FFF\uF900-\uFAFF\uFF00-\uFFEF]+\s*|\s+")


def _ems(text: str) -> float:
    return sum(WIDE_EM if unicodedata.east_asian_width(c) in "WF" else NARROW_EM for c in text)


def wrap_to(text: str, room_ems: float) -> str:
    """`text` broken into lines of at most `room_ems` (a word longer than that keeps a line of its own);
    its own line breaks are kept."""
    lines = []
    for paragraph in text.split("\n"):
        line = ""
        for token in TOKENS.findall(paragraph):
            if line.strip() and _ems((line + token).rstrip()) > room_ems:
                lines.append(line.rstrip())
                line = token.lstrip()
            else:
                line += token
        lines.append(line.rstrip())
    return "\n".join(lines)


def plot_width_ems(ax, size: float) -> float:
    """How many ems of a `size`-point font the plot `ax` is wide, on its figure as it is now."""
    pixels = ax.get_window_extent().width
    return pixels / (size * ax.figure.dpi / 72)


def set_title(ax, text: str, size: float):
    """`ax.set_title` with `text` wrapped to the plot's width; the title artist."""
    return ax.set_title(wrap_to(text, plot_width_ems(ax, size)), fontsize=size, fontfamily=plot_font_family())


def set_title_text(title, text: str) -> None:
    """A title made by `set_title` given new words (the same plot, the same size)."""
    title.set_text(wrap_to(text, plot_width_ems(title.axes, title.get_fontsize())))


def leave_room_for_titles(figure, axes, highest: float = 0.9) -> None:
    """Lower the top of the plots on `figure` (one grid, such as the preview's three) so that their titles,
    however many lines they were wrapped to, stay inside the figure: at most `highest`, as the grid had."""
    height = figure.bbox.height
    if height < 1 or not axes:
        return
    needed = max((title_points(ax.title) for ax in axes), default=0) * figure.dpi / 72
    axes[0].get_subplotspec().get_gridspec().update(top=max(0.5, min(highest, 1 - needed / height)))
    for ax in axes:  # GridSpec.update moves the plots of pyplot's figures only
        ax.set_position(ax.get_subplotspec().get_position(figure))


def title_points(title) -> float:
    """The height of a title above its plot, in points: its lines and the gap under them."""
    if not title.get_text():
        return 0.0
    lines = title.get_text().count("\n") + 1
    return lines * title.get_fontsize() * LINE_SPACING + TITLE_GAP


TITLE_GAP = 10  # points: matplotlib's title pad (6) and a little air above
LINE_SPACING = 1.25  # a line's height, in font sizes (matplotlib's 1.2, and a little more)
