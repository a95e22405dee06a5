"""The Release page tells what the ledger holds now (issue 46): after a saved script charged the ledger, the page
said "2.3003 left" beside a refusal that said "left: 0.60061". The ledger is read again when the page is shown and
before the question; a question that already knows the export will be refused says so and offers no Yes. And
saving the plan as a script leaves the last release's values on the page."""
from PySide6.QtCore import QTimer
from PySide6.QtWidgets import QApplication, QLabel, QMessageBox

from dpstudio.core.ledger.book import Ledger
from dpstudio.gui.pages.release_page import export_release
from tests.gui.conftest import by_name, ledger_status, open_and_wait


def charged_by_a_script(window, folder) -> None:
    """What a saved script does: the same plan released on the same table, charged to the same ledger."""
    page, project = window.release_page, window.project
    with Ledger(page.export_ledger_path()):
        pass
    export_release(project.rows, project.to_plan(), project.table.fingerprint, str(folder), page.ledger_path(),
                   page.ledger_name())


def question(page) -> tuple[str, object, object]:
    """The box Export opens: its text, its Yes button (None: not offered), its Ok button; closed without exporting."""
    seen = []

    def answer():
        box = QApplication.activeModalWidget()
        if not isinstance(box, QMessageBox):
            QTimer.singleShot(20, answer)
            return
        seen.append((box.text(), box.button(QMessageBox.Yes), box.button(QMessageBox.Ok)))
        (box.button(QMessageBox.No) or box.button(QMessageBox.Ok)).click()
    QTimer.singleShot(0, answer)
    page.export()
    return seen[0]


def test_the_page_reads_the_ledger_again_when_shown_and_refuses_before_asking(qtbot, window, tmp_path):
    open_and_wait(qtbot, window, window.open_sample)
    page = window.release_page
    window.steps.setCurrentRow(4)
    ledger_status(qtbot, window)
    page.set_lifetime_budget(4)  # the sample's plan spends ε = 3: room for one release, not two
    assert "<b>4 left</b>" in ledger_status(qtbot, window)
    window.steps.setCurrentRow(2)
    charged_by_a_script(window, tmp_path / "by-script")
    window.steps.setCurrentRow(4)  # back on the page: what the script spent is told
    assert "<b>1 left</b>" in ledger_status(qtbot, window)
    page.folder.setText(str(tmp_path / "out"))
    text, yes, ok = question(page)
    assert "This release needs ε = 3, but only ε = 1 of the lifetime budget is left: the export will be refused." \
        in text
    assert yes is None and ok is not None and "Export now?" not in text
    assert not page.runner.running and not (tmp_path / "out").exists()


def test_the_question_reads_the_ledger_charged_while_the_page_was_open(qtbot, window, tmp_path):
    open_and_wait(qtbot, window, window.open_sample)
    page = window.release_page
    window.steps.setCurrentRow(4)
    ledger_status(qtbot, window)
    page.set_lifetime_budget(4)
    assert "<b>4 left</b>" in ledger_status(qtbot, window)
    charged_by_a_script(window, tmp_path / "by-script")  # the page stayed in view: no showing to re-read it
    page.folder.setText(str(tmp_path / "out"))
    text, yes, _ = question(page)
    assert "only ε = 1 of the lifetime budget is left: the export will be refused" in text and yes is None
    assert "<b>1 left</b>" in ledger_status(qtbot, window)  # the status beside it says the same


def test_saving_the_script_keeps_the_released_values_on_the_page(qtbot, window, tmp_path):
    open_and_wait(qtbot, window, window.open_sample)
    page = window.release_page
    window.steps.setCurrentRow(4)
    ledger_status(qtbot, window)
    page.set_lifetime_budget(10)
    ledger_status(qtbot, window)
    page.folder.setText(str(tmp_path / "out"))
    with qtbot.waitSignal(page.runner.done, timeout=60000):
        page.export(confirmed=True)
    released = page.result.toPlainText()
    assert "Released into" in released and "admissions" in released
    script = page.save_code("script", str(tmp_path / "plan.py"))
    assert script.is_file()
    assert page.result.toPlainText() == released  # the published values stay
    note = by_name(window, QLabel, "Saved files note")
    assert note.isVisible() and "plan.py" in note.text() and "charged to the same ledger" in note.text()
    page.save_code("notebook", str(tmp_path / "plan.ipynb"))
    assert page.result.toPlainText() == released and "plan.ipynb" in note.text()


def test_the_saved_note_follows_the_apps_language_and_leaves_with_its_table(qtbot, window, tmp_path, monkeypatch):
    monkeypatch.delenv("DPSTUDIO_LANGUAGE")
    open_and_wait(qtbot, window, window.open_sample)
    page = window.release_page
    page.save_code("script", str(tmp_path / "plan.py"))
    note = by_name(window, QLabel, "Saved files note")
    window.choose_language("de", remember=False)
    try:
        assert "plan.py gespeichert" in note.text()
    finally:
        window.choose_language("en", remember=False)
    assert "Saved " in note.text()
    open_and_wait(qtbot, window, window.open_sample)  # another table: the note was of the files saved for the last
    assert note.text() == "" and note.isHidden()
