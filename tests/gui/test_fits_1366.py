"""At 1366x768 on a real public table (covid_testing, with its codebook plan), no table of the
Columns and Queries pages scrolls sideways and no key choice is cut short."""
import json
from pathlib import Path

from PySide6.QtWidgets import QComboBox

from dpstudio.gui.project import apply_plan
from tests.gui.conftest import open_and_wait

ROOT = Path(__file__).resolve().parents[2]


def test_the_columns_and_queries_tables_fit_at_1366(qtbot, window):
    plan = json.loads((ROOT / "docs" / "screenshots" / "covid_testing_plan.json").read_text(encoding="utf-8"))
    open_and_wait(qtbot, window, lambda: window.open_table(ROOT / "tests" / "data" / "covid_testing.csv"))
    window.project.edit("Apply the plan", lambda state: apply_plan(state, plan))
    window.resize(1366, 768)
    window.steps.setCurrentRow(1)
    qtbot.waitUntil(lambda: window.columns_page.view.isVisible())
    qtbot.wait(50)
    assert not window.columns_page.view.horizontalScrollBar().isVisible()
    window.steps.setCurrentRow(2)
    page = window.queries_page
    page.list.selectRow(2)  # the cross-tab: its keys choices are shown
    qtbot.waitUntil(lambda: page.list.isVisible())
    qtbot.wait(50)
    assert not page.list.horizontalScrollBar().isVisible()
    keys = [c for c in page.findChildren(QComboBox) if c.accessibleName().startswith("Keys of") and c.isVisible()]
    assert [c.accessibleName() for c in keys] == ["Keys of gender", "Keys of result"]
    # the editor's scroll area settles over a few turns of the event loop
    qtbot.waitUntil(lambda: all(combo.width() >= combo.fontMetrics().horizontalAdvance(combo.currentText()) + 10
                                for combo in keys), timeout=3000)


def test_the_queries_list_shows_every_id_and_column_in_full_in_greek_and_german(qtbot, window, monkeypatch):
    """At 1366 with the help panel open, the editor's long labels go above their fields rather than
    squeezing the list: the sample's query ids and columns are not cut short (they were, before)."""
    monkeypatch.delenv("DPSTUDIO_LANGUAGE", raising=False)
    open_and_wait(qtbot, window, window.open_sample)
    window.resize(1366, 768)
    window.steps.setCurrentRow(2)
    page = window.queries_page
    for language in ("el", "de"):
        window.language_actions[language].trigger()
        page.list.selectRow(3)  # the cross-tab: the editor at its widest
        qtbot.waitUntil(lambda: page.list.isVisible())
        qtbot.wait(100)
        for column in (0, 2):  # the ids and the columns: what their cells need (the delegate's own hint) fits
            assert page.list.sizeHintForColumn(column) <= page.list.columnWidth(column), (language, column)
    window.language_actions["en"].trigger()
