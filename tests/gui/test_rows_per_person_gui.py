"""The Columns page shows, for the steward only, how many rows each person has and what max_rows leaves
out, when the unit is chosen and before anything is spent."""
from PySide6.QtWidgets import QLabel

from dpstudio.core.exact.transforms import bound_contributions
from dpstudio.core.plan import edits
from tests.gui.conftest import by_name, open_and_wait


def test_rows_per_person_and_what_the_limit_leaves_out(qtbot, window):
    open_and_wait(qtbot, window, window.open_sample)
    window.steps.setCurrentRow(1)
    label = by_name(window, QLabel, "Rows per person")
    qtbot.waitUntil(lambda: label.text().startswith("People by their number of rows"), timeout=30000)
    frame = window.project.table.frame
    for max_rows in (3, 1):
        window.project.edit_plan("limit", lambda doc, k=max_rows: edits.with_privacy_unit(
            doc, doc.unit().column, k, doc.unit().order_by))
        left_out = bound_contributions(frame, "patient_id", max_rows).rows_over_limit
        assert f"With at most {max_rows} row{'s' if max_rows > 1 else ''} each, {left_out:,} rows are left out" \
            in label.text(), label.text()
    window.project.edit_plan("rows", lambda doc: edits.with_privacy_unit(doc, None))
    assert label.text() == ""
