"""Releases racing for one ledger, and for one output folder, as real processes.

Each process is held at a barrier until all have loaded the table, then enters publish() at once
(kill_runner.py --barrier), so they contend for the ledger's lock and the folder in earnest.
"""
import subprocess
import sys

from tests.conftest import SAMPLE_PLAN
from tests.faults.conftest import (PLAN_COST, Outcome, assert_clean, assert_verifies, charged, sums_hold,
                                  written_down_head)
from tests.faults.kill_runner import __file__ as RUNNER


def race(barrier, outs, ledger, data) -> list[Outcome]:
    """One release per folder in `outs` (a folder may repeat), all entering publish() together."""
    barrier.mkdir()
    processes = [subprocess.Popen([sys.executable, RUNNER, "--barrier", str(barrier), "--parties", str(len(outs)),
                                   "--", "release", str(SAMPLE_PLAN), "--data", str(data), "--out", str(out),
                                   "--ledger", str(ledger)], stdout=subprocess.PIPE, stderr=subprocess.PIPE,
                                  text=True) for out in outs]
    done = [p.communicate(timeout=300) for p in processes]
    return [Outcome(p.returncode, out, err) for p, (out, err) in zip(processes, done)]


def test_ten_releases_on_a_budget_for_three_release_exactly_three(
        tmp_path, cli, canary_csv, budgeted, canaries, private_ledger):
    assert budgeted(canary_csv, epsilon=3 * PLAN_COST).code == 0
    head = written_down_head(cli, private_ledger)
    outs = [tmp_path / f"out-{i}" for i in range(10)]
    outcomes = race(tmp_path / "barrier", outs, private_ledger, canary_csv)
    for outcome in outcomes:
        assert_clean(outcome, {0, 3}, canaries)
    assert sorted(o.code for o in outcomes) == [0] * 3 + [3] * 7
    assert all("refused" in o.err for o in outcomes if o.code == 3)
    assert charged(private_ledger) == [PLAN_COST] * 3
    assert [sums_hold(out) for out, o in zip(outs, outcomes) if o.code == 0] == [True] * 3
    assert not any(out.exists() for out, o in zip(outs, outcomes) if o.code == 3)
    assert_verifies(cli, private_ledger, head)


def test_two_releases_into_one_folder_make_one_bundle_and_one_charge(
        tmp_path, cli, canary_csv, budgeted, canaries, private_ledger):
    """The loser is refused before its charge (exit 2, naming the folder); never a second charge."""
    assert budgeted(canary_csv).code == 0
    head, out = written_down_head(cli, private_ledger), tmp_path / "out"
    outcomes = race(tmp_path / "barrier", [out, out], private_ledger, canary_csv)
    for outcome in outcomes:
        assert_clean(outcome, {0, 2}, canaries)
    assert sorted(o.code for o in outcomes) == [0, 2]
    loser = next(o for o in outcomes if o.code == 2)
    assert out.name in loser.err
    assert "in use by another release" in loser.err or "already exists" in loser.err  # (if it came late)
    assert list(tmp_path.glob(".out*.partial")) == []  # the winner's claim is gone, and the loser took none
    assert sums_hold(out)
    assert charged(private_ledger) == [PLAN_COST]
    assert_verifies(cli, private_ledger, head)
