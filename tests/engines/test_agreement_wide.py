"""A wide synthetic table's exact tables (issue 48: counted table by table, ibis_parts.tables_part, where the full
grid's flat code would not fit) are the pandas engine's on every engine: DuckDB in process, a real PostgreSQL 15
server and a local Spark session (the `engine` fixture, test_agreement.py), counting people by their first row or
the rows bounding keeps, with a binned number column, with and without the (other) cells."""
from __future__ import annotations

import numpy as np
import pytest

from dpstudio.core.exact.frame_source import FrameSource
from tests.core.test_wide_synthetic import wide_people_case, without_other

from .test_agreement import engine  # noqa: F401 (the fixture: each engine's factory frame -> TableSource)

# two minutes on one core (Spark's and PostgreSQL's round trips): .ci/run's long step; DuckDB's case is also in the
# README's command (tests/core/test_wide_synthetic.py)
pytestmark = pytest.mark.suite_long


@pytest.mark.parametrize("of", ["people", "rows"])
@pytest.mark.parametrize("other", [False, True])
def test_every_engine_counts_a_wide_tables_tables_as_pandas_does(engine, of, other):  # noqa: F811
    table, parsed = wide_people_case(of, other)
    expected = without_other(parsed, FrameSource(table).prepare(parsed)).answers[0].value
    found = without_other(parsed, engine[1](table).prepare(parsed)).answers[0].value
    assert len(expected) == 20 and list(found) == list(expected)
    assert all(np.array_equal(found[t], expected[t]) for t in expected), engine[0]


def test_every_engine_counts_every_candidate_pair_of_a_choice_as_pandas_does(engine):  # noqa: F811
    """Pairs chosen at release (plan version 13): the exact side counts every pair of 20 columns (190 tables, the
    candidates the choice scores), people by their first row, on every engine as pandas does, in one pass (a union
    of one aggregate per table took Spark's planner over 20 minutes for 66)."""
    from dpstudio.core.plan.release_plan import parse_plan
    from tests.core.test_wide_synthetic import wide_plan, wide_table

    rng = np.random.default_rng(13)  # test data
    table = wide_table(2000, 20).assign(pid=[f"p{v}" for v in rng.integers(0, 800, 2000)])
    plan = wide_plan(20)
    query = plan["queries"][0]
    del query["tables"]
    query.update(of="people", choose_tables={})
    plan.update(dpstudio_plan=13, privacy_unit={"column": "pid", "max_rows": 3})
    plan["columns"]["pid"] = "identifier"
    del plan["reading"]
    parsed = parse_plan(plan)
    expected = without_other(parsed, FrameSource(table).prepare(parsed)).answers[0].value
    found = without_other(parsed, engine[1](table).prepare(parsed)).answers[0].value
    assert parsed.queries[0].wide and len(expected) == 190 and list(found) == list(expected)
    assert all(np.array_equal(found[t], expected[t]) for t in expected), engine[0]
