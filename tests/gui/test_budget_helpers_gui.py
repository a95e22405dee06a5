"""The budget helpers in the app: public expectations typed and saved, and the table never matters."""
import json

from PySide6.QtWidgets import QLineEdit, QPushButton

from dpstudio.gui.project_state import without_expectations
from dpstudio.resources import sample_data, sample_plan
from tests.gui.conftest import by_name, open_and_wait


def type_into(field: QLineEdit, text: str) -> None:
    field.setText(text)
    field.editingFinished.emit()


def preview_ready(qtbot, window, opener):
    open_and_wait(qtbot, window, opener)
    page = window.preview_page
    with qtbot.waitSignal(page.updated, timeout=30000):
        page.recompute()
    return page


def choose_with_expectations(qtbot, window, opener):
    """Type public expectations, then ask both helpers; returns (ε for ±1 on mean_stay, the distribution)."""
    page = preview_ready(qtbot, window, opener)
    type_into(by_name(window, QLineEdit, "Expected rows"), "5000")
    page.table.selectRow(1)
    type_into(by_name(window, QLineEdit, "Expected value of the query"), "400")  # positive tests in women
    page.table.selectRow(4)
    type_into(by_name(window, QLineEdit, "Expected value of the query"), "6")  # mean stay in days
    by_name(window, QLineEdit, "Wanted interval").setText("1")
    epsilon = page.set_epsilon_for_target()
    page.objective.setCurrentIndex(page.objective.findData("total"))
    with qtbot.waitSignal(page.distributed, timeout=60000) as blocker:
        page.distribute()
    return epsilon, blocker.args[0], page


def test_a_table_and_the_table_with_one_more_person_get_the_same_epsilons(qtbot, window, tmp_path):
    rows = sample_data().read_text(encoding="utf-8").splitlines()
    neighbour = tmp_path / "neighbour.csv"
    extra = "P99999," + rows[-1].split(",", 1)[1]  # a new patient, with an ordinary admission
    neighbour.write_text("\n".join(rows + [extra]) + "\n", encoding="utf-8")
    first = choose_with_expectations(qtbot, window, window.open_sample)
    assert first[0] is not None and len(first[1]) == 8
    second = choose_with_expectations(qtbot, window, lambda: window.open_table(neighbour, sample_plan()))
    assert len(window.project.table.frame) == len(rows)  # the neighbour was open: one row more than the sample
    assert second[:2] == first[:2]


def test_expectations_are_saved_with_the_project_not_the_plan(qtbot, window, tmp_path):
    page = preview_ready(qtbot, window, window.open_sample)
    type_into(by_name(window, QLineEdit, "Expected rows"), "5,000")
    page.table.selectRow(4)
    type_into(by_name(window, QLineEdit, "Expected value of the query"), "6")
    assert window.project.state.planning == {"rows": 5000.0, "queries": {"mean_stay": {"value": 6.0}}}
    path = tmp_path / "p.dpstudio.json"
    window.project.save(path)
    saved = json.loads(path.read_text(encoding="utf-8"))
    assert saved["planning"] == {"rows": 5000.0, "queries": {"mean_stay": {"value": 6.0}}}
    assert "planning" not in saved["plan"]
    window.project.edit_snapshot("forget", without_expectations)
    open_and_wait(qtbot, window, lambda: window.open_project(path))
    qtbot.waitUntil(lambda: window.project.state.planning.get("rows") == 5000.0, timeout=5000)
    assert by_name(window, QLineEdit, "Expected rows").text() == "5000"


def test_a_missing_expectation_is_asked_for_in_words(qtbot, window):
    page = preview_ready(qtbot, window, window.open_sample)
    page.table.selectRow(4)  # mean_stay: its interval depends on how many rows it averages
    by_name(window, QLineEdit, "Wanted interval").setText("1")
    assert page.set_epsilon_for_target() is None
    assert "'mean_stay': its error depends on how many rows it covers" in page.status.text()
    assert "not from this table" in page.status.text()
    assert page.plots.artists["curve"].get("empty")  # the ε curve waits for the number too
    with qtbot.waitSignal(page.updated, timeout=5000):
        type_into(by_name(window, QLineEdit, "Expected rows"), "5000")
    assert not page.plots.artists["curve"].get("empty")
    assert page.set_epsilon_for_target() is not None


def test_the_app_says_the_helpers_use_public_numbers_only(qtbot, window):
    button = by_name(window, QPushButton, "Distribute the budget")
    assert "never from this table" in button.toolTip() and "true" not in button.toolTip()
    assert "public knowledge" in by_name(window, QLineEdit, "Expected rows").toolTip()
