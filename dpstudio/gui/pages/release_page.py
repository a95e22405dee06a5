"""Step 5, Release: say what will be spent and where the files go, then export once."""
from __future__ import annotations

from datetime import datetime
from pathlib import Path

from platformdirs import user_documents_dir

from PySide6.QtCore import Signal
from PySide6.QtWidgets import (QDoubleSpinBox, QFileDialog, QHBoxLayout, QLabel, QLineEdit, QMessageBox,
                               QPushButton, QTextBrowser, QVBoxLayout, QWidget)

from ...core.accountant import Budget
from ...core.ledger import Ledger
from ...core.publish import publish
from ...core.report import format_number
from ..workers import TaskRunner
from ..widgets import named


def export_release(frame, plan: dict, fingerprint: str, folder: str, ledger_path):
    """Draw the release once, charge the ledger, write the bundle (runs on a worker thread)."""
    from ...report_pdf import write_pdf

    with Ledger(ledger_path) as ledger:
        return publish(frame, plan, fingerprint, folder, ledger, pdf_writer=write_pdf)


def released_values_html(release: dict, most_cells: int = 6) -> str:
    """The released values with their 95% intervals, as the files hold them."""
    rows = []
    for query in release["queries"]:
        if "cells" in query:
            shown = query["cells"][:most_cells]
            cells = ", ".join(f"{'; '.join(map(str, c['key'].values()))}: {format_number(c['value'])} ± {format_number(c['ci95'])}"
                              for c in shown)
            more = len(query["cells"]) - len(shown)
            text = cells + (f", … ({more} more cells in the files)" if more > 0 else "")
        else:
            unit = " rows in rank" if query.get("ci95_unit") == "rows" else ""
            text = f"{format_number(query['value'])} ± {format_number(query['ci95'])}{unit}"
        rows.append(f"<tr><td><b>{query['id']}</b></td><td>{text}</td></tr>")
    return "<p>Released values (± is the 95% interval):</p><table cellspacing=4>" + "".join(rows) + "</table>"


PUBLISHER_HELP = ("Who publishes, as the report should show it: an organisation or a display name. It is saved "
                  "with the project. Leave it empty and the report names no one; your computer's user name is "
                  "never published (it stays in the private ledger).")


class ReleasePage(QWidget):
    exported = Signal(object)

    def __init__(self, project, show_error, parent=None):
        super().__init__(parent)
        self.project = project
        self.show_error = show_error
        self.summary = named(QLabel(), "Release summary")
        self.summary.setWordWrap(True)
        self.folder = named(QLineEdit(), "Output folder", "A new folder for the release files; it must not exist yet")
        self.browse = named(QPushButton("Choose…"), "Choose output folder")
        self.export_button = named(QPushButton("Export release…"), "Export release",
                                   "Draws the noise once, spends the budget and writes the files")
        self.publisher = named(QLineEdit(), "Publisher", PUBLISHER_HELP)
        self.publisher.setPlaceholderText("e.g. Data Office, St Example Hospital (optional)")
        self.result = named(QTextBrowser(), "Release result")
        self.result.setOpenExternalLinks(True)
        self.ledger_label = named(QLabel(), "Ledger status")
        self.ledger_label.setWordWrap(True)
        self.lifetime_epsilon = named(QDoubleSpinBox(), "Lifetime epsilon",
                                      "The most ε this dataset may ever spend, over all its releases")
        self.lifetime_epsilon.setRange(0.01, 1000)
        self.lifetime_epsilon.setValue(10)
        self.lifetime_button = named(QPushButton("Set lifetime budget"), "Set lifetime budget",
                                     "Record the dataset's lifetime budget in the ledger (the change is recorded)")
        row = QHBoxLayout()
        row.addWidget(QLabel("Write the release to"))
        row.addWidget(self.folder, 1)
        row.addWidget(self.browse)
        ledger_row = QHBoxLayout()
        ledger_row.addWidget(self.ledger_label, 1)
        ledger_row.addWidget(QLabel("Lifetime ε"))
        ledger_row.addWidget(self.lifetime_epsilon)
        ledger_row.addWidget(self.lifetime_button)
        layout = QVBoxLayout(self)
        layout.addWidget(self.summary)
        layout.addLayout(ledger_row)
        publisher_row = QHBoxLayout()
        publisher_row.addWidget(QLabel("Published by"))
        publisher_row.addWidget(self.publisher, 1)
        layout.addLayout(publisher_row)
        layout.addLayout(row)
        layout.addWidget(self.export_button)
        layout.addWidget(self.result, 1)

        self.runner = TaskRunner(self)
        self.runner.done.connect(self._done)
        self.runner.failed.connect(self._failed)
        self.runner.busy.connect(lambda busy: self.export_button.setEnabled(not busy))
        self.browse.clicked.connect(self._choose)
        self.lifetime_button.clicked.connect(lambda: self.set_lifetime_budget())
        self.export_button.clicked.connect(lambda: self.export())
        self.publisher.editingFinished.connect(self._publisher_edited)
        project.changed.connect(self.refresh)
        project.tableChanged.connect(self._default_folder)
        project.tableChanged.connect(self.show_ledger)  # not on every edit: it reads the ledger file
        self.refresh()

    def _default_folder(self) -> None:
        table = self.project.table
        if table is not None:
            stamp = datetime.now().strftime("%Y-%m-%d-%H%M")
            base = Path(user_documents_dir()) / "dpstudio releases" / f"{table.source.stem}-{stamp}"
            folder, number = base, 2
            while folder.exists():
                folder, number = Path(f"{base}-{number}"), number + 1
            self.folder.setText(str(folder))

    def _choose(self) -> None:
        chosen = QFileDialog.getSaveFileName(self, "Choose a name for the new release folder", self.folder.text())[0]
        if chosen:
            self.folder.setText(chosen)

    def describe(self) -> str:
        state = self.project.state
        spent = self.project.spent_epsilon()
        deltas = sum(float(q.get("delta", 0)) for q in state.queries)
        unit = (f"each person (<i>{state.person_column}</i>, at most {state.max_rows} rows each)"
                if state.person_column else "each row")
        text = (f"This release answers <b>{len(state.queries)} queries</b> and spends <b>ε = {spent:g}</b> "
                f"and δ = {deltas:g} of the budget ε = {state.epsilon:g}, δ = {state.delta:g}. "
                f"It protects {unit}. The noise is drawn once, when you export.")
        taken = self.project.categories_taken_from_data()
        if taken:
            text += (" <b>Category lists taken from the data</b> (recorded): " + ", ".join(taken) + ".")
        return text

    def ledger_path(self):
        return self.settings_ledger_path() or None

    def settings_ledger_path(self) -> str:
        window = self.window()
        settings = getattr(window, "settings", None)
        return str(settings.value("ledger/path", "") or "") if settings is not None else ""

    def show_ledger(self) -> None:
        table = self.project.table
        if table is None:
            self.ledger_label.setText("")
            return
        try:
            with Ledger(self.ledger_path()) as ledger:
                limit, spent = ledger.budget(table.fingerprint), ledger.spent(table.fingerprint)
                where = ledger.path
        except Exception as error:  # a ledger that cannot be opened is shown, not fatal
            self.ledger_label.setText(f"The ledger cannot be opened: {error}")
            return
        if limit is None:
            self.ledger_label.setText(f"<b>No lifetime budget</b> is set for this dataset in the ledger ({where}). "
                                      "Set one before releasing: it caps what all releases of it may spend together.")
        else:
            left = limit - spent
            self.ledger_label.setText(f"Ledger: this dataset has spent ε = {float(spent.epsilon):g} of its lifetime "
                                      f"ε = {float(limit.epsilon):g}; <b>{float(left.epsilon):g} left</b>.")

    def set_lifetime_budget(self, epsilon: float | None = None) -> None:
        table = self.project.table
        if table is None:
            return
        value = self.lifetime_epsilon.value() if epsilon is None else epsilon
        with Ledger(self.ledger_path()) as ledger:
            ledger.set_budget(table.fingerprint, Budget.of(value, self.project.state.delta))
        self.show_ledger()

    def _publisher_edited(self) -> None:
        name = self.publisher.text().strip()
        self.project.edit("Change the publisher", lambda state: setattr(state, "publisher", name))

    def refresh(self) -> None:
        self.summary.setText(self.describe())
        if self.publisher.text().strip() != self.project.state.publisher:
            self.publisher.setText(self.project.state.publisher)
        ready = self.project.table is not None and bool(self.project.state.queries) and not self.project.problems()
        self.export_button.setEnabled(ready and not self.runner.running)

    def export(self, confirmed: bool = False) -> None:
        folder = self.folder.text().strip()
        if not folder:
            self._choose()
            folder = self.folder.text().strip()
            if not folder:
                return
        if not confirmed:
            plain = self.describe().replace("<b>", "").replace("</b>", "").replace("<i>", "").replace("</i>", "")
            answer = QMessageBox.question(self, "Spend the budget and export?",
                                          f"{plain}\n\nThe files will be written to:\n{folder}\n\nExport now?")
            if answer != QMessageBox.Yes:
                return
        table = self.project.table
        self.result.setPlainText("Drawing the release…")
        self.runner.start(export_release, table.frame, self.project.to_plan(), table.fingerprint, folder,
                          self.ledger_path())

    def _done(self, done) -> None:
        folder, release, notes = done.folder, done.release, done.steward_notes
        files = "".join(f"<li><a href='{(Path(folder) / p.name).as_uri()}'>{p.name}</a></li>"
                        for p in sorted(Path(folder).iterdir()))
        spent = release["budget"]
        steward = "".join(f"<li>{n}</li>" for n in notes)
        self.show_ledger()
        self.result.setHtml(f"<p><b>Released</b> into {folder}, spending ε = {spent['epsilon']:g} and "
                            f"δ = {spent['delta']:g}.</p><ul>{files}</ul>" + released_values_html(release) +
                            (f"<p>For your eyes only (not in the release):</p><ul>{steward}</ul>" if steward else ""))
        self._default_folder()
        self.exported.emit(folder)

    def _failed(self, error, details) -> None:
        self.result.setPlainText("Nothing was released.")
        self.show_error(error, details)
