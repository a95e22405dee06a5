"""What --data, --table, --query and --engine say, checked before any database is reached."""

import pytest

from dpstudio.core.base.errors import InputError
from dpstudio.core.exact.opening import SourceSpec, check_spec, open_source, reads_in_place
from dpstudio.core.databases.db_connect import connection_error, is_database_url, parse_url
from dpstudio.core.databases.read_only import check_read_only, dialect_for

WRITING = {
    "UPDATE admissions SET cost = 0": "an UPDATE",
    "DELETE FROM admissions": "a DELETE",
    "INSERT INTO admissions (cost) VALUES (1)": "an INSERT",
    "DROP TABLE admissions": "a DROP",
    "CREATE TABLE copied AS SELECT * FROM admissions": "a CREATE",
    "TRUNCATE admissions": "a TRUNCATE",
    "COPY admissions TO '/tmp/out.csv'": "a COPY",
    "SET search_path = elsewhere": "a SET",
    "SELECT * INTO stolen FROM admissions": "SELECT INTO",
    "WITH gone AS (DELETE FROM admissions RETURNING *) SELECT * FROM gone": "a DELETE",
    "SELECT * FROM admissions FOR UPDATE": "FOR UPDATE",
    "VACUUM admissions": "a VACUUM command",
    "CALL wipe()": "a CALL command",
}


@pytest.mark.parametrize("query, what", WRITING.items())
def test_a_query_that_writes_is_refused(query, what):
    with pytest.raises(InputError, match="--query may only read") as refused:
        check_read_only(query, "postgres")
    assert what in str(refused.value) and "one SELECT" in str(refused.value)


CALLS = {  # a built-in function with effects beyond the rows, however it is written: what the refusal names
    "SELECT a.*, CASE WHEN current_setting('transaction_read_only') = 'on' THEN set_config("
    "'default_transaction_read_only', 'off', false) ELSE nextval('seq1')::text END AS e FROM admissions a":
        "set_config(), which changes the connection's settings",
    "SELECT *, pg_catalog.nextval('seq1') FROM admissions": "nextval(), which advances a sequence",
    "SELECT *, \"setval\"('seq1', 1) FROM admissions": "setval(), which sets a sequence",
    "SELECT * FROM admissions WHERE SET_CONFIG('role', 'admin', false) IS NOT NULL": "SET_CONFIG()",
    "SELECT * FROM admissions, LATERAL set_config('search_path', 'x', false) AS s": "set_config()",
    "SELECT * FROM admissions ORDER BY (SELECT pg_advisory_lock(1))": "pg_advisory_lock(), which takes",
    "SELECT count(*) FILTER (WHERE pg_try_advisory_xact_lock(7)) FROM admissions": "pg_try_advisory_xact_lock()",
    "SELECT lo_import('/etc/passwd')": "lo_import(), which reads or writes large objects",
    "SELECT lo_from_bytea(0, 'x'::bytea)": "lo_from_bytea()",
    "SELECT * FROM dblink('dbname=hospital', 'DELETE FROM admissions') AS t(n int)": "dblink(), which opens a "
                                                                                       "connection of its own",
    "SELECT query_to_xml('DELETE FROM admissions', true, false, '')": "query_to_xml(), which runs SQL given as text",
    "SELECT ts_stat('SELECT 1')": "ts_stat()",
    "SELECT pg_read_file('/etc/passwd')": "pg_read_file(), which reads the server's files",
    "SELECT pg_terminate_backend(pid) FROM pg_stat_activity": "pg_terminate_backend(), which ends another session",
    "SELECT pg_reload_conf()": "pg_reload_conf()", "SELECT pg_notify('c', 'x')": "pg_notify()",
    "(SELECT 1) UNION ALL (SELECT pg_cancel_backend(1)::int)": "pg_cancel_backend()",
}


@pytest.mark.parametrize("query, called", CALLS.items())
def test_a_query_calling_a_function_with_side_effects_is_refused(query, called):
    with pytest.raises(InputError, match="--query may only read: it calls") as refused:
        check_read_only(query, "postgres")
    assert called in str(refused.value)


@pytest.mark.parametrize("query", ["SELECT lower(diagnosis), current_setting('TimeZone'), harmless() FROM admissions",
                                   "SELECT nextval, lo, setval_note FROM admissions",  # columns, not calls
                                   "SELECT lower_inf(r), currval('seq1'), pg_sleep(0) FROM admissions"])
def test_functions_without_such_effects_and_columns_so_named_are_kept(query):
    assert check_read_only(query, "postgres") == query


@pytest.mark.parametrize("query, held", [("SELECT 1; SELECT 2", "2 statements"),
                                         ("SELECT 1; DROP TABLE admissions", "2 statements"),
                                         ("", "no statement"), (" ; ", "no statement")])
def test_anything_but_one_statement_is_refused(query, held):
    with pytest.raises(InputError, match=f"exactly one SELECT statement \\(it holds {held}\\)"):
        check_read_only(query, "postgres")


def test_bad_sql_is_refused_in_the_dialect_named():
    with pytest.raises(InputError, match="--query is not valid postgres"):
        check_read_only("SELECT 'unterminated FROM admissions", "postgres")


@pytest.mark.parametrize("query", ["SELECT * FROM admissions;", "select a, b from s.t where c in (select c from d)",
                                   "WITH w AS (SELECT * FROM admissions) SELECT * FROM w",
                                   "(SELECT * FROM a) UNION ALL (SELECT * FROM b)"])
def test_one_select_is_kept_without_its_semicolon(query):
    assert check_read_only(query, "postgres") == query.strip().rstrip(";")


def test_each_scheme_is_parsed_in_its_own_dialect():
    assert [dialect_for(s) for s in ("postgresql", "postgres", "mssql", "snowflake", "nosuchdb")] == \
        ["postgres", "postgres", "tsql", "snowflake", None]
    with pytest.raises(InputError):  # T-SQL's SELECT INTO, parsed as T-SQL
        check_read_only("SELECT * INTO #kept FROM admissions", "tsql")


@pytest.mark.parametrize("text, database", [("postgresql://steward@db:5432/hospital", True),
                                            ("mssql://me@host/db", True), ("sc://spark:15002", True),
                                            ("admissions.csv", False), ("C:\\data\\admissions.csv", False),
                                            ("file:///tmp/admissions.csv", False), ("/tmp/a.parquet", False)])
def test_a_url_names_a_database_and_a_path_a_file(text, database):
    assert is_database_url(text) is database


@pytest.mark.parametrize("url", ["postgresql://steward:Sekr3t-Pw@db:5432/hospital",
                                 "postgresql://steward@db/hospital?password=Sekr3t-Pw"])
def test_a_password_in_the_url_is_refused_and_not_repeated(url):
    with pytest.raises(InputError, match="DPSTUDIO_DB_PASSWORD") as refused:
        parse_url(url)
    assert "Sekr3t-Pw" not in str(refused.value) and "holds a password" in str(refused.value)


def test_a_connection_failure_never_shows_the_password():
    url = parse_url("postgresql://steward@db:5432/hospital")
    error = connection_error(url, RuntimeError("FATAL: password Sekr3t-Pw authentication failed"), "Sekr3t-Pw")
    assert "Sekr3t-Pw" not in str(error) and "refused the user name or password" in str(error) and \
        str(url) in str(error)
    quoted = connection_error(url, RuntimeError("SSL negotiation failed near 'Sekr3t-Pw'"), "Sekr3t-Pw")
    assert "the database said: SSL negotiation failed near '***'" in str(quoted) and "Sekr3t-Pw" not in str(quoted)


@pytest.mark.parametrize("spec, message", [
    (SourceSpec("postgresql://u@h/db"), "needs --table SCHEMA.TABLE or --query"),
    (SourceSpec("postgresql://u@h/db", table="t", query="SELECT 1"), "either --table or --query"),
    (SourceSpec("postgresql://u@h/db", table="t", engine="duckdb"), "--engine duckdb is for files"),
    (SourceSpec("admissions.csv", table="t"), "--table and --query are for a database URL"),
    (SourceSpec("admissions.csv", engine="polars"), "--engine must be one of"),
    (SourceSpec(None), "--data is needed"),
    (SourceSpec("a.parquet", spark_master="sc://spark:15002"), "--spark-master is for --engine spark"),
])
def test_options_that_do_not_fit_together_are_refused_before_connecting(spec, message):
    with pytest.raises(InputError, match=message):
        check_spec(spec)


def test_parquet_is_read_in_place_unless_pandas_is_asked_for():
    assert reads_in_place(SourceSpec("a.parquet")) and reads_in_place(SourceSpec("a.PQ", engine="duckdb"))
    assert not reads_in_place(SourceSpec("a.parquet", engine="pandas"))
    assert not reads_in_place(SourceSpec("a.csv")) and not reads_in_place(SourceSpec("a.csv", engine="duckdb"))


def test_a_refused_query_reaches_no_server():
    """Port 9 (discard) on a reserved address: had dpstudio connected, the error would say so."""
    with pytest.raises(InputError, match="--query may only read"):
        open_source(SourceSpec("postgresql://steward@192.0.2.1:9/hospital", query="DELETE FROM admissions"))


def test_the_spec_never_shows_its_password():
    assert "Sekr3t-Pw" not in repr(SourceSpec("postgresql://u@h/db", table="t", password="Sekr3t-Pw"))


def test_a_password_in_the_url_is_refused_before_any_other_message_could_show_it():
    with pytest.raises(InputError, match="holds a password") as refused:
        check_spec(SourceSpec("postgresql://steward:Sekr3t-Pw@db/hospital"))  # no --table either
    assert "Sekr3t-Pw" not in str(refused.value)


def refusal_of(query: str, **named) -> InputError:
    with pytest.raises(InputError) as refused:
        check_read_only(query, "postgres", **named)
    return refused.value


def test_a_refused_query_is_said_in_each_language():
    deleting = refusal_of("DELETE FROM admissions")
    assert deleting.said("de").startswith("--query darf nur lesen: das ist eine DELETE-Anweisung, kein SELECT. "
                                          "Geben Sie eine SELECT-Anweisung an")
    assert deleting.said("zh").startswith("--query只能读取：它是一条 DELETE 语句，而不是 SELECT")
    assert deleting.said("el").startswith("--query επιτρέπεται μόνο να διαβάζει: είναι μια εντολή DELETE, όχι SELECT")
    calling = refusal_of("SELECT set_config('role', 'admin', false)")
    assert "sie ruft die Funktion set_config() auf, die die Einstellungen der Verbindung ändert" in calling.said("de")
    assert "καλεί τη συνάρτηση set_config(), η οποία αλλάζει τις ρυθμίσεις της σύνδεσης" in calling.said("el")
    assert "(sie enthält 2 Anweisungen)" in refusal_of("SELECT 1; SELECT 2").said("de")
    assert "(sie enthält keine Anweisung)" in refusal_of(" ; ").said("de")


def test_a_window_names_the_query_in_its_own_words_and_language():
    from dpstudio.core.databases.browse import read_only_query

    with pytest.raises(InputError) as refused:
        read_only_query("DELETE FROM admissions", "postgresql")
    assert str(refused.value).startswith("the query may only read: it is a DELETE, not a SELECT.")
    assert "--query" not in str(refused.value) and "--table" not in str(refused.value)
    where, message, hint = refused.value.in_language("de")
    assert message == "die Abfrage darf nur lesen: das ist eine DELETE-Anweisung, kein SELECT"
    assert hint.startswith("Geben Sie eine SELECT-Anweisung ein") and "--" not in hint


def test_a_refused_login_is_its_own_kind_and_said_in_german():
    from dpstudio.core.databases.db_connect import LoginRefused

    url = parse_url("postgresql://steward@db:5432/hospital")
    refused = connection_error(url, RuntimeError("FATAL: password authentication failed"), None)
    assert isinstance(refused, LoginRefused)
    assert refused.said("de") == ("postgresql://steward@db:5432/hospital: die Datenbank hat den Benutzernamen oder "
                                  "das Passwort abgelehnt. Prüfen Sie den Benutzernamen in der URL und das Passwort "
                                  "in DPSTUDIO_DB_PASSWORD oder PGPASSWORD.")
    unreachable = connection_error(url, RuntimeError("connection refused"), None)
    assert not isinstance(unreachable, LoginRefused)
    assert unreachable.in_language("el")[1] == ("τίποτα δεν απαντά στο db, θύρα 5432: δεν τρέχει εκεί διακομιστής "
                                                "βάσης δεδομένων ή δεν δέχεται συνδέσεις από αυτόν τον υπολογιστή")
    odd = connection_error(url, RuntimeError("received invalid response to SSL negotiation: H"), None)
    assert odd.in_language("el")[1] == ("δεν είναι δυνατή η σύνδεση με τη βάση δεδομένων· η βάση δεδομένων ανέφερε: "
                                        "received invalid response to SSL negotiation: H")
