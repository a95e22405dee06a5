"""Closing with unsaved edits asks Save, Discard or Cancel; a project just opened has none (issue 32)."""
import json

from PySide6.QtCore import QTimer
from PySide6.QtWidgets import QApplication, QFileDialog, QLineEdit, QMessageBox

from tests.gui.conftest import by_name, open_and_wait

PUBLISHER = "Data Office, St Example Hospital"


def type_publisher(window, name: str = PUBLISHER) -> None:
    field = by_name(window, QLineEdit, "Publisher")
    field.setText(name)
    field.editingFinished.emit()  # as leaving the field after typing does


def saved_project(qtbot, window, tmp_path):
    """The sample, saved as a project and opened again: clean, with a file of its own."""
    open_and_wait(qtbot, window, window.open_sample)
    path = tmp_path / "p.dpstudio.json"
    window.project.save(path)
    open_and_wait(qtbot, window, lambda: window.open_project(path))
    return path


def close_and_answer(qtbot, window, choice):
    """Close the window as a steward does, and click `choice` in the question it asks."""
    window.close()
    box = window.unsaved_box
    assert box is not None and box.isVisible() and window.isVisible()
    button = box.button(choice)
    assert button.accessibleName() == {QMessageBox.Save: "Save", QMessageBox.Discard: "Discard",
                                       QMessageBox.Cancel: "Cancel"}[choice]
    button.click()
    return box


def answer_file_dialog(path=None):
    """When the file dialog opens: choose `path` in it, or cancel it (None)."""
    def answer():
        dialog = QApplication.activeModalWidget()
        if not isinstance(dialog, QFileDialog):
            QTimer.singleShot(20, answer)
            return
        if path is None:
            dialog.reject()
        else:
            dialog.selectFile(str(path))
            dialog.accept()
    QTimer.singleShot(0, answer)


def test_an_opened_project_is_clean_until_the_steward_edits(qtbot, window, tmp_path):
    saved_project(qtbot, window, tmp_path)
    assert window.windowTitle() == "dpstudio — hospital_admissions.csv"
    for step in range(5):  # every page shows the project's fields: none of them marks it edited
        window.steps.setCurrentRow(step)
        qtbot.wait(50)
    assert not window.windowTitle().endswith("*") and not window.has_unsaved_changes()
    type_publisher(window)
    assert window.windowTitle() == "dpstudio — hospital_admissions.csv *"


def test_the_sample_just_opened_closes_without_asking(qtbot, window):
    open_and_wait(qtbot, window, window.open_sample)
    assert not window.windowTitle().endswith("*")
    window.close()
    assert window.unsaved_box is None and not window.isVisible()


def test_closing_with_an_edit_asks_and_cancel_keeps_the_window(qtbot, window, tmp_path):
    path = saved_project(qtbot, window, tmp_path)
    type_publisher(window)
    box = close_and_answer(qtbot, window, QMessageBox.Cancel)
    assert box.accessibleName() == "Unsaved changes" and "The project p.dpstudio.json has changes" in box.text()
    assert {b.text() for b in box.buttons()} == {"Save", "Discard", "Cancel"}
    assert window.isVisible() and window.project.state.publisher == PUBLISHER
    assert "publisher" not in json.loads(path.read_text(encoding="utf-8"))["plan"]
    window.close()  # asked again: still unsaved
    assert window.unsaved_box.isVisible() and window.isVisible()
    window.unsaved_box.button(QMessageBox.Cancel).click()


def test_discard_closes_without_saving(qtbot, window, tmp_path):
    path = saved_project(qtbot, window, tmp_path)
    before = path.read_text(encoding="utf-8")
    type_publisher(window)
    close_and_answer(qtbot, window, QMessageBox.Discard)
    assert not window.isVisible()
    assert path.read_text(encoding="utf-8") == before


def test_save_writes_the_projects_file_and_closes(qtbot, window, tmp_path):
    path = saved_project(qtbot, window, tmp_path)
    type_publisher(window)
    close_and_answer(qtbot, window, QMessageBox.Save)
    assert not window.isVisible()
    assert json.loads(path.read_text(encoding="utf-8"))["plan"]["publisher"] == PUBLISHER


def test_save_asks_for_a_file_when_the_project_has_none(qtbot, window, tmp_path):
    open_and_wait(qtbot, window, window.open_sample)
    type_publisher(window)
    chosen = tmp_path / "chosen.dpstudio.json"
    answer_file_dialog(chosen)
    close_and_answer(qtbot, window, QMessageBox.Save)
    assert not window.isVisible()
    assert json.loads(chosen.read_text(encoding="utf-8"))["plan"]["publisher"] == PUBLISHER


def test_cancelling_the_file_dialog_keeps_the_window_open(qtbot, window, tmp_path):
    open_and_wait(qtbot, window, window.open_sample)
    type_publisher(window)
    answer_file_dialog(None)
    close_and_answer(qtbot, window, QMessageBox.Save)
    assert window.isVisible() and window.has_unsaved_changes()
    assert list(tmp_path.glob("*.dpstudio.json")) == []


def test_save_in_the_file_menu_writes_the_opened_projects_file_without_asking(qtbot, window, tmp_path):
    path = saved_project(qtbot, window, tmp_path)
    type_publisher(window)
    assert window.save_project()
    assert json.loads(path.read_text(encoding="utf-8"))["plan"]["publisher"] == PUBLISHER
    assert not window.windowTitle().endswith("*")


def test_another_table_is_not_saved_into_the_previous_projects_file(qtbot, window, tmp_path):
    path = saved_project(qtbot, window, tmp_path)
    before = path.read_text(encoding="utf-8")
    open_and_wait(qtbot, window, window.open_sample)  # not that project any more
    type_publisher(window)
    answer_file_dialog(None)
    assert not window.save_project()
    assert path.read_text(encoding="utf-8") == before


def test_the_question_is_in_the_apps_language(qtbot, window, tmp_path, monkeypatch):
    monkeypatch.delenv("DPSTUDIO_LANGUAGE")  # the steward's choice decides
    saved_project(qtbot, window, tmp_path)
    type_publisher(window)
    window.choose_language("de", remember=False)
    try:
        window.close()
        box = window.unsaved_box
        assert box.windowTitle() == "Ungespeicherte Änderungen"
        assert [box.button(b).text() for b in (QMessageBox.Save, QMessageBox.Discard, QMessageBox.Cancel)] == [
            "Speichern", "Verwerfen", "Abbrechen"]
        box.button(QMessageBox.Cancel).click()
    finally:
        window.choose_language("en", remember=False)
