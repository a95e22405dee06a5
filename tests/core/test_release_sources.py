"""`dpstudio.release_uncharged(source, plan)` takes a DataFrame, a file path, an Ibis table, or an Ibis connection with
table=: each gives the DataFrame's exact answers (compared on the exact side; the noise differs per call)
and a release of the same shape; a source it cannot read raises InputError."""
import json
import subprocess
import sys
import tempfile
from pathlib import Path

import ibis
import pandas as pd
import pytest

import dpstudio
from dpstudio.api import opened_source
from dpstudio.core.base.errors import InputError, PlanError
from dpstudio.core.exact.frame_source import FrameSource
from dpstudio.core.io.loading import load_table
from dpstudio.core.plan.release_plan import parse_plan
from dpstudio.core.private.below_zero import BELOW_ZERO_NOTES
from tests.conftest import SAMPLE_DATA, SAMPLE_PLAN
from tests.engines.frames import differences

ROOT = Path(__file__).resolve().parents[2]


def sample_plan() -> dict:
    return json.loads(SAMPLE_PLAN.read_text(encoding="utf-8"))


def sample_frame() -> pd.DataFrame:
    """The sample read as the CLI reads it for the sample plan (under its reading section)."""
    return load_table(SAMPLE_DATA, schema=parse_plan(sample_plan()).reading).frame


def ordered(plan: dict) -> dict:
    """The plan for a table without file order: each person's first rows by `visit` (unique), and no
    randomized response (its per-row codes come back in the engine's order)."""
    plan = json.loads(json.dumps(plan))
    plan["dpstudio_plan"] = 3
    plan["columns"]["visit"] = "other"
    plan["privacy_unit"]["order_by"] = "visit"
    plan["queries"] = [q for q in plan["queries"] if q["kind"] != "randomized_response"]
    return plan


def with_visits(frame: pd.DataFrame) -> pd.DataFrame:
    return frame.assign(visit=range(len(frame), 0, -1))  # the reverse of file order: order_by decides


@pytest.fixture(scope="module")
def plan_dict() -> dict:
    return sample_plan()


@pytest.fixture(scope="module")
def frame() -> pd.DataFrame:
    return sample_frame()


@pytest.fixture(scope="module")
def ordered_plan(plan_dict) -> dict:
    return ordered(plan_dict)


@pytest.fixture(scope="module")
def visits(frame) -> pd.DataFrame:
    return with_visits(frame)


@pytest.fixture
def duckdb_con(visits):
    con = ibis.duckdb.connect()
    con.create_table("admissions", visits)
    yield con
    con.disconnect()


def skeleton(value):
    """The release with every number replaced by its kind, randomized response's answers (a noisy list)
    by their type, the creation time and the notes that depend on the noise (a count below 0, and their messages) left out:
    its shape."""
    if isinstance(value, dict):
        return {key: type(item).__name__ if key == "perturbed_values" else
                [n for n in item if n not in BELOW_ZERO_NOTES] if key == "notes" else
                [m for m in item if m["message"] not in BELOW_ZERO_NOTES] if key == "notes_messages" else skeleton(item)
                for key, item in value.items() if key != "created"}
    if isinstance(value, list):
        return [skeleton(item) for item in value]
    if isinstance(value, (int, float)) and not isinstance(value, bool):
        return "number"
    return value


def assert_same_as_frame(source, frame, plan_dict, table=None):
    plan = parse_plan(plan_dict)
    with opened_source(source, plan, table) as opened:
        assert differences(FrameSource(frame).prepare(plan), opened.prepare(plan), plan) == []
    expected = skeleton(dpstudio.release_uncharged(frame, plan_dict))
    assert skeleton(dpstudio.release_uncharged(source, plan_dict, table=table)) == expected


@pytest.mark.parametrize("as_path", [str, Path])
def test_a_csv_path_is_read_under_the_plans_reading_section(frame, plan_dict, as_path):
    assert_same_as_frame(as_path(SAMPLE_DATA), frame, plan_dict)


def test_a_parquet_path_is_answered_by_duckdb_in_file_order(frame, plan_dict, tmp_path, monkeypatch):
    path = tmp_path / "admissions.parquet"
    frame.to_parquet(path, index=False)
    with opened_source(path, parse_plan(plan_dict), memory_limit="256MB") as opened:
        assert opened.engine == "duckdb" and opened.row_order is not None
        setting = opened.table.get_backend().con.execute("SELECT current_setting('memory_limit')").fetchall()[0][0]
        assert setting.replace(" ", "") == "244.1MiB"
    assert_same_as_frame(path, frame, plan_dict)
    spill = tmp_path / "spill"
    spill.mkdir()
    monkeypatch.setattr(tempfile, "tempdir", str(spill))
    dpstudio.release_uncharged(path, plan_dict, memory_limit="64MB")
    assert list(spill.iterdir()) == []  # DuckDB's spill folder is made only when needed, and removed
    with pytest.raises(InputError, match="'lots' is not a size"):
        dpstudio.release_uncharged(path, plan_dict, memory_limit="lots")


def test_memory_limit_is_for_a_parquet_file(frame, plan_dict):
    for source in (frame, SAMPLE_DATA):
        with pytest.raises(InputError, match="memory_limit= is for a Parquet file"):
            dpstudio.release_uncharged(source, plan_dict, memory_limit="1GB")


def test_an_ibis_table_follows_order_by(duckdb_con, visits, ordered_plan):
    assert_same_as_frame(duckdb_con.table("admissions"), visits, ordered_plan)


def test_an_ibis_connection_with_a_table_name(duckdb_con, visits, ordered_plan):
    assert_same_as_frame(duckdb_con, visits, ordered_plan, table="admissions")


def test_an_ibis_memtable(frame, visits, ordered_plan, plan_dict):
    """A memtable runs on Ibis's default backend (DuckDB, in this process): randomized response too."""
    assert_same_as_frame(ibis.memtable(visits), visits, ordered_plan)
    release = dpstudio.release_uncharged(ibis.memtable(frame), plan_dict)
    assert [q["id"] for q in release["queries"]] == [q["id"] for q in plan_dict["queries"]]


def test_a_table_without_file_order_uses_the_keyed_order_per_release(duckdb_con, frame, plan_dict):
    """No order_by: which rows a person keeps is a keyed random choice (no file order is assumed), and
    only how many rows were left out is the same as in file order. DuckDB's rows are local: randomized
    response runs there."""
    plan = parse_plan(plan_dict)
    duckdb_con.create_table("unordered", frame)
    with opened_source(duckdb_con, plan, "unordered") as opened:
        assert opened.row_order is None and opened.rows_local
        found, expected = opened.prepare(plan), FrameSource(frame).prepare(plan)
    assert found.rows_over_limit == expected.rows_over_limit > 0 and found.people == expected.people
    assert [q["id"] for q in dpstudio.release_uncharged(duckdb_con, plan_dict, table="unordered")["queries"]] == \
        [q["id"] for q in plan_dict["queries"]]


class Unreadable:
    pass


@pytest.mark.parametrize("source, table, message", [
    ([1, 2], None, "cannot read a builtins.list"),
    (Unreadable(), None, "cannot read a tests.core.test_release_sources.Unreadable"),
    ("/no/such/admissions.csv", None, "file not found"),
    (Path("/no/such/admissions.parquet"), None, "file not found"),
    ("postgresql://steward@127.0.0.1:1/hospital", None, "a database URL needs the table's name"),
    (ibis.table({"a": "int64"}, name="t"), None, "bound to no connection"),
])
def test_an_unreadable_source_is_refused(plan_dict, source, table, message):
    with pytest.raises(InputError, match=message):
        dpstudio.release_uncharged(source, plan_dict, table=table)


def test_a_connection_needs_an_existing_table(duckdb_con, plan_dict):
    with pytest.raises(InputError, match="needs the table's name") as raised:
        dpstudio.release_uncharged(duckdb_con, plan_dict)
    assert 'table="SCHEMA.TABLE"' in raised.value.hint
    with pytest.raises(InputError, match="no table 'no_such_table'"):
        dpstudio.release_uncharged(duckdb_con, plan_dict, table="no_such_table")


def test_table_is_refused_for_a_frame_or_a_file(frame, plan_dict):
    for source in (frame, str(SAMPLE_DATA)):
        with pytest.raises(InputError, match="table= names a table in a database"):
            dpstudio.release_uncharged(source, plan_dict, table="admissions")


def test_a_file_needs_the_plans_reading_section(plan_dict):
    plan = {key: value for key, value in plan_dict.items() if key != "reading"}
    with pytest.raises(InputError, match="no \"reading\" section") as raised:
        dpstudio.release_uncharged(SAMPLE_DATA, plan)
    assert raised.value.where == str(SAMPLE_DATA) and "--write-schema" in raised.value.hint


def test_a_missing_column_in_an_ibis_table_is_a_plan_problem(duckdb_con, ordered_plan):
    duckdb_con.create_table("narrow", pd.DataFrame({"patient_id": ["a"], "visit": [1]}))
    with pytest.raises(PlanError, match="diagnosis"):
        dpstudio.release_uncharged(duckdb_con.table("narrow"), ordered_plan)


def test_importing_dpstudio_loads_no_engine_or_pandas():
    code = ("import sys, dpstudio; print(sorted(m for m in sys.modules "
            "if m.split('.')[0] in ('pandas', 'ibis', 'duckdb', 'pyarrow', 'numpy', 'opendp')))")
    done = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, timeout=120,
                          env={"PYTHONPATH": str(ROOT), "PATH": "/usr/bin:/bin"})
    assert done.returncode == 0, done.stderr
    assert done.stdout.strip() == "[]" and callable(dpstudio.release_uncharged) and callable(dpstudio.publish)
