"""Counting people (plan version 9) gives pandas' exact answers on every engine: each rule, people by their
number of rows, ids equal after trimming, missing order values, ties, filters, and people over max_rows.
(tests/engines/test_agreement.py draws `of` and `person_rule` on random tables too; this table is built to
hold every case at once.)"""
from __future__ import annotations

import math

import pandas as pd
import pytest

from dpstudio.core.exact.frame_source import FrameSource
from dpstudio.core.plan.release_plan import parse_plan

from .test_agreement import assert_agrees, engine  # noqa: F401  (the engine fixture)

FRAME = pd.DataFrame({
    "pid": ["a", " a", "a", "b", "b", "b", "c", None, "d", "d", "e", "a "],
    "age": [64, 66, 70, 30, 31, 80, 50, 40, 20, 90, math.nan, 10],
    "sex": ["F", "F", "F", "M", "M", "M", "F", "F", " M ", "M", "F", "F"],
    "day": [3, 1, 2, 2, 2, None, 1, 1, 5, 4, 1, 3],
})
AGE_SEX = {"columns": ["age", "sex"], "bins": {"age": [0, 65, 100]}, "categories": {"sex": ["F", "M"]}}


def plan(max_rows):
    queries = [{"id": "n", "kind": "count", "epsilon": 1},
               {"id": "n_f", "kind": "count", "epsilon": 1, "where": [{"column": "sex", "in": ["F"]}]},
               {"id": "first", "kind": "crosstab", "epsilon": 1, **AGE_SEX},
               {"id": "last", "kind": "crosstab", "epsilon": 1, "person_rule": "last_row", **AGE_SEX},
               {"id": "each", "kind": "crosstab", "epsilon": 1, "person_rule": "each_cell", **AGE_SEX},
               {"id": "rows", "kind": "crosstab", "epsilon": 1, "of": "rows", **AGE_SEX},
               {"id": "grouped", "kind": "count", "epsilon": 1, "group_by": ["sex"], "categories": {"sex": ["F"]},
                "person_rule": "each_cell"},
               {"id": "mean_last", "kind": "mean", "column": "age", "bounds": [0, 100], "epsilon": 1,
                "of": "people", "person_rule": "last_row"},
               {"id": "visits", "kind": "rows_per_person", "most": 3, "epsilon": 1},
               {"id": "visits_m", "kind": "rows_per_person", "most": 2, "epsilon": 1,
                "where": [{"column": "sex", "in": ["M"]}]}]
    return parse_plan({"dpstudio_plan": 9, "columns": {"pid": "identifier", "age": "quasi_identifier",
                                                       "sex": "quasi_identifier", "day": "other"},
                       "privacy_unit": {"column": "pid", "max_rows": max_rows, "order_by": "day"},
                       "budget": {"epsilon": len(queries)}, "queries": queries})


def test_the_pandas_engine_counts_the_people_of_this_table_by_hand():
    answers = [a.value for a in FrameSource(FRAME).prepare(plan(1)).answers]
    assert answers[0] == 5 and answers[1] == 3  # a b c d e; women: a, c, e (the row without an id is nobody's)
    # first rows by day: a day 1 (66, F), b day 2 twice: the earlier row (30, M), c (50, F), d day 4 (90, M),
    # e (age missing: (other), F); grid (age band slowest) [0,65): F M other; [65,100]: F M other; other: F M other
    assert list(answers[2]) == [1, 1, 0, 1, 1, 0, 1, 0, 0]
    # last rows: a day 3 twice: the later row (10, F); b: day missing comes last, so day 2's later row (31, M);
    # c (50, F); d day 5 (20, " M ": M); e ((other), F)
    assert list(answers[3]) == [2, 2, 0, 0, 0, 0, 1, 0, 0]
    assert list(answers[8]) == [2, 1, 2]  # rows: c 1, e 1; d 2; a 4 and b 3 are "3+"
    assert list(answers[9]) == [0, 2]  # men's rows: b 3, d 2 (" M " is M)


@pytest.mark.parametrize("max_rows", [1, 2, 3])
def test_every_engine_counts_people_alike(engine, max_rows):  # noqa: F811
    name, factory = engine
    assert_agrees(factory, FRAME, plan(max_rows))
