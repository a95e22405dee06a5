"""The README's commands run as a newcomer types them (issue 46: keep every README command tested): the command
line block, line by line in a fresh folder with a ledger of its own, and the Python block. The two install commands
are what .ci/run runs."""
import os
import re
import shlex
import subprocess
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parents[2]
README = (ROOT / "README.md").read_text(encoding="utf-8")


def blocks(kind: str) -> list[str]:
    return re.findall(rf"```{kind}\n(.*?)```", README, re.S)


def test_the_readme_states_the_two_commands_ci_runs():
    app, tests = [b.strip() for b in blocks("bash")[:2]]
    assert app == "python3 -m venv .venv && .venv/bin/pip install -e . && .venv/bin/dpstudio"
    assert tests.startswith("python3 -m venv .venv && .venv/bin/pip install -e '.[test]'")
    ci = (ROOT / ".ci" / "run").read_text(encoding="utf-8")
    assert tests.endswith("QT_QPA_PLATFORM=offscreen .venv/bin/python -m pytest -q -n 2")
    assert "-e '.[test]'" in ci and "export QT_QPA_PLATFORM=offscreen" in ci and ".venv/bin/python -m pytest -q -n 2" in ci


def test_the_command_line_block_runs_as_written(tmp_path):
    (commands,) = [b for b in blocks("bash") if "dpstudio release" in b]
    for name in ("resources",):
        (tmp_path / name).symlink_to(ROOT / name)
    env = {**os.environ, "DPSTUDIO_LEDGER": str(tmp_path / "ledger.sqlite"), "DPSTUDIO_LANGUAGE": "en"}
    for line in commands.strip().splitlines():
        argv = shlex.split(line, comments=True)
        assert argv[0] == "dpstudio"
        done = subprocess.run([sys.executable, "-m", "dpstudio", *argv[1:]], cwd=tmp_path, env=env,
                              capture_output=True, text=True, timeout=300)
        assert done.returncode == 0, (line, done.stderr)
    assert (tmp_path / "release-1" / "report.pdf").is_file()


def test_the_python_block_runs_as_written(tmp_path):
    (code,) = blocks("python")
    (tmp_path / "resources").symlink_to(ROOT / "resources")
    env = {**os.environ, "DPSTUDIO_LEDGER": str(tmp_path / "ledger.sqlite")}
    budget = subprocess.run([sys.executable, "-m", "dpstudio", "ledger", "set-budget", "--data",
                             "resources/sample/hospital_admissions.csv", "--plan", "resources/sample/sample_plan.json",
                             "--epsilon", "10"], cwd=tmp_path, env=env, capture_output=True, text=True, timeout=300)
    assert budget.returncode == 0, budget.stderr
    done = subprocess.run([sys.executable, "-c", code], cwd=tmp_path, env=env, capture_output=True, text=True,
                          timeout=300)
    assert done.returncode == 0, done.stderr
    assert (tmp_path / "release-2025" / "release.json").is_file()
