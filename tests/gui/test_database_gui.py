"""File → Open database… against a real throwaway PostgreSQL 15 server (tests/engines/conftest.py):
open a table through the dialog, see its columns, kinds and a few rows, preview, release, and keep the
password out of every saved file."""
import json
from dataclasses import replace

import numpy as np
import pandas as pd
import pytest
from PySide6.QtWidgets import QApplication, QLineEdit, QListWidget, QPushButton, QSpinBox, QTableView

from dpstudio.core.databases.db_connect import DEFAULT_TIMEOUT_SECONDS
from dpstudio.core.ledger.book import Ledger
from dpstudio.core.plan import edits
from dpstudio.gui.database_dialog import DatabaseDialog
from dpstudio.gui.project_state import with_declared_categories
from tests.engines.conftest import (load_postgres_table, postgres_con, postgres_password,  # noqa: F401 - fixtures
                                    postgres_server, postgres_url)
from tests.gui.conftest import by_name

ROWS = 60


@pytest.fixture(scope="module")
def admissions(load_postgres_table):  # noqa: F811 - the fixture imported above
    """public.admissions: 60 rows of 40 patients (some with two admissions)."""
    patients = [f"P{i % 40:03d}" for i in range(ROWS)]
    frame = pd.DataFrame({"patient_id": patients, "age": np.arange(ROWS) % 90,
                          "sex": ["F" if i % 3 else "M" for i in range(ROWS)],
                          "ward": [["cardio", "neuro", "onco"][i % 3] for i in range(ROWS)],
                          "length_of_stay": (np.arange(ROWS) % 7).astype(float)})
    load_postgres_table("admissions", frame)
    return frame


def dialog_for(qtbot, window, url, password):
    dialog = window.open_database_dialog()
    by_name(dialog, QLineEdit, "Database URL").setText(url)
    by_name(dialog, QLineEdit, "Password").setText(password)
    return dialog


def open_admissions(qtbot, window, url, password, minutes=None):
    return open_database_table(qtbot, window, url, password, "public.admissions", minutes)


def open_database_table(qtbot, window, url, password, name, minutes=None):
    dialog = dialog_for(qtbot, window, url, password)
    assert by_name(dialog, QSpinBox, "Time limit").value() == 30  # minutes: the documented default
    if minutes is not None:
        by_name(dialog, QSpinBox, "Time limit").setValue(minutes)
    with qtbot.waitSignal(dialog.runner.done, timeout=60000):
        by_name(dialog, QPushButton, "Test connection").click()
    tables = by_name(dialog, QListWidget, "Tables")
    names = [tables.item(i).text() for i in range(tables.count())]
    assert name in names
    tables.setCurrentRow(names.index(name))
    with qtbot.waitSignal(dialog.opened, timeout=60000):
        by_name(dialog, QPushButton, "Open database table").click()
    return dialog


def test_a_table_opened_through_the_dialog_shows_its_columns_kinds_and_a_sample(
        qtbot, window, admissions, postgres_url, postgres_password):  # noqa: F811
    dialog = open_admissions(qtbot, window, postgres_url, postgres_password)
    assert dialog.password.echoMode() == QLineEdit.Password and dialog.password.text() == ""
    project = window.project
    assert project.is_database and project.table.rows == ROWS and project.table.engine == "postgres"
    assert project.column_kinds() == {"patient_id": "text", "age": "number", "sex": "text", "ward": "text",
                                      "length_of_stay": "number"}
    model = window.columns_page.model
    assert [model.column_type(name) for name in project.column_names] == ["text", "number", "text", "text", "number"]
    sample = by_name(window, QTableView, "Sample rows")
    assert sample.model().rowCount() == 20 and sample.model().columnCount() == 5
    assert not by_name(window, QPushButton, "Take categories from data").isEnabled()
    info = window.data_page.info.text()
    assert postgres_url in info and "public.admissions" in info and f"{ROWS:,} rows" in info
    assert postgres_password not in info
    assert project.suggestions["patient_id"].role.value == "identifier"  # from the header alone


def test_preview_and_release_run_in_the_database_and_charge_the_ledger_once(
        qtbot, window, admissions, postgres_url, postgres_password, tmp_path):  # noqa: F811
    open_admissions(qtbot, window, postgres_url, postgres_password)
    queries = [{"id": "admissions", "kind": "count", "epsilon": 0.5, "of": "rows"},
               {"id": "by_ward", "kind": "histogram", "column": "ward", "epsilon": 0.5, "of": "rows"}]

    def plan(snapshot):
        doc = edits.with_budget(edits.with_privacy_unit(snapshot.document, "patient_id", 2), epsilon=1.0)
        snapshot = replace(snapshot, document=edits.with_queries(doc, queries))
        return with_declared_categories(snapshot, "ward", ["cardio", "neuro", "onco"],
                                        snapshot.declared["ward"].from_data)
    with qtbot.waitSignal(window.preview_page.runner.done, timeout=60000):
        window.project.edit_snapshot("Plan", plan)
    session = window.preview_page.session
    assert window.preview_page.table.rowCount() == 2
    count, by_ward = session.answers.values()
    assert count.value == ROWS and session.people == 40  # every patient has at most 2 rows: none cut
    assert [int(n) for n in by_ward.value][:3] == [20, 20, 20]

    ledger = tmp_path / "ledger.sqlite"
    window.choose_ledger(str(ledger))
    window.release_page.set_lifetime_budget(3)
    out = tmp_path / "release"
    window.release_page.folder.setText(str(out))
    with qtbot.waitSignal(window.release_page.runner.done, timeout=120000):
        window.release_page.export(confirmed=True)
    release = json.loads((out / "release.json").read_text(encoding="utf-8"))
    assert [q["id"] for q in release["queries"]] == ["admissions", "by_ward"]
    with Ledger(ledger) as book:
        charges = [r for r in book.records() if r.kind == "release"]
    assert len(charges) == 1 and postgres_password not in ledger.read_bytes().decode("latin-1")
    for path in out.iterdir():
        assert postgres_password.encode() not in path.read_bytes(), path.name


def test_every_interactive_widget_of_the_dialog_and_the_database_pages_has_an_accessible_name(
        qtbot, window, admissions, postgres_url, postgres_password):  # noqa: F811
    from PySide6.QtWidgets import (QAbstractButton, QAbstractItemView, QAbstractSpinBox, QComboBox, QHeaderView,
                                   QPlainTextEdit, QSlider)

    dialog = open_admissions(qtbot, window, postgres_url, postgres_password)
    kinds = (QAbstractButton, QLineEdit, QPlainTextEdit, QComboBox, QAbstractSpinBox, QAbstractItemView, QSlider)
    for root in (dialog, window):
        unnamed = [f"{type(w).__name__} {w.objectName()!r}" for kind in kinds for w in root.findChildren(kind)
                   if not w.accessibleName() and w.isVisibleTo(root) and not w.objectName().startswith("qt_")
                   and not isinstance(w, QHeaderView)]
        assert unnamed == []


def test_a_wrong_password_is_told_plainly_and_not_shown(qtbot, window, admissions, postgres_url):  # noqa: F811
    dialog = dialog_for(qtbot, window, postgres_url, "not-the-password-42")
    with qtbot.waitSignal(dialog.runner.failed, timeout=60000):
        by_name(dialog, QPushButton, "Test connection").click()
    text = dialog.status.text()
    assert "refused the user name or password" in text and "Check the user name in the URL and the password." in text
    assert "authentication failed" not in text  # the driver's English: the whole message is dpstudio's
    assert "not-the-password-42" not in text and "Traceback" not in text
    assert window.project.table is None


@pytest.fixture
def speaking(window, monkeypatch):
    """speaking(language): the app in `language` for this test, back in English after it (pass or fail)."""
    monkeypatch.delenv("DPSTUDIO_LANGUAGE")  # the tests' English would decide otherwise
    yield lambda language: window.language_actions[language].trigger()
    window.language_actions["en"].trigger()


def nowhere_url() -> str:
    """A PostgreSQL URL on a local port where nothing listens (bound, then let go)."""
    import socket

    with socket.socket() as probe:
        probe.bind(("127.0.0.1", 0))
        port = probe.getsockname()[1]
    return f"postgresql://steward@127.0.0.1:{port}/hospital"


def failed_test(qtbot, dialog) -> str:
    with qtbot.waitSignal(dialog.runner.failed, timeout=60000):
        by_name(dialog, QPushButton, "Test connection").click()
    return dialog.status.text()


def test_a_server_that_is_not_there_is_told_in_german(qtbot, window, speaking):
    speaking("de")
    url = nowhere_url()
    text = failed_test(qtbot, dialog_for(qtbot, window, url, "irrelevant"))
    port = url.split(":")[2].split("/")[0]
    assert text == (f"{url}: Unter 127.0.0.1, Port {port} antwortet nichts: dort läuft kein Datenbankserver, oder er "
                    "nimmt keine Verbindungen von diesem Computer an.\nPrüfen Sie Host und Port in der URL, und ob der "
                    "Server läuft.")
    assert "refused" not in text and "Check the host" not in text


def test_a_wrong_password_is_told_in_german(qtbot, window, admissions, postgres_url, speaking):  # noqa: F811
    speaking("de")
    text = failed_test(qtbot, dialog_for(qtbot, window, postgres_url, "not-the-password-42"))
    assert text.startswith(f"{postgres_url}: Die Datenbank hat den Benutzernamen oder das Passwort abgelehnt.\n")
    assert text.endswith("\nPrüfen Sie den Benutzernamen in der URL und das Passwort.")  # the field, not $PGPASSWORD
    assert "not-the-password-42" not in text and "refused" not in text


def test_a_query_that_writes_is_refused_in_chinese(qtbot, window, postgres_url, speaking):  # noqa: F811
    speaking("zh")
    dialog = dialog_for(qtbot, window, postgres_url, "irrelevant")
    dialog.query.setPlainText("DELETE FROM admissions")
    with qtbot.waitSignal(dialog.runner.failed, timeout=60000):
        by_name(dialog, QPushButton, "Open database table").click()
    assert dialog.status.text() == ("查询只能读取：它是一条 DELETE 语句，而不是 SELECT。\n"
                                    "请输入一条读取要发布的数据行的 SELECT 语句，或选择一个表。")


def test_a_query_that_writes_is_refused_with_the_cores_message(qtbot, window, postgres_url, postgres_password):  # noqa: F811
    dialog = dialog_for(qtbot, window, postgres_url, postgres_password)
    dialog.query.setPlainText("DELETE FROM admissions")
    with qtbot.waitSignal(dialog.runner.failed, timeout=60000):
        by_name(dialog, QPushButton, "Open database table").click()
    assert dialog.status.text().startswith("The query may only read: it is a DELETE, not a SELECT.")
    assert "--query" not in dialog.status.text()


def statement_timeout(table) -> str:
    with table.source.table._find_backend().con.cursor() as cursor:
        cursor.execute("SHOW statement_timeout")
        return cursor.fetchone()[0]


def test_the_password_is_in_no_saved_file_and_reopening_asks_for_it_and_keeps_the_time_limit(
        qtbot, window, admissions, postgres_url, postgres_password, tmp_path):  # noqa: F811
    open_admissions(qtbot, window, postgres_url, postgres_password, minutes=2)
    assert statement_timeout(window.project.table) == "2min"
    window.project.edit_plan("Unit", lambda doc: edits.with_privacy_unit(doc, "patient_id"))
    saved = tmp_path / "db.dpstudio.json"
    window.project.save(saved)
    window.close()  # writes the settings
    window.settings.sync()
    texts = {path.name: path.read_text(encoding="utf-8", errors="replace") for path in tmp_path.rglob("*")
             if path.is_file()}
    assert "settings.ini" in texts and saved.name in texts
    assert not [name for name, text in texts.items() if postgres_password in text]
    data = json.loads(saved.read_text(encoding="utf-8"))["data"]["database"]
    assert data == {"url": postgres_url, "table": "public.admissions", "query": None, "engine": "postgres",
                    "timeout": 120.0}

    from PySide6.QtCore import QSettings

    from dpstudio.gui.main_window import MainWindow

    again = MainWindow(QSettings(str(tmp_path / "settings.ini"), QSettings.IniFormat))
    qtbot.addWidget(again)
    again.open_project(saved)
    dialog = again.database_dialog
    assert dialog.url.text() == postgres_url and dialog.password.text() == ""
    assert by_name(dialog, QSpinBox, "Time limit").value() == 2
    dialog.password.setText(postgres_password)
    with qtbot.waitSignal(dialog.runner.done, timeout=60000):
        dialog.test_connection()
    assert dialog.chosen_table() == "public.admissions"
    with qtbot.waitSignal(dialog.opened, timeout=60000):
        dialog.open_table()
    assert again.project.state.person_column == "patient_id" and again.project.path == saved
    assert statement_timeout(again.project.table) == "2min"


def test_cancel_stops_waiting_for_a_slow_query(qtbot, window, admissions, postgres_url, postgres_password):  # noqa: F811
    dialog = dialog_for(qtbot, window, postgres_url, postgres_password)
    dialog.query.setPlainText("SELECT a.* FROM admissions a CROSS JOIN LATERAL (SELECT pg_sleep(0.05)) s")
    opened = []
    dialog.opened.connect(opened.append)
    by_name(dialog, QPushButton, "Open database table").click()
    assert dialog.runner.running and by_name(dialog, QPushButton, "Cancel database task").isVisible()
    by_name(dialog, QPushButton, "Cancel database task").click()
    assert dialog.status.text() == "Cancelled. Nothing was opened."
    assert by_name(dialog, QPushButton, "Open database table").isEnabled()
    assert dialog.runner.wait(120000)  # the query ran on; its result is dropped
    QApplication.processEvents()  # the finished task's signal reaches the GUI thread
    assert opened == [] and window.project.table is None and dialog.isVisible()


def test_the_risk_panel_reads_a_database_tables_class_sizes(qtbot, window, admissions, postgres_url,
                                                            postgres_password):  # noqa: F811
    from dpstudio.core.plan.roles import ColumnRole
    from dpstudio.core.risk.reidentification import assess_risk

    open_admissions(qtbot, window, postgres_url, postgres_password)

    def roles(doc):
        doc = edits.with_role(doc, "age", ColumnRole.QUASI_IDENTIFIER)
        doc = edits.with_role(doc, "sex", ColumnRole.QUASI_IDENTIFIER)
        return edits.with_role(doc, "ward", ColumnRole.SENSITIVE)
    window.project.edit_plan("Roles", roles)
    panel = window.columns_page.risk
    with qtbot.waitSignal(panel.runner.done, timeout=60000):
        panel.recompute()
    expected = assess_risk(admissions, ["age", "sex"], ["ward"])
    assert (panel.summary.k, panel.summary.unique_records, panel.summary.records) == \
        (expected.k, expected.unique_records, expected.records)
    assert f"<b>{expected.unique_records:,}</b> of {ROWS:,} records" in panel.figures.text()


def test_a_query_is_named_in_the_apps_language_in_the_title_and_in_english_in_the_ledger(
        qtbot, window, admissions, postgres_url, postgres_password, speaking):  # noqa: F811
    speaking("de")
    dialog = dialog_for(qtbot, window, postgres_url, postgres_password)
    dialog.query.setPlainText("SELECT * FROM admissions")
    with qtbot.waitSignal(dialog.opened, timeout=60000):
        by_name(dialog, QPushButton, "Open database table").click()
    assert window.windowTitle() == "dpstudio — eine Abfrage auf hospital"
    assert window.project.table_name == "a query on hospital"  # what the ledger records
    speaking("el")
    assert window.windowTitle() == "dpstudio — ένα ερώτημα στη βάση hospital"


def test_a_syntax_error_in_the_query_is_told_in_the_servers_words(qtbot, window, postgres_url, postgres_password):  # noqa: F811
    """Not "an ALIAS" (issue 44): PostgreSQL only parses the query and says what is wrong with it."""
    dialog = dialog_for(qtbot, window, postgres_url, postgres_password)
    dialog.query.setPlainText("foo bar")
    with qtbot.waitSignal(dialog.runner.failed, timeout=60000):
        by_name(dialog, QPushButton, "Open database table").click()
    assert ('The query is not valid SQL: it has a syntax error; the database said: syntax error at or near "foo".'
            in dialog.status.text()), dialog.status.text()
    assert "ALIAS" not in dialog.status.text() and "--query" not in dialog.status.text()


@pytest.mark.parametrize("timeout", [float("inf"), float("nan"), -5, 0, "ten"])
def test_a_projects_unusable_time_limit_opens_the_dialog_with_the_default(qtbot, timeout):
    """A project file's "timeout": Infinity crashed the database window (OverflowError)."""
    dialog = DatabaseDialog(None, "postgresql://u@127.0.0.1/db", None, None, timeout)
    qtbot.addWidget(dialog)
    assert dialog.timeout() == round(DEFAULT_TIMEOUT_SECONDS / 60) * 60
