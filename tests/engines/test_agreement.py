"""Every engine gives the pandas engine's exact answers, field for field, on random tables and plans.

ENGINES maps a name to a factory frame -> TableSource; PostgreSQL and Spark add theirs the same way.
"""
from __future__ import annotations

import pytest
from hypothesis import HealthCheck, given, settings

from dpstudio.core.exact.duckdb_sources import duckdb_frame_source
from dpstudio.core.exact.frame_source import FrameSource
from dpstudio.core.exact.source import TableSource
from dpstudio.core.ledger.population import keyed_people

from .frames import differences, kinds_frame, plans, tables

ENGINES = {"duckdb": duckdb_frame_source}


def assert_agrees(factory, frame, plan) -> None:
    """The engine's PreparedAnswers equal the pandas engine's in every field (floats with ==)."""
    expected = FrameSource(frame).prepare(plan)
    found = factory(frame).prepare(plan)
    problems = differences(expected, found, plan)
    assert not problems, "\n".join(problems)


@pytest.mark.parametrize("engine", sorted(ENGINES))
@settings(max_examples=60, deadline=None, derandomize=True, database=None,
          suppress_health_check=[HealthCheck.too_slow, HealthCheck.data_too_large])
@given(frame=tables(), plan=plans())
def test_engine_agrees_with_pandas(engine, frame, plan):
    assert_agrees(ENGINES[engine], frame, plan)


@pytest.mark.parametrize("engine", sorted(ENGINES))
def test_column_kinds_and_row_count_agree(engine):
    expected, found = FrameSource(kinds_frame()), ENGINES[engine](kinds_frame())
    assert found.column_kinds() == expected.column_kinds()
    assert found.row_count() == expected.row_count() == 3


@pytest.mark.parametrize("engine", sorted(ENGINES))
def test_engine_is_a_table_source(engine):
    assert isinstance(ENGINES[engine](kinds_frame()), TableSource)


@pytest.mark.parametrize("engine", sorted(ENGINES))
@pytest.mark.parametrize("person", [None, "北京 \"x\""])
def test_the_population_sketch_sees_the_same_people(engine, person):
    key = bytes(range(32))
    expected = keyed_people(FrameSource(kinds_frame()).people_frame(person), person, key)
    found = keyed_people(ENGINES[engine](kinds_frame()).people_frame(person), person, key)
    assert sorted(found.tolist()) == sorted(expected.tolist()) and len(found) == (3 if person is None else 2)
