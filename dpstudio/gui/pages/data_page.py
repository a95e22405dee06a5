"""Step 1, Data: open a table (on a worker thread, with Cancel) and look at it."""
from __future__ import annotations

from html import escape

from PySide6.QtCore import Signal
from PySide6.QtWidgets import (QAbstractItemView, QHBoxLayout, QHeaderView, QLabel, QProgressBar, QPushButton,
                               QTableView, QTableWidget, QTableWidgetItem, QVBoxLayout, QWidget)

from ...core.io.schema import DELIMITERS, QUOTES, words_of_missing
from ...core.base.words.message import said

from ..import_dialog import TYPE_WORDS
from ..common_words import word
from ..models import DataFrameModel
from ..numbers import counted, number
from ..translation import app_language
from ..widgets import named, set_help
from ...core.plan.roles import ColumnRole
from ..models import ROLE_COLOURS


class DataPage(QWidget):
    openRequested = Signal()
    sampleRequested = Signal()
    databaseRequested = Signal()
    cancelRequested = Signal()
    adjustRequested = Signal()

    def __init__(self, project, parent=None):
        super().__init__(parent)
        self.project = project
        self.busy = False  # a table is loading
        self.open_button = named(QPushButton(), "Open table")
        self.sample_button = named(QPushButton(), "Open sample dataset")
        self.database_button = named(QPushButton(), "Open database")
        self.adjust_button = named(QPushButton(), "Change how the file is read")
        self.adjust_button.setEnabled(False)
        self.progress = named(QProgressBar(), "Loading progress")
        self.progress.setRange(0, 100)
        self.progress.hide()
        self.cancel_button = named(QPushButton(), "Cancel loading")
        self.cancel_button.hide()
        self.info = named(QLabel(), "Table information")
        self.info.setWordWrap(True)
        self.view = named(QTableView(), "Table preview")
        self.model = DataFrameModel(project, self)
        self.view.setModel(self.model)
        self.view.setAlternatingRowColors(False)
        self.reading = named(QLabel(""), "How the file is read")
        self.reading.setWordWrap(True)
        self.types = named(QTableWidget(0, 2), "Column types")
        self.types.setEditTriggers(QAbstractItemView.NoEditTriggers)
        self.types.horizontalHeader().setSectionResizeMode(QHeaderView.Stretch)
        self.types.verticalHeader().hide()
        self.types.setMaximumWidth(320)
        self.types.hide()

        buttons = QHBoxLayout()
        for widget in (self.open_button, self.database_button, self.sample_button, self.adjust_button):
            buttons.addWidget(widget)
        buttons.addStretch(1)
        loading = QHBoxLayout()  # a row of its own: in German or Greek the buttons alone are wide
        loading.addWidget(self.progress, 1)
        loading.addWidget(self.cancel_button)
        layout = QVBoxLayout(self)
        layout.addLayout(buttons)
        layout.addLayout(loading)
        layout.addWidget(self.info)
        layout.addWidget(self.reading)
        self.legend = RoleLegend()
        layout.addWidget(self.legend)
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
        self.retranslate()

    def retranslate(self) -> None:
        """Every word of the page in the app's language (at start, and when the steward picks another)."""
        self.open_button.setText(self.tr("Open a table…"))
        set_help(self.open_button, self.tr("Open a CSV, Excel, Parquet, SPSS, SAS or Stata file (Ctrl+O)"))
        self.sample_button.setText(self.tr("Open the sample dataset"))
        set_help(self.sample_button, self.tr("A synthetic hospital admissions table with a ready-made plan"))
        self.database_button.setText(self.tr("Open a database table…"))
        set_help(self.database_button, self.tr("Read a table or a query in a database (PostgreSQL and others, by "
                                                "URL): the rows stay there, only counts and sums come back"))
        self.adjust_button.setText(self.tr("Import settings…"))
        set_help(self.adjust_button, self.tr("The encoding, delimiter, header line, decimal mark, missing-value "
                                              "words and column types, with a preview; your plan is kept"))
        self.cancel_button.setText(self.tr("Cancel"))
        set_help(self.view, self.tr("The table as loaded. Header colours show column roles."))
        set_help(self.reading, self.tr("Decided once when the table was first opened, and kept in the plan: every "
                                        "value is read under it on its own, so one row cannot change how others "
                                        "are read."))
        set_help(self.types, self.tr("Each column's type. A value that does not fit its column's type is read as "
                                      "missing for that row alone, and counted in the notes above."))
        self.types.setHorizontalHeaderLabels([self.tr("Column"), self.tr("Type")])
        self.legend.retranslate()
        if self.busy:
            self.info.setText(self.tr("Loading…"))
        elif self.project.table is None:
            self.info.setText(self.tr("Open a table to begin, or try the sample dataset."))
        else:
            self.describe()

    def set_progress(self, percent: int) -> None:
        self.progress.setValue(percent)

    def set_busy(self, busy: bool) -> None:
        self.busy = busy
        self.progress.setValue(0)
        self.progress.setVisible(busy)
        self.cancel_button.setVisible(busy)
        self.open_button.setEnabled(not busy)
        self.sample_button.setEnabled(not busy)
        self.database_button.setEnabled(not busy)
        self.adjust_button.setEnabled(not busy and self.project.table is not None and not self.project.is_database)
        if busy:
            self.info.setText(self.tr("Loading…"))

    def describe(self) -> None:
        table = self.project.table
        self.adjust_button.setEnabled(table is not None and not self.project.is_database)
        if table is None:
            return
        if self.project.is_database:
            self.describe_database(table)
            return
        rows, cols = table.frame.shape
        parts = [self.tr("<b>{name}</b> — {rows}, {columns}").format(
                     name=escape(table.source.name), rows=counted(rows, "rows"), columns=counted(cols, "columns")),
                 self.tr("format: {format}").format(format=table.format),
                 self.tr("fingerprint: {start}…").format(start=table.fingerprint[:12])]
        notes = "".join("<br>" + self.tr("Note: {note}").format(note=escape(said(n, app_language()), quote=False))
                        for n in table.notes)
        self.info.setText(" · ".join(parts) + notes + "<br><i>"
                          + self.tr("This table stays on this computer; only the noisy release leaves it.") + "</i>")
        self.show_schema(table.schema)

    def describe_database(self, table) -> None:
        """What is open: the URL (never with a password), the table or "a query", the engine, the size."""
        what = (self.tr("table <b>{name}</b>").format(name=escape(table.table)) if table.table
                else self.tr("<b>a query</b>"))
        self.info.setText(self.tr("{what} in {url} — {rows}, {columns} · engine: {engine}").format(
                              what=what, url=escape(table.url), rows=counted(table.rows, "rows"),
                              columns=counted(len(table.kinds), "columns"), engine=escape(table.engine))
                          + "<br><i>" + (self.tr("The rows stay in the database: the plan's counts and sums are "
                                                 "computed there, and only they come back. Below: its only row, for "
                                                 "your eyes only.") if len(table.sample) == 1 else
                                         self.tr("The rows stay in the database: the plan's counts and sums are "
                                                 "computed there, and only they come back. Below: the first {count} "
                                                 "rows, for your eyes only.").format(count=number(len(table.sample))))
                          + "</i>")
        self.reading.setText(self.tr("<b>Query:</b> {query}").format(query=escape(table.query)) if table.query else "")
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
            parts += [self.tr("encoding {encoding}").format(encoding=schema.encoding),
                      self.tr("delimiter {delimiter}").format(
                          delimiter=word(DELIMITERS[schema.delimiter]) if schema.delimiter in DELIMITERS
                          else repr(schema.delimiter)),
                      self.tr("quote {quote}").format(
                          quote=word(QUOTES[schema.quote]) if schema.quote in QUOTES else repr(schema.quote)),
                      self.tr("decimal mark '{mark}'").format(mark=schema.decimal),
                      (self.tr("column names on line {line}").format(line=schema.header) if schema.header
                       else self.tr("no header line (columns named column 1, column 2, …)")),
                      self.tr("values may span lines") if schema.multiline else self.tr("one row per line")]
        usual, extra = words_of_missing(schema.missing)
        words = self.tr(" and ").join(part for part in (
            self.tr("the usual words (NA, NULL, N/A, …)") if usual else "",
            ", ".join(repr(w.strip()) for w in extra.split(",") if w.strip())) if part)
        parts.append(self.tr("missing: an empty field and {words}").format(words=words) if words
                     else self.tr("missing: an empty field"))
        self.reading.setText(self.tr("<b>Read as:</b> {parts}").format(parts=escape(" · ".join(parts), quote=False)))
        self.types.setRowCount(len(schema.columns))
        for row, (name, kind) in enumerate(schema.columns.items()):
            self.types.setItem(row, 0, QTableWidgetItem(name))
            self.types.setItem(row, 1, QTableWidgetItem(word(TYPE_WORDS[kind]) if kind in TYPE_WORDS else kind))
        self.types.show()


class RoleLegend(QWidget):
    """What the header colours mean: a swatch per role, named for screen readers too."""

    def __init__(self, parent=None):
        super().__init__(parent)
        named(self, "Role colours")
        row = QHBoxLayout(self)
        row.setContentsMargins(0, 0, 0, 0)
        self.title = QLabel()
        row.addWidget(self.title)
        self.swatches = {}
        for role in ColumnRole:
            swatch = named(QLabel(), f"Role colour: {role.label}")
            swatch.setStyleSheet(f"background: {ROLE_COLOURS[role].name()}; border: 1px solid #9e9e9e; padding: 2px;")
            row.addWidget(swatch)
            self.swatches[role] = swatch
        row.addStretch(1)
        self.retranslate()

    def retranslate(self) -> None:
        set_help(self, self.tr("The colour of a column's header says its role (set on the Columns page)"))
        self.title.setText(self.tr("Header colours:"))
        for role, swatch in self.swatches.items():
            swatch.setText(f" {word(role.label)} ")
