"""A form whose rows get the height their words need at the width they get, in every language.

Qt's QFormLayout keeps its rows' heights for one width only, the last it worked them out at, yet takes two
widths as worked out: the last other width it was asked about, and its size hint's. Asked its height at its
size hint's width (a size hint of any widget around it asks) after a layout at its own width, then laid out
again at that width, it arranged its rows with the heights of the wider width: at 1366x768 the selected
query's words were cut after one or two lines and room was left empty below them (German's histogram;
the cross-tab in German, Greek and Chinese).
"""
from __future__ import annotations

from PySide6.QtWidgets import QFormLayout


class FormRows(QFormLayout):
    """A QFormLayout that works its rows' heights out at the width it lays them out at, every time."""

    def setGeometry(self, rect) -> None:
        if rect != self.geometry() and self.hasHeightForWidth():  # Qt lays the rows out anew: at this width
            self._rows_at(rect.width())
        super().setGeometry(rect)

    def _rows_at(self, width: int) -> None:
        """Make Qt hold the rows' heights at `width` (a width it takes as known is never worked out again)."""
        hinted = self.sizeHint().width()
        if width == hinted:
            self.invalidate()  # only forgetting works its size hint's width out again
            return
        other = next(w for w in (width + 1, width + 2) if w != hinted)  # a width it does not take as known
        super().heightForWidth(other)
        super().heightForWidth(width)
