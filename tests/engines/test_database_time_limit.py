"""A database statement has a time limit and does not outlive dpstudio (issue 33, part 1), on a real PostgreSQL.

A statement running past the time limit (--timeout, else statement_timeout in the user's PGOPTIONS, else 30
minutes) is stopped by the server and told in the steward's language (exit 2); the user's own PGOPTIONS are
kept beside dpstudio's; a dpstudio killed with SIGKILL leaves no statement running on the server for long
(client_connection_check_interval)."""
import os
import signal
import subprocess
import sys
import time

import psycopg
import pytest

from dpstudio.core.databases.db_connect import DEFAULT_TIMEOUT_SECONDS, connect, parse_url
from tests.engines.test_database_cli import TABLE, frame, plan_dict, plan_path, table  # noqa: F401

SLEEPING = f"SELECT a.* FROM {TABLE} a, pg_sleep(60) s"


@pytest.fixture
def cli(run_cli, table, postgres_env):  # noqa: F811 - the fixtures imported above
    return run_cli


def setting(con, name: str) -> str:
    with con.con.cursor() as cursor:
        cursor.execute(f"SHOW {name}")
        return cursor.fetchone()[0]


def test_a_statement_past_the_time_limit_is_stopped_and_told_in_german(cli, postgres_env, plan_path):  # noqa: F811
    started = time.monotonic()
    code, out, err = cli("check", plan_path, "--data", postgres_env, "--query", SLEEPING, "--timeout", "1.5",
                         "--language", "de")
    assert code == 2 and time.monotonic() - started < 30, err
    assert "die Datenbank hat das Lesen von" in err and "nach 1,5 Sekunden abgebrochen" in err, err
    assert "--timeout" in err and "statement timeout" not in err and "Traceback" not in err, err


def test_the_users_own_pgoptions_are_kept_and_their_timeout_is_the_one_told(cli, postgres_env, plan_path,  # noqa: F811
                                                                             monkeypatch):
    monkeypatch.setenv("PGOPTIONS", "-c statement_timeout=1000 -c work_mem=7MB")
    con = connect(parse_url(postgres_env))
    try:
        assert (setting(con, "statement_timeout"), setting(con, "work_mem")) == ("1s", "7MB")
        assert setting(con, "default_transaction_read_only") == "on"
        assert setting(con, "client_connection_check_interval") == "2s"
    finally:
        con.disconnect()
    code, out, err = cli("check", plan_path, "--data", postgres_env, "--query", SLEEPING, "--language", "en")
    assert code == 2 and "after 1 second, the time limit" in err, err


def test_timeout_overrides_pgoptions_and_the_default_is_the_documented_one(postgres_env, monkeypatch):
    monkeypatch.setenv("PGOPTIONS", "-c statement_timeout=1000 -c default_transaction_read_only=off")
    con = connect(parse_url(postgres_env), timeout=90)
    try:
        assert setting(con, "statement_timeout") == "90s"
        assert setting(con, "default_transaction_read_only") == "on"  # the user's options cannot turn it off
    finally:
        con.disconnect()
    monkeypatch.delenv("PGOPTIONS")
    con = connect(parse_url(postgres_env))
    try:
        assert setting(con, "statement_timeout") == f"{DEFAULT_TIMEOUT_SECONDS // 60}min" == "30min"
    finally:
        con.disconnect()


def test_a_timeout_for_a_file_or_below_zero_is_refused(run_cli, postgres_env, plan_path, tmp_path):  # noqa: F811
    code, out, err = run_cli("check", plan_path, "--data", tmp_path / "t.csv", "--timeout", "5")
    assert code == 2 and "--timeout is for a database URL" in err, err
    code, out, err = run_cli("check", plan_path, "--data", postgres_env, "--table", TABLE, "--timeout", "0")
    assert code == 2 and "--timeout must be a number of seconds above 0" in err, err


@pytest.mark.parametrize("seconds, shown", [("inf", "inf"), ("nan", "nan"), ("-1", "-1"), ("0", "0"),
                                            ("1e12", "1000000000000"), ("-inf", "-inf")])
def test_a_timeout_out_of_range_is_refused_with_the_range_before_connecting(run_cli, plan_path, seconds, shown):  # noqa: F811
    """Refused before anything connects: the URL's port has no server behind it, and that is not what is told."""
    from tests.engines.test_database_errors import nowhere_port

    url = f"postgresql://steward@127.0.0.1:{nowhere_port()}/hospital"
    code, out, err = run_cli("check", plan_path, "--data", url, "--table", TABLE, f"--timeout={seconds}")
    assert code == 2 and (f"--timeout must be a number of seconds above 0 and at most 2,147,483 (got {shown})"
                          in err), err
    assert "cannot connect" not in err and "nothing answers" not in err, err
    code, out, err = run_cli("check", plan_path, "--data", url, "--table", TABLE, f"--timeout={seconds}",
                             "--language", "de")
    assert code == 2 and "über 0 und höchstens 2.147.483 sein" in err, err


def sleepers(server) -> list:
    args = server.connect_args()
    args["dbname"] = args.pop("database")
    with psycopg.connect(**args, autocommit=True) as watcher:
        return watcher.execute("SELECT pid FROM pg_stat_activity WHERE application_name = 'dpstudio' AND "
                               "state = 'active' AND wait_event = 'PgSleep'").fetchall()


def test_a_killed_dpstudio_leaves_no_statement_running(postgres_server, table, plan_path, postgres_env):  # noqa: F811
    env = {**os.environ, "PGPASSWORD": postgres_server.steward_password}
    child = subprocess.Popen([sys.executable, "-m", "dpstudio", "check", str(plan_path), "--data", postgres_env,
                              "--query", SLEEPING], env=env, stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
    try:
        deadline = time.monotonic() + 60
        while not sleepers(postgres_server):
            assert time.monotonic() < deadline and child.poll() is None, "the statement never started"
            time.sleep(0.2)
    finally:
        os.kill(child.pid, signal.SIGKILL)
        child.wait()
    killed = time.monotonic()
    while sleepers(postgres_server):
        assert time.monotonic() - killed < 8, "the statement runs on after dpstudio was killed"
        time.sleep(0.2)


def test_sigterm_stops_the_statement_on_the_server_and_says_nothing_was_charged(
        postgres_server, table, plan_path, postgres_env):  # noqa: F811
    """SIGTERM (a scheduler's time limit, `kill PID`) is handled as Ctrl-C: the statement is cancelled on the server
    at once, and dpstudio says what was (not) spent, exit 2."""
    env = {**os.environ, "PGPASSWORD": postgres_server.steward_password, "DPSTUDIO_LANGUAGE": "en"}
    child = subprocess.Popen([sys.executable, "-m", "dpstudio", "check", str(plan_path), "--data", postgres_env,
                              "--query", SLEEPING], env=env, stdout=subprocess.PIPE, stderr=subprocess.PIPE, text=True)
    try:
        deadline = time.monotonic() + 60
        while not sleepers(postgres_server):
            assert time.monotonic() < deadline and child.poll() is None, "the statement never started"
            time.sleep(0.2)
        os.kill(child.pid, signal.SIGTERM)
        out, err = child.communicate(timeout=10)
    finally:
        if child.poll() is None:
            child.kill()
            child.wait()
    assert child.returncode == 2, err
    assert "Stopped (SIGTERM); nothing was charged or written." in err and "Traceback" not in err, err
    assert sleepers(postgres_server) == []  # cancelled, not left to the connection check
