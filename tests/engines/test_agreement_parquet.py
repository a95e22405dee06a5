"""DuckDB answers a Parquet file larger than its memory limit, exactly as pandas does on the same rows."""
from __future__ import annotations

import json
from fractions import Fraction

import numpy as np
import pyarrow as pa
import pyarrow.parquet as pq
import pytest

from dpstudio.core.base.errors import InputError
from dpstudio.core.exact.duckdb_sources import duckdb_parquet_source
from dpstudio.core.exact.frame_source import FrameSource
from dpstudio.core.exact.ibis_source import PEOPLE_BATCH_ROWS
from dpstudio.core.ledger.population_v1 import distinct_keyed_people, keyed_people
from dpstudio.core.plan.queries import Condition
from dpstudio.core.kinds.count.query import CountQuery
from dpstudio.core.kinds.crosstab.query import CrosstabQuery
from dpstudio.core.kinds.histogram.query import HistogramQuery
from dpstudio.core.kinds.mean.query import MeanQuery
from dpstudio.core.kinds.quantile.query import QuantileQuery
from dpstudio.core.kinds.sum.query import SumQuery
from dpstudio.core.plan.release_plan import PrivacyUnit, ReleasePlan
from dpstudio.core.base.budget import Budget

from .frames import differences

ROWS = 2_000_000
MEMORY_LIMIT = "64MB"
ONE = Fraction(1)


@pytest.fixture(scope="module")
def parquet_rows(tmp_path_factory):
    """A Parquet file of 2 million admissions (over 64 MB in DuckDB's memory, 160 MB in pandas'), and its
    rows in pandas."""
    rng = np.random.default_rng(15)
    ages = rng.normal(50, 20, ROWS).round(1)
    ages[rng.random(ROWS) < 0.05] = np.nan
    table = pa.table({
        "pid": rng.integers(0, ROWS // 3, ROWS),
        "ward": pa.array(rng.choice(["A", " B", "Zürich", "北京", "c"], ROWS)),
        "age": pa.array(ages, mask=np.isnan(ages)),
        "cost": rng.integers(0, 10_000, ROWS),
    })
    path = tmp_path_factory.mktemp("parquet") / "admissions.parquet"
    pq.write_table(table, path, row_group_size=200_000)
    return path, table.to_pandas()


def test_parquet_beyond_the_memory_limit_gives_the_pandas_answers(parquet_rows):
    path, frame = parquet_rows
    assert frame.memory_usage(deep=True).sum() > 64 * 2 ** 20  # the data do not fit in DuckDB's memory
    queries = (CountQuery(id="rows", epsilon=ONE),
               HistogramQuery(id="ward", epsilon=ONE, column="ward", categories=("A", "B", "北京")),
               CrosstabQuery(id="x", epsilon=ONE, columns=("ward", "cost"), categories=(("Zürich",), (1, 2, 3))),
               SumQuery(id="cost", epsilon=ONE, column="cost", bounds=(0, 5000),
                        where=(Condition("age", "between", (18, 65)),)),
               MeanQuery(id="age", epsilon=ONE, column="age", bounds=(0, 100)),
               QuantileQuery(id="median", epsilon=ONE, column="age", bounds=(0, 120.5), quantile=0.5))
    plan = ReleasePlan(columns={}, budget=Budget(Fraction(10), Fraction(0)), queries=queries,
                       privacy_unit=PrivacyUnit("pid", 2))
    source = duckdb_parquet_source(path, memory_limit=MEMORY_LIMIT)
    setting = lambda name: source.table.get_backend().con.execute(  # noqa: E731
        f"SELECT current_setting('{name}')").fetchall()[0][0]
    assert setting("memory_limit").replace(" ", "") in ("61.0MiB", "64.0MB", "61MiB")
    assert 1 <= setting("threads") <= 2  # one thread per 32MB: with 8 threads 64MB runs out, whatever the cores
    found = source.prepare(plan)
    expected = FrameSource(frame).prepare(plan)
    assert not differences(expected, found, plan)
    assert found.rows_over_limit > 0 and found.people > 600_000


PLAN = {"dpstudio_plan": 3, "columns": {"pid": "identifier", "ward": "other", "age": "sensitive", "cost": "other"},
        "privacy_unit": {"column": "pid", "max_rows": 2}, "budget": {"epsilon": 2.0},
        "queries": [{"id": "rows", "kind": "count", "epsilon": 0.5},
                    {"id": "ward", "kind": "histogram", "column": "ward", "epsilon": 0.5,
                     "categories": ["A", "B", "北京"]},
                    {"id": "median_age", "kind": "quantile", "column": "age", "bounds": [0, 120.5],
                     "quantile": 0.5, "epsilon": 1.0}]}


def test_the_cli_releases_the_file_under_memory_limit(parquet_rows, run_cli, tmp_path):
    """--memory-limit reaches DuckDB: under a limit too small for the work the release stops with exit 2
    before anything is charged; under 64MB (the file does not fit in it) it is released and charged once."""
    path, _ = parquet_rows
    plan = tmp_path / "plan.json"
    plan.write_text(json.dumps(PLAN), encoding="utf-8")
    code, out, err = run_cli("ledger", "set-budget", "--data", path, "--plan", plan, "--epsilon", 10,
                             "--memory-limit", MEMORY_LIMIT)
    assert code == 0, err
    code, out, err = run_cli("release", plan, "--data", path, "--out", tmp_path / "small", "--memory-limit", "16MB")
    assert code == 2 and "DuckDB ran out of memory" in err and "Raise --memory-limit" in err, err
    assert not (tmp_path / "small").exists()
    code, out, err = run_cli("release", plan, "--data", path, "--out", tmp_path / "out", "--memory-limit", MEMORY_LIMIT)
    assert code == 0 and "has spent epsilon 2 of its lifetime budget 10" in out, err
    release = json.loads((tmp_path / "out" / "release.json").read_text(encoding="utf-8"))
    assert [q["id"] for q in release["queries"]] == ["rows", "ward", "median_age"]


def test_a_column_named_like_the_row_numbers_is_refused_with_a_hint(tmp_path):
    path = tmp_path / "odd.parquet"
    pq.write_table(pa.table({"file_row_number": [5, 6], "x": [1, 2]}), path)
    with pytest.raises(InputError, match="column named 'file_row_number'") as raised:
        duckdb_parquet_source(path)
    assert "rename" in raised.value.hint and raised.value.where == str(path)


def test_a_file_that_is_not_parquet_is_refused(tmp_path):
    path = tmp_path / "not.parquet"
    path.write_text("a,b\n1,2\n")
    with pytest.raises(InputError, match="cannot read the file as Parquet"):
        duckdb_parquet_source(path)


def test_the_ledger_reads_the_people_in_bounded_batches_with_the_pandas_sketch(parquet_rows):
    """The older scheme's population sketch (kept for old ledgers) streams a table larger than DuckDB's memory: no batch over PEOPLE_BATCH_ROWS rows."""
    path, frame = parquet_rows
    source, key = duckdb_parquet_source(path, memory_limit=MEMORY_LIMIT), bytes(range(32))
    sizes = []

    def batches():
        for batch in source.people_batches(["pid"]):
            sizes.append(len(batch))
            yield batch

    found = distinct_keyed_people(batches(), "pid", key)
    assert len(sizes) >= ROWS // PEOPLE_BATCH_ROWS and max(sizes) <= PEOPLE_BATCH_ROWS and sum(sizes) == ROWS
    assert found.tolist() == np.unique(keyed_people(frame, "pid", key)).tolist()


def test_the_people_of_an_in_memory_ibis_table_are_streamed_too():
    """An Ibis memtable is registered with DuckDB before its people are read (Ibis's pre-execute step)."""
    import ibis
    import pandas as pd

    from dpstudio.core.exact.engine_source import EngineSource

    frame = pd.DataFrame({"pid": ["P1", " P2", "P1", None]})
    source = EngineSource(ibis.memtable(frame), "duckdb", None, "a table in memory", rows_local=True)
    found = distinct_keyed_people(source.people_batches(["pid"]), "pid", bytes(32))
    assert found.tolist() == np.unique(keyed_people(frame, "pid", bytes(32))).tolist() and len(found) == 2
