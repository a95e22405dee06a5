"""The selected `quantiles` query's list (plan version 10, core/kinds/quantiles/rule.py): several quantiles of one
column chosen jointly, typed ("0.1, 0.25, 0.5, 0.75, 0.9"; "0,1; 0,25; 0,5" in German) or picked from presets.

A list the plan could not take (not numbers, outside (0, 1), more than 3 decimal places, fewer than 2 or more
than 19) is refused here, in the steward's words, and the query keeps its last good list.
"""
from __future__ import annotations

import re
from fractions import Fraction

from PySide6.QtCore import QT_TRANSLATE_NOOP, Qt
from PySide6.QtWidgets import QHBoxLayout, QLabel, QLineEdit, QVBoxLayout, QWidget

from ...core.kinds import kind_said
from ...core.base.locale_format import decimal_mark, given, read_figure
from ...core.kinds.quantiles.rule import MAX_JOINT_QUANTILES
from ...core.plan.summary_plan import SUMMARY_QUANTILES
from ..fitting import FittingCombo
from ..translation import app_language, translator
from ..widgets import named, set_help

_t = translator("QuantilesOptions")
STEP = QT_TRANSLATE_NOOP("Steps", "Change the quantiles of {query}")
PRESETS = ((QT_TRANSLATE_NOOP("QuantilesOptions", "Quartiles"), (0.25, 0.5, 0.75)),
           (QT_TRANSLATE_NOOP("QuantilesOptions", "Quartiles, 0.1 and 0.9"), SUMMARY_QUANTILES),
           (QT_TRANSLATE_NOOP("QuantilesOptions", "Quintiles"), (0.2, 0.4, 0.6, 0.8)),
           (QT_TRANSLATE_NOOP("QuantilesOptions", "Deciles"), tuple(d / 10 for d in range(1, 10))))
NOT_A_NUMBER = QT_TRANSLATE_NOOP("QuantilesOptions", "'{text}' is not a number: type the quantiles as numbers "
                                 "between 0 and 1, e.g. {example}.")
OUTSIDE = QT_TRANSLATE_NOOP("QuantilesOptions", "{value} is not between 0 and 1: a quantile is a share of the "
                            "sorted values (0.5 is the median).")
TOO_FINE = QT_TRANSLATE_NOOP("QuantilesOptions", "{value} has more than 3 decimal places: use a quantile such as "
                             "{example}.")
TOO_FEW = QT_TRANSLATE_NOOP("QuantilesOptions", "Give at least 2 different quantiles (for one alone, use the kind "
                            "Quantile).")
TOO_MANY = QT_TRANSLATE_NOOP("QuantilesOptions", "Give at most {most} different quantiles.")
KEPT = QT_TRANSLATE_NOOP("QuantilesOptions", "The query keeps {kept}.")


class Refused(ValueError):
    """A typed list the plan could not take; its text is the reason in the app's language."""


def quantiles_text(values, language: str) -> str:
    """[0.1, 0.5] as the steward reads and types it: "0.1, 0.5"; "0,1; 0,5" where the decimal mark is a comma."""
    return ("; " if decimal_mark(language) == "," else ", ").join(given(v, language) for v in values)


def read_quantiles_text(text: str, language: str) -> list[float]:
    """The quantiles typed, different and in order; Refused (saying why, in the app's language) when the plan
    could not take them. Parts are split at ';', at spaces, and at commas unless the language writes its
    decimals with one ('0,1; 0,5' or '0,1 0,5' in German; a comma with a space after it splits there too)."""
    pattern = r"[;\s]+|,\s+" if decimal_mark(language) == "," else r"[;,\s]+"
    values = []
    for part in (p for p in re.split(pattern, text.strip()) if p):
        try:
            value = read_figure(part, language)
        except ValueError:
            raise Refused(_t(NOT_A_NUMBER).format(text=part, example=quantiles_text((0.1, 0.5, 0.9), language)))
        if not 0 < value < 1:
            raise Refused(_t(OUTSIDE).format(value=given(value, language)))
        if Fraction(repr(value)).denominator > 1000:
            raise Refused(_t(TOO_FINE).format(value=given(value, language), example=given(0.125, language)))
        values.append(value)
    values = sorted(set(values))
    if len(values) < 2:
        raise Refused(_t(TOO_FEW))
    if len(values) > MAX_JOINT_QUANTILES:
        raise Refused(_t(TOO_MANY).format(most=MAX_JOINT_QUANTILES))
    return values


class QuantilesOptions(QWidget):
    """The list of quantiles of one `quantiles` query: a line to type it, presets, and why a list was refused."""

    def __init__(self, edit, parent=None):
        super().__init__(parent)
        self.edit = edit  # edit(step, change(query) -> query, **values): one undoable edit of the selected query
        self.query: dict | None = None
        self.line = named(QLineEdit(), "Quantiles")
        self.presets = named(FittingCombo(8), "Quantile presets")
        self.problem = named(QLabel(), "Quantiles problem")
        self.problem.setWordWrap(True)
        self.problem.setStyleSheet("color: #b71c1c;")
        self.problem.setTextFormat(Qt.PlainText)  # it quotes what was typed
        self.problem.hide()
        row = QHBoxLayout()
        row.setContentsMargins(0, 0, 0, 0)
        row.addWidget(self.line, 1)
        row.addWidget(self.presets)
        layout = QVBoxLayout(self)
        layout.setContentsMargins(0, 0, 0, 0)
        layout.addLayout(row)
        layout.addWidget(self.problem)
        self.line.editingFinished.connect(self._typed)
        self.presets.activated.connect(lambda *_: self._preset_chosen())
        self.retranslate()

    def title(self) -> str:
        """The form's label for this row."""
        return self.tr("Quantiles")

    def retranslate(self) -> None:
        language = app_language()
        set_help(self.line, self.tr("The quantiles to release, between 0 and 1, e.g. {example}: 0.5 is the median, "
                                    "0.25 and 0.75 the quartiles").format(
            example=quantiles_text(SUMMARY_QUANTILES, language)))
        set_help(self.presets, self.tr("Common lists of quantiles"))
        self.presets.clear()
        self.presets.addItem(self.tr("Presets…"), None)
        for name, values in PRESETS:
            self.presets.addItem(f"{_t(name)}: {quantiles_text(values, language)}", list(values))
        self.problem.hide()
        if self.query is not None:
            self.show_query(self.query)

    def show_query(self, query: dict | None) -> bool:
        """Show the query's list; whether it has one (the page hides the row otherwise)."""
        self.query = query
        self.problem.hide()  # a refusal is said until the next edit or selection
        if query is None or "quantiles" not in kind_said(query).fields:
            return False
        self.line.setText(quantiles_text(query.get("quantiles") or [], app_language()))
        self.line.setMinimumWidth(min(self.line.fontMetrics().horizontalAdvance(self.line.text()) + 16, 320))  # the
        # list whole beside the presets, which shrink first
        self.line.setCursorPosition(0)
        return True

    def _typed(self) -> None:
        if self.query is None:
            return
        try:
            values = read_quantiles_text(self.line.text(), app_language())
        except Refused as refused:
            kept = quantiles_text(self.query.get("quantiles") or [], app_language())
            gap = "" if str(refused).endswith("。") else " "  # Chinese sentences follow each other without one
            self.problem.setText(f"{refused}{gap}{_t(KEPT).format(kept=kept)}")
            self.problem.show()
            self.line.setText(kept)
            return
        self.problem.hide()
        self._set(values)

    def _preset_chosen(self) -> None:
        values = self.presets.currentData()
        self.presets.setCurrentIndex(0)
        if values:
            self.problem.hide()
            self._set(list(values))

    def _set(self, values: list) -> None:
        if self.query is None or list(self.query.get("quantiles") or []) == values:
            return
        self.edit(STEP, lambda query: query.with_fields(quantiles=values), query=self.query.get("id"),
                  to=tuple(values))  # each list its own undo step (steps with the same values merge)
