"""Issue 14 §3: a long category label is refused by the plan and cut short when drawn."""
import pandas as pd
import pytest
from matplotlib.figure import Figure

from dpstudio.core.output.fonts import NAME_CHARACTERS, cell_labels, short_label
from dpstudio.core.plan.release_plan import plan_problems
from dpstudio.core.preview.plots import plot_budget, plot_preview
from dpstudio.core.preview.expected_error import PreviewSession
from tests.conftest import small_plan

HUGE = "x" * 2**20


@pytest.mark.parametrize("query, expected", [
    ({"id": "q", "kind": "histogram", "column": "dx", "categories": ["a", HUGE], "epsilon": 1},
     "queries[0] ('q').categories: a category of column 'dx' is 1,048,576 characters long (at most 1,000)"),
    ({"id": "q", "kind": "crosstab", "columns": ["dx", "sex"], "epsilon": 1,
      "categories": {"dx": ["a"], "sex": ["F", "y" * 1001]}},
     "queries[0] ('q').categories.sex: a category of column 'sex' is 1,001 characters long (at most 1,000)"),
    ({"id": "q", "kind": "count", "epsilon": 1, "where": [{"column": "ward", "in": [HUGE]}]},
     "queries[0] ('q').where[0].in: a category of column 'ward' is 1,048,576 characters long"),
])
def test_a_category_label_over_1000_characters_is_refused_with_its_query_and_column(query, expected):
    found = [str(p) for p in plan_problems(small_plan([query]))]
    assert len(found) == 1 and found[0].startswith(expected), found


def test_a_label_of_1000_characters_is_accepted():
    query = {"id": "q", "kind": "histogram", "column": "dx", "categories": ["z" * 1000], "epsilon": 1}
    assert plan_problems(small_plan([query])) == []


def test_labels_are_cut_to_40_characters_when_drawn():
    assert short_label("short") == "short"
    assert short_label("a" * 40) == "a" * 40
    assert short_label("a" * 41) == "a" * 39 + "…"
    assert short_label("two\nlines") == "two lines"
    assert cell_labels([{"dx": HUGE, "sex": "F"}, {"dx": "I10", "sex": "M"}]) == ["x" * 39 + "…", "I10; M"]


def test_the_preview_plot_draws_a_long_label_cut_short():
    """Cut to the room it has (chart_fit), never longer than NAME_CHARACTERS."""
    long_label = "L" * 1000
    frame = pd.DataFrame({"dx": [long_label, "b", "b"]})
    plan = small_plan([{"id": "q" * 100, "kind": "histogram", "column": "dx", "categories": [long_label, "b"],
                        "epsilon": 1}], columns={"dx": "sensitive"})
    preview = PreviewSession(frame, plan).previews()[0]
    ax = Figure().add_subplot(111)
    plot_preview(ax, preview)
    cut, *others = [t.get_text() for t in ax.get_xticklabels()]
    assert others == ["b", "(other)"] and cut.startswith("LLL") and "…" in cut and len(cut) <= NAME_CHARACTERS
    assert ax.get_title().startswith("q" * 39 + "…: ε = 1")
    plot_budget(ax, [("q" * 100, 1.0)], 2.0)
    cut, unspent = [t.get_text() for t in ax.get_yticklabels()]
    assert cut.startswith("qqq") and "…" in cut and len(cut) < 100 and unspent == "(unspent)"


def test_a_quantile_with_a_band_of_no_width_has_a_readable_value_axis(sample_frame, sample_plan):
    """A quantile whose range has no width (one value in the table's range) drew matplotlib's default
    1e-9-wide axis, labelled '1e−9+4.5e1': the axis now spans the value, written plainly."""
    import dataclasses

    from matplotlib.figure import Figure

    from dpstudio.core.preview.expected_error import preview_plan
    from dpstudio.core.preview.plots import plot_preview

    quantile = next(p for p in preview_plan(sample_frame, sample_plan) if p.kind == "quantile")
    flat = dataclasses.replace(quantile, truth=45.0, value_interval=(45.0, 45.0))
    figure = Figure()
    ax = figure.add_subplot(111)
    artists = plot_preview(ax, flat)
    figure.canvas.draw()
    assert ax.get_xlim() == (40.5, 49.5) and "band" not in artists
    assert ax.xaxis.get_major_formatter().get_offset() == ""
    labels = [t.get_text() for t in ax.get_xticklabels() if t.get_text()]
    assert labels and all("e" not in label for label in labels), labels
