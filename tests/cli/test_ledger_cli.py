"""The ledger from the command line: lifetime budgets, refusals (exit 3), show and verify."""
import sqlite3

from tests.cli.test_cli import run, set_budget
from tests.conftest import SAMPLE_DATA, SAMPLE_PLAN


def test_no_lifetime_budget_means_no_release(tmp_path):
    done = run("release", SAMPLE_PLAN, "--data", SAMPLE_DATA, "--out", tmp_path / "out")
    assert done.returncode == 3
    assert "no lifetime budget is set for this dataset" in done.stderr and "ledger set-budget" in done.stderr
    assert not (tmp_path / "out").exists()


def test_an_export_over_the_lifetime_budget_is_refused_with_figures(tmp_path):
    set_budget(5)
    assert run("release", SAMPLE_PLAN, "--data", SAMPLE_DATA, "--out", tmp_path / "one").returncode == 0
    again = run("release", SAMPLE_PLAN, "--data", SAMPLE_DATA, "--out", tmp_path / "two")
    assert again.returncode == 3
    assert "needs epsilon 3, but the dataset's lifetime budget of 5 has 3 spent already (left: 2)" in again.stderr
    assert not (tmp_path / "two").exists()
    shown = run("ledger", "show", "--data", SAMPLE_DATA, "--plan", SAMPLE_PLAN).stdout
    assert "spent epsilon 3, delta 0; left epsilon 2" in shown and "[complete]" in shown
    assert shown.count("[complete]") == 1


def test_verify_detects_a_changed_record(tmp_path, private_ledger):
    set_budget(5)
    assert run("release", SAMPLE_PLAN, "--data", SAMPLE_DATA, "--out", tmp_path / "one").returncode == 0
    assert run("ledger", "verify").returncode == 0
    db = sqlite3.connect(private_ledger)
    db.execute("DROP TRIGGER records_no_update")
    db.execute("UPDATE records SET data = replace(data, '\"epsilon\": \"3\"', '\"epsilon\": \"1\"') WHERE kind='release'")
    db.commit()
    db.close()
    verify = run("ledger", "verify")
    assert verify.returncode == 3
    assert "record 3: its content does not match its hash (it was changed)" in verify.stderr
