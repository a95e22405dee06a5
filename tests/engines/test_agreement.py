"""Every engine gives the pandas engine's exact answers, field for field, on random tables and plans.

The `engine` fixture gives a factory frame -> TableSource for each engine: DuckDB in process, a real
PostgreSQL 15 server and a local Spark session (tests/engines/conftest.py). A database has no file
order, so the tables loaded there carry the frame's row number as the source's row order: the
agreement is of the definitions; the keyed random order of a table without one is tested on its own.
"""
from __future__ import annotations

import itertools
from dataclasses import replace

import pytest
from hypothesis import HealthCheck, assume, given, settings

from dpstudio.core.exact.duckdb_sources import duckdb_frame_source
from dpstudio.core.exact.ibis_source import IbisSource
from dpstudio.core.exact.frame_source import FrameSource
from dpstudio.core.exact.source import TableSource
from dpstudio.core.ledger.population_v1 import distinct_keyed_people

from .frames import differences, kinds_frame, plans, tables

ROW = "__file_row"
EXAMPLES = {"duckdb": 60, "postgres": 15, "spark": 8}  # a server round trip per example; Spark's are slow
LOCAL = ("pandas", "duckdb")  # engines whose rows may be read here: the only ones running randomized response
_names = itertools.count()


def remote_factory(load, engine: str):
    """frame -> an IbisSource over a fresh table of that engine holding the frame and its row numbers."""
    def factory(frame):
        table = load(f"agreement_{next(_names)}", frame.assign(**{ROW: range(len(frame))}))
        return IbisSource(table, engine, ROW, f"a {engine} test table")
    return factory


def factory_for(request, name: str):
    """The factory frame -> TableSource of engine `name` ("pandas" too), starting its server if need be."""
    if name == "pandas":
        return FrameSource
    if name == "duckdb":
        return duckdb_frame_source
    return remote_factory(request.getfixturevalue(f"load_{name}_table"), name)


@pytest.fixture(params=sorted(EXAMPLES))
def engine(request):
    """(name, factory frame -> TableSource) for each engine."""
    return request.param, factory_for(request, request.param)


def assert_agrees(factory, frame, plan) -> None:
    """The engine's PreparedAnswers equal the pandas engine's in every field (floats with ==)."""
    expected = FrameSource(frame).prepare(plan)
    found = factory(frame).prepare(plan)
    problems = differences(expected, found, plan)
    assert not problems, "\n".join(problems)


def test_engine_agrees_with_pandas(engine):
    name, factory = engine

    @settings(max_examples=EXAMPLES[name], deadline=None, derandomize=True, database=None,
              suppress_health_check=[HealthCheck.too_slow, HealthCheck.data_too_large])
    @given(frame=tables(), plan=plans())
    def agrees(frame, plan):
        if name not in LOCAL:  # refused there before any work (test_agreement_exact.py)
            plan = replace(plan, queries=tuple(q for q in plan.queries if q.kind != "randomized_response"))
            assume(plan.queries)
        assert_agrees(factory, frame, plan)

    agrees()


def test_column_kinds_and_row_count_agree(engine):
    expected, found = FrameSource(kinds_frame()), engine[1](kinds_frame())
    assert found.column_kinds() == expected.column_kinds()
    assert found.row_count() == expected.row_count() == 3


def test_engine_is_a_table_source(engine):
    assert isinstance(engine[1](kinds_frame()), TableSource)


@pytest.mark.parametrize("person", [None, "北京 \"x\""])
def test_the_population_sketch_sees_the_same_people(engine, person):
    columns = [person] if person else list(kinds_frame().columns)
    expected = FrameSource(kinds_frame()).people_sample(columns, person is not None, "salt")
    found = engine[1](kinds_frame()).people_sample(columns, person is not None, "salt")
    assert found == expected and len(found.hashes) == found.people == (3 if person is None else 2)


@pytest.mark.parametrize("person", [None, "北京 \"x\""])
def test_the_older_sketch_reads_the_same_people(engine, person):
    key = bytes(range(32))
    expected = people_of(FrameSource(kinds_frame()), person, key)
    found = people_of(engine[1](kinds_frame()), person, key)
    assert found.tolist() == expected.tolist() and len(found) == (3 if person is None else 2)


def people_of(source, person, key):
    columns = [person] if person else list(source.column_kinds())
    return distinct_keyed_people(source.people_batches(columns), person, key)
