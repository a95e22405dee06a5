"""A table family's preview (core/preview/expected_error.py, QueryPreview.tables): each table's interval
measured together beside measured on its own, so that the steward sees what measuring them once saves.

The figures are the core's (private/marginals_draft.py: `expected()`); this is only their table and its words.
"""
from __future__ import annotations

from PySide6.QtCore import QT_TRANSLATE_NOOP, QModelIndex, Qt
from PySide6.QtWidgets import QHeaderView, QLabel, QTableView, QVBoxLayout, QWidget

from ..core.base.locale_format import format_number, localized
from .models import HeaderedTableModel
from .scrolling import UpToLines
from .translation import app_language
from .widgets import named, set_help


SENTENCE_LINES = 4


class FamilyTablesModel(HeaderedTableModel):
    """One row per table of the family: its columns, its cells, ± measured together, ± measured on its own."""

    HEADERS = [QT_TRANSLATE_NOOP("FamilyTablesModel", "Table"), QT_TRANSLATE_NOOP("FamilyTablesModel", "Cells"),
               QT_TRANSLATE_NOOP("FamilyTablesModel", "Measured together"),
               QT_TRANSLATE_NOOP("FamilyTablesModel", "Measured on its own")]

    def __init__(self, parent=None):
        super().__init__(parent)
        self.tables: list[dict] = []

    def show_tables(self, tables: list[dict] | None) -> None:
        self.beginResetModel()
        self.tables = list(tables or [])
        self.endResetModel()

    def rowCount(self, parent=QModelIndex()):
        return 0 if parent.isValid() else len(self.tables)

    def texts(self, row: int) -> list[str]:
        table, language = self.tables[row], app_language()
        return [" × ".join(table["columns"]), localized(f"{table['cells']:,}", language),
                f"± {format_number(table['halfwidth'], language)}",
                f"± {format_number(table['one_by_one_halfwidth'], language)}"]

    def data(self, index, role=Qt.DisplayRole):
        if not index.isValid():
            return None
        if role in (Qt.DisplayRole, Qt.ToolTipRole):
            return self.texts(index.row())[index.column()]
        if role == Qt.TextAlignmentRole and index.column() > 0:
            return int(Qt.AlignRight | Qt.AlignVCenter)
        return None


class FamilyTables(QWidget):
    """The family's sentence and its tables; hidden for any other query."""

    def __init__(self, parent=None):
        super().__init__(parent)
        self.preview = None
        self.sentence = named(QLabel(), "Family saving")
        self.sentence.setWordWrap(True)
        self.sentence.setTextFormat(Qt.PlainText)  # it names columns
        self.model = FamilyTablesModel(self)
        self.view = named(QTableView(), "Family tables preview")
        self.view.setModel(self.model)
        self.view.verticalHeader().hide()
        self.view.verticalHeader().setDefaultSectionSize(self.view.fontMetrics().height() + 8)
        self.view.setSelectionBehavior(QTableView.SelectRows)
        self.view.setEditTriggers(QTableView.NoEditTriggers)
        header = self.view.horizontalHeader()
        header.setSectionResizeMode(0, QHeaderView.Stretch)
        for column in range(1, 4):
            header.setSectionResizeMode(column, QHeaderView.ResizeToContents)
        layout = QVBoxLayout(self)
        layout.setContentsMargins(0, 0, 0, 0)
        # a long sentence (pairs chosen at release: five lines at 1366x768, more in German) scrolls beyond four lines
        # instead of being drawn over the table above it when the splitter gives the family little room
        layout.addWidget(UpToLines(self.sentence, SENTENCE_LINES))
        layout.addWidget(self.view, 1)
        self.setVisible(False)
        self.retranslate()

    def retranslate(self) -> None:
        set_help(self.view, self.tr("Each table's interval with the family measured together, beside the interval "
                                    "it would have measured on its own with an equal share of the query's budget"))
        self.model.retranslate()
        self.show_preview(self.preview)

    def show_preview(self, preview) -> None:
        """Show a family's tables (`preview.tables`); hide for a preview without tables (or None)."""
        self.preview = preview
        tables = getattr(preview, "tables", None)
        self.setVisible(bool(tables))
        if not tables:
            self.model.show_tables([])
            self.sentence.setText("")
            return
        self.model.show_tables(tables)
        self.sentence.setText(preview.sentence(app_language()))
