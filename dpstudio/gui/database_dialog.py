"""File → Open database…: a URL and a password, [Test connection], a table or a query, [Open].

Connecting, listing and opening run on a worker thread (workers.TaskRunner) with a busy bar and
Cancel. The password lives only in its field while the dialog is open: it is never put in the URL,
the project, QSettings or a message (the core scrubs the driver's messages of it).
"""
from __future__ import annotations

import math

import pandas as pd
from PySide6.QtCore import QT_TRANSLATE_NOOP, Qt, Signal
from PySide6.QtWidgets import (QButtonGroup, QDialog, QFormLayout, QHBoxLayout, QLabel, QLineEdit, QListWidget,
                               QPlainTextEdit, QProgressBar, QPushButton, QRadioButton, QSpinBox, QVBoxLayout)

from ..core.base.errors import DpStudioError
from ..core.databases.browse import try_connection
from ..core.exact.browse import open_database_table
from ..core.databases.db_connect import DEFAULT_TIMEOUT_SECONDS, LoginRefused
from ..core.base.words.message import sentence
from ..core.plan.role_suggestions import suggest_role
from .numbers import counted, number
from .translation import app_language, translator
from .widgets import named
from .workers import TaskRunner

_t = translator("DatabaseDialog")
QUERY_HELP = QT_TRANSLATE_NOOP("DatabaseDialog", "One SELECT statement that reads the rows to release from, for "
                               "example SELECT * FROM public.admissions WHERE year = 2024. A statement that writes is "
                               "refused; on PostgreSQL the query runs in a read-only transaction. Connect as a role "
                               "that may only read.")
MARKED = (  # for pyside6-lupdate: the texts _t translates
    QT_TRANSLATE_NOOP("DatabaseDialog", "Something went wrong inside dpstudio ({error}). Nothing was opened."),
    QT_TRANSLATE_NOOP("DatabaseDialog", "Check the user name in the URL and the password."),
)


def in_dialog_terms(error) -> str:
    """An error as the dialog shows it, in the app's language: what, where, what to do. (The core names the
    query in a window's words, not the CLI's option: browse.py.) A refused login is told to check the
    password field, not the environment variables the command line reads it from."""
    if not isinstance(error, DpStudioError):
        return _t("Something went wrong inside dpstudio ({error}). Nothing was opened.").format(
            error=type(error).__name__)
    language = app_language()
    where, message, hint = error.in_language(language)
    if isinstance(error, LoginRefused):
        hint = _t("Check the user name in the URL and the password.")
    where = f"{where}: " if where else ""
    text = where + sentence(message[:1].upper() + message[1:])
    return text + (f"\n{sentence(hint)}" if hint else "")


def header_suggestions(kinds: dict) -> dict:
    """Suggested roles from the column names alone: a few sample rows would mislead the content rules
    (20 different ages look like a record number)."""
    empty = pd.Series([], dtype=object)
    found = {name: suggest_role(name, empty) for name in kinds}
    return {name: suggestion for name, suggestion in found.items() if suggestion is not None}


class DatabaseDialog(QDialog):
    """Emits `opened(DatabaseTable)` when a table or query has been opened."""

    opened = Signal(object)

    def __init__(self, parent=None, url: str = "", table: str | None = None, query: str | None = None,
                 timeout: float | None = None):
        super().__init__(parent)
        self.setWindowTitle(self.tr("Open a database table"))
        self.setAccessibleName("Open database dialog")
        self.runner = TaskRunner(self)
        self._wanted_table = table
        self._build(url, query)
        usable = isinstance(timeout, (int, float)) and math.isfinite(timeout) and timeout > 0  # a project's Infinity
        self.time_limit.setValue(round((timeout if usable else DEFAULT_TIMEOUT_SECONDS) / 60))  # the box keeps its range
        self.runner.busy.connect(self._set_busy)
        self.runner.progress.connect(self.progress.setValue)
        self.runner.failed.connect(self._failed)
        self.runner.done.connect(self._done)
        self.resize(620, 560)

    # -- building --------------------------------------------------------------------------------
    def _build(self, url: str, query: str | None) -> None:
        self.url = named(QLineEdit(url), "Database URL", self.tr(
            "The database's address without the password: postgresql://USER@HOST:PORT/DATABASE. The rows stay in the "
            "database; only counts and sums come back."))
        self.url.setPlaceholderText("postgresql://steward@dbhost:5432/hospital")
        self.password = named(QLineEdit(), "Password",
                              self.tr("The password of the database user. It is used to connect and never saved."))
        self.password.setEchoMode(QLineEdit.Password)
        self.time_limit = named(QSpinBox(), "Time limit", self.tr(
            "The longest one statement may run on the database; the server stops it then, and nothing is released. "
            "If dpstudio closes unexpectedly, the server stops its statements within seconds."))
        self.time_limit.setRange(1, 24 * 60)
        self.time_limit.setSuffix(self.tr(" min"))
        self.test_button = named(QPushButton(self.tr("Test connection")), "Test connection",
                                 self.tr("Connect and list the tables you can read"))
        form = QFormLayout()
        form.addRow(self._label(self.tr("&URL:"), self.url), self.url)
        form.addRow(self._label(self.tr("&Password:"), self.password), self.password)
        form.addRow(self._label(self.tr("&Time limit:"), self.time_limit), self.time_limit)
        self.table_choice = named(QRadioButton(self.tr("A table")), "Read a table")
        self.query_choice = named(QRadioButton(self.tr("A query")), "Read a query", _t(QUERY_HELP))
        self._choice = QButtonGroup(self)
        for button in (self.table_choice, self.query_choice):
            self._choice.addButton(button)
        self.tables = named(QListWidget(), "Tables", self.tr("The tables and views you can read, as SCHEMA.TABLE"))
        self.query = named(QPlainTextEdit(query or ""), "Query", _t(QUERY_HELP))
        self.query.setPlaceholderText("SELECT * FROM public.admissions WHERE year = 2024")
        self.query.setMaximumHeight(90)
        (self.query_choice if query else self.table_choice).setChecked(True)
        self.progress = named(QProgressBar(), "Database progress")
        self.progress.setRange(0, 100)
        self.cancel_button = named(QPushButton(self.tr("Cancel")), "Cancel database task",
                                   self.tr("Stop waiting for the database"))
        self.status = named(QLabel(self.tr("Type the URL and the password, then test the connection.")),
                            "Database status")
        self.status.setWordWrap(True)
        self.status.setTextFormat(Qt.PlainText)  # table names, URLs and the database's messages, never HTML
        self.open_button = named(QPushButton(self.tr("Open")), "Open database table",
                                 self.tr("Open the chosen table or query"))
        self.close_button = named(QPushButton(self.tr("Close")), "Close database dialog")
        self._lay_out(form)
        self._connect()
        self._set_busy(False)

    def _label(self, text: str, buddy) -> QLabel:
        label = QLabel(text)
        label.setBuddy(buddy)
        return label

    def _lay_out(self, form) -> None:
        layout = QVBoxLayout(self)
        layout.addLayout(form)
        row = QHBoxLayout()
        for widget in (self.test_button, self.progress, self.cancel_button):
            row.addWidget(widget)
        layout.addLayout(row)
        layout.addWidget(self.status)
        layout.addWidget(self.table_choice)
        layout.addWidget(self.tables, 1)
        layout.addWidget(self.query_choice)
        layout.addWidget(self.query)
        buttons = QHBoxLayout()
        buttons.addStretch(1)
        buttons.addWidget(self.open_button)
        buttons.addWidget(self.close_button)
        layout.addLayout(buttons)

    def _connect(self) -> None:
        self.test_button.clicked.connect(self.test_connection)
        self.cancel_button.clicked.connect(self.cancel)
        self.open_button.clicked.connect(self.open_table)
        self.close_button.clicked.connect(self.reject)
        self.tables.itemSelectionChanged.connect(lambda: self.table_choice.setChecked(True))
        self.query.textChanged.connect(self._query_typed)

    def _query_typed(self) -> None:
        if self.query.toPlainText().strip():
            self.query_choice.setChecked(True)

    # -- tasks -----------------------------------------------------------------------------------
    def test_connection(self) -> None:
        self.status.setText(self.tr("Connecting…"))
        self._then(self._listed)
        self.runner.start(try_connection, self.url.text(), self.password.text(), timeout=self.timeout())

    def open_table(self) -> None:
        table = self.chosen_table()
        query = self.query.toPlainText() if self.query_choice.isChecked() else None
        if table is None and not (query or "").strip():
            self.status.setText(self.tr("Choose a table (test the connection to list them), or type a query."))
            return
        self.status.setText(self.tr("Opening {table}…").format(table=table) if table
                            else self.tr("Opening the query…"))
        self._then(self._opened)
        self.runner.start(open_database_table, self.url.text(), self.password.text(), table, query,
                          timeout=self.timeout())

    def timeout(self) -> float:
        """The time limit in seconds, for the database."""
        return float(self.time_limit.value() * 60)

    def chosen_table(self) -> str | None:
        items = self.tables.selectedItems()
        return items[0].text() if items and self.table_choice.isChecked() else None

    def cancel(self) -> None:
        if self.runner.running:
            self.runner.cancel()
            self.status.setText(self.tr("Cancelled. Nothing was opened."))

    def _then(self, slot) -> None:
        """What the next finished task's result goes to (a list of tables, or an opened table)."""
        self._next = slot

    def _done(self, result) -> None:
        self._next(result)

    def _listed(self, names: list) -> None:
        self.tables.clear()
        self.tables.addItems(names)
        if self._wanted_table in names:
            self.tables.setCurrentRow(names.index(self._wanted_table))
        if not names:
            self.status.setText(self.tr("Connected. 0 tables you can read; type a query instead."))
        elif len(names) == 1:
            self.status.setText(self.tr("Connected. 1 table you can read: choose one, or type a query."))
        else:
            self.status.setText(self.tr("Connected. {count} tables you can read: choose one, or type a query.")
                                .format(count=number(len(names))))

    def _opened(self, table) -> None:
        self.status.setText(self.tr("Opened {table}: {rows}, {columns}.").format(
            table=table.name, rows=counted(table.rows, "rows"), columns=counted(len(table.kinds), "columns")))
        self.password.clear()
        self.opened.emit(table)
        self.accept()

    def _failed(self, error, details) -> None:
        self.status.setText(in_dialog_terms(error))

    def _set_busy(self, busy: bool) -> None:
        self.progress.setValue(0)
        self.progress.setVisible(busy)
        self.cancel_button.setVisible(busy)
        for widget in (self.test_button, self.open_button, self.url, self.password, self.time_limit):
            widget.setEnabled(not busy)

    def done(self, result: int) -> None:
        self.runner.cancel()
        self.password.clear()
        super().done(result)
