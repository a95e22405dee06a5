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
