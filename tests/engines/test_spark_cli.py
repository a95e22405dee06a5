"""--engine spark through the CLI: a Parquet file and a view on the local Spark session (the one the
`spark_session` fixture started; `--spark-master local[*]` finds it, as Spark allows one per process)."""

import json

import pytest

from tests.conftest import SAMPLE_DATA, SAMPLE_PLAN

pytestmark = pytest.mark.engines_slow


@pytest.fixture(scope="module")
def frame():
    from dpstudio.core.io.loading import load_table

    return load_table(SAMPLE_DATA).frame


@pytest.fixture
def plan_path(tmp_path):
    """The sample plan without randomized response, which needs each row and Spark is not local."""
    plan = json.loads(SAMPLE_PLAN.read_text(encoding="utf-8"))
    plan["queries"] = [q for q in plan["queries"] if q["kind"] != "randomized_response"]
    path = tmp_path / "plan.json"
    path.write_text(json.dumps(plan), encoding="utf-8")
    return path


@pytest.fixture
def cli(run_cli, spark_session):
    return run_cli


def test_a_release_from_parquet_on_spark(cli, frame, plan_path, tmp_path):
    data = tmp_path / "admissions.parquet"
    frame.to_parquet(data, index=False)
    source = ["--engine", "spark", "--spark-master", "local[*]", "--table", data]
    code, out, err = cli("ledger", "set-budget", *source, "--plan", plan_path, "--epsilon", 10)
    assert code == 0, err
    code, out, err = cli("release", plan_path, *source, "--out", tmp_path / "out")
    assert code == 0, err
    release = json.loads((tmp_path / "out" / "release.json").read_text(encoding="utf-8"))
    assert [q["id"] for q in release["queries"]] == [q["id"] for q in json.loads(plan_path.read_text())["queries"]]
    assert "Ledger record" in out and "spent epsilon 2 of its lifetime budget 10" in out


def test_randomized_response_on_a_spark_view_is_refused_before_the_ledger(cli, frame, load_spark_table, plan_path,
                                                                         tmp_path):
    """Refused by check, and by release before the ledger is asked (no budget is set: that would exit 3)."""
    load_spark_table("admissions_view", frame)
    code, out, err = cli("check", plan_path, "--engine", "spark", "--table", "admissions_view")
    assert code == 0 and "The plan is valid: 7 queries" in out, err
    code, out, err = cli("check", SAMPLE_PLAN, "--engine", "spark", "--table", "admissions_view")
    assert code == 2 and "queries[7] ('test_results'): randomized response needs each row" in err, err
    code, out, err = cli("release", SAMPLE_PLAN, "--engine", "spark", "--table", "admissions_view",
                         "--out", tmp_path / "out")
    assert code == 2 and "randomized response needs each row" in err and not (tmp_path / "out").exists(), err


def test_a_missing_spark_table_exits_2(cli):
    code, out, err = cli("check", SAMPLE_PLAN, "--engine", "spark", "--table", "no_such_view")
    assert code == 2 and "no table 'no_such_view'" in err, err


def test_a_query_on_spark_gives_the_pandas_answers_on_its_rows(cli, frame, load_spark_table, plan_path, tmp_path):
    """--query "SELECT ..." on Spark: the exact answers are pandas' on the selected rows (max_rows covers
    every person, so no keyed order matters), and preview takes it as a source."""
    from dpstudio.core.exact.opening import SourceSpec, open_source
    from dpstudio.core.exact.frame_source import FrameSource
    from dpstudio.core.plan.release_plan import parse_plan
    from tests.engines.frames import differences

    load_spark_table("admissions_view", frame)
    query = "SELECT * FROM admissions_view WHERE ward <> 'Psychiatry'"
    plan_dict = json.loads(plan_path.read_text(encoding="utf-8"))
    plan_dict["privacy_unit"]["max_rows"] = int(frame["patient_id"].value_counts().max())
    plan_path.write_text(json.dumps(plan_dict), encoding="utf-8")
    plan = parse_plan(plan_dict)
    selected = frame[frame["ward"] != "Psychiatry"].reset_index(drop=True)
    found = open_source(SourceSpec(None, query=query, engine="spark")).prepare(plan)
    assert differences(FrameSource(selected).prepare(plan), found, plan) == []
    code, out, err = cli("preview", plan_path, "--engine", "spark", "--query", query, "--json")
    assert code == 0 and [q["id"] for q in json.loads(out)["queries"]] == [q["id"] for q in plan_dict["queries"]], err


@pytest.mark.parametrize("query, refusal", [
    ("DROP VIEW admissions_view", "--query may only read: it is a DROP"),
    ("SELECT * FROM admissions_view; DROP VIEW admissions_view", "exactly one SELECT statement (it holds 2"),
])
def test_a_query_that_is_not_one_select_is_refused_on_spark(cli, frame, load_spark_table, plan_path, query, refusal):
    load_spark_table("admissions_view", frame)
    code, out, err = cli("check", plan_path, "--engine", "spark", "--query", query)
    assert code == 2 and refusal in err, err
    code, out, err = cli("check", plan_path, "--engine", "spark", "--table", "admissions_view")
    assert code == 0, err  # the view is still there: nothing was sent to Spark


def test_spark_refusing_a_query_or_a_path_is_told_in_the_commands_language(cli, frame, load_spark_table, plan_path,
                                                                          tmp_path):
    """Spark's analysis errors were a crash (exit 1, "a bug"): a missing table or column and a missing Parquet
    path are the steward's to fix, told whole in German; Spark's own log of the failure stays off the screen."""
    load_spark_table("admissions_view", frame)
    source = ["--engine", "spark", "--spark-master", "local[*]", "--language", "de"]
    code, out, err = cli("check", plan_path, *source, "--query", "SELECT * FROM admisions_view")
    assert code == 2 and err == ("Fehler: Spark auf local[*]: --query liest admisions_view, eine Tabelle oder Sicht, die "
                                 "die Datenbank nicht hat oder die Sie nicht sehen dürfen. Prüfen Sie die Tabellennamen "
                                 "in der Abfrage (SCHEMA.TABELLE; Groß- und Kleinschreibung zählt).\n"), err
    code, out, err = cli("check", plan_path, *source, "--query", "SELECT agee FROM admissions_view")
    assert code == 2 and "--query nennt eine Spalte agee, die ihre Tabellen nicht haben." in err, err
    assert "TABLE_OR_VIEW" not in err and "UNRESOLVED" not in err
    missing = tmp_path / "nowhere.parquet"
    code, out, err = cli("check", plan_path, *source, "--table", missing)
    assert code == 2 and f"Spark findet unter {missing} keine Parquet-Datei und keinen Parquet-Ordner." in err, err
