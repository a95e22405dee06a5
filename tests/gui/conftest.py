import os

import pytest

os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")
os.environ.setdefault("DPSTUDIO_LANGUAGE", "en")  # the tests read English, whatever the machine's locale


@pytest.fixture
def window(qtbot, tmp_path):
    from PySide6.QtCore import QSettings

    from dpstudio.gui.main_window import MainWindow

    settings = QSettings(str(tmp_path / "settings.ini"), QSettings.IniFormat)
    win = MainWindow(settings=settings)
    # a test's edits are left unsaved: closed without the question a steward gets (test_unsaved_changes.py)
    qtbot.addWidget(win, before_close_func=lambda w: w.project.undo_stack.setClean())
    win.show()
    yield win
    win.loader.cancel()
    win.preview_page.runner.wait()
    win.release_page.runner.wait()
    win.release_page.ledger_runner.wait()
    from dpstudio.gui.translation import install_language

    install_language("en")  # the app's language is the process's: a test that chose another does not pass it on


def by_name(root, cls, name):
    found = [w for w in root.findChildren(cls) if w.accessibleName() == name]
    assert len(found) == 1, f"{len(found)} widgets named {name!r}"
    return found[0]


def open_and_wait(qtbot, window, opener):
    with qtbot.waitSignal(window.loader.done, timeout=30000):
        opener()


def ledger_status(qtbot, window) -> str:
    """The Release page's ledger status once its worker has checked the ledger."""
    page = window.release_page
    qtbot.waitUntil(lambda: not page.ledger_runner.running, timeout=60000)
    return page.ledger_label.text()


def apply_plan_to(project, plan: dict, step: str = "Apply the plan") -> None:
    """A plan's JSON (of any version) applied to the project as one undo step, as the app applies a plan it opens
    (Project.edit_snapshot with plan_snapshot)."""
    from dpstudio.core.plan.document import PlanDocument
    from dpstudio.gui.project import plan_snapshot

    document = PlanDocument.from_json(plan)
    project.edit_snapshot(step, lambda snapshot: plan_snapshot(snapshot, document))
