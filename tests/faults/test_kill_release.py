"""kill -9 at every step of a release: the ledger stays intact and never under-counts.

After each kill: `ledger verify` passes, and the ledger still extends the head written down
before the release (`verify --head`); a bundle on disk is whole (its SHA256SUMS hold), was
charged, and `dpstudio verify --ledger` accepts it (killed before its completion record:
"delivered but not recorded as complete"); nothing is left on disk without a charge but the
empty lock of a claim (an over-count after a crash is allowed, and `ledger show` then lists the
release as incomplete, naming its partial folder); no canary is in anything left behind; and a fresh release into the same --out
either works (charged once more, the stale claim removed, with a note) or is refused before any
charge, with a message naming the folder.
"""
import signal
import subprocess
import sys
from pathlib import Path

import pytest

from tests.conftest import SAMPLE_PLAN
from tests.faults.canaries import file_texts, leaks_in
from tests.faults.conftest import (PLAN_COST, Outcome, assert_clean, assert_verifies, charged, outputs_besides,
                                  sums_hold, written_down_head)
from tests.faults.kill_runner import STEPS

# the long run (test_long_faults.py) also tears each of the bundle's other files mid-write
TORN_IN_THE_LONG_RUN = ["write:plan.json", "write:release.csv", "write:test_results.perturbed.csv",
                        "write:release.xlsx", "write:report.html", "write:public-key.pem"]
DEFAULT_STEPS = [step for step in STEPS if step not in TORN_IN_THE_LONG_RUN]

RUNNER = Path(__file__).with_name("kill_runner.py")


def run_killed(step: str, *argv, fault="--kill-at", timeout=180) -> subprocess.CompletedProcess:
    return subprocess.run([sys.executable, str(RUNNER), fault, step, "--", *map(str, argv)],
                          capture_output=True, text=True, timeout=timeout)


def leftovers(folder: Path, inputs: tuple) -> dict[str, str]:
    """The text of everything a release left in `folder` (bundles, partial folders, claims)."""
    return {where: text for path in outputs_besides(folder, inputs) for where, text in file_texts(path).items()}


def assert_honest_after_a_crash(cli, folder: Path, out: Path, ledger: Path, data: Path, plan: Path, canaries,
                                head: str) -> None:
    assert_verifies(cli, ledger, head)
    bundles = int(out.exists())
    if bundles:
        assert sums_hold(out), sorted(p.name for p in out.iterdir())  # a folder appears whole or not at all
        verified = cli("verify", out, "--ledger", ledger)  # whole and signed: never called changed
        assert verified.code == 0 and "not as it was published" not in verified.err, verified.text
    spent = sum(charged(ledger))
    assert spent >= PLAN_COST * bundles  # a bundle on disk was charged
    inputs = (data.name, plan.name)
    if spent == 0:  # nothing without a charge but a claim's empty lock file
        assert [p.name for p in outputs_besides(folder, inputs) if p.stat().st_size] == []
    elif bundles == 0:
        shown = cli("ledger", "show", "--data", data, "--plan", plan, "--ledger", ledger)
        assert f"-> {out.resolve()} [INCOMPLETE (charged" in shown.out, shown.out
        assert f"partial files in {claim_of(out)})" in shown.out, shown.out
    assert leaks_in(leftovers(folder, inputs), canaries) == {}


def claim_of(out: Path) -> Path:
    return out.resolve().parent / f".{out.name}.partial"


def assert_fresh_release_works_or_is_refused_first(cli, out: Path, ledger: Path, data: Path, plan: Path, canaries,
                                                   state, head: str) -> None:
    had_bundle, before, stale = out.exists(), charged(ledger), claim_of(out).exists()
    again = cli("release", plan, "--data", data, "--out", out, "--ledger", ledger)
    assert_clean(again, {2} if had_bundle else {0, 2}, canaries, state)
    if again.code == 0:
        assert sums_hold(out) and charged(ledger) == before + [PLAN_COST]
        assert list(out.parent.glob(f".{out.name}*.partial")) == []  # the stale claim is gone
        assert not stale or f"removed {claim_of(out)}, left by a release" in again.err, again.err
        assert list(ledger.parent.glob(f".{ledger.name}*.tmp")) == []  # a torn head file is cleared
    else:
        assert out.name in again.err and charged(ledger) == before
    assert_verifies(cli, ledger, head)


def kill_and_recover(step, folder: Path, cli, data: Path, plan: Path, canaries, ledger: Path, state: Path) -> None:
    """Set a budget, kill a release at `step`, check what is left, release again into the same folder."""
    assert cli("ledger", "set-budget", "--data", data, "--plan", plan, "--epsilon", 10, "--ledger", ledger).code == 0
    head, out = written_down_head(cli, ledger), folder / "out"
    killed = run_killed(step, "release", plan, "--data", data, "--out", out, "--ledger", ledger)
    assert killed.returncode == -signal.SIGKILL, f"the release never reached {step}:\n{killed.stderr}"
    assert_honest_after_a_crash(cli, folder, out, ledger, data, plan, canaries, head)
    assert_fresh_release_works_or_is_refused_first(cli, out, ledger, data, plan, canaries, state, head)


@pytest.mark.parametrize("step", DEFAULT_STEPS)
def test_a_release_killed_at_any_step_leaves_the_ledger_honest(
        step, tmp_path, cli, canary_csv, canaries, private_ledger, crash_logs):
    kill_and_recover(step, tmp_path, cli, canary_csv, SAMPLE_PLAN, canaries, private_ledger, crash_logs)


@pytest.mark.parametrize("step", ["write:release.json", "write:SHA256SUMS", "rename", "complete-uncommitted"])
def test_a_release_that_fails_after_its_charge_says_the_budget_was_spent(
        step, tmp_path, cli, canary_csv, budgeted, canaries, private_ledger, crash_logs):
    """A disk that fills after the charge: exit 4, saying what was spent, what is left and where the files are."""
    assert budgeted(canary_csv).code == 0
    head, out = written_down_head(cli, private_ledger), tmp_path / "out"
    failed = run_killed(step, "release", SAMPLE_PLAN, "--data", canary_csv, "--out", out, "--ledger", private_ledger,
                        fault="--fail-at")
    assert_clean(Outcome(failed.returncode, failed.stdout, failed.stderr), {4}, canaries)
    assert "the budget WAS spent: epsilon 3, delta 0 charged" in failed.stderr
    assert "epsilon 7 of the lifetime 10 is left" in failed.stderr
    assert f"was written to {out}" in failed.stderr if out.exists() else str(claim_of(out)) in failed.stderr
    assert charged(private_ledger) == [PLAN_COST]
    assert_honest_after_a_crash(cli, tmp_path, out, private_ledger, canary_csv, SAMPLE_PLAN, canaries, head)
    assert_fresh_release_works_or_is_refused_first(cli, out, private_ledger, canary_csv, SAMPLE_PLAN, canaries,
                                                    crash_logs, head)


@pytest.mark.parametrize("step", ["renamed", "delivered"])
def test_a_release_killed_between_its_rename_and_its_completion_record_is_delivered_but_not_recorded(
        step, tmp_path, cli, canary_csv, budgeted, canaries, private_ledger, crash_logs):
    """The bundle is whole and signed: `verify --ledger` says it was delivered but not recorded as complete (not
    "changed"), `ledger show` says so too, and the claim left holding only its lock is cleaned by the next release."""
    assert budgeted(canary_csv).code == 0
    out = tmp_path / "out"
    killed = run_killed(step, "release", SAMPLE_PLAN, "--data", canary_csv, "--out", out, "--ledger", private_ledger)
    assert killed.returncode == -signal.SIGKILL, killed.stderr
    assert sums_hold(out) and charged(private_ledger) == [PLAN_COST]
    verified = cli("verify", out, "--ledger", private_ledger)
    assert_clean(verified, {0}, canaries, crash_logs)
    assert "delivered but not recorded as complete" in verified.out and "not as it was published" not in verified.err
    shown = cli("ledger", "show", "--data", canary_csv, "--plan", SAMPLE_PLAN, "--ledger", private_ledger)
    assert f"-> {out.resolve()} [INCOMPLETE (charged and written to {out.resolve()}, but not marked complete in the " \
           "ledger)]" in shown.out, shown.out
    again = cli("release", SAMPLE_PLAN, "--data", canary_csv, "--out", out, "--ledger", private_ledger)
    assert again.code == 2 and "already exists" in again.err  # an earlier release is never overwritten
    assert not claim_of(out).exists()  # but its empty claim is gone
    following = cli("release", SAMPLE_PLAN, "--data", canary_csv, "--out", tmp_path / "next", "--ledger", private_ledger)
    assert_clean(following, {0}, canaries, crash_logs)
    assert charged(private_ledger) == [PLAN_COST, PLAN_COST] and list(tmp_path.glob(".*.partial")) == []
    (out / "release.csv").write_text("changed\n")  # what can be checked without a completion record still is
    changed = cli("verify", out, "--ledger", private_ledger)
    assert changed.code == 3 and "not as it was published" in changed.err



@pytest.mark.parametrize("step, code, told", [
    ("drawn", 2, "Stopped (SIGTERM); nothing was charged or written."),
    ("charged", 4, "the budget WAS spent: epsilon 3, delta 0 charged"),
    ("completed", 0, "Released 8 queries"),  # the completion was committed: delivered and recorded, not "not marked"
])
def test_sigterm_stops_a_release_as_ctrl_c_does_and_says_what_was_spent(
        step, code, told, tmp_path, cli, canary_csv, budgeted, canaries, private_ledger, crash_logs):
    assert budgeted(canary_csv).code == 0
    head, out = written_down_head(cli, private_ledger), tmp_path / "out"
    stopped = run_killed(step, "release", SAMPLE_PLAN, "--data", canary_csv, "--out", out, "--ledger", private_ledger,
                         fault="--term-at")
    assert_clean(Outcome(stopped.returncode, stopped.stdout, stopped.stderr), {code}, canaries, crash_logs)
    assert told in stopped.stderr + stopped.stdout and "could not mark it complete" not in stopped.stderr
    assert charged(private_ledger) == ([] if code == 2 else [PLAN_COST])
    if code == 4:
        assert "stopped (SIGTERM)" in stopped.stderr and "epsilon 7 of the lifetime 10 is left" in stopped.stderr
    assert_honest_after_a_crash(cli, tmp_path, out, private_ledger, canary_csv, SAMPLE_PLAN, canaries, head)


def test_sigterm_stops_a_long_command_with_a_message(tmp_path, canary_csv, canaries, crash_logs):
    stopped = run_killed("check-table", "check", SAMPLE_PLAN, "--data", canary_csv, fault="--term-at")
    assert_clean(Outcome(stopped.returncode, stopped.stdout, stopped.stderr), {2}, canaries, crash_logs)
    assert "Stopped (SIGTERM); nothing was charged or written." in stopped.stderr
