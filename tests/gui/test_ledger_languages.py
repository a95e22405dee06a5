"""The Release page says the ledger's and the export's messages in the app's language (issue 32): a release's
notes, a release charged but not delivered, and a ledger changed outside dpstudio, with figures in the
language's marks."""
import errno

from PySide6.QtWidgets import QLineEdit

from dpstudio.core.output import output_claim
from tests.core.test_ledger_tamper import tamper_budget
from tests.gui.conftest import by_name, ledger_status, open_and_wait


def export_into(qtbot, window, folder, signal: str):
    by_name(window, QLineEdit, "Output folder").setText(str(folder))
    with qtbot.waitSignal(getattr(window.release_page.runner, signal), timeout=120000):
        window.release_page.export(confirmed=True)
    return window.release_page.result.toPlainText()


def test_a_releases_notes_and_a_release_not_delivered_are_said_in_greek(qtbot, window, monkeypatch, tmp_path,
                                                                        private_ledger):
    monkeypatch.delenv("DPSTUDIO_LANGUAGE")
    window.language_actions["el"].trigger()
    open_and_wait(qtbot, window, window.open_sample)  # its plan spends epsilon 3
    window.steps.setCurrentRow(4)
    ledger_status(qtbot, window)
    window.release_page.set_lifetime_budget(7.5)
    first = tmp_path / "first"
    stale = output_claim.staging_folder(first)
    stale.mkdir()  # a claim left by a crash: the release removes it and tells the steward
    shown = export_into(qtbot, window, first, "done")
    assert f"αφαιρέθηκε το {stale}, που άφησε μια δημοσίευση σε αυτόν τον φάκελο που δεν ολοκληρώθηκε" in shown
    assert "left by a release" not in shown

    real, written = output_claim.write_file, []

    def disk_full_at_the_third_file(path, data):  # after the charge: the budget is spent, the files are not whole
        if len(written) == 2:
            raise OSError(errno.ENOSPC, "No space left on device")
        written.append(path.name)
        real(path, data)
    monkeypatch.setattr(output_claim, "write_file", disk_full_at_the_third_file)
    shown = export_into(qtbot, window, tmp_path / "second", "failed")
    assert shown.startswith("Η δημοσίευση ΔΕΝ παραδόθηκε (No space left on device")
    assert "ο προϋπολογισμός ΔΑΠΑΝΗΘΗΚΕ: epsilon 3, delta" in shown
    assert "απομένει epsilon 1,5 από το συνολικό 7,5" in shown and "1.5" not in shown
    status = ledger_status(qtbot, window)
    partial = output_claim.staging_folder(tmp_path / "second")
    assert f"ΗΜΙΤΕΛΗΣ (χρεώθηκε· η εξαγωγή δεν ολοκληρώθηκε· ημιτελή αρχεία στο {partial})" in status
    assert "INCOMPLETE" not in status


def test_a_tampered_ledger_is_shown_in_german(qtbot, window, monkeypatch, private_ledger):
    monkeypatch.delenv("DPSTUDIO_LANGUAGE")
    window.language_actions["de"].trigger()
    open_and_wait(qtbot, window, window.open_sample)
    window.steps.setCurrentRow(4)
    ledger_status(qtbot, window)
    window.release_page.set_lifetime_budget(2.5)
    assert "2,5" in ledger_status(qtbot, window)
    tamper_budget(private_ledger, "99")
    window.release_page.show_ledger()
    status = ledger_status(qtbot, window)
    assert status.startswith(f"abgelehnt: das Budgetbuch unter {private_ledger} wurde außerhalb von dpstudio "
                             "verändert (Eintrag ")
    assert "nichts daraus wird angezeigt. Stellen Sie das Budgetbuch aus einer Sicherung wieder her" in status
    assert "outside dpstudio" not in status
