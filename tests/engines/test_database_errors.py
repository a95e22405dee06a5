"""A database's failures told in the steward's language, on a real PostgreSQL server (issue 32).

The driver's own English cannot be translated: a failure dpstudio knows (a refused login, no password, no such
database, host or table, a refused or unanswered connection, a missing column, a role that may not read) is a
whole message of dpstudio's; any other is quoted inside a sentence of dpstudio's ("die Datenbank meldete: ...").
The servers that do not answer, or answer nonsense, are real sockets on this machine."""
import os
import socket
import threading

import pytest

from tests.engines.test_database_cli import TABLE, frame, plan_dict, plan_path, run_at_a_terminal, table  # noqa: F401


@pytest.fixture
def cli(run_cli, table, postgres_env):  # noqa: F811 - the fixtures imported above
    return run_cli


def check(cli, plan_path, url, *source):  # noqa: F811
    code, out, err = cli("check", plan_path, "--data", url, *(source or ("--table", TABLE)), "--language", "de")
    return code, err


def nowhere_port() -> int:
    with socket.socket() as probe:
        probe.bind(("127.0.0.1", 0))
        return probe.getsockname()[1]


@pytest.fixture
def listener():
    """listener(reply) -> the port of a server on this machine that accepts a connection and then says `reply`
    (None: nothing, ever)."""
    sockets = []

    def start(reply: bytes | None) -> int:
        server = socket.socket()
        server.bind(("127.0.0.1", 0))
        server.listen(4)
        sockets.append(server)

        def serve():
            while True:
                try:
                    connection, _ = server.accept()
                except OSError:
                    return
                sockets.append(connection)
                if reply is not None:
                    connection.recv(1024)
                    connection.sendall(reply)
        threading.Thread(target=serve, daemon=True).start()
        return server.getsockname()[1]
    yield start
    for opened in sockets:
        opened.close()


def test_a_wrong_password_is_refused_in_german_words_of_dpstudios(cli, postgres_env, plan_path, monkeypatch):  # noqa: F811
    monkeypatch.setenv("DPSTUDIO_DB_PASSWORD", "Wrong-Pw-4f9c1e")
    code, err = check(cli, plan_path, postgres_env)
    assert code == 2 and err == (f"Fehler: {postgres_env}: die Datenbank hat den Benutzernamen oder das Passwort "
                                 "abgelehnt. Prüfen Sie den Benutzernamen in der URL und das Passwort in "
                                 "DPSTUDIO_DB_PASSWORD oder PGPASSWORD.\n"), err


def test_no_password_and_no_terminal_says_where_to_set_it(cli, postgres_env, plan_path, monkeypatch):  # noqa: F811
    monkeypatch.delenv("PGPASSWORD")
    monkeypatch.delenv("DPSTUDIO_DB_PASSWORD", raising=False)
    code, err = check(cli, plan_path, postgres_env)
    assert code == 2 and "die Datenbank verlangt ein Passwort, und keines wurde angegeben" in err, err
    assert "DPSTUDIO_DB_PASSWORD oder PGPASSWORD" in err and "supplied" not in err


def test_a_missing_database_is_named(cli, postgres_env, plan_path):  # noqa: F811
    url = postgres_env.replace("/hospital", "/hospitl")
    code, err = check(cli, plan_path, url)
    assert code == 2 and "der Server hat keine Datenbank hospitl." in err and "does not exist" not in err, err


def test_a_host_that_does_not_exist_is_named(cli, plan_path):  # noqa: F811
    code, err = check(cli, plan_path, "postgresql://steward@no-such-host.invalid:5432/hospital")
    assert code == 2 and "es wurde kein Rechner namens no-such-host.invalid gefunden." in err, err
    assert "resolve" not in err and "Prüfen Sie den Rechnernamen in der URL" in err


def test_a_port_where_nothing_listens_is_told(cli, plan_path):  # noqa: F811
    port = nowhere_port()
    code, err = check(cli, plan_path, f"postgresql://steward@127.0.0.1:{port}/hospital")
    assert code == 2 and (f"unter 127.0.0.1, Port {port} antwortet nichts: dort läuft kein Datenbankserver" in err
                          and "Connection refused" not in err), err


def test_a_server_that_never_answers_is_given_up_in_time(cli, plan_path, listener):  # noqa: F811
    port = listener(None)
    code, err = check(cli, plan_path, f"postgresql://steward@127.0.0.1:{port}/hospital?connect_timeout=1")
    assert code == 2 and f"127.0.0.1, Port {port} hat nicht rechtzeitig geantwortet." in err, err
    assert "expired" not in err


def test_an_unknown_failure_is_quoted_inside_dpstudios_sentence(cli, plan_path, listener):  # noqa: F811
    port = listener(b"HTTP/1.1 400 Bad Request\r\n\r\n")
    code, err = check(cli, plan_path, f"postgresql://steward@127.0.0.1:{port}/hospital")
    assert code == 2 and "keine Verbindung zur Datenbank möglich; die Datenbank meldete: " in err, err
    assert "invalid response to SSL negotiation" in err  # the driver's words, quoted


def test_a_query_reading_a_missing_table_or_column_is_told_whole(cli, postgres_env, plan_path):  # noqa: F811
    code, err = check(cli, plan_path, postgres_env, "--query", "SELECT * FROM admisions")
    assert code == 2 and ("--query liest admisions, eine Tabelle oder Sicht, die die Datenbank nicht hat" in err
                          and "does not exist" not in err), err
    code, err = check(cli, plan_path, postgres_env, "--query", f"SELECT agee FROM {TABLE}")
    assert code == 2 and "--query nennt eine Spalte agee, die ihre Tabellen nicht haben" in err, err
    assert "does not exist" not in err


@pytest.fixture(scope="module")
def outsider(table, postgres_server):  # noqa: F811
    """A role that may log in and nothing more (no SELECT on the table); its password."""
    import psycopg
    from psycopg import sql

    with psycopg.connect(host="127.0.0.1", port=postgres_server.port, user="postgres", dbname="hospital",
                         password=postgres_server.admin_password, autocommit=True) as admin:
        admin.execute("DROP ROLE IF EXISTS outsider")
        admin.execute(sql.SQL("CREATE ROLE outsider LOGIN PASSWORD {}").format(sql.Literal("outsider-pw")))
    return "outsider-pw"


def test_a_role_that_may_not_read_the_table_is_told_so_not_as_a_bug(cli, postgres_env, plan_path, outsider,  # noqa: F811
                                                                     monkeypatch):
    monkeypatch.setenv("PGPASSWORD", outsider)
    url = postgres_env.replace("steward@", "outsider@")
    code, err = check(cli, plan_path, url)
    assert code == 2 and ("die Rolle, mit der Sie sich verbinden, darf " in err and "nicht lesen" in err
                          and "SELECT auf die Tabelle" in err and "permission denied" not in err), err
    code, err = check(cli, plan_path, url, "--query", f"SELECT * FROM {TABLE}")
    assert code == 2 and "darf nicht lesen, was --query liest" in err and "permission denied" not in err, err


def test_the_password_is_asked_for_in_the_commands_language(table, postgres_url, postgres_password, plan_path):  # noqa: F811
    env = {key: value for key, value in os.environ.items() if key not in ("PGPASSWORD", "DPSTUDIO_DB_PASSWORD")}
    code, shown = run_at_a_terminal(("check", plan_path, "--data", postgres_url, "--table", TABLE, "--language", "de"),
                                    postgres_password, env, prompt="Passwort für")
    assert code == 0 and f"Passwort für {postgres_url}: " in shown and "Der Plan ist gültig" in shown, shown
    assert postgres_password not in shown and "Password for" not in shown
