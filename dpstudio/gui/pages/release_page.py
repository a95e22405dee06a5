"""Step 5, Release: say what will be spent and where the files go, then export once."""
from __future__ import annotations

import json
from html import escape

import traceback
from datetime import datetime
from pathlib import Path

from platformdirs import user_documents_dir

from PySide6.QtCore import QT_TRANSLATE_NOOP, Qt, Signal
from PySide6.QtGui import QTextDocumentFragment
from PySide6.QtWidgets import (QCheckBox, QComboBox, QDialog, QFileDialog, QHBoxLayout, QLabel, QLineEdit,
                               QMessageBox, QPushButton, QTextBrowser, QVBoxLayout, QWidget)

from ...core.plan import edits
from ...core.base.budget import Budget
from ...core.base.errors import Cancelled, ChargedNotDelivered, DpStudioError, InputError
from ...core.base.languages import LANGUAGES
from ...core.ledger.book import Ledger, default_ledger_path
from ...core.ledger.lifetime_delta import DEFAULT_LIFETIME_DELTA
from ...core.ledger.population_match import population_of, set_lifetime_budget
from ...core.ledger.signing import office_signer, write_public_key
from ...core.pipeline.publish import publish
from ...core.base.words.message import Message, said
from ..fitting import FittingCombo
from ..ledger_dialogs import ReasonDialog
from ..ledger_status import CHECKING, check_ledger, population_key, release_outlook
from ..task_progress import TaskProgress
from ..workers import ENGINE_LOCK, TaskRunner
from .release_texts import export_blocked_by, released_values_html
from ..numbers import counted, given, typed
from ..translation import app_language, translated
from ..widgets import DecimalBox, named, set_help
from ...core.plan.release_plan import parse_plan


CANCELLED = QT_TRANSLATE_NOOP("ReleasePage", "Cancelled before the budget was charged: nothing was released, "
                                             "charged or written.")


def _sentence_start(text: str) -> str:
    """`text` with its first letter a capital, the rest as it is (a file's name keeps its case)."""
    return text[:1].upper() + text[1:]


def export_release(rows, plan: dict, fingerprint: str, folder: str, ledger_path, source: str = "a table",
                   population: str | None = None, progress=None, cancel=None, language: str = "en", sketched=None):
    """Draw the release once, charge the ledger, write the bundle (runs on a worker thread); `cancel` is
    honoured up to the charge (publish); `sketched`: the table's people as the ledger check sketched them."""
    # start-up: the PDF writer's fonts only when a release is exported
    from ...report_pdf import write_pdf

    with Ledger(ledger_path) as ledger:
        return publish(rows, plan, fingerprint, folder, ledger, pdf_writer=write_pdf, source=source,
                       population=population, progress=progress, cancel=cancel, language=language,
                       sketched=sketched)


class ReleasePage(QWidget):
    exported = Signal(object)
    goTo = Signal(int)  # a step of the main window: where to fix what blocks the export

    def __init__(self, project, show_error, parent=None):
        super().__init__(parent)
        self.project = project
        self.show_error = show_error
        self.summary = named(QLabel(), "Release summary")
        self.summary.setWordWrap(True)
        self.folder = named(QLineEdit(), "Output folder")
        self.browse = named(QPushButton(), "Choose output folder")
        self.export_button = named(QPushButton(), "Export release")
        self.publisher = named(QLineEdit(), "Publisher")
        self.script_button = named(QPushButton(), "Save as Python script")
        self.notebook_button = named(QPushButton(), "Save as notebook")
        self.public_key_button = named(QPushButton(), "Export public key")
        self.public_key_button.clicked.connect(lambda: self.export_public_key())
        self.script_button.clicked.connect(lambda: self.save_code("script"))
        self.notebook_button.clicked.connect(lambda: self.save_code("notebook"))
        self.blocked = named(QLabel(), "Why export is disabled")
        self.blocked.setWordWrap(True)
        self.blocked.setTextFormat(Qt.RichText)
        self.blocked.setStyleSheet("color: #b71c1c;")
        # its link ("Fix it on Queries & budget") is reached with Tab and followed with Enter, not only clicked
        self.blocked.setTextInteractionFlags(Qt.LinksAccessibleByMouse | Qt.LinksAccessibleByKeyboard)
        self.blocked.setFocusPolicy(Qt.StrongFocus)
        self.blocked.linkActivated.connect(lambda link: self.goTo.emit(int(link.removeprefix("step:"))))
        self.report_language = named(QComboBox(), "Report language")
        for code, name in LANGUAGES.items():
            self.report_language.addItem(name, code)
        self._report_language_chosen = False
        self.report_language.activated.connect(lambda *_: setattr(self, "_report_language_chosen", True))
        # what Save as script/notebook and Export public key did: a line of its own, so that the values of the
        # last release, shown below, stay where they are
        self.saved_note = named(QLabel(), "Saved files note")
        self.saved_note.setWordWrap(True)
        self.saved_note.setTextFormat(Qt.RichText)
        self.saved_note.setTextInteractionFlags(Qt.TextSelectableByMouse)
        self.saved_note.hide()
        self._saved_words = None  # what gives the note's words, in the app's language
        self.result = named(QTextBrowser(), "Release result")
        self.result.setOpenExternalLinks(True)
        self.ledger_label = named(QLabel(), "Ledger status")
        self.ledger_label.setWordWrap(True)
        self.lifetime_epsilon = named(DecimalBox(), "Lifetime epsilon")
        self.lifetime_epsilon.setRange(0.01, 1000)
        self.lifetime_epsilon.setValue(10)
        self.lifetime_delta = named(QLineEdit(), "Lifetime delta")  # a δ is typed as 1e-6: no number box shows it
        self.lifetime_delta.setText(given(DEFAULT_LIFETIME_DELTA))
        self.lifetime_delta.setFixedWidth(self.fontMetrics().horizontalAdvance("0.000001") + 16)  # never squeezed
        self.lifetime_button = named(QPushButton(), "Set lifetime budget")
        self.new_population = named(QCheckBox(), "Declare a new population")
        # long population names must not squeeze the ledger's sentence nor widen the window: the list opens wider
        self.population_choice = named(FittingCombo(), "Population")
        self.population_choice.view().setMinimumWidth(420)
        self.reason_dialog: ReasonDialog | None = None
        self._match_cache: tuple | None = None
        # (table, column, TableSketches): the people of a table held in memory as a check sketched them, reused by
        # the next check, the question before an export and the export (a database table is sketched each time)
        self._sketched: tuple | None = None
        self._checked_column: str | None = None  # the privacy unit the ledger status was last asked for
        self._cancel_asked = False
        self.labels = {name: QLabel() for name in ("folder", "lifetime", "lifetime delta", "publisher", "language")}
        row = QHBoxLayout()
        row.addWidget(self.labels["folder"])
        row.addWidget(self.folder, 1)
        row.addWidget(self.browse)
        ledger_row = QHBoxLayout()  # under the ledger's sentence, which gets the page's whole width
        ledger_row.addWidget(self.population_choice)
        ledger_row.addWidget(self.labels["lifetime"])
        ledger_row.addWidget(self.lifetime_epsilon)
        self.labels["lifetime delta"].setText("δ")  # beside "Lifetime ε" it reads as the lifetime δ, in any language
        self.labels["lifetime delta"].setBuddy(self.lifetime_delta)
        ledger_row.addWidget(self.labels["lifetime delta"])
        ledger_row.addWidget(self.lifetime_delta)
        ledger_row.addWidget(self.new_population)
        ledger_row.addWidget(self.lifetime_button)
        ledger_row.addStretch(1)
        layout = QVBoxLayout(self)
        layout.addWidget(self.summary)
        layout.addWidget(self.ledger_label)
        layout.addLayout(ledger_row)
        publisher_row = QHBoxLayout()
        publisher_row.addWidget(self.labels["publisher"])
        publisher_row.addWidget(self.publisher, 1)
        publisher_row.addWidget(self.labels["language"])
        publisher_row.addWidget(self.report_language)
        layout.addLayout(publisher_row)
        layout.addLayout(row)
        export_row = QHBoxLayout()
        export_row.addWidget(self.export_button, 1)
        export_row.addWidget(self.script_button)
        export_row.addWidget(self.notebook_button)
        export_row.addWidget(self.public_key_button)
        layout.addLayout(export_row)
        layout.addWidget(self.blocked)
        layout.addWidget(self.saved_note)
        layout.addWidget(self.result, 1)

        self.runner = TaskRunner(self, lock=ENGINE_LOCK)
        self._exported_plan: dict = {}  # the plan of the export running or last run
        self.runner.done.connect(self._done)
        self.runner.failed.connect(self._failed)
        self.runner.busy.connect(lambda busy: self.export_button.setEnabled(not busy))
        # Cancel asks publish to stop before the charge and waits to hear how it ended: a task dropped
        # just as it charged the ledger would say "nothing was released" when something was
        self.task_progress = TaskProgress(self.runner, QT_TRANSLATE_NOOP("TaskProgress", "Releasing"), waits=True)
        self.task_progress.cancel_button.clicked.connect(lambda: setattr(self, "_cancel_asked", True))
        layout.insertWidget(layout.indexOf(self.export_button) + 1, self.task_progress)
        # finding the people's population reads the table's whole person column: on a worker
        self.ledger_runner = TaskRunner(self, lock=ENGINE_LOCK)
        self.ledger_runner.done.connect(self._ledger_checked)
        self.ledger_runner.busy.connect(lambda busy: self.lifetime_button.setEnabled(not busy))
        self.browse.clicked.connect(self._choose)
        self.lifetime_button.clicked.connect(lambda: self.set_lifetime_budget())
        self.population_choice.activated.connect(lambda _: self.show_ledger(refill=False))
        self.export_button.clicked.connect(lambda: self.export())
        self.publisher.editingFinished.connect(self._publisher_edited)
        project.changed.connect(self.refresh)
        project.tableChanged.connect(lambda: setattr(self, "_sketched", None))  # before show_ledger: not the old table's
        project.tableChanged.connect(self._default_folder)
        project.tableChanged.connect(lambda: self._say_saved(None))  # the files saved were another table's
        project.tableChanged.connect(self.show_ledger)  # not on every edit: it reads the ledger file
        self.retranslate()

    def retranslate(self) -> None:
        """Every word of the page in the app's language (at start, and when the steward picks another)."""
        self.task_progress.retranslate()
        set_help(self.folder, self.tr("A new folder for the release files; it must not exist yet"))
        self.browse.setText(self.tr("Choose…"))
        self.export_button.setText(self.tr("Export release…"))
        set_help(self.export_button, self.tr("Draws the noise once, spends the budget and writes the files"))
        set_help(self.publisher, self.tr(
            "Who publishes, as the report should show it: an organisation or a display name. It is saved with the "
            "project. Leave it empty and the report names no one; your computer's user name is never published (it "
            "stays in the private ledger)."))
        self.publisher.setPlaceholderText(self.tr("e.g. Data Office, St Example Hospital (optional)"))
        self.script_button.setText(self.tr("Save as Python script…"))
        set_help(self.script_button, self.tr(
            "A runnable script that releases this plan as Export does, charged to the same ledger (each run is a new "
            "release, refused over the lifetime budget): for reviewers and pipelines"))
        self.notebook_button.setText(self.tr("Save as notebook…"))
        set_help(self.notebook_button, self.tr("The same as a Jupyter notebook"))
        self.public_key_button.setText(self.tr("Export public key…"))
        set_help(self.public_key_button, self.tr(
            "Save the data office's public key, for the recipients of your releases: every release is signed with "
            "its private key, kept beside the ledger, and a recipient checks a release with dpstudio verify FOLDER "
            "--key FILE"))
        set_help(self.report_language, self.tr(
            "The language of report.html and report.pdf, recorded in release.json (whose field names stay English). "
            "It follows the app's language until you choose."))
        set_help(self.lifetime_epsilon, self.tr("The most ε this dataset may ever spend, over all its releases"))
        set_help(self.lifetime_delta, self.tr(
            "The most δ this dataset may ever spend, over all its releases (default {default}, as the command line's "
            "ledger set-budget has it). Only Gaussian noise spends δ; 0 allows Laplace-only releases.").format(
            default=given(DEFAULT_LIFETIME_DELTA)))
        self.lifetime_button.setText(self.tr("Set lifetime budget"))
        set_help(self.lifetime_button, self.tr(
            "Record the lifetime budget of these people in the ledger (the change is recorded; raising it asks for "
            "a reason)"))
        self.new_population.setText(self.tr("New population"))
        set_help(self.new_population, self.tr(
            "Declare the table's people a population of their own, not the known one they match (asks for a "
            "reason, which is recorded)"))
        set_help(self.population_choice, self.tr(
            "Which population the table's people belong to: recognised by the ledger, or one you declare them part "
            "of (recorded in the ledger)"))
        if self.population_choice.count():
            self.population_choice.setItemText(0, self.tr("Recognised by the ledger"))
        self.labels["folder"].setText(self.tr("Write the release to"))
        self.labels["lifetime"].setText(self.tr("Lifetime ε"))
        self.labels["publisher"].setText(self.tr("Published by"))
        self.labels["language"].setText(self.tr("Report in"))
        if self.project.table is not None:
            self.show_ledger()  # the ledger's sentence and the populations' names, in the new language
        self._say_saved(self._saved_words)
        self.refresh()

    def _default_folder(self) -> None:
        table = self.project.table
        if table is not None:
            stamp = datetime.now().strftime("%Y-%m-%d-%H%M")
            base = Path(user_documents_dir()) / "dpstudio releases" / f"{self._stem()}-{stamp}"
            folder, number = base, 2
            while folder.exists():
                folder, number = Path(f"{base}-{number}"), number + 1
            self.folder.setText(str(folder))

    def _choose(self) -> None:
        chosen = QFileDialog.getSaveFileName(self, self.tr("Choose a name for the new release folder"),
                                             self.folder.text())[0]
        if chosen:
            self.folder.setText(chosen)

    def describe(self) -> str:
        state = self.project.state
        spent = self.project.spent_epsilon()
        deltas = sum(float(q.get("delta", 0)) for q in state.queries)
        unit = (self.tr("each person (<i>{column}</i>, at most {rows} each)").format(
                    column=escape(state.person_column), rows=counted(state.max_rows, "rows"))
                if state.person_column else self.tr("each row"))
        text = self.tr("This release answers <b>{queries}</b> and spends <b>ε = {epsilon}</b> and "
                       "δ = {delta} of the budget ε = {budget_epsilon}, δ = {budget_delta}. It protects {unit}. The "
                       "noise is drawn once, when you export.").format(
            queries=counted(len(state.queries), "queries"), epsilon=given(spent), delta=given(deltas),
            budget_epsilon=given(state.epsilon), budget_delta=given(state.delta), unit=unit)
        taken = self.project.categories_taken_from_data()
        if taken:
            text += " " + self.tr("<b>Category lists taken from the data</b> (recorded): {columns}.").format(
                columns=escape(", ".join(taken)))
        return text

    def ledger_path(self):
        return self.settings_ledger_path() or None

    def export_ledger_path(self) -> Path:
        """The ledger file Export charges: the app's setting, else $DPSTUDIO_LEDGER or the data folder's."""
        chosen = self.ledger_path()
        return Path(chosen) if chosen else default_ledger_path()  # as Ledger(path) finds it

    def settings_ledger_path(self) -> str:
        window = self.window()
        settings = getattr(window, "settings", None)
        return str(settings.value("ledger/path", "") or "") if settings is not None else ""

    def population(self, ledger):
        """The table's population under the plan's privacy unit (the sketch is cached per table and unit, by
        the ledger check; found here only when asked for before that check has ended)."""
        table, column, join = self.project.table, self.project.state.person_column, self.joined_population()
        key = population_key(table, column, ledger, join)
        if self._match_cache is None or self._match_cache[0] != key:
            with ENGINE_LOCK:  # not while a worker reads the table through the same connection
                self._match_cache = (key, population_of(ledger, self.project.people_source(), column,
                                                        table.fingerprint, join, self.sketched_people()))
            self._keep_sketch(self._match_cache[1])
        return self._match_cache[1]

    def sketched_people(self):
        """The table's people as an earlier check sketched them (population_match.TableSketches), if the table is
        held in memory and still the one checked, under the same privacy unit; else None."""
        held, project = self._sketched, self.project
        if held is None or project.is_database or held[0] is not project.table or held[1] != project.state.person_column:
            return None
        return held[2]

    def _keep_sketch(self, match) -> None:
        if match is not None and match.table is not None and not self.project.is_database:
            self._sketched = (self.project.table, match.table.person_column, match.table)

    def _stem(self) -> str:
        if self.project.is_database:  # "public.admissions" or "a query on hospital", as a folder name
            return "".join(c if c.isalnum() or c in "._-" else "-" for c in self.project.table_name)
        return self.project.table.source.stem

    def ledger_name(self) -> str:
        """How the ledger names the table (private): a file's name, or the database URL and table (no password)."""
        table = self.project.table
        if self.project.is_database:
            return f"{table.url} {table.what()}"
        return table.source.name

    def joined_population(self) -> str | None:
        """The id of the known population the steward declared the table part of (None: recognise it)."""
        return self.population_choice.currentData()

    def _fill_populations(self, known) -> None:
        chosen = self.joined_population()
        self.population_choice.clear()
        self.population_choice.addItem(self.tr("Recognised by the ledger"), None)
        for population in known:
            self.population_choice.addItem(self.tr("Part of population {id} (first seen in {source})").format(
                id=population.id[:12], source=population.source), population.id)
        self.population_choice.setCurrentIndex(max(0, self.population_choice.findData(chosen)))

    def show_ledger(self, refill: bool = True) -> None:
        """Check the ledger on a worker (it reads the table's people); "Checking the ledger…" until then."""
        table = self.project.table
        self._match_cache = None  # the ledger may have changed
        if table is None:
            self.ledger_runner.cancel()
            self._checked_column = None
            self.ledger_label.setText("")
            return
        self._checked_column = self.project.state.person_column
        self.ledger_label.setText(translated("LedgerStatus", CHECKING))
        self.ledger_runner.start(check_ledger, self.ledger_path(), table, self._checked_column,
                                 self.project.people_source, self.joined_population(), refill,
                                 sketched=self.sketched_people())

    def _ledger_checked(self, check) -> None:
        if check.known is not None:
            self._fill_populations(check.known)
        if check.key is not None:
            self._match_cache = (check.key, check.match)
            if check.key[0] == id(self.project.table):  # not a check of a table closed meanwhile
                self._keep_sketch(check.match)
        self.ledger_label.setText(check.text)

    def lifetime_delta_typed(self) -> float | None:
        """The Lifetime δ field's figure; None (and the steward told why) when it is not one from 0 to below 1."""
        try:
            delta = typed(self.lifetime_delta.text())
        except ValueError:
            delta = None
        if delta is None or not 0 <= delta < 1:
            self.show_error(InputError(
                self.tr("the lifetime δ must be a number from 0 to below 1, such as {default}: “{typed}” was not "
                        "taken").format(default=given(DEFAULT_LIFETIME_DELTA), typed=self.lifetime_delta.text()),
                hint=self.tr("Type the lifetime δ again, or leave {default}").format(
                    default=given(DEFAULT_LIFETIME_DELTA))))
            return None
        return delta

    def set_lifetime_budget(self, epsilon: float | None = None, delta: float | None = None) -> None:
        """Set the budget at once, or, to raise it or declare a new population, after asking why. The ε and δ
        are the fields' unless given."""
        table = self.project.table
        if table is None:
            return
        delta = self.lifetime_delta_typed() if delta is None else delta
        if delta is None:
            return
        budget = Budget.of(self.lifetime_epsilon.value() if epsilon is None else epsilon, delta)
        with Ledger(self.ledger_path()) as ledger:
            match = self.population(ledger)
            dataset = match.id or match.legacy_key
            limit = ledger.budget(dataset) if dataset else None
        if self.new_population.isChecked():
            self._ask(self.tr("Declare a new population"),
                      self.tr("Treat the people of {table} as a population of their own, with a lifetime budget of "
                              "ε = {epsilon} and δ = {delta}?").format(table=self.project.shown_table_name,
                                                                      epsilon=given(budget.epsilon),
                                                                      delta=given(budget.delta))
                      + " " + _sentence_start(match.describe(app_language())) + ".",
                      self.tr("Declare new population"), lambda reason: self._apply(budget, None, reason))
        elif limit is not None and (budget.epsilon > limit.epsilon or budget.delta > limit.delta):
            self._ask(self.tr("Raise the lifetime budget"),
                      self.tr("Raise the lifetime budget of these people from ε = {old}, δ = {old_delta} to "
                              "ε = {new}, δ = {new_delta}? Every release of them adds to what an attacker may learn "
                              "about each person.").format(
                          old=given(limit.epsilon), new=given(budget.epsilon), old_delta=given(limit.delta),
                          new_delta=given(budget.delta)),
                      self.tr("Raise budget"), lambda reason: self._apply(budget, reason, None))
        else:
            self._apply(budget, None, None)

    def _ask(self, title: str, question: str, confirm: str, then) -> None:
        self.reason_dialog = ReasonDialog(title, question, confirm, self)
        dialog = self.reason_dialog
        dialog.finished.connect(lambda result: then(dialog.text()) if result == QDialog.Accepted else None)
        dialog.open()

    def _apply(self, budget: Budget, reason: str | None, new_population_reason: str | None) -> None:
        try:
            with Ledger(self.ledger_path()) as ledger:
                set_lifetime_budget(ledger, self.population(ledger), budget, self.project.table_name,
                                    reason, new_population_reason)
        except Exception as error:  # e.g. lowering below what was spent: shown with the figures
            self.show_error(error, traceback.format_exc())
        self.new_population.setChecked(False)
        self.show_ledger()

    def _publisher_edited(self) -> None:
        name = self.publisher.text().strip()
        self.project.edit_plan(QT_TRANSLATE_NOOP("Steps", "Change the publisher"),
                               lambda doc: edits.with_publisher(doc, name))

    def refresh(self) -> None:
        self.summary.setText(self.describe())
        if self.publisher.text().strip() != self.project.state.publisher:
            self.publisher.setText(self.project.state.publisher)
        if self.project.table is not None and self._checked_column != self.project.state.person_column:
            self.show_ledger()  # another privacy unit: other people to find in the ledger
        why = export_blocked_by(self.project)
        self.blocked.setText(why)
        self.blocked.setVisible(bool(why))
        self.export_button.setEnabled(not why and not self.runner.running)
        code = not why and not self.project.is_database
        self.script_button.setEnabled(code)
        self.notebook_button.setEnabled(code)

    def save_code(self, what: str, path: str | None = None) -> Path | None:
        """The plan as a runnable Python script or a Jupyter notebook (core/output/plan_code.py)."""
        # start-up: the code writer only when the script is saved
        from ...core.output.plan_code import notebook, python_script

        suffix = ".py" if what == "script" else ".ipynb"
        if path is None:
            kind = self.tr("Python scripts") if what == "script" else self.tr("Jupyter notebooks")
            path = QFileDialog.getSaveFileName(self, self.tr("Save the plan as code"), f"release_plan{suffix}",
                                               f"{kind} (*{suffix})")[0]
            if not path:
                return None
        # the ledger and population Export charges, the report's language: each run is a release like Export's
        plan, data, ledger = self.project.to_plan(), str(self.project.table.source), str(self.export_ledger_path())
        language, population = self.report_language.currentData(), self.joined_population()
        text = python_script(plan, data, ledger, language, population) if what == "script" else \
            json.dumps(notebook(plan, data, ledger, language, population), indent=1)
        try:
            Path(path).write_text(text, encoding="utf-8")
        except OSError as error:
            self.show_error(InputError(self.tr("the file could not be written ({reason})").format(
                reason=error.strerror), where=str(path), hint=self.tr("Choose another folder")))
            return None
        self._say_saved(lambda: self.tr("Saved {file}: it releases this plan as Export does, charged to the same "
                                        "ledger. Each run is a new release with fresh noise, charged again, and is "
                                        "refused over the lifetime budget.").format(file=escape(str(path), quote=False)))
        return Path(path)

    def _say_saved(self, words=None) -> None:
        """What was saved, in the note above the release's result (never in place of its values): `words` gives
        its HTML in the app's language, again when the language changes; None clears it (another table)."""
        self._saved_words = words
        html = words() if words is not None else ""
        self.saved_note.setText(html)
        self.saved_note.setVisible(bool(html))

    def export_public_key(self, path: str | None = None) -> Path | None:
        """Save the data office's public key (made now if the ledger has none yet) and say its fingerprint."""
        if path is None:
            path = QFileDialog.getSaveFileName(
                self, self.tr("Export the data office's public key"),
                str(Path(user_documents_dir()) / "data-office-public-key.pem"),
                self.tr("Public keys") + " (*.pem)")[0]  # the dialog asks before replacing a file
            if not path:
                return None
        try:
            with Ledger(self.ledger_path()) as ledger:
                ledger.ensure_intact(Message("no key was made or shown"))
                signer = office_signer(ledger)
                write_public_key(signer, path, replace=True)
        except DpStudioError as error:
            self.show_error(error)
            return None
        self._say_saved(lambda: self.tr(
            "The data office's public key is saved in {file}. Its fingerprint is <code>{fingerprint}</code>. Publish "
            "both where the recipients of your releases get them from you (not only inside a release); they check a "
            "release with <code>dpstudio verify FOLDER --key {file}</code>.").format(
            file=escape(str(path), quote=False), fingerprint=signer.fingerprint))
        self.show_ledger()  # the ledger's sentence names the key now
        return Path(path)

    def follow_app_language(self, language: str) -> None:
        """The report is written in the app's language, until the steward chooses another for it."""
        if not self._report_language_chosen:
            self.report_language.setCurrentIndex(self.report_language.findData(language))

    def showEvent(self, event) -> None:
        """The ledger read again whenever the page comes into view: a saved script, the command line or another
        steward may have charged it since the last check (issue 46: "2.3003 left" beside a refusal saying 0.6)."""
        super().showEvent(event)
        if self.project.table is not None and not self.runner.running:
            self.show_ledger(refill=False)

    def export(self, confirmed: bool = False) -> None:
        folder = self.folder.text().strip()
        if not folder:
            self._choose()
            folder = self.folder.text().strip()
            if not folder:
                return
        if not confirmed:
            text, refused = self.confirmation_and_refusal(folder)
            self.show_ledger(refill=False)  # the status beside it tells the same figures as the question
            if refused:  # the ledger already refuses it: say so, and offer nothing to confirm
                QMessageBox.warning(self, self.tr("The export would be refused"), text)
                return
            answer = QMessageBox.question(self, self.tr("Spend the budget and export?"), text)
            if answer != QMessageBox.Yes:
                return
        table = self.project.table
        self._cancel_asked = False
        self.result.setPlainText(self.tr("Drawing the release…"))
        self._exported_plan = self.project.to_plan()  # what ran: its units label the values shown after
        self.runner.start(export_release, self.project.rows, self._exported_plan, table.fingerprint, folder,
                          self.ledger_path(), self.ledger_name(), self.joined_population(),
                          language=self.report_language.currentData(), sketched=self.sketched_people())

    def confirmation(self, folder: str) -> str:
        """The question before an export (see confirmation_and_refusal)."""
        return self.confirmation_and_refusal(folder)[0]

    def confirmation_and_refusal(self, folder: str) -> tuple[str, bool]:
        """The question before an export: what it spends, whether the lifetime budget has room for it (before
        the click that would be refused), and where the files go; and whether the ledger, read now, will refuse
        it (then the text says so and asks nothing)."""
        summary = QTextDocumentFragment.fromHtml(self.describe()).toPlainText()
        outlook, refused = self.ledger_outlook()
        if outlook:
            summary += "\n\n" + outlook
        if refused:
            return self.tr("{summary}\n\nNothing was charged or written. Raise the lifetime budget on this page, or "
                           "spend less ε and δ on Queries & budget.").format(summary=summary), True
        return self.tr("{summary}\n\nThe files will be written to:\n{folder}\n\nExport now?").format(
            summary=summary, folder=folder), False

    def ledger_outlook(self) -> tuple[str, bool]:
        """release_outlook for this plan's cost and the table's population (the ledger check's, or found now as
        set_lifetime_budget finds it), what is spent read from the ledger now; ("", False) for a plan or a
        ledger that Export cannot use."""
        try:
            cost = parse_plan(self.project.to_plan()).spent()
            with Ledger(self.ledger_path()) as ledger:
                return release_outlook(ledger, self.population(ledger), cost)
        except Exception:  # a plan or ledger Export cannot use: it says why, in the one error dialog
            return "", False

    def _done(self, done) -> None:
        folder, release, notes = done.folder, done.release, done.steward_notes
        files = "".join(f"<li><a href='{(Path(folder) / p.name).as_uri()}'>{p.name}</a></li>"
                        for p in sorted(Path(folder).iterdir()))
        spent = release["budget"]
        steward = "".join(f"<li>{escape(said(n, app_language()))}</li>" for n in notes)
        self.show_ledger()
        late = ("<p>" + self.tr("<b>Cancel came too late:</b> the budget had already been charged, so the release "
                                "was completed and written.") + "</p>") if self._cancel_asked else ""
        self.result.setHtml(late + "<p>" + self.tr("<b>Released</b> into {folder}, spending ε = {epsilon} and "
                                                   "δ = {delta}.").format(folder=escape(str(folder)),
                                                                          epsilon=given(spent["epsilon"]),
                                                                          delta=given(spent["delta"]))
                            + f"</p><ul>{files}</ul>" +
                            released_values_html(release, value_intervals=done.value_intervals,
                                                 units=self._exported_plan.get("units")) +
                            ("<p>" + self.tr("For your eyes only (not in the release):") + f"</p><ul>{steward}</ul>"
                             if steward else ""))
        self._default_folder()
        self.exported.emit(folder)

    def _failed(self, error, details) -> None:
        if isinstance(error, Cancelled):  # stopped before the charge: nothing to report but that
            self.result.setPlainText(translated("ReleasePage", CANCELLED))
            return
        if isinstance(error, ChargedNotDelivered):  # the budget was spent: never "nothing was released"
            said_here = error.said(app_language())
            self.result.setPlainText(said_here[:1].upper() + said_here[1:])
            self.show_ledger()
        else:
            self.result.setPlainText(self.tr("Nothing was released."))
        self.show_error(error, details)

