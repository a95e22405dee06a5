"""Date bins (plan version 5): months and quarters written as their first days, every bin half-open,
a date-time counted by its calendar date; the same cells on every engine."""
from __future__ import annotations

import pandas as pd
import pytest

from dpstudio.core.base.errors import PlanError
from dpstudio.core.exact.frame_source import FrameSource
from dpstudio.core.exact.table_checks import table_problems
from dpstudio.core.plan.release_plan import parse_plan

from .test_agreement import assert_agrees, engine  # noqa: F401  (the engine fixture)

ADMITTED = ["2024-01-01 00:00", "2024-03-31 23:59:59", "2024-04-01", "2024-06-30 12:00", "2024-07-01",
            "2024-12-31 23:59:59.999", "2025-01-01", "2023-12-31 23:59", None, "2024-02-29 08:00",
            "1960-05-05", "2024-10-01"]
FRAME = pd.DataFrame({
    "pid": [f"P{i % 5}" for i in range(len(ADMITTED))],
    "admitted": pd.to_datetime(ADMITTED, format="ISO8601"),
    "sex": ["F", "M", "F", "M", "F", "M", "F", "M", "F", None, "M", " F "],
    "stay": [3, 5, 7, 1, 2, 60, 4, 9, 0, 3, 2, 8],
})
QUARTERS = ["2024-01-01", "2024-04-01", "2024-07-01", "2024-10-01", "2025-01-01"]


def plan_data(max_rows=100, edges=QUARTERS) -> dict:
    return {
        "dpstudio_plan": 5, "columns": {"pid": "identifier", "admitted": "quasi_identifier", "sex": "quasi_identifier",
                                        "stay": "sensitive"},
        "privacy_unit": {"column": "pid", "max_rows": max_rows}, "budget": {"epsilon": 3},
        "queries": [
            {"id": "by_quarter", "kind": "histogram", "column": "admitted", "bins": {"admitted": edges}, "epsilon": 1},
            {"id": "quarter_sex", "kind": "crosstab", "columns": ["admitted", "sex"], "bins": {"admitted": edges},
             "categories": {"sex": ["F", "M"]}, "epsilon": 1},
            {"id": "stay_by_quarter", "kind": "mean", "column": "stay", "bounds": [0, 30], "epsilon": 1,
             "group_by": ["admitted"], "bins": {"admitted": edges}}]}


def test_date_bins_are_half_open_quarters_by_calendar_date():
    plan = parse_plan(plan_data())
    assert plan.queries[0].group_categories == () and plan.queries[0].categories == (
        "[2024-01-01, 2024-04-01)", "[2024-04-01, 2024-07-01)", "[2024-07-01, 2024-10-01)", "[2024-10-01, 2025-01-01)")
    answers = FrameSource(FRAME).prepare(plan).answers
    # Q1: 01-01, 03-31 23:59:59, 02-29; Q2: 04-01, 06-30; Q3: 07-01; Q4: 12-31 23:59:59.999, 10-01;
    # (other): 2025-01-01 (the last edge belongs to no bin), 2023-12-31, missing, 1960
    assert list(answers[0].value) == [3, 2, 1, 2, 4]
    # Q1 by F, M, (other): 2024-01-01 F, 03-31 M, 02-29 None
    assert answers[1].value.reshape(5, 3)[0].tolist() == [1, 1, 1]


@pytest.mark.parametrize("max_rows", [1, 2])
def test_every_engine_bins_dates_alike(engine, max_rows):  # noqa: F811
    name, factory = engine
    assert_agrees(factory, FRAME, parse_plan(plan_data(max_rows)))


def test_edges_and_columns_must_agree_on_dates(engine):  # noqa: F811
    name, factory = engine
    source = factory(FRAME)
    numbers_on_dates = plan_data(edges=[0, 1, 2])
    dates_on_numbers = {**plan_data(), "queries": [
        {"id": "h", "kind": "histogram", "column": "stay", "bins": {"stay": QUARTERS}, "epsilon": 1}]}
    for data, where, said in [(numbers_on_dates, "queries[0] ('by_quarter').bins.admitted", "as dates"),
                              (dates_on_numbers, "queries[0] ('h').bins.stay", "as numbers")]:
        problems = table_problems(parse_plan(data), source)
        assert problems and problems[0].where == where and said in problems[0].hint, problems
        with pytest.raises(PlanError):
            from dpstudio.core.pipeline.release import produce_release

            produce_release(source, data)


@pytest.mark.parametrize("edges, said", [
    (["2024-01-01", "2024-02-30"], "'2024-02-30' is not a date written YYYY-MM-DD"),
    (["2024-01-01", "1/2/2024"], "'1/2/2024' is not a date"),
    (["2024-01-01", 3], "or every one a date written YYYY-MM-DD"),
    (["2024-04-01", "2024-01-01"], "strictly increasing")])
def test_bad_date_edges_are_named(edges, said):
    with pytest.raises(PlanError) as raised:
        parse_plan(plan_data(edges=edges))
    assert any(said in p.message for p in raised.value.problems), raised.value.problems
