from PySide6.QtWidgets import QPushButton

from dpstudio.core.risk.reidentification import assess_risk
from dpstudio.gui.models import ColumnsModel
from dpstudio.resources import sample_data
from tests.gui.conftest import by_name, open_and_wait


def test_suggested_roles_are_shown_then_applied_on_request(qtbot, window):
    open_and_wait(qtbot, window, lambda: window.open_table(sample_data()))
    state = window.project.state
    assert all(s.role.value == "other" for s in state.columns.values())  # nothing applied silently
    model = window.columns_page.model
    row = window.project.column_names.index("name")
    assert model.data(model.index(row, ColumnsModel.SUGGESTED)) == "Direct identifier"
    assert "because the header mentions 'name'" in model.data(model.index(row, ColumnsModel.SUGGESTED), 3)
    by_name(window, QPushButton, "Apply suggested roles").click()
    assert window.project.state.columns["name"].role.value == "identifier"
    assert window.project.state.columns["zip"].role.value == "quasi_identifier"
    assert model.data(model.index(row, ColumnsModel.SUGGESTED)) == "✓"  # as marked: the role column says which
    window.project.undo_stack.undo()
    assert window.project.state.columns["name"].role.value == "other"


def test_risk_panel_shows_the_core_figures_for_the_sample(qtbot, window):
    open_and_wait(qtbot, window, window.open_sample)
    panel = window.columns_page.risk
    with qtbot.waitSignal(panel.runner.done, timeout=30000):
        panel.recompute()
    expected = assess_risk(window.project.table.frame, ["birth_year", "sex", "zip", "admission_date"],
                           ["diagnosis", "length_of_stay", "test_result"])
    text = panel.figures.text()
    assert f"<b>{expected.unique_records:,}</b> of {expected.records:,} records" in text
    assert f"{expected.k}-anonymous" in text
    assert panel.combinations.rowCount() == len(expected.combinations)
    assert panel.combinations.item(0, 0).text() == " + ".join(expected.combinations[0].columns)
    dialog = panel.show_smallest_classes()
    assert dialog is not None and dialog.findChildren(type(panel.combinations))[0].rowCount() == 20
    dialog.close()


def test_risk_follows_role_changes(qtbot, window):
    open_and_wait(qtbot, window, window.open_sample)
    panel = window.columns_page.risk
    model = window.columns_page.model
    row = window.project.column_names.index("zip")
    with qtbot.waitSignal(panel.runner.done, timeout=30000):
        model.setData(model.index(row, ColumnsModel.ROLE), "other")
    assert "<b>birth_year, sex, admission_date</b>" in panel.figures.text()


def test_the_risk_plot_appears_only_with_figures(qtbot, window):
    """No empty axes: the class-size plot is hidden until quasi-identifiers are marked and assessed."""
    open_and_wait(qtbot, window, lambda: window.open_table(sample_data()))
    window.steps.setCurrentRow(1)
    panel = window.columns_page.risk
    panel.recompute()
    assert panel.canvas.isHidden()
    with qtbot.waitSignal(panel.runner.done, timeout=30000):
        by_name(window, QPushButton, "Apply suggested roles").click()
        panel.recompute()
    assert not panel.canvas.isHidden()
    window.project.undo_stack.undo()
    panel.recompute()
    assert panel.canvas.isHidden()
