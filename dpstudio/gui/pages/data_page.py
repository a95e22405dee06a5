"""Step 1, Data: open a table (on a worker thread, with Cancel) and look at it."""
from __future__ import annotations

from PySide6.QtCore import Signal
from PySide6.QtWidgets import (QHBoxLayout, QLabel, QProgressBar, QPushButton, QTableView, QVBoxLayout,
                               QWidget)

from ..models import DataFrameModel
from ..widgets import named


class DataPage(QWidget):
    openRequested = Signal()
    sampleRequested = Signal()
    cancelRequested = Signal()

    def __init__(self, project, parent=None):
        super().__init__(parent)
        self.project = project
        self.open_button = named(QPushButton("Open a table…"), "Open table",
                                 "Open a CSV, Excel, Parquet, SPSS, SAS or Stata file (Ctrl+O)")
        self.sample_button = named(QPushButton("Open the sample dataset"), "Open sample dataset",
                                   "A synthetic hospital admissions table with a ready-made plan")
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

        buttons = QHBoxLayout()
        for widget in (self.open_button, self.sample_button, self.progress, self.cancel_button):
            buttons.addWidget(widget)
        buttons.addStretch(1)
        layout = QVBoxLayout(self)
        layout.addLayout(buttons)
        layout.addWidget(self.info)
        layout.addWidget(self.view, 1)

        self.open_button.clicked.connect(self.openRequested)
        self.sample_button.clicked.connect(self.sampleRequested)
        self.cancel_button.clicked.connect(self.cancelRequested)
        project.tableChanged.connect(self.describe)

    def set_progress(self, percent: int) -> None:
        self.progress.setValue(percent)

    def set_busy(self, busy: bool) -> None:
        self.progress.setValue(0)
        self.progress.setVisible(busy)
        self.cancel_button.setVisible(busy)
        self.open_button.setEnabled(not busy)
        self.sample_button.setEnabled(not busy)
        if busy:
            self.info.setText("Loading…")

    def describe(self) -> None:
        table = self.project.table
        if table is None:
            return
        rows, cols = table.frame.shape
        parts = [f"<b>{table.source.name}</b> — {rows:,} rows, {cols} columns",
                 f"format: {table.format}"]
        if table.encoding:
            parts.append(f"encoding: {table.encoding}")
        if table.delimiter:
            parts.append("delimiter: " + {"\t": "tab", ",": "comma", ";": "semicolon"}.get(table.delimiter,
                                                                                          table.delimiter))
        parts.append(f"fingerprint: {table.fingerprint[:12]}…")
        notes = "".join(f"<br>Note: {n}" for n in table.notes)
        self.info.setText(" · ".join(parts) + notes +
                          "<br><i>This table stays on this computer; only the noisy release leaves it.</i>")
