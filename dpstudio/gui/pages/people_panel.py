"""The Columns page's "Rows per person" tab: how many rows each person has, as a histogram, and what
each limit (max_rows) would leave out, shown as soon as the privacy unit is chosen and before anything
is spent. For the steward's eyes only: none of it is released."""
from __future__ import annotations

from matplotlib.backends.backend_qtagg import FigureCanvasQTAgg
from matplotlib.figure import Figure
from PySide6.QtCore import QT_TRANSLATE_NOOP, Qt
from PySide6.QtGui import QColor
from PySide6.QtWidgets import QAbstractItemView, QHeaderView, QLabel, QTableWidget, QTableWidgetItem, QVBoxLayout, QWidget

from ...core.preview.people_plot import plot_rows_per_person
from ..plot_room import PlotRoom
from ..numbers import number
from ..translation import app_language, translated
from ..widgets import named, set_help

NO_UNIT = QT_TRANSLATE_NOOP("PeoplePanel", "One row is one person: nothing to count. Choose the column that identifies "
                                           "a person (below the table) to see how many rows each person has, and what "
                                           "each limit would leave out.")


class PeoplePanel(QWidget):
    def __init__(self, parent=None):
        super().__init__(parent)
        self.note = named(QLabel(translated("PeoplePanel", NO_UNIT)), "Rows per person note")
        self.note.setWordWrap(True)
        self.figure = Figure(figsize=(4, 2.4), tight_layout=True)
        self.axes = self.figure.add_subplot(111)
        self.canvas = named(FigureCanvasQTAgg(self.figure), "Rows per person histogram")
        self.canvas.hide()
        self.canvas.setMinimumHeight(140)
        self.room = PlotRoom(self.canvas)
        self.limits = named(QTableWidget(0, 3), "What each limit leaves out")
        self.limits.verticalHeader().hide()
        self.limits.setEditTriggers(QAbstractItemView.NoEditTriggers)
        self.limits.horizontalHeader().setSectionResizeMode(QHeaderView.Stretch)
        self.limits.setVerticalScrollBarPolicy(Qt.ScrollBarAlwaysOff)  # every row fits (_fit_limits)
        self.limits.horizontalHeader().geometriesChanged.connect(self._fit_limits)  # a header wrapped anew
        self.limits.hide()
        layout = QVBoxLayout(self)
        layout.addWidget(self.note)
        layout.addWidget(self.canvas, 2)
        layout.addWidget(self.limits, 1)
        self.retranslate()

    def retranslate(self) -> None:
        """The panel's own words in the app's language. The note, the chart and the limits' rows are written
        by the Columns page (show_counts, set_note), which shows them again when the language changes."""
        set_help(self.limits, self.tr("For each 'at most N rows' choice: how many rows would be left out, and how "
                                      "many people would lose rows. For your eyes only; never released."))
        self.limits.setHorizontalHeaderLabels([self.tr("At most"), self.tr("Rows\nleft out"),
                                               self.tr("People\nlosing rows")])

    def show_counts(self, counts, max_rows: int) -> None:
        """`counts` (a RowsPerPerson) for the chosen limit; None: no person column, or not counted (yet)."""
        if counts is None:
            self.canvas.hide()  # no empty axes: the plot appears with the counts
            self.limits.hide()
            return
        language = app_language()
        self.room.plot(lambda: plot_rows_per_person(self.axes, counts, max_rows, language))
        self.canvas.show()
        self.canvas.draw_idle()
        limits = sorted({*(row[0] for row in counts.left_out_by_limit()), max_rows})
        self.limits.setRowCount(len(limits))
        for row, limit in enumerate(limits):
            rows = self.tr("{count} row") if limit == 1 else self.tr("{count} rows")
            texts = [rows.format(count=number(limit)), number(counts.rows_left_out(limit)),
                     number(counts.people_cut(limit))]
            for col, text in enumerate(texts):
                item = QTableWidgetItem(text)
                if limit == max_rows:
                    item.setBackground(QColor("#fff3e0"))
                    item.setToolTip(self.tr("Your choice"))
                self.limits.setItem(row, col, item)
        self._fit_limits()
        self.limits.show()

    def _fit_limits(self) -> None:
        """Room for every limit's row under the header, and no scroll bar: a scroll bar would widen the panel, and
        the Columns page beside it would squeeze its words over each other at 1366x768."""
        rows = sum(self.limits.rowHeight(row) for row in range(self.limits.rowCount()))
        header = max(self.limits.horizontalHeader().sizeHint().height(), self.limits.horizontalHeader().minimumHeight())
        self.limits.setMinimumHeight(header + rows + 2 * self.limits.frameWidth())

    def set_note(self, text: str) -> None:
        self.note.setText(text)
