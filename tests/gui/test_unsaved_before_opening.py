"""Opening another table, the sample, a recent file or a project over unsaved edits asks Save, Discard or Cancel
first, as closing does (issue 46): Cancel keeps every edit, Discard opens, Save writes the project then opens."""
import json

import pytest
from PySide6.QtGui import QAction
from PySide6.QtWidgets import QMessageBox

from tests.gui.conftest import open_and_wait
from tests.gui.test_unsaved_changes import PUBLISHER, answer_file_dialog, saved_project, type_publisher


def action(window, text: str) -> QAction:
    (found,) = [a for a in window.findChildren(QAction) if a.text() == text]
    return found


def opening_paths(window, project_path):
    """Each way a steward puts something else in the project's place, by its name."""
    return {
        "menu: sample": lambda: action(window, "Open &sample dataset").trigger(),
        "data page: sample": window.data_page.sampleRequested.emit,
        "menu: recent file": lambda: action(window, window.recent_files()[0]).trigger(),
        "menu: project": lambda: (answer_file_dialog(project_path), action(window, "Open &project…").trigger()),
    }


PATHS = ["menu: sample", "data page: sample", "menu: recent file", "menu: project"]


@pytest.mark.parametrize("path_name", PATHS)
def test_cancel_keeps_every_edit_and_opens_nothing(qtbot, window, tmp_path, path_name):
    path = saved_project(qtbot, window, tmp_path)
    type_publisher(window)
    opening_paths(window, path)[path_name]()
    box = window.unsaved_box
    assert box is not None and box.isVisible()
    assert "Save them before opening another table or project?" in box.text()
    box.button(QMessageBox.Cancel).click()
    qtbot.wait(200)
    assert not window.loader.running
    assert window.project.state.publisher == PUBLISHER and window.windowTitle().endswith("*")
    assert window.project.undo_stack.canUndo()


def test_discard_shows_a_recent_csv_files_import_dialog(qtbot, window, tmp_path):
    saved_project(qtbot, window, tmp_path)
    type_publisher(window)
    opening_paths(window, None)["menu: recent file"]()
    window.unsaved_box.button(QMessageBox.Discard).click()
    qtbot.waitUntil(lambda: window.import_dialog is not None and window.import_dialog.isVisible(), timeout=10000)
    window.import_dialog.reject()


@pytest.mark.parametrize("path_name", [p for p in PATHS if p != "menu: recent file"])  # a CSV file: its import dialog
def test_discard_opens_in_the_projects_place(qtbot, window, tmp_path, path_name):
    path = saved_project(qtbot, window, tmp_path)
    before = path.read_text(encoding="utf-8")
    type_publisher(window)
    opening_paths(window, path)[path_name]()
    open_and_wait(qtbot, window, lambda: window.unsaved_box.button(QMessageBox.Discard).click())
    qtbot.waitUntil(lambda: not window.has_unsaved_changes(), timeout=10000)
    assert window.project.state.publisher != PUBLISHER and path.read_text(encoding="utf-8") == before


def test_save_writes_the_project_then_opens_the_sample(qtbot, window, tmp_path):
    path = saved_project(qtbot, window, tmp_path)
    type_publisher(window)
    window.data_page.sampleRequested.emit()
    open_and_wait(qtbot, window, lambda: window.unsaved_box.button(QMessageBox.Save).click())
    assert json.loads(path.read_text(encoding="utf-8"))["plan"]["publisher"] == PUBLISHER
    assert window.project.path is None and not window.has_unsaved_changes()


def test_nothing_is_asked_without_edits(qtbot, window, tmp_path):
    saved_project(qtbot, window, tmp_path)
    open_and_wait(qtbot, window, window.data_page.sampleRequested.emit)
    assert window.unsaved_box is None


def test_the_question_before_opening_is_in_the_apps_language(qtbot, window, tmp_path, monkeypatch):
    monkeypatch.delenv("DPSTUDIO_LANGUAGE")
    saved_project(qtbot, window, tmp_path)
    type_publisher(window)
    window.choose_language("de", remember=False)
    try:
        window.data_page.sampleRequested.emit()
        assert "Vor dem Öffnen einer anderen Tabelle oder eines anderen Projekts speichern?" in window.unsaved_box.text()
        window.unsaved_box.button(QMessageBox.Cancel).click()
    finally:
        window.choose_language("en", remember=False)
