"""Scrolling up and down only when the words do not fit: German and Greek texts are long, and a
1366x768 screen is short. A panel inside a ScrollingDown lays out exactly as without one when it fits."""
from __future__ import annotations

from PySide6.QtCore import QEvent, QSize, Qt, QTimer
from PySide6.QtWidgets import QFrame, QLabel, QScrollArea, QSizePolicy, QWidget


class AtLeastItsMinimum(QWidget):
    """A scroll area's page that asks for no more height than its layout's minimum at its width: it
    scrolls only when its texts (long in German and Greek) cannot fit, and otherwise lays out as if
    there were no scroll area."""

    def heightForWidth(self, width: int) -> int:
        return self.layout().minimumHeightForWidth(width)


class ScrollingDown(QScrollArea):
    """Scrolls up and down only, as wide as its page needs (as the panel was without a scroll area), and
    wider by the scroll bar only when the page, at that width, is taller than the room: English at
    1366x768 lays out exactly as it did, German and Greek scroll instead of cutting their words off.
    The scroll bar is shown exactly when the page, as wide as the room without it, is taller than the
    room (Qt's "as needed" keeps a bar that a narrower page once needed)."""

    def __init__(self, parent=None):
        super().__init__(parent)
        self.setWidgetResizable(True)
        self.setFrameShape(QFrame.NoFrame)
        self.setHorizontalScrollBarPolicy(Qt.ScrollBarAlwaysOff)
        self.setVerticalScrollBarPolicy(Qt.ScrollBarAlwaysOff)
        self._told = None
        self._settling = QTimer(self, singleShot=True, interval=0)  # after the layout requests queued with it
        self._settling.timeout.connect(self._settle)

    def _tall(self, width: int) -> bool:
        return self.widget().heightForWidth(width) > self.height()

    def _needs(self) -> tuple[int, bool]:
        width = self.widget().minimumSizeHint().width()
        return width, self._tall(width)

    def minimumSizeHint(self) -> QSize:
        hint = self._minimum()
        self._told = hint  # what the layout around it now holds
        return hint

    def _minimum(self) -> QSize:
        hint = super().minimumSizeHint()
        width, tall = self._needs()
        width += self.verticalScrollBar().sizeHint().width() if tall else 0
        return QSize(max(hint.width(), width), hint.height())

    def _check(self) -> None:
        if self.widget() is None:
            return
        needed = self._needs()
        if self._minimum() != self._told:  # the layout around holds an older minimum: the page would be cut
            self.updateGeometry()
        policy = Qt.ScrollBarAlwaysOn if self._tall(max(needed[0], self.width())) else Qt.ScrollBarAlwaysOff
        if policy != self.verticalScrollBarPolicy():
            self.setVerticalScrollBarPolicy(policy)

    def resizeEvent(self, event) -> None:
        super().resizeEvent(event)
        self._check()  # taller or shorter: the scroll bar may be needed, or no longer

    def _settle(self) -> None:
        """Once the layout requests queued now are handled: Qt's scroll area sizes its page again (it does so
        on its own layout requests only, never on its page's), the page being perhaps wider, or taller at
        this width (words wrapping onto more lines)."""
        if self.widget() is not None:
            self._check()
            super().event(QEvent(QEvent.LayoutRequest))

    def viewportEvent(self, event) -> bool:
        if event.type() == QEvent.LayoutRequest:  # the page has laid itself out anew
            self._settling.start()
        return super().viewportEvent(event)

    def eventFilter(self, watched, event) -> bool:
        if watched is self.widget() and event.type() == QEvent.LayoutRequest:
            self._settling.start()  # its words changed: a new language, new figures, a row shown
        return super().eventFilter(watched, event)


class UpToLines(QScrollArea):
    """A word-wrapped label as tall as its text up to `lines` lines, scrolling beyond them: the Preview's
    warnings (seven "mostly noise" warnings run to 15 lines in German) must not squeeze the table of errors
    below them to one row at 1366x768 (issue 46). The label stays the one that holds the text."""

    def __init__(self, label, lines: int, parent=None):
        super().__init__(parent)
        self.lines = lines
        self._probe = QLabel()  # never shown: measures lines of the label's words
        self._probe.setTextFormat(Qt.PlainText)
        self.setWidgetResizable(True)
        self.setFrameShape(QFrame.NoFrame)
        self.setHorizontalScrollBarPolicy(Qt.ScrollBarAlwaysOff)
        self.setSizePolicy(QSizePolicy.Preferred, QSizePolicy.Fixed)
        self.setWidget(label)
        label.installEventFilter(self)

    def _height(self) -> int:
        label = self.widget()
        text = label.heightForWidth(max(self.viewport().width(), 100))
        return min(text if text > 0 else label.sizeHint().height(), self._cap(label))

    def _cap(self, label) -> int:
        """The height of `lines` lines of the label's own words: Chinese lines (a fallback font) are taller than
        the font's line spacing says, and a cap from it would cut the last line in half."""
        self._probe.setFont(label.font())
        self._probe.setText("\n".join([label.text().split("\n", 1)[0][:40] or "X"] * self.lines))
        return self._probe.sizeHint().height() + 2 * label.margin()

    def sizeHint(self) -> QSize:
        return QSize(super().sizeHint().width(), self._height())

    def minimumSizeHint(self) -> QSize:
        return QSize(super().minimumSizeHint().width(), self._height())

    def resizeEvent(self, event) -> None:
        super().resizeEvent(event)
        if self.height() != self._height():  # wider or narrower: the text wraps onto fewer or more lines
            self.updateGeometry()

    def eventFilter(self, watched, event) -> bool:
        if watched is self.widget() and event.type() == QEvent.LayoutRequest:
            self.updateGeometry()  # new words: perhaps more lines, or fewer
        return super().eventFilter(watched, event)
