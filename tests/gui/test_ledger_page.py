"""The release page's ledger: the population match, and a budget raise that asks for a reason."""
from PySide6.QtWidgets import QAbstractSpinBox, QCheckBox, QLabel, QLineEdit, QPushButton

from dpstudio.core.base.budget import Budget
from dpstudio.core.ledger.book import Ledger
from tests.gui.conftest import by_name, ledger_status, open_and_wait


def set_budget(qtbot, window, epsilon):
    ledger_status(qtbot, window)  # the button waits for the ledger check
    by_name(window, QAbstractSpinBox, "Lifetime epsilon").setValue(epsilon)
    by_name(window, QPushButton, "Set lifetime budget").click()


def test_raising_the_budget_asks_for_a_reason_which_is_recorded_and_shown(qtbot, window, private_ledger):
    open_and_wait(qtbot, window, window.open_sample)
    window.steps.setCurrentRow(4)
    set_budget(qtbot, window, 2)
    assert "2 left" in ledger_status(qtbot, window) and window.release_page.reason_dialog is None
    set_budget(qtbot, window, 5)
    dialog = window.release_page.reason_dialog
    question = by_name(dialog, QLabel, "Question").text()
    assert dialog.isVisible() and "from ε = 2, δ = 1e-06 to ε = 5, δ = 1e-06" in question
    confirm = by_name(dialog, QPushButton, "Raise budget")
    assert not confirm.isEnabled()  # no reason, no raise
    by_name(dialog, QLineEdit, "Reason").setText("approved by the ethics board")
    assert confirm.isEnabled()
    confirm.click()
    status = ledger_status(qtbot, window)
    assert "5 left" in status and "approved by the ethics board" in status
    with Ledger(private_ledger) as ledger:
        assert ledger.budget_changes(window.release_page.population(ledger).id)[-1].data["reason"] == \
            "approved by the ethics board"


def test_a_cancelled_raise_changes_nothing(qtbot, window, private_ledger):
    open_and_wait(qtbot, window, window.open_sample)
    window.release_page.set_lifetime_budget(2)
    window.release_page.set_lifetime_budget(3)
    window.release_page.reason_dialog.reject()
    assert "2 left" in ledger_status(qtbot, window)
    with Ledger(private_ledger) as ledger:
        assert len(ledger.budget_changes(window.release_page.population(ledger).id)) == 1


def test_the_page_shows_which_population_the_table_is(qtbot, window, private_ledger):
    open_and_wait(qtbot, window, window.open_sample)
    status = ledger_status(qtbot, window)
    assert "new to the ledger" in status and "No lifetime budget" in status
    window.release_page.set_lifetime_budget(4)
    status = ledger_status(qtbot, window)
    assert "the same population as 'hospital_admissions.csv'" in status and "100% of the people" in status
    by_name(window, QCheckBox, "Declare a new population").setChecked(True)
    window.release_page.set_lifetime_budget(1)
    dialog = window.release_page.reason_dialog
    by_name(dialog, QLineEdit, "Reason").setText("a separate consent cohort")
    by_name(dialog, QPushButton, "Declare new population").click()
    assert "1 left" in ledger_status(qtbot, window)
    assert not by_name(window, QCheckBox, "Declare a new population").isChecked()


def test_lowering_below_what_was_spent_is_refused_with_the_figures(qtbot, window, private_ledger, monkeypatch):
    open_and_wait(qtbot, window, window.open_sample)
    window.release_page.set_lifetime_budget(3)
    with Ledger(private_ledger) as ledger:
        ledger.charge(window.release_page.population(ledger).id, Budget.of(2), "plan", "out")
    shown = []
    monkeypatch.setattr(window.release_page, "show_error", lambda error, details: shown.append(str(error)))
    window.release_page.set_lifetime_budget(1)
    assert len(shown) == 1 and "(asked: epsilon 1, delta 1e-06; spent: epsilon 2, delta 0)" in shown[0]
    assert "1 left" in ledger_status(qtbot, window)  # 3 - 2: unchanged


def test_an_extract_the_ledger_cannot_judge_is_joined_to_its_population(qtbot, window, private_ledger):
    from PySide6.QtWidgets import QComboBox

    from dpstudio.core.ledger.population import K, Sketch

    registry = Sketch("person", tuple(range(1, K + 1)), 1_000_000, ("patient_id",))  # no sample person compares
    with Ledger(private_ledger) as ledger:
        ledger.add_population("ab" * 16, {"sketch": registry.to_dict(), "source": "registry.csv"})
    open_and_wait(qtbot, window, window.open_sample)
    status = ledger_status(qtbot, window)
    assert "cannot tell whether the" in status and "population ababababab" in status
    assert "choose it under <b>Population</b>" in status
    choice = by_name(window, QComboBox, "Population")
    assert choice.count() == 2 and choice.itemData(1) == "ab" * 16
    choice.setCurrentIndex(1)
    choice.activated.emit(1)
    assert "declared part of population ababababab" in ledger_status(qtbot, window)
    window.release_page.set_lifetime_budget(4)
    assert "4 left" in ledger_status(qtbot, window) and choice.currentData() == "ab" * 16
    with Ledger(private_ledger) as ledger:
        assert ledger.budget("ab" * 16) == Budget.of(4, 1e-6)  # the Lifetime δ field's default
        assert [r for r in ledger.records() if r.kind == "population"][-1].data["joined"] is True


def test_a_tampered_ledger_refuses_the_release_in_the_error_dialog(qtbot, window, private_ledger, tmp_path):
    from PySide6.QtWidgets import QMessageBox

    from tests.core.test_ledger_tamper import tamper_budget

    open_and_wait(qtbot, window, window.open_sample)
    window.steps.setCurrentRow(4)
    window.release_page.set_lifetime_budget(5)
    ledger_status(qtbot, window)  # the status worker opens the ledger (and restores its triggers): wait for it
    tamper_budget(private_ledger, "99")  # an attacker lifts the budget from 5 to 99
    out = tmp_path / "release"
    by_name(window, QLineEdit, "Output folder").setText(str(out))
    with qtbot.waitSignal(window.release_page.runner.failed, timeout=60000):
        window.release_page.export(confirmed=True)
    box = [b for b in window.findChildren(QMessageBox) if b.accessibleName() == "Error dialog"][-1]
    assert "has been changed outside dpstudio" in box.text() and "nothing was released or charged" in box.text()
    assert "Nothing was released." in window.release_page.result.toPlainText() and not out.exists()
    with Ledger(private_ledger) as ledger:
        assert [r.kind for r in ledger.records() if r.kind == "release"] == []


def test_a_tampered_ledger_is_shown_as_tampered_not_as_figures(qtbot, window, private_ledger):
    from tests.core.test_ledger_tamper import tamper_budget

    open_and_wait(qtbot, window, window.open_sample)
    window.steps.setCurrentRow(4)
    set_budget(qtbot, window, 2)
    ledger_status(qtbot, window)
    tamper_budget(private_ledger, "99")
    window.release_page.show_ledger()
    status = ledger_status(qtbot, window)
    assert "has been changed outside dpstudio" in status and "left" not in status


def test_the_last_budget_changes_day_is_written_as_the_language_writes_it(qtbot, window, private_ledger,
                                                                          monkeypatch):
    import re

    monkeypatch.delenv("DPSTUDIO_LANGUAGE")
    open_and_wait(qtbot, window, window.open_sample)
    window.steps.setCurrentRow(4)
    set_budget(qtbot, window, 2)
    set_budget(qtbot, window, 5)
    by_name(window.release_page.reason_dialog, QLineEdit, "Reason").setText("approved")
    by_name(window.release_page.reason_dialog, QPushButton, "Raise budget").click()
    assert not re.search(r"\(\d{4}-\d{2}-\d{2},", ledger_status(qtbot, window))
    days = {"de": r"Letzte Budgetänderung \(\d{2}\.\d{2}\.\d{4}, ", "zh": r"最近一次预算更改（\d{4}年\d{1,2}月\d{1,2}日，",
            "el": r"Τελευταία αλλαγή προϋπολογισμού \(\d{1,2} \w{3,4} \d{4}, "}
    for language, said in days.items():
        window.language_actions[language].trigger()
        status = ledger_status(qtbot, window)
        assert re.search(said, status), status
    window.language_actions["en"].trigger()
def test_the_office_public_key_is_exported_and_its_fingerprint_shown(qtbot, window, private_ledger, tmp_path):
    from dpstudio.core.ledger.signing import office_signer

    open_and_wait(qtbot, window, window.open_sample)
    window.steps.setCurrentRow(4)
    button = by_name(window, QPushButton, "Export public key")
    assert button.isVisible() and button.isEnabled() and button.text() == "Export public key…"
    target = tmp_path / "office.pub"
    assert window.release_page.export_public_key(str(target)) == target
    with Ledger(private_ledger) as ledger:
        signer = office_signer(ledger, create=False)
    assert target.read_bytes() == signer.public_pem
    from PySide6.QtGui import QTextDocumentFragment
    from PySide6.QtWidgets import QLabel

    shown = QTextDocumentFragment.fromHtml(by_name(window, QLabel, "Saved files note").text()).toPlainText()
    assert f"Its fingerprint is {signer.fingerprint}." in shown and f"--key {target}" in shown
    assert f"fingerprint <code>{signer.fingerprint}</code>" in ledger_status(qtbot, window)


def test_a_missing_signing_key_is_told_in_the_ledger_status_before_an_export(qtbot, window, private_ledger):
    """Once a release was signed, a key that went missing is refused: the status says so (the export would be)."""
    from dpstudio.core.ledger.signing import signing_key_path

    open_and_wait(qtbot, window, window.open_sample)
    window.release_page.set_lifetime_budget(4)
    with Ledger(private_ledger) as ledger:
        dataset = window.release_page.population(ledger).id
        seq = ledger.charge(dataset, Budget.of(1), "plan", "out")
        ledger.complete(dataset, seq, "0" * 64, {}, "ab" * 32)
    signing_key_path(private_ledger).unlink()
    window.release_page.show_ledger()
    status = ledger_status(qtbot, window)
    assert f"its signing key ({signing_key_path(private_ledger)}) is missing" in status and "ab" * 32 in status
