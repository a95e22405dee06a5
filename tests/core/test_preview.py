"""Previews: figures from parameters only, matching what a release states, and the budget tools."""
import json
import re
import subprocess
import sys
from dataclasses import replace

import numpy as np
import pandas as pd
import pytest
from scipy import stats

import dpstudio
from dpstudio.core.preview.budget_planning import _with_epsilons
from dpstudio.core.plan.release_plan import parse_plan
from dpstudio.core.preview.expected_error import PreviewSession, preview_plan
from dpstudio.core.preview.warnings import preview_warnings
from tests.conftest import FALSE_ALARM, SAMPLE_DATA, SAMPLE_PLAN, small_plan


@pytest.fixture(scope="module")
def session(sample_frame):
    plan = parse_plan(json.loads(SAMPLE_PLAN.read_text(encoding="utf-8")))
    return PreviewSession(sample_frame, plan), plan


def test_preview_states_the_same_interval_as_the_release(session, sample_frame):
    preview, plan = session
    release = {q["id"]: q for q in dpstudio.release_uncharged(sample_frame, plan.to_dict())["queries"]}
    for p in preview.previews():
        if p.kind in ("count", "sum", "quantile", "histogram", "crosstab"):
            entry = release[p.id]
            if entry.get("sum_to") and any(c["value"] == 0 for c in entry["cells"]):
                # cells kept at 0 while adding up: the interval adds how far that moved the others
                assert entry["ci95"] >= p.halfwidth - 1e-9, p.id
            else:
                assert entry["ci95"] == pytest.approx(p.halfwidth), p.id
            assert entry["noise_scale"] == pytest.approx(p.noise_scale), p.id


def test_preview_draws_nothing(session, monkeypatch):
    from dpstudio.core.private import mechanisms

    def refuse(*args, **kwargs):
        raise AssertionError("a preview drew noise")
    monkeypatch.setattr(mechanisms.AdditiveNoise, "add_to", refuse)
    monkeypatch.setattr(mechanisms.ExponentialSelection, "select_min", refuse)
    monkeypatch.setattr(mechanisms.RandomizedResponse, "perturb", refuse)
    preview, _ = session
    assert len(preview.previews()) == 8


def test_confidence_level_orders_the_intervals(session):
    preview, _ = session
    widths = [preview.previews(confidence=c)[0].halfwidth for c in (0.8, 0.9, 0.95, 0.99)]
    assert widths == sorted(widths) and len(set(widths)) == 4


def test_a_chosen_level_covers_that_share_of_real_draws():
    rng = np.random.default_rng(2)
    frame = pd.DataFrame({"age": rng.integers(0, 90, 1000), "dx": rng.choice(["a", "b"], 1000)})
    plan = small_plan([{"id": "n", "kind": "count", "epsilon": 0.3, "postprocess": []},
                       {"id": "s", "kind": "sum", "column": "age", "bounds": [0, 90], "epsilon": 0.3,
                        "mechanism": "laplace"}])
    previews = {p.id: p for p in preview_plan(frame, plan, confidence=0.8)}
    truth = {"n": 1000, "s": int(frame["age"].sum())}
    inside = {"n": 0, "s": 0}
    runs = 400
    for _ in range(runs):
        for q in dpstudio.release_uncharged(frame, plan)["queries"]:
            inside[q["id"]] += abs(q["value"] - truth[q["id"]]) <= previews[q["id"]].halfwidth
    for qid in inside:
        assert stats.binomtest(inside[qid], runs, 0.8, alternative="less").pvalue > FALSE_ALARM, qid
    assert stats.binomtest(inside["s"], runs, 0.8).pvalue > FALSE_ALARM  # continuous: exactly 80%


def test_quantile_interval_on_the_value_axis(session, sample_frame):
    preview, _ = session
    p = next(p for p in preview.previews() if p.kind == "quantile")
    lo, hi = p.value_interval
    assert lo <= sample_frame.drop_duplicates("patient_id")["birth_year"].median() + 5
    assert lo <= p.truth <= hi
    assert f"between {lo:.6g} and {hi:.6g}" in p.sentence()


def test_session_reuses_answers_when_only_epsilons_change(session):
    preview, plan = session
    cheaper = _with_epsilons(plan, {"admissions": 0.05})
    assert preview.covers(cheaper)
    assert preview.previews(cheaper)[0].halfwidth > preview.previews(plan)[0].halfwidth
    other = replace(plan, queries=(replace(plan.queries[4], bounds=(0, 30)),))
    assert not preview.covers(other)


def test_warnings_in_words(sample_frame, sample_plan):
    plan = dict(sample_plan, budget={"epsilon": 3, "delta": 1e-4, "population": 2000}, categories_from_data=["ward"])
    plan["queries"] = [dict(q) for q in plan["queries"]]
    plan["queries"][4]["bounds"] = [0, 1000]
    parsed = parse_plan(plan)
    session = PreviewSession(sample_frame, parsed)
    warnings = " ".join(preview_warnings(session, parsed, session.previews()))
    assert "'mean_stay': the bounds [0, 1000] are far wider" in warnings
    assert "δ = 0.0001 is not far below 1/N = 0.0005 (N = 2,000 people, as declared)" in warnings
    assert "up to N·δ = 0.2 people" in warnings
    assert "taken from the data" in warnings
    assert "'test_results': some cells' interval is larger than the value itself" in warnings


def test_cli_preview_table_and_json():
    run = lambda *a: subprocess.run([sys.executable, "-m", "dpstudio", "preview", str(SAMPLE_PLAN), "--data",  # noqa: E731
                                     str(SAMPLE_DATA), *a], capture_output=True, text=True, timeout=120)
    table = run()
    assert table.returncode == 0, table.stderr
    assert re.search(r"\nadmissions +rows +0\.2 +0 +discrete laplace +± 45 +1\.3%", table.stdout), table.stdout
    assert re.search(r"\npositive_tests_women +people +0\.2 +0 +discrete laplace +± 15 +3\.8%", table.stdout)
    assert "The number of people in each cell will be within ±22 of the true number" in table.stdout
    data = json.loads(run("--json", "--confidence", "0.9").stdout)
    assert data["confidence"] == 0.9 and data["queries"][0]["halfwidth"] == 35.0
    assert [q["counts"] for q in data["queries"][:5]] == ["rows", "people", "rows", "people", "rows"]
    assert [q["counts"] for q in data["queries"] if q["kind"] in ("mean", "quantile")] == ["rows", "rows"]  # issue 46
    assert re.search(r"\nmean_stay +rows +0\.4 ", table.stdout) and re.search(r"\nmedian_birth_year +rows ", table.stdout)
    bad = run("--confidence", "2")
    assert bad.returncode == 2 and "--confidence must be" in bad.stderr


def test_cells_kept_at_zero_while_adding_up_preview_the_interval_the_release_will_state(session):
    """Keeping cells at 0 while they add up widens the released interval by how far that moved the
    others, which depends on the draw: the preview says about how wide it will be on this table (the
    mean, from the true counts), and the mean over real releases agrees."""
    from scipy import stats

    from dpstudio.core.base.locale_format import format_number
    from dpstudio.core.preview.text_table import _postprocessed
    from dpstudio.core.private.plan_drafts import draw_all

    preview, plan = session
    by_id = {p.id: p for p in preview.previews()}
    diagnoses = by_id["diagnoses"]
    expected = diagnoses.halfwidth_kept_at_zero
    assert expected > diagnoses.halfwidth  # the sample has an empty cell
    assert _postprocessed(diagnoses) == f"about ± {format_number(expected)} on this table: kept at 0 or above while adding up"
    assert _postprocessed(diagnoses, "de").startswith("etwa ± ")
    assert diagnoses.to_dict()["kept_at_zero_adding_up"] is True
    # the stated interval covers with at least 95% (consistency.py); its width is the draw's: about this
    assert f"with at least 95% probability; on this table that interval will be about ±{format_number(expected)}" in \
        diagnoses.sentence()
    assert f"etwa ±{format_number(expected, 'de')}" in diagnoses.sentence("de")
    from dpstudio.core.preview.plots import _widths

    assert _widths(diagnoses, 3) == [expected] * 3  # the plot's "95% range of the release" too
    assert diagnoses.to_dict()["halfwidth_kept_at_zero"] == expected
    assert _postprocessed(by_id["admissions"]) == "no change" and "kept_at_zero_adding_up" not in by_id[
        "admissions"].to_dict()
    stated = []
    for _ in range(200):
        drafts = preview.drafts(plan)
        stated += [entry["ci95"] for draft, entry in zip(drafts, draw_all(drafts)) if draft.query.id == "diagnoses"]
    spread = np.std(stated, ddof=1) / np.sqrt(len(stated))
    assert abs(np.mean(stated) - expected) <= 0.02 * expected + stats.norm.isf(FALSE_ALARM / 2) * spread
