"""`dpstudio FILE` opens the app with that table; `dpstudio PROJECT.dpstudio.json` opens the project; a
missing file is named, and every command still reaches the command line."""
import subprocess
import sys

from dpstudio.__main__ import COMMAND_NAMES
from dpstudio.cli.parser import build_parser
from dpstudio.gui.app import start_window
from tests.conftest import SAMPLE_DATA


def test_a_table_given_on_the_command_line_is_opened(qtbot):
    """Through the import dialog, as File → Open: the steward checks how the file is read first."""
    from PySide6.QtWidgets import QPushButton

    from tests.gui.conftest import by_name

    window = start_window(SAMPLE_DATA)
    qtbot.addWidget(window)
    qtbot.waitUntil(lambda: window.import_dialog is not None and window.import_dialog.table is not None, timeout=30000)
    assert window.project.table is None
    by_name(window.import_dialog, QPushButton, "Open with these choices").click()
    qtbot.waitUntil(lambda: window.project.table is not None, timeout=30000)
    assert window.project.table.source.name == SAMPLE_DATA.name
    window.loader.wait()


def test_a_project_given_on_the_command_line_is_opened(qtbot, window, tmp_path):
    from tests.gui.conftest import open_and_wait

    open_and_wait(qtbot, window, window.open_sample)
    saved = tmp_path / "study.dpstudio.json"
    window.project.save(saved)
    opened = start_window(saved)
    qtbot.addWidget(opened)
    qtbot.waitUntil(lambda: opened.project.table is not None, timeout=30000)
    assert [q["id"] for q in opened.project.state.queries] == [q["id"] for q in window.project.state.queries]
    opened.loader.wait()


def test_a_missing_file_is_named_and_commands_still_reach_the_command_line(tmp_path):
    missing = tmp_path / "nope.csv"
    run = subprocess.run([sys.executable, "-m", "dpstudio", str(missing)], capture_output=True, text=True, timeout=60)
    assert run.returncode == 2 and f"{missing}: no such file" in run.stderr and "Traceback" not in run.stderr
    commands = set(build_parser()._subparsers._group_actions[0].choices)
    assert commands <= set(COMMAND_NAMES)


def test_opening_a_project_whose_data_file_changed_says_so(qtbot, window, tmp_path):
    import shutil

    from PySide6.QtWidgets import QMessageBox

    from tests.gui.conftest import open_and_wait

    table = tmp_path / "admissions.csv"
    shutil.copy(SAMPLE_DATA, table)
    open_and_wait(qtbot, window, lambda: window.open_table(table))
    saved = tmp_path / "study.dpstudio.json"
    window.project.save(saved)
    open_and_wait(qtbot, window, lambda: window.open_project(saved))
    assert not [b for b in window.findChildren(QMessageBox) if b.accessibleName() == "Data file changed"]
    with table.open("a", encoding="utf-8") as f:  # a later extract: one more admission
        f.write(SAMPLE_DATA.read_text(encoding="utf-8").splitlines()[1] + "\n")
    open_and_wait(qtbot, window, lambda: window.open_project(saved))
    boxes = [b for b in window.findChildren(QMessageBox) if b.accessibleName() == "Data file changed"]
    assert boxes and "has changed since this project was saved" in boxes[0].text()
    assert "has changed" in window.statusBar().currentMessage()
