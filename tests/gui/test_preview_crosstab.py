"""The Preview page draws a cross-tab of 39 cells as a heat map whose labels never overlap, in Greek,
and lays it out again when the window changes size; every plot title stays in the canvas (issue 32)."""
import json

from dpstudio.core.output.chart_layout import region
from dpstudio.core.plan import edits
from tests.conftest import SAMPLE_PLAN
from tests.core.test_crosstab_charts import assert_readable, heat_map, inside
from tests.gui.conftest import apply_plan_to, open_and_wait


def with_diagnosis_by_sex(plan: dict) -> dict:
    diagnoses = plan["queries"][2]["categories"]  # 12 and "(other)", by "F", "M" and "(other)": 39 cells
    plan["queries"].insert(4, {"id": "diagnosis_by_sex", "kind": "crosstab", "of": "rows",
                               "columns": ["diagnosis", "sex"], "epsilon": 0.4,
                               "categories": {"diagnosis": diagnoses, "sex": ["F", "M"]}})
    plan["budget"]["epsilon"] = 3.4
    return plan


def test_a_crosstab_of_39_cells_is_a_readable_heat_map_in_greek_at_any_size(qtbot, window, monkeypatch):
    monkeypatch.delenv("DPSTUDIO_LANGUAGE")
    open_and_wait(qtbot, window, window.open_sample)
    plan = with_diagnosis_by_sex(json.loads(SAMPLE_PLAN.read_text(encoding="utf-8")))
    apply_plan_to(window.project, plan)
    window.choose_language("el", remember=False)
    try:
        page = window.preview_page
        window.steps.setCurrentRow(3)
        with qtbot.waitSignal(page.updated, timeout=30000):
            page.recompute()
        page.table.selectRow(4)
        qtbot.waitUntil(lambda: page.plots.artists.get("answer", {}).get("heatmap", False), timeout=10000)
        assert sorted(heat_map(page.answer_axes).get_array().shape) == [3, 13]
        assert_readable(page.answer_axes)
        titles_inside(page)
        page.canvas.resize(page.canvas.width() - 250, page.canvas.height() - 40)  # Qt's resize: laid out again
        qtbot.wait(50)
        assert_readable(page.answer_axes)
        titles_inside(page)
        for epsilon in (0.35, 0.3):  # the first leaves budget unspent (a new bar: full draw), the second blits
            draws = page.plots.full_draws
            with qtbot.waitSignal(page.updated, timeout=2000):
                window.project.edit_plan(f"eps {epsilon}",
                                         lambda doc, e=epsilon: edits.with_query_fields(doc, 4, epsilon=e))
        assert page.plots.full_draws == draws and page.plots.blits >= 1
        title = page.answer_axes.get_title().replace("\n", " ")
        assert "ε = 0,3," in title and "± 30: εύρος 95% της δημοσίευσης" in title, title
        page.table.selectRow(2)  # a histogram: bars again, laid out in the answer's part of the canvas
        qtbot.waitUntil(lambda: not page.plots.artists["answer"].get("heatmap"), timeout=10000)
        assert len(page.answer_axes.patches) == 13 and not page.answer_axes.child_axes
        x0, y0, x1, y1 = region(page.answer_axes)
        box = page.answer_axes.get_window_extent()
        assert x0 < box.x0 < box.x1 < x1 and y0 < box.y0 < box.y1 < y1
    finally:
        window.choose_language("en", remember=False)


def titles_inside(page):
    page.canvas.draw()
    renderer = page.canvas.get_renderer()
    for axes in (page.answer_axes, page.curve_axes, page.budget_axes):
        assert inside(axes.title.get_window_extent(renderer), page.figure), axes.get_title()
