"""The plan document (core/plan/document.py): every plan, finished or not, comes back from it as it went in."""
from __future__ import annotations

import json
from pathlib import Path

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from dpstudio.core.plan.document import MISSING, BudgetPart, PlanDocument, PlanQuery, PrivacyUnitPart
from dpstudio.core.plan.frozen_json import FrozenMap, freeze, thaw
from dpstudio.core.plan.migration import migrate_plan
from tests.conftest import small_plan
from tests.faults.plan_mutations import WRONG_VALUES, field_paths, removed, replaced, sample_plan
from tests.faults.plan_space import cases

ROOT = Path(__file__).resolve().parents[2]
PLAN_FILES = sorted([*ROOT.glob("resources/sample/*plan.json"), *ROOT.glob("tests/golden/files/*/plan.json")])


def exact_json(value) -> str:
    """JSON text that tells 1 from 1.0 and a list from a tuple's thawing mistakes (dict equality would not)."""
    return json.dumps(value, sort_keys=True, ensure_ascii=False)


def assert_round_trip(plan) -> PlanDocument:
    doc = PlanDocument.from_json(plan)
    assert exact_json(doc.to_json()) == exact_json(migrate_plan(plan)[0])
    assert PlanDocument.from_json(doc.to_json()) == doc
    hash(doc)  # an undo step can be a set member or a dict key
    return doc


@pytest.mark.parametrize("path", PLAN_FILES, ids=lambda p: str(p.relative_to(ROOT)))
def test_every_sample_and_golden_plan_comes_back_exactly(path):
    plan = json.loads(path.read_text(encoding="utf-8"))
    assert_round_trip(plan)


def test_the_tests_plan_fixtures_come_back_exactly():
    assert_round_trip(sample_plan())
    assert_round_trip(small_plan([{"id": "n", "kind": "count", "epsilon": 1}]))
    assert_round_trip(small_plan([{"id": "m", "kind": "mean", "column": "age", "bounds": [0, 100], "epsilon": 1}],
                                 privacy_unit={"column": "id", "max_rows": 2, "order_by": "age"}))


def test_a_plan_with_every_field_wrong_in_turn_comes_back_as_it_was():
    """An unfinished or mistyped plan (the app holds one while the steward writes it): every field of the sample
    plan replaced by each wrong value, or removed."""
    plan = sample_plan()
    for path in field_paths(plan):
        assert_round_trip(removed(plan, path))
        for value in WRONG_VALUES.values():
            assert_round_trip(replaced(plan, path, value))


def test_fields_the_format_does_not_have_are_kept_for_the_reader_to_name():
    plan = {**small_plan([{"id": "n", "kind": "count", "epsilon": 1, "epsilom": 2}, 7, "x"]),
            "privacy_unit": {"column": "id", "max_rows": 1, "rows": 2}, "colums": {}, "budget": 5}
    doc = assert_round_trip(plan)
    assert doc.extra == {"colums": {}}
    assert doc.budget == 5 and doc.budget_part() == BudgetPart()
    assert doc.privacy_unit == PrivacyUnitPart(column="id", max_rows=1, extra=FrozenMap({"rows": 2}))
    assert doc.unit().column == "id"
    assert [q["id"] for q in doc.query_list()] == ["n"]
    assert doc.queries[1:] == (7, "x")


def test_left_out_and_null_stay_apart():
    with_null = PlanDocument.from_json({**small_plan([]), "privacy_unit": None})
    without = PlanDocument.from_json(small_plan([]))
    assert with_null.privacy_unit is None and without.privacy_unit is MISSING
    assert "privacy_unit" in with_null.to_json() and "privacy_unit" not in without.to_json()
    assert PlanDocument.from_json({"dpstudio_plan": 13}).to_json() == {"dpstudio_plan": 13}


def test_an_old_plan_is_migrated_first():
    old = small_plan([{"id": "h", "kind": "histogram", "column": "sex", "categories": ["F", "M"], "epsilon": 1}])
    doc = PlanDocument.from_json(old)
    assert doc.dpstudio_plan == 13
    assert doc.queries[0] == {"id": "h", "kind": "histogram", "column": "sex", "categories": ("F", "M"),
                              "epsilon": 1, "of": "rows"}


def test_a_query_is_a_frozen_mapping_whose_kind_answers():
    query = PlanQuery({"id": "m", "kind": "mean", "column": "age", "bounds": [0, 100], "epsilon": 1})
    assert query.kind.needs_bounds and not query.kind.needs_categories
    assert query["bounds"] == (0, 100) and query.to_json()["bounds"] == [0, 100]
    assert PlanQuery({"id": "x"}).kind.name == ""  # no kind named: the kind that says no to everything
    with pytest.raises(TypeError):
        query["epsilon"] = 2  # type: ignore[index]
    assert query.with_fields(epsilon=2)["epsilon"] == 2 and query["epsilon"] == 1
    assert list(query.without("bounds")) == ["id", "kind", "column", "epsilon"]


def test_freeze_and_thaw_are_inverse_on_json():
    value = {"a": [1, 2.0, {"b": [None, True, "x"]}], "c": {}}
    frozen = freeze(value)
    assert isinstance(frozen["a"], tuple) and isinstance(frozen["a"][2], FrozenMap)
    assert exact_json(thaw(frozen)) == exact_json(value)
    assert hash(frozen) == hash(freeze(json.loads(json.dumps(value))))


def test_not_a_plan_object_is_refused():
    with pytest.raises(TypeError):
        PlanDocument.from_json([1, 2])


@settings(max_examples=40, deadline=None, suppress_health_check=[HealthCheck.too_slow, HealthCheck.data_too_large])
@given(cases())
def test_every_drawn_plan_comes_back_exactly(case):
    """Over the whole format (tests/faults/plan_space.py): every kind and field, and plans with a slip."""
    assert_round_trip(case.plan)


@settings(max_examples=60, deadline=None)
@given(st.recursive(st.none() | st.booleans() | st.integers() | st.floats(allow_nan=False) | st.text(max_size=5),
                    lambda inner: st.lists(inner, max_size=3) | st.dictionaries(st.text(max_size=5), inner,
                                                                                   max_size=3), max_leaves=12),
       st.sampled_from(["dpstudio_plan", "columns", "privacy_unit", "budget", "queries", "reading", "publisher",
                        "suppress_below", "categories_from_data", "units", "description", "other"]))
def test_any_json_in_any_field_comes_back_exactly(value, name):
    plan = {**small_plan([{"id": "n", "kind": "count", "epsilon": 1}]), "dpstudio_plan": 12, name: value}
    assert_round_trip(plan)


def test_a_section_is_its_json_or_a_default_where_the_plan_leaves_it_out():
    doc = PlanDocument.from_json({**small_plan([{"id": "n", "kind": "count", "epsilon": 1}]), "dpstudio_plan": 12,
                                  "privacy_unit": {"column": "id", "max_rows": 2, "extra": 1}, "suppress_below": 0})
    assert doc.section("privacy_unit") == {"column": "id", "max_rows": 2, "extra": 1}
    assert doc.section("queries") == [{"id": "n", "kind": "count", "epsilon": 1}]
    assert doc.section("suppress_below") == 0 and doc.section("publisher") is None
    assert doc.section("units", {}) == {} and doc.section("dpstudio_plan") == 13
