"""Bins (plan version 4) give the same exact cells on every engine: values on the edges, beyond them,
missing, fractional, unicode categories beside them, and people over max_rows."""
from __future__ import annotations

import math

import pandas as pd
import pytest

from dpstudio.core.base.errors import PlanError
from dpstudio.core.exact.frame_source import FrameSource
from dpstudio.core.plan.release_plan import parse_plan

from .test_agreement import assert_agrees, engine  # noqa: F401  (the engine fixture)

AGES = [0, 17.999, 18, 18.0000001, 64.5, 65, 120, 120.0001, -3, None, math.nan, 40, 2.5, 65, 90]
FRAME = pd.DataFrame({
    "pid": [f"P{i % 6}" for i in range(len(AGES))],
    "age": AGES,
    "stay": [3, 5, 7, 1, 2, 60, 4, 9, 0, 3, 2, 8, 1, 1, 12],
    "sex": ["F", "M", "F", "ö", "M", "F", None, "M", "F", "ö", "M", "F", "F", "M", " F "],
})
EDGES = [0, 18, 65, 120]


def plan(max_rows=2):
    return parse_plan({
        "dpstudio_plan": 4, "columns": {"pid": "identifier", "age": "quasi_identifier", "stay": "sensitive",
                                        "sex": "quasi_identifier"},
        "privacy_unit": {"column": "pid", "max_rows": max_rows}, "budget": {"epsilon": 3},
        "queries": [
            {"id": "ages", "kind": "histogram", "column": "age", "bins": {"age": EDGES}, "epsilon": 1},
            {"id": "stays", "kind": "histogram", "column": "stay", "bins": {"stay": [0, 2.5, 7, 60]}, "epsilon": 1},
            {"id": "age_sex", "kind": "crosstab", "columns": ["age", "sex"], "bins": {"age": EDGES},
             "categories": {"sex": ["F", "M", "ö"]}, "epsilon": 1}]})


def test_the_pandas_engine_bins_as_the_plan_format_says():
    answers = FrameSource(FRAME).prepare(plan(max_rows=100)).answers
    # [0, 18): 0, 17.999, 2.5; [18, 65): 18, 18.0000001, 64.5, 40; [65, 120]: 65, 120, 65, 90;
    # (other): 120.0001, -3, None, nan
    assert list(answers[0].value) == [3, 4, 4, 4]
    # stay [0, 2.5): 0, 1, 2, 2, 1, 1; [2.5, 7): 3, 5, 4, 3; [7, 60]: 7, 60, 9, 8, 12
    assert list(answers[1].value) == [6, 4, 5, 0]
    assert answers[2].value.reshape(4, 4)[0].tolist() == [2, 1, 0, 0]  # age [0, 18) by F, M, ö, (other)


@pytest.mark.parametrize("max_rows", [1, 2])
def test_every_engine_bins_alike(engine, max_rows):  # noqa: F811
    name, factory = engine
    assert_agrees(factory, FRAME, plan(max_rows))


def test_a_text_column_cannot_be_binned(engine):  # noqa: F811
    name, factory = engine
    source = factory(FRAME)
    data = {"dpstudio_plan": 4, "columns": {"sex": "other"}, "budget": {"epsilon": 1},
            "queries": [{"id": "h", "kind": "histogram", "column": "sex", "bins": {"sex": [0, 1]}, "epsilon": 1}]}
    from dpstudio.core.exact.table_checks import table_problems

    problems = table_problems(parse_plan(data), source)
    assert [p.where for p in problems] == ["queries[0] ('h').bins.sex"], problems
    with pytest.raises(PlanError):
        from dpstudio.core.pipeline.release import produce_release

        produce_release(source, data)


def grouped_plan(max_rows):
    by_sex = {"group_by": ["sex"], "categories": {"sex": ["F", "M", "ö"]}}
    by_age_sex = {"group_by": ["age", "sex"], "bins": {"age": EDGES}, "categories": {"sex": ["F", "ö"]}}
    return parse_plan({
        "dpstudio_plan": 4, "columns": {"pid": "identifier", "age": "quasi_identifier", "stay": "sensitive",
                                        "sex": "quasi_identifier"},
        "privacy_unit": {"column": "pid", "max_rows": max_rows}, "budget": {"epsilon": 5},
        "queries": [
            {"id": "n", "kind": "count", "epsilon": 1, **by_age_sex},
            {"id": "s", "kind": "sum", "column": "stay", "bounds": [0, 50], "epsilon": 1, **by_age_sex},
            {"id": "d", "kind": "sum", "column": "stay", "bounds": [0, 50], "epsilon": 1,
             "mechanism": "discrete_laplace", **by_sex},
            {"id": "m", "kind": "mean", "column": "age", "bounds": [0, 100], "epsilon": 1, **by_sex},
            {"id": "q", "kind": "quantile", "column": "age", "bounds": [0, 100], "quantile": 0.5, "epsilon": 1,
             **by_sex}]})


@pytest.mark.parametrize("max_rows", [1, 3])
def test_every_engine_answers_each_group_alike(engine, max_rows):  # noqa: F811
    name, factory = engine
    assert_agrees(factory, FRAME, grouped_plan(max_rows))


def test_columns_named_as_the_engines_own_helpers_are_counted_alike(engine):  # noqa: F811
    """A cross-tab is counted per distinct value first (ibis_parts.cells_part), under helper names of its
    own: columns that already bear those names (or the tally's plain 'n') change nothing."""
    name, factory = engine
    frame = FRAME.rename(columns={"age": "__dpstudio_bin_0", "sex": "__dpstudio_rows", "stay": "n"})
    data = {"dpstudio_plan": 4, "columns": {c: "other" for c in frame.columns}, "budget": {"epsilon": 1},
            "queries": [{"id": "x", "kind": "crosstab", "columns": ["__dpstudio_bin_0", "__dpstudio_rows", "n"],
                         "bins": {"__dpstudio_bin_0": EDGES}, "categories": {"__dpstudio_rows": ["F", "M", "ö"],
                                                                             "n": [1, 3]}, "epsilon": 1}]}
    cells = factory(frame).prepare(parse_plan(data)).answers[0].value.reshape(4, 4, 3)
    # age [0, 18): (0, F, 3), (17.999, M, 5), (2.5, F, 1); [65, 120]: (65, F, 60), (120, None, 4), (65, M, 1), (90, F, 12)
    assert cells[0].tolist() == [[1, 1, 0], [0, 0, 1], [0, 0, 0], [0, 0, 0]]
    assert cells[2].tolist() == [[0, 0, 2], [1, 0, 0], [0, 0, 0], [0, 0, 1]]
    assert cells.sum() == len(frame)
    assert_agrees(factory, frame, parse_plan(data))
    text = pd.DataFrame({"a": ["x", "y", None, "x"], "__dpstudio_match_0": ["y", "y", "y", "x"]})  # a text column
    # named as the first column's matched value (ibis_values.with_matched)
    matched = {**data, "columns": {"a": "other", "__dpstudio_match_0": "other"},
               "queries": [{"id": "m", "kind": "crosstab", "columns": ["a", "__dpstudio_match_0"],
                            "categories": {"a": ["x", "y"], "__dpstudio_match_0": ["y"]}, "epsilon": 1}]}
    assert factory(text).prepare(parse_plan(matched)).answers[0].value.tolist() == [1, 1, 1, 0, 1, 0]
