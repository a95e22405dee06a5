"""Files through the CLI's --engine: Parquet read by DuckDB where it lies (auto), pandas on request,
and any file read as today then answered by DuckDB (--engine duckdb)."""

import json

import pandas as pd
import pytest

from dpstudio.core.exact.opening import SourceSpec, open_source
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


def duckdb_memory_limit(source) -> str:
    return source.table.get_backend().con.execute("SELECT current_setting('memory_limit')").fetchall()[0][0]


@pytest.mark.parametrize("data, engine", [("parquet", "auto"), ("parquet", "duckdb"), ("csv", "duckdb")])
def test_memory_limit_reaches_duckdb(parquet, data, engine):
    path = parquet if data == "parquet" else SAMPLE_DATA
    source = open_source(SourceSpec(str(path), engine=engine, memory_limit="1.5GiB"))
    assert source.engine == "duckdb" and duckdb_memory_limit(source).replace(" ", "") == "1.5GiB"


@pytest.mark.parametrize("limit, message", [
    ("lots", "--memory-limit 'lots' is not a size"),
    ("2", "--memory-limit '2' is not a size"),
    ("-1GB", "--memory-limit '-1GB' is not a size"),
    ("80%", "--memory-limit '80%' is not a size"),
    ("10KB", "--memory-limit 10KB is below the 16MB DuckDB needs"),
])
def test_a_memory_limit_that_is_not_a_size_exits_2(cli, parquet, limit, message):
    code, out, err = cli("check", SAMPLE_PLAN, "--data", parquet, f"--memory-limit={limit}")
    assert code == 2 and message in err and "e.g. 512MB, 2GB or 1.5GiB" in err, err


@pytest.mark.parametrize("source", [["--data", SAMPLE_DATA], ["--data", "parquet", "--engine", "pandas"],
                                    ["--data", "postgresql://steward@127.0.0.1:1/db", "--table", "t"],
                                    ["--engine", "spark", "--table", "t"]])
def test_a_memory_limit_without_duckdb_exits_2(cli, parquet, source):
    source = [parquet if part == "parquet" else part for part in source]
    code, out, err = cli("preview", SAMPLE_PLAN, *source, "--memory-limit", "2GB")
    assert code == 2 and "--memory-limit is for the DuckDB engine" in err, err


def test_every_source_command_takes_a_memory_limit(cli, parquet, tmp_path):
    limit = ["--memory-limit", "512MB"]
    code, out, err = cli("ledger", "set-budget", "--data", parquet, "--plan", SAMPLE_PLAN, "--epsilon", 10, *limit)
    assert code == 0, err
    for command in (["check", SAMPLE_PLAN], ["preview", SAMPLE_PLAN], ["ledger", "show", "--plan", SAMPLE_PLAN],
                    ["risk", "--qi", "sex,zip"], ["release", SAMPLE_PLAN, "--out", tmp_path / "out"]):
        code, out, err = cli(*command, "--data", parquet, *limit)
        assert code == 0, (command, err)
    assert (tmp_path / "out" / "release.json").is_file()


def test_memory_limit_is_in_the_help(capsys):
    from dpstudio.cli.main import main

    with pytest.raises(SystemExit):
        main(["release", "--help"])
    assert "--memory-limit SIZE" in capsys.readouterr().out
