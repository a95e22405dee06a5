"""--engine spark's failures told before Spark starts (issue 33, part 2): a master Spark does not know or that
does not answer fails within seconds with a message (exit 2) and no Java trace, and a CSV file is told what Spark
reads. None of these starts a JVM, so they need neither Java nor the Spark session."""
import json
import socket
import time

import pytest

from tests.conftest import SAMPLE_DATA, SAMPLE_PLAN


@pytest.fixture
def plan_path(tmp_path):
    plan = json.loads(SAMPLE_PLAN.read_text(encoding="utf-8"))
    plan["queries"] = [q for q in plan["queries"] if q["kind"] != "randomized_response"]
    path = tmp_path / "plan.json"
    path.write_text(json.dumps(plan), encoding="utf-8")
    return path


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
