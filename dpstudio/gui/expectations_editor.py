"""The public numbers the budget helpers work from, typed by the steward and kept in the project.

Pairs with core/preview/public_expectations.py. "Distribute the budget" and "Set ε for this interval"
choose epsilons that are published, so they never look at the table: only at the plan and at
these numbers, which must come from public knowledge.
"""
from __future__ import annotations

from PySide6.QtCore import QT_TRANSLATE_NOOP
from PySide6.QtWidgets import QHBoxLayout, QLabel, QLineEdit, QVBoxLayout, QWidget

from ..core.kinds import RANDOMIZED_RESPONSE, kind_of
from ..core.preview.public_expectations import PublicExpectations
from .numbers import given, number, typed
from .project_state import with_expected
from .translation import translated
from .widgets import named, set_help

PUBLIC_ONLY = QT_TRANSLATE_NOOP("ExpectationsEditor",
                                "The budget tools choose ε from the plan and from the expected numbers typed here, "
                                "never from this table, because the ε they choose are published. Take these numbers "
                                "from public knowledge (last year's published figures, a registry), not from this "
                                "table.")


class ExpectationsEditor(QWidget):
    def __init__(self, project, parent=None):
        super().__init__(parent)
        self.project = project
        self.query = None
        self.sentence = sentence = QLabel()
        sentence.setWordWrap(True)
        self.table_rows = named(QLineEdit(), "Expected rows")
        self.query_rows = named(QLineEdit(), "Expected rows of the query")
        self.query_value = named(QLineEdit(), "Expected value of the query")
        self.labels = [QLabel() for _ in range(3)]
        row = QHBoxLayout()
        for label, field in zip(self.labels, (self.table_rows, self.query_rows, self.query_value)):
            label.setWordWrap(True)  # two lines in German and Greek rather than a wider window
            row.addWidget(label)
            row.addWidget(field)
        row.addStretch(1)
        layout = QVBoxLayout(self)
        layout.setContentsMargins(0, 0, 0, 0)
        layout.addWidget(sentence)
        layout.addLayout(row)
        self.table_rows.editingFinished.connect(lambda: self._edited(None, "rows", self.table_rows))
        self.query_rows.editingFinished.connect(lambda: self._edited(self._query_id(), "rows", self.query_rows))
        self.query_value.editingFinished.connect(lambda: self._edited(self._query_id(), "value", self.query_value))
        project.changed.connect(self.refresh)
        self.retranslate()

    def retranslate(self) -> None:
        self.sentence.setText(translated("ExpectationsEditor", PUBLIC_ONLY))
        set_help(self.table_rows, self.tr("How many rows you expect the table to have (after at most the allowed rows "
                                           "per person), from public knowledge, not from this table."))
        set_help(self.query_rows, self.tr("How many rows you expect the selected query to cover (after its filter), "
                                           "from public knowledge. Needed for a filtered query's relative error, a "
                                           "mean or randomized response."))
        set_help(self.query_value, self.tr("The answer you expect for the selected query (a count, a typical cell's "
                                            "count, a sum or a mean), from public knowledge. Relative errors are "
                                            "taken against it."))
        for label, text in zip(self.labels, (self.tr("Expected rows in the table"),
                                             self.tr("Selected query: expected rows"), self.tr("expected value"))):
            label.setText(text)
        self.refresh()

    def _query_id(self) -> str | None:
        return self.query.id if self.query is not None else None

    def show_query(self, query) -> None:
        """The plan's query whose expectations the two right-hand fields edit (None: none selected)."""
        self.query = query
        self.refresh()

    def refresh(self) -> None:
        planning = self.project.state.planning
        own = (planning.get("queries") or {}).get(self._query_id(), {})
        self._show(self.table_rows, planning.get("rows"))
        self._show(self.query_rows, own.get("rows"))
        self._show(self.query_value, own.get("value"))
        for field in (self.query_rows, self.query_value):
            field.setEnabled(self.query is not None)
        self._placeholders()

    def _placeholders(self) -> None:
        self.table_rows.setPlaceholderText(self.tr("e.g. 5000"))
        if self.query is None:
            return
        defaults = PublicExpectations(self.project.expectations().rows)  # without this query's own figures
        rows = defaults.rows_of(self.query)
        value = defaults.typical_value(self.query) if kind_of(self.query) is not RANDOMIZED_RESPONSE else None
        for field, figure in ((self.query_rows, rows), (self.query_value, value)):
            field.setPlaceholderText(self.tr("default {figure}").format(figure=number(figure, 4)) if figure
                                     else self.tr("not known"))

    @staticmethod
    def _show(field: QLineEdit, value) -> None:
        text = given(value) if value else ""
        if field.text() != text and not field.hasFocus():
            field.setText(text)

    def _edited(self, query_id: str | None, key: str, field: QLineEdit) -> None:
        text = field.text().strip()
        try:
            value = typed(text) if text else None
        except ValueError:
            field.setText("")
            return
        value = value if value and value > 0 else None
        self.project.edit_snapshot(QT_TRANSLATE_NOOP("Steps", "Change an expected number"),
                                   lambda snapshot: with_expected(snapshot, query_id, key, value))
