"""The steward's Cancel stops the statement the engine is running, not only dpstudio's side (issue 33, part 1).

On a real PostgreSQL a release whose statement sleeps is cancelled: it ends within seconds as Cancelled,
the server runs nothing of it afterwards, nothing is charged or written, and the connection still answers.
DuckDB's and Spark's running statements are stopped the same way (server_cancel.py)."""
import threading
import time

import pytest

from dpstudio.core.base.errors import Cancelled
from dpstudio.core.exact.browse import database_source
from dpstudio.core.databases.server_cancel import engine_of, stopped_on_cancel
from dpstudio.core.ledger.book import Ledger
from dpstudio.core.plan.release_plan import parse_plan
from dpstudio.core.base.progress import check_cancel
from dpstudio.core.pipeline.publish import publish
from tests.engines.test_database_cli import TABLE, frame, plan_dict, table  # noqa: F401 - fixtures
from tests.engines.test_database_time_limit import sleepers

SLEEPING = f"SELECT a.* FROM {TABLE} a, pg_sleep(60) s"


def cancelled_when(started, work, most_seconds: float = 10):
    """Run `work(cancel)` on a thread, set `cancel` once `started()` holds; (what it raised, seconds from the
    cancel to its end)."""
    cancel, ended = threading.Event(), {}

    def run():
        try:
            ended["result"] = work(cancel)
        except BaseException as error:  # noqa: BLE001 - what the work ended with is the test's to judge
            ended["error"] = error
    worker = threading.Thread(target=run, daemon=True)
    worker.start()
    deadline = time.monotonic() + 60
    while not started():
        assert worker.is_alive() and time.monotonic() < deadline, f"the statement never started: {ended}"
        time.sleep(0.1)
    cancel.set()
    at = time.monotonic()
    worker.join(most_seconds)
    assert not worker.is_alive(), f"still running {most_seconds} s after Cancel"
    return ended.get("error"), time.monotonic() - at


def sleeping_source(postgres_url, postgres_password):
    return database_source(postgres_url, postgres_password, None, SLEEPING)


def test_cancel_stops_the_exact_answers_statement_on_postgresql(postgres_server, postgres_url, postgres_password,
                                                                 table, plan_dict):  # noqa: F811
    source = sleeping_source(postgres_url, postgres_password)
    plan = parse_plan(plan_dict)
    error, seconds = cancelled_when(lambda: sleepers(postgres_server),
                                    lambda cancel: source.prepare(plan, cancel=cancel))
    assert isinstance(error, Cancelled) and seconds < 5, (error, seconds)
    assert sleepers(postgres_server) == []  # gone at once, not at the 60 s sleep's end
    with engine_of(source).raw_sql("SELECT 41 + 1") as cursor:  # the connection answers after the cancel
        assert cursor.fetchone() == (42,)


def test_cancel_during_a_release_charges_and_writes_nothing(postgres_server, postgres_url, tmp_path,
                                                            postgres_password, table, plan_dict):  # noqa: F811
    source = sleeping_source(postgres_url, postgres_password)
    ledger_path, out = tmp_path / "ledger.sqlite", tmp_path / "release"

    def release(cancel):
        with Ledger(ledger_path) as ledger:
            return publish(source, plan_dict, None, out, ledger, cancel=cancel)
    error, seconds = cancelled_when(lambda: sleepers(postgres_server), release)
    assert isinstance(error, Cancelled) and seconds < 5, (error, seconds)
    assert sleepers(postgres_server) == []
    assert not out.exists() and list(tmp_path.glob(".release*")) == []
    with Ledger(ledger_path) as ledger:
        assert [r for r in ledger.records() if r.kind == "release"] == []


def test_a_cancel_that_comes_after_the_statement_leaves_the_block_and_connection_as_they_were(
        postgres_url, postgres_password, table):  # noqa: F811
    """The block's answer stands (the caller's next check_cancel decides), and the stop the server got while
    idle cancels nothing later."""
    source = database_source(postgres_url, postgres_password, TABLE, None)
    cancel = threading.Event()
    with stopped_on_cancel(engine_of(source), cancel):
        rows = source.row_count()
        cancel.set()
        time.sleep(0.3)  # the watch sees it and asks the server to stop: nothing runs
    assert rows > 0 and source.row_count() == rows
    with pytest.raises(Cancelled):
        check_cancel(cancel)


def test_cancel_interrupts_a_running_duckdb_statement():
    import ibis

    con = ibis.duckdb.connect()
    started = threading.Event()

    def count(cancel):
        with stopped_on_cancel(con, cancel):
            started.set()
            return con.raw_sql("SELECT count(*) FROM range(1000000000000) t(i) WHERE i % 7 = 3").fetchall()
    error, seconds = cancelled_when(started.is_set, count)
    assert isinstance(error, Cancelled) and seconds < 5, (error, seconds)
    assert con.raw_sql("SELECT 41 + 1").fetchall() == [(42,)]


def test_cancel_stops_a_running_spark_job(spark_con, spark_session):
    tracker = spark_session.sparkContext.statusTracker()

    def total(cancel):
        with stopped_on_cancel(spark_con, cancel):
            return spark_con.sql("SELECT sum(id % 13) AS s FROM range(1000000000000)").to_pyarrow()
    error, seconds = cancelled_when(lambda: bool(tracker.getActiveJobsIds()), total, most_seconds=30)
    assert isinstance(error, Cancelled) and seconds < 20, (error, seconds)
    assert spark_con.sql("SELECT 41 + 1 AS x").to_pyarrow().to_pylist() == [{"x": 42}]


def test_without_a_cancel_token_nothing_watches(postgres_url, postgres_password, table):  # noqa: F811
    source = database_source(postgres_url, postgres_password, TABLE, None)
    before = threading.active_count()
    with stopped_on_cancel(engine_of(source), None):
        assert threading.active_count() == before
        assert source.row_count() > 0
