"""Discovered keys (plan version 5, `"discover"`) come out of every engine as the pandas engine finds
them: text trimmed, true/false in any case one key, 3 and 3.0 one key, missing values left out and
counted, people over max_rows cut, and listed or binned columns beside the discovered one."""
from __future__ import annotations

import math

import pandas as pd
import pytest

from dpstudio.core.exact.frame_source import FrameSource
from dpstudio.core.plan.release_plan import parse_plan

from .test_agreement import assert_agrees, engine  # noqa: F401  (the engine fixture)

FRAME = pd.DataFrame({
    "pid": [f"P{i % 7}" for i in range(16)],
    "icd": ["J45", " J45", "J45 ", "E11", "ö-Ü", None, "E11", "I10", "True", "true", "J45", "Z99", "E11", "I10",
            "\u3000J45", "C50"],
    "dose": [3, 3.0, 2.5, None, math.nan, 7, 3, 2.5, -1, 0, 7, 7, 1e300, 3, 2.5, 0],
    "age": [10, 30, 70, 30, 30, 90, 10, 30, None, 70, 30, 30, 30, 30, 121, 5],
    "sex": ["F", "M", "F", "M", "F", "M", "X", "F", "M", "F", "F", "M", "F", "M", "F", None],
})


def plan(max_rows=3):
    discover = {"epsilon": 1, "delta": 1e-7}
    return parse_plan({
        "dpstudio_plan": 5, "columns": {"pid": "identifier", "icd": "sensitive", "dose": "sensitive",
                                        "age": "quasi_identifier", "sex": "quasi_identifier"},
        "privacy_unit": {"column": "pid", "max_rows": max_rows}, "budget": {"epsilon": 5, "delta": 1e-6},
        "queries": [
            {"id": "codes", "kind": "histogram", "column": "icd", "categories": "discover", **discover},
            {"id": "doses", "kind": "histogram", "column": "dose", "categories": "discover", **discover},
            {"id": "by_sex", "kind": "crosstab", "columns": ["sex", "icd"],
             "categories": {"sex": ["F", "M"], "icd": "discover"}, **discover},
            {"id": "by_age", "kind": "count", "group_by": ["age", "icd"], "bins": {"age": [0, 18, 65, 120]},
             "categories": {"icd": "discover"}, **discover, "where": [{"column": "sex", "in": ["F", "M"]}]}]})


def test_the_pandas_engine_finds_the_keys_the_plan_format_describes():
    answers = FrameSource(FRAME).prepare(plan(max_rows=100)).answers
    # "\u3000J45" is trimmed too: Python's strip removes the ideographic space
    assert answers[0].value == {("J45",): 5, ("E11",): 3, ("ö-Ü",): 1, ("I10",): 2, ("true",): 2, ("Z99",): 1,
                                ("C50",): 1}
    assert answers[0].rows_missing == 1
    assert answers[1].value == {("3",): 4, ("2.5",): 3, ("7",): 3, ("-1",): 1, ("0",): 2, (str(int(1e300)),): 1}
    assert answers[1].rows_missing == 2
    assert answers[2].value[("(other)", "E11")] == 1 and answers[2].value[("F", "J45")] == 4
    assert answers[3].value[("[65, 120]", "J45")] == 1 and answers[3].value[("(other)", "J45")] == 1
    assert sum(answers[3].value.values()) == 13 and answers[3].rows_missing == 1  # sex X and None filtered out


def test_people_over_max_rows_are_cut_before_keys_are_counted():
    answers = FrameSource(FRAME).prepare(plan(max_rows=1)).answers
    assert sum(answers[0].value.values()) + answers[0].rows_missing == 7  # one row for each of 7 people


@pytest.mark.parametrize("max_rows", [1, 3])
def test_every_engine_discovers_alike(engine, max_rows):  # noqa: F811
    name, factory = engine
    assert_agrees(factory, FRAME, plan(max_rows))
