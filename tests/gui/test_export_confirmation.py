"""The question before an export says whether the lifetime budget has room for it, before the click that
would be refused, and what will be left after (issue 32)."""
from PySide6.QtCore import QTimer
from PySide6.QtWidgets import QApplication, QMessageBox

from dpstudio.core.plan import edits
from tests.gui.conftest import ledger_status, open_and_wait
from tests.gui.test_lifetime_delta_gui import spend_delta


def ready(qtbot, window):
    open_and_wait(qtbot, window, window.open_sample)
    ledger_status(qtbot, window)  # the population the outlook is for
    return window.release_page


def test_with_room_left_it_says_what_will_be_left_after(qtbot, window):
    page = ready(qtbot, window)
    page.set_lifetime_budget(5)
    text = page.confirmation("/tmp/out")
    assert "After it, ε = 2 and δ = 1e-06 of the lifetime budget will be left." in text
    assert "refused" not in text and text.endswith("Export now?")


def test_over_the_epsilon_left_it_says_the_export_will_be_refused(qtbot, window):
    page = ready(qtbot, window)
    page.set_lifetime_budget(2.5)
    text = page.confirmation("/tmp/out")
    assert "This release needs ε = 3, but only ε = 2.5 of the lifetime budget is left: the export will be " \
           "refused." in text
    assert "δ =" not in text.split("Export now?")[0].split("refused.")[1]  # δ fits: not said to fail
    assert "After it" not in text


def test_over_the_delta_left_it_says_so_with_the_figures(qtbot, window):
    page = ready(qtbot, window)
    spend_delta(window, 5e-7)
    window.project.edit_plan("Budget δ", lambda doc: edits.with_budget(doc, delta=1e-6))  # the plan's budget has room
    page.set_lifetime_budget(10, 1e-7)
    text = page.confirmation("/tmp/out")
    assert "This release needs δ = 5e-07, but only δ = 1e-07 of the lifetime budget is left: the export will be " \
           "refused." in text
    assert "needs ε" not in text


def test_without_a_lifetime_budget_it_says_the_export_will_be_refused(qtbot, window):
    page = ready(qtbot, window)
    assert "No lifetime budget is set for these people: the export will be refused." in page.confirmation("/x")


def test_the_numbers_are_written_in_the_apps_language(qtbot, window, monkeypatch):
    monkeypatch.delenv("DPSTUDIO_LANGUAGE")
    page = ready(qtbot, window)
    page.set_lifetime_budget(2.5)
    window.choose_language("de", remember=False)
    try:
        text = page.confirmation("/tmp/out")
        assert "ε = 3" in text and "ε = 2,5" in text and "Nichts wurde verbucht oder geschrieben." in text
        assert "der Export wird abgelehnt" in text
    finally:
        window.choose_language("en", remember=False)


def test_the_question_a_steward_sees_carries_the_outlook_and_no_spends_nothing(qtbot, window, tmp_path):
    page = ready(qtbot, window)
    page.set_lifetime_budget(2)
    page.folder.setText(str(tmp_path / "out"))
    seen = []

    def answer():
        box = QApplication.activeModalWidget()
        if not isinstance(box, QMessageBox):
            QTimer.singleShot(20, answer)
            return
        seen.append((box.text(), box.button(QMessageBox.Yes)))
        box.button(QMessageBox.Ok).click()
    QTimer.singleShot(0, answer)
    page.export()
    assert len(seen) == 1 and "only ε = 2 of the lifetime budget is left: the export will be refused" in seen[0][0]
    assert seen[0][1] is None and "Export now?" not in seen[0][0]  # a refusal known already: nothing to confirm
    assert not page.runner.running and not (tmp_path / "out").exists()
