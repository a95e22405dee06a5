"""The Queries page's list of queries: its columns share the width by what they hold.

A query's id, kind and columns each get the width their longest text needs when the list has room;
when it has not (German and Greek kinds are long, "Κρυσταλλοπίνακας · πρόσωπα", a 1366-pixel screen with
the help open), the kind gives up room first, down to the narrowest column, so that ids and columns stay
whole; only when even they do not fit does each give up room in proportion to what it needs. ε is as
wide as its figures. Cut texts end in "…" and show whole in their tooltip. No sideways scroll bar.
"""
from __future__ import annotations

from PySide6.QtCore import Qt
from PySide6.QtWidgets import QHeaderView, QTableView

SHARED = (0, 1, 2)  # id, kind, column(s); the last column (ε) fits its figures
KIND = 1


class QueryList(QTableView):
    def __init__(self, model, parent=None):
        super().__init__(parent)
        self.setModel(model)
        header = self.horizontalHeader()
        header.setStretchLastSection(False)
        self.verticalHeader().hide()  # row numbers say nothing the ids do not
        self.setHorizontalScrollBarPolicy(Qt.ScrollBarAlwaysOff)  # the columns are fitted to the width
        for column in SHARED:
            header.setSectionResizeMode(column, QHeaderView.Interactive)
        header.setSectionResizeMode(model.columnCount() - 1, QHeaderView.ResizeToContents)
        for signal in (model.modelReset, model.dataChanged, model.rowsInserted, model.rowsRemoved,
                       model.headerDataChanged):
            signal.connect(lambda *_: self.fit_columns())

    def resizeEvent(self, event) -> None:
        super().resizeEvent(event)
        self.fit_columns()

    def fit_columns(self) -> None:
        header = self.horizontalHeader()
        room = self.viewport().width() - header.sectionSize(self.model().columnCount() - 1)
        wanted = {c: max(self.sizeHintForColumn(c), header.sectionSizeHint(c)) for c in SHARED}
        total = sum(wanted.values())
        if total <= 0 or room <= 0:
            return
        if total <= room:  # room to spare: the column(s) take it
            widths = {**wanted, SHARED[-1]: wanted[SHARED[-1]] + room - total}
        elif wanted[0] + wanted[2] + header.minimumSectionSize() <= room:  # the kind gives up room first: the
            # ids and columns are names the steward chose, the kind's words are also in the editor beside the list
            widths = {**wanted, KIND: room - wanted[0] - wanted[2]}
        else:
            widths = {c: max(header.minimumSectionSize(), int(w * room / total)) for c, w in wanted.items()}
        for column, width in widths.items():
            header.resizeSection(column, width)
