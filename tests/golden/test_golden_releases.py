"""The sample plans' releases, frozen before issue 45's redesign and kept equal after it (README.md).

Each sample plan is released once per language below, from the command line as a steward runs it, into a
ledger of its own; its release.json, release.csv, release.xlsx, the bundle's files, plan.json, the report's
text and the command's output are compared, masked (masking.py), with the golden files in files/. `check` and
`preview` draw nothing: their output is compared as it is, in the four languages."""
from __future__ import annotations

import os
import subprocess
import sys
from dataclasses import dataclass
from pathlib import Path

import pytest

from tests.golden.bundle_text import (bundle_shape, masked_release_csv, masked_release_json, masked_release_xlsx,
                                      release_of, report_text)
from tests.golden.golden import assert_golden
from tests.golden.masking import mask_cli_text

ROOT = Path(__file__).resolve().parents[2]
SAMPLES = ROOT / "resources" / "sample"
DATA = "hospital_admissions.csv"
PLANS = ("sample_plan", "table_plan", "family_plan", "synthetic_plan")
LANGUAGES = ("en", "de", "zh", "el")
# one release per plan in English (every file frozen), and one in another language (its report and output), so
# that each language's report and output is frozen for one plan at least, while the run stays short
RELEASES = {"sample_plan": ("en", "de"), "table_plan": ("en", "zh"), "family_plan": ("en", "el"),
            "synthetic_plan": ("en", "de")}
RELEASED = [(plan, language) for plan, languages in RELEASES.items() for language in languages]
pytestmark = pytest.mark.xdist_group("golden")  # with -n 2, on one worker: the tests share each release


def dpstudio(*args, home: Path) -> subprocess.CompletedProcess:
    """dpstudio from a subprocess, as a steward runs it in the samples' folder: this checkout's code, a ledger
    and state folder of its own under `home`, the language only from the command's --language."""
    env = {k: v for k, v in os.environ.items() if k not in ("DPSTUDIO_LANGUAGE", "LC_ALL", "LC_MESSAGES", "LANGUAGE")}
    env.update(LANG="C.UTF-8", PYTHONIOENCODING="utf-8", DPSTUDIO_LEDGER=str(home / "ledger.sqlite"),
               XDG_STATE_HOME=str(home / "state"), XDG_DATA_HOME=str(home / "data"),
               PYTHONPATH=os.pathsep.join(filter(None, [str(ROOT), env.get("PYTHONPATH")])))
    return subprocess.run([sys.executable, "-m", "dpstudio", *map(str, args)], cwd=SAMPLES, env=env,
                          capture_output=True, text=True, encoding="utf-8", timeout=300)


def output_text(args, done: subprocess.CompletedProcess, language: str, folders=(), synthetic_ids=()) -> str:
    """A command, its exit code, its stdout and its stderr, as one golden text."""
    text = (f"$ dpstudio {' '.join(map(str, args))}\nexit {done.returncode}\n"
            f"--- stdout\n{done.stdout}--- stderr\n{done.stderr}")
    return mask_cli_text(text, language, folders=folders, synthetic_ids=synthetic_ids)


@dataclass
class Release:
    folder: Path
    output: str  # the command's output, masked


@pytest.fixture(scope="module")
def released(tmp_path_factory):
    """release(plan, language): the plan released once (the first time it is asked for) into a fresh ledger."""
    releases = {}

    def release(plan: str, language: str) -> Release:
        if (plan, language) not in releases:
            home = tmp_path_factory.mktemp(f"{plan}-{language}")
            budget = dpstudio("ledger", "set-budget", "--data", DATA, "--plan", f"{plan}.json", "--epsilon", 100,
                              home=home)
            assert budget.returncode == 0, budget.stderr
            args = ["release", f"{plan}.json", "--data", DATA, "--out", home / "release", "--language", language]
            done = dpstudio(*args, home=home)
            assert done.returncode == 0, done.stderr
            synthetic = [q["id"] for q in release_of(home / "release")["queries"] if q["kind"] == "synthetic"]
            releases[plan, language] = Release(home / "release", output_text(args, done, language, [home],
                                                                              synthetic))
        return releases[plan, language]
    return release


@pytest.mark.parametrize("plan", PLANS)
def test_release_json(plan, released):
    assert_golden(f"{plan}/release.json", masked_release_json(released(plan, "en").folder))


@pytest.mark.parametrize("plan", PLANS)
def test_release_csv(plan, released):
    assert_golden(f"{plan}/release.csv", masked_release_csv(released(plan, "en").folder))


@pytest.mark.parametrize("plan", PLANS)
def test_release_xlsx(plan, released):
    assert_golden(f"{plan}/release.xlsx.txt", masked_release_xlsx(released(plan, "en").folder))


@pytest.mark.parametrize("plan", PLANS)
def test_the_plan_that_ran_and_the_bundles_files(plan, released):
    folder = released(plan, "en").folder
    assert_golden(f"{plan}/plan.json", (folder / "plan.json").read_text(encoding="utf-8"))
    assert_golden(f"{plan}/files.txt", bundle_shape(folder))


@pytest.mark.parametrize("plan, language", RELEASED)
def test_report_text(plan, language, released):
    """Word for word: a line of a paragraph that holds a drawn figure may end a word earlier or later."""
    assert_golden(f"{plan}/report.{language}.txt", report_text(released(plan, language).folder), words=True)


@pytest.mark.parametrize("plan, language", RELEASED)
def test_release_output(plan, language, released):
    assert_golden(f"{plan}/cli/release.{language}.txt", released(plan, language).output)


@pytest.mark.parametrize("command", ["check", "preview"])
@pytest.mark.parametrize("language", LANGUAGES)
@pytest.mark.parametrize("plan", PLANS)
def test_check_and_preview(plan, language, command, tmp_path):
    args = [command, f"{plan}.json", "--data", DATA, "--language", language]
    done = dpstudio(*args, home=tmp_path)
    assert_golden(f"{plan}/cli/{command}.{language}.txt", output_text(args, done, language, [tmp_path]))
