"""Plot only on a canvas that has room.

matplotlib cannot place anything on a figure with no width or height: its transforms become singular
and plotting raises. A canvas gets there when a splitter or a small window squeezes it to nothing;
the plot then waits, and is drawn at the first resize that gives the canvas an area again.
"""
from __future__ import annotations

from typing import Callable


class PlotRoom:
    def __init__(self, canvas):
        self.canvas = canvas
        self.waiting: Callable[[], None] | None = None
        canvas.mpl_connect("resize_event", self._resized)

    def has_room(self) -> bool:
        box = self.canvas.figure.bbox
        return box.width >= 1 and box.height >= 1

    def plot(self, draw: Callable[[], None]) -> bool:
        """Run `draw` now if the figure has an area (True), else keep it for the next resize (False)."""
        if not self.has_room():
            self.waiting = draw
            return False
        self.waiting = None
        draw()
        return True

    def forget(self) -> None:
        self.waiting = None

    def _resized(self, _event) -> None:
        if self.waiting is not None and self.has_room():
            draw, self.waiting = self.waiting, None
            draw()
