"""Step 2, Columns: roles, bounds, public category lists, and the privacy unit."""
from __future__ import annotations

from html import escape

from PySide6.QtCore import QT_TRANSLATE_NOOP, Qt
from PySide6.QtWidgets import (QComboBox, QDialog, QDialogButtonBox, QGroupBox, QHBoxLayout, QHeaderView, QLabel,
                               QMessageBox, QPlainTextEdit, QPushButton, QRadioButton, QSpinBox, QSplitter,
                               QStyledItemDelegate, QTableView, QTabWidget, QVBoxLayout, QWidget)

from ...core.plan import edits
from ...core.plan.limits import MAX_ROWS_PER_PERSON
from ...core.plan.roles import ColumnRole
from ...core.exact.rows_per_person import rows_per_person
from ..workers import ENGINE_LOCK, TaskRunner
from ..models import CATEGORIES_STEP, ColumnsModel, DataFrameModel, bound_problems, listed_values, set_categories
from .column_detail import ColumnDetail
from .people_panel import NO_UNIT, PeoplePanel
from .risk_panel import RiskPanel
from ..common_words import word
from ..numbers import number
from ..project_state import with_declared_categories
from ..translation import app_language, translated, translator
from ..widgets import named, set_help

ORDER_KINDS = ("date", "number")
# texts shown from more than one place, marked for pyside6-lupdate and translated where shown (_t)
UNIT_HELP = QT_TRANSLATE_NOOP(
    "ColumnsPage", "The privacy unit is who is protected. If a patient can have several rows (admissions), choose the "
    "column that identifies the patient and the most rows one patient may contribute: extra rows are left out, and "
    "every query's noise grows with that number.")
CATEGORY_HELP = QT_TRANSLATE_NOOP(
    "ColumnsPage", "The public list of values a column can take (e.g. from the coding scheme). Values outside the list "
    "are counted as (other). Separate them with ';'.")
NOT_FOR_DATABASES = QT_TRANSLATE_NOOP(
    "ColumnsPage", "A database table's values are not read into dpstudio, so the categories cannot be taken from them "
    "here. Type or paste the public list (Edit categories…), e.g. from the coding scheme.")
LEAK_WARNING = QT_TRANSLATE_NOOP(
    "ColumnsPage", "Taking the categories from the data reveals which values occur in the table — for example that "
    "someone has a rare diagnosis. Do this only if the list is public anyway (such as a standard coding scheme). The "
    "release report will record that the list came from the data.")
COUNTING = QT_TRANSLATE_NOOP("ColumnsPage", "Counting the rows of each person…")


_t = translator("ColumnsPage")


class RoleDelegate(QStyledItemDelegate):
    """A combo box for the Role column."""

    def createEditor(self, parent, option, index):
        combo = named(QComboBox(parent), "Role choice")
        for role in ColumnRole:
            combo.addItem(word(role.label), role.value)
        return combo

    def setEditorData(self, editor, index):
        editor.setCurrentIndex(max(0, editor.findData(index.data(Qt.EditRole))))

    def setModelData(self, editor, model, index):
        model.setData(index, editor.currentData(), Qt.EditRole)


class CategoriesDialog(QDialog):
    """The public category list of one column, one per line (typed or pasted)."""

    def __init__(self, column: str, categories: list, parent=None):
        super().__init__(parent)
        self.setWindowTitle(self.tr("Categories of {column}").format(column=column))
        self.text = named(QPlainTextEdit("\n".join(map(str, categories))), "Category list", _t(CATEGORY_HELP))
        buttons = QDialogButtonBox(QDialogButtonBox.Ok | QDialogButtonBox.Cancel)
        buttons.accepted.connect(self.accept)
        buttons.rejected.connect(self.reject)
        layout = QVBoxLayout(self)
        layout.addWidget(QLabel(self.tr("The public list of values of <b>{column}</b>, one per line. Values outside "
                                        "the list are counted as (other).").format(column=escape(column, quote=False))))
        layout.addWidget(self.text)
        layout.addWidget(buttons)


class ColumnsPage(QWidget):
    def __init__(self, project, show_error, parent=None):
        super().__init__(parent)
        self.project = project
        self.intro = intro = QLabel()
        intro.setWordWrap(True)
        self.model = ColumnsModel(project, self)
        self.view = named(QTableView(), "Column roles")
        self.view.setModel(self.model)
        self.view.setItemDelegateForColumn(ColumnsModel.ROLE, RoleDelegate(self.view))
        self.view.setEditTriggers(QTableView.DoubleClicked | QTableView.SelectedClicked | QTableView.EditKeyPressed)
        self.view.horizontalHeader().setStretchLastSection(True)
        header = self.view.horizontalHeader()  # each column as wide as its content: nothing cut at 1366x768
        for column in (ColumnsModel.NAME, ColumnsModel.ROLE, ColumnsModel.SUGGESTED, ColumnsModel.TYPE):
            header.setSectionResizeMode(column, QHeaderView.ResizeToContents)
        for column in (ColumnsModel.LOW, ColumnsModel.HIGH, ColumnsModel.CATEGORIES):
            self.view.setColumnHidden(column, True)  # edited in the detail panel; summed up in SUMMARY
        self.view.setSelectionBehavior(QTableView.SelectRows)
        self.view.setSelectionMode(QTableView.SingleSelection)
        self.bound_problems = named(QLabel(), "Bound problems")
        self.bound_problems.setWordWrap(True)
        self.bound_problems.setStyleSheet("color: #b71c1c;")
        self.bound_problems.setTextFormat(Qt.PlainText)  # it names columns and quotes what was typed: never HTML
        self.bound_problems.hide()
        self._refusal_shown = False
        self.from_data_button = named(QPushButton(), "Take categories from data")
        self.edit_categories_button = named(QPushButton(), "Edit categories")

        self.unit = unit = QGroupBox()
        self.row_unit = named(QRadioButton(), "Privacy unit: one row")
        self.person_unit = named(QRadioButton(), "Privacy unit: person column")
        self.person_column = named(QComboBox(), "Person column")
        self.person_column.setSizeAdjustPolicy(QComboBox.AdjustToContents)
        self.max_rows = named(QSpinBox(), "Most rows per person")
        self.max_rows.setRange(1, MAX_ROWS_PER_PERSON)
        unit_layout = QVBoxLayout(unit)
        unit_layout.addWidget(self.row_unit)
        self.labels = {name: QLabel() for name in ("at most", "rows each", "keep")}
        for widgets in ((self.person_unit, self.person_column), (self.labels["at most"], self.max_rows,
                                                                 self.labels["rows each"])):
            line = QHBoxLayout()  # two lines: German and Greek words are long, and the page fits 1366 pixels
            for widget in widgets:
                line.addWidget(widget)
            line.addStretch(1)
            unit_layout.addLayout(line)
        self.order_by = named(QComboBox(), "Order of each person's rows")
        self.order_by.setSizeAdjustPolicy(QComboBox.AdjustToContents)
        self.order_note = named(QLabel(), "What the order means")
        self.order_note.setWordWrap(True)
        self.order_note.setTextFormat(Qt.PlainText)  # it names a column: never read as HTML
        order_line = QHBoxLayout()
        order_line.addWidget(self.labels["keep"])
        order_line.addWidget(self.order_by)
        order_line.addStretch(1)
        unit_layout.addLayout(order_line)
        unit_layout.addWidget(self.order_note)
        self.rows_per_person = named(QLabel(), "Rows per person")
        self.rows_per_person.setWordWrap(True)
        unit_layout.addWidget(self.rows_per_person)
        self.people_counter = TaskRunner(self, lock=ENGINE_LOCK)
        self.people_counter.done.connect(self._people_counted)
        self.people_counter.failed.connect(lambda *_: self.rows_per_person.setText(""))
        self._counted: tuple | None = None  # (table, person column) of self._counts
        self._counts = None
        self._shown_person: str | None = None  # the person column whose counts were last brought to the front
        self._chosen_person: str | None = None  # the person column the steward chose last, its counts still to come

        self.suggest_button = named(QPushButton(), "Apply suggested roles")
        self.risk = RiskPanel(project, show_error)
        self.sample_label = QLabel()
        self.sample_label.setWordWrap(True)
        self.sample_model = DataFrameModel(project, self, databases_only=True)
        self.sample = named(QTableView(), "Sample rows")
        self.sample.setModel(self.sample_model)
        self.sample.setMaximumHeight(220)
        self.sample.verticalHeader().setDefaultSectionSize(self.sample.fontMetrics().height() + 8)
        left = QWidget()
        layout = QVBoxLayout(left)
        layout.setContentsMargins(0, 0, 0, 0)
        layout.addWidget(intro)
        layout.addWidget(self.view, 1)
        layout.addWidget(self.bound_problems)
        row = QHBoxLayout()
        row.addWidget(self.suggest_button)
        row.addStretch(1)
        layout.addLayout(row)
        row = QHBoxLayout()  # a row of their own: in German or Greek the three buttons are too wide for one
        row.addWidget(self.edit_categories_button)
        row.addWidget(self.from_data_button)
        row.addStretch(1)
        layout.addLayout(row)
        layout.addWidget(unit)
        layout.addWidget(self.sample_label)
        layout.addWidget(self.sample)
        self.detail = ColumnDetail(project, self.model)
        self.detail.refused.connect(self._show_refusal)
        self.side = named(QTabWidget(), "Column details and risk")
        self.side.addTab(self.detail, "")  # short tab names: all three fit at 1366x768
        self.side.addTab(self.risk, "")
        self.people = PeoplePanel()
        self.side.addTab(self.people, "")
        self.side.setCurrentWidget(self.risk)
        split = QSplitter(Qt.Horizontal)
        split.addWidget(left)
        split.addWidget(self.side)
        split.setStretchFactor(0, 3)
        split.setStretchFactor(1, 2)
        split.setSizes([560, 380])  # the roles table first; the side panel's text wraps
        outer = QVBoxLayout(self)
        outer.addWidget(split)
        self.suggest_button.clicked.connect(project.apply_suggestions)
        self.view.selectionModel().selectionChanged.connect(self._selected)
        project.tableChanged.connect(self._select_again)

        self.from_data_button.clicked.connect(lambda: self.take_categories_from_data())
        self.edit_categories_button.clicked.connect(lambda: self.edit_categories())
        self.row_unit.toggled.connect(self._unit_edited)
        self.person_column.activated.connect(self._unit_edited)
        self.max_rows.valueChanged.connect(self._unit_edited)
        self.order_by.activated.connect(self._unit_edited)
        project.changed.connect(self._show_unit)
        project.changed.connect(self._show_bound_problems)
        self.model.refused.connect(self._show_refusal)
        project.tableChanged.connect(self._show_source)
        self._showing = False
        self.retranslate()

    def retranslate(self) -> None:
        """Every word of the page and its side panels in the app's language."""
        self.intro.setText(self.tr(
            "Mark each column's role. <b>Direct identifiers</b> (names, record numbers) are never released. "
            "<b>Quasi-identifiers</b> (age, sex, zip) can be linked to other sources. <b>Sensitive</b> columns hold "
            "what must stay private. Give bounds for numbers and the public category list for categories: queries "
            "use them."))
        set_help(self.view, self.tr("Select a column to see and edit its type, bounds and category list beside the "
                                    "table; double-click a role to change it here."))
        self.from_data_button.setText(self.tr("Take categories from the data…"))
        self.edit_categories_button.setText(self.tr("Edit categories…"))
        set_help(self.edit_categories_button, _t(CATEGORY_HELP) + " " + self.tr("In the editor, type or paste one per "
                                                                               "line."))
        unit_help = _t(UNIT_HELP)
        self.unit.setTitle(self.tr("Who is protected (privacy unit)"))
        self.unit.setToolTip(unit_help)
        self.row_unit.setText(self.tr("One row is one person"))
        self.person_unit.setText(self.tr("A person is identified by"))
        for widget in (self.row_unit, self.person_unit, self.person_column, self.max_rows):
            set_help(widget, unit_help)
        self.labels["at most"].setText(self.tr("with at most"))
        self.labels["rows each"].setText(self.tr("rows each"))
        self.labels["keep"].setText(self.tr("Keep each person's first rows by:"))
        set_help(self.order_by, self.tr(
            "Which rows a person keeps when they have more than the most rows allowed: the rows with the lowest values "
            "of a date or number column (e.g. each patient's first admissions by date), or else the default order. "
            "Text columns are not offered: databases sort text in different ways."))
        set_help(self.rows_per_person, self.tr("How many rows each person has in this table, and how many rows the "
                                               "chosen limit leaves out: for your eyes only, never released"))
        self.suggest_button.setText(self.tr("Apply suggested roles"))
        set_help(self.suggest_button, self.tr("Give every column the role in the Suggested column (hover it for the "
                                              "reason). You can undo this."))
        self.sample_label.setText(self.tr("<b>A few rows</b> as the database returned them (for your eyes only):"))
        set_help(self.sample, self.tr("The first rows the database returned, for your eyes only: to check that the "
                                      "columns hold what you expect. Nothing here is released, and the plan never "
                                      "uses these rows."))
        for index, (name, tip) in enumerate((
                (self.tr("Column"), self.tr("The selected column: role, type, bounds, category list")),
                (self.tr("Risk"), self.tr("How re-identifiable the raw table is over its quasi-identifiers")),
                (self.tr("Rows per person"), self.tr("How many rows each person has, and what each limit leaves out")))):
            self.side.setTabText(index, name)
            self.side.setTabToolTip(index, tip)
        self.model.retranslate()
        self.detail.retranslate()
        self.risk.retranslate()
        self.people.retranslate()
        if not self._refusal_shown:  # a refusal stays as it was said until the next edit
            self._show_bound_problems()
        self._show_source()
        self._show_unit()

    def _show_bound_problems(self) -> None:
        self._refusal_shown = False
        problems = bound_problems(self.project.state.columns)
        self.bound_problems.setText("\n".join(problems))
        self.bound_problems.setVisible(bool(problems))

    def _show_refusal(self, message: str) -> None:
        self._refusal_shown = True
        self.bound_problems.setText(message)
        self.bound_problems.show()

    def _show_source(self) -> None:
        """A database table: its sample rows shown, and what needs every value disabled (with why)."""
        database = self.project.is_database
        self.sample_label.setVisible(database)
        self.sample.setVisible(database)
        self.from_data_button.setEnabled(not database)
        set_help(self.from_data_button, _t(NOT_FOR_DATABASES if database else LEAK_WARNING))

    def _selected(self, *_) -> None:
        name = self.selected_column()
        self.detail.show_column(name)
        if name is not None:
            self.side.setCurrentWidget(self.detail)

    def _select_again(self) -> None:
        """The file read again (a type changed): the column the steward was on stays selected."""
        name = self.detail.name
        if name in self.project.column_names:
            self.view.selectRow(self.project.column_names.index(name))

    def selected_column(self) -> str | None:
        rows = self.view.selectionModel().selectedRows()
        return self.model.name(rows[0].row()) if rows else None

    def edit_categories(self) -> "CategoriesDialog | None":
        name = self.selected_column()
        if name is None:
            QMessageBox.information(self, self.tr("Choose a column"), self.tr("Select a column in the table first."))
            return None
        dialog = CategoriesDialog(name, self.project.state.columns[name].categories or [], self)

        def accepted():
            cats = listed_values(dialog.text.toPlainText(), self.project.is_numeric(name))
            self.project.edit_snapshot(CATEGORIES_STEP, set_categories(name, cats), column=name)
        dialog.accepted.connect(accepted)
        dialog.open()
        return dialog

    def take_categories_from_data(self, confirmed: bool = False) -> None:
        name = self.selected_column()
        if name is None or self.project.table is None:
            QMessageBox.information(self, self.tr("Choose a column"), self.tr("Select a column in the table first."))
            return
        if self.project.is_database:
            QMessageBox.information(self, self.tr("Type the categories"), _t(NOT_FOR_DATABASES))
            return
        if not confirmed:
            answer = QMessageBox.warning(self, self.tr("This can leak"),
                                         _t(LEAK_WARNING) + "\n\n" + self.tr("Take the list from the data?"),
                                         QMessageBox.Yes | QMessageBox.No, QMessageBox.No)
            if answer != QMessageBox.Yes:
                return
        values = self.project.table.frame[name].dropna().unique().tolist()
        values = sorted(values, key=str)[:500]

        self.project.edit_snapshot(QT_TRANSLATE_NOOP("Steps", "Take the categories of {column} from the data"),
                                   lambda snapshot: with_declared_categories(snapshot, name, values, True),
                                   column=name)

    def _show_unit(self) -> None:
        self._showing = True
        state = self.project.state
        self.person_column.clear()
        self.person_column.addItems(self.project.column_names)
        if state.person_column:
            self.person_column.setCurrentText(state.person_column)
        self.person_unit.setChecked(state.person_column is not None)
        self.row_unit.setChecked(state.person_column is None)
        self.max_rows.setValue(min(state.max_rows, self.max_rows.maximum()))  # more: the plan's problem says so
        self.person_column.setEnabled(state.person_column is not None)
        self.max_rows.setEnabled(state.person_column is not None)
        self._show_order()
        self._show_rows_per_person()
        self._showing = False

    def _show_rows_per_person(self) -> None:
        """Rows per person for the chosen unit (counted on a worker once per table and person column)."""
        state, table = self.project.state, self.project.table
        if state.person_column is None or table is None or state.person_column not in self.project.column_names:
            # (a plan's person column that this table lacks: the preview names the problem)
            self.rows_per_person.setText("")
            self.people.set_note(translated("PeoplePanel", NO_UNIT))
            self.people.show_counts(None, state.max_rows)
            return
        if self.project.is_database:
            text = self.tr("How many rows each person has is counted for files; for a database table, the release "
                           "tells you (for your eyes only) how many rows were left out.")
            self.rows_per_person.setText(text)
            self.people.set_note(text)
            self.people.show_counts(None, state.max_rows)
            return
        key = (id(table), state.person_column)
        if self._counted == key and self._counts is not None:
            self._show_counts()
        elif self._counted != key:
            self._counted, self._counts = key, None
            self._say_counting()
            self.people.show_counts(None, state.max_rows)
            self.people_counter.start(rows_per_person, table.frame[state.person_column])
        elif self.people_counter.running:  # still counting (the language changed meanwhile): said again
            self._say_counting()

    def _say_counting(self) -> None:
        self.rows_per_person.setText(_t(COUNTING))
        self.people.set_note(_t(COUNTING))

    def _people_counted(self, counts) -> None:
        self._counts = counts
        self._show_counts()
        column = self.project.state.person_column
        # a newly chosen unit is shown; the same one counted again is not, nor a plan's unit (counted on opening)
        # once the steward is on a column: the counts do not take the panel from the column they are editing
        chosen = column == self._chosen_person or self.selected_column() is None
        if column != self._shown_person and chosen:
            self._shown_person, self._chosen_person = column, None
            self.side.setCurrentWidget(self.people)

    def _show_counts(self) -> None:
        self.rows_per_person.setText(self._counts.summary(self.project.state.max_rows, language=app_language()))
        self.people.set_note(self.tr("How many rows the one person has in this table, and what each limit would "
                                     "leave out. For your eyes only; never released.") if self._counts.people == 1
                             else self.tr("How many rows each of the {people} people has in this table, and what "
                                          "each limit would leave out. For your eyes only; never released.").format(
                                 people=number(self._counts.people)))
        self.people.show_counts(self._counts, self.project.state.max_rows)

    def _show_order(self) -> None:
        """The default order and the date and number columns other than the person's id; what it means."""
        state = self.project.state
        self.order_by.clear()
        self.order_by.addItem(self.tr("(a random order per release)") if self.project.is_database
                              else self.tr("(file order)"), None)
        kinds = self.project.column_kinds()
        for name in self.project.column_names:
            if name != state.person_column and (kinds.get(name) in ORDER_KINDS or name == state.order_by):
                self.order_by.addItem(name, name)
        self.order_by.setCurrentIndex(max(0, self.order_by.findData(state.order_by)))
        self.order_by.setEnabled(state.person_column is not None)
        self.order_note.setText(order_meaning(state.order_by, kinds.get(state.order_by), state.max_rows,
                                              self.project.is_database))

    def _unit_edited(self, *_):
        if self._showing:
            return
        column = None if self.row_unit.isChecked() else (self.person_column.currentText() or None)
        rows = self.max_rows.value() if column else 1
        order_by = self.order_by.currentData() if column else None  # cleared with the person column
        order_by = None if order_by == column else order_by

        def change(doc):
            return edits.with_privacy_unit(doc, column, rows, order_by)
        state = self.project.state  # a new order is its own undo step, not merged into a unit's edits
        if column != state.person_column:
            self._chosen_person = column
        only_order = (column, rows) == (state.person_column, state.max_rows)
        self.project.edit_plan(QT_TRANSLATE_NOOP("Steps", "Change which rows each person keeps") if only_order
                               else QT_TRANSLATE_NOOP("Steps", "Change who is protected"), change)


def order_meaning(order_by: str | None, kind: str | None, max_rows: int, database: bool) -> str:
    """One sentence, in the app's language: which rows of a person with more than `max_rows` rows are kept (a
    sentence of its own for one row: "keeps their first row", never "the first 1 row")."""
    if max_rows == 1:
        return _one_row_kept(order_by, kind, database)
    rows = _t("{count} rows").format(count=number(max_rows))
    if order_by is not None:
        if kind == "date":
            return _t("A person with more than {rows} keeps the {rows} with the earliest {column} (rows without one "
                      "come last); the other rows are left out.").format(rows=rows, column=order_by)
        return _t("A person with more than {rows} keeps the {rows} with the lowest {column} (rows without one come "
                  "last); the other rows are left out.").format(rows=rows, column=order_by)
    if database:
        return _t("A person with more than {rows} keeps {rows} drawn at random, afresh for each release (a database "
                  "has no row order); the other rows are left out.").format(rows=rows)
    return _t("A person with more than {rows} keeps the first {rows} in the file; the other rows are left out."
              ).format(rows=rows)


def _one_row_kept(order_by: str | None, kind: str | None, database: bool) -> str:
    if order_by is not None:
        if kind == "date":
            return _t("A person with more than 1 row keeps the one with the earliest {column} (rows without one come "
                      "last); the other rows are left out.").format(column=order_by)
        return _t("A person with more than 1 row keeps the one with the lowest {column} (rows without one come "
                  "last); the other rows are left out.").format(column=order_by)
    if database:
        return _t("A person with more than 1 row keeps one drawn at random, afresh for each release (a database has "
                  "no row order); the other rows are left out.")
    return _t("A person with more than 1 row keeps their first row in the file; the other rows are left out.")


MARKED = (  # for pyside6-lupdate: the texts order_meaning translates
    QT_TRANSLATE_NOOP("ColumnsPage", "{count} rows"),
    QT_TRANSLATE_NOOP("ColumnsPage", "A person with more than 1 row keeps the one with the earliest {column} (rows "
                                     "without one come last); the other rows are left out."),
    QT_TRANSLATE_NOOP("ColumnsPage", "A person with more than 1 row keeps the one with the lowest {column} (rows "
                                     "without one come last); the other rows are left out."),
    QT_TRANSLATE_NOOP("ColumnsPage", "A person with more than 1 row keeps one drawn at random, afresh for each "
                                     "release (a database has no row order); the other rows are left out."),
    QT_TRANSLATE_NOOP("ColumnsPage", "A person with more than 1 row keeps their first row in the file; the other "
                                     "rows are left out."),
    QT_TRANSLATE_NOOP("ColumnsPage", "A person with more than {rows} keeps the {rows} with the earliest {column} (rows "
                                     "without one come last); the other rows are left out."),
    QT_TRANSLATE_NOOP("ColumnsPage", "A person with more than {rows} keeps the {rows} with the lowest {column} (rows "
                                     "without one come last); the other rows are left out."),
    QT_TRANSLATE_NOOP("ColumnsPage", "A person with more than {rows} keeps {rows} drawn at random, afresh for each "
                                     "release (a database has no row order); the other rows are left out."),
    QT_TRANSLATE_NOOP("ColumnsPage", "A person with more than {rows} keeps the first {rows} in the file; the other "
                                     "rows are left out."),
)
