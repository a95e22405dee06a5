"""--engine spark's failures told before Spark starts (issue 33, part 2): a master Spark does not know or that
does not answer fails within seconds with a message (exit 2) and no Java trace, and a CSV file is told what Spark
reads. None of these starts a JVM, so they need neither Java nor the Spark session; but one: a program on the
master's port that never answers as Spark is given up on after DPSTUDIO_SPARK_START_SECONDS, with Spark's log in
a file of dpstudio's, not on the terminal."""
import os
import socket
import subprocess
import sys
import threading
import time

import pandas as pd
import pytest

from tests.conftest import SAMPLE_DATA
from tests.engines import spark_local
from tests.engines.conftest import unavailable
from tests.engines.test_spark_cli import plan_path  # noqa: F401 - the sample plan without randomized response


def closed_port() -> int:
    with socket.socket() as probe:
        probe.bind(("127.0.0.1", 0))
        return probe.getsockname()[1]


@pytest.mark.parametrize("master, words", [
    ("spark://127.0.0.1:{closed_port}", "unter 127.0.0.1, Port"),  # a port closed when the test runs
    ("spark://nohost.invalid:7077", "es wurde kein Rechner namens nohost.invalid gefunden"),
    ("local[abc]", "Spark kennt keinen Master 'local[abc]'"),
    ("http://x", "Spark kennt keinen Master 'http://x'"),
    ("yarn", "Spark findet den YARN-Cluster nicht"),
])
def test_a_bad_master_fails_at_once_with_a_message(run_cli, plan_path, monkeypatch, master, words):
    monkeypatch.delenv("HADOOP_CONF_DIR", raising=False)
    monkeypatch.delenv("YARN_CONF_DIR", raising=False)
    master = master.replace("{closed_port}", str(closed_port()))  # not at collection: each worker collects alike
    started = time.monotonic()
    code, out, err = run_cli("check", plan_path, "--engine", "spark", "--spark-master", master, "--table", "admissions",
                             "--language", "de")
    assert code == 2 and words in err and time.monotonic() - started < 30, err
    assert not any(trace in err for trace in ("Exception", "\tat ", "py4j", "Traceback", "bug")), err


def test_a_csv_with_spark_is_told_what_spark_reads(run_cli, plan_path):
    code, out, err = run_cli("check", plan_path, "--data", SAMPLE_DATA, "--engine", "spark", "--language", "de")
    assert code == 2 and f"{SAMPLE_DATA.name} ist nichts davon" in err and "Parquet" in err, err
    assert "keine Tabelle" not in err and "--engine spark weg" in err, err


@pytest.fixture
def silent_master():
    """spark://127.0.0.1:PORT where a program takes connections and never answers (no Spark master)."""
    listener = socket.socket()
    listener.bind(("127.0.0.1", 0))
    listener.listen(50)
    taken = []

    def take():
        while True:
            try:
                taken.append(listener.accept()[0])
            except OSError:  # closed at the end of the test
                return
    threading.Thread(target=take, daemon=True).start()
    yield f"spark://127.0.0.1:{listener.getsockname()[1]}"
    listener.close()
    for connection in taken:
        connection.close()


def test_a_master_that_never_answers_as_spark_is_given_up_on_with_a_message_and_no_java_lines(
        silent_master, plan_path, tmp_path):
    if not spark_local.java_available():
        unavailable(f"Spark needs Java, which was not found; {spark_local.INSTALL_HINT}")
    parquet = tmp_path / "admissions.parquet"
    pd.read_csv(SAMPLE_DATA).to_parquet(parquet)
    env = {**os.environ, "DPSTUDIO_SPARK_START_SECONDS": "4", "XDG_STATE_HOME": str(tmp_path / "state")}
    started = time.monotonic()
    done = subprocess.run([sys.executable, "-m", "dpstudio", "check", str(plan_path), "--engine", "spark",
                           "--spark-master", silent_master, "--data", str(parquet), "--language", "de"],
                          env=env, capture_output=True, text=True, timeout=180)
    assert done.returncode == 2 and time.monotonic() - started < 90, done.stderr
    assert "hat die Verbindung angenommen, aber dpstudios Anwendung nicht innerhalb von 4 Sekunden" in done.stderr
    spark_log = tmp_path / "state" / "dpstudio" / "log" / "spark.log"
    assert str(spark_log) in done.stderr and spark_log.is_file()
    lines = [line for line in done.stderr.splitlines() if line.strip()]
    # Java's own start-up warning (incubator modules) is the JVM's, not the log's; nothing of Spark's log
    assert not [line for line in lines if not line.startswith(("Fehler:", "WARNING: Using incubator"))], lines
