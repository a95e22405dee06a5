"""Who is protected: as soon as a person column is chosen, the Columns page shows (for the steward
only) a histogram of rows per person and what each limit would leave out, before anything is spent."""
import pandas as pd
import pytest
from PySide6.QtWidgets import QLabel, QTableWidget

from dpstudio.core.exact.rows_per_person import rows_per_person
from tests.gui.conftest import by_name, open_and_wait


def test_choosing_the_person_column_shows_rows_per_person_and_each_limits_cost(qtbot, window, tmp_path):
    path = tmp_path / "visits.csv"
    ids = ["a"] * 5 + ["b"] * 3 + ["c"] * 2 + ["d", "e", "f"]  # 6 people, 13 rows
    pd.DataFrame({"patient": ids, "age": range(len(ids))}).to_csv(path, index=False)
    open_and_wait(qtbot, window, lambda: window.open_table(path))
    window.steps.setCurrentRow(1)
    page = window.columns_page
    assert page.people.canvas.isHidden() and "One row is one person" in by_name(
        page, QLabel, "Rows per person note").text()
    with qtbot.waitSignal(page.people_counter.done, timeout=30000):
        page.person_unit.setChecked(True)
        page.person_column.setCurrentText("patient")
        page.person_column.activated.emit(page.person_column.currentIndex())
    assert page.side.currentWidget() is page.people and not page.people.canvas.isHidden()
    table = by_name(page, QTableWidget, "What each limit leaves out")
    rows = [[table.item(r, c).text() for c in range(3)] for r in range(table.rowCount())]
    # at most 1 row: a loses 4, b 2, c 1 -> 7 rows of 3 people; at most 2: 3 + 1 = 4 rows of 2; 3: 2 of 1
    assert rows == [["1 row", "7", "3"], ["2 rows", "4", "2"], ["3 rows", "2", "1"], ["5 rows", "0", "0"],
                    ["10 rows", "0", "0"]]
    assert "6 people" in by_name(page, QLabel, "Rows per person note").text()
    bars = [patch.get_height() for patch in page.people.axes.patches]
    assert bars == [3, 1, 1, 0, 1]  # people with 1, 2, 3, 4 and 5 rows
    page.max_rows.setValue(4)  # a limit not in the list is added to it, marked as the choice
    assert [table.item(r, 0).text() for r in range(table.rowCount())] == ["1 row", "2 rows", "3 rows", "4 rows",
                                                                         "5 rows", "10 rows"]
    assert table.item(3, 1).text() == "1" and table.item(3, 0).toolTip() == "Your choice"


def test_the_limits_table_is_the_counts_of_the_core():
    counts = rows_per_person(pd.Series(["x", "x", "x", "y", None]))
    assert counts.left_out_by_limit((1, 2)) == [(1, 2 + 1, 1), (2, 1 + 1, 1)]  # the row without an id counts too


@pytest.mark.parametrize("language", ["en", "de"])
def test_every_limit_shows_without_a_scroll_bar_at_1366(qtbot, window, monkeypatch, language):
    """A scroll bar on the limits' table widened the panel, and the Columns page beside it squeezed its words over
    each other at 1366x768 (seen after the headers learned to wrap, issue 46)."""
    monkeypatch.setenv("DPSTUDIO_LANGUAGE", language)
    window.choose_language(language, remember=False)
    window.resize(1366, 768)
    open_and_wait(qtbot, window, window.open_sample)
    window.steps.setCurrentRow(1)
    limits = window.columns_page.people.limits
    qtbot.waitUntil(lambda: limits.isVisible() and limits.rowCount() == 5, timeout=30000)
    qtbot.wait(300)
    seen = limits.viewport().rect()
    assert all(seen.contains(limits.visualRect(limits.model().index(row, 0))) for row in range(limits.rowCount()))
    assert not limits.verticalScrollBar().isVisible()
