"""A quantile's resolution in the app (plan version 12, issue 46): the Queries page shows the selected quantile's
step between candidates (the default greyed, and how many candidates it gives), takes a figure in the app's marks
into the plan as one undoable step, refuses what is not a positive number, and the Preview page states it."""
from PySide6.QtWidgets import QLabel, QLineEdit

from dpstudio.core.plan import edits
from dpstudio.core.plan.release_plan import parse_plan
from dpstudio.gui.project_state import with_declared_bounds
from tests.gui.conftest import by_name, open_and_wait
from tests.gui.test_table_options import new_query, planned


def _typed(line: QLineEdit, text: str) -> None:
    line.setText(text)
    line.editingFinished.emit()


def test_the_resolution_of_a_quantile_is_shown_typed_refused_and_previewed(qtbot, window):
    open_and_wait(qtbot, window, window.open_sample)
    window.steps.setCurrentRow(2)
    window.project.edit_snapshot("Bounds", lambda s: with_declared_bounds(s, "length_of_stay", (0, 60)))
    query = new_query(window, "quantiles")
    window.project.edit_plan("Column", lambda doc: edits.with_query_fields(doc, len(doc.query_list()) - 1,
                                                                        column="length_of_stay"))
    line, note = by_name(window, QLineEdit, "Resolution"), by_name(window, QLabel, "Resolution note")
    assert line.isVisibleTo(window) and line.text() == ""
    assert line.placeholderText() == "default: 1"  # the sample reads length_of_stay as whole numbers
    assert note.text() == "61 candidate values from 0 to 60"
    _typed(line, "0.5")
    assert planned(window, query["id"])["resolution"] == 0.5 and note.text() == "121 candidate values from 0 to 60"
    plan = {**window.project.to_plan(), "queries": [planned(window, query["id"])]}
    assert parse_plan(plan).queries[0].resolution == 0.5
    _typed(line, "fine")
    assert "'fine' is not a positive number" in note.text() and planned(window, query["id"])["resolution"] == 0.5
    window.project.undo_stack.undo()
    assert "resolution" not in planned(window, query["id"])
    _typed(line, "0.5")
    window.steps.setCurrentRow(3)
    page = window.preview_page
    with qtbot.waitSignal(page.updated, timeout=60000):
        page.recompute()
    row = [p.id for p in page.previews].index(query["id"])
    assert "Candidate values are 0.5 apart" in page.table.item(row, 6).text()
    assert "On this table, in the column's values:" in page.table.item(row, 6).text()


def test_the_resolution_is_not_shown_for_other_kinds(qtbot, window):
    open_and_wait(qtbot, window, window.open_sample)
    window.steps.setCurrentRow(2)
    new_query(window, "mean")
    assert not by_name(window, QLineEdit, "Resolution").isVisibleTo(window)
    new_query(window, "quantile")
    assert by_name(window, QLineEdit, "Resolution").isVisibleTo(window)
