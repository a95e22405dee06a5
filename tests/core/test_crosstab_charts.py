"""A cross-tab is drawn as a heat map whose labels never overlap, and every title fits its figure, in
German and Greek too (issue 32: 39 bars side by side had labels on top of each other; Greek titles
were cut at the figure's edge)."""
from itertools import combinations

import pytest
from matplotlib.backends.backend_agg import FigureCanvasAgg
from matplotlib.figure import Figure
from matplotlib.image import AxesImage

from dpstudio.core.output.heatmap import crosstab_grid
from dpstudio.core.output.report_charts import cells_chart_figure
from dpstudio.core.preview.expected_error import QueryPreview
from dpstudio.core.preview.plots import plot_budget, plot_error_curve, plot_preview, refit, update_preview

DIAGNOSES = ["I10 Hypertension", "E11 Type 2 diabetes", "J18 Pneumonia", "I21 Myocardial infarction",
             "I50 Heart failure", "J44 COPD", "N39 Urinary tract infection", "S72 Hip fracture", "K35 Appendicitis",
             "C50 Breast cancer", "F32 Depressive episode", "A41 Sepsis", "(other)"]
SEXES = ["F", "M", "(other)"]
KEYS = [{"diagnosis": d, "sex": s} for d in DIAGNOSES for s in SEXES]  # 39 cells


def released_crosstab() -> dict:
    cells = [{"key": key, "value": 300 - 7 * i, "ci95": 22.54} for i, key in enumerate(KEYS)]
    cells[4]["suppressed"], cells[4]["value"] = True, None
    return {"id": "diagnosis_by_sex", "kind": "crosstab", "cells": cells, "epsilon": 0.4, "delta": 0,
            "mechanism": "discrete_laplace", "noise_scale": 7.5, "ci95": 22.54}


def preview_of_crosstab(epsilon=0.4, halfwidth=22.0) -> QueryPreview:
    return QueryPreview(id="diagnosis_by_sex", kind="crosstab", epsilon=epsilon, delta=0.0,
                        mechanism="discrete_laplace", noise_scale=7.5, halfwidth=halfwidth,
                        truth=[float(300 - 7 * i) for i in range(len(KEYS))], cells=KEYS)


def preview_figure(width=9, height=3, dpi=100) -> tuple[Figure, list]:
    """The preview page's canvas: three plots side by side in a fixed grid."""
    figure = Figure(figsize=(width, height), dpi=dpi)
    FigureCanvasAgg(figure)
    grid = figure.add_gridspec(1, 3, width_ratios=[2.2, 1, 1], left=0.06, right=0.99, bottom=0.3, top=0.9,
                               wspace=0.45)
    return figure, [figure.add_subplot(grid[i]) for i in range(3)]


def boxes(texts, renderer):
    return [t.get_window_extent(renderer) for t in texts if t.get_visible() and t.get_text()]


def overlaps(found) -> list:
    return [(a, b) for a, b in combinations(found, 2) if a.shrunk(0.99, 0.99).overlaps(b.shrunk(0.99, 0.99))]


def inside(box, figure) -> bool:
    return box.x0 >= -0.5 and box.y0 >= -0.5 and box.x1 <= figure.bbox.width + 0.5 \
        and box.y1 <= figure.bbox.height + 0.5


def assert_readable(ax):
    """No two tick labels overlap; every label and the title lie in the figure."""
    figure = ax.figure
    figure.canvas.draw()
    renderer = figure.canvas.get_renderer()
    x_labels, y_labels = boxes(ax.get_xticklabels(), renderer), boxes(ax.get_yticklabels(), renderer)
    assert x_labels and y_labels
    assert overlaps(x_labels) == [] and overlaps(y_labels) == []
    assert overlaps(x_labels + y_labels) == []
    for box in x_labels + y_labels + boxes([ax.title, ax.xaxis.label, ax.yaxis.label], renderer):
        assert inside(box, figure), box
    assert overlaps(boxes(ax.texts, renderer)) == []  # each cell's value and range, in their cells


def heat_map(ax) -> AxesImage:
    images = [a for a in ax.get_images() if isinstance(a, AxesImage)]
    assert len(images) == 1 and not ax.patches  # no bars
    return images[0]


@pytest.mark.parametrize("language", ["en", "de", "el", "zh"])
def test_the_reports_chart_of_39_cells_is_a_readable_heat_map(language):
    figure = cells_chart_figure(released_crosstab(), language)
    ax = figure.axes[0]
    assert sorted(heat_map(ax).get_array().shape) == [3, 13]
    assert_readable(ax)
    assert len(ax.child_axes) == 1  # its colour bar
    written = [t.get_text() for t in ax.texts if t.get_visible()]
    assert "300" in written and "–" in written  # a value, and the suppressed cell without one


@pytest.mark.parametrize("language", ["en", "de", "el"])
def test_the_release_pages_narrower_chart_is_readable_too(language):
    ax = cells_chart_figure(released_crosstab(), language, width=5.6, dpi=100).axes[0]
    heat_map(ax)
    assert_readable(ax)


@pytest.mark.parametrize("language", ["en", "de", "el"])
def test_the_previews_39_cells_are_a_readable_heat_map_at_any_size(language):
    figure, (answer, curve, budget) = preview_figure()
    artists = plot_preview(answer, preview_of_crosstab(), language)
    plot_error_curve(curve, [0.1, 1.0], [50.0, 5.0], 0.4, 22.0, language=language)
    plot_budget(budget, [("diagnosis_by_sex", 0.4), ("admissions", 0.2)], 3.4, language)
    assert sorted(heat_map(answer).get_array().shape) == [3, 13]
    assert_readable(answer)
    figure.set_size_inches(6, 2.4)  # a smaller window: laid out again, as the page does on a resize
    refit(answer, artists)
    assert_readable(answer)


def test_the_previews_heat_map_says_its_range_and_follows_epsilon():
    figure, (answer, _, _) = preview_figure()
    artists = plot_preview(answer, preview_of_crosstab(), "de")
    assert "± 22: 95 %-Bereich der Veröffentlichung" in answer.get_title().replace("\n", " ")
    assert update_preview(answer, artists, preview_of_crosstab(epsilon=0.2, halfwidth=44.0))
    assert "ε = 0,2" in answer.get_title() and "± 44" in answer.get_title().replace("\n", " ")


def test_a_cell_range_that_differs_is_written_under_each_value():
    widths = [10.0 + i for i in range(len(KEYS))]
    preview = QueryPreview(id="mean_by", kind="mean", epsilon=1.0, delta=0.0, mechanism="laplace", noise_scale=1.0,
                           halfwidth=widths, truth=[50.0] * len(KEYS), cells=KEYS, group_halfwidths=widths)
    figure = Figure(figsize=(7, 6), dpi=100)
    FigureCanvasAgg(figure)
    ax = figure.add_subplot(111)
    artists = plot_preview(ax, preview)
    assert sorted(t.get_text() for t in artists["notes"]) == sorted(f"± {10 + i}" for i in range(len(KEYS)))
    assert all(t.get_visible() for t in artists["notes"])
    assert_readable(ax)


@pytest.mark.parametrize("language", ["el", "de"])
def test_every_preview_title_fits_its_figure(language):
    figure, (answer, curve, budget) = preview_figure(width=7.5, height=2.4)
    histogram = QueryPreview(id="diagnoses_of_all_the_admissions", kind="histogram", epsilon=0.4, delta=0.0,
                             mechanism="discrete_laplace", noise_scale=7.5, halfwidth=22.0,
                             truth=[100.0] * len(DIAGNOSES), cells=[{"diagnosis": d} for d in DIAGNOSES])
    plot_preview(answer, histogram, language)
    plot_error_curve(curve, [0.1, 1.0], [50.0, 5.0], 0.4, 22.0, language=language)
    plot_budget(budget, [("diagnoses", 0.4)], 3.4, language)
    figure.canvas.draw()
    renderer = figure.canvas.get_renderer()
    for ax in (answer, curve, budget):
        title = ax.title.get_window_extent(renderer)
        assert inside(title, figure), (ax.get_title(), title)


@pytest.mark.parametrize("language", ["el", "de"])
def test_the_reports_bar_chart_title_fits_its_figure(language):
    cells = [{"key": {"diagnosis": d}, "value": 100, "ci95": 22.5} for d in DIAGNOSES]
    query = {"id": "diagnoses_of_all_the_admissions_in_the_year", "kind": "histogram", "cells": cells}
    figure = cells_chart_figure(query, language, width=5.6, dpi=100)
    figure.canvas.draw()
    title = figure.axes[0].title
    assert "\n" in title.get_text()  # wrapped, not cut
    assert inside(title.get_window_extent(figure.canvas.get_renderer()), figure)


def test_cells_of_one_column_stay_bars_and_a_grid_keeps_the_cells_order():
    assert crosstab_grid([{"dx": "a"}, {"dx": "b"}]) is None
    grid = crosstab_grid(KEYS, "de")
    assert grid.rows[:2] == ["I10 Hypertension", "E11 Type 2 diabetes"] and grid.rows[-1] == "(sonstige)"
    assert grid.columns == ["F", "M", "(sonstige)"] and grid.shown == 39
    assert grid.index[0] == [0, 1, 2] and grid.index[-1] == [36, 37, 38]


def test_cells_likely_left_out_are_hatched_and_a_range_in_ranks_is_not_claimed():
    import dataclasses

    figure, (answer, _, _) = preview_figure()
    discovered = dataclasses.replace(preview_of_crosstab(), threshold=100)
    plot_preview(answer, discovered)
    below = sum(t < 100 for t in discovered.truth)
    assert below and len([p for p in answer.patches if p.get_hatch() == "///"]) == below
    assert "/// threshold 100: keys below are likely left out" in answer.get_title().replace("\n", " ")
    ranked = dataclasses.replace(preview_of_crosstab(), kind="quantile", unit="rows")
    plot_preview(answer, ranked)
    assert "range" not in answer.get_title() and not answer.patches
