"""The ledger from the command line: lifetime budgets, refusals (exit 3), show and verify."""
import json
import sqlite3

import pytest

from tests.cli.test_cli import run, set_budget
from tests.core.test_ledger_tamper import tamper_budget
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


@pytest.mark.suite_long  # among the slowest of the suite: run by .ci/run's long step (tests/conftest.py)
def test_a_re_saved_copy_shares_the_budget_and_raising_needs_a_reason(tmp_path):
    set_budget(5)
    copy = tmp_path / "admissions-crlf.csv"
    copy.write_bytes(SAMPLE_DATA.read_bytes().replace(b"\n", b"\r\n"))
    assert run("release", SAMPLE_PLAN, "--data", copy, "--out", tmp_path / "one").returncode == 0
    raised = run("ledger", "set-budget", "--data", copy, "--plan", SAMPLE_PLAN, "--epsilon", 8)
    assert raised.returncode == 2
    assert "raising the lifetime budget (from epsilon 5, delta 1e-06) needs a reason" in raised.stderr
    assert "--reason" in raised.stderr
    lowered = run("ledger", "set-budget", "--data", copy, "--plan", SAMPLE_PLAN, "--epsilon", 2, "--reason", "x")
    assert lowered.returncode == 2 and "(asked: epsilon 2, delta 1e-06; spent: epsilon 3, delta 0)" in lowered.stderr
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
    assert run("ledger", "public-key").returncode == 0  # the ledger is made (a reading command makes none)
    done = run("ledger", "show", "--data", SAMPLE_DATA)
    assert done.returncode == 0
    assert "each row is taken to be one individual" in done.stderr and "No lifetime budget" in done.stdout


def test_a_row_level_plan_gets_no_note_that_it_was_not_given(tmp_path):
    """The note is for a ledger command without a plan; a plan without a person column is row-level by its own
    words, and telling its steward "no --plan" would be false."""
    plan = json.loads(SAMPLE_PLAN.read_text(encoding="utf-8"))
    plan["privacy_unit"] = None  # each row one individual
    row_level = tmp_path / "row-level.json"
    row_level.write_text(json.dumps(plan), encoding="utf-8")
    assert run("ledger", "public-key").returncode == 0  # the ledger is made (a reading command makes none)
    done = run("ledger", "show", "--data", SAMPLE_DATA, "--plan", row_level)
    assert done.returncode == 0 and "No lifetime budget" in done.stdout
    assert "--plan" not in done.stderr, done.stderr


@pytest.mark.parametrize("action", [["show"], ["set-budget", "--epsilon", "5"]])
def test_without_data_only_the_real_error_is_told(run_cli, action):
    code, out, err = run_cli("ledger", *action)
    assert code == 2 and err.splitlines() == [
        "error: --data is needed: a table file or a database URL (e.g. postgresql://USER@HOST/DB)."], err


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


def test_another_person_column_reaches_the_same_budget(tmp_path):
    set_budget(5)  # the sample plan's unit: patient_id
    shown = run("ledger", "show", "--data", SAMPLE_DATA)  # row-level: the same rows, the same people
    assert "the same population as 'hospital_admissions.csv'" in shown.stdout and "Lifetime budget: epsilon 5," in shown.stdout
    again = run("ledger", "set-budget", "--data", SAMPLE_DATA, "--epsilon", 50)
    assert again.returncode == 2 and "needs a reason" in again.stderr


def test_a_small_extract_is_refused_until_the_steward_says_whose_people_they_are(tmp_path, private_ledger):
    import numpy as np
    import pandas as pd

    from dpstudio.core.ledger.fingerprint import fingerprint_key
    from dpstudio.core.ledger.population import keyed_people, sketch_table

    registry = pd.DataFrame({"patient_id": [f"P{i:06d}" for i in range(100_000)], "age": np.arange(100_000) % 90})
    registry.to_csv(tmp_path / "registry.csv", index=False)
    assert run("ledger", "set-budget", "--data", tmp_path / "registry.csv", "--person-column", "patient_id",
               "--epsilon", 5).returncode == 0
    key = fingerprint_key(private_ledger)  # the key the CLI made beside the ledger
    keyed = keyed_people(registry, "patient_id", key)
    unsampled = registry[keyed > np.uint64(sketch_table(registry, "patient_id", key).threshold())]
    unsampled.head(40).to_csv(tmp_path / "extract.csv", index=False)
    args = ("--data", tmp_path / "extract.csv", "--person-column", "patient_id")
    refused = run("ledger", "set-budget", *args, "--epsilon", 5)
    assert refused.returncode == 2, refused.stdout
    assert "cannot tell whether the 40 people of this table belong to population" in refused.stderr
    assert "first seen in 'registry.csv'" in refused.stderr and "--new-population --reason" in refused.stderr
    population = refused.stderr.split("add --population ")[1].split()[0]
    shown = run("ledger", "show", *args).stdout
    assert "Known populations it may belong to" in shown and population in shown
    joined = run("ledger", "set-budget", *args, "--epsilon", 5, "--population", population)
    assert joined.returncode == 0, joined.stderr
    shown = run("ledger", "show", *args, "--population", population).stdout
    assert "declared part of population" in shown and "declared part of this population from extract.csv" in shown
    assert "Lifetime budget: epsilon 5," in shown




def test_a_release_on_a_tampered_ledger_is_refused_and_charges_nothing(tmp_path, private_ledger):
    set_budget(10)
    tamper_budget(private_ledger, "99")
    records = sqlite3.connect(private_ledger).execute("SELECT count(*) FROM records").fetchone()[0]
    done = run("release", SAMPLE_PLAN, "--data", SAMPLE_DATA, "--out", tmp_path / "out")
    assert done.returncode == 3
    assert f"the ledger at {private_ledger} has been changed outside dpstudio (record" in done.stderr
    assert "nothing was released or charged" in done.stderr and "dpstudio ledger verify" in done.stderr
    assert "Traceback" not in done.stderr and not (tmp_path / "out").exists()
    assert sqlite3.connect(private_ledger).execute("SELECT count(*) FROM records").fetchone()[0] == records


def test_a_tampered_ledger_refuses_a_new_budget(private_ledger):
    set_budget(10)
    tamper_budget(private_ledger, "99")
    done = run("ledger", "set-budget", "--data", SAMPLE_DATA, "--plan", SAMPLE_PLAN, "--epsilon", 200,
               "--reason", "approved")
    assert done.returncode == 3
    assert "has been changed outside dpstudio" in done.stderr and "the lifetime budget was not changed" in done.stderr


def test_show_on_a_tampered_ledger_warns_first_and_exits_3(private_ledger):
    """What `show` would print comes from records that no longer verify: it says so first and
    exits 3, as release and set-budget do (the auditor's case: "left epsilon -3" and exit 0)."""
    set_budget(10)
    tamper_budget(private_ledger, "99")
    done = run("ledger", "show", "--data", SAMPLE_DATA, "--plan", SAMPLE_PLAN)
    assert done.returncode == 3, done.stderr
    assert "has been changed outside dpstudio" in done.stderr and "Traceback" not in done.stderr
    assert "Lifetime budget" not in done.stdout


def test_a_zcdp_release_from_the_command_line_shows_its_rho(tmp_path):
    import json

    plan = json.loads(SAMPLE_PLAN.read_text(encoding="utf-8"))
    plan["budget"]["accounting"] = "zcdp"
    path = tmp_path / "zcdp_plan.json"
    path.write_text(json.dumps(plan), encoding="utf-8")
    checked = run("check", path)
    assert checked.returncode == 0 and "(zCDP accounting: rho 0.157265 of 0.157265)" in checked.stdout
    assert run("ledger", "set-budget", "--data", SAMPLE_DATA, "--plan", path, "--epsilon", 10, "--delta",
               1e-6).returncode == 0
    done = run("release", path, "--data", SAMPLE_DATA, "--out", tmp_path / "out")
    assert done.returncode == 0, done.stderr
    release = json.loads((tmp_path / "out" / "release.json").read_text(encoding="utf-8"))
    shown = run("ledger", "show", "--data", SAMPLE_DATA, "--plan", path).stdout
    assert f"delta 1e-07 (zCDP rho {release['budget']['rho']:.6g}) -> " in shown
    report = (tmp_path / "out" / "report.html").read_text(encoding="utf-8")
    assert "How the queries were added up (zCDP)" in report and "<th>ρ</th>" in report


def test_the_lifetime_delta_defaults_to_the_apps_and_the_help_says_so(tmp_path):
    """A plan that spends delta (Gaussian noise) is released under a lifetime budget set without --delta:
    its default is the app's (core/ledger/lifetime_delta.py), never a silent 0 that refuses the plan."""
    import json

    from dpstudio.core.ledger.lifetime_delta import DEFAULT_LIFETIME_DELTA

    shown = run("ledger", "set-budget", "--help").stdout
    assert "--delta DELTA" in shown and "(default: 1e-06, as in the app" in " ".join(shown.split())
    assert DEFAULT_LIFETIME_DELTA == 1e-6
    plan = json.loads(SAMPLE_PLAN.read_text(encoding="utf-8"))
    plan["queries"][0].update(mechanism="discrete_gaussian", delta=1e-7)  # admissions: spends delta 1e-7
    path = tmp_path / "gaussian_plan.json"
    path.write_text(json.dumps(plan), encoding="utf-8")
    assert run("ledger", "set-budget", "--data", SAMPLE_DATA, "--plan", path, "--epsilon", 10).returncode == 0
    assert "Lifetime budget: epsilon 10, delta 1e-06;" in run("ledger", "show", "--data", SAMPLE_DATA, "--plan",
                                                               path).stdout
    done = run("release", path, "--data", SAMPLE_DATA, "--out", tmp_path / "out")
    assert done.returncode == 0, done.stderr
    assert "spending epsilon 3 and delta 1e-07" in done.stdout
    shown = run("ledger", "show", "--data", SAMPLE_DATA, "--plan", path).stdout
    assert "spent epsilon 3, delta 1e-07; left epsilon 7, delta 9e-07." in shown


def test_a_lifetime_delta_of_zero_refuses_a_plan_that_spends_delta(tmp_path):
    import json

    plan = json.loads(SAMPLE_PLAN.read_text(encoding="utf-8"))
    plan["queries"][0].update(mechanism="discrete_gaussian", delta=1e-7)
    path = tmp_path / "gaussian_plan.json"
    path.write_text(json.dumps(plan), encoding="utf-8")
    assert run("ledger", "set-budget", "--data", SAMPLE_DATA, "--plan", path, "--epsilon", 10, "--delta",
               0).returncode == 0
    done = run("release", path, "--data", SAMPLE_DATA, "--out", tmp_path / "out")
    assert done.returncode == 3 and "this release needs delta 1e-07" in done.stderr


@pytest.mark.parametrize("kind", ["csv", "parquet"], ids=["read into pandas", "read where it lies by DuckDB"])
def test_a_ledger_from_before_populations_still_counts_what_it_spent_on_the_file(tmp_path, kind):
    """The file's hash is computed only for such a ledger (population_match.legacy_keys): here it is needed."""
    import hashlib

    import pandas as pd

    from tests.core.test_population import old_ledger

    data = SAMPLE_DATA if kind == "csv" else tmp_path / "admissions.parquet"
    if kind == "parquet":
        pd.read_csv(SAMPLE_DATA).to_parquet(data, index=False)
    old = tmp_path / "old.sqlite"
    old_ledger(old, hashlib.sha256(data.read_bytes()).hexdigest())  # lifetime epsilon 5, of which 3 spent
    refused = run("release", SAMPLE_PLAN, "--data", data, "--ledger", old, "--out", tmp_path / "out")
    assert refused.returncode == 3, refused.stderr  # the plan's 3 more would make 6 of 5
    assert "3 spent already" in refused.stderr and not (tmp_path / "out").exists()


def test_ledger_populations_lists_every_population_without_a_table(run_cli, tmp_path, private_ledger):
    from pathlib import Path

    assert run_cli("ledger", "public-key")[0] == 0  # the ledger is made (a reading command makes none)
    code, out, err = run_cli("ledger", "populations")
    assert code == 0 and out.splitlines()[1:] == ["No population is recorded in this ledger yet."], err
    other = Path(__file__).parents[1] / "data" / "covid_testing.csv"
    assert run_cli("ledger", "set-budget", "--data", SAMPLE_DATA, "--plan", SAMPLE_PLAN, "--epsilon", 10)[0] == 0
    assert run_cli("ledger", "set-budget", "--data", other, "--epsilon", 4)[0] == 0
    assert run_cli("release", SAMPLE_PLAN, "--data", SAMPLE_DATA, "--out", tmp_path / "one")[0] == 0
    shown = run_cli("ledger", "show", "--data", SAMPLE_DATA, "--plan", SAMPLE_PLAN)[1].splitlines()
    code, out, err = run_cli("ledger", "populations")
    assert code == 0 and err == "", err
    lines = out.splitlines()
    assert lines[:2] == [f"Ledger: {private_ledger}", "2 populations:"]
    assert [line for line in shown if line.startswith(("Population", "First seen", "Lifetime budget", "  "))] == \
        lines[3:3 + 5]  # the first population as `ledger show` says it: budget, spent, left, its release
    assert "left epsilon 7, delta 1e-06" in out and f"-> {tmp_path / 'one'} [complete]" in out
    assert "First seen in covid_testing.csv" in out and "spent epsilon 0, delta 0; left epsilon 4, delta 1e-06" in out
    code, out, err = run_cli("ledger", "populations", "--language", "de")
    assert code == 0 and "2 Populationen:" in out and "übrig Epsilon 7" in out


@pytest.mark.parametrize("action", [["show", "--data", SAMPLE_DATA], ["populations"], ["verify"]])
def test_a_reading_command_on_a_path_with_no_ledger_says_so_and_makes_none(run_cli, tmp_path, action):
    """Found in issue 44: `ledger show`, `verify` and `populations` made a new, empty ledger at a mistyped path."""
    path = tmp_path / "ledgers" / "typo.sqlite"
    code, out, err = run_cli("ledger", *action, "--ledger", path)
    assert code == 2 and "there is no ledger here" in err and str(path) in err
    assert not path.parent.exists()

