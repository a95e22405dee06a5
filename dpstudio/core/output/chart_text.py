"""Text on a chart that fits where it is drawn: measured with matplotlib's own renderer, then wrapped,
made smaller or cut with "…" until it fits the room it has (a German or Greek title, a long category).

Measuring needs no canvas: the fonts' own advances at the figure's dpi give what any canvas draws.
"""
from __future__ import annotations

import re
from functools import lru_cache

from matplotlib.backends.backend_agg import get_hinting_flag
from matplotlib.font_manager import FontProperties, findfont, get_font

from .fonts import plot_font_family

LINE_SPACING = 1.2  # matplotlib's own, between the lines of one Text
TITLE_SIZES = (9, 8, 7)
TITLE_PAD = 4  # points between an axes and its title


@lru_cache(maxsize=1)
def _fonts() -> list:
    """The plot fonts' FreeType faces, in the order matplotlib falls back through them."""
    faces = []
    for name in plot_font_family():
        try:
            faces.append(get_font(findfont(FontProperties(family=[name]), fallback_to_default=False)))
        except ValueError:  # not installed after all
            continue
    return faces


@lru_cache(maxsize=65536)
def _advance(character: str, size: float, dpi: float) -> float:
    """How far one character moves the pen, in pixels, in the first plot font that has it."""
    for face in _fonts():
        if face.get_char_index(ord(character)):
            face.set_size(size, dpi)
            return face.load_char(ord(character), flags=get_hinting_flag()).horiAdvance / 64
    return size * dpi / 72  # a character no font has: drawn as a box about an em wide


def text_width(text: str, size: float, dpi: float) -> float:
    """The width in pixels of one line of `text` at `size` points: its characters' advances (what
    matplotlib lays out, less kerning), each measured once. matplotlib's own measure of a whole line
    takes milliseconds; a chart measures hundreds."""
    return sum(_advance(c, size, dpi) for c in text)


def line_height(size: float, dpi: float) -> float:
    """The height in pixels one line of text at `size` points takes, with its spacing."""
    return size * LINE_SPACING * dpi / 72


def elided(text: str, width: float, size: float, dpi: float) -> str:
    """`text` cut with "…" to at most `width` pixels ("" if not even "…" fits)."""
    if text_width(text, size, dpi) <= width:
        return text
    low, high = 0, len(text)
    while low < high:  # the most characters that fit with the "…"
        middle = (low + high + 1) // 2
        if text_width(text[:middle].rstrip() + "…", size, dpi) <= width:
            low = middle
        else:
            high = middle - 1
    if low == 0:
        return "…" if text_width("…", size, dpi) <= width else ""
    return text[:low].rstrip() + "…"


def elided_middle(text: str, width: float, size: float, dpi: float) -> str:
    """`text` cut in its middle with "…" to at most `width` pixels, its start and its end kept (names that
    differ only at their end, "admissions_2023" and "admissions_2024", stay told apart)."""
    if text_width(text, size, dpi) <= width:
        return text
    end = len(text) // 3
    while end > 0 and text_width("…" + text[-end:], size, dpi) > width / 3:
        end -= 1
    tail = text[-end:] if end else ""
    head = elided(text[:len(text) - end], width - text_width(tail, size, dpi), size, dpi)
    return head + tail if head.endswith("…") else elided(text, width, size, dpi)


def _pieces(text: str) -> list[str]:
    """Where a line may break: after a space, or between two Chinese (or Japanese, Korean) characters."""
    return re.findall(r"[\u2e80-\u9fff\uac00-\ud7af\uf900-\ufaff\uff00-\uffef][\s]*|[^\s\u2e80-\u9fff\uac00-\ud7af"
                      r"\uf900-\ufaff\uff00-\uffef]+\s*|\s+", text)


def wrapped(text: str, width: float, size: float, dpi: float) -> list[str]:
    """`text` broken into lines of at most `width` pixels where it can break (a word wider than
    that stays whole on its own line)."""
    lines, line = [], ""
    for piece in _pieces(text):
        if line and text_width((line + piece).rstrip(), size, dpi) > width:
            lines.append(line.rstrip())
            line = piece.lstrip()
        else:
            line += piece
    if line.strip():
        lines.append(line.rstrip())
    return lines or [""]


def fitted_lines(text: str, width: float, height: float, dpi: float, sizes=TITLE_SIZES) -> tuple[str, float]:
    """`text` as lines that fit `width` x `height` pixels, and its size in points: at the largest size,
    wrapped into as many lines as fit; at the smallest, the last line that fits cut with "…"."""
    for size in sizes:
        lines = wrapped(text, width, size, dpi)
        if len(lines) * line_height(size, dpi) <= height and all(text_width(s, size, dpi) <= width for s in lines):
            return "\n".join(lines), size
    size = sizes[-1]
    lines = wrapped(text, width, size, dpi)
    room = max(1, int(height // line_height(size, dpi)))
    kept = lines[:room]
    if len(lines) > room:
        kept[-1] = kept[-1] + " " + " ".join(lines[room:])
    return "\n".join(elided(s, width, size, dpi) for s in kept), size


def fit_title(ax, text: str, width: float | None = None, height: float | None = None,
              centre: float | None = None, pad: float = TITLE_PAD) -> object:
    """Set `ax`'s title to `text`, fitted to `width` x `height` pixels (by default the axes' width and
    the room between the axes' top and the figure's top) and centred on the figure's pixel column
    `centre` (by default the axes' centre), `pad` points above the axes. Returns the title."""
    figure = ax.figure
    box = ax.get_position()
    fig_width, fig_height = figure.bbox.width, figure.bbox.height
    width = box.width * fig_width if width is None else width
    height = (1 - box.y1) * fig_height - title_pad(figure.dpi) if height is None else height
    lines, size = fitted_lines(text, max(width, 1), max(height, 1), figure.dpi)
    colour = ax.title.get_color()  # set_title would reset it (a budget over its limit is red)
    title = ax.set_title(lines, fontsize=size, fontfamily=plot_font_family(), pad=pad, color=colour)
    across = 0.5 if centre is None else (centre / fig_width - box.x0) / max(box.width, 1e-9)
    title.set_x(across)
    return title


def title_pad(dpi: float) -> float:
    """The room between an axes and its title, in pixels."""
    return TITLE_PAD * dpi / 72
