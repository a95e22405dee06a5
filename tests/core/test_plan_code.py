"""The generated script and notebook release through the ledger, as the app and `dpstudio release` do (issue 30):
charged to the same population, refused over its lifetime budget with the CLI's message and exit code,
charging and writing nothing then; and neither holds a value of the table.

The scripts run in a subprocess, as a steward or a pipeline runs them (a few seconds each); the CLI runs
in-process; the ledger is a real one in the test's folder (conftest.private_ledger)."""
import json
import subprocess
import sys

import pytest

from dpstudio.core.ledger.book import Ledger
from dpstudio.core.output.plan_code import notebook, python_script
from tests.conftest import SAMPLE_DATA, SAMPLE_PLAN

PLAN = json.loads(SAMPLE_PLAN.read_text(encoding="utf-8"))
BUNDLE = ["SHA256SUMS", "SHA256SUMS.sig", "plan.json", "public-key.pem", "release.csv", "release.json", "release.xlsx",
          "report.html", "report.pdf", "test_results.perturbed.csv"]


@pytest.fixture
def cli(run_cli):
    """dpstudio's command line in-process (tests/conftest.py): cli(*argv) -> (exit code, stdout, stderr)."""
    return run_cli


def set_budget(cli, epsilon):
    code, _, err = cli("ledger", "set-budget", "--data", SAMPLE_DATA, "--plan", SAMPLE_PLAN, "--epsilon", epsilon)
    assert code == 0, err


def ledger_state(path) -> tuple[int, int]:
    """How many records the ledger holds, and how many releases it charged; it must pass its own verification."""
    with Ledger(path) as ledger:
        problems, head = ledger.verify_head(None)
        assert problems == []
        return head.records, sum(record.kind == "release" for record in ledger.records())


def run_script(script, cwd):
    return subprocess.run([sys.executable, str(script)], capture_output=True, text=True, cwd=cwd, timeout=300)


def saved_script(folder, *ledger):
    """The script, charged to the ledger named (none: the default, $DPSTUDIO_LEDGER here, as for the CLI)."""
    folder.mkdir()
    script = folder / "release_plan.py"
    script.write_text(python_script(PLAN, str(SAMPLE_DATA), *map(str, ledger)), encoding="utf-8")
    return script


def error_line(stderr: str) -> str:
    return next(line for line in stderr.splitlines() if line.startswith("error: "))


def test_the_script_over_a_spent_lifetime_budget_is_refused_and_charges_and_writes_nothing(tmp_path, private_ledger,
                                                                                          cli):
    set_budget(cli, 5)
    assert cli("release", SAMPLE_PLAN, "--data", SAMPLE_DATA, "--out", tmp_path / "first")[0] == 0  # 3 of 5 spent
    code, _, refused = cli("release", SAMPLE_PLAN, "--data", SAMPLE_DATA, "--out", tmp_path / "second")
    assert code == 3  # the CLI's refusal: the next release would need 3, and 2 are left
    before = ledger_state(private_ledger)
    script = saved_script(tmp_path / "work")  # the default ledger, as the CLI's
    run = run_script(script, script.parent)
    assert run.returncode == 3, run.stderr
    assert error_line(run.stderr) == error_line(refused)  # the CLI's message, word for word
    assert "has 3 spent already (left: 2)" in run.stderr and "Traceback" not in run.stderr
    assert sorted(p.name for p in script.parent.iterdir()) == ["release_plan.py"]  # no bundle, no partial folder
    assert ledger_state(private_ledger) == before == (before[0], 1)  # nothing charged; the ledger verifies
    assert "LEDGER = None" in script.read_text(encoding="utf-8")


@pytest.mark.suite_long  # among the slowest of the suite: run by .ci/run's long step (tests/conftest.py)
def test_each_run_of_the_script_is_charged_to_the_population_the_cli_charges(tmp_path, private_ledger, cli):
    set_budget(cli, 8)
    script = saved_script(tmp_path / "work", private_ledger)
    first = run_script(script, script.parent)
    assert first.returncode == 0, first.stderr
    assert "spent epsilon 3 of their lifetime budget 8" in first.stdout and "admissions - count" in first.stdout
    assert "for your eyes only (not in the release)" in first.stderr
    second = run_script(script, script.parent)
    assert second.returncode == 0 and "spent epsilon 6 of their lifetime budget 8" in second.stdout  # charged again
    folders = sorted(p for p in script.parent.iterdir() if p.is_dir())  # a new folder for each run
    assert len(folders) == 2 and all(sorted(p.name for p in f.iterdir()) == BUNDLE for f in folders)
    releases = [json.loads((f / "release.json").read_text(encoding="utf-8")) for f in folders]
    assert releases[0]["queries"] != releases[1]["queries"]  # fresh noise (8 queries alike by chance: never)
    code, _, refused = cli("release", SAMPLE_PLAN, "--data", SAMPLE_DATA, "--out", tmp_path / "cli")
    assert code == 3 and "lifetime budget of 8 has 6 spent already (left: 2)" in refused  # the CLI counts them
    code, shown, _ = cli("ledger", "show", "--data", SAMPLE_DATA, "--plan", SAMPLE_PLAN)
    assert f"fingerprint in its releases: {releases[0]['dataset_fingerprint']}" in shown  # the CLI's population
    assert shown.count("[complete]") == 2 and releases[0]["dataset_fingerprint"] == releases[1]["dataset_fingerprint"]
    assert "Katrin" not in script.read_text(encoding="utf-8")  # no value of the table, only the plan


def test_the_notebooks_code_cells_release_through_the_ledger_the_same(tmp_path, private_ledger, cli, capsys,
                                                                     monkeypatch):
    book = notebook(PLAN, str(SAMPLE_DATA))  # the default ledger: $DPSTUDIO_LEDGER here
    assert book["nbformat"] == 4 and [c["cell_type"] for c in book["cells"]] == ["markdown", "code", "code", "code"]
    code = "\n".join("".join(cell["source"]) for cell in book["cells"] if cell["cell_type"] == "code")
    set_budget(cli, 5)
    monkeypatch.chdir(tmp_path)
    exec(compile(code, "notebook", "exec"), {})
    [folder] = [p for p in tmp_path.iterdir() if p.name.startswith("release-")]
    assert sorted(p.name for p in folder.iterdir()) == BUNDLE
    assert "spent epsilon 3 of their lifetime budget 5" in capsys.readouterr().out
    before = ledger_state(private_ledger)
    (tmp_path / "again").mkdir()
    monkeypatch.chdir(tmp_path / "again")
    with pytest.raises(SystemExit) as refused:
        exec(compile(code, "notebook", "exec"), {})
    assert refused.value.code == 3 and "has 3 spent already (left: 2)" in capsys.readouterr().err
    assert list((tmp_path / "again").iterdir()) == [] and ledger_state(private_ledger) == before
    settings, release = ("".join(cell["source"]) for cell in book["cells"][1:3])
    scope = {}
    exec(settings, scope)
    scope["OUT"] = str(folder)  # not a new folder: bad input, refused before the ledger is asked
    with pytest.raises(SystemExit) as bad:
        exec(release, scope)
    assert bad.value.code == 2 and "the output folder already exists" in capsys.readouterr().err
    assert ledger_state(private_ledger) == before
    assert "refuses (over the lifetime budget" in "".join(book["cells"][0]["source"])
    json.dumps(book)  # a notebook file is JSON


def test_the_code_speaks_english_and_writes_its_report_in_the_language_chosen():
    """Its comments and messages stay English, as the command line does; the report follows "Report in"."""
    script = python_script(PLAN, "admissions.csv", "/srv/ledger.sqlite", "de")
    assert script.startswith('"""Releases the dpstudio plan below') and "LANGUAGE = 'de'" in script
    assert "LEDGER = '/srv/ledger.sqlite'" in script and "language=LANGUAGE" in script
    assert "POPULATION = None" in script and "population=POPULATION" in script
    assert "POPULATION = '9f3a'" in python_script(PLAN, "admissions.csv", None, "en", "9f3a")
    cells = notebook(PLAN, "admissions.csv", None, "zh")["cells"]
    assert "LANGUAGE = 'zh'" in "".join(cells[1]["source"]) and "LEDGER = None" in "".join(cells[1]["source"])
