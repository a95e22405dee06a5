"""The Risk panel beside the column roles: how re-identifiable the raw table is, for the steward only.

Recomputed on a worker thread whenever roles change (quasi-identifiers and sensitive columns). For a
database table the engine counts the rows per combination of those columns (GROUP BY), and only the
counts come back (browse.class_rows).

When the project's privacy unit is a person, the figures count people (risk/persons.py): a combo picks
how a person's quasi-identifiers are read (the set of their combinations, the stricter and the default,
or their first or last row by the unit's order_by), and the title says what is counted. For a database
table, risk/on_engine.py does on the engine what it can.
"""
from __future__ import annotations

from html import escape

from matplotlib.backends.backend_qtagg import FigureCanvasQTAgg
from matplotlib.figure import Figure
from PySide6.QtCore import QTimer
from PySide6.QtWidgets import (QComboBox, QDialog, QHBoxLayout, QLabel, QPushButton, QTableWidget,
                               QTableWidgetItem, QVBoxLayout, QWidget)

from ...core.exact.browse import class_rows
from ...core.databases.server_cancel import source_stopped_on_cancel
from ...core.preview.plots import plot_class_sizes
from ...core.risk.on_engine import assess_on_engine, smallest_classes_on_engine
from ...core.risk.persons import DEFAULT_PERSON_RULE, PERSON_RULES, PersonRule, assess, smallest_classes
from ...core.risk.reidentification import assess_risk, riskiest_classes
from ...core.risk.text import explanation, percent, risk_lines
from ...core.plan.roles import ColumnRole
from ..plot_room import PlotRoom
from ..scrolling import AtLeastItsMinimum, ScrollingDown
from ..numbers import number
from ..translation import app_language
from ..widgets import DecimalBox, named, set_help
from ..workers import ENGINE_LOCK, TaskRunner


def risk_rows(project, columns):
    """A frame the risk figures can read: the file's rows, or a database's rebuilt from its class sizes."""
    if project.is_database:
        return class_rows(project.table.source, columns)
    return project.table.frame


def assess_database_risk(source, quasi, sensitive, threshold, cancel=None):
    """Runs on the worker: the risk figures of a database table, from its class sizes (the engine's statement
    stopped when the task is cancelled: a new choice of columns does not wait for the old one's)."""
    with source_stopped_on_cancel(source, cancel):
        rows = class_rows(source, list(dict.fromkeys([*quasi, *sensitive])))
    return assess_risk(rows, quasi, sensitive, threshold)


class RiskPanel(QWidget):
    def __init__(self, project, show_error, parent=None):
        super().__init__(parent)
        self.project = project
        self.show_error = show_error
        self.summary = None
        self._state = "start"  # start, none (no quasi-identifier), computing, shown: what the figures say
        self.title = QLabel()
        self.title.setWordWrap(True)
        self.figures = named(QLabel(), "Risk figures")
        self.figures.setWordWrap(True)
        self.threshold = named(DecimalBox(), "Risk threshold")
        self.threshold.setRange(0.01, 1.0)
        self.threshold.setSingleStep(0.05)
        self.threshold.setValue(0.2)
        self.rule_label = QLabel()
        self.rule = named(QComboBox(), "Each person by")
        self.rule.setSizeAdjustPolicy(QComboBox.AdjustToMinimumContentsLengthWithIcon)  # long rules in Greek and
        self.rule.setMinimumContentsLength(16)  # German do not widen the panel: the combo shrinks, its list does not
        for rule in PERSON_RULES:
            self.rule.addItem("", rule)
        self.rule.setCurrentIndex(PERSON_RULES.index(DEFAULT_PERSON_RULE))
        self.figure = Figure(figsize=(4, 2.2), tight_layout=True)
        self.canvas = named(FigureCanvasQTAgg(self.figure), "Class size histogram")
        self.canvas.hide()
        self.canvas.setMinimumHeight(124)  # room for the person rule's row at 1366x768
        self.room = PlotRoom(self.canvas)
        self.axes = self.figure.add_subplot(111)
        self.combinations = named(QTableWidget(0, 2), "Riskiest combinations")
        self.combinations.horizontalHeader().setStretchLastSection(True)
        self.combinations.setColumnWidth(0, 220)
        self.combinations.setEditTriggers(QTableWidget.NoEditTriggers)
        self.show_rows = named(QPushButton(), "Show smallest classes")
        self.explanation = QLabel()
        self.explanation.setWordWrap(True)
        self.explanation.setStyleSheet("color: #444;")
        self.threshold_label = QLabel()
        row = QHBoxLayout()
        row.addWidget(self.threshold_label)
        row.addWidget(self.threshold)
        row.addStretch(1)
        row.addWidget(self.show_rows)
        content = AtLeastItsMinimum()
        layout = QVBoxLayout(content)
        layout.addWidget(self.title)
        rule_row = QHBoxLayout()
        rule_row.addWidget(self.rule_label)
        rule_row.addWidget(self.rule, 1)
        layout.addLayout(rule_row)
        layout.addWidget(self.figures)
        layout.addLayout(row)
        layout.addWidget(self.canvas, 2)
        layout.addWidget(self.combinations, 1)
        layout.addWidget(self.explanation)
        self.scroll = scroll = ScrollingDown()  # German and Greek figures and explanation can be taller than a
        scroll.setWidget(content)  # 768-pixel screen
        outer = QVBoxLayout(self)
        outer.setContentsMargins(0, 0, 0, 0)
        outer.addWidget(scroll)

        self.runner = TaskRunner(self, lock=ENGINE_LOCK)
        self.runner.done.connect(self._show)
        self.runner.failed.connect(self.show_error)
        self.debounce = QTimer(self, singleShot=True, interval=150)
        self.debounce.timeout.connect(self.recompute)
        project.changed.connect(self.debounce.start)
        self.threshold.valueChanged.connect(self.debounce.start)
        self.rule.currentIndexChanged.connect(self.debounce.start)
        self.show_rows.clicked.connect(lambda: self.show_smallest_classes())
        self.retranslate()

    def retranslate(self) -> None:
        """Every word of the panel in the app's language; figures and chart already shown are written again."""
        self._show_unit()
        self.rule_label.setText(self.tr("Each person by"))
        set_help(self.rule, self.tr("How a person's quasi-identifiers are read: the set of the combinations on all "
                                    "their rows (what someone who knows all their visits can match: the stricter), or "
                                    "the combination on their first or last row"))
        set_help(self.threshold, self.tr("Count records whose chance of being singled out (1 / class size) is above "
                                         "this"))
        self.threshold_label.setText(self.tr("Risk threshold"))
        set_help(self.combinations, self.tr("Unique records when only these quasi-identifiers are known (class sizes "
                                            "only)"))
        self.combinations.setHorizontalHeaderLabels([self.tr("Known quasi-identifiers"), self.tr("Unique records")])
        self.show_rows.setText(self.tr("Show the smallest classes…"))
        set_help(self.show_rows, self.tr("Lists the rarest combinations of quasi-identifier values with their class "
                                         "sizes. Only you see them."))
        self.explanation.setText(explanation(app_language()))
        if self.summary is not None and not self.canvas.isHidden():
            self._write(self.summary)  # the chart, the table and the figures, redrawn in the new language
        self._say_state()

    def persons(self) -> PersonRule | None:
        """Who the figures count: the project's person (by the rule chosen), or None for rows."""
        state = self.project.state
        if not state.person_column:
            return None
        return PersonRule(state.person_column, self.rule.currentData(), state.order_by)

    def _show_unit(self) -> None:
        """The title and the rule's choices for the project's privacy unit: rows, or people."""
        state = self.project.state
        self.rule.setVisible(bool(state.person_column))
        self.rule_label.setVisible(bool(state.person_column))
        if not state.person_column:
            self.title.setText(self.tr("<b>Re-identification risk, counting rows</b> (for your eyes only, never "
                                       "released)"))
            return
        self.title.setText(self.tr("<b>Re-identification risk, counting people</b> (each {column}; for your eyes "
                                   "only, never released)").format(column=escape(state.person_column, quote=False)))
        order_by, database = state.order_by, self.project.is_database
        texts = {"set": self.tr("all their rows (the stricter)"),
                 "first": self.tr("their first row by {column}").format(column=order_by) if order_by else
                 self.tr("their first row in a random order") if database else self.tr("their first row in file order"),
                 "last": self.tr("their last row by {column}").format(column=order_by) if order_by else
                 self.tr("their last row in a random order") if database else self.tr("their last row in file order")}
        for index in range(self.rule.count()):
            self.rule.setItemText(index, texts[self.rule.itemData(index)])

    def _say_state(self) -> None:
        """The figures' text while there are no figures to show (or new ones are on their way)."""
        texts = {"start": self.tr("Mark quasi-identifiers to see the risk."),
                 "none": self.tr("Mark quasi-identifiers (age, sex, zip…) to see how re-identifiable the table is."),
                 "computing": self.tr("Computing…")}
        if self._state in texts:
            self.figures.setText(texts[self._state])

    def columns_with(self, role: ColumnRole) -> list[str]:
        return [n for n, s in self.project.state.columns.items() if s.role is role]

    def recompute(self) -> None:
        self.debounce.stop()  # this computation serves the pending one too
        self._show_unit()
        quasi = self.columns_with(ColumnRole.QUASI_IDENTIFIER)
        self.show_rows.setEnabled(bool(quasi))
        if self.project.table is None or not quasi:
            self.canvas.hide()  # no empty axes: the plot appears with the first figures
            self._state = "none"
            self._say_state()
            self.combinations.setRowCount(0)
            return
        self._state = "computing"
        self._say_state()
        sensitive = self.columns_with(ColumnRole.SENSITIVE)
        persons = self.persons()
        if not self.project.is_database:
            self.runner.start(assess, self.project.table.frame, quasi, sensitive, self.threshold.value(), persons)
        elif persons is not None:
            self.runner.start(assess_on_engine, self.project.table.source, quasi, sensitive, self.threshold.value(),
                              persons)
        else:
            self.runner.start(assess_database_risk, self.project.table.source, quasi, sensitive,
                              self.threshold.value())

    def _show(self, summary) -> None:
        self.summary = summary
        self._state = "shown"
        self._write(summary)

    def _write(self, summary) -> None:
        language = app_language()
        self.figures.setText("<br>".join(risk_lines(summary, language, rule=False)))  # the combo shows the rule
        self.room.plot(lambda: plot_class_sizes(self.axes, summary, language))
        self.canvas.show()
        self.canvas.draw_idle()
        self.combinations.setHorizontalHeaderLabels([self.tr("Known quasi-identifiers"), self.tr("Unique people")
                                                     if summary.counts == "people" else self.tr("Unique records")])
        self.combinations.setRowCount(len(summary.combinations))
        for row, combination in enumerate(summary.combinations):
            self.combinations.setItem(row, 0, QTableWidgetItem(" + ".join(combination.columns)))
            self.combinations.setItem(row, 1, QTableWidgetItem(
                f"{number(combination.unique_records)} ({percent(combination.unique_share, language)})"))

    def smallest_classes(self, quasi: list[str]):
        """The smallest classes counted as the figures count: rows, or the project's people by the chosen rule."""
        persons = self.persons()
        if persons is None:
            return riskiest_classes(risk_rows(self.project, quasi), quasi)
        if self.project.is_database:
            return smallest_classes_on_engine(self.project.table.source, quasi, persons)
        return smallest_classes(self.project.table.frame, quasi, persons)

    def show_smallest_classes(self) -> QDialog | None:
        quasi = self.columns_with(ColumnRole.QUASI_IDENTIFIER)
        if self.project.table is None or not quasi:
            return None
        table = self.smallest_classes(quasi)
        dialog = QDialog(self)
        dialog.setWindowTitle(self.tr("Smallest classes (for your eyes only)"))
        view = named(QTableWidget(len(table), len(table.columns)), "Smallest classes")
        size = self.tr("people in the class") if self.persons() is not None else self.tr("rows in the class")
        view.setHorizontalHeaderLabels([str(c) for c in table.columns[:-1]] + [size])
        for r, values in enumerate(table.itertuples(index=False)):
            for c, value in enumerate(values):
                view.setItem(r, c, QTableWidgetItem(str(value)))
        layout = QVBoxLayout(dialog)
        layout.addWidget(QLabel(self.tr("The rarest combinations of quasi-identifier values. Someone who knows them "
                                        "can find these people's rows. Never share this list.")))
        layout.addWidget(view)
        dialog.resize(560, 420)
        dialog.open()
        return dialog
