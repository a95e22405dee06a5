"""`dpstudio.release_uncharged(frame, plan)` is pure: it writes no file and hashes no cell (no ledger, no
fingerprint)."""
import json
import os
import subprocess
import sys
from pathlib import Path

import pandas as pd

import dpstudio
from tests.conftest import SAMPLE_DATA, SAMPLE_PLAN

ROOT = Path(__file__).resolve().parents[2]

SCRIPT = """
import json, sys
import pandas as pd
import dpstudio
frame = pd.read_csv(sys.argv[1])
plan = json.load(open(sys.argv[2], encoding="utf-8"))
release = dpstudio.release_uncharged(frame, plan)
print(json.dumps({"fingerprint": release["dataset_fingerprint"], "queries": len(release["queries"])}))
"""


def test_the_api_writes_nothing_anywhere_it_could(tmp_path):
    home = tmp_path / "home"
    home.mkdir()
    env = {**os.environ, "HOME": str(home), "XDG_DATA_HOME": str(home / "data"),
           "XDG_CONFIG_HOME": str(home / "config"), "XDG_CACHE_HOME": str(home / "cache"),
           "DPSTUDIO_LEDGER": str(home / "ledger" / "ledger.sqlite"),
           "PYTHONPATH": str(ROOT), "PYTHONDONTWRITEBYTECODE": "1", "MPLCONFIGDIR": str(tmp_path / "mpl")}
    done = subprocess.run([sys.executable, "-c", SCRIPT, str(SAMPLE_DATA), str(SAMPLE_PLAN)], env=env,
                          capture_output=True, text=True, cwd=home, timeout=120)
    assert done.returncode == 0, done.stderr
    assert json.loads(done.stdout) == {"fingerprint": None, "queries": 8}
    assert list(home.rglob("*")) == []


def test_the_api_hashes_no_cell_and_opens_no_key(monkeypatch, sample_plan):
    def forbidden(*args, **kwargs):
        raise AssertionError("the API must not hash the table or read a key")
    monkeypatch.setattr(pd.util, "hash_pandas_object", forbidden)
    monkeypatch.setattr("dpstudio.core.ledger.fingerprint.fingerprint_key", forbidden)
    import dpstudio.core.exact.frame_people  # noqa: F401 - imported before the patch, which it must not keep

    monkeypatch.setattr("dpstudio.core.exact.people_sample.people_sample", forbidden)
    monkeypatch.setattr("dpstudio.core.exact.frame_people.frame_people_sample", forbidden)
    monkeypatch.setattr("dpstudio.core.ledger.population_v1.distinct_keyed_people", forbidden)
    frame = pd.read_csv(SAMPLE_DATA)
    release = dpstudio.release_uncharged(frame, sample_plan)
    assert release["dataset_fingerprint"] is None and len(release["queries"]) == 8


def test_a_frame_with_a_name_given_twice_or_holding_a_nul_is_refused_naming_the_column():
    """Issue 44: a file's header is refused so whatever reads it; a DataFrame handed to the API is too (a name given
    twice ended in AttributeError; a column 'pi\\x00d' the plan does not name reached DuckDB and Ibis, which cut
    such a name short)."""
    import pytest

    from dpstudio.core.base.errors import InputError

    plan = {"dpstudio_plan": 11, "columns": {"a": "other"}, "budget": {"epsilon": 2},
            "queries": [{"id": "n", "kind": "sum", "column": "a", "bounds": [0, 50], "epsilon": 1}]}
    nul = pd.DataFrame({"pi\x00d": [f"p{i}" for i in range(40)], "a": range(40)})
    twice = pd.DataFrame([[i, i] for i in range(40)], columns=["a", "a"])
    for frame, said in ((nul, "column 1, 'pi\\x00d', holds a NUL byte"), (twice, "columns 1 and 2 are both named 'a'")):
        with pytest.raises(InputError) as refused:
            dpstudio.release_uncharged(frame, plan)
        assert said in refused.value.said("en")
