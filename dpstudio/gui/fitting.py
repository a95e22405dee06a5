"""Widgets that never make the window wider than a 1366x768 screen, whatever the language (issue 32).

A layout's minimum width is the sum of its widgets' minimum widths, and the main window grows to it
and stays grown. Qt's defaults take a combo box's minimum from its longest item and a check box's from
its whole text on one line: German and Greek words are long, and the window grew past the screen
(1547 and 1585 pixels). Here each asks, at least, for a few characters only, and for all it shows
when there is room:

- `FittingCombo` is as wide as its longest item when it can be, as narrow as a few characters when
  it must; its current text then ends in "…", and its list opens as wide as its items;
- `TickBox` is a check box whose words wrap onto more lines, and a click anywhere on its row ticks it;
- `whole_headers` makes a table's cut headers end in "…" and show their whole text on hover.
"""
from __future__ import annotations

from PySide6.QtCore import QEvent, QObject, QRect, QSize, Qt
from PySide6.QtGui import QPalette
from PySide6.QtWidgets import (QCheckBox, QComboBox, QSizePolicy, QStyle, QStyleOptionButton,
                               QStyleOptionComboBox, QStyleOptionFocusRect, QStylePainter, QToolTip)

LEAST_CHARACTERS = 10  # what a combo box shows at the least: "Διαδοχική…", "People, ea…"


class FittingCombo(QComboBox):
    """A combo box whose minimum width is `least` characters, not its longest item."""

    def __init__(self, least: int = LEAST_CHARACTERS, parent=None):
        super().__init__(parent)
        self.setSizeAdjustPolicy(QComboBox.AdjustToMinimumContentsLengthWithIcon)
        self.setMinimumContentsLength(least)

    def sizeHint(self) -> QSize:
        """As wide as the longest item (what AdjustToContents asks for), the minimum's height."""
        hint = super().sizeHint()
        metrics = self.fontMetrics()
        longest = max((metrics.horizontalAdvance(self.itemText(i)) for i in range(self.count())), default=0)
        least = self.minimumContentsLength() * metrics.horizontalAdvance("X")
        return QSize(hint.width() + max(0, longest - least), hint.height())

    def paintEvent(self, event) -> None:
        """Qt's painting, with the current text ending in "…" when the box is narrower than it."""
        painter = QStylePainter(self)
        option = QStyleOptionComboBox()
        self.initStyleOption(option)
        painter.drawComplexControl(QStyle.CC_ComboBox, option)
        field = self.style().subControlRect(QStyle.CC_ComboBox, option, QStyle.SC_ComboBoxEditField, self)
        if not self.isEditable():
            room = field.width() - (option.iconSize.width() + 4 if not option.currentIcon.isNull() else 0)
            option.currentText = self.fontMetrics().elidedText(option.currentText, Qt.ElideRight, max(0, room))
        painter.drawControl(QStyle.CE_ComboBoxLabel, option)


class TickBox(QCheckBox):
    """A check box whose words wrap onto more lines (a long German or Greek sentence takes two lines instead
    of widening the window), and which a click anywhere on its row ticks or unticks, its words included.
    Its text, name and signals are a QCheckBox's: screen readers and tests read it as one."""

    def __init__(self, parent=None):
        super().__init__(parent)
        policy = QSizePolicy(QSizePolicy.Preferred, QSizePolicy.Preferred)  # as a label that wraps; a check box's is
        policy.setHeightForWidth(True)  # (Minimum, Fixed): never narrower than its words on one line, nor taller
        self.setSizePolicy(policy)

    def _indent(self) -> int:
        """Where the words start: after the box and the space the style puts between them."""
        style = self.style()
        return style.pixelMetric(QStyle.PM_IndicatorWidth, None, self) + \
            style.pixelMetric(QStyle.PM_CheckBoxLabelSpacing, None, self)

    def _line(self) -> int:
        return max(self.fontMetrics().height(), self.style().pixelMetric(QStyle.PM_IndicatorHeight, None, self))

    def _words_height(self, width: int) -> int:
        room = QRect(0, 0, max(1, width - self._indent()), 100_000)
        return self.fontMetrics().boundingRect(room, Qt.TextWordWrap, self.text()).height()

    def sizeHint(self) -> QSize:
        return QSize(self._indent() + self.fontMetrics().horizontalAdvance(self.text()) + 2, self._line())

    def minimumSizeHint(self) -> QSize:
        longest = max((self.fontMetrics().horizontalAdvance(word) for word in self.text().split()), default=0)
        return QSize(self._indent() + longest + 2, self._line())

    def hasHeightForWidth(self) -> bool:
        return True

    def heightForWidth(self, width: int) -> int:
        return max(self._line(), self._words_height(width))

    def hitButton(self, pos) -> bool:
        return self.rect().contains(pos)  # the words and the rest of the row, not only the box

    def paintEvent(self, event) -> None:
        painter = QStylePainter(self)
        option = QStyleOptionButton()
        self.initStyleOption(option)
        option.text = ""  # the box alone, at the top; the words are drawn wrapped beside it
        option.rect = QRect(0, 0, self._indent(), self._line())
        painter.drawControl(QStyle.CE_CheckBox, option)
        words = QRect(self._indent(), 0, max(1, self.width() - self._indent()), self.height())
        self.style().drawItemText(painter, words, Qt.AlignLeft | Qt.AlignTop | Qt.TextWordWrap, self.palette(),
                                  self.isEnabled(), self.text(), QPalette.WindowText)
        if self.hasFocus():
            focus = QStyleOptionFocusRect()
            focus.initFrom(self)
            focus.rect = painter.boundingRect(words, Qt.AlignLeft | Qt.AlignTop | Qt.TextWordWrap, self.text())
            painter.drawPrimitive(QStyle.PE_FrameFocusRect, focus)


class _WholeHeaderTips(QObject):
    """A header's tooltip: its whole text (cut ones end in "…"), then the model's own tooltip, if any."""

    def __init__(self, header):
        super().__init__(header)
        self.header = header

    def eventFilter(self, watched, event) -> bool:
        if event.type() != QEvent.ToolTip or self.header.model() is None:
            return False
        header = self.header
        section = header.logicalIndexAt(event.position().toPoint() if hasattr(event, "position") else event.pos())
        if section < 0:
            return False
        model, orientation = header.model(), header.orientation()
        whole = " ".join(str(model.headerData(section, orientation, Qt.DisplayRole) or "").split())
        own = model.headerData(section, orientation, Qt.ToolTipRole)
        text = "\n".join(part for part in (whole, str(own) if own else "") if part)
        if text:
            QToolTip.showText(event.globalPos(), text, watched)
        else:
            QToolTip.hideText()
        return True


def whole_headers(view) -> None:
    """The view's column headers end in "…" when cut (Qt clips them mid-word otherwise), and each shows its
    whole text on hover."""
    header = view.horizontalHeader()
    header.setTextElideMode(Qt.ElideRight)
    header.viewport().installEventFilter(_WholeHeaderTips(header))
