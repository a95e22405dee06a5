"""`dpstudio FILE` opens the app with that table; `dpstudio PROJECT.dpstudio.json` opens the project; a
missing file is named, and every command still reaches the command line."""
import subprocess
import sys

from dpstudio.__main__ import COMMAND_NAMES
from dpstudio.cli import build_parser
from dpstudio.gui.app import start_window
from tests.conftest import SAMPLE_DATA


def test_a_table_given_on_the_command_line_is_opened(qtbot):
    window = start_window(SAMPLE_DATA)
    qtbot.addWidget(window)
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
