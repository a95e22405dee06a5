import json
from fractions import Fraction

import pandas as pd
import pytest

from dpstudio.core.base.errors import InputError, PlanError
from dpstudio.core.plan.release_plan import PLAN_VERSION, load_plan, parse_plan, plan_problems
from dpstudio.core.exact.table_checks import table_problems
from tests.conftest import small_plan


def test_sample_plan_parses_and_round_trips(sample_plan):
    plan = parse_plan(sample_plan)
    assert len(plan.queries) == 8
    assert plan.privacy_unit.column == "patient_id" and plan.privacy_unit.max_rows == 3
    assert plan.spent().epsilon == Fraction(3)
    again = parse_plan(plan.to_dict())
    assert again.to_dict() == plan.to_dict()


def messages(data) -> list[str]:
    return [str(p) for p in plan_problems(data)]


def test_decimal_budgets_add_up_exactly():
    plan = small_plan([{"id": "a", "kind": "count", "epsilon": 0.1}, {"id": "b", "kind": "count", "epsilon": 0.2}],
                      budget={"epsilon": 0.3})
    assert parse_plan(plan).spent().epsilon == Fraction(3, 10)


def test_over_budget_is_refused_with_figures():
    plan = small_plan([{"id": "a", "kind": "count", "epsilon": 0.6}, {"id": "b", "kind": "count", "epsilon": 0.6}],
                      budget={"epsilon": 1})
    with pytest.raises(PlanError, match=r"budget.epsilon: the queries' epsilons add up to 1.2, more than the budget of 1"):
        parse_plan(plan)


def test_delta_over_budget_is_refused():
    plan = small_plan([{"id": "a", "kind": "count", "epsilon": 0.5, "delta": 1e-5}], budget={"epsilon": 1, "delta": 1e-6})
    assert any("deltas add up to 1e-05" in m for m in messages(plan))


def test_identifier_column_is_refused():
    plan = small_plan([{"id": "h", "kind": "histogram", "column": "id", "categories": [1, 2], "epsilon": 1}])
    with pytest.raises(PlanError, match="column 'id' is a direct identifier and can never be queried"):
        parse_plan(plan)


def test_identifier_in_a_filter_is_refused():
    plan = small_plan([{"id": "n", "kind": "count", "epsilon": 1, "where": [{"column": "id", "in": [1]}]}])
    assert any("where[0].column" in m and "direct identifier" in m for m in messages(plan))


def test_missing_bounds_are_refused():
    plan = small_plan([{"id": "s", "kind": "sum", "column": "cost", "epsilon": 1}])
    assert messages(plan) == ["queries[0] ('s').bounds: must be [lower, upper] "
                              "(declare the range from what you know of the column, not from the data)"]


def test_reversed_bounds_are_refused():
    plan = small_plan([{"id": "s", "kind": "mean", "column": "cost", "bounds": [10, 0], "epsilon": 1}])
    assert any("lower bound 10 must be below the upper bound 0" in m for m in messages(plan))


def test_undeclared_column_is_refused():
    plan = small_plan([{"id": "s", "kind": "sum", "column": "weight", "bounds": [0, 1], "epsilon": 1}])
    assert any("column 'weight' is not declared in 'columns'" in m for m in messages(plan))


def test_every_problem_is_listed_at_once():
    plan = small_plan([{"id": "a", "kind": "count"}, {"id": "a", "kind": "median", "epsilon": 1},
                       {"id": "c", "kind": "histogram", "column": "dx", "epsilon": 1}])
    found = messages(plan)
    assert "queries[0] ('a').epsilon: missing" in found
    assert any(m.startswith("queries[1] ('a').id: another query has the same id") for m in found)
    assert any("unknown kind 'median'" in m for m in found)
    assert any(m.startswith("queries[2] ('c').categories: must be a non-empty list") for m in found)


def test_unknown_field_suggests_the_right_one():
    plan = small_plan([{"id": "s", "kind": "sum", "column": "cost", "bound": [0, 1], "epsilon": 1}])
    assert any("queries[0] ('s').bound: unknown field (did you mean 'bounds'?)" == m for m in messages(plan))


@pytest.mark.parametrize("query, expected", [
    ({"mechanism": "gaussian"}, "the gaussian mechanism needs a delta above 0"),
    ({"mechanism": "laplace", "delta": 1e-7}, "the laplace mechanism spends no delta"),
    ({"mechanism": "exponential"}, "'exponential' cannot answer a count query"),
])
def test_mechanism_rules(query, expected):
    plan = small_plan([{"id": "n", "kind": "count", "epsilon": 1, **query}])
    assert any(expected in m for m in messages(plan))


def test_quantile_spends_no_delta():
    plan = small_plan([{"id": "q", "kind": "quantile", "column": "age", "bounds": [0, 100], "quantile": 0.5,
                        "epsilon": 1, "delta": 1e-7}])
    assert any("the exponential mechanism spends no delta" in m for m in messages(plan))


def test_clamp_needs_nonnegative_bounds():
    plan = small_plan([{"id": "s", "kind": "sum", "column": "cost", "bounds": [-5, 5], "epsilon": 1,
                        "postprocess": ["clamp_nonnegative"]}])
    assert any("clamp_nonnegative needs a lower bound of at least 0" in m for m in messages(plan))


def test_duplicate_and_reserved_categories():
    plan = small_plan([{"id": "h", "kind": "histogram", "column": "dx", "epsilon": 1,
                        "categories": ["a", 3, "3", "(other)"]}])
    found = messages(plan)
    assert any("categories listed twice: 3" in m for m in found)
    assert any("'(other)' is added automatically" in m for m in found)


def test_wrong_version_and_not_a_plan():
    assert any(f"version {PLAN_VERSION + 1} is not supported (this dpstudio reads versions 1 to {PLAN_VERSION})" in m
               for m in messages({**small_plan([]), "dpstudio_plan": PLAN_VERSION + 1}))
    assert messages([1, 2]) == ["plan: a plan must be a JSON object"]


def test_privacy_unit_must_be_declared_and_positive():
    plan = small_plan([{"id": "n", "kind": "count", "epsilon": 1}], privacy_unit={"column": "pid", "max_rows": 0})
    found = messages(plan)
    assert any(m.startswith("privacy_unit.column: 'pid' is not a column declared") for m in found)
    assert any(m.startswith("privacy_unit.max_rows: 0 is not a whole number") for m in found)


def test_plan_against_table():
    plan = parse_plan(small_plan([
        {"id": "s", "kind": "sum", "column": "dx", "bounds": [0, 1], "epsilon": 1},
        {"id": "h", "kind": "histogram", "column": "ward", "categories": ["a"], "epsilon": 1},
        {"id": "n", "kind": "count", "epsilon": 1, "where": [{"column": "sex", "between": [0, 1]}]},
    ]))
    frame = pd.DataFrame({"dx": ["x", "y"], "wards": ["a", "b"], "sex": ["F", "M"]})
    found = [str(p) for p in table_problems(plan, frame)]
    assert "queries[0] ('s').column: column 'dx' does not hold numbers (a sum needs a numeric column; " \
           "choose another or use a histogram)" in found
    assert "queries[1] ('h').column: the table has no column 'ward' (did you mean 'wards'?)" in found
    assert any(m.startswith("queries[2] ('n').where[0]: column 'sex' does not hold numbers") for m in found)


def test_load_plan_reports_json_errors_with_line(tmp_path):
    path = tmp_path / "p.json"
    path.write_text('{\n  "dpstudio_plan": 1,\n  "columns": {"a": "other"}\n  "budget": {}\n}\n')
    with pytest.raises(InputError) as caught:
        load_plan(path)
    assert caught.value.where == f"{path}, line 4"
    assert "not valid JSON" in str(caught.value)


def test_load_plan_reads_the_sample(tmp_path, sample_plan):
    path = tmp_path / "p.json"
    path.write_text(json.dumps(sample_plan), encoding="utf-8")
    assert load_plan(path).query("diagnoses").column == "diagnosis"


def test_categories_from_data_must_name_declared_columns():
    plan = small_plan([{"id": "n", "kind": "count", "epsilon": 1}])
    plan["categories_from_data"] = ["nope"]
    assert messages(plan) == ["categories_from_data: must be a list of columns declared in 'columns'"]


def test_one_problem_names_its_place_once():
    plan = small_plan([{"id": "a", "kind": "count", "epsilon": 2}], budget={"epsilon": 1})
    with pytest.raises(PlanError) as caught:
        parse_plan(plan)
    assert str(caught.value).count("budget.epsilon") == 1


def test_sum_to_problems_name_the_right_place():
    plan = small_plan([{"id": "bad", "kind": "median", "epsilon": 1},
                       {"id": "n", "kind": "count", "epsilon": 1},
                       {"id": "h", "kind": "histogram", "column": "dx", "categories": ["a"], "epsilon": 1,
                        "sum_to": "n", "where": [{"column": "sex", "in": ["F"]}]}])
    assert any(m.startswith("queries[2] ('h').sum_to: the count 'n' must have the same filter") for m in messages(plan))


def test_over_budget_is_said_alongside_other_problems():
    plan = small_plan([{"id": "a", "kind": "count", "epsilon": 2}, {"id": "b", "kind": "median", "epsilon": 1}],
                      budget={"epsilon": 1})
    found = messages(plan)
    assert any("unknown kind 'median'" in m for m in found) and any(m.startswith("budget.epsilon") for m in found)


def test_quantiles_beyond_thousandths_and_discrete_with_fractional_bounds_are_refused():
    quantile = small_plan([{"id": "q", "kind": "quantile", "column": "age", "bounds": [0, 100], "quantile": 0.0004,
                            "epsilon": 1}])
    assert any("has more than 3 decimal places" in m for m in messages(quantile))
    discrete = small_plan([{"id": "s", "kind": "sum", "column": "cost", "bounds": [0, 10.5], "epsilon": 1,
                            "mechanism": "discrete_laplace"}])
    assert any("discrete_laplace needs whole-number bounds" in m for m in messages(discrete))


def test_every_category_listed_twice_is_named_once_in_order_among_a_hundred_thousand():
    categories = [f"c{i}" for i in range(100_000)] + ["c7", "c5", "c7"]
    plan = small_plan([{"id": "h", "kind": "histogram", "column": "dx", "categories": categories, "epsilon": 1}])
    assert any(m.endswith("categories listed twice: c5, c7") for m in messages(plan))


def test_a_cross_tab_too_large_to_release_is_refused_by_the_plan():
    """1,000 x 1,000 x 1,000 passed check and then needed more than 14 GB (issue 14, §3)."""
    thousand = [f"v{i}" for i in range(1000)]
    plan = small_plan([{"id": "x", "kind": "crosstab", "columns": ["age", "sex", "dx"], "epsilon": 1,
                        "categories": {"age": thousand, "sex": thousand, "dx": thousand}}],
                      columns={"age": "quasi_identifier", "sex": "quasi_identifier", "dx": "sensitive"})
    assert any("the cross-tab would have 1,003,003,001 cells (at most 1,000,000" in m for m in messages(plan))
    small = small_plan([{"id": "x", "kind": "crosstab", "columns": ["age", "sex"], "epsilon": 1,
                         "categories": {"age": thousand, "sex": ["F", "M"]}}],
                       columns={"age": "quasi_identifier", "sex": "quasi_identifier"})
    assert not any("cells" in m for m in messages(small))


@pytest.mark.parametrize("epsilon", [1e300, 1e-300, 100.5, 0.00009])
def test_an_epsilon_too_large_or_too_small_to_compute_with_is_refused_by_the_plan(epsilon):
    """1e300 overflowed in the report and 1e-300 in the noise, after the charge (issue 14, §4)."""
    plan = small_plan([{"id": "n", "kind": "count", "epsilon": epsilon}], budget={"epsilon": epsilon})
    found = messages(plan)
    assert any(m.startswith("queries[0] ('n').epsilon") and "is outside 0.0001 to 100" in m for m in found)
    assert any(m.startswith("budget.epsilon") and "is outside 0.0001 to 100" in m for m in found)


def test_epsilon_in_quotes_is_refused_as_bounds_are():
    plan = small_plan([{"id": "a", "kind": "count", "epsilon": "0.2"}], budget={"epsilon": "1"})
    found = messages(plan)
    assert "queries[0] ('a').epsilon: \"0.2\" is text, not a number (write it without quotes: 0.2)" in found
    assert any(m.startswith('budget.epsilon: "1" is text, not a number') for m in found)


def test_version_true_is_not_version_1():
    found = messages({**small_plan([{"id": "a", "kind": "count", "epsilon": 0.2}]), "dpstudio_plan": True})
    assert found == ['dpstudio_plan: true is not a format version (give the version as a whole number: "dpstudio_plan": 13)']


def test_duplicate_keys_anywhere_are_refused_with_their_place(tmp_path):
    path = tmp_path / "plan.json"
    text = json.dumps(small_plan([{"id": "a", "kind": "count", "epsilon": 0.2}]))
    text = text.replace('"epsilon": 0.2', '"epsilon": 0.2, "epsilon": 5').replace('"budget": {', '"budget": {"delta": 0, ')
    path.write_text(text)
    with pytest.raises(PlanError) as caught:
        load_plan(path)
    assert [str(p).split(" (")[0] for p in caught.value.problems] == [
        'budget.delta: "delta" is given more than once in the same object',
        'queries[0].epsilon: "epsilon" is given more than once in the same object']


def test_duplicate_top_level_key_is_named(tmp_path):
    path = tmp_path / "plan.json"
    path.write_text('{"dpstudio_plan": 2, "dpstudio_plan": 1}')
    with pytest.raises(PlanError, match='dpstudio_plan: "dpstudio_plan" is given more than once'):
        load_plan(path)


@pytest.mark.parametrize("bounds", [[-1e308, 1e308], [-1.7e308, 0.5e308]])
def test_quantile_whose_candidates_would_overflow_is_refused(bounds):
    plan = small_plan([{"id": "q", "kind": "quantile", "epsilon": 0.5, "column": "age", "bounds": bounds, "quantile": 0.5}])
    assert any(m.startswith("queries[0] ('q').bounds: the range is too wide") for m in messages(plan))


def test_widest_quantile_bounds_that_fit_are_accepted():
    plan = small_plan([{"id": "q", "kind": "quantile", "epsilon": 0.5, "column": "age", "bounds": [-8e307, 8e307],
                        "quantile": 0.5}])
    assert messages(plan) == []
