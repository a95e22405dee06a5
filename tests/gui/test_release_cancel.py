"""Cancel on the Release page for a file: before the charge it stops the release and nothing is charged or
written; after the charge it cannot, and the page says the release was completed (never "nothing was
released"). The worker is held at a known point by a gate the test opens, not by timing."""
import threading

from PySide6.QtWidgets import QLineEdit, QPushButton

from dpstudio.core.pipeline import publish as publish_module
from dpstudio.core.ledger.book import Ledger
from dpstudio.core.output import output_claim
from dpstudio.gui.pages.release_page import CANCELLED
from tests.gui.conftest import by_name, ledger_status, open_and_wait


def gated(function):
    """`function` made to wait, on the worker, until the test opens the gate; `reached` says it got there."""
    reached, gate = threading.Event(), threading.Event()

    def wrapper(*args, **kwargs):
        reached.set()
        assert gate.wait(60), "the test never opened the gate"
        return function(*args, **kwargs)
    return wrapper, reached, gate


def start_release(qtbot, window, private_ledger, tmp_path):
    open_and_wait(qtbot, window, window.open_sample)
    window.steps.setCurrentRow(4)
    window.release_page.set_lifetime_budget(5)
    ledger_status(qtbot, window)
    out = tmp_path / "release"
    by_name(window, QLineEdit, "Output folder").setText(str(out))
    return out


def test_cancel_before_the_charge_charges_and_writes_nothing(qtbot, window, private_ledger, tmp_path, monkeypatch):
    hold, reached, gate = gated(publish_module.population_of)
    monkeypatch.setattr(publish_module, "population_of", hold)
    out = start_release(qtbot, window, private_ledger, tmp_path)
    page = window.release_page
    page.export(confirmed=True)
    assert reached.wait(60)  # the worker is finding the people's population, before any charge
    by_name(window, QPushButton, "Cancel releasing").click()
    with qtbot.waitSignal(page.runner.failed, timeout=60000):
        gate.set()
    assert page.result.toPlainText() == CANCELLED
    assert not out.exists() and not output_claim.staging_folder(out).exists()
    with Ledger(private_ledger) as ledger:
        assert [r for r in ledger.records() if r.kind == "release"] == []
    assert "5 left" in ledger_status(qtbot, window)


def test_cancel_after_the_charge_is_too_late_and_says_so(qtbot, window, private_ledger, tmp_path, monkeypatch):
    hold, reached, gate = gated(output_claim.write_file)
    monkeypatch.setattr(output_claim, "write_file", hold)
    out = start_release(qtbot, window, private_ledger, tmp_path)
    page = window.release_page
    page.export(confirmed=True)
    assert reached.wait(60)  # the budget is charged; the files are being written
    by_name(window, QPushButton, "Cancel releasing").click()
    with qtbot.waitSignal(page.runner.done, timeout=60000):
        gate.set()
    shown = page.result.toPlainText()
    assert shown.startswith("Cancel came too late: the budget had already been charged, so the release was "
                            "completed and written.") and "Released into" in shown
    assert (out / "release.json").exists()
    with Ledger(private_ledger) as ledger:
        assert len([r for r in ledger.records() if r.kind == "release"]) == 1


def test_an_export_reports_its_progress_as_it_goes(qtbot, window, tmp_path):
    """Issue 17: Export runs with progress: the bar moves forward through the steps to the end."""
    from tests.gui.conftest import open_and_wait

    open_and_wait(qtbot, window, window.open_sample)
    page = window.release_page
    page.set_lifetime_budget(10)
    page.folder.setText(str(tmp_path / "release"))
    seen = []
    page.runner.progress.connect(lambda percent: seen.append((percent, page.task_progress.bar.value())))
    with qtbot.waitSignal(page.runner.done, timeout=60000):
        page.export(confirmed=True)
    percents = [percent for percent, _ in seen]
    assert len(percents) >= 3 and percents == sorted(percents) and percents[-1] >= 90, percents
    assert [bar for _, bar in seen] == percents  # what the steward sees
