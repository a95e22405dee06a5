"""Issue 14 §3: a long category label is refused by the plan and cut short when drawn."""
import pandas as pd
import pytest
from matplotlib.figure import Figure

from dpstudio.core.output.fonts import cell_labels, short_label
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
    long_label = "L" * 1000
    frame = pd.DataFrame({"dx": [long_label, "b", "b"]})
    plan = small_plan([{"id": "q" * 100, "kind": "histogram", "column": "dx", "categories": [long_label, "b"],
                        "epsilon": 1}], columns={"dx": "sensitive"})
    preview = PreviewSession(frame, plan).previews()[0]
    ax = Figure().add_subplot(111)
    plot_preview(ax, preview)
    assert [t.get_text() for t in ax.get_xticklabels()] == ["L" * 39 + "…", "b", "(other)"]
    assert ax.get_title().startswith("q" * 39 + "…: ε = 1")
    plot_budget(ax, [("q" * 100, 1.0)], 2.0)
    assert [t.get_text() for t in ax.get_yticklabels()] == ["q" * 39 + "…", "(unspent)"]
