"""A release charged but not delivered (a disk that fills after the charge) says so in the app:
the budget was spent, what is left, and where the partial files are (issue 14, §1)."""
import errno
import shutil

from PySide6.QtWidgets import QLineEdit, QMessageBox

from dpstudio.core.output import output_claim
from tests.gui.conftest import by_name, ledger_status, open_and_wait


def test_a_disk_full_after_the_charge_says_the_budget_was_spent(qtbot, window, tmp_path, monkeypatch):
    def full(path, data):
        raise OSError(errno.ENOSPC, "No space left on device")
    monkeypatch.setattr(output_claim, "write_file", full)
    open_and_wait(qtbot, window, window.open_sample)
    window.steps.setCurrentRow(4)
    window.release_page.set_lifetime_budget(5)
    out = tmp_path / "release"
    by_name(window, QLineEdit, "Output folder").setText(str(out))
    with qtbot.waitSignal(window.release_page.runner.failed, timeout=60000):
        window.release_page.export(confirmed=True)
    partial = output_claim.staging_folder(out)
    box = [b for b in window.findChildren(QMessageBox) if b.accessibleName() == "Error dialog"][-1]
    assert box.windowTitle() == "The budget was spent, but the release was not delivered"
    assert "the budget WAS spent: epsilon 3, delta 0 charged to the ledger; epsilon 2 of the lifetime 5 is left" \
        in box.text() and f"The partial files are in {partial}" in box.text()
    shown = window.release_page.result.toPlainText()
    assert "the budget WAS spent" in shown and "Nothing was released" not in shown
    status = ledger_status(qtbot, window)
    assert "2 left" in status and f"partial files in {partial}" in status and not out.exists()
    shutil.rmtree(partial)
    window.release_page.show_ledger()
    assert f"its partial folder {partial} is gone" in ledger_status(qtbot, window)
