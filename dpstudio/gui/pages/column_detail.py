"""The Columns page's detail panel: everything about the selected column in one place.

Role, type (a change reads the file again under the new type, the plan kept), bounds, and the
public category list in an editor beside the values seen in the table. The values seen are for
the steward's eyes only: they are never used unless the steward puts them in the list, and a
list that takes any of them by "Take categories from the data" is marked as taken from the data
(the release and its report say so).
"""
from __future__ import annotations

from html import escape

from PySide6.QtCore import QT_TRANSLATE_NOOP, Qt, Signal
from PySide6.QtWidgets import (QComboBox, QFormLayout, QHBoxLayout, QLabel, QLineEdit, QListWidget, QPlainTextEdit,
                               QPushButton, QVBoxLayout, QWidget)

from ...core.io.schema import COLUMN_TYPES
from ...core.plan import edits
from ...core.plan.roles import ColumnRole
from ...core.plan.units import UNIT_LENGTH
from ..import_dialog import TYPE_WORDS
from ..common_words import word
from ..models import CATEGORIES_STEP, bound_text, listed_values, set_categories
from ..numbers import number
from ..widgets import named, set_help

SEEN_SHOWN = 50  # values seen, most frequent first
NUMBER_KINDS = ("integer", "number")


class ColumnDetail(QWidget):
    """`typeChosen(column, type)`: the steward chose another reading type for a file's column.
    `refused(message)`: an edit that was not taken, in the steward's words."""

    typeChosen = Signal(str, str)
    refused = Signal(str)

    def __init__(self, project, model, parent=None):
        super().__init__(parent)
        self.project, self.model = project, model
        self.name: str | None = None
        self._showing = False
        self.title = named(QLabel(), "Selected column")
        self.title.setWordWrap(True)
        self.role = named(QComboBox(), "Role of the selected column")
        for role in ColumnRole:
            self.role.addItem(role.label, role.value)
        self.type = named(QComboBox(), "Type of the selected column")
        for kind in COLUMN_TYPES:
            self.type.addItem(TYPE_WORDS[kind], kind)
        self.low = named(QLineEdit(), "Lower bound of the selected column")
        self.high = named(QLineEdit(), "Upper bound of the selected column")
        self.unit = named(QLineEdit(), "Unit of the selected column")
        self.unit.setMaxLength(UNIT_LENGTH)
        self.categories = named(QPlainTextEdit(), "Category list of the selected column")
        self.apply_categories = named(QPushButton(), "Use this category list")
        self.list_source = named(QLabel(), "Where the list comes from")
        self.list_source.setWordWrap(True)
        self.seen_label = QLabel()
        self.seen_label.setWordWrap(True)
        self.seen_label.setTextFormat(Qt.PlainText)
        self.seen = named(QListWidget(), "Values seen in the table")
        self.labels = {name: QLabel() for name in ("role", "type", "bounds", "to", "list")}
        self.labels["list"].setWordWrap(True)  # the two lists stay side by side, half and half, in every language

        for widget in (self.categories, self.seen):  # the panel fits beside the table at 1366x768
            widget.setMinimumWidth(110)
        for widget in (self.low, self.high, self.unit):
            widget.setMinimumWidth(50)
        form = QFormLayout()
        form.addRow(self.labels["role"], self.role)
        form.addRow(self.labels["type"], self.type)
        bounds = QHBoxLayout()
        bounds.addWidget(self.low)
        bounds.addWidget(self.labels["to"])
        bounds.addWidget(self.high)
        bounds.addWidget(self.unit)
        form.addRow(self.labels["bounds"], bounds)
        lists = QHBoxLayout()
        left = QVBoxLayout()
        left.addWidget(self.labels["list"])
        left.addWidget(self.categories, 1)
        left.addWidget(self.apply_categories)
        right = QVBoxLayout()
        right.addWidget(self.seen_label)
        right.addWidget(self.seen, 1)
        lists.addLayout(left, 1)
        lists.addLayout(right, 1)
        layout = QVBoxLayout(self)
        layout.addWidget(self.title)
        layout.addLayout(form)
        layout.addLayout(lists, 1)
        layout.addWidget(self.list_source)

        self.role.activated.connect(self._role_chosen)
        self.type.activated.connect(self._type_chosen)
        self.low.editingFinished.connect(lambda: self._bound_edited(self.low, model.LOW))
        self.high.editingFinished.connect(lambda: self._bound_edited(self.high, model.HIGH))
        self.unit.editingFinished.connect(self._unit_edited)
        self.apply_categories.clicked.connect(self._categories_edited)
        project.changed.connect(self.refresh)
        project.tableChanged.connect(lambda: self.show_column(self.name))  # the same column, if still there
        self._busy = False
        self._seen_for = None
        self.retranslate()

    def retranslate(self) -> None:
        """Every word of the panel in the app's language; the selected column is shown again."""
        for index, role in enumerate(ColumnRole):
            self.role.setItemText(index, word(role.label))
        for index, kind in enumerate(COLUMN_TYPES):
            self.type.setItemText(index, word(TYPE_WORDS[kind]))
        set_help(self.type, self.tr("How the file's values are read: a change reads the file again (your plan is "
                                    "kept)"))
        set_help(self.unit, self.tr("The unit of the column's values (years, days, mmHg): written after its bounds "
                                    "and its released sums, means and quantiles, in the app and the report"))
        self.unit.setPlaceholderText(self.tr("unit"))
        for box in (self.low, self.high):
            box.setPlaceholderText(self.tr("none"))
            set_help(box, self.tr("The range you know the values lie in, from the form or the codebook, never from "
                                  "the data. Values outside are clamped; a sum's or mean's noise grows with the "
                                  "range."))
        set_help(self.categories, self.tr("The public list of values, one per line. Values outside it count as "
                                          "(other)."))
        self.categories.setPlaceholderText(self.tr("one value per line, from the codebook"))
        self.apply_categories.setText(self.tr("Use this list"))
        set_help(self.seen, self.tr("The values in this table and how often each occurs, for your eyes only, to "
                                    "check the list against. The list itself must come from a public source (a "
                                    "codebook, a coding scheme): a value typed in because it occurs here reveals "
                                    "that it occurs."))
        for name, text in (("role", self.tr("Role:")), ("type", self.tr("Type:")), ("bounds", self.tr("Bounds:")),
                           ("to", self.tr("to")), ("list", self.tr("Public category list:"))):
            self.labels[name].setText(text)
        self._seen_for = None  # written again below, in the new language
        self.show_column(self.name)

    def show_column(self, name: str | None) -> None:
        self.name = name if name in self.project.state.columns else None
        self._seen_for = None
        self.refresh()

    def refresh(self) -> None:
        name = self.name if self.name in self.project.state.columns else None
        for widget in (self.role, self.type, self.low, self.high, self.unit, self.categories, self.apply_categories,
                       self.seen):
            widget.setEnabled(name is not None)
        if name is None:  # nothing of the last column is left in the fields
            self.title.setText(self.tr("Select a column in the table to see and edit it here."))
            self.seen_label.setText(self.tr("Values seen in the table (for your eyes only):"))
            self.list_source.setText("")
            for box in (self.low, self.high, self.unit, self.categories):
                box.clear()
            self.seen.clear()
            return
        self._showing = True
        settings = self.project.state.columns[name]
        kind = self._reading_type(name)
        self.title.setText(f"<b>{escape(name, quote=False)}</b>")
        self.role.setCurrentIndex(self.role.findData(settings.role.value))
        self.type.setCurrentIndex(max(0, self.type.findData(kind)))
        self.type.setEnabled(kind is not None and not self._busy)  # a database column's type is the engine's
        bounds = settings.bounds or (None, None)
        self.low.setText(bound_text(bounds[0]))
        self.high.setText(bound_text(bounds[1]))
        self.unit.setText(settings.unit)
        if not self.categories.hasFocus():
            self.categories.setPlainText("\n".join(map(str, settings.categories or [])))
        self.list_source.setText(
            self.tr("<b>Taken from the data.</b> This leaks which values occur unless the list is public; the report "
                    "says so.") if settings.categories_from_data else
            self.tr("Typed by you: make sure it comes from a public source.") if settings.categories else "")
        self._showing = False
        self._show_seen(name)

    def _reading_type(self, name: str) -> str | None:
        schema = self.project.reading
        return schema.columns.get(name) if schema is not None and not self.project.is_database else None

    def _show_seen(self, name: str) -> None:
        if self._seen_for == (id(self.project.table), name):
            return
        self._seen_for = (id(self.project.table), name)
        self.seen.clear()
        table = self.project.table
        if self.project.is_database or table is None:
            self.seen_label.setText(self.tr("The values of a database table stay in the database."))
            return
        column = table.frame[name]
        if self._reading_type(name) in NUMBER_KINDS:
            self.seen_label.setText(self.tr("A number column: give bounds rather than a list."))
            return
        counts = column.dropna().astype(str).value_counts()
        self.seen_label.setText(self.tr("Values seen in the table ({count} different; for your eyes only):").format(
            count=number(len(counts))))
        for value, count in counts.head(SEEN_SHOWN).items():
            self.seen.addItem(f"{value}  ({number(int(count))})")
        if len(counts) > SEEN_SHOWN:
            self.seen.addItem(self.tr("… and {count} more").format(count=number(len(counts) - SEEN_SHOWN)))

    def set_busy(self, busy: bool) -> None:
        """While the file is read again, no other type can be chosen (it would be read from the old schema)."""
        self._busy = busy
        self.refresh()  # also puts back the type shown when a read failed

    def _role_chosen(self, *_) -> None:
        if self._showing or self.name is None:
            return
        self.model.setData(self.model.index(self.project.column_names.index(self.name), self.model.ROLE),
                           self.role.currentData())

    def _type_chosen(self, *_) -> None:
        if self._showing or self.name is None:
            return
        kind = self.type.currentData()
        if kind != self._reading_type(self.name):
            self.typeChosen.emit(self.name, kind)

    def _bound_edited(self, box: QLineEdit, column: int) -> None:
        if self._showing or self.name is None:
            return
        settings = self.project.state.columns[self.name]
        current = (settings.bounds or (None, None))[column - self.model.LOW]
        if box.text().strip() == bound_text(current):
            return
        row = self.project.column_names.index(self.name)
        if not self.model.setData(self.model.index(row, column), box.text()):
            self.refresh()  # refused (the model said why): the box shows the bound kept

    def _unit_edited(self) -> None:
        if self._showing or self.name is None:
            return
        name, unit = self.name, self.unit.text().strip()
        if unit != self.project.state.columns[name].unit:
            self.project.edit_plan(QT_TRANSLATE_NOOP("Steps", "Set the unit of {column}"),
                                   lambda doc: edits.with_unit(doc, name, unit), column=name)

    def _categories_edited(self) -> None:
        if self.name is None:
            return
        listed = listed_values(self.categories.toPlainText(), self.project.is_numeric(self.name))
        if listed == list(self.project.state.columns[self.name].categories or []):
            return
        self.project.edit_snapshot(CATEGORIES_STEP, set_categories(self.name, listed), column=self.name)
