"""The main window: five steps in a sidebar, menus, undo/redo, drag and drop, recent files."""
from __future__ import annotations

import os
from dataclasses import replace
from importlib.metadata import version
from pathlib import Path

from platformdirs import user_documents_dir
from PySide6 import __version__ as pyside_version
from PySide6.QtCore import QT_TRANSLATE_NOOP, QEvent, QLocale, QObject, QSettings, Qt, qVersion
from PySide6.QtGui import QAction, QKeySequence
from shiboken6 import isValid
from PySide6.QtWidgets import (QDockWidget, QFileDialog, QHBoxLayout, QInputDialog, QListWidget, QMainWindow,
                               QMessageBox, QStackedWidget, QTextBrowser, QWidget)

from ..version import __version__
from ..core.io.loading import SUPPORTED
from ..core.base.languages import DEFAULT_LANGUAGE, chosen_language
from ..core.base.words.message import said
from ..resources import resource_path, sample_data, sample_plan
from .database_dialog import DatabaseDialog, header_suggestions
from .dialogs import show_error
from .pages.columns_page import ColumnsPage
from .pages.data_page import DataPage
from .pages.preview_page import PreviewPage
from .pages.queries_page import QueriesPage
from .pages.release_page import ReleasePage
from .steps import STEPS
from ..core.plan.document import PlanDocument
from ..core.plan.migration import ROWS_NOTICE, migrate_plan
from ..core.pipeline.table_opening import load_with_plan, read_again, with_suggestions
from .project import Project, plan_snapshot, read_project
from .translation import app_language, install_language, translated
from .common_words import word
from .import_dialog import TYPE_WORDS, ImportDialog
from .language_menu import LanguageMenu
from .numbers import counted, number
from .widgets import named, set_help
from .unsaved_changes import QUESTION_BEFORE_OPENING, ask_about_unsaved_changes
from .workers import TaskRunner

# the window's words, translated by Qt (resources/translations; QT_TRANSLATE_NOOP marks them for pyside6-lupdate)
HELP_HTML = QT_TRANSLATE_NOOP("MainWindow", """
<h3>Words used here</h3>
<p><b>ε (epsilon)</b> — the privacy loss. Whatever anyone learns about a patient changes by at most a factor
e<sup>ε</sup> whether or not that patient is in the table. Smaller ε: more privacy, more noise.</p>
<p><b>δ (delta)</b> — a tiny probability that the ε promise fails. Keep it far below 1 / (number of people),
for example 1e-7, or 0 with Laplace noise. Above 1e-5 it needs the population size N (a public figure), and
must stay below 1 / N.</p>
<p><b>Sensitivity</b> — how much one person can change an answer: 1 for a count when each person has one row;
for a sum, the largest value allowed by the bounds. Noise is scaled to it.</p>
<p><b>Privacy unit</b> — who is protected. If a patient has several rows, say which column identifies the
patient and how many rows one may have; every query then protects the whole patient.</p>
<p><b>Budget</b> — every query spends part of ε; together they may not exceed the total.</p>
""")
START_MESSAGE = QT_TRANSLATE_NOOP("MainWindow", "Open a table, or the sample dataset, to begin.")
TABLE_PATTERNS = " ".join(f"*{ext}" for ext in SUPPORTED)


def suggested_project_path(project) -> str:
    """Where Save project… proposes to write: the project's own file once it has one; else beside the table,
    named after it (visits.csv -> visits.dpstudio.json), where the steward will look for it again; for the
    sample (inside the installed program) or a database table, in the documents folder, named after the table."""
    if project.path is not None:
        return str(project.path)
    table = project.table
    if table is None:
        return str(Path(user_documents_dir()) / "project.dpstudio.json")
    if project.is_database:
        stem = "".join(c if c.isalnum() or c in "._-" else "-" for c in table.name) or "project"
        return str(Path(user_documents_dir()) / f"{stem}.dpstudio.json")
    source = Path(table.source)
    folder = source.parent
    if resource_path() in source.resolve().parents or not os.access(folder, os.W_OK):
        folder = Path(user_documents_dir())
    return str(folder / f"{source.stem}.dpstudio.json")


ATTENTION = QT_TRANSLATE_NOOP("MainWindow", "Something needs your attention.")
UNDO, REDO = QT_TRANSLATE_NOOP("MainWindow", "&Undo"), QT_TRANSLATE_NOOP("MainWindow", "&Redo")
WORKBOOKS = (".xlsx", ".xlsm")
CHOSEN_ON_IMPORT = ("csv", "excel")  # file kinds whose reading the steward checks before they open


def is_workbook(path) -> bool:
    return Path(str(path)).suffix.lower() in WORKBOOKS


def workbook_sheets(path) -> list[str]:
    """The workbook's sheet names, or [] when it cannot be read (the loader then says why)."""
    # start-up: the workbook reader only when a workbook is opened
    from ..core.io.excel_reading import sheet_names

    try:
        return sheet_names(Path(path))
    except Exception:  # an unreadable workbook: the load reports it in the user's terms
        return []


class KeepsTheMessage(QObject):
    """No action has a status tip: hovering one (in a menu, as on the way to the Language menu's choices)
    must not wipe the status bar's message, as QMainWindow does with the empty tip. An event filter, not
    an override of MainWindow.event: that would also carry the window's own deletion into Python, where
    its thread pools then wait for their Python workers while this thread holds the GIL (a hang seen in CI)."""

    def eventFilter(self, watched, event) -> bool:
        return event.type() == QEvent.StatusTip and not event.tip()


class MainWindow(QMainWindow):
    def __init__(self, settings: QSettings | None = None):
        super().__init__()
        self.setWindowTitle("dpstudio")
        self.setAccessibleName("dpstudio main window")
        self.settings = settings or QSettings("dpstudio", "dpstudio")
        self.project = Project(self)
        self.loader = TaskRunner(self)

        self.steps = named(QListWidget(), "Steps")
        self.steps.addItems([f"{index + 1}  {step}" for index, step in enumerate(STEPS)])
        self._translatable: list[tuple] = []  # (setter, English text): the window's words, set anew per language
        self._translatable.append((lambda text: set_help(self.steps, text), QT_TRANSLATE_NOOP(
            "MainWindow", "The steps from a table to a release; you can go back any time")))
        self._history_updates: list = []  # Undo's and Redo's texts, written anew per language
        self.language = DEFAULT_LANGUAGE
        self.steps.setFixedWidth(190)
        self.pages = QStackedWidget()
        self.data_page = DataPage(self.project)
        self.columns_page = ColumnsPage(self.project, self.show_error)
        self.queries_page = QueriesPage(self.project)
        self.preview_page = PreviewPage(self.project, self.show_error)
        self.release_page = ReleasePage(self.project, self.show_error)
        self.release_page.exported.connect(self._released)
        self.release_page.goTo.connect(self.steps.setCurrentRow)
        self.project.changed.connect(self._clear_attention)
        for page in (self.data_page, self.columns_page, self.queries_page, self.preview_page, self.release_page):
            self.pages.addWidget(page)
        central = QWidget()
        layout = QHBoxLayout(central)
        layout.addWidget(self.steps)
        layout.addWidget(self.pages, 1)
        self.setCentralWidget(central)

        self.help = QDockWidget("Help", self)
        self.help.setObjectName("help_panel")
        self._translatable.append((self.help.setWindowTitle, QT_TRANSLATE_NOOP("MainWindow", "Help")))
        self.help_text = named(QTextBrowser(), "Help text")
        self._translatable.append((self.help_text.setHtml, HELP_HTML))
        self.help.setWidget(self.help_text)
        self.help.setMinimumWidth(220)
        self.addDockWidget(Qt.RightDockWidgetArea, self.help)
        self.resizeDocks([self.help], [240], Qt.Horizontal)

        self.steps.currentRowChanged.connect(self.pages.setCurrentIndex)
        self.steps.setCurrentRow(0)
        self.data_page.openRequested.connect(lambda: self.after_unsaved_asked(self.open_table_dialog))
        self.data_page.sampleRequested.connect(lambda: self.after_unsaved_asked(self.open_sample))
        self.data_page.databaseRequested.connect(lambda: self.after_unsaved_asked(self.open_database_dialog))
        self.database_dialog = None
        self._pending_database_plan = None
        self.data_page.cancelRequested.connect(self.loader.cancel)
        self.data_page.adjustRequested.connect(self.adjust_reading)
        self.columns_page.detail.typeChosen.connect(self.change_column_type)
        self.loader.busy.connect(self.columns_page.detail.set_busy)
        self.import_dialog = None
        self._keep_page = False
        self._unsaved_answered = False  # the steward chose Save or Discard: the next close closes
        self.unsaved_box = None  # the open question about unsaved changes, if any
        self._pending_path = None  # the project file being opened: the project's file once it has opened
        self.loader.busy.connect(self.data_page.set_busy)
        self.loader.progress.connect(self.data_page.set_progress)
        self.loader.done.connect(self._loaded)
        self.loader.failed.connect(self.show_error)
        self.loader.failed.connect(lambda *_: setattr(self, "_pending_path", None))  # that project did not open
        self.project.changed.connect(self._update_title)
        self.project.undo_stack.cleanChanged.connect(self._update_title)
        self._build_menus()
        self.setAcceptDrops(True)
        self.language = DEFAULT_LANGUAGE
        self._told = None  # the status bar's message: its text and values (tell)
        self._keeps_message = KeepsTheMessage(self)
        self.installEventFilter(self._keeps_message)
        self.choose_language(self.settings.value("language"), remember=False)
        self.tell(START_MESSAGE)
        room = self.screen().availableGeometry()  # never taller or wider than the screen (1366x768 laptops)
        self.resize(min(1280, room.width()), min(800, room.height()))
        geometry = self.settings.value("window/geometry")
        if geometry is not None:
            self.restoreGeometry(geometry)
        state = self.settings.value("window/state")
        if state is not None:
            self.restoreState(state)

    # -- menus -------------------------------------------------------------------------------------
    def _action(self, menu, text, slot, shortcut=None, name=None):
        action = QAction(text, self)
        if shortcut:
            action.setShortcut(shortcut)
        action.triggered.connect(slot)
        menu.addAction(action)
        return action

    def _words(self, setter, text: str):
        """`setter(text)` now and again in each language the steward picks (retranslate)."""
        self._translatable.append((setter, text))
        setter(text)

    def _menu(self, parent, text: str):
        menu = parent.addMenu(text)
        self._translatable.append((menu.setTitle, text))
        return menu

    def _history_action(self, redo: bool) -> QAction:
        """Undo or Redo, in the app's language, with the step it takes in its tooltip: "Undo Apply the plan" in
        English, the verb alone in the other languages (whose verb does not run on into the step's name)."""
        stack = self.project.undo_stack
        action = QAction(self)
        action.setShortcut(QKeySequence.Redo if redo else QKeySequence.Undo)
        action.triggered.connect(stack.redo if redo else stack.undo)

        def update(*_):
            if not (isValid(stack) and isValid(action)):  # signals the stack sends while the window goes away
                return
            verb = translated("MainWindow", REDO if redo else UNDO)
            step = stack.redoText() if redo else stack.undoText()
            action.setText(f"{verb} {step}" if step and self.language == DEFAULT_LANGUAGE else verb)
            action.setToolTip(f"{verb.replace('&', '')}: {step}" if step else verb.replace("&", ""))
            action.setEnabled(stack.canRedo() if redo else stack.canUndo())
        for signal in (stack.indexChanged, stack.canUndoChanged, stack.canRedoChanged, stack.cleanChanged):
            signal.connect(update)
        self._history_updates.append(update)  # retranslate() writes them again
        update()
        return action

    def _tr_action(self, menu, text, slot, shortcut=None):
        action = self._action(menu, text, slot, shortcut)
        self._translatable.append((action.setText, text))
        return action

    def retranslate(self) -> None:
        """Every word of the window in the current language (the pages follow, step by step: issue 18)."""
        for setter, text in self._translatable:
            setter(translated("MainWindow", text))
        self.project.retell_steps()
        for update in self._history_updates:
            update()
        for page in (self.data_page, self.columns_page, self.queries_page.model, self.queries_page,
                     self.preview_page.expectations, self.preview_page, self.release_page):
            page.retranslate()
        for index, step in enumerate(STEPS):
            self.steps.item(index).setText(f"{index + 1}  {translated('MainWindow', step)}")
            self.go_actions[index].setText(translated("MainWindow", step))
        if self.project.table is not None:  # before a table the title is "dpstudio" alone
            self._update_title()
        # as wide as the longest step in this language ("Ερωτήματα & προϋπολογισμός"), never narrower than before
        self.steps.setFixedWidth(max(190, self.steps.sizeHintForColumn(0) + 2 * self.steps.frameWidth() + 6))

    def choose_language(self, language, remember: bool = True) -> str:
        """Switch the app's language at run time; DPSTUDIO_LANGUAGE, when set, still decides."""
        self.language = chosen_language(language, QLocale.system().name())
        shown = self.statusBar().currentMessage()
        install_language(self.language)
        self.setLocale(QLocale())  # the language's decimal mark in every number box, open or opened later
        if remember and language:
            self.settings.setValue("language", language)
        self.language_menu.show_chosen(self.language)
        self.release_page.follow_app_language(self.language)
        self.retranslate()
        if shown:
            self._tell_again(shown)
        self.preview_page.refresh()  # its sentences are written in the app's language
        return self.language

    def _build_menus(self):
        bar = self.menuBar()
        file_menu = self._menu(bar, QT_TRANSLATE_NOOP("MainWindow", "&File"))
        open_action = self._tr_action(file_menu, QT_TRANSLATE_NOOP("MainWindow", "&Open table…"),
                                      lambda: self.after_unsaved_asked(self.open_table_dialog), QKeySequence.Open)
        database_action = self._tr_action(file_menu, QT_TRANSLATE_NOOP("MainWindow", "Open &database…"),
                                          lambda: self.after_unsaved_asked(self.open_database_dialog), "Ctrl+Shift+D")
        sample_action = self._tr_action(file_menu, QT_TRANSLATE_NOOP("MainWindow", "Open &sample dataset"),
                                        lambda: self.after_unsaved_asked(self.open_sample))
        self.recent_menu = self._menu(file_menu, QT_TRANSLATE_NOOP("MainWindow", "Open &recent"))
        file_menu.addSeparator()
        self._tr_action(file_menu, QT_TRANSLATE_NOOP("MainWindow", "Open &project…"),
                        lambda: self.after_unsaved_asked(self.open_project_dialog), "Ctrl+Shift+O")
        save_action = self._tr_action(file_menu, QT_TRANSLATE_NOOP("MainWindow", "&Save project…"),
                                      self.save_project, QKeySequence.Save)
        self._tr_action(file_menu, QT_TRANSLATE_NOOP("MainWindow", "Save project &as…"), self.save_project_dialog,
                        QKeySequence.SaveAs)
        file_menu.addSeparator()
        self._tr_action(file_menu, QT_TRANSLATE_NOOP("MainWindow", "Choose the &ledger file…"), self.choose_ledger)
        self._tr_action(file_menu, QT_TRANSLATE_NOOP("MainWindow", "&Quit"), self.close, QKeySequence.Quit)
        edit = self._menu(bar, QT_TRANSLATE_NOOP("MainWindow", "&Edit"))
        undo, redo = self._history_action(redo=False), self._history_action(redo=True)
        edit.addAction(undo)
        edit.addAction(redo)
        toolbar = self.addToolBar("")
        self._translatable.append((toolbar.setWindowTitle, QT_TRANSLATE_NOOP("MainWindow", "Main toolbar")))
        toolbar.setObjectName("main_toolbar")
        toolbar.setAccessibleName("Main toolbar")
        for action in (open_action, sample_action, save_action, database_action, undo, redo):
            toolbar.addAction(action)
            name = action.text().replace("&", "").rstrip("…")
            toolbar.widgetForAction(action).setAccessibleName(name.split(" ")[0] if action in (undo, redo) else name)
        go = self._menu(bar, QT_TRANSLATE_NOOP("MainWindow", "&Go"))
        self.go_actions = [self._action(go, step, lambda _=False, i=index: self.steps.setCurrentRow(i),
                                        f"Ctrl+{index + 1}") for index, step in enumerate(STEPS)]
        self.language_menu = LanguageMenu(self._menu(bar, QT_TRANSLATE_NOOP("MainWindow", "&Language")),
                                          self.choose_language)
        self.language_actions = self.language_menu.actions
        help_menu = self._menu(bar, QT_TRANSLATE_NOOP("MainWindow", "&Help"))
        help_menu.addAction(self.help.toggleViewAction())
        self._tr_action(help_menu, QT_TRANSLATE_NOOP("MainWindow", "&About dpstudio"), self.about)
        self._refresh_recent()

    def _refresh_recent(self):
        self.recent_menu.clear()
        for path in self.recent_files():
            self._action(self.recent_menu, path, lambda _=False, p=path: self.after_unsaved_asked(
                lambda: self.import_file(p)))
        self.recent_menu.setEnabled(bool(self.recent_files()))

    def recent_files(self) -> list[str]:
        value = self.settings.value("recent_files", [])
        return [value] if isinstance(value, str) else list(value or [])

    def _remember(self, path: str):
        recent = [path] + [p for p in self.recent_files() if p != path]
        self.settings.setValue("recent_files", recent[:8])
        self._refresh_recent()

    # -- opening -----------------------------------------------------------------------------------
    def open_table_dialog(self):
        file_filter = self.tr("Tables ({patterns})").format(patterns=TABLE_PATTERNS) + ";;" + self.tr("All files (*)")
        path = QFileDialog.getOpenFileName(self, self.tr("Open a table"), "", file_filter)[0]
        if path:
            self.import_file(path)

    def import_file(self, path):
        """Open a table file as a steward does: a CSV file or a workbook through the import dialog (its
        reading checked, with a preview, before anything opens), other files at once (their types are
        written in them). Returns the dialog, if one was shown."""
        if SUPPORTED.get(Path(str(path)).suffix.lower()) not in CHOSEN_ON_IMPORT or not Path(str(path)).is_file():
            self.open_table(path)  # the loader names a missing or unknown file in the one error dialog
            return None
        return self._show_import(path, None, self._imported)

    def adjust_reading(self):
        """Data page → "Change how the file is read…": the import dialog over the open file, its plan kept."""
        table = self.project.table
        if table is None or self.project.is_database:
            return None
        return self._show_import(table.source, table.schema, self._reimported)

    def _show_import(self, path, start, slot):
        sheets = workbook_sheets(path) if is_workbook(path) else []
        self.import_dialog = ImportDialog(self, path, start, sheets)
        self.import_dialog.imported.connect(slot)
        self.import_dialog.open()
        return self.import_dialog

    def change_column_type(self, name: str, kind: str):
        """The Columns page's detail panel: read the open file again with one column's type changed."""
        table = self.project.table
        if table is None or self.project.is_database or table.schema is None:
            return
        schema = replace(table.schema, columns={**table.schema.columns, name: kind})
        self.tell(QT_TRANSLATE_NOOP("MainWindow", "Reading {file} again with {column} as {type}…"),
                  file=table.source.name, column=name, type=lambda: word(TYPE_WORDS.get(kind, kind)))
        self._opening_plan_without_reading = False
        self._keep_page = True
        self.loader.start(read_again, table.source, schema, self.project.to_plan(),
                          self.project.categories_taken_from_data())

    def _imported(self, table):
        self.tell(QT_TRANSLATE_NOOP("MainWindow", "Opening {file}…"), file=table.source.name)
        self._opening_plan_without_reading = False
        self._keep_page = False
        self.loader.start(with_suggestions, table)

    def _reimported(self, table):
        """The open file read anew: the plan (roles, unit, budget, queries) is kept for the columns still there."""
        self.tell(QT_TRANSLATE_NOOP("MainWindow", "Reading {file} again…"), file=table.source.name)
        self._opening_plan_without_reading = False
        self._keep_page = True
        self.loader.start(with_suggestions, table, self.project.to_plan(), self.project.categories_taken_from_data())

    def open_table(self, path, plan_path=None, from_data=(), reading=None, sheet=None):
        if sheet is None and reading is None and plan_path is None and is_workbook(path):
            sheets = workbook_sheets(path)
            if len(sheets) > 1:  # never the first sheet silently: it may be a cover page
                sheet = self.choose_sheet(path, sheets)
                if sheet is None:
                    self._pending_path = None
                    return
        self.tell(QT_TRANSLATE_NOOP("MainWindow", "Loading {file}…"), file=Path(path).name)
        self._opening_plan_without_reading = False
        self.loader.start(load_with_plan, str(path), plan_path, from_data, reading, sheet=sheet)

    def choose_sheet(self, path, sheets: list[str]) -> str | None:
        """Which sheet of a workbook holds the table (None: cancelled)."""
        name, chosen = QInputDialog.getItem(
            self, self.tr("Choose the sheet"), self.tr("{file} has {count} sheets. Which one holds the table?").format(
                file=Path(path).name, count=number(len(sheets))), sheets, 0, False)
        return name if chosen else None

    def open_sample(self):
        self.open_table(sample_data(), sample_plan())

    def _loaded(self, result):
        table, plan, from_data, suggestions = result
        self.project.set_table(table, None, suggestions)
        if plan:
            document = PlanDocument.from_json(plan)
            self.project.edit_snapshot(QT_TRANSLATE_NOOP("Steps", "Apply the plan"),
                                       lambda snapshot: plan_snapshot(snapshot, document, from_data))
        if not self._keep_page:  # a table opened afresh (a project's, the sample, a file): nothing edited yet
            self.project.undo_stack.setClean()
            self.project.path, self._pending_path = self._pending_path, None  # another table: not that project's
        self._remember(str(table.source))
        if self._opening_plan_without_reading:
            self.tell(QT_TRANSLATE_NOOP("MainWindow", "Loaded {file}: {rows}. The project's plan did not say how "
                                                      "to read the file, so it was inferred ({schema}); save the "
                                                      "project to keep it."),
                      file=table.source.name, rows=lambda: counted(len(table.frame), "rows"),
                      schema=lambda: said(table.schema.describe(), app_language()))
        else:
            self.tell(QT_TRANSLATE_NOOP("MainWindow", "Loaded {file}: {rows}."), file=table.source.name,
                      rows=lambda: counted(len(table.frame), "rows"))
        if self._keep_page:
            self._keep_page = False
            return
        self.steps.setCurrentRow(1 if plan is None else 2)

    def open_database_dialog(self, url: str = "", table: str | None = None, query: str | None = None,
                             timeout: float | None = None):
        """File → Open database…: the dialog connects, lists the tables and opens one (or a query)."""
        if self.database_dialog is not None and self.database_dialog.runner.running:
            self.database_dialog.open()  # still waiting for the database: show it again, do not start over
            return self.database_dialog
        url = url or str(self.settings.value("database/url", "") or "")  # a URL never holds the password
        self.database_dialog = DatabaseDialog(self, url, table, query, timeout)
        self.database_dialog.opened.connect(self._database_opened)
        self.database_dialog.open()
        return self.database_dialog

    def _database_opened(self, table):
        plan, self._pending_database_plan = self._pending_database_plan, None
        self.project.set_table(table, None, header_suggestions(table.kinds))
        self.settings.setValue("database/url", table.url)
        if plan is not None:
            document = PlanDocument.from_json(plan["plan"])
            self.project.edit_snapshot(QT_TRANSLATE_NOOP("Steps", "Open the project's plan"),
                                       lambda snapshot: plan_snapshot(snapshot, document, plan["from_data"],
                                                                      plan["planning"]))
        self.project.undo_stack.setClean()  # as opened: unsaved only once the steward edits
        self.project.path = plan["path"] if plan is not None else None
        self.tell(QT_TRANSLATE_NOOP("MainWindow", "Opened {table} in {url}: {rows} (they stay in the database)."),
                  table=table.name, url=table.url, rows=lambda: counted(table.rows, "rows"))
        if plan is not None:
            self._tell_rows_counted(plan["plan"])
        self.steps.setCurrentRow(1 if plan is None else 2)

    def _open_database_project(self, path, data):
        """A project over a database table: the dialog opens it again, asking for the password."""
        where = data["data"]["database"]
        self._pending_database_plan = {"plan": data.get("plan") or {}, "from_data": data.get("categories_from_data", []),
                                       "path": Path(path),
                                       "planning": data.get("planning") if isinstance(data.get("planning"), dict) else {}}
        timeout = where.get("timeout")
        dialog = self.open_database_dialog(where.get("url", ""), where.get("table"), where.get("query"),
                                           timeout if isinstance(timeout, (int, float)) and timeout > 0 else None)
        dialog.rejected.connect(lambda: setattr(self, "_pending_database_plan", None))  # not for a later table
        dialog.status.setText(self.tr("The project reads this database. Type the password, then Test connection or "
                                      "Open."))
        dialog.password.setFocus()

    def open_project_dialog(self):
        path = QFileDialog.getOpenFileName(self, self.tr("Open a project"), "",
                                           self.tr("dpstudio projects (*.dpstudio.json *.json)"))[0]
        if path:
            self.open_project(path)

    def open_project(self, path):
        try:
            data = read_project(path)
        except Exception as error:  # shown in the one error dialog; nothing is lost
            self.show_error(error)
            return
        if "database" in (data.get("data") or {}):
            self._open_database_project(path, data)
            return
        source = (data.get("data") or {}).get("path")
        self._pending_plan = data.get("plan")
        self._pending_planning = data.get("planning") if isinstance(data.get("planning"), dict) else {}
        self._pending_sha = (data.get("data") or {}).get("sha256")
        reading = (self._pending_plan or {}).get("reading")
        self._pending_path = Path(path)  # the project's file once its table has opened (_loaded)
        self.open_table(source, None, data.get("categories_from_data", []), reading)
        self._opening_plan_without_reading = reading is None
        self.loader.done.connect(self._apply_pending_plan)

    def _apply_pending_plan(self, result):
        self.loader.done.disconnect(self._apply_pending_plan)
        plan, from_data, planning = self._pending_plan, result[2], self._pending_planning
        document = PlanDocument.from_json(plan)
        self.project.edit_snapshot(QT_TRANSLATE_NOOP("Steps", "Open the project's plan"),
                                   lambda snapshot: plan_snapshot(snapshot, document, from_data, planning))
        self.project.undo_stack.setClean()  # as saved: unsaved only once the steward edits (issue 32)
        self.steps.setCurrentRow(2)
        self._tell_rows_counted(plan)
        table = self.project.table
        if self._pending_sha and table is not None and table.fingerprint != self._pending_sha:
            self.data_changed_notice(table.source)

    def _tell_rows_counted(self, plan) -> None:
        """A plan from before dpstudio counted people (plan version 9) keeps counting rows: say so."""
        if isinstance(plan, dict) and ROWS_NOTICE in migrate_plan(plan)[1]:
            self.tell(QT_TRANSLATE_NOOP("MainWindow", "This project's plan was saved before dpstudio could count "
                                                      "people: its counts still count rows, as they did. The Queries "
                                                      "page shows what each query counts, and lets you count "
                                                      "people instead."))

    def data_changed_notice(self, source) -> QMessageBox:
        """The project's data file is not the one it was saved with: say so, keep everything."""
        text = self.tr("The data file {file} has changed since this project was saved. The project's plan was kept as "
                       "it was; check the columns' roles, bounds and categories, and the preview, before you "
                       "release.").format(file=source)
        self.tell(QT_TRANSLATE_NOOP("MainWindow", "The data file has changed since the project was saved: {file}"),
                  file=source)
        box = QMessageBox(QMessageBox.Information, self.tr("The data file has changed"), text, QMessageBox.Ok, self)
        box.setTextFormat(Qt.PlainText)  # a file name, never HTML
        box.setAccessibleName("Data file changed")
        box.open()
        return box

    def save_project(self) -> bool:
        """File → Save: into the project's file, or, for a project that has none yet, one the steward
        chooses. False when nothing was saved (the choice was cancelled)."""
        if self.project.path is None:
            return self.save_project_dialog()
        self.project.save(self.project.path)
        self.tell(QT_TRANSLATE_NOOP("MainWindow", "Saved {file}"), file=str(self.project.path))
        return True

    def save_project_dialog(self) -> bool:
        path = QFileDialog.getSaveFileName(self, self.tr("Save the project"), suggested_project_path(self.project),
                                           self.tr("dpstudio projects (*.dpstudio.json)"))[0]
        if path:
            self.project.save(path)
            self.tell(QT_TRANSLATE_NOOP("MainWindow", "Saved {file}"), file=path)
        return bool(path)

    def choose_ledger(self, path: str | None = None):
        """Where releases are recorded, e.g. a shared drive so that every steward charges the same ledger."""
        if path is None:
            path = QFileDialog.getSaveFileName(self, self.tr("Choose the ledger file (new or existing)"),
                                               self.settings.value("ledger/path", "") or "ledger.sqlite",
                                               self.tr("dpstudio ledgers (*.sqlite)"),
                                               options=QFileDialog.DontConfirmOverwrite)[0]
        if path:
            self.settings.setValue("ledger/path", path)
            self.release_page.show_ledger()
            self.tell(QT_TRANSLATE_NOOP("MainWindow", "Releases are recorded in {file}"), file=path)

    # -- the rest ------------------------------------------------------------------------------------
    def show_error(self, error, details: str = ""):
        self.tell(ATTENTION)
        return show_error(self, error, details)

    def _released(self, folder: str) -> None:
        self.tell(QT_TRANSLATE_NOOP("MainWindow", "Released into {folder}."), folder=folder)

    def tell(self, text: str, **values) -> None:
        """`text` (marked under "MainWindow") in the status bar, told again in a new language while it is still
        there. A value may be a function, evaluated in each language (a number with the language's marks)."""
        self._told = (text, values)
        self.statusBar().showMessage(self._told_text())

    def _told_text(self) -> str:
        text, values = self._told
        return translated("MainWindow", text).format(**{k: v() if callable(v) else v for k, v in values.items()})

    def _tell_again(self, before: str) -> None:
        """After a change of language: the status bar's message in the new one, if `before` still shows."""
        if self._told is not None and self.statusBar().currentMessage() == before:  # never one since cleared
            self.statusBar().showMessage(self._told_text())

    def _clear_attention(self) -> None:
        """An edit after an error: the status bar no longer says something needs attention."""
        if self.statusBar().currentMessage() == translated("MainWindow", ATTENTION):
            self.statusBar().clearMessage()

    def about_text(self) -> str:
        return (f"<b>dpstudio {__version__}</b><br>"
                + self.tr("Publish statistics about patients under differential privacy.")
                + f"<br><br>OpenDP {version('opendp')} · Qt {qVersion()} (PySide6 {pyside_version})")

    def about(self):
        QMessageBox.about(self, self.tr("About dpstudio"), self.about_text())

    def _update_title(self, *_):
        name = self.project.shown_table_name or self.tr("no table")
        dirty = "" if self.project.undo_stack.isClean() else " *"
        self.setWindowTitle(f"dpstudio — {name}{dirty}")

    def dragEnterEvent(self, event):
        if event.mimeData().hasUrls():
            event.acceptProposedAction()

    def dropEvent(self, event):
        urls = event.mimeData().urls()
        if urls:
            path = urls[0].toLocalFile()
            self.after_unsaved_asked(lambda: self.import_file(path))

    def closeEvent(self, event):
        if self.has_unsaved_changes() and not self._unsaved_answered:
            event.ignore()  # asked first; Save or Discard closes the window again (_unsaved_chosen)
            if self.unsaved_box is None or not self.unsaved_box.isVisible():
                self.unsaved_box = ask_about_unsaved_changes(self, self._project_name(), self._unsaved_chosen)
            return
        self._unsaved_answered = False  # a close refused below asks again next time
        if self.release_page.runner.running and not self.confirm_close_during_export():
            event.ignore()
            return
        self.settings.setValue("window/geometry", self.saveGeometry())
        self.settings.setValue("window/state", self.saveState())
        self.loader.cancel()
        if self.database_dialog is not None:
            self.database_dialog.runner.cancel()
        self.release_page.runner.request_cancel()  # stops before the charge; after it, the files are finished
        for runner in (self.release_page.runner, self.preview_page.runner, self.preview_page.planner,
                       self.release_page.ledger_runner, self.columns_page.people_counter, self.columns_page.risk.runner,
                       self.queries_page.accounting_advice.runner, self.loader):
            runner.wait()  # no worker outlives the window (it would report into deleted widgets)
        super().closeEvent(event)

    def after_unsaved_asked(self, replace) -> None:
        """Run `replace` (it opens another table, the sample or a project in this one's place) at once, or, over
        unsaved edits, once the steward has answered Save (and it saved) or Discard; Cancel keeps the project."""
        if not self.has_unsaved_changes():
            replace()
            return
        if self.unsaved_box is not None and self.unsaved_box.isVisible():
            return  # already asking
        self.unsaved_box = ask_about_unsaved_changes(self, self._project_name(),
                                                     lambda choice: self._go_on_if(choice, replace),
                                                     QUESTION_BEFORE_OPENING)

    def _project_name(self) -> str:
        """The project as the unsaved-changes question names it: its file, else its table."""
        return self.project.path.name if self.project.path else self.project.shown_table_name

    def has_unsaved_changes(self) -> bool:
        """Edits since the project was opened or saved (the title's "*")."""
        return self.project.table is not None and not self.project.undo_stack.isClean()

    def _unsaved_chosen(self, choice) -> None:
        """The answer to the unsaved-changes question before closing: Save (and close, unless the save was
        cancelled), Discard (close), or Cancel (stay)."""
        self._go_on_if(choice, self._close_answered)

    def _close_answered(self) -> None:
        self._unsaved_answered = True
        self.close()

    def _go_on_if(self, choice, go_on) -> None:
        """After the unsaved-changes question: `go_on()` once Save has saved (a cancelled save stays) or on
        Discard; nothing on Cancel."""
        if choice == QMessageBox.Save and not self.save_project():
            return
        if choice in (QMessageBox.Save, QMessageBox.Discard):
            go_on()

    def confirm_close_during_export(self) -> bool:
        """Ask before closing while an export runs; True to stop it and close."""
        answer = QMessageBox.question(
            self, self.tr("An export is running"),
            self.tr("An export is running. Close dpstudio anyway?\n\nIf the budget has not been charged yet, the "
                    "export stops and nothing is spent. If it has, dpstudio finishes writing the files before it "
                    "closes."),
            QMessageBox.Yes | QMessageBox.No, QMessageBox.No)
        return answer == QMessageBox.Yes
