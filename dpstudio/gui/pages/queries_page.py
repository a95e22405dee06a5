"""Step 3, Queries & budget: add, edit and remove queries; the total budget and its meter."""
from __future__ import annotations

from PySide6.QtCore import QT_TRANSLATE_NOOP, Qt
from PySide6.QtGui import QKeySequence, QShortcut
from PySide6.QtWidgets import (QFormLayout, QGroupBox, QHBoxLayout, QLabel, QLineEdit, QMenu,
                               QPushButton, QSpinBox, QTableView, QToolButton, QVBoxLayout, QWidget)

from ...core.plan import edits
from ...core.base.exact_numbers import split_exactly
from ...core.plan.margins_rule import MARGINS_POSTPROCESS
from ...core.kinds import KINDS, kind_named, kind_said
from ...core.plan.counting_rule import FIRST_ROW, PEOPLE
from ...core.plan.queries import SUM_TO_POSTPROCESS
from ...core.plan.summary_plan import SUMMARY_QUANTILES
from ...core.plan.suppression_rule import MAX_THRESHOLD
from ..models import ROLE_COLOURS, QueriesModel, parse_categories
from ..numbers import typed
from ..project_state import with_weight
from ..widgets import (DELTA_HELP, EPSILON_HELP, POPULATION_HELP, SMALL_CELL_HELP, TOTAL_REFUSED, BudgetMeter,
                       DecimalBox, EpsilonEditor, PositiveBox, budget_word, named, set_help)
from ..problem_words import problem_in_words, query_of
from ..query_problems import query_problem_text
from .accounting_advice import AccountingAdvice
from .live_error import LiveError
from ..fitting import FittingCombo, TickBox
from ..form_rows import FormRows
from ..scrolling import AtLeastItsMinimum, ScrollingDown
from .query_list import QueryList
from .query_texts import ACCOUNTING, MECHANISM_LABELS, query_word
from ...core.kinds.rows_per_person.rule import DEFAULT_MOST, MOST_LIMITS
from .counting_choice import CountingChoice, counting_fields
from .table_options import DEFAULT_DELTA, TableOptions
from .family_options import FamilyOptions, default_ways
from .quantiles_options import QuantilesOptions
from .resolution_field import ResolutionField
from .summary_action import SummaryAction

FIELD_STEPS = {  # the undo step that edits a query's field, marked for translation
    "id": QT_TRANSLATE_NOOP("Steps", "Rename {query}"),
    "column": QT_TRANSLATE_NOOP("Steps", "Change the column of {query}"),
    "columns": QT_TRANSLATE_NOOP("Steps", "Change the columns of {query}"),
    "quantile": QT_TRANSLATE_NOOP("Steps", "Change the quantile of {query}"),
    "epsilon": QT_TRANSLATE_NOOP("Steps", "Change ε of {query}"),
    "mechanism": QT_TRANSLATE_NOOP("Steps", "Change the mechanism of {query}"),
    "delta": QT_TRANSLATE_NOOP("Steps", "Change δ of {query}"),
    "postprocess": QT_TRANSLATE_NOOP("Steps", "Change the post-processing of {query}"),
    "where": QT_TRANSLATE_NOOP("Steps", "Change the filter of {query}"),
    "most": QT_TRANSLATE_NOOP("Steps", "Change the last cell of {query}"),
}


class QueriesPage(QWidget):
    def __init__(self, project, parent=None):
        super().__init__(parent)
        self.project = project
        self._showing = False

        self.budget = QGroupBox()
        self.total_epsilon = named(PositiveBox(TOTAL_REFUSED), "Total epsilon")
        self.total_epsilon.setDecimals(3)
        self.total_epsilon.setRange(0.001, 100)
        self.total_delta = named(QLineEdit(), "Total delta")
        self.population = named(QLineEdit(), "Population size")
        self.small_cells = named(QSpinBox(), "Suppress values below")
        self.small_cells.setRange(0, MAX_THRESHOLD)
        self.accounting = named(FittingCombo(), "Accounting")
        for key in ACCOUNTING:
            self.accounting.addItem("", key)
        self.accounting_sentence = named(QLabel(), "Accounting meaning")
        self.accounting_sentence.setWordWrap(True)
        self.accounting_advice = AccountingAdvice(project)
        self.meter = BudgetMeter()
        self.split_button = named(QPushButton(), "Split budget evenly")
        self.weights_button = named(QPushButton(), "Split budget by weights")
        self.labels = {key: QLabel() for key in ("accounting", "people", "suppress", "one of")}
        rows = QVBoxLayout(self.budget)
        row = QHBoxLayout()
        rows.addLayout(row)
        accounting_row = QHBoxLayout()
        accounting_row.addWidget(self.labels["accounting"])
        accounting_row.addWidget(self.accounting)
        accounting_row.addWidget(self.accounting_sentence, 1)
        rows.addLayout(accounting_row)
        rows.addWidget(self.accounting_advice)
        row.addWidget(QLabel("ε"))
        row.addWidget(self.total_epsilon)
        row.addWidget(QLabel("δ"))
        row.addWidget(self.total_delta)
        row.addWidget(self.labels["people"])
        row.addWidget(self.population)
        row.addWidget(self.labels["suppress"])
        row.addWidget(self.small_cells)
        row.addStretch(1)
        spending = QHBoxLayout()  # the meter and the splits on a row of their own: German and Greek fit 1366
        spending.addWidget(self.meter, 1)
        spending.addWidget(self.split_button)
        spending.addWidget(self.weights_button)
        rows.addLayout(spending)

        self.model = QueriesModel(project, self)
        self.list = named(QueryList(self.model), "Queries")
        self.list.setSelectionBehavior(QTableView.SelectRows)
        self.list.setSelectionMode(QTableView.SingleSelection)
        self.add_button = named(QToolButton(), "Add query")  # its text: no arrow (the popup mode draws one)
        self.add_button.setPopupMode(QToolButton.InstantPopup)
        menu = named(QMenu(self.add_button), "Query kinds")
        menu.setToolTipsVisible(True)
        self.kind_actions = {}
        for kind in KINDS:  # the kinds the page can edit: every kind
            self.kind_actions[kind.name] = menu.addAction("")
            self.kind_actions[kind.name].triggered.connect(lambda _=False, k=kind.name: self.add_query(k))
        self.add_button.setMenu(menu)
        self.remove_button = named(QPushButton(), "Remove query")
        self.summary = SummaryAction(project, self)
        self.summary.added.connect(self.list.selectRow)

        left = QVBoxLayout()
        left.addWidget(self.list, 1)
        buttons = QHBoxLayout()
        buttons.addWidget(self.add_button)
        buttons.addWidget(self.remove_button)
        buttons.addWidget(self.summary.button)
        buttons.addStretch(1)
        left.addLayout(buttons)
        left.addWidget(self.summary.message)

        self.editor = QGroupBox()
        form = FormRows(self.editor)  # each row as tall as its words at the width it gets
        form.setRowWrapPolicy(QFormLayout.WrapLongRows)  # a long label goes above its field: the list keeps its width
        self.kind_label = named(QLabel(), "Query kind")
        self.kind_label.setWordWrap(True)
        self.id_edit = named(QLineEdit(), "Query id")
        self.column = named(FittingCombo(), "Query column")
        self.column2 = named(FittingCombo(), "Second column")
        self.column3 = named(FittingCombo(), "Third column")
        self.quantile = named(DecimalBox(), "Quantile")
        self.quantile.setRange(0.01, 0.99)
        self.quantile.setSingleStep(0.05)
        self.epsilon = EpsilonEditor("Query epsilon")
        self.live_error = LiveError(project)
        self.weight = named(DecimalBox(), "Query weight")
        self.weight.setRange(0.1, 100)
        self.weight.setDecimals(1)
        self.mechanism = named(FittingCombo(), "Mechanism")
        self.delta = named(QLineEdit(), "Query delta")
        self.sum_to = named(FittingCombo(), "Add up to")
        self.most = named(QSpinBox(), "Most rows")
        self.most.setRange(*MOST_LIMITS)
        self.clamp = named(TickBox(), "Clamp at zero")  # side by side, each wrapping its words
        self.round = named(TickBox(), "Round to whole numbers")
        self.filter_column = named(FittingCombo(), "Filter column")
        self.filter_values = named(QLineEdit(), "Filter values")
        self.table_options = TableOptions(project, self._edit_query)
        self.family = FamilyOptions(project, self._edit_query)  # a table family's columns and tables
        self.quantiles = QuantilesOptions(self._edit_query)
        self.resolution = ResolutionField(project, self._edit_query)
        self.counting = CountingChoice()
        self.problems = named(QLabel(), "Query problems")
        self.problems.setWordWrap(True)
        self.problems.setStyleSheet("color: #b71c1c;")
        self.problems.setTextFormat(Qt.PlainText)  # it names queries and columns and quotes what was typed
        post_row = QHBoxLayout()
        post_row.addWidget(self.clamp)
        post_row.addWidget(self.round)
        post_row.addStretch(1)
        self.post_row = QWidget()
        self.post_row.setLayout(post_row)
        self.filter_row = QHBoxLayout()
        self.filter_row.addWidget(self.filter_column)
        self.filter_row.addWidget(self.labels["one of"])
        self.filter_row.addWidget(self.filter_values, 1)
        for field in (self.kind_label, self.id_edit, self.column, self.column2, self.column3, self.family.columns,
                      self.family.tables, self.family.pairs, self.family.share, self.family.rows, self.counting, self.quantile, self.quantiles, self.resolution, self.most, self.epsilon,
                      self.live_error, self.weight, self.mechanism, self.delta,
                      self.sum_to, self.post_row, self.filter_row, self.table_options):
            form.addRow(QLabel(), field)  # the labels' words: retranslate()
        form.addRow(self.problems)
        self.form = form

        body = QHBoxLayout()
        body.addLayout(left, 1)
        editor_page = AtLeastItsMinimum()  # a cross-tab's many rows scroll at 768 pixels, never squeezed
        page_layout = QVBoxLayout(editor_page)
        page_layout.setContentsMargins(0, 0, 0, 0)
        page_layout.addWidget(self.editor)
        self.editor_scroll = ScrollingDown()
        self.editor_scroll.setWidget(editor_page)
        body.addWidget(self.editor_scroll, 1)  # the editor takes no more than it needs: the list shows its names
        layout = QVBoxLayout(self)
        layout.addWidget(self.budget)
        layout.addLayout(body, 1)
        self.plan_problems = named(QLabel(), "Plan problems")
        self.plan_problems.setWordWrap(True)
        self.plan_problems.setStyleSheet("color: #b71c1c;")
        self.plan_problems.setTextFormat(Qt.PlainText)
        layout.addWidget(self.plan_problems)

        self.total_epsilon.valueChanged.connect(self._budget_edited)
        self.total_epsilon.refused.connect(self.plan_problems.setText)
        self.epsilon.refused.connect(self.problems.setText)
        self.total_delta.editingFinished.connect(self._budget_edited)
        self.population.editingFinished.connect(self._budget_edited)
        self.small_cells.valueChanged.connect(self._small_cells_edited)
        self.accounting.activated.connect(lambda *_: self._accounting_edited())
        self.split_button.clicked.connect(self.split_evenly)
        self.weights_button.clicked.connect(self.split_by_weights)
        self.weight.valueChanged.connect(self._weight_edited)
        self.remove_button.clicked.connect(self.remove_query)
        delete = QShortcut(QKeySequence.Delete, self.list)
        delete.activated.connect(self.remove_query)
        self.list.selectionModel().selectionChanged.connect(lambda *_: self._show_query())
        self.id_edit.editingFinished.connect(lambda: self._edit_field("id", self.id_edit.text().strip()))
        for combo in (self.column, self.column2, self.column3):
            combo.activated.connect(lambda *_: self._columns_edited())
        self.quantile.valueChanged.connect(lambda v: self._edit_field("quantile", round(v, 4)))
        self.epsilon.valueChanged.connect(lambda v: self._edit_field("epsilon", v))
        self.mechanism.activated.connect(lambda *_: self._edit_field("mechanism", self.mechanism.currentData() or None))
        self.delta.editingFinished.connect(self._delta_edited)
        self.filter_column.activated.connect(lambda *_: self._filter_edited())
        self.sum_to.activated.connect(lambda *_: self._sum_to_edited())
        self.counting.activated.connect(lambda *_: self._counting_edited())
        self.most.valueChanged.connect(lambda value: None if self._showing else self._edit_field("most", value))
        self.clamp.toggled.connect(lambda *_: self._postprocess_edited())
        self.round.toggled.connect(lambda *_: self._postprocess_edited())
        self.filter_values.editingFinished.connect(self._filter_edited)
        project.changed.connect(self.refresh)
        self.retranslate()

    def retranslate(self) -> None:
        """Every word of the page in the app's language (the undo steps' names stay English)."""
        self.budget.setTitle(self.tr("Total budget"))
        for widget, text in ((self.total_epsilon, EPSILON_HELP), (self.total_delta, DELTA_HELP),
                             (self.population, POPULATION_HELP), (self.small_cells, SMALL_CELL_HELP),
                             (self.delta, DELTA_HELP)):
            set_help(widget, budget_word(text))
        self.epsilon.retranslate()
        self.meter.retranslate()
        self.accounting_advice.retranslate()
        self.population.setPlaceholderText(self.tr("optional"))
        self.small_cells.setSpecialValueText(self.tr("off"))
        set_help(self.accounting, self.tr("How the queries' budgets add up"))
        for index, (label, _) in enumerate(ACCOUNTING.values()):
            self.accounting.setItemText(index, query_word(label))
        self.split_button.setText(self.tr("Split evenly"))
        set_help(self.split_button, self.tr("Give every query the same share of the total ε"))
        self.weights_button.setText(self.tr("Split by weights"))
        set_help(self.weights_button, self.tr("Share the total ε in proportion to each query's weight"))
        self.labels["accounting"].setText(self.tr("accounting"))
        self.labels["people"].setText(self.tr("people N"))
        self.labels["suppress"].setText(self.tr("suppress below"))
        self.labels["one of"].setText(self.tr("is one of"))
        set_help(self.list, self.tr("The queries to release; select one to edit it."))
        self.add_button.setText(self.tr("Add query"))
        set_help(self.add_button, self.tr("Add a query of any kind"))
        for name, action in self.kind_actions.items():
            kind = kind_named(name)
            action.setText(self.tr("{kind} — {what}").format(kind=query_word(kind.label), what=query_word(kind.line)))
            action.setToolTip(query_word(kind.help))
        self.remove_button.setText(self.tr("Remove"))
        set_help(self.remove_button, self.tr("Remove the selected query (Delete)"))
        self.editor.setTitle(self.tr("Selected query"))
        set_help(self.id_edit, self.tr("A short name for the query, used in the release files"))
        set_help(self.column, self.tr("The column the query is about (identifiers are not offered)"))
        set_help(self.column2, self.tr("The second column of the cross-tab"))
        set_help(self.column3, self.tr("An optional third column of the cross-tab"))
        set_help(self.quantile, self.tr("0.5 is the median, 0.25 the lower quartile"))
        set_help(self.weight, self.tr("This query's share when the budget is split by weights (1 = an equal share)"))
        set_help(self.mechanism, self.tr("How noise is added; the default is right for most uses"))
        set_help(self.most, self.tr("The last cell counts the people with this many rows or more: a public cap, "
                                    "from what you know of the table, not from its data"))
        set_help(self.sum_to, self.tr("Move the cells so they add up to a released count of the same rows "
                                      "(costs no budget; the cells are rounded, and with Clamp at zero none is "
                                      "below 0)"))
        self.clamp.setText(self.tr("Clamp at zero"))
        set_help(self.clamp, self.tr("Negative noisy counts become 0 (post-processing: no budget). Alone it never "
                                     "moves a count away from the true one; cells that add up to a count are kept "
                                     "at 0 or above and still add up"))
        self.round.setText(self.tr("Round to whole numbers"))
        set_help(self.round, self.tr("Post-processing: no budget; moves a value by at most 0.5 (a margin, the sum of "
                                     "its rounded cells, by at most their moves together)"))
        set_help(self.filter_column, self.tr("Only count rows whose value in this column is listed"))
        set_help(self.filter_values, self.tr("Values separated by ';' (e.g. F; positive)"))
        for field, text in ((self.kind_label, self.tr("Kind")), (self.id_edit, self.tr("Id")),
                            (self.column, self.tr("Column")), (self.column2, self.tr("Second column")),
                            (self.column3, self.tr("Third column")), (self.quantile, self.tr("Quantile")),
                            (self.epsilon, "ε"), (self.live_error, self.tr("Expected error")),
                            (self.weight, self.tr("Weight")), (self.mechanism, self.tr("Mechanism")),
                            (self.delta, "δ"), (self.sum_to, self.tr("Cells add up to")),
                            (self.post_row, self.tr("Afterwards")), (self.filter_row, self.tr("Only rows where")),
                            (self.counting, self.tr("Counts")), (self.table_options, self.tr("Table")),
                            (self.most, self.tr("Last cell from")), (self.family.columns, self.tr("Columns")),
                            (self.family.tables, self.tr("Tables")), (self.family.rows, self.tr("Rows to write")),
                            (self.family.pairs, self.tr("Pairs to choose")),
                            (self.family.share, self.tr("Budget for choosing"))):
            self.form.labelForField(field).setText(text)
        self.form.labelForField(self.quantiles).setText(self.quantiles.title())
        self.quantiles.retranslate()
        self.form.labelForField(self.resolution).setText(self.resolution.title())
        self.resolution.retranslate()
        self.summary.retranslate()
        self.live_error.retranslate()
        self.counting.retranslate()
        self.table_options.retranslate()
        self.family.retranslate()
        self.refresh()

    # -- reading the project ------------------------------------------------------------------
    def current_row(self) -> int | None:
        rows = self.list.selectionModel().selectedRows()
        return rows[0].row() if rows else None

    def current_query(self) -> dict | None:
        row = self.current_row()
        return self.project.state.queries[row] if row is not None and row < len(self.project.state.queries) else None

    def refresh(self) -> None:
        state = self.project.state
        self._showing = True
        self.total_epsilon.setValue(state.epsilon)
        self.total_delta.setText(f"{state.delta:g}")
        self.population.setText(f"{state.population}" if state.population else "")
        self.small_cells.setValue(min(state.suppress_below or 0, self.small_cells.maximum()))  # more: a problem
        self._select(self.accounting, state.accounting)
        self.accounting_sentence.setText(query_word(ACCOUNTING.get(state.accounting, ACCOUNTING["sequential"])[1]))
        self._showing = False
        self.accounting_advice.follow()
        self.meter.show_budget(self.project.spent_epsilon(), state.epsilon)
        problems = self.project.problems() if state.queries else []
        general = [problem_in_words(p) for p in problems if query_of(p.place) is None]
        self.plan_problems.setText("\n".join(general))
        self._show_query()

    def _show_query(self) -> None:
        query = self.current_query()
        self.editor.setEnabled(query is not None)
        self._set_visible(self.table_options, self.table_options.show_query(query))
        self._set_visible(self.quantiles, self.quantiles.show_query(query))
        self._set_visible(self.resolution, self.resolution.show_query(query))
        if query is None:
            self.live_error.show_for(None)
            self.family.show_query(None)
            for widget in (self.family.columns, self.family.tables, self.family.pairs, self.family.share,
                           self.family.rows):
                self._set_visible(widget, False)
            self.kind_label.setText(self.tr("Add a query, or select one to edit it."))
            self.problems.setText("")
            return
        self._showing = True
        kind = kind_said(query)
        self.kind_label.setText(self.tr("<b>{kind}</b>: {help}").format(kind=query_word(kind.label),
                                                                       help=query_word(kind.help)))
        self.id_edit.setText(query.get("id", ""))
        names = self.project.queryable_columns()
        for combo, optional in ((self.column, False), (self.column2, False), (self.column3, True),
                                (self.filter_column, True)):
            combo.clear()
            if optional:
                combo.addItem(self.tr("(none)"), None)
            for name in names:
                combo.addItem(name, name)
                combo.setItemData(combo.count() - 1, ROLE_COLOURS[self.project.state.columns[name].role],
                                  Qt.BackgroundRole)
        columns = query.get("columns") or [query.get("column")]
        self._select(self.column, columns[0] if columns else None)
        self._select(self.column2, columns[1] if len(columns) > 1 else None)
        self._select(self.column3, columns[2] if len(columns) > 2 else None)
        self.quantile.setValue(query.get("quantile", 0.5))
        self.epsilon.setValue(float(query.get("epsilon", 0.1)))
        self.weight.setValue(self.project.state.weights.get(query.get("id"), 1.0))
        self.mechanism.clear()
        for mechanism in ("",) + kind.query.mechanisms:
            self.mechanism.addItem(query_word(MECHANISM_LABELS[mechanism]), mechanism)
        self._select(self.mechanism, query.get("mechanism") or "")
        self.delta.setText(f"{query.get('delta', 0):g}")  # as typed: read back with float()
        self.sum_to.clear()
        self.sum_to.addItem(self.tr("(not adjusted)"), None)
        for other in self.project.state.queries:
            if kind_said(other).total:
                self.sum_to.addItem(self.tr("the count '{query}'").format(query=other.get("id")), other.get("id"))
        self._select(self.sum_to, query.get("sum_to"))
        where = (query.get("where") or [{}])[0]
        self._select(self.filter_column, where.get("column"))
        self.filter_values.setText("; ".join(map(str, where.get("in", []))))
        self._set_visible(self.column, kind.picked_columns > 0)
        family = self.family.show_query(query)
        self._set_visible(self.family.columns, family)
        self._set_visible(self.family.tables, family)
        self._set_visible(self.family.rows, kind.draws_rows)
        self._set_visible(self.family.pairs, family and "choose_tables" in query)  # plan version 13
        self._set_visible(self.family.share, family and "choose_tables" in query)
        self._set_visible(self.mechanism, not kind.family)  # a family's noise is Gaussian, its only one
        self._set_visible(self.most, "most" in kind.fields)
        self.most.setValue(int(query.get("most", DEFAULT_MOST)))
        self._set_visible(self.column2, kind.picked_columns == 3)
        self._set_visible(self.column3, kind.picked_columns == 3)
        self._set_visible(self.quantile, "quantile" in kind.fields)
        self._set_visible(self.sum_to, "sum_to" in kind.fields)
        counting = self.counting.applies(query, self.project.state.person_column)
        self._set_visible(self.counting, counting)
        if counting:
            self.counting.show_query(query, self.project.state.person_column)
        allowed = kind.query.allowed_postprocess
        steps = self._steps(query)
        self.clamp.setVisible("clamp_nonnegative" in allowed)
        self.round.setVisible("round" in allowed)
        self.clamp.setChecked("clamp_nonnegative" in steps)
        self.round.setChecked("round" in steps)
        self._set_visible(self.post_row, bool(allowed))
        self._set_visible(self.delta, kind.delta_field)
        self._showing = False
        row = self.current_row()
        self.live_error.show_for(query)
        mine = [p for p in self.project.problems() if query_of(p.place) == row]
        self.problems.setText("\n".join(f"• {query_problem_text(p, query)}" for p in mine))

    def _set_visible(self, widget, visible: bool) -> None:
        self.form.setRowVisible(widget, visible)

    @staticmethod
    def _select(combo, value) -> None:
        index = combo.findData(value)
        combo.setCurrentIndex(max(0, index))

    # -- edits ------------------------------------------------------------------------------------
    def _edit_field(self, field: str, value) -> None:
        row = self.current_row()
        if self._showing or row is None:
            return
        query_id = self.project.state.queries[row].get("id")

        def change(doc):
            query = doc.queries[row]
            return edits.with_query(doc, row, query.without(field) if value is None or value == "" else
                                    query.with_items({field: value}))
        self.project.edit_plan(FIELD_STEPS[field], change, query=query_id)

    def _columns_edited(self) -> None:
        query = self.current_query()
        if self._showing or query is None:
            return
        if kind_said(query).picked_columns == 3:
            names = [c.currentData() for c in (self.column, self.column2, self.column3) if c.currentData()]
            self._edit_field("columns", names)
        else:
            self._edit_field("column", self.column.currentData())

    @staticmethod
    def _steps(query: dict) -> list:
        if "postprocess" in query:
            return list(query["postprocess"])
        if query.get("sum_to"):
            return list(SUM_TO_POSTPROCESS)
        if query.get("margins") is True:
            return list(MARGINS_POSTPROCESS)
        return list(kind_said(query).query.default_postprocess)

    def _postprocess_edited(self) -> None:
        query = self.current_query()
        if self._showing or query is None:
            return
        allowed = kind_said(query).query.allowed_postprocess
        steps = [name for name, box in (("clamp_nonnegative", self.clamp), ("round", self.round))
                 if box.isChecked() and name in allowed]
        self._edit_field("postprocess", steps)

    def _counting_edited(self) -> None:
        query = self.current_query()
        if self._showing or query is None:
            return
        choice, row = self.counting.currentData(), self.current_row()
        self.project.edit_plan(QT_TRANSLATE_NOOP("Steps", "Change what {query} counts"),
                               lambda doc: edits.with_query_fields(doc, row, **counting_fields(choice)),
                               query=query.get("id"))

    def _sum_to_edited(self) -> None:
        query = self.current_query()
        if self._showing or query is None:
            return
        target, row = self.sum_to.currentData(), self.current_row()
        self.project.edit_plan(QT_TRANSLATE_NOOP("Steps", "Change what the cells of {query} add up to"),
                               lambda doc: edits.with_query_fields(doc, row, sum_to=target or None),
                               query=query.get("id"))

    def _delta_edited(self) -> None:
        try:
            value = typed(self.delta.text() or "0")
        except ValueError:
            kept = (self.current_query() or {}).get("delta", 0)
            self.problems.setText("• " + self.tr("δ must be a number such as 1e-7: '{typed}' was not taken, it stays "
                                                 "{kept}").format(typed=self.delta.text(), kept=f"{kept:g}"))
            self.delta.setText(f"{kept:g}")
            return
        self._edit_field("delta", value if value > 0 else None)

    def _filter_edited(self) -> None:
        column = self.filter_column.currentData()
        values = parse_categories(self.filter_values.text())
        self._edit_field("where", [{"column": column, "in": values}] if column and values else None)

    def _budget_edited(self) -> None:
        if self._showing:
            return
        epsilon = self.total_epsilon.value()
        try:
            delta = typed(self.total_delta.text() or "0")
        except ValueError:
            self.plan_problems.setText(self.tr("The budget's δ must be a number such as 1e-7: '{typed}' was not "
                                               "taken, it stays {kept}.").format(typed=self.total_delta.text(),
                                                                                 kept=f"{self.project.state.delta:g}"))
            self.total_delta.setText(f"{self.project.state.delta:g}")
            return
        try:
            population = whole(typed(self.population.text() or "0")) or None
        except ValueError:
            self.plan_problems.setText(self.tr("The population size must be a whole number of people, such as "
                                               "250000."))
            return

        self.project.edit_plan(QT_TRANSLATE_NOOP("Steps", "Change the budget"),
                               lambda doc: edits.with_budget(doc, epsilon=epsilon, delta=delta, population=population))

    def _edit_query(self, step: str, change, **values) -> None:
        """Put `change(query)`, a new query made from the selected one (the plan document's PlanQuery), in its place,
        as one undoable edit (the table options', a family's, the quantiles' and the resolution's edits)."""
        row = self.current_row()
        if row is not None:
            self.project.edit_plan(step, lambda doc: edits.with_query(doc, row, change(doc.queries[row])), **values)

    def _accounting_edited(self) -> None:
        if self._showing:
            return
        chosen = self.accounting.currentData()
        self.project.edit_plan(QT_TRANSLATE_NOOP("Steps", "Change the accounting"),
                               lambda doc: edits.with_budget(doc, accounting=chosen))

    def _small_cells_edited(self, value: int) -> None:
        if self._showing:
            return

        self.project.edit_plan(QT_TRANSLATE_NOOP("Steps", "Change the small-cell rule"),
                               lambda doc: edits.with_suppress_below(doc, value))

    def add_query(self, name: str) -> None:
        state = self.project.state
        taken = {q.get("id") for q in state.queries}
        number = 1
        while f"{name}_{number}" in taken:
            number += 1
        query = {"id": f"{name}_{number}", "kind": name, "epsilon": self._suggested_epsilon()}
        kind = kind_named(name)
        if kind.ranks and state.person_column:  # a median of patients, not of visits (issue 46)
            query.update({"of": PEOPLE, "person_rule": FIRST_ROW})
        numeric = [n for n in self.project.queryable_columns() if self._numeric(n)]
        text = [n for n in self.project.queryable_columns() if not self._numeric(n)]
        if kind.needs_bounds and numeric:
            query["column"] = numeric[0]
        elif kind.needs_categories and (text or numeric):
            query["column"] = (text or numeric)[0]
        elif kind.picked_columns == 3:  # a cross-tab: 2 columns, a third optional
            query["columns"] = (text + numeric)[:2]
        elif kind.family:  # a family: every column alone and every pair, a synthetic table every pair of 3
            # columns; Gaussian noise needs a δ under sequential accounting
            listed = [n for n in text + numeric if self.project.state.columns[n].categories]  # ready as they are
            wanted = 3 if kind.draws_rows else 2
            query.update({"columns": (listed + [n for n in text + numeric if n not in listed])[:wanted],
                          "ways": default_ways(query)})
            if state.accounting != "zcdp" and (state.delta > 0 or not kind.draws_rows):  # issue 46: under a
                query["delta"] = DEFAULT_DELTA  # budget δ of 0 a synthetic table starts pure-ε (Laplace); a family
                # needs its δ all the same, and the plan's problem says to raise the budget's
        if "quantile" in kind.fields:
            query["quantile"] = 0.5
        if "quantiles" in kind.fields:
            query["quantiles"] = list(SUMMARY_QUANTILES)
        if "most" in kind.fields:
            query["most"] = DEFAULT_MOST
        self.project.edit_plan(QT_TRANSLATE_NOOP("Steps", "Add the query {query}"),
                               lambda doc: edits.with_query(doc, len(doc.query_list()), query), query=query["id"])
        self.list.selectRow(len(self.project.state.queries) - 1)

    def _numeric(self, name: str) -> bool:
        return self.project.state.columns[name] is not None and self.project.is_numeric(name)

    def _suggested_epsilon(self) -> float:
        left = self.project.state.epsilon - self.project.spent_epsilon()
        return round(left, 3) if 0.01 <= left < 0.1 else 0.1 if left >= 0.1 else 0.01

    def remove_query(self) -> None:
        row = self.current_row()
        if row is None:
            return
        query_id = self.project.state.queries[row].get("id")
        self.project.edit_plan(QT_TRANSLATE_NOOP("Steps", "Remove the query {query}"),
                               lambda doc: edits.without_query(doc, row), query=query_id)

    def _weight_edited(self, value: float) -> None:
        query = self.current_query()
        if self._showing or query is None:
            return
        self.project.edit_snapshot(QT_TRANSLATE_NOOP("Steps", "Change the weight of {query}"),
                                   lambda snapshot: with_weight(snapshot, query.get("id"), value),
                                   query=query.get("id"))

    def split_evenly(self) -> None:
        self._split([1.0] * len(self.project.state.queries), QT_TRANSLATE_NOOP("Steps", "Split the budget evenly"))

    def split_by_weights(self) -> None:
        state = self.project.state
        self._split([state.weights.get(q.get("id"), 1.0) for q in state.queries],
                    QT_TRANSLATE_NOOP("Steps", "Split the budget by weights"))

    def _split(self, weights: list[float], step: str) -> None:
        state = self.project.state
        if not state.queries:
            return
        shares = split_budget(state.epsilon, weights)
        self.project.edit_plan(step, lambda doc: edits.with_epsilons(doc, shares))


def split_budget(total: float, weights: list[float]) -> list[float]:
    """Shares of `total` in proportion to `weights` that add up to exactly `total` (numbers.split_exactly): an
    even split of ε = 1 in three is shown as 0.333 each and 1 in all (locale_format.given), never 0.999999."""
    return split_exactly(total, weights)


def whole(value: float) -> int:
    """A count of people typed as a figure: ValueError unless it is a whole number (250000, 250.000 in German)."""
    if not float(value).is_integer():
        raise ValueError(f"{value} is not a whole number")
    return int(value)

