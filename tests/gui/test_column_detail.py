"""The Columns page: a summary table (name, role, suggestion, type, a short bounds/categories text)
that fits 1366x768 without a horizontal scroll bar, and a detail panel for the selected column:
role, type (the file read again, the plan kept), bounds, and the category list beside the values
seen in the table (for the steward's eyes only)."""
from PySide6.QtCore import Qt
from PySide6.QtWidgets import QComboBox, QLabel, QLineEdit, QListWidget, QPlainTextEdit, QPushButton

from dpstudio.core.plan.roles import ColumnRole
from dpstudio.gui.models import ColumnsModel, settings_summary
from dpstudio.gui.project import ColumnSettings
from dpstudio.resources import sample_data, sample_plan
from tests.gui.conftest import by_name, open_and_wait


def select(window, name):
    page = window.columns_page
    page.view.selectRow(window.project.column_names.index(name))
    return page.detail


def sample_on_columns(qtbot, window, name):
    """The sample with its plan, on the Columns page, `name` selected: its detail panel."""
    open_and_wait(qtbot, window, lambda: window.open_table(sample_data(), sample_plan()))
    window.steps.setCurrentRow(1)
    return select(window, name)


def test_the_summary_says_bounds_and_lists_in_a_few_words():
    assert settings_summary(ColumnSettings(bounds=(0, 100))) == "0 to 100"
    assert settings_summary(ColumnSettings(categories=["F", "M"], categories_from_data=True)) == "2: F; M (from the data)"
    long = settings_summary(ColumnSettings(categories=[f"category {i}" for i in range(20)]))
    assert long.startswith("20: category 0; category 1;") and long.endswith("…") and len(long) < 45
    assert settings_summary(ColumnSettings(bounds=(5, None))) == "5 to ?"


def test_the_table_fits_1366_and_the_panel_edits_the_selected_column(qtbot, window):
    open_and_wait(qtbot, window, lambda: window.open_table(sample_data(), sample_plan()))
    window.resize(1366, 768)
    window.steps.setCurrentRow(1)
    page = window.columns_page
    qtbot.waitUntil(lambda: page.view.isVisible())
    assert not page.view.horizontalScrollBar().isVisible()  # nothing cut off or scrolled away
    shown = [page.model.headerData(c, Qt.Horizontal) for c in range(page.model.columnCount()) if not page.view.isColumnHidden(c)]
    assert shown == ["Column", "Role", "Suggested", "Type", "Bounds / categories"]
    row = window.project.column_names.index("length_of_stay")
    assert page.model.index(row, ColumnsModel.SUMMARY).data() == "0 to 60"

    detail = select(window, "diagnosis")
    assert page.side.currentWidget() is detail
    assert "<b>diagnosis</b>" == by_name(detail, QLabel, "Selected column").text()
    listed = by_name(detail, QPlainTextEdit, "Category list of the selected column")
    assert listed.toPlainText().splitlines()[:2] == ["I10 Hypertension", "E11 Type 2 diabetes"]
    seen = by_name(detail, QListWidget, "Values seen in the table")
    frame = window.project.table.frame
    top = frame["diagnosis"].value_counts().index[0]
    assert seen.item(0).text() == f"{top}  ({frame['diagnosis'].value_counts().iloc[0]:,})"
    listed.setPlainText("A41 Sepsis\nJ18 Pneumonia")
    by_name(detail, QPushButton, "Use this category list").click()
    assert window.project.state.columns["diagnosis"].categories == ["A41 Sepsis", "J18 Pneumonia"]
    assert not window.project.state.columns["diagnosis"].categories_from_data
    assert "Typed by you" in by_name(detail, QLabel, "Where the list comes from").text()

    role = by_name(detail, QComboBox, "Role of the selected column")
    role.setCurrentIndex(role.findData(ColumnRole.OTHER.value))
    role.activated.emit(role.currentIndex())
    assert window.project.state.columns["diagnosis"].role is ColumnRole.OTHER

    detail = select(window, "length_of_stay")
    assert "number column" in detail.seen_label.text() and detail.seen.count() == 0  # bounds, not a list
    low, high = (by_name(detail, QLineEdit, f"{w} bound of the selected column") for w in ("Lower", "Upper"))
    assert (low.text(), high.text()) == ("0", "60")
    high.setText("90")
    high.editingFinished.emit()
    assert window.project.state.columns["length_of_stay"].bounds == (0, 90)
    low.setText("abc")
    low.editingFinished.emit()
    assert window.project.state.columns["length_of_stay"].bounds == (0, 90) and low.text() == "0"
    assert "'abc' is not a number" in page.bound_problems.text()
    window.project.undo_stack.undo()
    assert window.project.state.columns["length_of_stay"].bounds == (0, 60) and high.text() == "60"


def test_a_type_chosen_in_the_panel_reads_the_file_again_and_keeps_the_plan(qtbot, window):
    open_and_wait(qtbot, window, lambda: window.open_table(sample_data(), sample_plan()))
    window.steps.setCurrentRow(1)
    queries = [q["id"] for q in window.project.state.queries]
    before = window.project.table.frame["birth_year"].tolist()
    detail = select(window, "birth_year")
    kind = by_name(detail, QComboBox, "Type of the selected column")
    assert kind.currentData() == "integer"
    kind.setCurrentIndex(kind.findData("text"))
    with qtbot.waitSignal(window.loader.done, timeout=30000):
        kind.activated.emit(kind.currentIndex())
    assert window.project.reading.columns["birth_year"] == "text"
    assert window.project.table.frame["birth_year"].tolist()[:1] == [str(v) for v in before[:1]]
    assert [q["id"] for q in window.project.state.queries] == queries
    assert window.project.state.columns["birth_year"].role is ColumnRole.QUASI_IDENTIFIER
    assert window.steps.currentRow() == 1


def test_after_a_type_change_the_column_stays_selected_and_a_text_list_is_kept_as_typed(qtbot, window):
    detail = sample_on_columns(qtbot, window, "zip")
    listed = by_name(detail, QPlainTextEdit, "Category list of the selected column")
    listed.setPlainText("01067\n80331; Munich\n01067")
    by_name(detail, QPushButton, "Use this category list").click()
    assert window.project.state.columns["zip"].categories == ["01067", "80331; Munich"]
    kind = by_name(detail, QComboBox, "Type of the selected column")
    kind.setCurrentIndex(kind.findData("integer"))
    with qtbot.waitSignal(window.loader.done, timeout=30000):
        kind.activated.emit(kind.currentIndex())
    assert detail.name == "zip" and window.columns_page.selected_column() == "zip"
    assert kind.isEnabled() and kind.currentData() == "integer"


def test_a_unit_typed_for_a_column_is_kept_in_the_plan_and_shown_with_its_bounds(qtbot, window):
    from dpstudio.gui.pages.release_texts import released_values_html

    detail = sample_on_columns(qtbot, window, "length_of_stay")
    unit = by_name(detail, QLineEdit, "Unit of the selected column")
    unit.setText("days")
    unit.editingFinished.emit()
    assert window.project.to_plan()["units"] == {"length_of_stay": "days"}
    row = window.project.column_names.index("length_of_stay")
    assert window.columns_page.model.index(row, ColumnsModel.SUMMARY).data() == "0 to 60 days"
    release = {"queries": [{"id": "mean_stay", "kind": "mean", "column": "length_of_stay", "value": 4.25,
                            "ci95": 0.5}, {"id": "n", "kind": "count", "value": 10, "ci95": 2}]}
    html = released_values_html(release, charts=False, units=window.project.to_plan()["units"])
    assert "4.25 days</td><td>± 0.5 days</td>" in html and "± 2</td>" in html
    window.project.undo_stack.undo()
    assert "units" not in window.project.to_plan() and unit.text() == ""


def test_the_categories_dialog_keeps_a_text_columns_codes_as_typed(qtbot, window):
    sample_on_columns(qtbot, window, "zip")
    dialog = window.columns_page.edit_categories()
    dialog.text.setPlainText("01067\n80331; Munich")
    dialog.accept()
    assert window.project.state.columns["zip"].categories == ["01067", "80331; Munich"]
    kind = by_name(window.columns_page.detail, QComboBox, "Type of the selected column")
    kind.setCurrentIndex(kind.findData("integer"))
    window.columns_page.side.setCurrentWidget(window.columns_page.detail)
    with qtbot.waitSignal(window.loader.done, timeout=30000):
        kind.activated.emit(kind.currentIndex())
    qtbot.waitUntil(lambda: not window.columns_page.people_counter.running, timeout=30000)
    assert window.columns_page.side.currentWidget() is window.columns_page.detail  # no jump to rows per person
