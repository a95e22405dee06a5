import json

import numpy as np
import pandas as pd
import pytest
from scipy import stats

import dpstudio
from dpstudio.core.exact.kind_answers import exact_answer
from dpstudio.core.base.errors import BudgetExceeded, PlanError
from dpstudio.core.plan.release_plan import ReleasePlan, parse_plan
from dpstudio.core.base.budget import Budget
from dpstudio.core.pipeline.release import produce_release
from tests.conftest import FALSE_ALARM, small_plan


def test_sample_release_structure(sample_frame, sample_plan):
    release = dpstudio.release_uncharged(sample_frame, sample_plan)
    assert release["dpstudio_release"] == 14 and release["language"] == "en"
    assert release["budget"]["epsilon"] == 3 and release["budget"]["delta"] == 0
    assert release["budget"]["limit"] == {"epsilon": 3, "delta": 1e-7}
    assert release["privacy_unit"] == {"column": "patient_id", "max_rows": 3}
    assert "adding or removing" in release["neighbouring"] or "added or removed" in release["neighbouring"]
    assert [q["id"] for q in release["queries"]] == [q["id"] for q in sample_plan["queries"]]
    for query in release["queries"]:
        assert {"id", "kind", "epsilon", "delta", "mechanism", "noise_scale", "ci95"} <= set(query)
        assert ("value" in query) != ("cells" in query)
    by_id = {q["id"]: q for q in release["queries"]}
    assert by_id["admissions"]["mechanism"] == "discrete_laplace"
    assert by_id["admissions"]["noise_scale"] == pytest.approx(3 / 0.2)  # max_rows 3, epsilon 0.2
    assert isinstance(by_id["admissions"]["value"], int)
    assert len(by_id["diagnoses"]["cells"]) == 13
    assert len(by_id["sex_by_ward"]["cells"]) == 3 * 6
    assert by_id["median_birth_year"]["mechanism"] == "exponential"
    rr = by_id["test_results"]
    assert rr["epsilon_per_row"] == 0.3  # (1 - 0.1 for the row count) / 3 rows per person
    assert [c["epsilon"] for c in rr["components"]] == [0.1, 0.9]
    assert "number of answers is itself noisy" in rr["notes"][0]
    assert rr["rows"] == len(rr["perturbed_values"])
    assert sorted(set(rr["perturbed_values"])) <= ["(other)", "inconclusive", "negative", "positive"]


def test_release_holds_no_identifier_or_unqueried_value(sample_frame, sample_plan):
    text = json.dumps(dpstudio.release_uncharged(sample_frame, sample_plan), ensure_ascii=False)
    for column in ("patient_id", "name", "national_id", "zip", "admission_date"):
        for value in sample_frame[column].dropna().astype(str).unique():
            assert f'"{value}"' not in text, (column, value)
            if column != "zip":
                assert value not in text, (column, value)


def test_each_call_draws_fresh_noise(sample_frame, sample_plan):
    plan = {**sample_plan, "queries": sample_plan["queries"][:4]}
    first, second = dpstudio.release_uncharged(sample_frame, plan), dpstudio.release_uncharged(sample_frame, plan)
    values = lambda r: [c["value"] for q in r["queries"] for c in q.get("cells", [q])]  # noqa: E731
    assert values(first) != values(second)


@pytest.mark.parametrize("change, message", [
    ({"budget": {"epsilon": 1}}, "the queries' epsilons add up to 3, more than the budget of 1"),
    ({"columns_patch": {"diagnosis": "identifier"}}, "column 'diagnosis' is a direct identifier"),
])
def test_refused_plans(sample_frame, sample_plan, change, message):
    plan = dict(sample_plan)
    if "columns_patch" in change:
        plan["columns"] = {**plan["columns"], **change.pop("columns_patch")}
    plan.update(change)
    with pytest.raises(PlanError, match=message):
        dpstudio.release_uncharged(sample_frame, plan)


def test_missing_column_and_missing_bounds_are_refused(sample_frame, sample_plan):
    plan = dict(sample_plan, queries=[{"id": "s", "kind": "sum", "column": "cost", "epsilon": 0.1},
                                      {"id": "h", "kind": "histogram", "column": "wardx", "categories": ["a"],
                                       "epsilon": 0.1}])
    plan["columns"] = {**plan["columns"], "wardx": "other"}
    with pytest.raises(PlanError, match=r"queries\[0\] \('s'\).bounds: must be \[lower, upper\]"):
        dpstudio.release_uncharged(sample_frame, plan)
    plan["queries"][0]["bounds"] = [0, 1000]
    with pytest.raises(PlanError, match="the table has no column 'wardx'"):
        dpstudio.release_uncharged(sample_frame, plan)


def test_a_hand_built_plan_over_budget_is_refused_before_any_draw(sample_frame, sample_plan):
    parsed = parse_plan(sample_plan)
    sneaky = ReleasePlan(columns=parsed.columns, budget=Budget.of(1), queries=parsed.queries,
                         privacy_unit=parsed.privacy_unit)
    with pytest.raises(BudgetExceeded, match="requested 3, but only 1 is available"):
        produce_release(sample_frame, sneaky)


def test_discrete_mechanism_on_fractional_data_is_refused():
    frame = pd.DataFrame({"cost": [1.5, 2.5], "age": [1, 2]})
    plan = small_plan([{"id": "s", "kind": "sum", "column": "cost", "bounds": [0, 10], "epsilon": 1,
                        "mechanism": "discrete_laplace"}])
    with pytest.raises(PlanError, match="discrete_laplace needs whole numbers, and this column has fractions"):
        dpstudio.release_uncharged(frame, plan)


def test_steward_notes_stay_out_of_the_release(sample_frame, sample_plan):
    outcome = produce_release(sample_frame, sample_plan)
    assert any("over the per-person limit" in n for n in outcome.steward_notes)
    assert any("total_cost" in n and "missing value" in n for n in outcome.steward_notes)
    assert "per-person limit" not in json.dumps(outcome.release)


# --- the stated 95% intervals hold: coverage over repeated releases ---------------------------

def coverage_frame(rows=3000, seed=3):
    rng = np.random.default_rng(seed)
    return pd.DataFrame({
        "id": np.arange(rows),
        "age": rng.integers(0, 100, size=rows),
        "sex": rng.choice(["F", "M", "X"], size=rows),
        "dx": rng.choice(["a", "b", "c", "d"], size=rows, p=[0.5, 0.3, 0.15, 0.05]),
        "cost": rng.gamma(2.0, 300.0, size=rows),
        "ward": rng.choice([1, 2, 3], size=rows),
    })


COVERAGE_QUERIES = [
    {"id": "n", "kind": "count", "epsilon": 0.5, "postprocess": []},
    {"id": "n_gauss", "kind": "count", "epsilon": 0.5, "delta": 1e-7, "postprocess": []},
    {"id": "h", "kind": "histogram", "column": "dx", "categories": ["a", "b", "c"], "epsilon": 0.5,
     "postprocess": []},
    {"id": "x", "kind": "crosstab", "columns": ["sex", "ward"], "categories": {"sex": ["F", "M"], "ward": [1, 2, 3]},
     "epsilon": 0.5, "postprocess": []},
    {"id": "s_float", "kind": "sum", "column": "cost", "bounds": [0, 2000], "epsilon": 0.5},
    {"id": "s_int", "kind": "sum", "column": "age", "bounds": [0, 100], "epsilon": 0.5},
    {"id": "s_gauss", "kind": "sum", "column": "cost", "bounds": [0, 2000], "epsilon": 0.5, "delta": 1e-7},
    {"id": "m", "kind": "mean", "column": "age", "bounds": [0, 100], "epsilon": 0.2},
    {"id": "m_float", "kind": "mean", "column": "cost", "bounds": [0, 2000], "epsilon": 0.2, "mechanism": "gaussian",
     "delta": 1e-7},
    {"id": "q", "kind": "quantile", "column": "age", "bounds": [0, 100], "quantile": 0.5, "epsilon": 0.05},
    {"id": "g", "kind": "count", "group_by": ["ward"], "categories": {"ward": [1, 2, 3]}, "epsilon": 0.5},  # clamped
]


def test_released_values_lie_within_their_ci95_about_95_percent_of_the_time():
    frame = coverage_frame()
    plan = parse_plan(small_plan(COVERAGE_QUERIES, budget={"epsilon": 10, "delta": 1e-6}))
    truth = {q.id: exact_answer(q, frame) for q in plan.queries}
    inside = {q.id: 0 for q in plan.queries}
    total = {q.id: 0 for q in plan.queries}
    ages = np.sort(frame["age"].to_numpy())
    for _ in range(150):
        for entry in produce_release(frame, plan).release["queries"]:
            qid = entry["id"]
            if qid == "q":
                below = np.searchsorted(ages, entry["value"], "left")
                above = np.searchsorted(ages, entry["value"], "right")
                target = 0.5 * len(ages)
                error = 0 if below <= target <= above else min(abs(below - target), abs(above - target))
                inside[qid] += error <= entry["ci95"]
                total[qid] += 1
            elif "cells" in entry:
                for cell, true in zip(entry["cells"], truth[qid].value):
                    inside[qid] += abs(cell["value"] - true) <= cell["ci95"]
                    total[qid] += 1
            else:
                true = truth[qid].value
                if qid.startswith("m"):
                    doubled, count = true
                    lo, hi = plan.query(qid).bounds
                    true = (lo + hi) / 2 + doubled / 2 / count
                inside[qid] += abs(entry["value"] - true) <= entry["ci95"]
                total[qid] += 1
    for qid in inside:
        # never significantly below 95%
        assert stats.binomtest(inside[qid], total[qid], 0.95, alternative="less").pvalue > FALSE_ALARM, \
            (qid, inside[qid], total[qid])
    for qid in ("n", "h", "x", "s_float", "s_int", "s_gauss", "n_gauss"):
        # and not a needlessly wide interval: at most about 97% (discrete intervals overshoot a little)
        assert stats.binomtest(inside[qid], total[qid], 0.975, alternative="greater").pvalue > FALSE_ALARM, \
            (qid, inside[qid], total[qid])


def test_privacy_unit_truncates_before_counting():
    frame = pd.DataFrame({"pid": np.repeat(np.arange(400), 3), "age": 1})
    plan = small_plan([{"id": "n", "kind": "count", "epsilon": 1, "postprocess": []}],
                      columns={"pid": "identifier", "age": "other"}, privacy_unit={"column": "pid", "max_rows": 1})
    values = [dpstudio.release_uncharged(frame, plan)["queries"][0]["value"] for _ in range(40)]
    assert abs(np.mean(values) - 400) < 2  # noise has sd sqrt(2)/40 per mean here; 1200 rows would be far off


def test_categories_taken_from_the_data_are_recorded_in_the_release(sample_frame, sample_plan):
    plan = {**sample_plan, "categories_from_data": ["diagnosis"]}
    release = dpstudio.release_uncharged(sample_frame, plan)
    assert release["categories_from_data"] == ["diagnosis"]
    assert "taken from the data" in release["warnings"][0]
    assert parse_plan(plan).to_dict()["categories_from_data"] == ["diagnosis"]


def test_sample_release_warns_of_nothing_randomized_response_no_longer_reveals(sample_frame, sample_plan):
    """The old warning ("the count(s) of the same rows are effectively exact") was true of release
    format 1 only: the number of randomized answers is now a noisy count."""
    release = dpstudio.release_uncharged(sample_frame, sample_plan)
    assert "warnings" not in release


def test_rounding_float_noise_widens_the_stated_interval():
    frame = pd.DataFrame({"cost": [1.5, 2.5] * 50})
    plan = small_plan([{"id": "s", "kind": "sum", "column": "cost", "bounds": [0, 10], "epsilon": 1,
                        "postprocess": ["round"]},
                       {"id": "t", "kind": "sum", "column": "cost", "bounds": [0, 10], "epsilon": 1}],
                      columns={"cost": "other"})
    rounded, plain = dpstudio.release_uncharged(frame, plan)["queries"]
    assert isinstance(rounded["value"], int)
    assert rounded["ci95"] == pytest.approx(plain["ci95"] + 0.5)


def test_what_is_published_about_a_query_never_depends_on_the_column_type():
    """One person's 3.5 among whole numbers must not change the mechanism, scale or candidates."""
    whole = pd.DataFrame({"age": [1, 2, 3, 4] * 25})
    one_fraction = whole.astype({"age": float})
    one_fraction.loc[0, "age"] = 3.5
    plan = small_plan([{"id": "s", "kind": "sum", "column": "age", "bounds": [0, 10], "epsilon": 1},
                       {"id": "m", "kind": "mean", "column": "age", "bounds": [0, 10], "epsilon": 1},
                       {"id": "q", "kind": "quantile", "column": "age", "bounds": [0, 10], "quantile": 0.5,
                        "epsilon": 1}])
    public = ("mechanism", "noise_scale", "sensitivity", "candidates", "ci95")
    strip = lambda r: [{k: q.get(k) for k in public if k != "ci95" or q["kind"] != "mean"}  # noqa: E731
                       for q in r["queries"]]
    assert strip(dpstudio.release_uncharged(whole, plan)) == strip(dpstudio.release_uncharged(one_fraction, plan))
    assert dpstudio.release_uncharged(whole, plan)["queries"][0]["mechanism"] == "laplace"


def test_rounding_a_mean_widens_its_interval():
    frame = pd.DataFrame({"age": [4.824] * 400})
    plan = small_plan([{"id": "m", "kind": "mean", "column": "age", "bounds": [0, 10], "epsilon": 5,
                        "postprocess": ["round"]}], columns={"age": "other"})
    for _ in range(20):
        entry = dpstudio.release_uncharged(frame, plan)["queries"][0]
        assert abs(entry["value"] - 4.824) <= entry["ci95"]
