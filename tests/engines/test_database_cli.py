"""Releasing from a PostgreSQL table or query through the CLI, end to end, on a real server.

The exact answers computed on PostgreSQL equal the pandas engine's on the same rows; a release has
the plan's queries and charges the ledger once; a --query that could write is refused and changes
nothing; a missing table and a wrong password exit 2 in plain words (test_database_errors.py: every failure dpstudio knows, in German); the password is in no file.
"""

import json
import sqlite3
import subprocess
import sys

import pandas as pd
import pytest

from dpstudio.core.exact.opening import SourceSpec, open_source
from dpstudio.core.exact.frame_source import FrameSource
from dpstudio.core.plan.release_plan import parse_plan
from tests.conftest import SAMPLE_DATA, SAMPLE_PLAN
from tests.engines.frames import differences

TABLE = "admissions"


@pytest.fixture(scope="module")
def frame() -> pd.DataFrame:
    from dpstudio.core.io.loading import load_table

    return load_table(SAMPLE_DATA).frame


@pytest.fixture(scope="module")
def plan_dict(frame) -> dict:
    """The sample plan without randomized response (it needs rows) and without a reading section (the
    database declares its types); max_rows covers every person, so no truncation order matters."""
    plan = json.loads(SAMPLE_PLAN.read_text(encoding="utf-8"))
    plan["queries"] = [q for q in plan["queries"] if q["kind"] != "randomized_response"]
    plan["privacy_unit"]["max_rows"] = int(frame["patient_id"].value_counts().max())
    del plan["reading"]
    return plan


@pytest.fixture
def plan_path(tmp_path, plan_dict):
    path = tmp_path / "plan.json"
    path.write_text(json.dumps(plan_dict), encoding="utf-8")
    return path


@pytest.fixture(scope="module")
def table(load_postgres_table, frame):
    return load_postgres_table(TABLE, frame)


@pytest.fixture
def cli(run_cli, table, postgres_env):
    """dpstudio's command line in-process, against the loaded table."""
    return run_cli


def table_state(postgres_con) -> tuple:
    """Everything a refused query could have changed: the rows, and the tables there are."""
    rows = postgres_con.table(TABLE).to_pandas().sort_values(["patient_id", "admission_date", "cost"])
    return (pd.util.hash_pandas_object(rows, index=False).sum(), len(rows), tuple(sorted(postgres_con.list_tables())))


def test_exact_answers_on_postgres_equal_the_pandas_engines(table, frame, plan_dict, postgres_env):
    plan = parse_plan(plan_dict)
    on_pandas = FrameSource(frame).prepare(plan)
    on_table = open_source(SourceSpec(postgres_env, table=f"public.{TABLE}")).prepare(plan)
    assert differences(on_pandas, on_table, plan) == []
    women = open_source(SourceSpec(postgres_env, query=f"SELECT * FROM {TABLE} WHERE sex = 'F'")).prepare(plan)
    women_on_pandas = FrameSource(frame[frame["sex"] == "F"].reset_index(drop=True)).prepare(plan)
    assert differences(women_on_pandas, women, plan) == []


def test_with_order_by_postgres_keeps_each_persons_rows_that_pandas_keeps(table, frame, plan_dict, postgres_env):
    """A database has no file order: the plan's order_by decides. Each patient's lowest cost (1 row) is the
    same row on both engines, since no patient has two rows tied at the cut (checked first)."""
    costs = frame.groupby("patient_id")["cost"]
    assert not (costs.apply(lambda c: c.isna().all()) & (costs.size() >= 2)).any()
    assert not frame.duplicated(["patient_id", "cost"]).any()
    plan = parse_plan({**plan_dict, "dpstudio_plan": 3,
                       "privacy_unit": {"column": "patient_id", "max_rows": 1, "order_by": "cost"}})
    on_pandas = FrameSource(frame).prepare(plan)
    assert on_pandas.rows_over_limit > 0
    on_table = open_source(SourceSpec(postgres_env, table=TABLE)).prepare(plan)
    assert differences(on_pandas, on_table, plan) == []


def test_a_release_from_a_table_has_the_plans_queries_and_is_charged_once(cli, postgres_env, plan_path, plan_dict,
                                                                          private_ledger, tmp_path):
    source = ["--data", postgres_env, "--table", f"public.{TABLE}"]
    code, out, err = cli("ledger", "set-budget", *source, "--plan", plan_path, "--epsilon", 10)
    assert code == 0, err
    code, out, err = cli("check", plan_path, *source)
    assert code == 0 and "The plan is valid: 7 queries" in out, err
    code, out, err = cli("release", plan_path, *source, "--out", tmp_path / "out")
    assert code == 0, err  # no "reading" section asked for: the database declares its types
    release = json.loads((tmp_path / "out" / "release.json").read_text(encoding="utf-8"))
    assert [q["id"] for q in release["queries"]] == [q["id"] for q in plan_dict["queries"]]
    assert release["budget"]["epsilon"] == pytest.approx(sum(q["epsilon"] for q in plan_dict["queries"]))
    code, out, err = cli("ledger", "show", *source, "--plan", plan_path)
    assert code == 0, err
    assert f"{postgres_env} table public.{TABLE}" in out and out.count(" -> ") == 1 and "[complete]" in out
    spent = sum(q["epsilon"] for q in plan_dict["queries"])
    assert f"spent epsilon {spent:g}, delta" in out


def test_preview_and_check_from_a_query(cli, postgres_env, plan_path):
    source = ["--data", postgres_env, "--query", f"SELECT * FROM {TABLE} WHERE ward <> 'Psychiatry'"]
    code, out, err = cli("check", plan_path, *source)
    assert code == 0 and "The plan is valid" in out, err
    code, out, err = cli("preview", plan_path, *source, "--json")
    assert code == 0, err
    assert [q["id"] for q in json.loads(out)["queries"]] == [q["id"] for q in json.loads(plan_path.read_text())["queries"]]


def test_risk_on_a_table_equals_risk_on_its_frame(cli, postgres_env, frame):
    from dpstudio.core.risk.reidentification import assess_risk

    code, out, err = cli("risk", "--data", postgres_env, "--table", TABLE, "--qi", "birth_year,sex,zip",
                         "--sensitive", "diagnosis", "--json")
    assert code == 0, err
    expected = assess_risk(frame, ["birth_year", "sex", "zip"], ["diagnosis"]).to_dict()
    assert json.loads(out) == json.loads(json.dumps(expected))


def test_a_query_without_rows_is_refused_by_every_command(cli, postgres_env, plan_path, tmp_path):
    """Issue 44: `risk` printed figures over 0 records and `ledger set-budget` set a budget for no one (exit 0),
    where check and release refuse a table without rows. Each command refuses it now (exit 2)."""
    source = ["--data", postgres_env, "--query", f"SELECT * FROM {TABLE} WHERE false"]
    ledger = tmp_path / "ledger.sqlite"
    for argv in (("risk", "--qi", "sex,zip"), ("risk", "--qi", "sex", "--person", "patient_id"),
                 ("ledger", "set-budget", "--plan", plan_path, "--epsilon", "5", "--ledger", ledger),
                 ("ledger", "set-budget", "--person-column", "patient_id", "--epsilon", "5", "--ledger", ledger)):
        code, out, err = cli(*argv, *source)
        assert code == 2 and "the table has no rows" in err, (argv, out, err)
    for argv in (("check", plan_path), ("release", plan_path, "--out", tmp_path / "out", "--ledger", ledger)):
        code, out, err = cli(*argv, *source)
        assert code == 2 and "the table has no rows" in err, (argv, out, err)
    assert not (tmp_path / "out").exists()


WRITING_QUERIES = [f"UPDATE {TABLE} SET cost = 0",
                   f"SELECT * FROM {TABLE}; DELETE FROM {TABLE}",
                   f"SELECT * INTO stolen FROM {TABLE}",
                   f"WITH gone AS (DELETE FROM {TABLE} RETURNING *) SELECT * FROM gone"]


@pytest.mark.parametrize("query", WRITING_QUERIES)
def test_a_query_that_could_write_exits_2_and_changes_nothing(cli, postgres_env, postgres_con, plan_path, query,
                                                             tmp_path):
    before = table_state(postgres_con)
    for argv in (("check", plan_path), ("preview", plan_path), ("release", plan_path, "--out", tmp_path / "out")):
        code, out, err = cli(*argv, "--data", postgres_env, "--query", query)
        assert code == 2 and "error: --query" in err and "SELECT" in err and "Traceback" not in err, err
    assert table_state(postgres_con) == before and not (tmp_path / "out").exists()


def test_the_connection_itself_is_read_only(postgres_env, postgres_con):
    """The second guard: were a write to slip past the parser, PostgreSQL would refuse it."""
    import ibis
    import psycopg

    source = open_source(SourceSpec(postgres_env, table=TABLE))
    with pytest.raises(psycopg.errors.ReadOnlySqlTransaction):
        ibis.get_backend(source.table).raw_sql(f"DELETE FROM {TABLE}")
    assert postgres_con.table(TABLE).count().execute() > 0


def test_a_missing_table_exits_2_naming_it_and_the_tables_there_are(cli, postgres_env, plan_path):
    code, out, err = cli("check", plan_path, "--data", postgres_env, "--table", "public.admisions")
    assert code == 2 and "has no table 'public.admisions'" in err and TABLE in err and postgres_env in err, err


def test_a_wrong_password_exits_2_without_repeating_it(cli, postgres_env, plan_path, monkeypatch):
    monkeypatch.setenv("DPSTUDIO_DB_PASSWORD", "Wrong-Pw-4f9c1e")
    code, out, err = cli("check", plan_path, "--data", postgres_env, "--table", TABLE)
    assert code == 2 and "refused the user name or password" in err and "DPSTUDIO_DB_PASSWORD" in err, err
    assert "Wrong-Pw-4f9c1e" not in out + err


def test_a_password_in_the_url_exits_2_without_repeating_it(cli, postgres_env, postgres_password, plan_path):
    with_password = postgres_env.replace("steward@", f"steward:{postgres_password}@")
    code, out, err = cli("check", plan_path, "--data", with_password, "--table", TABLE)
    assert code == 2 and "holds a password" in err and postgres_password not in out + err, err


def test_without_a_password_or_a_terminal_the_command_says_where_to_put_it(cli, postgres_env, plan_path, monkeypatch):
    monkeypatch.delenv("PGPASSWORD")
    monkeypatch.delenv("DPSTUDIO_DB_PASSWORD", raising=False)
    code, out, err = cli("check", plan_path, "--data", postgres_env, "--table", TABLE)
    assert code == 2 and "asks for a password, and none was given" in err and "DPSTUDIO_DB_PASSWORD" in err, err


def test_the_password_is_in_no_file_written(table, postgres_url, postgres_password, plan_path, tmp_path):
    """A release from PostgreSQL in a real process, the password given in DPSTUDIO_DB_PASSWORD: then
    every file under the test's folder (bundle, ledger, its head, crash log, plan) is searched for it."""
    env = {**__import__("os").environ, "DPSTUDIO_DB_PASSWORD": postgres_password,
           "DPSTUDIO_LEDGER": str(tmp_path / "ledger.sqlite"), "XDG_STATE_HOME": str(tmp_path / "state"),
           "HOME": str(tmp_path / "home")}
    env.pop("PGPASSWORD", None)
    source = ["--data", postgres_url, "--table", TABLE]

    def run(*argv):
        return subprocess.run([sys.executable, "-m", "dpstudio", *map(str, argv)], capture_output=True, text=True,
                              env=env, timeout=300)
    for argv in (("ledger", "set-budget", *source, "--plan", plan_path, "--epsilon", 10),
                 ("release", plan_path, *source, "--out", tmp_path / "out"), ("ledger", "show", *source),
                 ("release", plan_path, *source, "--query", "SELECT 1", "--out", tmp_path / "never")):
        done = run(*argv)
        assert postgres_password not in done.stdout + done.stderr
    assert done.returncode == 2  # --table and --query together
    written = [p for p in tmp_path.rglob("*") if p.is_file()]
    assert {"release.json", "ledger.sqlite", "SHA256SUMS"} <= {p.name for p in written}
    for path in written:
        assert postgres_password.encode() not in path.read_bytes(), path
    with sqlite3.connect(tmp_path / "ledger.sqlite") as db:  # and in the ledger's records, as text
        assert not any(postgres_password in str(row) for row in db.execute("SELECT * FROM records"))


def test_randomized_response_on_postgres_is_refused_before_the_ledger(cli, postgres_env, tmp_path):
    """The sample plan's randomized response needs each row: exit 2 from check and from release (no budget
    is set, so a release that reached the ledger would exit 3)."""
    for argv in (("check", SAMPLE_PLAN), ("release", SAMPLE_PLAN, "--out", tmp_path / "out")):
        code, out, err = cli(*argv, "--data", postgres_env, "--table", TABLE)
        assert code == 2 and "randomized response needs each row's value" in err, err
    assert not (tmp_path / "out").exists()


def run_at_a_terminal(argv, answer: str, env: dict, prompt: str = "Password for") -> tuple[int, str]:
    """Run dpstudio with a pseudo-terminal as its controlling terminal; type `answer` at the first prompt."""
    import os
    import pty
    import time

    pid, fd = pty.fork()
    if pid == 0:  # the child: dpstudio, at the terminal
        os.execvpe(sys.executable, [sys.executable, "-m", "dpstudio", *map(str, argv)], env)
    seen, answered, deadline = b"", False, time.monotonic() + 300
    while time.monotonic() < deadline:
        try:
            chunk = os.read(fd, 4096)
        except OSError:  # the child exited and closed the terminal
            break
        if not chunk:
            break
        seen += chunk
        if not answered and prompt.encode() in seen:
            os.write(fd, answer.encode() + b"\n")
            answered = True
    _, status = os.waitpid(pid, 0)
    return os.waitstatus_to_exitcode(status), seen.decode(errors="replace")


def test_at_a_terminal_the_password_is_asked_for_and_not_echoed(table, postgres_url, postgres_password, plan_path):
    import os

    env = {key: value for key, value in os.environ.items() if key not in ("PGPASSWORD", "DPSTUDIO_DB_PASSWORD")}
    code, shown = run_at_a_terminal(("check", plan_path, "--data", postgres_url, "--table", TABLE),
                                    postgres_password, env)
    assert code == 0 and f"Password for {postgres_url}" in shown and "The plan is valid" in shown, shown
    assert postgres_password not in shown
