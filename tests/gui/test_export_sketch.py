"""The people of a table the app holds are sketched once: by the ledger check, then reused by the question before
an export, the export and the checks after it (a 10^6-row table took seconds each time)."""
from PySide6.QtWidgets import QComboBox

from dpstudio.core.ledger.book import Ledger
from tests.gui.conftest import by_name, ledger_status, open_and_wait


def test_the_export_charges_the_population_the_check_sketched_once(qtbot, window, tmp_path):
    open_and_wait(qtbot, window, window.open_sample)
    window.choose_ledger(str(tmp_path / "ledger.sqlite"))
    page = window.release_page
    ledger_status(qtbot, window)
    page.set_lifetime_budget(10)
    assert "10 left" in ledger_status(qtbot, window)
    checked = page._match_cache[1]
    assert page.sketched_people() is checked.table
    assert "will be left" in page.confirmation(str(tmp_path / "out"))  # the question reuses it too
    page.folder.setText(str(tmp_path / "out"))
    with qtbot.waitSignal(page.runner.done, timeout=60000) as done:
        page.export(confirmed=True)
    published = done.args[0]
    assert published.population.table is checked.table and published.population.id == checked.id
    with Ledger(tmp_path / "ledger.sqlite") as ledger:
        assert len(ledger.releases(checked.id)) == 1  # charged to the population the check found
    assert "of its lifetime ε = 10" in ledger_status(qtbot, window)
    assert page._match_cache[1].table is checked.table  # the check after the export: not sketched again


def test_another_privacy_unit_or_table_is_sketched_afresh(qtbot, window, tmp_path):
    open_and_wait(qtbot, window, window.open_sample)
    window.choose_ledger(str(tmp_path / "ledger.sqlite"))
    page = window.release_page
    ledger_status(qtbot, window)
    per_person = page.sketched_people()
    assert per_person is not None and per_person.person_column == "patient_id"
    window.steps.setCurrentRow(1)
    by_name(window, QComboBox, "Person column").setCurrentText("national_id")
    by_name(window, QComboBox, "Person column").activated.emit(0)
    assert page.sketched_people() is None  # the sketch of patient_id is not the people of national_id
    ledger_status(qtbot, window)
    assert page.sketched_people() is not per_person and page.sketched_people().person_column == "national_id"
    open_and_wait(qtbot, window, window.open_sample)  # the same file opened again: another table
    assert page.sketched_people() is not per_person
