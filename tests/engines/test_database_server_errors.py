"""Every error a PostgreSQL server sends is the database's answer, told in words (exit 2), never "a bug" (issue 44).

A RAISE EXCEPTION or ASSERT in a function the query calls, a value that will not cast while rows are read, a type
that does not exist: "the database said: <the server's words>", control characters escaped. Disk full, out of
memory, a serialization failure and a deadlock are named as what they are, not as a connection that broke off (it
did not). Those four are raised here by a function's RAISE ... USING ERRCODE (the server sends the same SQLSTATE
as when its disk is full), and for real: a role's temp_file_limit exceeded (53400) and a deadlock between two
sessions' advisory locks. A syntax error in --query is told in the server's words, not as "an ALIAS"."""
import psycopg
import pytest

from dpstudio.core.base.errors import InputError
from dpstudio.core.exact.opening import SourceSpec, open_source
from tests.engines.test_database_cli import TABLE, frame, plan_dict, plan_path, table  # noqa: F401
from tests.faults.conftest import RAW_CONTROL, charged


@pytest.fixture
def cli(run_cli, table, postgres_env):  # noqa: F811 - the fixtures imported above
    return run_cli


@pytest.fixture(scope="module")
def functions(table, postgres_server):  # noqa: F811
    """The steward's functions that fail when called: boom() raises 'custom failure', loud() raises words with an
    escape sequence and a bell, checked() fails an ASSERT, fail_as(words, sqlstate) raises with that SQLSTATE,
    boom_when_armed() raises once the table `armed` has a row."""
    args = postgres_server.connect_args()
    args["dbname"] = args.pop("database")
    with psycopg.connect(**args, autocommit=True) as con:
        for body in (
                "boom() RETURNS int LANGUAGE plpgsql AS $$BEGIN RAISE EXCEPTION 'custom failure'; END$$",
                "loud() RETURNS int LANGUAGE plpgsql AS $$BEGIN RAISE EXCEPTION E'bad \\x1b]0;pwned\\x07 end'; END$$",
                "checked() RETURNS int LANGUAGE plpgsql AS $$BEGIN ASSERT 1 = 2, 'one is not two'; RETURN 1; END$$",
                "fail_as(words text, state text) RETURNS int LANGUAGE plpgsql AS "
                "$$BEGIN RAISE EXCEPTION '%', words USING ERRCODE = state; END$$",
                "boom_when_armed() RETURNS int LANGUAGE plpgsql AS $$BEGIN IF EXISTS (SELECT FROM armed) THEN "
                "RAISE EXCEPTION 'armed and failing'; END IF; RETURN 1; END$$"):
            if body.startswith("boom_when_armed"):
                con.execute("CREATE TABLE IF NOT EXISTS armed (x int)")
                con.execute("DELETE FROM armed")
            con.execute(f"CREATE OR REPLACE FUNCTION {body}")
    return args


def check(cli, plan_path, url, query, language="en"):  # noqa: F811
    code, out, err = cli("check", plan_path, "--data", url, "--query", query, "--language", language)
    assert "Traceback" not in err and "bug" not in err and not RAW_CONTROL.search(out + err), err
    return code, err


def test_an_exception_a_function_raises_is_the_databases_answer(cli, functions, postgres_env, plan_path):  # noqa: F811
    code, err = check(cli, plan_path, postgres_env, f"SELECT a.*, boom() AS e FROM {TABLE} a")
    assert code == 2 and "the database said: custom failure" in err and "nothing was released or charged" in err, err
    code, err = check(cli, plan_path, postgres_env, f"SELECT a.*, boom() AS e FROM {TABLE} a", "de")
    assert code == 2 and "die Datenbank meldete: custom failure" in err, err


def test_the_servers_words_reach_no_terminal_or_window_raw(cli, functions, postgres_env, plan_path):  # noqa: F811
    code, err = check(cli, plan_path, postgres_env, f"SELECT a.*, loud() AS e FROM {TABLE} a")
    assert code == 2 and "the database said: bad \\x1b]0;pwned\\x07 end" in err, err
    with pytest.raises(InputError) as refused:  # the message itself, as a window shows it, holds no escape either
        open_source(SourceSpec(postgres_env, query=f"SELECT a.*, loud() AS e FROM {TABLE} a")).row_count()
    for language in ("en", "de", "zh", "el"):
        assert not RAW_CONTROL.search(refused.value.said(language)), refused.value.said(language)


@pytest.mark.parametrize("selected, words", [
    ("checked()", "the database said: one is not two"),  # ASSERT
    ("(a.ward || 'x')::int", 'the database said: invalid input syntax for type integer: "Internal medicinex"'),
    ("('no_such_type_' || a.sex)::regtype", 'the database said: type "no_such_type_'),  # undefined object
    ("fail_as('not supported here', '0A000')", "the database said: not supported here"),
    ("fail_as('internal trouble', 'XX000')", "the database said: internal trouble"),
])
def test_an_error_raised_while_rows_are_read_exits_2_with_the_servers_words(cli, functions, postgres_env, plan_path,  # noqa: F811
                                                                           selected, words):
    """Raised as each row is read (in WHERE: PostgreSQL leaves out an unused column's cast)."""
    code, err = check(cli, plan_path, postgres_env, f"SELECT a.* FROM {TABLE} a WHERE {selected} IS NOT NULL")
    assert code == 2 and words in err and "the database reported an error while reading" in err, err


@pytest.mark.parametrize("state, named", [
    ("53100", "the database server ran out of disk space while reading"),
    ("53200", "the database server ran out of memory while reading"),
    ("53400", "the database server lacked the resources to read"),
    ("40001", "because it conflicted with another session's changes (a serialization failure"),
    ("40P01", "to break a deadlock with another session"),
])
def test_resources_serialization_and_deadlock_are_named_not_a_broken_connection(cli, functions, postgres_env,  # noqa: F811
                                                                                plan_path, state, named):
    code, err = check(cli, plan_path, postgres_env, f"SELECT a.*, fail_as('it happened', '{state}') AS e FROM {TABLE} a")
    assert code == 2 and named in err and "the database said: it happened" in err, err
    assert "broke off" not in err and "nothing was released or charged" in err, err


def test_the_disk_full_message_is_said_in_german(cli, functions, postgres_env, plan_path):  # noqa: F811
    code, err = check(cli, plan_path, postgres_env, f"SELECT a.*, fail_as('voll', '53100') AS e FROM {TABLE} a", "de")
    assert code == 2 and "dem Datenbankserver ist beim Lesen von" in err and "der Speicherplatz ausgegangen" in err, err


def test_a_release_stopped_by_the_servers_error_charges_nothing(cli, functions, postgres_env, plan_path,  # noqa: F811
                                                                  private_ledger, tmp_path):
    source = ["--data", postgres_env, "--query", f"SELECT a.*, boom_when_armed() AS e FROM {TABLE} a"]
    code, out, err = cli("ledger", "set-budget", *source, "--plan", plan_path, "--epsilon", 10)
    assert code == 0, err
    with psycopg.connect(**functions, autocommit=True) as con:
        con.execute("INSERT INTO armed VALUES (1)")
    try:
        code, out, err = cli("release", plan_path, *source, "--out", tmp_path / "out")
    finally:
        with psycopg.connect(**functions, autocommit=True) as con:
            con.execute("DELETE FROM armed")
    assert code == 2 and "the database said: armed and failing" in err and "bug" not in err, err
    assert charged(private_ledger) == [] and not (tmp_path / "out").exists()


@pytest.mark.parametrize("query, near", [
    ("SELECT * FORM admissions", 'syntax error at or near "FORM"'),
    ("selct a", 'syntax error at or near "selct"'),
    ("foo bar", 'syntax error at or near "foo"'),
    ("SELECT * FROM admissions WHERE", "syntax error at end of input"),
])
def test_a_syntax_error_is_told_in_the_servers_words(cli, postgres_env, plan_path, query, near):  # noqa: F811
    code, err = check(cli, plan_path, postgres_env, query)
    assert code == 2 and f"--query is not valid SQL: it has a syntax error; the database said: {near}" in err, err
    assert "ALIAS" not in err and "COLUMN" not in err and "sqlglot" not in err, err


@pytest.fixture(scope="module")
def spiller(table, postgres_server):  # noqa: F811
    """A role that may read the table, with temp_file_limit 64kB and work_mem 64kB (set by the administrator, as a
    server's real limits are): a query that sorts more than that fails with SQLSTATE 53400. Its password."""
    args = postgres_server.connect_args()
    args.update(dbname=args.pop("database"), user="postgres", password=postgres_server.admin_password)
    with psycopg.connect(**args, autocommit=True) as admin:
        admin.execute("DROP ROLE IF EXISTS spiller")
        admin.execute("CREATE ROLE spiller LOGIN PASSWORD 'spiller-pw'")
        admin.execute(f"GRANT SELECT ON {TABLE} TO spiller")
        admin.execute("ALTER ROLE spiller SET temp_file_limit = '64kB'")
        admin.execute("ALTER ROLE spiller SET work_mem = '64kB'")
    return "spiller-pw"


def test_a_real_resource_limit_of_the_server_is_named(cli, postgres_env, plan_path, spiller, monkeypatch):  # noqa: F811
    monkeypatch.setenv("PGPASSWORD", spiller)
    url = postgres_env.replace("steward@", "spiller@")
    code, err = check(cli, plan_path, url, f"SELECT a.* FROM {TABLE} a, generate_series(1, 200) g ORDER BY random()")
    assert code == 2 and "the database server lacked the resources to read" in err and "SQLSTATE 53400" in err, err
    assert "temporary file size exceeds temp_file_limit (64kB)" in err and "broke off" not in err, err


def test_a_real_deadlock_is_named(cli, functions, postgres_env, postgres_server, plan_path):  # noqa: F811
    """dpstudio's query takes advisory lock 1, then waits for lock 2, which another session holds and which then
    asks for lock 1: the server breaks the deadlock by stopping dpstudio's statement (it waited first)."""
    import threading
    import time

    with psycopg.connect(**functions, autocommit=True) as con:
        con.execute("CREATE OR REPLACE FUNCTION lock_both() RETURNS int LANGUAGE plpgsql AS $$BEGIN "
                    "PERFORM pg_advisory_xact_lock(1); PERFORM pg_advisory_xact_lock(2); RETURN 1; END$$")
    holding, done = threading.Event(), threading.Event()

    def other_session():
        with psycopg.connect(**functions) as con:  # one transaction, until the end of the block
            con.execute("SELECT pg_advisory_xact_lock(2)")
            holding.set()
            deadline = time.monotonic() + 60
            while time.monotonic() < deadline and not con.execute(
                    "SELECT 1 FROM pg_locks WHERE locktype = 'advisory' AND objid = 2 AND NOT granted").fetchall():
                time.sleep(0.05)
            con.execute("SELECT pg_advisory_xact_lock(1)")  # waits for dpstudio: the deadlock
            con.rollback()
        done.set()
    other = threading.Thread(target=other_session)
    other.start()
    assert holding.wait(30)
    try:
        code, err = check(cli, plan_path, postgres_env, f"SELECT a.*, lock_both() AS e FROM {TABLE} a")
    finally:
        other.join(60)
    assert done.is_set()
    assert code == 2 and "to break a deadlock with another session" in err and "deadlock detected" in err, err
    assert "broke off" not in err, err
