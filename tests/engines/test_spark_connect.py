"""--spark-master sc://: Spark Connect, against a Connect server the test starts on 127.0.0.1 (pyspark's own:
spark_connect_server.py), as the CLI and the installed extras give it (issue 44: `pip install 'dpstudio[spark]'`
lacked gRPC, so sc:// could not work)."""
import json
import re
import sys
import time
from pathlib import Path

import pytest

from tests.engines import spark_local
from tests.engines.conftest import unavailable
from tests.engines.test_spark_cli import frame, plan_path  # noqa: F401 - the sample table, its plan without RR

ROOT = Path(__file__).resolve().parents[2]


def _name(requirement: str) -> str:
    return re.split(r"[\s\[<>=!~;]", requirement.strip(), maxsplit=1)[0].lower().replace("_", "-")


@pytest.mark.skipif(sys.version_info < (3, 11), reason="tomllib")
def test_the_spark_extra_holds_what_spark_connect_needs():
    """Every package pyspark's `connect` extra names is in dpstudio[spark] (or dpstudio's own), and in [test]."""
    import tomllib
    from importlib.metadata import requires

    project = tomllib.loads((ROOT / "pyproject.toml").read_text(encoding="utf-8"))["project"]
    own = {_name(r) for r in project["dependencies"]}
    connect = {_name(r) for r in requires("pyspark") or [] if re.search(r"""extra\s*==\s*["']connect["']""", r)}
    assert connect  # pyspark says what its connect client needs
    for extra in ("spark", "test"):
        declared = own | {_name(r) for r in project["optional-dependencies"][extra]}
        assert not connect - declared, (extra, sorted(connect - declared))


@pytest.fixture(scope="module")
def connect_url():
    from tests.engines.spark_connect_server import ConnectServer, ConnectUnavailable

    if not spark_local.java_available():
        unavailable(f"Spark needs Java, which was not found; {spark_local.INSTALL_HINT}")
    try:
        server = ConnectServer()
    except ConnectUnavailable as missing:
        unavailable(str(missing))
    yield server.url
    server.stop()


@pytest.mark.engines_slow
@pytest.mark.xdist_group("spark_connect")  # one Connect server, on one worker
def test_a_release_through_spark_connect(run_cli, connect_url, frame, plan_path, tmp_path):  # noqa: F811
    """set-budget, release and verify with --spark-master sc://127.0.0.1:PORT on a Parquet file the server reads; a
    missing table is told as on any master (exit 2)."""
    data = tmp_path / "admissions.parquet"
    frame.to_parquet(data, index=False)
    source = ["--engine", "spark", "--spark-master", connect_url, "--table", data]
    code, out, err = run_cli("ledger", "set-budget", *source, "--plan", plan_path, "--epsilon", 10)
    assert code == 0, err
    code, out, err = run_cli("release", plan_path, *source, "--out", tmp_path / "out")
    assert code == 0, err
    release = json.loads((tmp_path / "out" / "release.json").read_text(encoding="utf-8"))
    assert [q["id"] for q in release["queries"]] == [q["id"] for q in json.loads(plan_path.read_text())["queries"]]
    assert "spent epsilon 2 of its lifetime budget 10" in out
    code, out, err = run_cli("verify", tmp_path / "out")
    assert code == 0, err
    code, out, err = run_cli("check", plan_path, "--engine", "spark", "--spark-master", connect_url,
                             "--table", "no_such_view")
    assert code == 2 and "no table 'no_such_view'" in err, err


@pytest.mark.engines_slow
@pytest.mark.xdist_group("spark_connect")  # one Connect server, on one worker
def test_cancel_stops_a_running_job_on_spark_connect(connect_url):
    """The app's Cancel interrupts what the Connect server runs for dpstudio (a Connect session has no SparkContext,
    whose cancelAllJobs stops a local or cluster master's jobs: asking it for one raised)."""
    from dpstudio.core.base.errors import Cancelled
    from dpstudio.core.databases.server_cancel import stopped_on_cancel
    from dpstudio.core.databases.spark_session import spark_connection
    from tests.engines.test_cancel_on_server import cancelled_when

    con = spark_connection(connect_url)
    began = time.monotonic()

    def total(cancel):
        with stopped_on_cancel(con, cancel):
            return con.sql("SELECT sum(id % 13) AS s FROM range(1000000000000)").to_pyarrow()
    error, seconds = cancelled_when(lambda: time.monotonic() - began > 3, total, most_seconds=30)
    assert isinstance(error, Cancelled) and seconds < 20, (error, seconds)
    assert con.sql("SELECT 41 + 1 AS x").to_pyarrow().to_pylist() == [{"x": 42}]
