"""At 1366x768 on a real public table (covid_testing, with its codebook plan), no table of the
Columns and Queries pages scrolls sideways and no key choice is cut short."""
import json
from pathlib import Path

import pytest
from PySide6.QtWidgets import QComboBox

from tests.gui.conftest import apply_plan_to, by_name, open_and_wait

ROOT = Path(__file__).resolve().parents[2]


def test_the_columns_and_queries_tables_fit_at_1366(qtbot, window):
    plan = json.loads((ROOT / "docs" / "screenshots" / "covid_testing_plan.json").read_text(encoding="utf-8"))
    open_and_wait(qtbot, window, lambda: window.open_table(ROOT / "tests" / "data" / "covid_testing.csv"))
    apply_plan_to(window.project, plan)
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


SCREEN = (1366, 768)


def over_the_screen(what: str, *sizes) -> list[tuple]:
    return [(what, size.width(), size.height()) for size in sizes if size.width() > SCREEN[0] or size.height() > SCREEN[1]]


def room_taken(qtbot, window) -> list[tuple]:
    """What the window, its central widget and the whole window's layout ask for, over 1366x768; and the
    Queries editor's page, once settled, when wider than the room it is shown in (cut at its right edge) or
    shorter than its words need at its width (rows squeezed over each other)."""
    scroll = window.queries_page.editor_scroll
    editor = scroll.widget()
    cut = lambda: scroll.isVisible() and (editor.width() > scroll.viewport().width() or  # noqa: E731
                                          editor.height() < editor.heightForWidth(editor.width()))
    try:
        qtbot.waitUntil(lambda: not cut(), timeout=1000)  # its page settles a turn of the event loop later
    except AssertionError:
        pass
    return over_the_screen("window", window.size(), window.minimumSizeHint()) + over_the_screen(
        "central widget", window.centralWidget().minimumSizeHint()) + (
        [("queries editor cut", editor.size(), scroll.viewport().size())] if cut() else [])


@pytest.mark.suite_long  # among the slowest of the suite: run by .ci/run's long step (tests/conftest.py)
def test_no_page_state_or_language_makes_the_window_wider_than_1366x768(qtbot, window, monkeypatch):
    """Issue 32: at 1366x768, in each language, every page and the states that widened the window (a
    histogram of a number column given 10-year bins and each counting choice, a cross-tab with bins and
    margins, the risk panel, the preview's plots, the ledger's dialogs) leave the window, what its layout asks
    for and the dialogs within the screen: the help panel is never pushed off it."""
    from PySide6.QtWidgets import QCheckBox

    from tests.gui.test_table_options import choose, choose_text, new_query

    monkeypatch.delenv("DPSTUDIO_LANGUAGE", raising=False)
    monkeypatch.setenv("DPSTUDIO_LEDGER", str(Path(window.settings.fileName()).parent / "ledger.sqlite"))
    open_and_wait(qtbot, window, window.open_sample)
    window.resize(*SCREEN)
    page, release = window.queries_page, window.release_page
    window.steps.setCurrentRow(2)
    binned = new_query(window, "histogram")  # the tester's: a number column's histogram, with 10-year bins
    choose(page.column, "length_of_stay")
    choose(by_name(window, QComboBox, "Keys of length_of_stay"), "bins")
    choose_text(by_name(window, QComboBox, "Bin presets of length_of_stay"), "10-year bands")
    new_query(window, "crosstab")
    for combo, column in ((page.column, "birth_year"), (page.column2, "sex"), (page.column3, "ward")):
        choose(combo, column)
    choose(by_name(window, QComboBox, "Keys of birth_year"), "bins")
    by_name(window, QCheckBox, "Margins").setChecked(True)
    new_query(window, "count")
    choose(by_name(window, QComboBox, "Group by column 1"), "birth_year")
    choose(by_name(window, QComboBox, "Group by column 2"), "ward")
    choose(by_name(window, QComboBox, "Keys of birth_year"), "bins")
    new_query(window, "rows_per_person")
    page.split_evenly()
    queries = [q["id"] for q in window.project.state.queries]
    assert {q["kind"] for q in window.project.state.queries} == {
        "count", "histogram", "crosstab", "sum", "mean", "quantile", "randomized_response", "rows_per_person"}
    qtbot.waitUntil(lambda: not release.ledger_runner.running, timeout=30000)
    release.set_lifetime_budget(2)  # a budget to raise: the ledger asks why
    over = []

    def look(where, *others):
        over.extend((window.language, where, *o) for o in room_taken(qtbot, window))
        over.extend((window.language, where, *o) for other in others
                    for o in over_the_screen("dialog", other.size(), other.minimumSizeHint()))

    for language in ("en", "de", "zh", "el"):
        window.language_actions[language].trigger()
        window.steps.setCurrentRow(0)
        look("data")
        window.steps.setCurrentRow(1)
        for tab in range(window.columns_page.side.count()):  # details, the risk panel, rows per person
            window.columns_page.side.setCurrentIndex(tab)
            look(f"columns, tab {tab}")
        smallest = window.columns_page.risk.show_smallest_classes()
        look("columns, the smallest classes", *([smallest] if smallest else []))
        if smallest is not None:
            smallest.close()
        window.steps.setCurrentRow(2)
        for row, query_id in enumerate(queries):
            page.list.selectRow(row)
            look(f"queries, {query_id}")
        page.list.selectRow(queries.index(binned["id"]))
        for index in range(page.counting.count()):  # each counting choice, as picked
            page.counting.setCurrentIndex(index)
            page.counting.activated.emit(index)
            look(f"queries, counting choice {index}")
        window.steps.setCurrentRow(3)
        qtbot.waitUntil(lambda: not window.preview_page.runner.running, timeout=30000)
        window.preview_page.table.selectRow(queries.index(binned["id"]))
        look("preview")
        window.steps.setCurrentRow(4)
        qtbot.waitUntil(lambda: not release.ledger_runner.running, timeout=30000)
        look("release")
        for new_population in (False, True):  # the ledger's questions: raising the budget, a new population
            release.new_population.setChecked(new_population)
            release.set_lifetime_budget(5)
            dialog = release.reason_dialog
            assert dialog is not None and dialog.isVisible()
            look(f"release, asking why ({'new population' if new_population else 'raise'})", dialog)
            dialog.reject()
    window.language_actions["en"].trigger()
    assert over == []
