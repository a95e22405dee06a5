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


def test_a_re_saved_copy_shares_the_budget_and_raising_needs_a_reason(tmp_path):
    set_budget(5)
    copy = tmp_path / "admissions-crlf.csv"
    copy.write_bytes(SAMPLE_DATA.read_bytes().replace(b"\n", b"\r\n"))
    assert run("release", SAMPLE_PLAN, "--data", copy, "--out", tmp_path / "one").returncode == 0
    raised = run("ledger", "set-budget", "--data", copy, "--plan", SAMPLE_PLAN, "--epsilon", 8)
    assert raised.returncode == 2
    assert "raising the lifetime budget (from epsilon 5, delta 0) needs a reason" in raised.stderr
    assert "--reason" in raised.stderr
    lowered = run("ledger", "set-budget", "--data", copy, "--plan", SAMPLE_PLAN, "--epsilon", 2, "--reason", "x")
    assert lowered.returncode == 2 and "(asked: epsilon 2, delta 0; spent: epsilon 3, delta 0)" in lowered.stderr
    done = run("ledger", "set-budget", "--data", copy, "--plan", SAMPLE_PLAN, "--epsilon", 8,
               "--reason", "second study approved by the board")
    assert done.returncode == 0, done.stderr
    assert "the same population as 'hospital_admissions.csv'" in done.stdout and "100% of the people" in done.stdout
    shown = run("ledger", "show", "--data", SAMPLE_DATA, "--plan", SAMPLE_PLAN).stdout
    assert "spent epsilon 3, delta 0; left epsilon 5" in shown
    assert "epsilon 8 (was 5): second study approved by the board" in shown
    assert "First seen in hospital_admissions.csv" in shown and "people added" not in shown  # same people
    assert run("ledger", "verify").returncode == 0


def test_without_a_plan_the_ledger_sketches_rows_and_says_so():
    done = run("ledger", "show", "--data", SAMPLE_DATA)
    assert done.returncode == 0
    assert "each row is taken to be one individual" in done.stderr and "No lifetime budget" in done.stdout


def test_declaring_a_new_population_needs_a_reason_which_is_shown(tmp_path):
    set_budget(5)
    refused = run("ledger", "set-budget", "--data", SAMPLE_DATA, "--plan", SAMPLE_PLAN, "--epsilon", 2,
                  "--new-population")
    assert refused.returncode == 2 and "--new-population needs --reason" in refused.stderr
    done = run("ledger", "set-budget", "--data", SAMPLE_DATA, "--person-column", "patient_id", "--epsilon", 2,
               "--new-population", "--reason", "re-consented cohort")
    assert done.returncode == 0, done.stderr
    shown = run("ledger", "show", "--data", SAMPLE_DATA, "--plan", SAMPLE_PLAN).stdout
    assert "Declared a new population from hospital_admissions.csv" in shown and "re-consented cohort" in shown
    assert "Lifetime budget: epsilon 2," in shown
