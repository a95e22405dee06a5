"""`"other": false` (plan version 5): rows whose values are not listed are left out, no (other) cell is
released, margins count the listed rows only, and the exact answers are those of a `where` keeping only
listed rows; refused where it means nothing."""
from __future__ import annotations

import numpy as np
import pandas as pd
import pytest

from dpstudio.core.base.errors import PlanError
from dpstudio.core.plan.release_plan import parse_plan
from dpstudio.core.pipeline.release import produce_release

FRAME = pd.DataFrame({
    "pid": [f"P{i}" for i in range(12)],
    "age": [5, 20, 30, 70, 80, 130, None, 40, 50, 60, 10, 90],
    "sex": ["F", "M", "F", "M", "X", "F", "M", None, "F", "M", "F", "M"],
    "stay": [1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12],
})
COLUMNS = {"pid": "identifier", "age": "quasi_identifier", "sex": "quasi_identifier", "stay": "sensitive"}
EDGES = [0, 18, 65, 120]


def plan(queries, **budget) -> dict:
    return {"dpstudio_plan": 5, "columns": COLUMNS, "privacy_unit": {"column": "pid", "max_rows": 1},
            "budget": {"epsilon": 100, **budget}, "queries": queries}


def table(**extra) -> dict:
    return {"id": "t", "kind": "count", "epsilon": 50, "group_by": ["age", "sex"], "bins": {"age": EDGES},
            "categories": {"sex": ["F", "M"]}, "other": False, **extra}


def test_the_grid_has_no_other_cell_and_the_plan_keeps_the_field():
    parsed = parse_plan(plan([table()]))
    assert parsed.queries[0].group_keys() == [(b, s) for b in ("[0, 18)", "[18, 65)", "[65, 120]") for s in "FM"]
    assert parsed.queries[0].to_dict()["other"] is False
    assert "other" not in parse_plan(plan([table(other=True)])).queries[0].to_dict()


def test_cells_and_margins_count_the_listed_rows_only():
    release = produce_release(FRAME, plan([table(margins=True, mechanism="laplace")])).release
    entry = release["queries"][0]
    keys = [tuple(c["key"].values()) for c in entry["cells"]]
    assert keys == [(b, s) for b in ("[0, 18)", "[18, 65)", "[65, 120]") for s in "FM"]
    # listed rows: (5,F) (20,M) (30,F) (70,M) (50,F) (60,M) (10,F) (90,M): cells 2 0 / 2 2 / 0 2, total 8
    exact = np.array([2, 0, 2, 2, 0, 2])
    values = np.array([c["value"] for c in entry["cells"]])
    assert np.all(np.abs(values - exact) < 10), values  # scale 1/50: within 10 but for a 1e-200 chance
    total = next(m for m in entry["margins"] if m["key"] == {})
    assert abs(total["value"] - 8) < 10 and "(other)" not in str(entry["cells"]) + str(entry["margins"])
    assert entry["other"] is False


@pytest.mark.parametrize("kind, extra", [("sum", {"column": "stay", "bounds": [0, 20]}),
                                         ("mean", {"column": "stay", "bounds": [0, 20]}),
                                         ("quantile", {"column": "stay", "bounds": [0, 20], "quantile": 0.5})])
def test_grouped_statistics_leave_the_other_group_out(kind, extra):
    query = {"id": "g", "kind": kind, "epsilon": 50, "group_by": ["sex"], "categories": {"sex": ["F", "M"]},
             "other": False, **extra}
    entry = produce_release(FRAME, plan([query])).release["queries"][0]
    assert [c["key"] for c in entry["cells"]] == [{"sex": "F"}, {"sex": "M"}]


def test_histograms_and_crosstabs_leave_other_out_as_a_where_would():
    """The exact cells of `other: false` are those of the full grid under a where keeping listed rows."""
    from dpstudio.core.exact.frame_source import FrameSource
    from dpstudio.core.exact.listed_only import without_other

    left_out = parse_plan(plan([
        {"id": "h", "kind": "histogram", "column": "sex", "categories": ["F", "M"], "epsilon": 1, "other": False},
        {"id": "c", "kind": "crosstab", "columns": ["sex", "age"], "categories": {"sex": ["F", "M"]},
         "bins": {"age": EDGES}, "epsilon": 1, "other": False}]))
    filtered = parse_plan(plan([
        {"id": "h", "kind": "histogram", "column": "sex", "categories": ["F", "M"], "epsilon": 1,
         "where": [{"column": "sex", "in": ["F", "M"]}]},
        {"id": "c", "kind": "crosstab", "columns": ["sex", "age"], "categories": {"sex": ["F", "M"]},
         "bins": {"age": EDGES}, "epsilon": 1,
         "where": [{"column": "sex", "in": ["F", "M"]}, {"column": "age", "between": [0, 120]}]}]))
    ours = without_other(left_out, FrameSource(FRAME).prepare(left_out)).answers
    theirs = FrameSource(FRAME).prepare(filtered).answers
    assert list(ours[0].value) == [5, 5] == list(theirs[0].value[:2]) and theirs[0].value[2] == 0
    assert list(ours[1].value) == list(np.asarray(theirs[1].value).reshape(3, 4)[:2, :3].ravel())


@pytest.mark.parametrize("query, said", [
    ({"id": "n", "kind": "count", "epsilon": 1, "other": False}, "without group_by has no (other) cell"),
    ({"id": "h", "kind": "histogram", "column": "sex", "categories": ["F", "M"], "epsilon": 1, "other": "no"},
     "is not true or false"),
    ({"id": "h", "kind": "histogram", "column": "sex", "categories": "discover", "epsilon": 1, "delta": 1e-7,
      "other": False}, "found keys have no (other) cell"),
    ({"id": "r", "kind": "randomized_response", "column": "sex", "categories": ["F", "M"], "epsilon": 1,
      "other": False}, "other"),
])
def test_other_false_is_refused_where_it_means_nothing(query, said):
    data = plan([query], delta=1e-6)
    data["queries"].append({"id": "total", "kind": "count", "epsilon": 1})
    with pytest.raises(PlanError) as raised:
        parse_plan(data)
    assert any(said in f"{p.where} {p.message}" for p in raised.value.problems), raised.value.problems


def test_sum_to_and_other_false_are_refused_together():
    data = plan([{"id": "total", "kind": "count", "epsilon": 1},
                 {"id": "h", "kind": "histogram", "column": "sex", "categories": ["F", "M"], "epsilon": 1,
                  "sum_to": "total", "other": False}])
    with pytest.raises(PlanError) as raised:
        parse_plan(data)
    assert any("sum_to" in p.message for p in raised.value.problems)


def test_the_report_says_which_rows_were_left_out():
    entry = produce_release(FRAME, plan([table()])).release["queries"][0]
    assert "Rows whose age or sex is not listed (or is missing) are left out of this table" in " ".join(entry["notes"])


def test_randomized_response_clamps_at_zero_by_default_and_older_plans_keep_their_meaning():
    from dpstudio.core.plan.migration import ROWS_NOTICE, migrate_plan

    rr = {"id": "r", "kind": "randomized_response", "column": "sex", "categories": ["F", "M"], "epsilon": 1}
    assert parse_plan(plan([rr])).queries[0].postprocess == ("clamp_nonnegative",)
    older, notices = migrate_plan({**plan([rr, {"id": "n", "kind": "count", "epsilon": 1}]), "dpstudio_plan": 4})
    assert older["queries"][0]["postprocess"] == [] and "postprocess" not in older["queries"][1]
    assert notices == [ROWS_NOTICE] and older["queries"][1]["of"] == "rows"  # version 9: counts of rows, said
    assert parse_plan(older).queries[0].postprocess == ()
    kept = {**rr, "postprocess": ["clamp_nonnegative"]}
    assert migrate_plan({**plan([kept]), "dpstudio_plan": 3})[0]["queries"][0]["postprocess"] == ["clamp_nonnegative"]
