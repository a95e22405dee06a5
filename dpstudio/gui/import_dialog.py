"""File → Open: how a table file is read, chosen with a live preview (as ARX's import wizard).

The steward sets the encoding, delimiter, quoting character and the line holding the column names
(CSV), or the sheet (Excel); the decimal mark and the missing-value words (both); and each column's
type. Every change reads the file again on a worker thread (a newer change cancels the older read;
a workbook's sheets are parsed once and kept, excel_reading.sheet_cells) and shows its first rows and
each column's type. What the steward accepts is the table read under exactly these choices, and its
schema becomes the plan's declared reading schema: every later read (the app, the CLI) reads the file
the same way, whatever its rows hold.

An encoding or delimiter left to dpstudio is detected on the first read only, and then shown in
its control: from then on it is the steward's choice, not the data's. A text file's decimal mark is
detected with each read (under the delimiter and header line the controls show) and shown, until the
steward picks one.
"""
from __future__ import annotations

from html import escape
from pathlib import Path

import numpy as np
import pandas as pd
from PySide6.QtCore import QT_TRANSLATE_NOOP, Qt, QTimer, Signal
from PySide6.QtGui import QColor
from PySide6.QtWidgets import (QAbstractItemView, QCheckBox, QComboBox, QDialog, QDialogButtonBox, QFormLayout,
                               QGroupBox, QHBoxLayout, QHeaderView, QLabel, QLineEdit, QPushButton, QSpinBox,
                               QTableWidget, QTableWidgetItem, QVBoxLayout)

from ..core.base.errors import DpStudioError
from ..core.base.locale_format import localized
from ..core.io.loading import SUPPORTED, load_table
from ..core.io.schema import (COLUMN_TYPES, DELIMITERS, MAX_HEADER_LINE, QUOTES, ReadingSchema, missing_from_words,
                              words_of_missing)
from ..core.base.words.message import said
from .common_words import word
from .database_dialog import in_dialog_terms
from .numbers import counted, number
from .translation import app_language, translator
from .widgets import named, set_help
from .workers import TaskRunner

ENCODINGS = ("utf-8", "utf-8-sig", "gb18030", "cp1252", "latin_1", "utf-16")
DECIMALS = {".": QT_TRANSLATE_NOOP("ImportDialog", "point (4.4)"),
            ",": QT_TRANSLATE_NOOP("ImportDialog", "comma (4,4)")}
PREVIEW_ROWS = 30
TYPE_WORDS = {"integer": "whole number", "number": "number", "text": "text", "date": "date"}
DELAY_MS = 250  # typing in a field reads the file once it pauses, not on every key
_t = translator("ImportDialog")


class ImportDialog(QDialog):
    """`imported(table)` with the LoadedTable read under the accepted choices."""

    imported = Signal(object)

    def __init__(self, parent, path, start: ReadingSchema | None = None, sheets: list[str] = ()):
        super().__init__(parent)
        self.path = Path(path)
        self.kind = SUPPORTED.get(self.path.suffix.lower())
        self.setWindowTitle(self.tr("Open {file}").format(file=self.path.name))
        self.setAccessibleName("Import dialog")
        self.setAttribute(Qt.WA_DeleteOnClose)  # each import holds a whole table: gone with its dialog
        self.runner = TaskRunner(self)
        self.table = None  # the last table read, under the choices the controls show
        self.fixed_types: dict[str, str] = dict(start.columns) if start else {}
        self._start = start
        self._quiet = False
        # an encoding or delimiter is the steward's once chosen, shown after a read, or given by a start schema;
        # until then dpstudio detects it (each on its own: typing an encoding leaves the delimiter to detect)
        self._fixed = {"encoding": start is not None, "delimiter": start is not None}
        self._decimal_chosen = start is not None or self.kind != "csv"  # a text file's is detected until chosen
        self._missing_edited = False  # until then a start schema's words are kept exactly (one may hold a comma)

        intro = QLabel(self.tr("<b>{file}</b>: check that the columns and their types look right. What you choose "
                               "here is kept in the plan, and the file is read this way every time.").format(
                                   file=escape(self.path.name, quote=False)))
        intro.setWordWrap(True)
        self.csv_box = self._csv_controls(start or ReadingSchema())
        self.values_box = self._value_controls(start or ReadingSchema())
        self.sheet = named(QComboBox(), "Sheet", self.tr("The sheet of the workbook that holds the table"))
        self.sheet.addItems(list(sheets))
        if start is not None and start.sheet is not None and str(start.sheet) in sheets:
            self.sheet.setCurrentText(str(start.sheet))
        self.sheet_note = QLabel(self.tr("This workbook has {count} sheets: choose the one that holds the table.")
                                 .format(count=number(len(sheets))) if len(sheets) > 1 else "")
        self.sheet_note.setWordWrap(True)
        sheet_row = QHBoxLayout()
        sheet_row.addWidget(QLabel(self.tr("Sheet:")))
        sheet_row.addWidget(self.sheet, 1)
        sheet_row.addWidget(self.sheet_note, 2)
        self.preview = named(QTableWidget(0, 0), "Import preview",
                             self.tr("The first {count} rows as they will be read; a value that does not fit its "
                                     "column's type is shown as missing").format(count=number(PREVIEW_ROWS)))
        self.preview.setEditTriggers(QAbstractItemView.NoEditTriggers)
        self.types = named(QTableWidget(0, 2), "Column types",
                           self.tr("Each column's type. Change one where the guess is wrong: a code such as a zip "
                                   "code is text, a date column is a date."))
        self.types.setHorizontalHeaderLabels([self.tr("Column"), self.tr("Type")])
        self.types.verticalHeader().hide()
        self.types.horizontalHeader().setSectionResizeMode(0, QHeaderView.Stretch)
        self.types.setMinimumWidth(260)
        self.guess_again = named(QPushButton(self.tr("Guess the types again")), "Guess types again",
                                 self.tr("Forget the types chosen by hand and guess each column's type from the file"))
        self.status = named(QLabel(self.tr("Reading the file…")), "Import summary")
        self.status.setWordWrap(True)
        self.status.setTextInteractionFlags(Qt.TextSelectableByMouse)
        self.buttons = QDialogButtonBox(QDialogButtonBox.Open | QDialogButtonBox.Cancel)
        self.open_button = named(self.buttons.button(QDialogButtonBox.Open), "Open with these choices")
        named(self.buttons.button(QDialogButtonBox.Cancel), "Cancel opening")
        self.open_button.setEnabled(False)

        layout = QVBoxLayout(self)
        layout.addWidget(intro)
        layout.addWidget(self.csv_box)
        layout.addLayout(sheet_row)
        layout.addWidget(self.values_box)
        body = QHBoxLayout()
        body.addWidget(self.preview, 3)
        side = QVBoxLayout()
        side.addWidget(self.types, 1)
        side.addWidget(self.guess_again)
        body.addLayout(side, 1)
        layout.addLayout(body, 1)
        layout.addWidget(self.status)
        layout.addWidget(self.buttons)
        self.csv_box.setVisible(self.kind == "csv")
        for index in range(sheet_row.count()):
            item = sheet_row.itemAt(index).widget()
            if item is not None:
                item.setVisible(self.kind == "excel")

        self.timer = QTimer(self)
        self.timer.setSingleShot(True)
        self.timer.setInterval(DELAY_MS)
        self.timer.timeout.connect(self.read)
        for combo in (self.delimiter, self.quote, self.decimal, self.sheet):
            combo.currentIndexChanged.connect(self._changed)
        # typed or picked, even an item the box already had selected: every change of its text reads again
        self.encoding.currentTextChanged.connect(self._changed)
        self.header.valueChanged.connect(self._changed)
        self.usual_missing.toggled.connect(self._changed)
        self.extra_missing.textEdited.connect(self._changed)
        self.guess_again.clicked.connect(self._guess_again)
        self.runner.done.connect(self._read_done)
        self.runner.failed.connect(self._read_failed)
        self.buttons.accepted.connect(self._accept)
        self.buttons.rejected.connect(self.reject)
        self.resize(1100, 680)
        self.read()

    # -- controls ---------------------------------------------------------------------------------
    def _csv_controls(self, start: ReadingSchema) -> QGroupBox:
        box = QGroupBox(self.tr("How the text file is written"))
        self.encoding = named(QComboBox(), "Encoding",
                              self.tr("How the file's bytes are letters. If letters look wrong (Ã¤ for ä), choose "
                                      "another: cp1252 or latin_1 for Western European Windows files, gb18030 for "
                                      "Chinese"))
        self.encoding.setEditable(True)
        named(self.encoding.lineEdit(), "Encoding name",
              self.tr("Type any encoding Python knows, such as cp1250 or shift_jis"))
        self.encoding.addItems(list(ENCODINGS))
        self.encoding.setCurrentText(start.encoding or ("utf-8" if self._start is not None else ""))
        self.delimiter = named(QComboBox(), "Delimiter", self.tr("The character between two fields of a line"))
        for char, name in DELIMITERS.items():
            self.delimiter.addItem(f"{word(name)} ({word('tab') if char == chr(9) else char})", char)
        self.quote = named(QComboBox(), "Quote", self.tr("The character around a field that holds the delimiter"))
        for char, name in QUOTES.items():
            self.quote.addItem(f"{word(name)} ({char})" if char else word(name), char)
        self.header = named(QSpinBox(), "Column names on line",
                            self.tr("The line that holds the column names; lines above it (a title) are left out. "
                                    "'{none}': the file has no names, every line is a row").format(none=word("none")))
        self.header.setRange(0, MAX_HEADER_LINE)
        self.header.setSpecialValueText(word("none"))
        if start.delimiter is not None:
            self._set_data(self.delimiter, start.delimiter, repr(start.delimiter))
        self._set_data(self.quote, start.quote, repr(start.quote))
        self.header.setValue(start.header)
        form = QFormLayout(box)
        top = QHBoxLayout()
        for label, widget in ((self.tr("Encoding:"), self.encoding), (self.tr("Delimiter:"), self.delimiter),
                              (self.tr("Quote:"), self.quote), (self.tr("Column names on line:"), self.header)):
            top.addWidget(QLabel(label))
            top.addWidget(widget)
        top.addStretch(1)
        form.addRow(top)
        return box

    def _value_controls(self, start: ReadingSchema) -> QGroupBox:
        """The decimal mark and the missing-value words: a text file's and a workbook's alike."""
        box = QGroupBox(self.tr("How values are read"))
        self.decimal = named(QComboBox(), "Decimal mark",
                             self.tr("How numbers with a fraction are written: 4.4 or 4,4. For a text file, "
                                     "dpstudio finds it from the values until you choose; in a workbook, it is "
                                     "the mark of numbers written as text"))
        for char, name in DECIMALS.items():
            self.decimal.addItem(_t(name), char)
        self._set_data(self.decimal, start.decimal)
        usual, extra = words_of_missing(start.missing)
        self.usual_missing = named(QCheckBox(self.tr("the usual words (NA, N/A, NULL, NaN, None, …)")),
                                   "Usual missing words",
                                   self.tr("Read these words as missing values, as well as an empty field"))
        self.usual_missing.setChecked(usual)
        self.extra_missing = named(QLineEdit(extra), "More missing words",
                                   self.tr("More words that mean 'missing' in this file, separated by commas: k.A., "
                                           "-99, unknown"))
        self.extra_missing.setPlaceholderText(self.tr("more, separated by commas: k.A., -99"))
        row = QHBoxLayout(box)
        row.addWidget(QLabel(self.tr("Decimal mark:")))
        row.addWidget(self.decimal)
        row.addSpacing(12)
        row.addWidget(QLabel(self.tr("Missing values: an empty field,")))
        row.addWidget(self.usual_missing)
        row.addWidget(self.extra_missing, 1)
        return box

    @staticmethod
    def _set_data(combo: QComboBox, value, label: str | None = None) -> None:
        """Show `value`; one the list lacks (a declared ':' delimiter) is added, never replaced by the first."""
        index = combo.findData(value)
        if index < 0 and label is not None:
            combo.addItem(label, value)
            index = combo.count() - 1
        if index >= 0:
            combo.setCurrentIndex(index)

    def choices(self) -> ReadingSchema:
        """What the controls say now (an encoding or delimiter still to detect is None)."""
        sheet = self.sheet.currentText() or None if self.kind == "excel" else None
        start = self._start or ReadingSchema()
        missing = start.missing if not self._missing_edited else \
            missing_from_words(self.usual_missing.isChecked(), self.extra_missing.text())
        if self.kind != "csv":  # a workbook: its sheet, types, decimal mark and missing-value words
            return ReadingSchema(columns=dict(self.fixed_types), sheet=sheet, missing=missing,
                                 decimal=self.decimal.currentData())
        return ReadingSchema(
            columns=dict(self.fixed_types),
            encoding=(self.encoding.currentText().strip() or None) if self._fixed["encoding"] else None,
            delimiter=self.delimiter.currentData() if self._fixed["delimiter"] else None,
            quote=self.quote.currentData(), header=self.header.value(),
            decimal=self.decimal.currentData() if self._decimal_chosen else None, missing=missing)

    # -- reading ----------------------------------------------------------------------------------
    def _changed(self, *_) -> None:
        if self._quiet:
            return
        sender = self.sender()
        if sender is self.encoding:
            self._fixed["encoding"] = True  # the steward's: never replaced by a detected one
        if sender is self.delimiter:
            self._fixed["delimiter"] = True
        if sender is self.decimal:
            self._decimal_chosen = True
        if sender in (self.usual_missing, self.extra_missing):
            self._missing_edited = True
        self.open_button.setEnabled(False)
        self.status.setText(self.tr("Reading the file…"))
        self.timer.start()

    def read(self) -> None:
        self.timer.stop()
        self.open_button.setEnabled(False)
        self.runner.start(_read, self.path, self.choices())

    def _guess_again(self) -> None:
        self.fixed_types.clear()
        self._changed()

    def _read_done(self, table) -> None:
        if self.timer.isActive():  # the controls changed since this read began: its result is not what they say
            return
        self.table = table
        self._quiet = True
        if self.kind == "csv":  # what was detected is shown, and is the steward's choice from now on
            self.encoding.setCurrentText(table.schema.encoding or "")
            self._set_data(self.delimiter, table.schema.delimiter)
            self._set_data(self.decimal, table.schema.decimal)  # detected again with the next read, until chosen
        self._fixed = {"encoding": True, "delimiter": True}
        self._quiet = False
        self._show_preview(table.frame, table.schema.columns)
        self._show_types(table.schema.columns)
        rows, columns = table.frame.shape
        notes = "".join(f"<br>• {escape(said(note, app_language()), quote=False)}" for note in table.notes)
        self.status.setText(self.tr("{rows}, {columns}.").format(
            rows=counted(rows, "rows"), columns=counted(columns, "columns")) + notes)
        self.status.setStyleSheet("")
        self.open_button.setEnabled(not self.timer.isActive())

    def _read_failed(self, error, details: str) -> None:
        self.table = None
        self.preview.setRowCount(0)
        self.preview.setColumnCount(0)
        self.types.setRowCount(0)
        text = _in_words(error).replace("\n", " ").replace(f"{self.path}: ", "")  # the file is the dialog's
        self.status.setText(self.tr("These choices do not read the file: {error}").format(
            error=escape(text, quote=False)))
        self.status.setStyleSheet("color: #b71c1c;")
        self.open_button.setEnabled(False)

    def _show_preview(self, frame: pd.DataFrame, kinds: dict) -> None:
        head = frame.head(PREVIEW_ROWS)
        self.preview.clear()
        self.preview.setRowCount(len(head))
        self.preview.setColumnCount(head.shape[1])
        self.preview.setHorizontalHeaderLabels([f"{name}\n{_type_word(kinds.get(str(name)))}" for name in head.columns])
        for col, name in enumerate(head.columns):
            for row, value in enumerate(head[name].tolist()):
                missing = value is None or value is pd.NA or (isinstance(value, float) and value != value)
                item = QTableWidgetItem(self.tr("missing") if missing else _shown(value))
                if missing:
                    item.setForeground(QColor("#9e9e9e"))
                self.preview.setItem(row, col, item)
        self.preview.resizeColumnsToContents()

    def _show_types(self, kinds: dict) -> None:
        """One type box per column; kept when the columns are the same (the keyboard focus stays)."""
        shown = [self.types.item(r, 0).text() for r in range(self.types.rowCount()) if self.types.item(r, 0)]
        if shown == list(kinds):
            self._quiet = True
            for row, kind in enumerate(kinds.values()):
                self._set_data(self.types.cellWidget(row, 1), kind)
            self._quiet = False
            return
        for row in range(self.types.rowCount()):
            old = self.types.cellWidget(row, 1)
            if old is not None:
                old.setParent(None)  # gone at once, not at the next turn of the event loop
        self.types.setRowCount(len(kinds))
        for row, (name, kind) in enumerate(kinds.items()):
            label = QTableWidgetItem(name)
            label.setFlags(label.flags() & ~Qt.ItemIsEditable)
            self.types.setItem(row, 0, label)
            combo = named(QComboBox(), f"Type of {name}")
            set_help(combo, self.tr("whole number, number, text (codes such as zip codes stay text) or date "
                                    "(YYYY-MM-DD)"))
            for value in COLUMN_TYPES:
                combo.addItem(word(TYPE_WORDS[value]), value)
            self._set_data(combo, kind)
            combo.currentIndexChanged.connect(lambda _=0, n=name, c=combo: self._type_chosen(n, c.currentData()))
            self.types.setCellWidget(row, 1, combo)
        self.types.resizeColumnToContents(1)

    def _type_chosen(self, name: str, kind: str) -> None:
        if self._quiet:
            return
        self.fixed_types[name] = kind
        self._changed()

    # -- ending -----------------------------------------------------------------------------------
    def _accept(self) -> None:
        if self.table is None or self.timer.isActive() or self.runner.running:
            return
        table, self.table = self.table, None  # the dialog keeps no table once it is handed on
        self.imported.emit(table)
        self.accept()

    def done(self, result: int) -> None:
        self.timer.stop()
        self.runner.cancel()
        self.runner.wait()
        super().done(result)


def _in_words(error) -> str:
    """A reading error in the app's language: where, what, what to do."""
    if not isinstance(error, DpStudioError):
        return in_dialog_terms(error)
    where, message, hint = error.in_language(app_language())
    where = f"{where}: " if where else ""
    return f"{where}{message[:1].upper()}{message[1:]}." + (f"\n{hint}" if hint else "")


def _read(path, choices: ReadingSchema, progress=None, cancel=None):
    return load_table(path, choices=choices, progress=progress, cancel=cancel)


def _type_word(kind) -> str:
    """A column type in the app's language ("" for none)."""
    return word(TYPE_WORDS[kind]) if kind in TYPE_WORDS else ""


def _shown(value) -> str:
    """A value as the file has it: no thousands separator in an id (1412, not 1,412), no exponent, a decimal
    number in the app's language's mark (58,77 in German)."""
    if isinstance(value, float):
        return localized(np.format_float_positional(value, trim="-"), app_language())
    return str(value)
