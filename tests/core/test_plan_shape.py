"""A plan an editor cannot hold (core/plan/plan_shape.py): a part of the wrong JSON type is named by the plan
reader's own problems, and the app's opening of a table refuses such a plan before the table is read."""
from __future__ import annotations

import json

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from dpstudio.core.base.errors import InputError, PlanError
from dpstudio.core.pipeline.table_opening import load_with_plan
from dpstudio.core.plan.plan_shape import refuse_unholdable, wrong_parts
from dpstudio.core.plan.release_plan import plan_problems
from dpstudio.core.plan.schema import BUDGET, PRIVACY_UNIT, QUERY
from dpstudio.resources import resource_path, sample_data, sample_plan
from tests.faults.plan_mutations import replaced as with_value  # the plan with `value` at `place`

SAMPLE = json.loads(sample_plan().read_text(encoding="utf-8"))
PLANS = [json.loads(resource_path("sample", name).read_text(encoding="utf-8"))
         for name in ("sample_plan.json", "table_plan.json", "family_plan.json", "synthetic_plan.json")]
JSON = st.recursive(st.none() | st.booleans() | st.integers() | st.floats(allow_nan=False) | st.text(max_size=5),
                    lambda inner: st.lists(inner, max_size=3) | st.dictionaries(st.text(max_size=5), inner,
                                                                                 max_size=3), max_leaves=6)


def places(plan: dict) -> list[tuple]:
    """Every place of a plan a value can be put at: a top-level part, a field of the budget or the privacy unit,
    a column's role, a query, each field a query may have (schema.py)."""
    found = [(key,) for key in ("columns", "privacy_unit", "budget", "queries", "units", "publisher",
                                "suppress_below", "categories_from_data")]
    found += [("budget", key) for key in BUDGET] + [("columns", name) for name in plan["columns"]]
    found += [("privacy_unit", key) for key in PRIVACY_UNIT] if plan.get("privacy_unit") else []
    for index in range(len(plan["queries"])):
        found += [("queries", index)] + [("queries", index, key) for key in QUERY]
    return found


_with = with_value


@settings(max_examples=500, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(data=st.data())
def test_a_plan_is_refused_exactly_when_a_part_has_the_wrong_type_and_the_reader_refuses_it(data):
    plan = data.draw(st.sampled_from(PLANS))
    plan = with_value(plan, data.draw(st.sampled_from(places(plan))), data.draw(JSON))
    problems = plan_problems(plan)
    if wrong_parts(plan) and problems:
        with pytest.raises(PlanError) as raised:
            refuse_unholdable(plan)
        assert [str(p) for p in raised.value.problems] == [str(p) for p in problems]  # the reader's own
    else:
        refuse_unholdable(plan)  # a plan check accepts opens in the app


@pytest.mark.parametrize("place, value, wrong", [
    (("budget",), [1, 2], [("budget",)]),
    (("budget", "epsilon"), "1.0", [("budget", "epsilon")]),
    (("budget", "delta"), None, [("budget", "delta")]),
    (("queries", 0, "of"), [], [("queries", 0, "of")]),
    (("queries", 1, "where"), [{"column": ["sex"], "in": ["F"]}], [("queries", 1, "where")]),
    (("budget", "population"), "many", [("budget", "population")]),
    (("privacy_unit", "max_rows"), True, [("privacy_unit", "max_rows")]),
    (("privacy_unit", "column"), ["patient_id"], [("privacy_unit", "column")]),
    (("columns", "sex"), "secret", [("columns", "sex")]),
    (("queries",), {"id": "q"}, [("queries",)]),
    (("queries", 0), ["a", "b"], [("queries", 0)]),
    (("queries", 2, "bounds"), [1, 2, 3], [("queries", 2, "bounds")]),
    (("queries", 2, "bounds"), ["0", 100], [("queries", 2, "bounds")]),
    (("queries", 2, "column"), ["age"], [("queries", 2, "column")]),
    (("queries", 1, "categories"), 5, [("queries", 1, "categories")]),
    (("categories_from_data",), "ward", [("categories_from_data",)]),
    (("publisher",), 7, [("publisher",)]),
    (("suppress_below",), 2.5, [("suppress_below",)]),
])
def test_the_parts_of_the_wrong_json_type_are_named(place, value, wrong):
    plan = _with(SAMPLE, place, value)
    assert wrong_parts(plan) == wrong
    assert plan_problems(plan)


@pytest.mark.parametrize("plan", [
    SAMPLE,
    _with(SAMPLE, ("budget", "epsilon"), -5),  # a wrong value of the right type: the editor shows its problem
    _with(SAMPLE, ("queries", 2, "bounds"), [100, 0]),
    _with(SAMPLE, ("privacy_unit", "max_rows"), 0),
    _with(SAMPLE, ("queries",), []),
    _with(SAMPLE, ("queries", 1, "categories"), "discover"),
    _with(SAMPLE, ("privacy_unit",), None),
])
def test_a_plan_still_being_written_is_held(plan):
    assert wrong_parts(plan) == []
    refuse_unholdable(plan)


def test_a_plan_that_is_not_an_object_is_refused():
    for plan in ([], "plan", None, 3):
        assert wrong_parts(plan) == [("plan",)]
        with pytest.raises(PlanError):
            refuse_unholdable(plan)


def test_opening_a_table_refuses_such_a_plan_before_the_table_is_read(tmp_path):
    plan_path = tmp_path / "plan.json"
    plan_path.write_text(json.dumps(_with(SAMPLE, ("budget", "epsilon"), "one")), encoding="utf-8")
    with pytest.raises(PlanError) as raised:  # the table does not exist: it was never read
        load_with_plan(tmp_path / "no such table.csv", plan_path)
    assert [p.place for p in raised.value.problems] == [("budget", "epsilon")]
    plan_path.write_text("{not json", encoding="utf-8")
    with pytest.raises(InputError):
        load_with_plan(sample_data(), plan_path)
    plan_path.write_text(json.dumps(SAMPLE), encoding="utf-8")
    table, plan, _, _ = load_with_plan(sample_data(), plan_path)
    assert plan == SAMPLE and len(table.frame) > 0
