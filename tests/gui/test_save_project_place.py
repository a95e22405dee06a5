"""File › Save project… proposes the file beside the table, named after it (issue 46: it opened in the working
directory with "project.dpstudio.json"); once saved, the project's own file."""
from PySide6.QtCore import QTimer
from PySide6.QtWidgets import QApplication, QFileDialog

from tests.gui.conftest import open_and_wait


def proposed(window) -> str:
    """The file the save dialog proposes (the dialog is then cancelled: nothing is written)."""
    seen = []

    def answer():
        dialog = QApplication.activeModalWidget()
        if not isinstance(dialog, QFileDialog):
            QTimer.singleShot(20, answer)
            return
        seen.append(dialog.selectedFiles()[0])
        dialog.reject()
    QTimer.singleShot(0, answer)
    assert window.save_project_dialog() is False
    return seen[0]


def test_the_project_is_proposed_beside_its_table_named_after_it(qtbot, window, tmp_path):
    folder = tmp_path / "Studie"
    folder.mkdir()
    table = folder / "besuche.csv"
    table.write_text("Patienten-Nr,Alter\n" + "".join(f"{i},{30 + i % 40}\n" for i in range(40)), encoding="utf-8")
    open_and_wait(qtbot, window, lambda: window.open_table(table))
    assert proposed(window) == str(folder / "besuche.dpstudio.json")
    assert not list(folder.glob("*.json"))
    window.project.save(folder / "elsewhere.dpstudio.json")
    assert proposed(window) == str(folder / "elsewhere.dpstudio.json")  # saved once: its own file


def test_the_sample_is_never_proposed_inside_the_program(qtbot, window):
    from dpstudio.resources import resource_path

    open_and_wait(qtbot, window, window.open_sample)
    path = proposed(window)
    assert path.endswith("hospital_admissions.dpstudio.json") and str(resource_path()) not in path
