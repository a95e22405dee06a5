"""Widgets that never make the window wider than a 1366x768 screen, whatever the language (issue 32).

A layout's minimum width is the sum of its widgets' minimum widths, and the main window grows to it
and stays grown. Qt's defaults take a combo box's minimum from its longest item and a check box's from
its whole text on one line: German and Greek words are long, and the window grew past the screen
(1547 and 1585 pixels). Here each asks, at least, for a few characters only, and for all it shows
when there is room:

- `FittingCombo` is as wide as its longest item when it can be, as narrow as a few characters when
  it must; its current text then ends in "…", and its list opens as wide as its items;
- `TickBox` is a check box whose words wrap onto more lines, and a click anywhere on its row ticks it;
- `whole_headers` breaks a table's narrow headers between words onto more lines, cuts with "…" only a word
  wider than its section, and shows each header's whole text on hover.
"""
from __future__ import annotations

from PySide6.QtCore import QEvent, QObject, QRect, QSize, Qt
from PySide6.QtGui import QPalette
from shiboken6 import isValid
from PySide6.QtWidgets import (QCheckBox, QComboBox, QProxyStyle, QSizePolicy, QStyle, QStyleOptionButton,
                               QStyleOptionComboBox, QStyleOptionFocusRect, QStyleOptionHeader, QStylePainter,
                               QToolTip)

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


MOST_HEADER_LINES = 3  # a header's words wrap onto at most this many lines; beyond, the last ends in "…"


def fitted_lines(text: str, metrics, room: int, most: int = MOST_HEADER_LINES) -> list[str]:
    """`text`'s lines (its own line breaks kept) broken between words to `room` pixels, at most `most` lines; a
    word wider than the room, or the last line when more would be needed, ends in "…"."""
    lines: list[str] = []
    for paragraph in text.split("\n"):
        line = ""
        for word in paragraph.split(" "):
            joined = f"{line} {word}" if line else word
            if line and metrics.horizontalAdvance(joined) > room:
                lines.append(line)
                line = word
            else:
                line = joined
        lines.append(line)
    if len(lines) > most:
        lines = lines[:most - 1] + [" ".join(lines[most - 1:])]
    return [metrics.elidedText(line, Qt.ElideRight, max(1, room)) if metrics.horizontalAdvance(line) > room else line
            for line in lines]


class _HeaderWords(QProxyStyle):
    """Draws a header's label broken between words onto the lines the section has room for, each line cut with "…"
    only where a word is wider than the section. (Qt's own eliding treats a two-line label, "Alter\nganze Zahl",
    as one long line and cut labels that fit: "Alte…", "Geschlech…", issue 46.)"""

    def drawControl(self, element, option, painter, widget=None):
        if element == QStyle.CE_HeaderLabel and isinstance(option, QStyleOptionHeader) and option.text:
            room = option.rect.width() - (option.icon.actualSize(option.rect.size()).width() + 4
                                          if not option.icon.isNull() else 0)
            metrics = option.fontMetrics
            most = max(1, option.rect.height() // max(1, metrics.lineSpacing()))
            option = type(option)(option)
            option.text = "\n".join(fitted_lines(option.text, metrics, room, min(most, header_lines(widget))))
        super().drawControl(element, option, painter, widget)


def header_lines(header) -> int:
    """The most lines `header` wraps its labels onto: MOST_HEADER_LINES, or fewer where a page set its
    "headerLines" property (the Preview's table keeps room for eight rows under a header of two)."""
    most = header.property("headerLines") if header is not None else None
    return int(most) if most else MOST_HEADER_LINES


def _header_room(header) -> None:
    """The header as tall as its longest wrapped label needs (at most MOST_HEADER_LINES lines), no taller than its
    own labels' lines need when nothing wraps."""
    if not isValid(header) or header.model() is None:  # a header being destroyed still tells of its sections
        return
    model = header.model()
    metrics = header.fontMetrics()
    margin = header.style().pixelMetric(QStyle.PM_HeaderMargin, None, header)
    lines = 1
    for section in range(header.count()):
        if header.isSectionHidden(section):
            continue
        text = str(model.headerData(section, header.orientation(), Qt.DisplayRole) or "")
        room = header.sectionSize(section) - 2 * margin
        lines = max(lines, len(fitted_lines(text, metrics, room, header_lines(header))))
    wanted = lines * metrics.lineSpacing() + 2 * margin + 4
    header.setMinimumHeight(wanted if wanted > header.sizeHint().height() else 0)


def whole_headers(view) -> None:
    """The view's column headers show their whole words: broken onto more lines (up to three) where their section
    is narrow, ending in "…" only where a word is wider than it; each shows its whole text on hover."""
    header = view.horizontalHeader()
    header.setTextElideMode(Qt.ElideNone)  # the style below wraps and cuts, line by line
    words = _HeaderWords()
    words.setParent(header)
    header.setStyle(words)
    header.viewport().installEventFilter(_WholeHeaderTips(header))
    header.sectionResized.connect(lambda *_: _header_room(header))
    header.geometriesChanged.connect(lambda: _header_room(header))
