from PySide6.QtWidgets import QComboBox, QPushButton, QTableWidget

from dpstudio.core.plan import edits
from dpstudio.core.risk.persons import PersonRule, assess, smallest_classes
from dpstudio.core.risk.reidentification import assess_risk, riskiest_classes
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
    """The sample's plan protects each patient_id: the figures count people, each by the set of their
    combinations (the default, the stricter)."""
    open_and_wait(qtbot, window, window.open_sample)
    panel = window.columns_page.risk
    with qtbot.waitSignal(panel.runner.done, timeout=30000):
        panel.recompute()
    quasi, sensitive = ["birth_year", "sex", "zip", "admission_date"], ["diagnosis", "length_of_stay", "test_result"]
    expected = assess(window.project.table.frame, quasi, sensitive, 0.2, PersonRule("patient_id"))
    text = panel.figures.text()
    assert f"<b>{expected.unique_records:,}</b> of {expected.records:,} people" in text
    assert expected.records == 2000 and f": the people are <b>{expected.k}-anonymous</b>" in text
    assert by_name(window, QComboBox, "Each person by").currentText() == "all their rows (the stricter)"
    assert "Left out" not in text  # every row of the sample has a patient_id
    assert "counting people</b> (each patient_id;" in panel.title.text()
    assert panel.combinations.rowCount() == len(expected.combinations)
    assert panel.combinations.item(0, 0).text() == " + ".join(expected.combinations[0].columns)
    assert panel.combinations.horizontalHeaderItem(1).text() == "Unique people"
    dialog = panel.show_smallest_classes()
    assert dialog is not None and dialog.findChildren(type(panel.combinations))[0].rowCount() == 20
    dialog.close()


def test_the_person_rule_is_chosen_in_the_panel_and_rows_are_counted_without_a_unit(qtbot, window):
    open_and_wait(qtbot, window, window.open_sample)
    panel = window.columns_page.risk
    frame = window.project.table.frame
    quasi, sensitive = ["birth_year", "sex", "zip", "admission_date"], ["diagnosis", "length_of_stay", "test_result"]

    def order_by(column):
        def change(doc):
            unit = doc.unit()
            return edits.with_privacy_unit(doc, unit.column, unit.max_rows, column)
        with qtbot.waitSignal(panel.runner.done, timeout=30000):
            window.project.edit_plan("Change which rows each person keeps", change)
    order_by("admission_date")
    rule = by_name(window, QComboBox, "Each person by")
    assert rule.isVisibleTo(panel) and [rule.itemText(i) for i in range(rule.count())] == [
        "all their rows (the stricter)", "their first row by admission_date",
        "their last row by admission_date"]
    with qtbot.waitSignal(panel.runner.done, timeout=30000):
        rule.setCurrentIndex(1)
    first = assess(frame, quasi, sensitive, 0.2, PersonRule("patient_id", "first", "admission_date"))
    assert first != assess(frame, quasi, sensitive, 0.2, PersonRule("patient_id"))
    assert panel.summary == first
    assert rule.currentText() == "their first row by admission_date"  # the combo says the rule, not the figures
    assert f"<b>{first.unique_records:,}</b> of {first.records:,} people" in panel.figures.text()
    order_by(None)
    assert rule.itemText(2) == "their last row in file order"
    assert panel.summary == assess(frame, quasi, sensitive, 0.2, PersonRule("patient_id", "first"))

    with qtbot.waitSignal(panel.runner.done, timeout=30000):
        window.project.edit_plan("Change who is protected", lambda doc: edits.with_privacy_unit(doc, None))
    rows = assess_risk(frame, quasi, sensitive)
    assert not rule.isVisibleTo(panel) and panel.summary == rows
    assert f"<b>{rows.unique_records:,}</b> of {rows.records:,} records" in panel.figures.text()
    assert "counting rows</b>" in panel.title.text()
    assert panel.combinations.horizontalHeaderItem(1).text() == "Unique records"


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


def _dialog_rows(dialog):
    view = dialog.findChildren(QTableWidget)[0]
    header = [view.horizontalHeaderItem(c).text() for c in range(view.columnCount())]
    return header, [[view.item(r, c).text() for c in range(view.columnCount())] for r in range(view.rowCount())]


def test_the_smallest_classes_dialog_counts_people_as_the_panel_does(qtbot, window):
    """Issue 46: the panel said how many people are unique, and the dialog listed their classes by rows."""
    open_and_wait(qtbot, window, window.open_sample)
    panel = window.columns_page.risk
    with qtbot.waitSignal(panel.runner.done, timeout=30000):
        panel.recompute()
    quasi = ["birth_year", "sex", "zip", "admission_date"]
    expected = smallest_classes(window.project.table.frame, quasi, PersonRule("patient_id"))
    header, rows = _dialog_rows(panel.show_smallest_classes())
    assert header == [*quasi, "people in the class"]
    assert [int(r[-1]) for r in rows] == expected["class size"].tolist()
    assert int(rows[0][-1]) == 1 and panel.summary.unique_records >= 1  # the panel's unique people are listed
    assert any(";" in cell for row in rows for cell in row[:-1])  # a person with several admissions: their set

    with qtbot.waitSignal(panel.runner.done, timeout=30000):
        window.project.edit_plan("No privacy unit", lambda doc: edits.with_privacy_unit(doc, None))
    header, rows = _dialog_rows(panel.show_smallest_classes())
    assert header[-1] == "rows in the class"
    assert [int(r[-1]) for r in rows] == riskiest_classes(window.project.table.frame, quasi)["class size"].tolist()
