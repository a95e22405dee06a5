"""The Release page asks for the lifetime δ beside the lifetime ε, with the command line's default (issue 32)."""
from fractions import Fraction

from PySide6.QtWidgets import QLabel, QLineEdit, QMessageBox

from dpstudio.core.ledger.book import Ledger
from dpstudio.core.plan import edits
from tests.gui.conftest import by_name, ledger_status, open_and_wait


def spend_delta(window, delta: float = 1e-7) -> None:
    """The sample's first count with Gaussian noise: the release spends δ."""
    window.project.edit_plan("Gaussian noise",
                             lambda doc: edits.with_query_fields(doc, 0, mechanism="discrete_gaussian", delta=delta))


def lifetime(window, private_ledger):
    with Ledger(private_ledger) as ledger:
        return ledger.budget(window.release_page.population(ledger).id)


def test_the_lifetime_delta_field_shows_the_default_and_sets_it(qtbot, window, private_ledger):
    open_and_wait(qtbot, window, window.open_sample)
    window.steps.setCurrentRow(4)
    field = by_name(window, QLineEdit, "Lifetime delta")
    assert field.isVisible() and field.text() == "1e-06" and "1e-06" in field.toolTip()
    assert window.release_page.labels["lifetime delta"].buddy() is field
    ledger_status(qtbot, window)
    window.release_page.set_lifetime_budget(10)
    assert lifetime(window, private_ledger).delta == Fraction(1, 10 ** 6)  # not the plan's δ (1e-7)
    status = ledger_status(qtbot, window)
    assert "Of its lifetime δ = 1e-06, 0 is spent; 1e-06 left." in status


def test_a_typed_lifetime_delta_is_read_in_the_apps_language(qtbot, window, private_ledger, monkeypatch):
    monkeypatch.delenv("DPSTUDIO_LANGUAGE")
    open_and_wait(qtbot, window, window.open_sample)
    ledger_status(qtbot, window)
    window.choose_language("de", remember=False)
    try:
        by_name(window, QLineEdit, "Lifetime delta").setText("0,00002")
        window.release_page.set_lifetime_budget(10)
        assert lifetime(window, private_ledger).delta == Fraction(2, 10 ** 5)
        assert "Vom Gesamt-δ = 2e-05 sind 0 verbraucht" in ledger_status(qtbot, window)
    finally:
        window.choose_language("en", remember=False)


def test_a_lifetime_delta_that_is_not_a_figure_is_refused_in_words(qtbot, window, private_ledger):
    open_and_wait(qtbot, window, window.open_sample)
    ledger_status(qtbot, window)
    by_name(window, QLineEdit, "Lifetime delta").setText("one in a million")
    window.release_page.set_lifetime_budget(10)
    box = next(b for b in window.findChildren(QMessageBox) if b.accessibleName() == "Error dialog")
    assert "the lifetime δ must be a number from 0 to below 1, such as 1e-06" in box.text().lower()
    assert "“one in a million” was not taken" in box.text()
    box.close()
    assert "No lifetime budget" in ledger_status(qtbot, window)  # nothing was set


def test_a_plan_that_spends_delta_is_released_under_the_default_lifetime_delta(qtbot, window, tmp_path,
                                                                              private_ledger):
    open_and_wait(qtbot, window, window.open_sample)
    spend_delta(window)
    ledger_status(qtbot, window)
    page = window.release_page
    page.set_lifetime_budget(10)
    page.folder.setText(str(tmp_path / "out"))
    with qtbot.waitSignal(page.runner.done, timeout=120000):
        page.export(confirmed=True)
    assert "spending ε = 3 and δ = 1e-07" in page.result.toPlainText()
    assert "Of its lifetime δ = 1e-06, 1e-07 is spent; 9e-07 left." in ledger_status(qtbot, window)


def test_raising_only_the_lifetime_delta_asks_for_a_reason_and_says_which(qtbot, window, private_ledger):
    open_and_wait(qtbot, window, window.open_sample)
    ledger_status(qtbot, window)
    page = window.release_page
    page.set_lifetime_budget(5)
    page.set_lifetime_budget(5, 1e-5)
    question = by_name(page.reason_dialog, QLabel, "Question").text()
    assert "from ε = 5, δ = 1e-06 to ε = 5, δ = 1e-05" in question
    page.reason_dialog.reject()
    assert lifetime(window, private_ledger).delta == Fraction(1, 10 ** 6)
