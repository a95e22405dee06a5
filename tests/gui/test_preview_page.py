import pytest
from PySide6.QtWidgets import QComboBox, QLineEdit

from dpstudio.core.plan import edits
from dpstudio.gui.project_state import with_declared_bounds, with_expected
from tests.gui.conftest import by_name, open_and_wait
from tests.gui.test_fits_1366 import SCREEN, room_taken


def ready(qtbot, window):
    open_and_wait(qtbot, window, window.open_sample)
    page = window.preview_page
    with qtbot.waitSignal(page.updated, timeout=30000):
        page.recompute()
    return page


def test_an_epsilon_change_updates_at_once_without_recomputing_answers(qtbot, window):
    page = ready(qtbot, window)
    session = page.session
    before = page.table.item(0, 3).text()
    with qtbot.waitSignal(page.updated, timeout=2000):
        window.project.edit_plan("eps", lambda doc: edits.with_query_fields(doc, 0, epsilon=0.05))
    assert page.session is session  # the exact answers were reused
    assert page.table.item(0, 3).text() != before and page.table.item(0, 1).text() == "0.05"


def test_confidence_level_changes_the_figures(qtbot, window):
    page = ready(qtbot, window)
    combo = by_name(window, QComboBox, "Confidence level")
    combo.setCurrentIndex(combo.findData(0.99))
    assert "with 99% probability" in page.table.item(0, 6).text()


def test_set_epsilon_for_a_wanted_interval(qtbot, window):
    page = ready(qtbot, window)
    page.table.selectRow(0)
    by_name(window, QLineEdit, "Wanted interval").setText("20")
    with qtbot.waitSignal(page.updated, timeout=2000):
        epsilon = page.set_epsilon_for_target()
    assert window.project.state.queries[0]["epsilon"] == epsilon
    assert float(page.table.item(0, 3).text().strip("± ")) <= 20
    assert "spend more than the total budget" in page.status.text()  # previewed anyway, and said so


def test_distribute_the_budget(qtbot, window):
    page = ready(qtbot, window)
    assert page.objective.currentData() == "scale"  # the default never makes a query's error larger
    page.objective.setCurrentIndex(page.objective.findData("worst"))
    with qtbot.waitSignal(page.distributed, timeout=60000) as blocker:
        page.distribute()
        assert not page.distribute_button.isEnabled()  # searching on a worker; the window stays live
    shares = blocker.args[0]
    assert sum(shares.values()) <= 3
    assert [q["epsilon"] for q in window.project.state.queries] == [shares[q["id"]] for q in
                                                                     window.project.state.queries]
    window.project.undo_stack.undo()
    assert window.project.state.queries[0]["epsilon"] == 0.2


def orange_pixels(canvas) -> int:
    import numpy as np

    pixels = np.asarray(canvas.buffer_rgba())[..., :3].astype(int)
    return int((np.abs(pixels - np.array([224, 123, 57])).sum(axis=2) < 30).sum())


def test_error_bars_survive_every_kind_of_redraw(qtbot, window):
    page = ready(qtbot, window)
    window.steps.setCurrentRow(3)
    page.table.selectRow(2)  # the diagnoses histogram: orange error bars
    qtbot.wait(50)
    assert orange_pixels(page.canvas) > 50
    page.canvas.draw()  # what Qt does on a resize or an expose
    assert orange_pixels(page.canvas) > 50
    for epsilon in (0.39, 0.38):  # the first leaves budget unspent (a new bar: full draw), the second blits
        with qtbot.waitSignal(page.updated, timeout=2000):
            window.project.edit_plan(f"eps {epsilon}",
                                     lambda doc, e=epsilon: edits.with_query_fields(doc, 2, epsilon=e))
    assert page.plots.blits >= 1 and orange_pixels(page.canvas) > 50


def test_no_stale_plot_stays_once_the_plan_is_invalid(qtbot, window):
    page = ready(qtbot, window)
    window.steps.setCurrentRow(3)
    page.table.selectRow(0)
    qtbot.waitUntil(lambda: not page.canvas.isHidden(), timeout=10000)
    window.project.edit_snapshot("bad bounds", lambda s: with_declared_bounds(s, "length_of_stay", (60, 0)))
    page.recompute()
    assert page.status.text().startswith("Fix the plan first") and page.canvas.isHidden()
    assert not page.plots.artists
    window.project.undo_stack.undo()
    with qtbot.waitSignal(page.updated, timeout=30000):
        page.recompute()
    page.table.selectRow(0)
    qtbot.waitUntil(lambda: not page.canvas.isHidden(), timeout=10000)


def test_the_distribution_shows_each_querys_error_before_and_after_and_can_be_undone(qtbot, window):
    from PySide6.QtWidgets import QLabel, QPushButton

    page = ready(qtbot, window)
    window.project.edit_snapshot("Expect rows", lambda s: with_expected(s, None, "rows", 3500))
    with qtbot.waitSignal(page.updated, timeout=30000):
        page.recompute()
    result = by_name(window, QLabel, "Distribution before and after")
    assert result.isHidden() or not result.isVisibleTo(window)
    page.objective.setCurrentIndex(page.objective.findData("worst"))
    with qtbot.waitSignal(page.distributed, timeout=60000) as blocker:
        page.distribute()
    shares = blocker.args[0]
    text = result.text()
    assert "admissions: ε 0.2 → " in text and "±45 → ±" in text, text
    assert text.count("<br>") == len(shares)  # a line per query under the heading
    median = next(line for line in text.split("<br>") if line.startswith("median_birth_year:"))
    assert median.count(" places in the sorted values") == 2, median  # a quantile's ± counts places, and says so
    by_name(window, QPushButton, "Undo the distribution").click()
    assert [q["epsilon"] for q in window.project.state.queries][:2] == [0.2, 0.2]
    assert not result.isVisibleTo(window)


def test_a_canvas_squeezed_to_nothing_draws_once_it_has_room_again(qtbot, window):
    """matplotlib cannot lay out a figure with no height; the plots wait for room instead of failing."""
    page = ready(qtbot, window)
    window.steps.setCurrentRow(3)
    page.table.selectRow(0)
    qtbot.waitUntil(lambda: page.plots.artists != {}, timeout=10000)
    draws = page.plots.full_draws
    page.figure.set_size_inches(9, 0)  # what a splitter squeezing the canvas to nothing leaves
    page.table.selectRow(2)  # a new query: a full draw is wanted, on a figure with no area
    assert page.plots.room.waiting is not None and page.plots.full_draws == draws
    page.canvas.resize(page.canvas.width(), 300)  # Qt gives it room again: its resize event draws
    qtbot.waitUntil(lambda: page.plots.full_draws == draws + 1, timeout=5000)
    assert page.plots.room.waiting is None and orange_pixels(page.canvas) > 50


def _fully_shown_rows(table) -> int:
    seen = table.viewport().rect()
    return sum(seen.contains(table.visualRect(table.model().index(row, 0))) for row in range(table.rowCount()))


@pytest.mark.parametrize("language", ["de", "el", "zh"])
def test_many_warnings_scroll_and_the_table_keeps_eight_rows_at_1366x768(qtbot, window, monkeypatch, language):
    """Issue 46: seven "mostly noise" warnings in German squeezed the table of errors to one visible row."""
    monkeypatch.setenv("DPSTUDIO_LANGUAGE", language)
    window.choose_language(language, remember=False)
    window.resize(*SCREEN)
    open_and_wait(qtbot, window, window.open_sample)
    for index in range(len(window.project.state.queries)):  # every query mostly noise: a warning each
        window.project.edit_plan("eps", lambda doc, i=index: edits.with_query_fields(doc, i, epsilon=0.002))
    window.steps.setCurrentRow(3)
    page = window.preview_page
    with qtbot.waitSignal(page.updated, timeout=30000):
        page.recompute()
    qtbot.wait(300)
    assert page.status.text().count("⚠") >= 7 and page.table.rowCount() == 8
    assert page.warnings.height() < page.status.height()  # the warnings scroll
    assert _fully_shown_rows(page.table) == 8
    assert room_taken(qtbot, window) == []
