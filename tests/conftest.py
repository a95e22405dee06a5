import json
import os
from pathlib import Path

import pandas as pd
import pytest

ROOT = Path(__file__).resolve().parents[1]
SAMPLE_DATA = ROOT / "resources" / "sample" / "hospital_admissions.csv"
SAMPLE_PLAN = ROOT / "resources" / "sample" / "sample_plan.json"

# Statistical tests reject a correct implementation with this probability (each), so the suite
# flakes about once in ten thousand runs per test while still catching a wrong scale or formula.
FALSE_ALARM = 1e-4

# The tests read dpstudio's English, whatever the machine's locale (the command line follows LANG: issue 32);
# a test of another language sets --language or lifts this.
os.environ.setdefault("DPSTUDIO_LANGUAGE", "en")


@pytest.fixture(autouse=True)
def private_ledger(tmp_path, monkeypatch):
    """Every test gets its own ledger; none touches the user's real one."""
    path = tmp_path / "ledger.sqlite"
    monkeypatch.setenv("DPSTUDIO_LEDGER", str(path))
    return path


@pytest.fixture
def sample_plan() -> dict:
    return json.loads(SAMPLE_PLAN.read_text(encoding="utf-8"))


@pytest.fixture(scope="session")
def sample_frame() -> pd.DataFrame:
    from dpstudio.core.io.loading import load_table

    return load_table(SAMPLE_DATA).frame


def small_plan(queries, columns=None, budget=None, privacy_unit=None) -> dict:
    """A plan over the test frames' usual columns."""
    plan = {
        "dpstudio_plan": 1,
        "columns": columns or {"id": "identifier", "age": "quasi_identifier", "sex": "quasi_identifier",
                               "dx": "sensitive", "cost": "other", "ward": "other"},
        "budget": budget or {"epsilon": 10, "delta": 1e-6},
        "queries": queries,
    }
    if privacy_unit:
        plan["privacy_unit"] = privacy_unit
    return plan


@pytest.fixture
def run_cli(capsys, tmp_path, monkeypatch):
    """dpstudio's command line in-process: run(*argv) -> (exit code, stdout, stderr); crash logs go to
    this test's folder."""
    monkeypatch.setenv("XDG_STATE_HOME", str(tmp_path / "state"))

    def run(*argv):
        capsys.readouterr()
        from dpstudio.cli.main import main

        code = main([str(a) for a in argv])
        captured = capsys.readouterr()
        return code, captured.out, captured.err
    return run


# What the README's test command leaves out (pyproject.toml's addopts: -m 'not suite_long'), so that it answers
# within 10 minutes on two cores; .ci/run runs these in a step of its own (pytest -m "suite_long and not
# faults_long"). Whole folders: the fault suite (real processes killed, malformed files, the plan space), the
# desktop bundle's build, and every test that needs a Spark session (engines_slow, or the spark_session fixture:
# a JVM of its own on each worker); single long tests are marked where they stand (@pytest.mark.suite_long).
LONG_FOLDERS = (ROOT / "tests" / "faults", ROOT / "tests" / "packaging")


def _on_spark(item) -> bool:
    """A test run once for each engine (test_agreement.py's `engine`, test_agreement_exact.py's `source_of`) in its
    Spark case: it starts a Spark session by the engine's name, which its own fixture names do not show."""
    spec = getattr(item, "callspec", None)
    return spec is not None and any(isinstance(value, str) and value == "spark" for value in spec.params.values())


@pytest.hookimpl(tryfirst=True)  # before -m deselects: the marks added here count
def pytest_collection_modifyitems(items):
    """Tests of the long step marked suite_long (above); then tests marked runs_long first (a stable sort: the rest
    keep their order), so that pytest-xdist starts them while the other worker runs the short ones, not alone at
    the end of the run."""
    for item in items:
        if item.get_closest_marker("engines_slow") or "spark_session" in getattr(item, "fixturenames", ()) or any(
                Path(str(item.fspath)).is_relative_to(folder) for folder in LONG_FOLDERS) or _on_spark(item):
            item.add_marker(pytest.mark.suite_long)
    items.sort(key=lambda item: item.get_closest_marker("runs_long") is None)
