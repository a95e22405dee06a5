"""Quantiles on the command line (issue 46): `dpstudio preview` says what each mean and quantile counts in its
counts column, a quantile's resolution and its interval in the column's values; a plan written before version 12
is told that its quantiles keep their whole-number candidates and count rows; a bad resolution exits 2."""
import json

from tests.cli.test_cli import run
from tests.conftest import SAMPLE_DATA, SAMPLE_PLAN


def _plan(tmp_path, version=12, **changes) -> str:
    plan = json.loads(SAMPLE_PLAN.read_text(encoding="utf-8"))
    stays = {"id": "stay_quartiles", "kind": "quantiles", "column": "length_of_stay", "bounds": [0, 60],
             "quantiles": [0.25, 0.5, 0.75], "epsilon": 0.5, **changes}
    mean = next(q for q in plan["queries"] if q["id"] == "mean_stay")
    plan = {**plan, "dpstudio_plan": version, "budget": {"epsilon": 2, "delta": 0},
            "queries": [mean, stays, {**stays, "id": "stay_median", "kind": "quantile", "quantile": 0.5,
                                      "quantiles": None}]}
    plan["queries"][2].pop("quantiles")
    path = tmp_path / "plan.json"
    path.write_text(json.dumps(plan), encoding="utf-8")
    return path


def test_the_preview_says_what_each_quantile_and_mean_counts_and_the_resolution(tmp_path):
    done = run("preview", _plan(tmp_path, resolution=0.5), "--data", SAMPLE_DATA)
    assert done.returncode == 0, done.stderr
    rows = {line.split()[0]: line.split()[1] for line in done.stdout.splitlines()
            if line.split() and line.split()[0] in ("mean_stay", "stay_quartiles", "stay_median")}
    assert rows == {"mean_stay": "rows", "stay_quartiles": "people", "stay_median": "people"}
    assert "The mean will be within ±" in done.stdout and "The number of rows will" not in done.stdout
    assert done.stdout.count("Candidate values are 0.5 apart: the value is published to that resolution.") == 2
    assert "On this table, in the column's values: 0.25 quantile " in done.stdout  # each quartile's values
    assert "median" in done.stdout.split("On this table, in the column's values:")[1]
    data = json.loads(run("preview", _plan(tmp_path, resolution=0.5), "--data", SAMPLE_DATA, "--json").stdout)
    quartiles = next(q for q in data["queries"] if q["id"] == "stay_quartiles")
    assert quartiles["resolution"] == 0.5 and len(quartiles["value_intervals"]) == 3 and quartiles["counts"] == "people"


def test_an_old_plan_is_told_its_quantiles_keep_whole_numbers_and_rows(tmp_path):
    done = run("check", _plan(tmp_path, version=11), "--data", SAMPLE_DATA)
    assert done.returncode == 0, done.stderr
    assert "before quantiles had a resolution" in done.stderr
    assert "before quantiles took one value per person" in done.stderr
    done = run("preview", _plan(tmp_path, version=11), "--data", SAMPLE_DATA)
    assert "Candidate values are 1 apart" in done.stdout
    assert {line.split()[0]: line.split()[1] for line in done.stdout.splitlines() if line.startswith("stay_")} == {
        "stay_quartiles": "rows", "stay_median": "rows"}


def test_a_resolution_that_cannot_be_used_exits_2_naming_its_place(tmp_path):
    done = run("check", _plan(tmp_path, resolution=0), "--data", SAMPLE_DATA)
    assert done.returncode == 2 and "queries[1] ('stay_quartiles').resolution: 0 is not a positive number" \
        in done.stderr, done.stderr
    assert "Traceback" not in done.stderr
