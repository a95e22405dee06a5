"""Ten releases at once against one PostgreSQL table of 10^7 rows, with the server's backends of some killed
in the middle (issue 33, part 4), on a real server this test starts.

Each release either completes (exit 0: a whole, signed bundle, charged once) or exits 2 with a message
saying the database connection broke off, with nothing charged and no folder left; afterwards the ledger
verifies and still extends the head written down before, each delivered bundle verifies against it, and
no dpstudio session is left on the server. DPSTUDIO_LOAD_ROWS sets the table's size (10^7 by default).
"""
from __future__ import annotations

import json
import os
import subprocess
import sys
import time
from fractions import Fraction

import pytest

from tests.engines import pg_server
from tests.engines.conftest import unavailable
from tests.faults.conftest import Outcome, assert_clean, assert_verifies, charged, sums_hold, written_down_head

pytestmark = [pytest.mark.faults_long]

ROWS = int(os.environ.get("DPSTUDIO_LOAD_ROWS", 10_000_000))
RELEASES = 10
KILLED = 4  # backends terminated while their statement runs
PLAN = {
    "dpstudio_plan": 9,
    "columns": {"patient_id": "identifier", "age": "quasi_identifier", "ward": "other",
                "length_of_stay": "sensitive"},
    "privacy_unit": {"column": "patient_id", "max_rows": 5},
    "budget": {"epsilon": 1.0, "delta": 1e-9},
    "queries": [
        {"id": "patients", "kind": "count", "of": "people", "epsilon": 0.3},
        {"id": "wards", "kind": "histogram", "of": "rows", "column": "ward", "epsilon": 0.3,
         "categories": ["cardiology", "neurology", "orthopaedics", "surgery"]},
        {"id": "mean_stay", "kind": "mean", "column": "length_of_stay", "bounds": [0, 30], "epsilon": 0.4}],
}


@pytest.fixture(scope="module")
def server():
    try:
        started = pg_server.start_server("max_connections = 60\nshared_buffers = 128MB\n")
    except pg_server.ServerUnavailable as missing:
        unavailable(str(missing))
    try:
        with steward(started) as con:  # every fifth row a new visit of one of ROWS / 5 patients
            con.execute(
                "CREATE TABLE admissions AS SELECT 'P' || lpad((i %% %s)::text, 8, '0') AS patient_id, "
                "20 + (i * 11) %% 70 AS age, "
                "(ARRAY['cardiology', 'neurology', 'orthopaedics', 'surgery'])[1 + (i * 7) %% 4] AS ward, "
                "((i * 13) %% 31)::float8 AS length_of_stay FROM generate_series(0, %s) AS i",
                (ROWS // 5, ROWS - 1))
            con.execute("ANALYZE admissions")
        yield started
    finally:
        started.stop()


def steward(server):
    import psycopg

    args = server.connect_args()
    return psycopg.connect(host=args["host"], port=args["port"], user=args["user"], password=args["password"],
                           dbname=args["database"], autocommit=True)


def dpstudio(server, *argv) -> subprocess.Popen:
    env = {**os.environ, "PGPASSWORD": server.steward_password, "DPSTUDIO_LANGUAGE": "en"}
    return subprocess.Popen([sys.executable, "-m", "dpstudio", *map(str, argv)], env=env, stdout=subprocess.PIPE,
                            stderr=subprocess.PIPE, text=True)


def finished(process: subprocess.Popen, timeout: float = 1200) -> Outcome:
    out, err = process.communicate(timeout=timeout)
    return Outcome(process.returncode, out, err)


def running_statements(server) -> list[int]:
    """The backends running a statement for dpstudio now (not idle between statements)."""
    with steward(server) as con:
        return [pid for (pid,) in con.execute("SELECT pid FROM pg_stat_activity WHERE application_name = 'dpstudio' "
                                              "AND state = 'active'").fetchall()]


def dpstudio_sessions(server) -> list[int]:
    with steward(server) as con:
        return [pid for (pid,) in con.execute(
            "SELECT pid FROM pg_stat_activity WHERE application_name = 'dpstudio'").fetchall()]


def kill_some(server, processes, most: int) -> list[int]:
    """Terminate up to `most` backends while their statement runs, one at a time as they are seen, until every
    release has ended; the pids terminated."""
    killed: list[int] = []
    while any(p.poll() is None for p in processes):
        if len(killed) < most:
            for pid in running_statements(server)[:1]:
                with steward(server) as con:
                    if con.execute("SELECT pg_terminate_backend(%s)", (pid,)).fetchone()[0]:
                        killed.append(pid)
                time.sleep(1.0)  # the next kill lands on another release, at another step
        time.sleep(0.2)
    return killed


def test_ten_releases_with_backends_killed_each_complete_or_charge_nothing(server, tmp_path, cli):
    plan, ledger = tmp_path / "plan.json", tmp_path / "ledger.sqlite"
    plan.write_text(json.dumps(PLAN), encoding="utf-8")
    source = ["--data", server.url, "--table", "admissions"]
    budget = finished(dpstudio(server, "ledger", "set-budget", *source, "--plan", plan, "--epsilon", 100,
                               "--ledger", ledger))
    assert budget.code == 0, budget.err
    head = written_down_head(cli, ledger)
    outs = [tmp_path / f"release-{i}" for i in range(RELEASES)]
    processes = [dpstudio(server, "release", plan, *source, "--out", out, "--ledger", ledger) for out in outs]
    killed = kill_some(server, processes, KILLED)
    outcomes = [finished(p) for p in processes]

    for outcome in outcomes:
        assert_clean(outcome, {0, 2}, [])
    broken = [o for o in outcomes if o.code == 2]
    assert killed and broken, ("no backend was killed mid-statement", killed, [o.code for o in outcomes])
    assert len(broken) <= len(killed)
    for outcome in broken:  # told as what happened, in the user's terms, with nothing released
        assert "the connection to the database broke off while reading" in outcome.err, outcome.err
        assert "nothing was released or charged" in outcome.err, outcome.err
    completed = [out for out, o in zip(outs, outcomes) if o.code == 0]
    assert charged(ledger) == [Fraction(1)] * len(completed)
    assert all(sums_hold(out) for out in completed)
    assert not any(out.exists() for out, o in zip(outs, outcomes) if o.code == 2)
    assert sorted(p.name for p in tmp_path.iterdir() if p.name.startswith((".release", "release"))) == \
        sorted(out.name for out in completed)  # no claim or partial folder left by a broken release
    assert_verifies(cli, ledger, head)
    for out in completed:
        checked = cli("verify", out, "--ledger", ledger)
        assert checked.code == 0, checked.text
    deadline = time.monotonic() + 10
    while dpstudio_sessions(server):
        assert time.monotonic() < deadline, "dpstudio sessions left on the server"
        time.sleep(0.2)
