"""A ledger made by an older dpstudio keeps its populations after the sketch's scheme changed.

Commit 43046fe sketched people with SipHash in the steward's process (scheme siphash24-bottomk-v1); commit
69ad55e had the engine hash every row with SHA-256 (sha256-salted-bottomk-v2). Each one's code, unpacked from
git into a folder of its own, sets a lifetime budget and releases once; this dpstudio then sees the same
patients (the rows shuffled) as that population: it charges them there, records their sketch again under
the current scheme (the same population id links both), and refuses what no longer fits, the last time by
the new sketch alone.
"""
from __future__ import annotations

import io
import json
import os
import subprocess
import sys
import tarfile

import pandas as pd
import pytest

from dpstudio.core.base.errors import BudgetExceeded
from dpstudio.core.ledger.book import Ledger
from dpstudio.core.exact import frame_people
from dpstudio.core.exact.people_digests import SHA256
from dpstudio.core.ledger.population import SCHEME, V1, V2
from dpstudio.core.pipeline.publish import publish
from tests.cli.test_cli import run
from tests.conftest import ROOT, SAMPLE_DATA, SAMPLE_PLAN

OLDER = {"43046fe": V1, "69ad55e": V2}  # a commit of each older scheme's, and the scheme


@pytest.fixture(scope="module", params=sorted(OLDER))
def old_dpstudio(request, tmp_path_factory):
    """dpstudio as an older commit had it, unpacked from git (`git archive`, as `git show` would give each file)."""
    OLD = request.param
    shallow = subprocess.run(["git", "-C", str(ROOT), "rev-parse", "--is-shallow-repository"], capture_output=True,
                             text=True)
    if shallow.returncode != 0 or shallow.stdout.strip() == "true":
        pytest.skip(f"needs the repository's history (commit {OLD}): not a git checkout, or a shallow one")
    archive = subprocess.run(["git", "-C", str(ROOT), "archive", OLD, "dpstudio", "resources"], capture_output=True,
                             check=True)
    folder = tmp_path_factory.mktemp(f"dpstudio-{OLD}")
    with tarfile.open(fileobj=io.BytesIO(archive.stdout)) as tar:
        tar.extractall(folder, filter="data")
    return OLD, folder


def old(folder, *args):
    """The old dpstudio's command line (run from its folder, so that it imports its own code)."""
    return subprocess.run([sys.executable, "-m", "dpstudio", *map(str, args)], capture_output=True, text=True,
                          cwd=folder, env={**os.environ, "PYTHONPATH": str(folder)}, timeout=300)


def population_records(path) -> list[dict]:
    with Ledger(path) as ledger:
        return [{"id": r.dataset, **r.data} for r in ledger.records() if r.kind == "population"]


@pytest.mark.suite_long  # among the slowest of the suite: run by .ci/run's long step (tests/conftest.py)
def test_an_old_ledgers_population_keeps_refusing_over_budget_releases_after_the_upgrade(tmp_path, private_ledger,
                                                                                       old_dpstudio, monkeypatch):
    commit, old_dpstudio = old_dpstudio
    old_plan = old_dpstudio / "resources" / "sample" / "sample_plan.json"  # its own plan (same people, same cost)
    assert old(old_dpstudio, "ledger", "set-budget", "--data", SAMPLE_DATA, "--plan", old_plan,
               "--epsilon", 7).returncode == 0
    first = old(old_dpstudio, "release", old_plan, "--data", SAMPLE_DATA, "--out", tmp_path / "old")
    assert first.returncode == 0, first.stderr
    [made] = population_records(private_ledger)
    scheme = made["sketch"]["scheme"]
    assert scheme == OLDER[commit]

    shuffled = tmp_path / "admissions-shuffled.csv"  # the same patients, another file
    pd.read_csv(SAMPLE_DATA, dtype=str, keep_default_na=False).sample(frac=1, random_state=3).to_csv(shuffled,
                                                                                                    index=False)
    second = run("release", SAMPLE_PLAN, "--data", shuffled, "--out", tmp_path / "new")
    assert second.returncode == 0, second.stderr
    assert "spent epsilon 6 of its lifetime budget 7" in second.stdout
    old_sketch, new_sketch = population_records(private_ledger)
    assert old_sketch["id"] == new_sketch["id"] == made["id"]  # one population, both sketches linked by its id
    assert new_sketch["sketch"]["scheme"] == SCHEME and new_sketch["resketched_from"] == scheme

    refused = run("release", SAMPLE_PLAN, "--data", SAMPLE_DATA, "--out", tmp_path / "third")
    assert refused.returncode == 3
    assert "needs epsilon 3, but the dataset's lifetime budget of 7 has 6 spent already" in refused.stderr
    assert not (tmp_path / "third").exists()

    def forbidden(*args, **kwargs):
        raise AssertionError("the older scheme's sketch was needed")

    def current_only(*args, kind, **kwargs):
        return forbidden() if kind == SHA256 else sampled(*args, kind=kind, **kwargs)
    sampled = frame_people.people_sample
    monkeypatch.setattr("dpstudio.core.ledger.population_v1.distinct_keyed_people", forbidden)
    monkeypatch.setattr(frame_people, "people_sample", current_only)
    plan = json.loads(SAMPLE_PLAN.read_text(encoding="utf-8"))
    with Ledger(private_ledger) as ledger, pytest.raises(BudgetExceeded):  # known by the new sketch alone
        publish(pd.read_csv(shuffled), plan, None, tmp_path / "fourth", ledger, source="api")
    assert len(population_records(private_ledger)) == 2
    assert run("ledger", "verify").returncode == 0
