"""Issue 14 §3: a query of 100,000 cells (the plan allows up to 10^6) must not make the report's
chart, the report's table or the preview's plot grow with it (100,001 bars took minutes and GBs)."""
from matplotlib.figure import Figure

from dpstudio.core.output.fonts import MAX_CHART_CELLS
from dpstudio.core.preview.plots import plot_preview
from dpstudio.core.preview.expected_error import QueryPreview
from dpstudio.core.output.report import MAX_REPORT_CELLS, build_report
from dpstudio.core.output.report_charts import draw_cells

CELLS = 100_000


def _query():
    cells = [{"key": {"dx": f"code {i}"}, "value": float(i), "ci95": 2.0} for i in range(CELLS)]
    return {"id": "h", "kind": "histogram", "cells": cells, "epsilon": 1, "delta": 0, "mechanism": "laplace",
            "noise_scale": 1.0}


def test_the_report_chart_draws_the_first_cells_and_says_how_many_there_are():
    axes = Figure().add_subplot(111)
    draw_cells(axes, _query())
    assert len(axes.patches) == MAX_CHART_CELLS == 60
    labels = [t.get_text() for t in axes.get_xticklabels()]  # every n-th, where they would touch
    assert labels[0] == "code 0" and set(labels) <= {f"code {i}" for i in range(MAX_CHART_CELLS)}
    assert f"first {MAX_CHART_CELLS} of 100,000 cells" in axes.get_title()


def test_the_report_lists_the_first_cells_and_points_to_the_files_for_the_rest(sample_frame, sample_plan):
    from dpstudio.core.pipeline.release import produce_release

    release = produce_release(sample_frame, sample_plan).release
    release["queries"] = [_query()]
    html = build_report(release, sample_plan, charts=False)
    assert html.count("<tr><td>code ") == MAX_REPORT_CELLS == 200
    assert "<td>code 199</td>" in html and "<td>code 200</td>" not in html
    assert "99,800 more cells are in release.csv, release.xlsx and release.json" in html


def test_the_preview_plot_draws_the_first_cells_and_says_how_many_there_are():
    preview = QueryPreview(id="h", kind="histogram", epsilon=1.0, delta=0.0, mechanism="laplace", noise_scale=1.0,
                           halfwidth=3.0, truth=[5.0] * CELLS, cells=[{"dx": f"code {i}"} for i in range(CELLS)])
    axes = Figure().add_subplot(111)
    plot_preview(axes, preview)
    assert len(axes.patches) == MAX_CHART_CELLS
    assert f"first {MAX_CHART_CELLS} of 100,000 cells" in axes.get_title()
