"""The CLI from a subprocess, as a script or a steward would run it."""
import csv
import json
import subprocess
import sys

import pytest

from tests.conftest import SAMPLE_DATA, SAMPLE_PLAN


def run(*args, cwd=None):
    return subprocess.run([sys.executable, "-m", "dpstudio", *map(str, args)], capture_output=True, text=True,
                          cwd=cwd, timeout=120)


def set_budget(epsilon=10):
    done = run("ledger", "set-budget", "--data", SAMPLE_DATA, "--plan", SAMPLE_PLAN, "--epsilon", epsilon)
    assert done.returncode == 0, done.stderr


def test_release_on_the_sample(tmp_path):
    set_budget()
    out = tmp_path / "release"
    done = run("release", SAMPLE_PLAN, "--data", SAMPLE_DATA, "--out", out)
    assert done.returncode == 0, done.stderr
    assert "Released 8 queries, spending epsilon 3 and delta 0" in done.stdout
    assert "spent epsilon 3 of its lifetime budget 10" in done.stdout
    assert "for your eyes only" in done.stderr
    assert sorted(p.name for p in out.iterdir()) == ["SHA256SUMS", "SHA256SUMS.sig", "plan.json", "public-key.pem",
                                                      "release.csv", "release.json", "release.xlsx", "report.html",
                                                      "report.pdf", "test_results.perturbed.csv"]
    release = json.loads((out / "release.json").read_text(encoding="utf-8"))
    raw = __import__("hashlib").sha256(SAMPLE_DATA.read_bytes()).hexdigest()
    assert raw not in (out / "release.json").read_text(encoding="utf-8")  # the plain hash is never published
    assert release["dataset_fingerprint"] in run("ledger", "show", "--data", SAMPLE_DATA, "--plan", SAMPLE_PLAN).stdout
    rr = next(q for q in release["queries"] if q["kind"] == "randomized_response")
    assert rr["perturbed_values_file"] == "test_results.perturbed.csv" and "perturbed_values" not in rr
    with open(out / "release.csv", encoding="utf-8") as handle:
        rows = list(csv.DictReader(handle))
    assert len(rows) == 1 + 1 + 13 + 18 + 1 + 1 + 1 + 4
    assert rows[0]["query_id"] == "admissions" and rows[0]["mechanism"] == "discrete_laplace"
    assert next(r for r in rows if r["kind"] == "quantile")["ci95_unit"] == "rows"
    with open(out / "test_results.perturbed.csv", encoding="utf-8") as handle:
        assert len(list(csv.DictReader(handle))) == rr["rows"]
    ran = json.loads((out / "plan.json").read_text(encoding="utf-8"))
    assert ran["dpstudio_plan"] == 13 and len(ran["queries"]) == 8
    plan = json.loads(SAMPLE_PLAN.read_text(encoding="utf-8"))
    kept = {"patient_id", "sex", "test_result", "diagnosis", "ward", "length_of_stay", "cost", "birth_year"}
    assert ran["reading"] == {**plan["reading"], "columns": {c: t for c, t in plan["reading"]["columns"].items()
                                                             if c in kept}}  # the columns the plan reads


def shape(value):
    """A release's structure: every field and cell key, without the noisy figures or the moment."""
    if isinstance(value, dict):
        return {k: shape(v) for k, v in value.items() if k not in ("created", "dataset_fingerprint")}
    if isinstance(value, list):
        return [shape(v) for v in value]
    return type(value).__name__ if isinstance(value, (int, float)) else value


@pytest.mark.suite_long  # among the slowest of the suite: run by .ci/run's long step (tests/conftest.py)
def test_the_plan_of_a_release_runs_again_into_a_release_of_the_same_structure(tmp_path):
    """The bundle's plan.json is the plan that ran, reading section and all: `dpstudio release` takes it as it is."""
    set_budget()
    first, second = tmp_path / "first", tmp_path / "second"
    assert run("release", SAMPLE_PLAN, "--data", SAMPLE_DATA, "--out", first).returncode == 0
    again = run("release", first / "plan.json", "--data", SAMPLE_DATA, "--out", second)
    assert again.returncode == 0, again.stderr
    releases = [json.loads((folder / "release.json").read_text(encoding="utf-8")) for folder in (first, second)]
    assert shape(releases[0]) == shape(releases[1])
    assert [[c["key"] for c in q.get("cells", [])] for q in releases[1]["queries"]] == \
        [[c["key"] for c in q.get("cells", [])] for q in releases[0]["queries"]]
    assert (first / "plan.json").read_text(encoding="utf-8") == (second / "plan.json").read_text(encoding="utf-8")


def test_existing_output_folder_is_never_overwritten(tmp_path):
    set_budget()
    out = tmp_path / "release"
    out.mkdir()
    (out / "keep.txt").write_text("mine")
    done = run("release", SAMPLE_PLAN, "--data", SAMPLE_DATA, "--out", out)
    assert done.returncode == 2
    assert "already exists and is not empty" in done.stderr
    assert [p.name for p in out.iterdir()] == ["keep.txt"]
    assert sorted(p.name for p in tmp_path.iterdir()) == ["ledger.sqlite", "ledger.sqlite.head", "ledger.sqlite.key",
                                                        "ledger.sqlite.signing-key", "release"]  # no partial folder
    assert "spent epsilon 0" in run("ledger", "show", "--data", SAMPLE_DATA, "--plan", SAMPLE_PLAN).stdout  # nothing was charged


def test_bad_plan_exits_2_with_every_problem_and_no_traceback(tmp_path):
    plan = json.loads(SAMPLE_PLAN.read_text(encoding="utf-8"))
    plan["budget"]["epsilon"] = 1
    plan["queries"][4].pop("bounds")
    path = tmp_path / "plan.json"
    path.write_text(json.dumps(plan), encoding="utf-8")
    done = run("release", path, "--data", SAMPLE_DATA, "--out", tmp_path / "out")
    assert done.returncode == 2
    assert "Traceback" not in done.stderr
    assert "queries[4] ('mean_stay').bounds: must be [lower, upper]" in done.stderr
    assert not (tmp_path / "out").exists()


def _sample_plan_text(change) -> str:
    plan = json.loads(SAMPLE_PLAN.read_text(encoding="utf-8"))
    change(plan)
    return json.dumps(plan)


def _quoted_epsilon(plan):
    plan["queries"][0]["epsilon"] = "0.2"


def _version_true(plan):
    plan["dpstudio_plan"] = True


def _endless_quantile(plan):
    plan["queries"][6]["bounds"] = [-1e308, 1e308]


@pytest.mark.parametrize("text, expected", [
    (_sample_plan_text(_quoted_epsilon), "queries[0] ('admissions').epsilon: \"0.2\" is text, not a number"),
    (_sample_plan_text(_version_true), "dpstudio_plan: true is not a format version"),
    (_sample_plan_text(_endless_quantile), "queries[6] ('median_birth_year').bounds: the range is too wide"),
    (_sample_plan_text(lambda plan: None).replace('"epsilon": 0.2', '"epsilon": 0.2, "epsilon": 5', 1),
     'queries[0].epsilon: "epsilon" is given more than once in the same object'),
])
def test_malformed_plans_exit_2_before_anything_is_written(tmp_path, text, expected):
    path = tmp_path / "plan.json"
    path.write_text(text, encoding="utf-8")
    done = run("release", path, "--data", SAMPLE_DATA, "--out", tmp_path / "out")
    assert done.returncode == 2, done.stderr
    assert expected in done.stderr and "Traceback" not in done.stderr
    assert not (tmp_path / "out").exists()


def test_over_budget_plan_is_refused(tmp_path):
    plan = json.loads(SAMPLE_PLAN.read_text(encoding="utf-8"))
    plan["budget"]["epsilon"] = 1
    path = tmp_path / "plan.json"
    path.write_text(json.dumps(plan), encoding="utf-8")
    done = run("release", path, "--data", SAMPLE_DATA, "--out", tmp_path / "out")
    assert done.returncode == 2
    assert "the queries' epsilons add up to 3, more than the budget of 1" in done.stderr


def test_missing_data_file(tmp_path):
    done = run("release", SAMPLE_PLAN, "--data", tmp_path / "none.csv", "--out", tmp_path / "out")
    assert done.returncode == 2
    assert "none.csv: file not found" in done.stderr and "Traceback" not in done.stderr


def test_check_command(tmp_path):
    done = run("check", SAMPLE_PLAN, "--data", SAMPLE_DATA)
    assert done.returncode == 0
    assert "The plan is valid: 8 queries spending epsilon 3 of 3" in done.stdout


def test_version_and_help():
    assert run("--version").stdout.startswith("dpstudio ")
    assert "release" in run("--help").stdout


def test_no_screen_gets_a_message_not_a_crash():
    import os

    env = {k: v for k, v in os.environ.items() if k not in ("DISPLAY", "WAYLAND_DISPLAY", "QT_QPA_PLATFORM")}
    done = subprocess.run([sys.executable, "-m", "dpstudio"], capture_output=True, text=True, env=env, timeout=60)
    assert done.returncode == 2
    assert "needs a screen" in done.stderr and "dpstudio --help" in done.stderr


def test_publisher_option_names_who_publishes(tmp_path):
    set_budget()
    out = tmp_path / "release"
    done = run("release", SAMPLE_PLAN, "--data", SAMPLE_DATA, "--out", out, "--publisher", "Data Office, St Example")
    assert done.returncode == 0, done.stderr
    assert json.loads((out / "release.json").read_text(encoding="utf-8"))["publisher"] == "Data Office, St Example"
    assert "by Data Office, St Example with dpstudio" in (out / "report.html").read_text(encoding="utf-8")
    bad = run("release", SAMPLE_PLAN, "--data", SAMPLE_DATA, "--out", tmp_path / "other", "--publisher", " ")
    assert bad.returncode == 2 and "publisher: must be a name of 1 to 200 characters" in bad.stderr
    assert "Traceback" not in bad.stderr


def test_language_option_writes_the_report_in_it(tmp_path):
    set_budget()
    out = tmp_path / "release"
    done = run("release", SAMPLE_PLAN, "--data", SAMPLE_DATA, "--out", out, "--language", "el",
               "--publisher", "Data Office")
    assert done.returncode == 0, done.stderr
    release = json.loads((out / "release.json").read_text(encoding="utf-8"))
    assert release["language"] == "el" and "budget" in release  # field names stay English
    report = (out / "report.html").read_text(encoding="utf-8")
    assert "<h2>Τι προστατεύτηκε</h2>" in report and " από Data Office με το dpstudio" in report
    bad = run("release", SAMPLE_PLAN, "--data", SAMPLE_DATA, "--out", tmp_path / "other", "--language", "fr")
    assert bad.returncode == 2 and "invalid choice: 'fr'" in bad.stderr and not (tmp_path / "other").exists()


def test_the_crash_log_keeps_earlier_crashes(tmp_path, monkeypatch):
    import platformdirs

    from dpstudio.cli import main as cli

    monkeypatch.setattr(platformdirs, "user_log_dir", lambda *args, **kwargs: str(tmp_path / "logs"))
    for name in ("first", "second"):
        monkeypatch.setattr(cli, "run_risk", lambda args, name=name: (_ for _ in ()).throw(RuntimeError(name)))
        assert cli.main(["risk", "--data", str(SAMPLE_DATA), "--qi", "age"]) == 1
    log = (tmp_path / "logs" / "crash.log").read_text(encoding="utf-8")
    assert "RuntimeError: first" in log and "RuntimeError: second" in log


def test_a_reader_that_stops_early_does_not_make_a_delivered_release_a_bug(tmp_path):
    """`dpstudio release ... | head -1`: the release is charged and delivered before the pipe breaks;
    that must not be reported as a bug with "Nothing was released" (the auditor's case)."""
    set_budget()
    out = tmp_path / "release"
    process = subprocess.Popen([sys.executable, "-m", "dpstudio", "release", str(SAMPLE_PLAN), "--data",
                                str(SAMPLE_DATA), "--out", str(out)], stdout=subprocess.PIPE, stderr=subprocess.PIPE,
                               text=True)
    process.stdout.close()  # the reader has gone before the first line
    stderr = process.stderr.read()
    assert process.wait(timeout=120) == 0, stderr
    assert (out / "SHA256SUMS").exists()
    assert "bug" not in stderr and "Nothing was released" not in stderr and "BrokenPipe" not in stderr


def test_an_out_that_is_an_existing_file_exits_2_names_it_and_charges_nothing(tmp_path):
    set_budget(5)
    taken = tmp_path / "notes.txt"
    taken.write_text("keep me", encoding="utf-8")
    done = run("release", SAMPLE_PLAN, "--data", SAMPLE_DATA, "--out", taken)
    assert done.returncode == 2, done.stderr
    assert "there is a file with the output folder's name" in done.stderr and str(taken) in done.stderr
    assert taken.read_text(encoding="utf-8") == "keep me"
    assert "spent epsilon 0, delta 0" in run("ledger", "show", "--data", SAMPLE_DATA, "--plan", SAMPLE_PLAN).stdout
