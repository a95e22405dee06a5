"""Titles and labels of the steward's charts laid out by tight_layout (the risk panel's class sizes, the
rows per person) that wrap onto more lines instead of running past their chart (issue 32): German and
Greek words are long, and the panels are narrow at 1366x768. A title is broken, between words (and between
Chinese characters, which have no spaces), to its chart's width when it is drawn, measured as chart_text
measures; tight_layout then makes room above the chart for its lines. Their numbered bars are labelled
every n-th where the panel is too narrow for all. (The preview's plots lay themselves out: chart_fit.)
"""
from __future__ import annotations

import math

from ..output.chart_text import text_width, wrapped
from ..output.fonts import plot_font_family

VALUE_AXIS_ROOM = 80  # pixels of a narrow chart's width that its value axis and pads take, about


def wrapped_title(text: str, width: float, size: float, dpi: float) -> str:
    """`text` broken into lines of at most `width` pixels at `size` points; its own line breaks kept."""
    return "\n".join(line for paragraph in text.split("\n") for line in wrapped(paragraph, width, size, dpi))


def set_title(ax, text: str, size: float):
    """`ax.set_title` with `text` wrapped to the chart's width as it is now; the title artist."""
    width = max(1.0, ax.get_window_extent().width)
    return ax.set_title(wrapped_title(text, width, size, ax.figure.dpi), fontsize=size,
                        fontfamily=plot_font_family())


def label_every(ax, labels: list[str], size: float) -> None:
    """The x axis's ticks at 1, 2, ..., each labelled, or every n-th (and the last) where the chart is too
    narrow for them side by side (a panel squeezed by its splitter): tight_layout cannot thin them."""
    figure = ax.figure
    room = max(1.0, figure.bbox.width - VALUE_AXIS_ROOM) / max(1, len(labels))
    widest = max((text_width(s, size, figure.dpi) for s in labels), default=0) + size * figure.dpi / 72
    every = max(1, math.ceil(widest / room))
    shown = [s if i % every == 0 or (i == len(labels) - 1 and i % every > every // 2) else ""
             for i, s in enumerate(labels)]
    ax.set_xticks(range(1, len(labels) + 1))
    ax.set_xticklabels(shown, fontsize=size)
