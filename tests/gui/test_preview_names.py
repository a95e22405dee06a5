"""The Preview's plots cut long labels to fit (issue 32); the whole name of the category or query under the
pointer is the canvas's tooltip, written as text, never read as markup."""
import json
from html import escape

from matplotlib.backend_bases import MouseEvent

from tests.conftest import SAMPLE_PLAN
from tests.gui.conftest import apply_plan_to, open_and_wait

LONG_ID = "diagnoses_of_all_the_admissions_in_the_reporting_year_<b>by_code</b>"


def hover(page, x, y) -> str:
    MouseEvent("motion_notify_event", page.canvas, x, y)._process()
    return page.canvas.toolTip()


def centre(label):
    box = label.get_window_extent()
    return (box.x0 + box.x1) / 2, (box.y0 + box.y1) / 2


def test_the_whole_name_under_the_pointer_is_the_plots_tooltip(qtbot, window):
    open_and_wait(qtbot, window, window.open_sample)
    plan = json.loads(SAMPLE_PLAN.read_text(encoding="utf-8"))
    plan["queries"][2]["id"] = LONG_ID
    apply_plan_to(window.project, plan)
    page = window.preview_page
    window.steps.setCurrentRow(3)
    with qtbot.waitSignal(page.updated, timeout=30000):
        page.recompute()
    page.table.selectRow(2)
    qtbot.waitUntil(lambda: len(page.answer_axes.patches) == 13, timeout=10000)
    page.canvas.draw()
    categories = plan["queries"][2]["categories"] + ["(other)"]
    ticks = [t for t in page.answer_axes.xaxis.get_major_ticks() if t.label1.get_visible() and t.label1.get_text()]
    assert ticks
    for tick in ticks:
        assert hover(page, *centre(tick.label1)) == f"<p>{categories[round(tick.get_loc())]}</p>"
    ids = [escape(q["id"], quote=False) for q in plan["queries"]]
    for tick in page.budget_axes.yaxis.get_major_ticks():
        if tick.label1.get_visible() and tick.label1.get_text() and round(tick.get_loc()) < len(ids):
            assert hover(page, *centre(tick.label1)) == f"<p>{ids[round(tick.get_loc())]}</p>"
    assert all(len(t.get_text()) < len(LONG_ID) for t in page.budget_axes.get_yticklabels())  # cut on the plot
    bar = page.plots.artists["budget"]["bars"][2]  # ... and whole on hover, its markup written as text
    x, y = page.budget_axes.transData.transform((bar.get_width() / 2, bar.get_y() + bar.get_height() / 2))
    assert hover(page, x, y) == f"<p>{LONG_ID.replace('<', '&lt;').replace('>', '&gt;')}</p>"
    bar = page.answer_axes.patches[5]
    x, y = page.answer_axes.transData.transform((bar.get_x() + bar.get_width() / 2, bar.get_height() / 2))
    assert hover(page, x, y) == f"<p>{categories[5]}</p>"
    assert hover(page, 1, 1) == ""  # nothing there
