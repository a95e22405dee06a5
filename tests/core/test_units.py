"""`units` (plan version 6): a number column's unit, in words, written after its bounds and after the
released sums, means and quantiles of that column in the report; counts carry none, and no figure changes."""
import pandas as pd
import pytest

from dpstudio.core.base.errors import PlanError
from dpstudio.core.output.report import build_report
from dpstudio.core.plan.release_plan import parse_plan
from dpstudio.core.plan.units import unit_of
from dpstudio.core.pipeline.release import produce_release
from tests.conftest import small_plan


def plan_with(units):
    plan = small_plan([{"id": "n", "kind": "count", "epsilon": 0.5},
                       {"id": "mean_age", "kind": "mean", "column": "age", "bounds": [0, 100], "epsilon": 0.5}],
                      columns={"age": "quasi_identifier"})
    return {**plan, "units": units}


def test_units_are_read_kept_and_checked():
    assert parse_plan(plan_with({"age": " years "})).units == {"age": "years"}
    assert parse_plan(plan_with({"age": "years"})).to_dict()["units"] == {"age": "years"}
    with pytest.raises(PlanError) as refused:
        parse_plan(plan_with({"stay": "days", "age": "x" * 41}))
    assert [p.where for p in refused.value.problems] == ["units.stay", "units.age"]
    assert unit_of({"age": "years"}, {"kind": "count", "column": "age"}) == ""
    assert unit_of({"age": "years"}, {"kind": "quantile", "column": "age"}) == "years"


def test_the_report_writes_the_unit_after_bounds_and_values_and_nothing_else_changes():
    frame = pd.DataFrame({"age": [30, 40, 50, 60] * 100})  # enough rows that the mean always has an estimate
    plan = plan_with({"age": "years"})
    outcome = produce_release(frame, plan)
    with_unit = build_report(outcome.release, plan, charts=False)
    without = build_report(outcome.release, {**plan, "units": {}}, charts=False)
    count = next(q for q in outcome.release["queries"] if q["id"] == "n")
    assert "declared bounds [0, 100] years before" in with_unit
    assert " years <span>± " in with_unit  # the mean, then its interval, each in years
    assert without.count(" years") == 0 and with_unit.count(" years") >= 3
    assert f"± {count['ci95']:g}" in with_unit and f"± {count['ci95']:g} years" not in with_unit


def test_a_unit_with_a_no_break_space_is_taken():
    assert parse_plan(plan_with({"age": "mm\u00a0Hg"})).units == {"age": "mm\u00a0Hg"}
