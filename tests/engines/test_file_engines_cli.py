"""Files through the CLI's --engine: Parquet read by DuckDB where it lies (auto), pandas on request,
and any file read as today then answered by DuckDB (--engine duckdb)."""

import json

import pandas as pd
import pytest

from dpstudio.core.exact.databases import SourceSpec, open_source
from dpstudio.core.exact.engine_source import EngineSource
from dpstudio.core.exact.frame_source import FrameSource
from dpstudio.core.plan.release_plan import load_plan
from tests.conftest import SAMPLE_DATA, SAMPLE_PLAN
from tests.engines.frames import differences


@pytest.fixture(scope="module")
def frame() -> pd.DataFrame:
    from dpstudio.core.io.loading import load_table

    return load_table(SAMPLE_DATA).frame


@pytest.fixture
def parquet(tmp_path, frame):
    path = tmp_path / "admissions.parquet"
    frame.to_parquet(path, index=False)
    return path


@pytest.fixture
def cli(run_cli):
    return run_cli


def test_parquet_goes_through_duckdb_and_agrees_with_pandas(parquet, frame):
    """The sample plan truncates to 3 rows per person: DuckDB keeps the same rows, in file order."""
    plan = load_plan(SAMPLE_PLAN)
    source = open_source(SourceSpec(str(parquet)))
    assert isinstance(source, EngineSource) and source.engine == "duckdb"
    assert differences(FrameSource(frame).prepare(plan), source.prepare(plan), plan) == []
    assert isinstance(open_source(SourceSpec(str(parquet), engine="pandas")), FrameSource)


def test_a_release_from_parquet_through_duckdb(cli, parquet, tmp_path):
    code, out, err = cli("ledger", "set-budget", "--data", parquet, "--plan", SAMPLE_PLAN, "--epsilon", 10)
    assert code == 0, err
    code, out, err = cli("release", SAMPLE_PLAN, "--data", parquet, "--out", tmp_path / "out")
    assert code == 0, err
    assert "the plan's reading section is not" in err  # the file's own types are used, and the steward is told
    release = json.loads((tmp_path / "out" / "release.json").read_text(encoding="utf-8"))
    assert [q["id"] for q in release["queries"]] == [q["id"] for q in json.loads(SAMPLE_PLAN.read_text())["queries"]]
    code, out, err = cli("ledger", "show", "--data", parquet, "--plan", SAMPLE_PLAN)
    assert code == 0 and "admissions.parquet" in out and out.count(" -> ") == 1, err


def test_the_same_population_whichever_engine_reads_the_file(cli, parquet):
    """The ledger knows people, not bytes or engines: the CSV and its Parquet copy are one population."""
    code, out, err = cli("ledger", "set-budget", "--data", SAMPLE_DATA, "--plan", SAMPLE_PLAN, "--epsilon", 10)
    assert code == 0, err
    for engine in ("auto", "pandas"):
        code, out, err = cli("ledger", "show", "--data", parquet, "--plan", SAMPLE_PLAN, "--engine", engine)
        assert code == 0 and "the same population as 'hospital_admissions.csv'" in out, err


@pytest.mark.parametrize("engine", ["duckdb", "pandas"])
def test_check_and_preview_on_a_csv_with_either_engine(cli, engine):
    code, out, err = cli("check", SAMPLE_PLAN, "--data", SAMPLE_DATA, "--engine", engine)
    assert code == 0 and "The plan is valid: 8 queries" in out, err
    code, out, err = cli("preview", SAMPLE_PLAN, "--data", SAMPLE_DATA, "--engine", engine, "--json")
    assert code == 0 and len(json.loads(out)["queries"]) == 8, err


def test_risk_on_parquet_through_duckdb_equals_risk_on_the_frame(cli, parquet, frame):
    from dpstudio.core.risk.reidentification import assess_risk

    code, out, err = cli("risk", "--data", parquet, "--qi", "birth_year,sex,zip", "--sensitive", "diagnosis", "--json")
    assert code == 0, err
    expected = assess_risk(frame, ["birth_year", "sex", "zip"], ["diagnosis"]).to_dict()
    assert json.loads(out) == json.loads(json.dumps(expected))


def test_write_schema_reads_parquet_as_pandas_does_unless_duckdb_is_asked_for(cli, parquet, tmp_path):
    plan = json.loads(SAMPLE_PLAN.read_text(encoding="utf-8"))
    del plan["reading"]
    path = tmp_path / "plan.json"
    path.write_text(json.dumps(plan), encoding="utf-8")
    code, out, err = cli("check", path, "--data", parquet, "--write-schema", "--engine", "duckdb")
    assert code == 2 and "--engine pandas" in err and "reading" not in json.loads(path.read_text()), err
    code, out, err = cli("check", path, "--data", parquet, "--write-schema")
    assert code == 0 and json.loads(path.read_text())["reading"]["columns"]["zip"] == "text", err


def test_table_and_query_are_refused_for_a_file(cli, parquet):
    code, out, err = cli("check", SAMPLE_PLAN, "--data", parquet, "--table", "admissions")
    assert code == 2 and "--table and --query are for a database URL" in err, err
