"""The Release page over a database table (a real throwaway PostgreSQL server): the ledger is checked on a
worker while the window stays usable, and Cancel stops a release before the ledger is charged, stopping the
statement the server runs for it at once (server_cancel.py).

To hold the worker at a known point without timing anything, another session locks the table: every
read of it waits until the test lets go (a timer lets go after a minute whatever happens, so that code
still reading on the GUI thread fails the test instead of hanging it)."""
import threading
from contextlib import contextmanager

import numpy as np
import pandas as pd
import pytest
from PySide6.QtWidgets import QApplication, QMessageBox, QPushButton

from dpstudio.core.pipeline import release_steps
from dpstudio.core.base.errors import Cancelled
from dpstudio.core.ledger.book import Ledger
from dpstudio.core.output.output_claim import staging_folder
from dpstudio.core.plan import edits
from dpstudio.gui.ledger_status import CHECKING
from dpstudio.gui.pages.release_page import CANCELLED
from tests.engines.conftest import (load_postgres_table, postgres_con, postgres_password,  # noqa: F401 - fixtures
                                    postgres_server, postgres_url)
from tests.gui.conftest import by_name, ledger_status
from tests.gui.test_database_gui import open_database_table


@pytest.fixture(scope="module")
def visits(load_postgres_table):  # noqa: F811 - the fixture imported above
    """public.visits: 30 rows of 10 patients."""
    frame = pd.DataFrame({"patient_id": [f"V{i % 10:02d}" for i in range(30)],
                          "ward": [["cardio", "neuro"][i % 2] for i in range(30)],
                          "length_of_stay": (np.arange(30) % 5).astype(float)})
    load_postgres_table("visits", frame)
    return frame


@contextmanager
def table_locked(server, name: str):
    """`name` locked by another session until the yielded `let_go()` (or the block's end)."""
    import psycopg
    from psycopg import sql

    args = server.connect_args()
    connection = psycopg.connect(host=args["host"], port=args["port"], user=args["user"],
                                 password=args["password"], dbname=args["database"])
    connection.execute(sql.SQL("LOCK TABLE {} IN ACCESS EXCLUSIVE MODE").format(sql.Identifier(name)))
    once = threading.Lock()

    def let_go():
        with once:
            if not connection.closed:
                connection.rollback()
                connection.close()
    timer = threading.Timer(60, let_go)
    timer.start()
    try:
        yield let_go
    finally:
        timer.cancel()
        let_go()


def waiting_dpstudio_statements(server) -> list:
    """What dpstudio's connections are running on the server now."""
    import psycopg

    args = server.connect_args()
    with psycopg.connect(host=args["host"], port=args["port"], user=args["user"], password=args["password"],
                         dbname=args["database"], autocommit=True) as watcher:
        return watcher.execute("SELECT query FROM pg_stat_activity WHERE application_name = 'dpstudio' "
                               "AND state = 'active'").fetchall()


def open_visits(qtbot, window, url, password, tmp_path):
    """The table open, a plan over it, a ledger chosen and its check ended."""
    open_database_table(qtbot, window, url, password, "public.visits")

    def plan(doc):
        doc = edits.with_budget(edits.with_privacy_unit(doc, "patient_id", 3), epsilon=1.0)
        return edits.with_queries(doc, [{"id": "visits", "kind": "count", "epsilon": 1.0}])
    window.project.edit_plan("Plan", plan)
    ledger = tmp_path / "ledger.sqlite"
    window.choose_ledger(str(ledger))
    ledger_status(qtbot, window)
    return ledger


def test_the_ledger_is_checked_on_a_worker_while_the_window_stays_usable(
        qtbot, window, visits, postgres_server, postgres_url, postgres_password, tmp_path):  # noqa: F811
    open_visits(qtbot, window, postgres_url, postgres_password, tmp_path)
    page = window.release_page
    with table_locked(postgres_server, "visits") as let_go:
        window.choose_ledger(str(tmp_path / "other.sqlite"))  # returns while the people cannot be read yet
        assert page.ledger_label.text() == CHECKING
        window.steps.setCurrentRow(4)
        QApplication.processEvents()  # the GUI thread goes on; the worker still waits for the table
        assert page.ledger_runner.running and page.ledger_label.text() == CHECKING
        assert not by_name(window, QPushButton, "Set lifetime budget").isEnabled()
        let_go()
        status = ledger_status(qtbot, window)
    assert "new to the ledger" in status and "No lifetime budget" in status
    assert by_name(window, QPushButton, "Set lifetime budget").isEnabled()
    page.set_lifetime_budget(2)  # the match the worker found is the one the budget is set for
    assert "2 left" in ledger_status(qtbot, window)


def test_cancel_stops_a_database_release_before_the_charge(
        qtbot, window, visits, postgres_server, postgres_url, postgres_password, tmp_path):  # noqa: F811
    ledger = open_visits(qtbot, window, postgres_url, postgres_password, tmp_path)
    window.steps.setCurrentRow(4)
    page = window.release_page
    page.set_lifetime_budget(3)
    ledger_status(qtbot, window)
    with Ledger(ledger) as book:
        before = [(r.kind, r.data) for r in book.records()]
    out = tmp_path / "release"
    page.folder.setText(str(out))
    with table_locked(postgres_server, "visits"):
        page.export(confirmed=True)  # the worker waits to read the table: it cannot reach the charge
        # the bar says which step waits for the database (the table's columns, read under the lock)
        qtbot.waitUntil(lambda: page.task_progress.label.text() == str(release_steps.CHECKING) + "…")
        cancel = by_name(window, QPushButton, "Cancel releasing")
        assert cancel.isVisible() and cancel.isEnabled()
        cancel.click()
        assert page.runner.running and not cancel.isEnabled()  # it waits to hear how the release ended
        assert page.task_progress.label.text() == "Cancelling…"
        # the table stays locked: the statement waiting for it is cancelled on the server, not left to wait
        with qtbot.waitSignal(page.runner.failed, timeout=15000) as ended:
            pass
        assert waiting_dpstudio_statements(postgres_server) == []
    assert isinstance(ended.args[0], Cancelled)
    assert page.result.toPlainText() == CANCELLED and not page.task_progress.isVisible()
    assert not [b for b in window.findChildren(QMessageBox) if b.isVisible()]  # no error: the steward asked
    assert not out.exists() and not staging_folder(out).exists()
    with Ledger(ledger) as book:
        assert [(r.kind, r.data) for r in book.records()] == before
        assert [r for r in book.records() if r.kind == "release"] == []
    assert page.export_button.isEnabled()
