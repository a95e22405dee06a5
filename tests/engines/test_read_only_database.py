"""What a --query may not do to a PostgreSQL database (issue 30), tried on a real server: the issue's query
and 31 more attempts. (What a read-only transaction does not stop is told in docs/engines.md.)

Each attempt at a write is refused with exit 2 and a message (no traceback), and the database is unchanged after
each: the tables' rows, a sequence, the large objects, the advisory locks, the settings kept per
role. The parser refuses what it can see (read_only.py: a second guard); what it cannot see, a function
or view that writes, the read-only transaction every statement runs in refuses (db_connect.py). A query
that switches the session's default to read-write changes nothing either: the next transaction again
begins READ ONLY, on the same connection.
"""

import json

import pytest

from tests.conftest import SAMPLE_DATA, SAMPLE_PLAN

TABLE = "admissions_guarded"
NOTES = "guard_notes"
# Functions and a view that write, which the parser cannot see into (the steward's own role creates them).
SETUP = f"""
DROP TABLE IF EXISTS {NOTES}; CREATE TABLE {NOTES} (n int); INSERT INTO {NOTES} VALUES (1), (2), (3);
DROP SEQUENCE IF EXISTS seq1; CREATE SEQUENCE seq1;
CREATE OR REPLACE FUNCTION harmless() RETURNS int LANGUAGE plpgsql AS $$
  BEGIN DELETE FROM {TABLE}; RETURN 1; END $$;
CREATE OR REPLACE FUNCTION tidy() RETURNS int LANGUAGE plpgsql AS $$
  BEGIN UPDATE {TABLE} SET cost = 0; RETURN 1; END $$;
CREATE OR REPLACE FUNCTION stamp() RETURNS int LANGUAGE plpgsql AS $$
  BEGIN INSERT INTO {NOTES} VALUES (99); RETURN 1; END $$;
CREATE OR REPLACE FUNCTION wipe() RETURNS int LANGUAGE plpgsql SECURITY DEFINER AS $$
  BEGIN TRUNCATE {NOTES}; RETURN 1; END $$;
CREATE OR REPLACE FUNCTION next_id() RETURNS bigint LANGUAGE sql AS $$ SELECT nextval('seq1') $$;
CREATE OR REPLACE FUNCTION flip_then_delete() RETURNS int LANGUAGE plpgsql AS $$
  BEGIN PERFORM set_config('default_transaction_read_only', 'off', false); DELETE FROM {NOTES}; RETURN 1; END $$;
CREATE OR REPLACE FUNCTION local_then_delete() RETURNS int LANGUAGE plpgsql AS $$
  BEGIN PERFORM set_config('transaction_read_only', 'off', true); DELETE FROM {NOTES}; RETURN 1; END $$;
CREATE OR REPLACE FUNCTION session_then_delete() RETURNS int LANGUAGE plpgsql AS $$
  BEGIN EXECUTE 'SET SESSION CHARACTERISTICS AS TRANSACTION READ WRITE'; DELETE FROM {NOTES}; RETURN 1; END $$;
CREATE OR REPLACE FUNCTION reset_then_delete() RETURNS int LANGUAGE plpgsql AS $$
  BEGIN EXECUTE 'RESET ALL'; DELETE FROM {NOTES}; RETURN 1; END $$;
CREATE OR REPLACE FUNCTION transaction_then_delete() RETURNS int LANGUAGE plpgsql AS $$
  BEGIN EXECUTE 'SET TRANSACTION READ WRITE'; DELETE FROM {NOTES}; RETURN 1; END $$;
CREATE OR REPLACE FUNCTION scratch() RETURNS int LANGUAGE plpgsql AS $$
  BEGIN CREATE TEMP TABLE IF NOT EXISTS scratch (n int); RETURN 1; END $$;
CREATE OR REPLACE FUNCTION commit_then_delete() RETURNS int LANGUAGE plpgsql AS $$
  BEGIN COMMIT; DELETE FROM {NOTES}; RETURN 1; END $$;
CREATE OR REPLACE VIEW guard_counter AS SELECT a.*, nextval('seq1') AS n FROM {TABLE} a;
CREATE OR REPLACE FUNCTION flip() RETURNS text LANGUAGE plpgsql AS $$
  BEGIN RETURN set_config('default_transaction_read_only', 'off', false); END $$;
CREATE OR REPLACE FUNCTION sneaky() RETURNS text LANGUAGE plpgsql AS $$
  BEGIN
    IF current_setting('transaction_read_only') = 'on' THEN
      RETURN set_config('default_transaction_read_only', 'off', false);
    END IF;
    RETURN nextval('seq1')::text;
  END $$;
"""
REPRO = ("SELECT a.*, CASE WHEN current_setting('transaction_read_only')='on' THEN "
         "set_config('default_transaction_read_only','off',false) ELSE nextval('seq1')::text END AS e "
         f"FROM {TABLE} a")
SEEN_BY_THE_PARSER = [  # (query, what the refusal says)
    (REPRO, "it calls set_config()"),
    (f"SELECT *, nextval('seq1') AS n FROM {TABLE}", "it calls nextval()"),
    (f"SELECT *, pg_catalog.setval('seq1', 1000) AS n FROM {TABLE}", "it calls setval()"),
    (f"SELECT *, \"nextval\"('seq1') AS n FROM {TABLE}", "it calls nextval()"),
    (f"SELECT * FROM {TABLE} WHERE set_config('default_transaction_read_only', 'off', false) = 'off'",
     "it calls set_config()"),
    (f"SELECT t.* FROM {TABLE} t, LATERAL set_config('transaction_read_only', 'off', true) AS s",
     "it calls set_config()"),
    (f"SELECT *, (SELECT PG_CATALOG.SET_CONFIG('default_transaction_read_only', 'off', false)) AS s FROM {TABLE}",
     "it calls SET_CONFIG()"),
    (f"SELECT t.* FROM {TABLE} t JOIN pg_settings s ON set_config(s.name, s.reset_val, false) IS NOT NULL",
     "it calls set_config()"),  # RESET ALL, as a join
    (f"SELECT *, pg_advisory_lock(42) AS locked FROM {TABLE}", "it calls pg_advisory_lock()"),
    (f"SELECT *, lo_create(0) AS lo FROM {TABLE}", "it calls lo_create()"),
    (f"SELECT *, lo_from_bytea(0, 'x'::bytea) AS lo FROM {TABLE}", "it calls lo_from_bytea()"),
    (f"SELECT *, query_to_xml('SELECT nextval(''seq1'')', true, false, '') AS x FROM {TABLE}",
     "it calls query_to_xml()"),
    (f"SELECT * FROM dblink('dbname=hospital', 'DELETE FROM {TABLE}') AS d(n int)", "it calls dblink()"),
    (f"SELECT *, lo_import('/etc/hostname') AS lo FROM {TABLE}", "it calls lo_import()"),
    (f"SELECT * FROM {TABLE} WHERE pg_notify('guard', 'x') IS NOT NULL", "it calls pg_notify()"),
]  # SET, RESET, SET SESSION, SET TRANSACTION, COMMIT, a data-modifying WITH and FOR UPDATE as statements of their
# own were refused before: tests/core/test_database_sources.py and test_database_cli.py
SEEN_BY_THE_DATABASE = [  # (query, what PostgreSQL refused)
    (f"SELECT *, harmless() AS h FROM {TABLE}", "cannot execute DELETE in a read-only transaction"),
    (f"SELECT *, tidy() AS h FROM {TABLE}", "cannot execute UPDATE in a read-only transaction"),
    (f"SELECT * FROM {TABLE} WHERE stamp() = 1", "cannot execute INSERT in a read-only transaction"),
    (f"SELECT *, wipe() AS h FROM {TABLE}", "cannot execute TRUNCATE TABLE in a read-only transaction"),
    (f"SELECT *, next_id() AS n FROM {TABLE}", "cannot execute nextval() in a read-only transaction"),
    ("SELECT * FROM guard_counter", "cannot execute nextval() in a read-only transaction"),
    (f"SELECT *, flip_then_delete() AS h FROM {TABLE}", "cannot execute DELETE in a read-only transaction"),
    (f"SELECT *, local_then_delete() AS h FROM {TABLE}", "transaction read-write mode must be set before any query"),
    (f"SELECT *, session_then_delete() AS h FROM {TABLE}", "cannot execute DELETE in a read-only transaction"),
    (f"SELECT *, reset_then_delete() AS h FROM {TABLE}", "cannot execute DELETE in a read-only transaction"),
    (f"SELECT *, transaction_then_delete() AS h FROM {TABLE}",
     "transaction read-write mode must be set before any query"),
    (f"SELECT *, commit_then_delete() AS h FROM {TABLE}", "invalid transaction termination"),
    (f"SELECT *, scratch() AS h FROM {TABLE}", "cannot execute CREATE TABLE in a read-only transaction"),
]


@pytest.fixture(scope="module")
def frame():
    from dpstudio.core.io.loading import load_table

    return load_table(SAMPLE_DATA).frame


@pytest.fixture(scope="module")
def guarded(load_postgres_table, postgres_server, frame):
    """The table, and beside it the sequence, functions and view the attempts use."""
    import psycopg

    load_postgres_table(TABLE, frame)
    args = postgres_server.connect_args()
    with psycopg.connect(host=args["host"], port=args["port"], user=args["user"], password=args["password"],
                         dbname=args["database"], autocommit=True) as con:
        con.execute(SETUP)
    return TABLE


@pytest.fixture(scope="module")
def admin(postgres_server):
    """A superuser's connection that looks at everything the attempts could have changed."""
    import psycopg

    with psycopg.connect(host="127.0.0.1", port=postgres_server.port, user="postgres", dbname="hospital",
                         password=postgres_server.admin_password, autocommit=True) as con:
        yield con


def database_state(admin) -> tuple:
    return admin.execute(f"""SELECT
        (SELECT md5(string_agg(t::text, '|' ORDER BY t::text)) FROM {TABLE} t),
        (SELECT array_agg(n ORDER BY n) FROM {NOTES}),
        (SELECT (last_value, is_called)::text FROM seq1),
        (SELECT count(*) FROM pg_largeobject_metadata),
        (SELECT count(*) FROM pg_locks WHERE locktype = 'advisory'),
        (SELECT array_agg(relname::text ORDER BY relname) FROM pg_class WHERE relnamespace = 'public'::regnamespace),
        (SELECT count(*) FROM pg_db_role_setting)""").fetchone()


@pytest.fixture
def plan_path(tmp_path, frame):
    """The sample plan without randomized response (it needs rows) or a reading section (the database declares
    its types)."""
    plan = json.loads(SAMPLE_PLAN.read_text(encoding="utf-8"))
    plan["queries"] = [q for q in plan["queries"] if q["kind"] != "randomized_response"]
    plan["privacy_unit"]["max_rows"] = int(frame["patient_id"].value_counts().max())
    del plan["reading"]
    path = tmp_path / "plan.json"
    path.write_text(json.dumps(plan), encoding="utf-8")
    return path


@pytest.fixture
def cli(run_cli, guarded, postgres_env):
    return run_cli


def test_the_issues_query_exits_2_from_every_command_and_changes_nothing(cli, postgres_env, admin, plan_path,
                                                                        tmp_path):
    before = database_state(admin)
    for argv in (("check", plan_path), ("preview", plan_path), ("release", plan_path, "--out", tmp_path / "out"),
                 ("risk", "--qi", "sex,zip")):
        code, out, err = cli(*argv, "--data", postgres_env, "--query", REPRO)
        assert code == 2 and "--query may only read: it calls set_config()" in err and "Traceback" not in err, err
    assert database_state(admin) == before and not (tmp_path / "out").exists()


@pytest.mark.parametrize("query, said", SEEN_BY_THE_PARSER)
def test_an_attempt_the_parser_sees_exits_2_before_reaching_the_database(cli, postgres_env, admin, plan_path,
                                                                         query, said):
    before = database_state(admin)
    code, out, err = cli("preview", plan_path, "--data", postgres_env, "--query", query)
    assert code == 2 and "error: --query" in err and said in err and "Traceback" not in err, err
    assert database_state(admin) == before


@pytest.mark.parametrize("query, refused", SEEN_BY_THE_DATABASE)
def test_a_write_hidden_in_a_function_or_view_is_refused_by_the_read_only_transaction(cli, postgres_env, admin,
                                                                                      plan_path, query, refused,
                                                                                      tmp_path):
    before = database_state(admin)
    for argv in (("preview", plan_path), ("release", plan_path, "--out", tmp_path / "out")):
        code, out, err = cli(*argv, "--data", postgres_env, "--query", query)
        assert code == 2 and "the database refused" in err and "dpstudio only reads" in err, err
        assert refused in err and "Traceback" not in err and "something went wrong" not in err, err
    assert database_state(admin) == before and not (tmp_path / "out").exists()


def test_switching_the_session_to_read_write_leaves_the_next_transactions_read_only(cli, postgres_env, admin,
                                                                                    plan_path, tmp_path):
    """The issue's query hidden in a function: it switches the session's default off in one transaction and
    advances the sequence wherever a later one runs read-write. A whole release runs many: none is."""
    before = database_state(admin)
    source = ["--data", postgres_env, "--query", f"SELECT a.*, sneaky() AS e FROM {TABLE} a"]
    code, out, err = cli("ledger", "set-budget", *source, "--plan", plan_path, "--epsilon", 10)
    assert code == 0, err
    code, out, err = cli("release", plan_path, *source, "--out", tmp_path / "out")
    assert code == 0 and (tmp_path / "out" / "release.json").exists(), err
    assert database_state(admin) == before


def test_after_a_query_switched_the_default_off_the_same_connection_still_cannot_write(guarded, postgres_env,
                                                                                       admin, plan_path):
    import ibis
    import psycopg

    from dpstudio.core.exact.opening import SourceSpec, open_source
    from dpstudio.core.plan.release_plan import parse_plan

    before = database_state(admin)
    source = open_source(SourceSpec(postgres_env, query=f"SELECT a.*, flip() AS f FROM {TABLE} a"))
    source.prepare(parse_plan(json.loads(plan_path.read_text(encoding="utf-8"))))
    assert sum(len(batch) for batch in source.people_batches(["patient_id"])) == source.row_count()
    con = ibis.get_backend(source.table).con
    try:
        assert con.info.transaction_status == psycopg.pq.TransactionStatus.IDLE  # no transaction left open
        with con.transaction():
            shown = con.execute("SELECT current_setting('default_transaction_read_only'), "
                                "current_setting('transaction_read_only')").fetchone()
        assert shown == ("off", "on")  # the query did switch the session's default; the transaction is read-only
        with pytest.raises(psycopg.errors.ReadOnlySqlTransaction), con.transaction():
            con.execute(f"DELETE FROM {NOTES}")
        with pytest.raises(psycopg.errors.ReadOnlySqlTransaction):
            ibis.get_backend(source.table).raw_sql(f"DELETE FROM {NOTES}")  # Ibis's own way, outside a block
    finally:
        ibis.get_backend(source.table).disconnect()
    assert database_state(admin) == before


def test_the_app_and_the_python_api_open_the_database_read_only_too(guarded, postgres_env, postgres_password,
                                                                    admin, plan_path):
    """The app's File > Open database (core/exact/browse.py) reads a few rows, which calls the function; the API
    takes a URL and a view that advances a sequence. Both are refused in the user's terms."""
    import dpstudio
    from dpstudio.core.base.errors import InputError
    from dpstudio.core.exact.browse import open_database_table

    before = database_state(admin)
    with pytest.raises(InputError, match="the database refused a write: dpstudio only reads") as refused:
        open_database_table(postgres_env, postgres_password, query=f"SELECT *, harmless() AS h FROM {TABLE}")
    assert "cannot execute DELETE in a read-only transaction" in str(refused.value)
    plan = json.loads(plan_path.read_text(encoding="utf-8"))
    with pytest.raises(InputError, match="cannot execute nextval\\(\\) in a read-only transaction"):
        dpstudio.release(postgres_env, plan, table="public.guard_counter")
    assert database_state(admin) == before


@pytest.fixture(scope="module")
def reader(guarded, admin) -> str:
    """A role that may only read the table (GRANT SELECT and nothing else); its password."""
    import secrets

    from psycopg import sql

    password = secrets.token_urlsafe(12)
    admin.execute("DROP ROLE IF EXISTS guard_reader")  # a role of an earlier module run on this server has no grants
    admin.execute(sql.SQL("CREATE ROLE guard_reader LOGIN PASSWORD {}").format(sql.Literal(password)))
    admin.execute(f"GRANT SELECT ON {TABLE} TO guard_reader")
    return password


def test_check_warns_when_the_role_may_write_the_table_it_reads_and_not_when_it_may_only_read(
        cli, postgres_env, plan_path, reader, monkeypatch):
    code, out, err = cli("check", plan_path, "--data", postgres_env, "--table", f"public.{TABLE}")
    assert code == 0 and "The plan is valid" in out, err
    assert (f"warning: the role steward may change {TABLE} (it may INSERT, UPDATE, DELETE or TRUNCATE)" in err
            and "connect as a role that may only read (SELECT)" in err and "docs/engines.md" in err), err
    query = f"WITH w AS (SELECT * FROM {TABLE}) SELECT w.* FROM w JOIN {NOTES} n ON n.n = 1"
    code, out, err = cli("check", plan_path, "--data", postgres_env, "--query", query)
    assert code == 0 and f"warning: the role steward may change {TABLE}, {NOTES} (" in err, err
    monkeypatch.setenv("PGPASSWORD", reader)
    reading = postgres_env.replace("steward@", "guard_reader@")
    for source in (("--table", f"public.{TABLE}"), ("--query", f"SELECT * FROM {TABLE} WHERE sex = 'F'")):
        code, out, err = cli("check", plan_path, "--data", reading, *source)
        assert code == 0 and "The plan is valid" in out and "warning" not in err, err


def test_check_warns_when_the_role_is_a_superuser(cli, postgres_env, postgres_server, plan_path, monkeypatch):
    monkeypatch.setenv("PGPASSWORD", postgres_server.admin_password)
    url = postgres_env.replace("steward@", "postgres@")
    code, out, err = cli("check", plan_path, "--data", url, "--query", f"SELECT * FROM {TABLE}")
    assert code == 0 and "warning: the role postgres is a superuser and may change anything" in err, err


def test_checks_warning_is_said_in_the_commands_language(cli, postgres_env, postgres_server, plan_path, monkeypatch):
    """The warning is a Message: German around the role's and the tables' names, which stay as the database has
    them."""
    code, out, err = cli("check", plan_path, "--data", postgres_env, "--table", f"public.{TABLE}", "--language", "de")
    assert code == 0, err
    assert (f"Warnung: die Rolle steward darf {TABLE} ändern (sie darf INSERT, UPDATE, DELETE oder TRUNCATE "
            "ausführen)" in err and "verbinden Sie sich mit einer Rolle, die nur lesen darf (SELECT)" in err
            and f"nur SELECT ON {TABLE} gewährt" in err), err
    assert "may change" not in err and "read-only transactions" not in err
    monkeypatch.setenv("PGPASSWORD", postgres_server.admin_password)
    url = postgres_env.replace("steward@", "postgres@")
    code, out, err = cli("check", plan_path, "--data", url, "--query", f"SELECT * FROM {TABLE}", "--language", "de")
    assert code == 0 and "Warnung: die Rolle postgres ist ein Superuser und darf auf dem Server alles ändern." in err
    assert "superuser" not in err, err
