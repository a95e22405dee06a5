"""Step 1, Data: open a table (on a worker thread, with Cancel) and look at it."""
from __future__ import annotations

from html import escape

from PySide6.QtCore import Signal
from PySide6.QtWidgets import (QAbstractItemView, QHBoxLayout, QHeaderView, QLabel, QProgressBar, QPushButton,
                               QTableView, QTableWidget, QTableWidgetItem, QVBoxLayout, QWidget)

from ...core.io.schema import DELIMITERS, QUOTES, words_of_missing

from ..import_dialog import TYPE_WORDS
from ..models import DataFrameModel
from ..widgets import named


class DataPage(QWidget):
    openRequested = Signal()
    sampleRequested = Signal()
    databaseRequested = Signal()
    cancelRequested = Signal()
    adjustRequested = Signal()

    def __init__(self, project, parent=None):
        super().__init__(parent)
        self.project = project
        self.open_button = named(QPushButton("Open a table…"), "Open table",
                                 "Open a CSV, Excel, Parquet, SPSS, SAS or Stata file (Ctrl+O)")
        self.sample_button = named(QPushButton("Open the sample dataset"), "Open sample dataset",
                                   "A synthetic hospital admissions table with a ready-made plan")
        self.database_button = named(QPushButton("Open a database table…"), "Open database",
                                     "Read a table or a query in a database (PostgreSQL and others, by URL): the rows "
                                     "stay there, only counts and sums come back")
        self.adjust_button = named(QPushButton("Import settings…"), "Change how the file is read",
                                   "The encoding, delimiter, header line, decimal mark, missing-value words and "
                                   "column types, with a preview; your plan is kept")
        self.adjust_button.setEnabled(False)
        self.progress = named(QProgressBar(), "Loading progress")
        self.progress.setRange(0, 100)
        self.progress.hide()
        self.cancel_button = named(QPushButton("Cancel"), "Cancel loading")
        self.cancel_button.hide()
        self.info = named(QLabel("Open a table to begin, or try the sample dataset."), "Table information")
        self.info.setWordWrap(True)
        self.view = named(QTableView(), "Table preview", "The table as loaded. Header colours show column roles.")
        self.model = DataFrameModel(project, self)
        self.view.setModel(self.model)
        self.view.setAlternatingRowColors(False)
        self.reading = named(QLabel(""), "How the file is read",
                             "Decided once when the table was first opened, and kept in the plan: every "
                             "value is read under it on its own, so one row cannot change how others are read.")
        self.reading.setWordWrap(True)
        self.types = named(QTableWidget(0, 2), "Column types",
                           "Each column's type. A value that does not fit its column's type is read as "
                           "missing for that row alone, and counted in the notes above.")
        self.types.setHorizontalHeaderLabels(["Column", "Type"])
        self.types.setEditTriggers(QAbstractItemView.NoEditTriggers)
        self.types.horizontalHeader().setSectionResizeMode(QHeaderView.Stretch)
        self.types.verticalHeader().hide()
        self.types.setMaximumWidth(320)
        self.types.hide()

        buttons = QHBoxLayout()
        for widget in (self.open_button, self.database_button, self.sample_button, self.adjust_button, self.progress,
                       self.cancel_button):
            buttons.addWidget(widget)
        buttons.addStretch(1)
        layout = QVBoxLayout(self)
        layout.addLayout(buttons)
        layout.addWidget(self.info)
        layout.addWidget(self.reading)
        layout.addWidget(role_legend())
        table_row = QHBoxLayout()
        table_row.addWidget(self.view, 1)
        table_row.addWidget(self.types)
        layout.addLayout(table_row, 1)

        self.open_button.clicked.connect(self.openRequested)
        self.sample_button.clicked.connect(self.sampleRequested)
        self.database_button.clicked.connect(self.databaseRequested)
        self.cancel_button.clicked.connect(self.cancelRequested)
        self.adjust_button.clicked.connect(self.adjustRequested)
        project.tableChanged.connect(self.describe)

    def set_progress(self, percent: int) -> None:
        self.progress.setValue(percent)

    def set_busy(self, busy: bool) -> None:
        self.progress.setValue(0)
        self.progress.setVisible(busy)
        self.cancel_button.setVisible(busy)
        self.open_button.setEnabled(not busy)
        self.sample_button.setEnabled(not busy)
        self.database_button.setEnabled(not busy)
        self.adjust_button.setEnabled(not busy and self.project.table is not None and not self.project.is_database)
        if busy:
            self.info.setText("Loading…")

    def describe(self) -> None:
        table = self.project.table
        self.adjust_button.setEnabled(table is not None and not self.project.is_database)
        if table is None:
            return
        if self.project.is_database:
            self.describe_database(table)
            return
        rows, cols = table.frame.shape
        parts = [f"<b>{table.source.name}</b> — {rows:,} rows, {cols} columns",
                 f"format: {table.format}"]
        parts.append(f"fingerprint: {table.fingerprint[:12]}…")
        notes = "".join(f"<br>Note: {n}" for n in table.notes)
        self.info.setText(" · ".join(parts) + notes +
                          "<br><i>This table stays on this computer; only the noisy release leaves it.</i>")
        self.show_schema(table.schema)

    def describe_database(self, table) -> None:
        """What is open: the URL (never with a password), the table or "a query", the engine, the size."""
        what = f"table <b>{escape(table.table)}</b>" if table.table else "<b>a query</b>"
        self.info.setText(f"{what} in {escape(table.url)} — {table.rows:,} rows, {len(table.kinds)} columns · "
                          f"engine: {escape(table.engine)}<br><i>The rows stay in the database: the plan's counts "
                          "and sums are computed there, and only they come back. Below: the first "
                          f"{len(table.sample)} rows, for your eyes only.</i>")
        self.reading.setText(f"<b>Query:</b> {escape(table.query)}" if table.query else "")
        self.types.setRowCount(len(table.kinds))
        for row, (name, kind) in enumerate(table.kinds.items()):
            self.types.setItem(row, 0, QTableWidgetItem(name))
            self.types.setItem(row, 1, QTableWidgetItem(kind))
        self.types.show()

    def show_schema(self, schema) -> None:
        """The reading schema, read-only: encoding, delimiter, decimal mark, missing words, types."""
        if schema is None:
            self.reading.setText("")
            self.types.hide()
            return
        parts = []
        if schema.encoding:
            parts += [f"encoding {schema.encoding}",
                      f"delimiter {DELIMITERS.get(schema.delimiter, repr(schema.delimiter))}",
                      f"quote {QUOTES.get(schema.quote, repr(schema.quote))}",
                      f"decimal mark '{schema.decimal}'",
                      (f"column names on line {schema.header}" if schema.header else "no header line (columns "
                       "named column 1, column 2, …)"),
                      "values may span lines" if schema.multiline else "one row per line"]
        usual, extra = words_of_missing(schema.missing)
        words = " and ".join(part for part in ("the usual words (NA, NULL, N/A, …)" if usual else "",
                                               ", ".join(repr(w.strip()) for w in extra.split(",") if w.strip()))
                             if part)
        parts.append("missing: an empty field" + (f" and {words}" if words else ""))
        self.reading.setText("<b>Read as:</b> " + " · ".join(parts))
        self.types.setRowCount(len(schema.columns))
        for row, (name, kind) in enumerate(schema.columns.items()):
            self.types.setItem(row, 0, QTableWidgetItem(name))
            self.types.setItem(row, 1, QTableWidgetItem(TYPE_WORDS.get(kind, kind)))
        self.types.show()


def role_legend() -> QWidget:
    """What the header colours mean: a swatch per role, named for screen readers too."""
    from ...core.plan.roles import ColumnRole
    from ..models import ROLE_COLOURS

    legend = named(QWidget(), "Role colours", "The colour of a column's header says its role (set on the Columns page)")
    row = QHBoxLayout(legend)
    row.setContentsMargins(0, 0, 0, 0)
    row.addWidget(QLabel("Header colours:"))
    for role in ColumnRole:
        swatch = named(QLabel(f" {role.label} "), f"Role colour: {role.label}")
        swatch.setStyleSheet(f"background: {ROLE_COLOURS[role].name()}; border: 1px solid #9e9e9e; padding: 2px;")
        row.addWidget(swatch)
    row.addStretch(1)
    return legend
