"""Step 4, Preview: the expected error of every query before anything is spent.

Figures come from the mechanisms' parameters: nothing is drawn. The exact answers are computed
once per plan structure on a worker thread (PreviewSession); after that, moving an ε updates
the numbers and plots at once, on the GUI thread, because the errors are analytic.
"""
from __future__ import annotations

from matplotlib.backends.backend_qtagg import FigureCanvasQTAgg
from matplotlib.figure import Figure
from PySide6.QtCore import QT_TRANSLATE_NOOP, Qt, QTimer, Signal
from PySide6.QtWidgets import (QHBoxLayout, QLabel, QLineEdit, QPushButton, QSplitter,
                               QTableWidget, QTableWidgetItem, QVBoxLayout, QWidget)

from ..problem_words import problem_in_words
from ...core.plan import edits
from ...core.preview.budget_planning import (distribute_budget, epsilon_for_halfwidth, error_curve,
                                             expected_halfwidth)
from ...core.base.errors import DpStudioError, PlanError
from ...core.plan.release_plan import parse_plan
from ...core.preview.expected_error import PreviewSession
from ...core.preview.plots import preview_axes
from ...core.preview.text_table import _interval, _postprocessed, _relative
from ...core.preview.warnings import preview_warnings
from ..expectations_editor import PUBLIC_ONLY, ExpectationsEditor
from ..family_tables import FamilyTables
from ..fitting import FittingCombo
from ..preview_plots import PreviewPlots
from ..scrolling import UpToLines
from ..numbers import given, share, typed
from ..translation import app_language, translated
from ...core.output.report_words import mechanism_name
from .distribution_result import UNDO_STEP, DistributionResult
from ..task_progress import TaskProgress
from ..widgets import named, set_help
from ..workers import ENGINE_LOCK, TaskRunner



SHOWN_ROWS = 8  # the table of errors shows at least this many queries at 1366x768, in every language (issue 46)
WARNING_LINES = 2  # the warnings take at most this many lines, and scroll beyond them


class PreviewPage(QWidget):
    HEADERS = ["Query", "ε", "Mechanism", "Interval", "Relative\nerror", "After clamping\nat 0", "In words"]
    updated = Signal()
    distributed = Signal(dict)  # the epsilons "Distribute the budget" set

    def __init__(self, project, show_error, parent=None):
        super().__init__(parent)
        self.project = project
        self.show_error = show_error
        self.session: PreviewSession | None = None
        self.plan = None
        self.previews = []
        self._curves = {}
        self.over_budget = False

        self.intro = intro = QLabel()
        intro.setWordWrap(True)
        self.confidence = named(FittingCombo(5), "Confidence level")
        for level in (0.8, 0.9, 0.95, 0.99):
            self.confidence.addItem("", level)
        self.confidence.setCurrentIndex(2)
        self.objective = named(FittingCombo(), "Distribution goal")
        for goal in ("scale", "worst", "total"):  # "scale" first: it never makes a query's error larger
            self.objective.addItem("", goal)
        self.distribute_button = named(QPushButton(), "Distribute the budget")
        self.labels = {name: QLabel() for name in ("confidence", "goal", "need")}
        controls = QHBoxLayout()
        controls.addWidget(self.labels["confidence"])
        controls.addWidget(self.confidence)
        controls.addStretch(1)
        controls.addWidget(self.distribute_button)
        controls.addWidget(self.labels["goal"])
        controls.addWidget(self.objective)

        self.expectations = ExpectationsEditor(project)
        self.distribution = DistributionResult(project)
        self.status = named(QLabel(), "Preview warnings")
        self.status.setWordWrap(True)
        self.status.setTextFormat(Qt.PlainText)  # warnings name queries and columns: never read as HTML
        self.table = named(QTableWidget(0, len(self.HEADERS)), "Expected errors")
        self.table.horizontalHeader().setStretchLastSection(True)
        self.table.horizontalHeader().setProperty("headerLines", 2)  # _size_rows keeps eight rows under two lines
        self.table.setSelectionBehavior(QTableWidget.SelectRows)
        self.table.setSelectionMode(QTableWidget.SingleSelection)
        self.table.setEditTriggers(QTableWidget.NoEditTriggers)
        self.table.setColumnWidth(0, 150)
        self.table.setWordWrap(True)
        self.warnings = UpToLines(self.status, WARNING_LINES)  # more warnings scroll; the table keeps its rows

        self.target = named(QLineEdit(), "Wanted interval")
        self.target_button = named(QPushButton(), "Set epsilon for interval")
        target_row = QHBoxLayout()
        target_row.addWidget(self.labels["need"])
        target_row.addWidget(self.target)
        target_row.addWidget(self.target_button)
        target_row.addStretch(1)

        self.figure = Figure(figsize=(9, 3))  # laid out by each plot when drawn and resized, not by tight_layout
        self.answer_axes, self.curve_axes, self.budget_axes = preview_axes(self.figure)
        self.canvas = named(FigureCanvasQTAgg(self.figure), "Preview plots")
        self.plots = PreviewPlots(self.canvas, self.answer_axes, self.curve_axes, self.budget_axes)
        top = QWidget()
        top_layout = QVBoxLayout(top)
        top_layout.setContentsMargins(0, 0, 0, 0)
        top_layout.addWidget(self.table)
        top_layout.addLayout(target_row)
        self.family_tables = FamilyTables()  # a table family's tables: measured together and on their own
        split = QSplitter(Qt.Vertical)
        split.addWidget(top)
        split.addWidget(self.family_tables)
        split.addWidget(self.canvas)
        split.setSizes([240, 240, 340])
        split.setCollapsible(2, False)  # a plot squeezed to nothing has nothing to show
        self.canvas.setMinimumHeight(130)
        layout = QVBoxLayout(self)
        layout.addWidget(intro)
        layout.addLayout(controls)
        layout.addWidget(self.expectations)
        layout.addWidget(self.warnings)
        layout.addWidget(self.distribution)
        layout.addWidget(split, 1)

        self.runner = TaskRunner(self, lock=ENGINE_LOCK)
        self.runner.done.connect(self._session_ready)
        self.runner.failed.connect(self._failed)
        self.task_progress = TaskProgress(self.runner, QT_TRANSLATE_NOOP("TaskProgress", "Computing the true answers"))
        layout.insertWidget(layout.indexOf(self.warnings) + 1, self.task_progress)
        self.task_progress.cancel_button.clicked.connect(self._cancelled)
        project.tableChanged.connect(self._forget_session)
        self.debounce = QTimer(self, singleShot=True, interval=30)
        self.debounce.timeout.connect(self.recompute)
        project.changed.connect(self.debounce.start)
        self.confidence.currentIndexChanged.connect(lambda *_: self.refresh())
        self.table.itemSelectionChanged.connect(self._plot_selected)
        self.planner = TaskRunner(self)  # the budget helpers' search, off the GUI thread
        self.planner.done.connect(self._apply_distribution)
        self.planner.failed.connect(self._failed)
        self.planner.busy.connect(lambda busy: self.distribute_button.setEnabled(not busy))
        self.distribute_button.clicked.connect(lambda: self.distribute())
        self.target_button.clicked.connect(lambda: self.set_epsilon_for_target())
        self.retranslate()

    def _size_rows(self, header: str) -> None:
        """Rows of two lines of the font, and room for SHOWN_ROWS of them under the header's two lines in the
        language's words (Chinese lines, in a fallback font, are taller than the font's own line spacing; their
        cells show one line, cut with "…", whole in their tooltips)."""
        row = 2 * self.table.fontMetrics().lineSpacing() + 4
        self.table.verticalHeader().setDefaultSectionSize(row)
        header_height = QLabel(header, font=self.table.font()).sizeHint().height() + 8
        self.table.setMinimumHeight(header_height + SHOWN_ROWS * row + 2 * self.table.frameWidth())

    def retranslate(self) -> None:
        """Every word of the page in the app's language; the figures and sentences are written again."""
        self.task_progress.retranslate()
        public_only = translated("ExpectationsEditor", PUBLIC_ONLY)
        self.intro.setText(self.tr("What to expect <b>before</b> spending anything: how far each released value may "
                                   "be from the true one. Nothing here is drawn or released; true values are shown "
                                   "for you only."))
        set_help(self.confidence, self.tr("The probability that the released value is within the interval shown"))
        for index in range(self.confidence.count()):
            self.confidence.setItemText(index, share(self.confidence.itemData(index), 0))
        goals = {"scale": self.tr("the same shares, all of the budget"),
                 "worst": self.tr("smallest worst relative error"), "total": self.tr("smallest total relative error")}
        for index in range(self.objective.count()):
            self.objective.setItemText(index, goals[self.objective.itemData(index)])
        set_help(self.objective, public_only)
        self.distribute_button.setText(self.tr("Distribute the budget"))
        set_help(self.distribute_button, self.tr("Set every query's ε within the total budget.") + " " + public_only)
        self.labels["confidence"].setText(self.tr("Confidence"))
        self.labels["goal"].setText(self.tr("for the"))
        self.labels["need"].setText(self.tr("I need ±"))
        set_help(self.table, self.tr("Select a query to see its plots"))
        self.table.setHorizontalHeaderLabels([self.tr("Query"), "ε", self.tr("Mechanism"), self.tr("Interval"),
                                              self.tr("Relative\nerror"), self.tr("After clamping\nat 0"),
                                              self.tr("In words")])
        self._size_rows(self.tr("Relative\nerror"))
        set_help(self.target, self.tr("The ± you need on the selected query, in its units"))
        self.target.setPlaceholderText(self.tr("e.g. 10"))
        self.target_button.setText(self.tr("Set ε for this interval"))
        set_help(self.target_button, self.tr("Give the selected query the smallest ε that reaches the wanted "
                                              "interval.") + " " + public_only)
        self.distribution.retranslate()
        self.family_tables.retranslate()
        if self.project.table is None or not self.project.state.queries:
            self.status.setText(self.tr("Open a table and add queries to see their expected error."))
        self.refresh()

    # -- computing --------------------------------------------------------------------------------
    @property
    def level(self) -> float:
        return self.confidence.currentData()

    def recompute(self) -> None:
        """Re-use the exact answers if the plan's structure is unchanged; else compute them on a worker."""
        if self.project.table is None or not self.project.state.queries:
            self.status.setText(self.tr("Open a table and add queries to see their expected error."))
            self.table.setRowCount(0)
            self.plots.clear()
            self.family_tables.show_preview(None)
            return
        try:
            plan = parse_plan(self._previewable_plan())
        except PlanError as error:
            self.status.setText(self.tr("Fix the plan first:") + "\n"
                                + "\n".join(f"• {problem_in_words(p)}" for p in error.problems))
            self.table.setRowCount(0)
            self.plots.clear()
            self.family_tables.show_preview(None)
            return
        self.plan = plan
        if self.session is not None and self.session.covers(plan):
            self.refresh()
            return
        self.status.setText(self.tr("Computing the true answers once in the database (only counts and sums come "
                                    "back; they never leave this computer)…") if self.project.is_database else
                            self.tr("Computing the true answers once (they never leave this computer)…"))
        self.runner.start(PreviewSession, self.project.rows, plan)

    def _previewable_plan(self) -> dict:
        """The project's plan; if its queries spend more than the budget, previewed anyway (and said so)."""
        plan = self.project.to_plan()
        self.over_budget = False
        try:
            spent = sum(float(q.get("epsilon", 0)) for q in plan["queries"])
            deltas = sum(float(q.get("delta", 0)) for q in plan["queries"])
        except (TypeError, ValueError):
            return plan
        budget = plan["budget"]
        if spent > budget["epsilon"] or deltas > budget["delta"]:
            self.over_budget = True
            plan["budget"] = {"epsilon": max(spent, budget["epsilon"]), "delta": max(deltas, budget["delta"]),
                              **({"accounting": budget["accounting"]} if "accounting" in budget else {})}
        return plan

    def _forget_session(self) -> None:
        """Another table: its exact answers are computed afresh."""
        self.runner.cancel()
        self.session = None

    def _cancelled(self) -> None:
        self.status.setText(self.tr("Cancelled. Any change to the plan computes the answers again."))

    def _session_ready(self, session) -> None:
        self.session = session
        self._curves.clear()
        if self.plan is not None and session.covers(self.plan):
            self.refresh()
        else:
            self.recompute()

    def _failed(self, error, details) -> None:
        if isinstance(error, DpStudioError):
            text = ("\n".join(f"• {problem_in_words(p)}" for p in error.problems) if isinstance(error, PlanError)
                    else error.said(app_language()))
            self.status.setText(self.tr("Fix the plan first:") + "\n" + text)
            self.table.setRowCount(0)
            self.plots.clear()
            self.family_tables.show_preview(None)
        else:
            self.status.setText(self.tr("The preview could not be computed."))
            self.show_error(error, details)

    def refresh(self) -> None:
        if self.session is None or self.plan is None or not self.session.covers(self.plan):
            return
        selected = self.selected_row()
        self.previews = self.session.previews(self.plan, self.level)
        warnings = preview_warnings(self.session, self.plan, self.previews, app_language())
        if self.over_budget:
            warnings.insert(0, self.tr("The queries spend more than the total budget: lower some ε (or use "
                                       "Distribute) before you can release."))
        self.status.setText("\n".join(f"⚠ {w}" for w in warnings) if warnings else self.tr("No warnings."))
        self.table.setRowCount(len(self.previews))
        for row, p in enumerate(self.previews):
            language = app_language()
            for col, text in enumerate([p.id, given(p.epsilon), mechanism_name(p.mechanism, language),
                                        _interval(p, language),
                                        _relative(p, language), _postprocessed(p, language), p.sentence(language)]):
                item = self.table.item(row, col)
                if item is None:
                    item = QTableWidgetItem(text)
                    self.table.setItem(row, col, item)
                elif item.text() != text:
                    item.setText(text)
                item.setToolTip(text)  # a long sentence is cut in its cell: all of it on hover

        if self.previews:
            self.table.selectRow(min(selected if selected is not None else 0, len(self.previews) - 1))
            self._plot_selected()
        self.updated.emit()

    def selected_row(self) -> int | None:
        rows = self.table.selectionModel().selectedRows()
        return rows[0].row() if rows else None

    # -- plots ------------------------------------------------------------------------------------
    def _plot_selected(self) -> None:
        row = self.selected_row()
        if row is None or row >= len(self.previews):
            return
        preview = self.previews[row]
        query = self.plan.query(preview.id)
        self.family_tables.show_preview(preview)
        self.expectations.show_query(query)
        expectations = self.project.expectations()
        # the curve and its marker come from the plan and the typed expectations only
        current = expected_halfwidth(self.plan, preview.id, expectations, self.level)
        structure = (preview.id, id(self.session), self.level, preview.mechanism, repr(expectations),
                     repr({k: v for k, v in query.to_dict().items() if k not in ("epsilon", "delta")}))
        self.plots.show(preview, self._curve(preview, expectations), current,
                        [(p.id, p.epsilon) for p in self.previews], self.project.state.epsilon, structure)

    def _curve(self, preview, expectations):
        query = self.plan.query(preview.id)
        key = (preview.id, repr({k: v for k, v in query.to_dict().items() if k != "epsilon"}), self.level,
               repr(expectations))
        if key not in self._curves:
            points = 7 if preview.tables else 25  # a family's every point calibrates its strategy: a straight line
            self._curves[key] = error_curve(self.plan, preview.id, expectations, self.level, points)
        return self._curves[key]

    # -- choosing ε from accuracy -----------------------------------------------------------------------
    def set_epsilon_for_target(self) -> float | None:
        row = self.selected_row()
        if row is None or self.plan is None or row >= len(self.previews):
            return None
        try:
            wanted = typed(self.target.text())
        except ValueError:
            self.status.setText(self.tr("Type the interval you need as a number, e.g. 10."))
            return None
        query_id = self.previews[row].id
        try:
            epsilon = epsilon_for_halfwidth(self.plan, query_id, wanted, self.project.expectations(), self.level)
        except DpStudioError as error:  # an expected number it needs is missing
            self.status.setText(error.said(app_language()))
            return None
        if epsilon is None:
            self.status.setText(self.tr("'{query}' cannot reach ±{wanted} with any ε up to 100.").format(
                query=query_id, wanted=given(wanted)))
            return None
        index = [q.get("id") for q in self.project.state.queries].index(query_id)
        def change(doc):
            return edits.with_query(doc, index, doc.queries[index].with_fields(epsilon=epsilon))
        self.project.edit_plan(QT_TRANSLATE_NOOP("Steps", "Set ε of {query} for ±{wanted}"), change, query=query_id,
                               wanted=lambda: given(wanted))  # its marks follow the language
        return epsilon

    def distribute(self) -> None:
        """Every query's ε from the plan and the typed expectations, searched on a worker (it takes
        seconds); `distributed` follows, once the result is applied as one undoable step."""
        if self.plan is None:
            return
        self.status.setText(self.tr("Distributing the budget…"))
        self.planner.start(distribute_budget, self.plan, float(self.project.state.epsilon),
                           self.project.expectations(), self.objective.currentData(), self.level)

    def _apply_distribution(self, shares: dict) -> None:
        if {q.get("id") for q in self.project.state.queries} != set(shares):
            self.status.setText(self.tr("The queries changed while the budget was being distributed: try again."))
            return

        self.distribution.show_change(self.plan, shares, self.project.expectations(), self.level)

        def change(doc):
            return edits.with_queries(doc, [q.with_fields(epsilon=shares[q["id"]]) if q.get("id") in shares else q
                                            for q in doc.query_list()])
        self.project.edit_plan(UNDO_STEP, change)
        self.distributed.emit(shares)
