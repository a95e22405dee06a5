"""Failures that once crashed as "a bug" (exit 1 and a crash log) are messages (exit 2), on a real PostgreSQL
(issue 33, part 2): a system table the role may not read, a write (setval) inside a function the query calls, a
statement cancelled from another connection, a URL that cannot be read."""
import threading
import time

import psycopg
import pytest

from tests.engines.test_database_cli import TABLE, frame, plan_dict, plan_path, table  # noqa: F401


@pytest.fixture
def cli(run_cli, table, postgres_env):  # noqa: F811 - the fixtures imported above
    return run_cli


def steward(server):
    args = server.connect_args()
    args["dbname"] = args.pop("database")
    return psycopg.connect(**args, autocommit=True)


def test_a_system_table_the_role_may_not_read_is_told(cli, postgres_env, plan_path):  # noqa: F811
    code, out, err = cli("check", plan_path, "--data", postgres_env, "--table", "pg_catalog.pg_authid")
    assert code == 2 and "may not read" in err and "pg_authid" in err and "bug" not in err, err


def test_setval_in_a_query_or_in_a_function_it_calls_is_refused(cli, postgres_env, postgres_server, plan_path):  # noqa: F811
    code, out, err = cli("check", plan_path, "--data", postgres_env, "--query",
                         f"SELECT a.*, setval('counter', 5) AS x FROM {TABLE} a")
    assert code == 2 and "setval()" in err and "bug" not in err, err
    with steward(postgres_server) as con:
        con.execute("CREATE SEQUENCE IF NOT EXISTS counter")
        con.execute("CREATE OR REPLACE FUNCTION bump() RETURNS bigint LANGUAGE sql AS $$SELECT setval('counter', 5)$$")
    code, out, err = cli("check", plan_path, "--data", postgres_env, "--query", f"SELECT a.*, bump() AS x FROM {TABLE} a")
    assert code == 2 and "the database refused a write" in err and "bug" not in err, err


def test_setval_on_a_sequence_the_role_may_not_change_is_not_told_as_a_table_to_grant(
        cli, postgres_env, postgres_server, plan_path):  # noqa: F811
    args = postgres_server.connect_args()
    args.update(dbname=args.pop("database"), user="postgres", password=postgres_server.admin_password)
    with psycopg.connect(**args, autocommit=True) as admin:
        admin.execute("CREATE SEQUENCE IF NOT EXISTS guarded")
        admin.execute("CREATE OR REPLACE FUNCTION poke() RETURNS bigint LANGUAGE sql AS $$SELECT setval('guarded', 5)$$")
    code, out, err = cli("check", plan_path, "--data", postgres_env, "--query", f"SELECT a.*, poke() AS x FROM {TABLE} a")
    assert code == 2 and "may not do what" in err and "permission denied for sequence guarded" in err, err
    assert "grant your role SELECT" not in err and "bug" not in err, err


def test_a_statement_cancelled_from_another_connection_is_told(cli, postgres_env, postgres_server, plan_path):  # noqa: F811
    def cancel_it():
        with steward(postgres_server) as con:
            deadline = time.monotonic() + 30
            while time.monotonic() < deadline and not con.execute(
                    "SELECT pg_cancel_backend(pid) FROM pg_stat_activity WHERE application_name = 'dpstudio' AND "
                    "wait_event = 'PgSleep'").fetchall():
                time.sleep(0.1)
    canceller = threading.Thread(target=cancel_it)
    canceller.start()
    code, out, err = cli("check", plan_path, "--data", postgres_env, "--query",
                         f"SELECT a.* FROM {TABLE} a, pg_sleep(30) s", "--language", "de")
    canceller.join()
    assert code == 2 and "die Datenbank hat die Anweisung, die" in err and "vor ihrem Ende abgebrochen" in err, err
    assert "canceling statement due to user request" in err and "Fehler" in err, err  # the server's words, quoted


@pytest.mark.parametrize("url", ["postgresql://u:pw@[::1/db", "postgresql://u@host:99999/db"])
def test_a_url_that_cannot_be_read_is_told_without_its_password(run_cli, plan_path, url):  # noqa: F811
    code, out, err = run_cli("check", plan_path, "--data", url, "--table", "x", "--language", "de")
    assert code == 2 and "die Datenbank-URL ist nicht richtig aufgebaut" in err and "pw" not in err, err
    assert "[::1]:5432" in err, err
