"""The Queries page's "Counts" choice (plan version 9, core/plan/counting_rule.py): whether a query counts
people or rows, and how a person whose rows fall in several cells is counted; for a sum, mean or quantile,
every row's value or one value per person. Shown only when a person has several rows (a privacy-unit column)."""
from __future__ import annotations

from PySide6.QtCore import QT_TRANSLATE_NOOP

from ...core.kinds import kind_said
from ...core.plan.counting_rule import EACH_CELL, FIRST_ROW, LAST_ROW, PEOPLE, ROWS, VALUES, default_of
from ..fitting import FittingCombo
from ..translation import translator
from ..widgets import named, set_help

_t = translator("CountingChoice")
COUNT_CHOICES = (  # (of, person_rule, words): counts, histograms, cross-tabs
    (PEOPLE, FIRST_ROW, QT_TRANSLATE_NOOP("CountingChoice", "People, each once: in the cell of their first row")),
    (PEOPLE, LAST_ROW, QT_TRANSLATE_NOOP("CountingChoice", "People, each once: in the cell of their last row")),
    (PEOPLE, EACH_CELL, QT_TRANSLATE_NOOP("CountingChoice", "People, once in each cell their rows reach")),
    (ROWS, None, QT_TRANSLATE_NOOP("CountingChoice", "Rows (a person with several rows counts several times)")),
)
VALUE_CHOICES = (  # sums, means, quantiles
    (ROWS, None, QT_TRANSLATE_NOOP("CountingChoice", "Every row's value")),
    (PEOPLE, FIRST_ROW, QT_TRANSLATE_NOOP("CountingChoice", "One value per person: their first row's")),
    (PEOPLE, LAST_ROW, QT_TRANSLATE_NOOP("CountingChoice", "One value per person: their last row's")),
)
HELP = QT_TRANSLATE_NOOP(
    "CountingChoice", "What the numbers count. People: each person of the privacy unit once (noise as for one row, "
    "whatever their number of rows); a person's first or last row is by the order chosen on the Columns page (file "
    "order without one). Once in each cell: a person seen in two cells is in both, so the cells add up to more than "
    "the people (not with margins or totals). Rows: every row, up to the most rows per person.")


def counted(query: dict, person_column: str | None = None) -> tuple[str, str | None]:
    """(of, person_rule) of a query dict as the plan reader reads it (the defaults of versions 9 and 12: a quantile
    takes one value per person where the privacy unit is a person column)."""
    of = query.get("of", default_of(kind_said(query), person_column))
    return of, (query.get("person_rule", FIRST_ROW) if of == PEOPLE else None)


def choice_key(of: str, rule: str | None) -> str:
    """An item's data: "people:first_row", "rows" (text, which Qt's item data keeps as it is)."""
    return f"{of}:{rule}" if rule else of


class CountingChoice(FittingCombo):  # its long choices never widen the window
    def __init__(self, parent=None):
        super().__init__(parent=parent)
        named(self, "Counts")
        self.retranslate()

    def retranslate(self) -> None:
        set_help(self, _t(HELP))

    def applies(self, query: dict | None, person_column: str | None) -> bool:
        return bool(query) and bool(person_column) and kind_said(query).counted

    def show_query(self, query: dict, person_column: str | None = None) -> None:
        """Fill the choices for the query's kind and select what it counts."""
        self.blockSignals(True)
        self.clear()
        kind = kind_said(query)
        choices = VALUE_CHOICES if kind.counts == VALUES else COUNT_CHOICES
        for of, rule, words in choices:
            if rule == EACH_CELL and kind.family:  # a family's tables agree: one cell per person
                continue
            self.addItem(_t(words), choice_key(of, rule))
        self.setCurrentIndex(max(0, self.findData(choice_key(*counted(query, person_column)))))
        self.blockSignals(False)


def counting_fields(choice: str) -> dict:
    """The query's fields a choice (a choice_key) sets, for edits.with_query_fields: `of`, and `person_rule`
    (None, left out, where the choice names no rule)."""
    of, _, rule = choice.partition(":")
    return {"of": of, "person_rule": rule or None}
