"""privacy_unit.order_by (plan version 3): which of a person's rows are kept, decided by that person's rows."""
import pandas as pd
import pytest

from dpstudio.core.base.errors import PlanError
from dpstudio.core.exact.frame_source import FrameSource
from dpstudio.core.exact.table_checks import table_problems
from dpstudio.core.exact.transforms import bound_contributions
from dpstudio.core.plan.migration import migrate_plan
from dpstudio.core.plan.release_plan import PLAN_VERSION, parse_plan

COLUMNS = {"pid": "identifier", "admitted": "other", "ward": "other", "stay": "sensitive"}


def plan(order_by="admitted", max_rows=1, **unit):
    return {"dpstudio_plan": 3, "columns": COLUMNS, "budget": {"epsilon": 1},
            "privacy_unit": {"column": "pid", "max_rows": max_rows, "order_by": order_by, **unit},
            "queries": [{"id": "s", "kind": "sum", "column": "stay", "bounds": [0, 100], "epsilon": 1,
                         "mechanism": "discrete_laplace"}]}


TABLE = pd.DataFrame({
    "pid": ["a", "a", "a", "b", "b", "c"],
    "admitted": pd.to_datetime(["2024-03-01", "2024-01-05", None, "2024-02-01", "2023-12-31", "2024-01-01"]),
    "ward": ["x", "y", "z", "x", "y", "z"],
    "stay": [1, 10, 100, 2, 20, 5],
})


def test_each_person_keeps_the_rows_with_the_lowest_order_by_value_missing_last():
    answers = FrameSource(TABLE).prepare(parse_plan(plan(max_rows=1)))
    assert answers.answers[0].value == 10 + 20 + 5 and answers.rows_over_limit == 3
    two = FrameSource(TABLE).prepare(parse_plan(plan(max_rows=2)))
    assert two.answers[0].value == 10 + 1 + 20 + 2 + 5  # a's row with no date goes last


def test_without_order_by_file_order_decides():
    unordered = plan(max_rows=1)
    del unordered["privacy_unit"]["order_by"]
    assert FrameSource(TABLE).prepare(parse_plan(unordered)).answers[0].value == 1 + 2 + 5


def test_ties_keep_file_order_and_the_kept_rows_keep_theirs():
    frame = pd.DataFrame({"pid": ["a"] * 4, "k": [2, 1, 1, 0]})
    assert bound_contributions(frame, "pid", 2, "k").frame.index.tolist() == [1, 3]  # of the tied 1s, the first
    assert bound_contributions(frame, "pid", 3, "k").frame.index.tolist() == [1, 2, 3]


def test_the_plan_says_order_by_and_writes_it_back():
    parsed = parse_plan(plan())
    assert parsed.privacy_unit.order_by == "admitted" and PLAN_VERSION == 13
    assert parsed.to_dict()["privacy_unit"] == {"column": "pid", "max_rows": 1, "order_by": "admitted"}
    assert "lowest 'admitted'" in parsed.privacy_unit.describe()


@pytest.mark.parametrize("order_by, message", [
    ("nowhere", "'nowhere' is not a column declared in 'columns'"),
    ("pid", "cannot be ordered by the person's own id"),
    (3, "3 is not a column declared in 'columns'"),
])
def test_a_bad_order_by_is_refused_with_its_place(order_by, message):
    with pytest.raises(PlanError) as refused:
        parse_plan(plan(order_by=order_by))
    assert any(p.where == "privacy_unit.order_by" and message in p.message for p in refused.value.problems)


def test_order_by_text_is_refused_against_the_table():
    problems = table_problems(parse_plan(plan(order_by="ward")), TABLE)
    assert [p.where for p in problems] == ["privacy_unit.order_by"]
    assert "neither dates nor numbers" in problems[0].message


def test_a_version_2_plan_is_read_as_the_current_version_unchanged_and_silently():
    v2 = plan()
    del v2["privacy_unit"]["order_by"]
    v2["dpstudio_plan"] = 2
    migrated, notices = migrate_plan(v2)
    assert migrated == {**v2, "dpstudio_plan": 13} and notices == [] and v2["dpstudio_plan"] == 2
    assert parse_plan(v2).privacy_unit.order_by is None
    v1, notices = migrate_plan({**v2, "dpstudio_plan": 1})
    assert v1["dpstudio_plan"] == 13 and "version 1 plan" in notices[0]


def test_version_3_and_4_plans_are_read_as_version_5_unchanged_and_silently():
    v3 = plan()
    migrated, notices = migrate_plan(v3)
    assert v3["dpstudio_plan"] == 3 and migrated == {**v3, "dpstudio_plan": 13} and notices == []
    assert parse_plan(v3).to_dict()["dpstudio_plan"] == PLAN_VERSION == 13
    v4 = {**v3, "dpstudio_plan": 4}
    assert migrate_plan(v4) == ({**v3, "dpstudio_plan": 13}, []) and parse_plan(v4) == parse_plan(v3)
