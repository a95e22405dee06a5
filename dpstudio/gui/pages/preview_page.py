"""Step 4, Preview: the expected error of every query before anything is spent.

Figures come from the mechanisms' parameters (preview_plan draws no noise). The true answers
shown beside them never leave this computer.
"""
from __future__ import annotations

from matplotlib.backends.backend_qtagg import FigureCanvasQTAgg
from matplotlib.figure import Figure
from PySide6.QtCore import QTimer
from PySide6.QtWidgets import QLabel, QSplitter, QTableWidget, QTableWidgetItem, QVBoxLayout, QWidget
from PySide6.QtCore import Qt

from ...core.errors import PlanError
from ...core.plots import plot_preview
from ...core.preview import preview_plan
from ..workers import TaskRunner
from ..widgets import named


class PreviewPage(QWidget):
    HEADERS = ["Query", "ε", "Mechanism", "95% interval", "Relative error", "In words"]

    def __init__(self, project, show_error, parent=None):
        super().__init__(parent)
        self.project = project
        self.show_error = show_error
        self.previews = []
        intro = QLabel("What to expect <b>before</b> spending anything: each figure is how far the released "
                       "value may be from the true one, with 95% probability. Nothing here is drawn or released; "
                       "true values are shown for you only.")
        intro.setWordWrap(True)
        self.status = named(QLabel(), "Preview status")
        self.status.setWordWrap(True)
        self.table = named(QTableWidget(0, len(self.HEADERS)), "Expected errors",
                           "Select a query to see its plot")
        self.table.setHorizontalHeaderLabels(self.HEADERS)
        self.table.horizontalHeader().setStretchLastSection(True)
        self.table.setSelectionBehavior(QTableWidget.SelectRows)
        self.table.setEditTriggers(QTableWidget.NoEditTriggers)
        self.figure = Figure(figsize=(6, 3), tight_layout=True)
        self.canvas = named(FigureCanvasQTAgg(self.figure), "Preview plot")
        self.axes = self.figure.add_subplot(111)
        split = QSplitter(Qt.Vertical)
        split.addWidget(self.table)
        split.addWidget(self.canvas)
        layout = QVBoxLayout(self)
        layout.addWidget(intro)
        layout.addWidget(self.status)
        layout.addWidget(split, 1)

        self.runner = TaskRunner(self)
        self.runner.done.connect(self._show)
        self.runner.failed.connect(self._failed)
        self.debounce = QTimer(self, singleShot=True, interval=150)
        self.debounce.timeout.connect(self.recompute)
        project.changed.connect(self.debounce.start)
        self.table.itemSelectionChanged.connect(self._plot_selected)

    def recompute(self) -> None:
        if self.project.table is None or not self.project.state.queries:
            self.status.setText("Open a table and add queries to see their expected error.")
            self.table.setRowCount(0)
            return
        self.status.setText("Computing…")
        self.runner.start(preview_plan, self.project.table.frame, self.project.to_plan())

    def _failed(self, error, details) -> None:
        if isinstance(error, PlanError):
            self.status.setText("Fix the plan first:\n" + "\n".join(f"• {p}" for p in error.problems))
            self.table.setRowCount(0)
        else:
            self.status.setText("The preview could not be computed.")
            self.show_error(error, details)

    def _show(self, previews) -> None:
        self.previews = previews
        self.status.setText(self._warnings(previews))
        self.table.setRowCount(len(previews))
        for row, p in enumerate(previews):
            relative = p.relative_error()
            if isinstance(relative, list):
                finite = [r for r in relative if r is not None]
                relative = max(finite) if finite else None
                relative_text = "" if relative is None else f"up to {relative:.0%}"
            else:
                relative_text = "" if relative is None else f"{relative:.1%}"
            interval = p.halfwidth
            interval_text = (f"± up to {max(interval):.3g}" if isinstance(interval, list)
                             else f"± {interval:,.4g}" + (" rows (rank)" if p.unit == "rows" else ""))
            for col, text in enumerate([p.id, f"{p.epsilon:g}", p.mechanism.replace("_", " "), interval_text,
                                        relative_text, p.sentence()]):
                self.table.setItem(row, col, QTableWidgetItem(text))
        if previews:
            self.table.selectRow(0)
            self._plot_selected()

    def _warnings(self, previews) -> str:
        notes = []
        for p in previews:
            relative = p.relative_error()
            values = relative if isinstance(relative, list) else [relative]
            if any(r is not None and r > 1 for r in values):
                notes.append(f"'{p.id}': some intervals are larger than the value itself.")
        for name in self.project.categories_taken_from_data():
            notes.append(f"The categories of '{name}' were taken from the data: this leaks unless the list is public.")
        delta = self.project.state.delta
        rows = len(self.project.table.frame) if self.project.table is not None else 0
        if delta and rows and delta >= 1 / rows / 10:
            notes.append(f"δ = {delta:g} is not far below 1/n = {1 / rows:.2g}; choose a smaller δ.")
        return "\n".join(notes) if notes else "No warnings."

    def _plot_selected(self) -> None:
        rows = self.table.selectionModel().selectedRows()
        if not rows or rows[0].row() >= len(self.previews):
            return
        plot_preview(self.axes, self.previews[rows[0].row()])
        self.canvas.draw_idle()
