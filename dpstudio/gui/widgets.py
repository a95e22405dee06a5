"""Small reusable widgets: the ε editor (log slider + number box) and the budget meter."""
from __future__ import annotations

import math

from PySide6.QtCore import QT_TRANSLATE_NOOP, Qt, Signal
from PySide6.QtGui import QValidator
from PySide6.QtWidgets import (QAbstractItemView, QDoubleSpinBox, QHBoxLayout, QProgressBar, QSlider, QTableView,
                               QWidget)

from .fitting import whole_headers
from .numbers import given
from .translation import translator

# the budget's help, marked for Qt's translations: shown with _t(EPSILON_HELP) in the app's language
_t = translator("Budget")
budget_word = _t  # for the pages that show these texts
EPSILON_HELP = QT_TRANSLATE_NOOP(
    "Budget", "ε (epsilon) is the privacy loss: whatever anyone learns about a patient changes by at most a factor "
    "e^ε whether or not that patient is in the table. Smaller is more private and noisier; values between 0.1 and 1 "
    "are common.")
DELTA_HELP = QT_TRANSLATE_NOOP(
    "Budget", "δ (delta) is the small probability that the ε promise fails. Keep it far below 1 / (number of people), "
    "e.g. 1e-7. Zero for Laplace mechanisms. Above 1e-5 it needs the population size, and must stay below "
    "1 / population.")
POPULATION_HELP = QT_TRANSLATE_NOOP(
    "Budget", "Optional: how many people the table is drawn from (for example the hospital's catchment population), "
    "from public figures, never counted from this table. With it, δ must stay below 1 / population; without it, δ "
    "may be at most 1e-5.")
SMALL_CELL_HELP = QT_TRANSLATE_NOOP(
    "Budget", "The small-cell rule of your disclosure committee, e.g. 11: counts, cells and means whose noisy value "
    "is below it are published as 'suppressed', without a number. It is applied after the noise and costs no "
    "privacy budget. 'off' publishes every value.")
EPSILON_REFUSED = QT_TRANSLATE_NOOP(
    "Budget", "ε must be above 0: {typed} was not taken, it stays {kept}. A smaller ε is more private; 0 would "
    "publish nothing.")
TOTAL_REFUSED = QT_TRANSLATE_NOOP(
    "Budget", "The total ε must be above 0: {typed} was not taken, it stays {kept}. A smaller total ε is more "
    "private; 0 would publish nothing.")
METER = QT_TRANSLATE_NOOP("Budget", "ε spent {spent} of {total}")
METER_OVER = QT_TRANSLATE_NOOP("Budget", "ε spent {spent} of {total}  (over budget)")
METER_HELP = QT_TRANSLATE_NOOP("Budget", "How much of the total ε the queries spend together (sequential "
                               "composition).")


def named(widget, name: str, help_text: str | None = None):
    """Give a widget its accessible name (screen readers, tests) and a tooltip. A table's Tab key leaves
    it for the next widget (arrow keys move between its cells), so that no table is a keyboard trap; its
    column headers, when cut (long German and Greek words), end in "…" and show their whole text on hover."""
    if isinstance(widget, QAbstractItemView):
        widget.setTabKeyNavigation(False)
    if isinstance(widget, QTableView):
        whole_headers(widget)
    widget.setAccessibleName(name)
    widget.setObjectName(name.replace(" ", "_"))
    if help_text:
        set_help(widget, help_text)
    return widget


def set_help(widget, text: str) -> None:
    """A widget's help, in the app's language: its tooltip, and what screen readers and What's This say."""
    widget.setToolTip(text)
    widget.setAccessibleDescription(text)
    widget.setWhatsThis(text)


class DecimalBox(QDoubleSpinBox):
    """A number box that reads "." and "," alike as the decimal mark, whatever the app's language: these
    boxes never show a thousands mark, so in German "1.5" is one and a half, never 15 (Qt's German locale
    would drop the "." as a thousands mark and read 15: ten times the ε typed). The value is taken when
    typing ends (Enter, leaving the box, the arrows), not at each key: "1" on the way to "1.5" is not an
    edit of its own, which would write the box anew under the steward's cursor."""

    def __init__(self, parent=None):
        super().__init__(parent)
        self.setKeyboardTracking(False)

    def _one_mark(self, text: str) -> str:
        mark = self.locale().decimalPoint()
        return text.replace("," if mark == "." else ".", mark)

    def validate(self, text: str, pos: int):
        return super().validate(self._one_mark(text), pos)

    def valueFromText(self, text: str) -> float:
        return super().valueFromText(self._one_mark(text))


class PositiveBox(DecimalBox):
    """A number box for ε that says so when a value at or below 0 is typed ("-1", "−1", "0"), instead
    of quietly keeping "1" or going back to the last value: the value stays, and `refused` says why."""

    refused = Signal(str)

    def __init__(self, refusal: str = EPSILON_REFUSED, parent=None):
        super().__init__(parent)
        self.refusal = refusal  # the sentence (marked for translation) that says a value was refused

    def validate(self, text: str, pos: int):
        stripped = text.strip()
        if stripped in ("-", "\u2212"):
            return QValidator.Intermediate, text, pos
        number = _typed_number(stripped)
        if number is not None and number <= 0:
            return QValidator.Intermediate, text, pos  # kept as typed, to be refused in words on leaving
        return super().validate(text, pos)

    def fixup(self, text: str) -> str:
        number = _typed_number(text.strip())
        if number is not None and number <= 0 or text.strip() in ("-", "\u2212"):
            self.refused.emit(_t(self.refusal).format(typed=text.strip(), kept=given(self.value())))
        return super().fixup(text)


def _typed_number(text: str) -> float | None:
    try:
        return float(text.replace("\u2212", "-").replace(",", "."))
    except ValueError:
        return None


class EpsilonEditor(QWidget):
    """A log-scale slider from 0.01 to 10 and a number box, kept in step."""

    valueChanged = Signal(float)
    LOW, HIGH, STEPS = 0.01, 10.0, 300

    def __init__(self, name: str = "Epsilon", parent=None):
        super().__init__(parent)
        self.slider = named(QSlider(Qt.Horizontal), f"{name} slider", _t(EPSILON_HELP))
        self.slider.setRange(0, self.STEPS)
        self.box = named(PositiveBox(), f"{name} value", _t(EPSILON_HELP))
        self.refused = self.box.refused
        self.box.setDecimals(3)
        self.box.setRange(0.001, 100.0)
        self.box.setSingleStep(0.05)
        layout = QHBoxLayout(self)
        layout.setContentsMargins(0, 0, 0, 0)
        layout.addWidget(self.slider, 1)
        layout.addWidget(self.box)
        self.slider.valueChanged.connect(self._from_slider)
        self.box.valueChanged.connect(self._from_box)
        self._quiet = False

    def retranslate(self) -> None:
        for part in (self.slider, self.box):
            set_help(part, _t(EPSILON_HELP))

    def value(self) -> float:
        return self.box.value()

    def setValue(self, value: float) -> None:
        self._quiet = True
        self.box.setValue(value)
        self.slider.setValue(self._position(value))
        self._quiet = False

    def _position(self, value: float) -> int:
        value = min(self.HIGH, max(self.LOW, value))
        return round(math.log(value / self.LOW) / math.log(self.HIGH / self.LOW) * self.STEPS)

    def _from_slider(self, position: int) -> None:
        if self._quiet:
            return
        value = self.LOW * (self.HIGH / self.LOW) ** (position / self.STEPS)
        value = float(f"{value:.2g}") if value < 1 else round(value, 1)
        self._quiet = True
        self.box.setValue(value)
        self._quiet = False
        self.valueChanged.emit(self.box.value())

    def _from_box(self, value: float) -> None:
        if self._quiet:
            return
        self._quiet = True
        self.slider.setValue(self._position(value))
        self._quiet = False
        self.valueChanged.emit(value)


class BudgetMeter(QProgressBar):
    """Spent against total ε; red past the total."""

    def __init__(self, parent=None):
        super().__init__(parent)
        named(self, "Budget meter", _t(METER_HELP))
        self.setRange(0, 1000)
        self.over = False
        self.figures = (0.0, 1.0)

    def retranslate(self) -> None:
        set_help(self, _t(METER_HELP))
        self.show_budget(*self.figures)

    def show_budget(self, spent: float, total: float) -> None:
        self.figures = (spent, total)
        self.over = spent > total + 1e-12
        share = spent / total if total > 0 else 1.0
        self.setValue(round(min(share, 1.0) * 1000))  # a share of infinity (an ε of 1e308) fills it
        self.setFormat(_t(METER_OVER if self.over else METER).format(spent=given(spent), total=given(total)))
        colour = "#c62828" if self.over else "#2e7d32"
        self.setStyleSheet(f"QProgressBar::chunk {{ background: {colour}; }} QProgressBar {{ text-align: center; }}")
