"""The selected query's expected error beside its ε, live, from the plan and public numbers only."""
from PySide6.QtWidgets import QLabel

from dpstudio.core.plan import edits
from dpstudio.gui.project_state import with_expected
from tests.gui.conftest import by_name, open_and_wait


def select(window, query_id: str) -> None:
    row = next(i for i, q in enumerate(window.project.state.queries) if q["id"] == query_id)
    window.queries_page.list.selectRow(row)


def test_the_error_follows_epsilon_as_it_is_edited(qtbot, window):
    open_and_wait(qtbot, window, window.open_sample)
    window.steps.setCurrentRow(2)
    label = by_name(window, QLabel, "Expected error")
    select(window, "admissions")  # a count, 3 rows per patient, epsilon 0.2: discrete Laplace of scale 15
    assert "±45" in label.text() and "95% confidence" in label.text()
    window.queries_page.epsilon.setValue(0.4)
    window.queries_page.epsilon.valueChanged.emit(0.4)
    assert window.project.state.queries[0]["epsilon"] == 0.4
    assert "±22" in label.text() or "±23" in label.text(), label.text()
    select(window, "diagnoses")
    assert "in each cell at most" in label.text()


def test_a_mean_asks_for_public_rows_and_an_overspent_budget_does_not_hide_the_error(qtbot, window):
    open_and_wait(qtbot, window, window.open_sample)
    window.steps.setCurrentRow(2)
    label = by_name(window, QLabel, "Expected error")
    select(window, "mean_stay")
    assert "type the expected rows on the Preview page" in label.text()
    window.project.edit_snapshot("Expect rows", lambda s: with_expected(s, None, "rows", 3000))
    select(window, "mean_stay")
    assert label.text().startswith("<b>±"), label.text()
    window.project.edit_plan("Overspend", lambda doc: edits.with_budget(doc, epsilon=0.5))
    select(window, "admissions")
    assert "±45" in label.text()  # the budget's problem is on the meter, the error still shown
