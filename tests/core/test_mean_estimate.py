"""A mean whose noisy count is too small is published without a number (core/kinds/mean/private.py): an
empty group is never "30 ± 30". The threshold is public (bounds and noise alone), the decision reads the
noisy count only, and release.json, release.csv, release.xlsx and the report say why the value is missing."""
import io

import pandas as pd
import pytest

from dpstudio.core.exact.frame_source import FrameSource
from dpstudio.core.output.bundle import render_bundle
from dpstudio.core.output.export import release_rows
from dpstudio.core.output.report import build_report
from dpstudio.core.plan.release_plan import parse_plan
from dpstudio.core.kinds.mean.private import NO_ESTIMATE_NOTE
from dpstudio.core.private.plan_drafts import draft_plan
from dpstudio.core.pipeline.release import produce_release

FRAME = pd.DataFrame({"ward": ["A"] * 80 + ["B"] * 40, "stay": [10] * 80 + [40] * 40})
BY_WARD = {"group_by": ["ward"], "categories": {"ward": ["A", "B", "C"]}}  # no row is in ward C


def plan(epsilon, **fields):
    mean = {"id": "m", "kind": "mean", "column": "stay", "bounds": [0, 60], "epsilon": epsilon, **fields}
    return {"dpstudio_plan": 4, "columns": {"ward": "other", "stay": "sensitive"}, "budget": {"epsilon": 100},
            "queries": [mean]}


def test_a_group_with_no_rows_has_no_estimate_and_the_entry_says_why():
    entry = produce_release(FRAME, plan(40, **BY_WARD)).release["queries"][0]
    a, b, c, other = entry["cells"]
    assert a["value"] == pytest.approx(10, abs=1) and b["value"] == pytest.approx(40, abs=1)
    assert "no_estimate" not in a and "no_estimate" not in b
    for empty in (c, other):  # ward C and (other): no rows, noisy counts near 0
        assert empty == {"key": empty["key"], "value": None, "ci95": None, "no_estimate": True}
    assert entry["estimate_from"] >= 1 and NO_ESTIMATE_NOTE.format(n=entry["estimate_from"]) in entry["notes"]
    assert entry["notes"].count(NO_ESTIMATE_NOTE.format(n=entry["estimate_from"])) == 1


def test_an_ungrouped_mean_of_no_rows_has_no_estimate():
    entry = produce_release(FRAME, plan(40, where=[{"column": "ward", "in": ["C"]}])).release["queries"][0]
    assert entry["value"] is None and entry["ci95"] is None and entry["no_estimate"] is True


def test_no_published_mean_states_an_interval_as_wide_as_the_bounds():
    """At ε = 1 an empty group's noisy count sometimes comes out at a few: before, its ratio was clamped to a
    bound and published as "60 ± 60". Now every published mean's interval is narrower than the bounds."""
    empty = 0
    for _ in range(60):
        entry = produce_release(FRAME, plan(1, **BY_WARD)).release["queries"][0]
        for cell in entry["cells"]:
            if cell["value"] is None:
                assert cell["no_estimate"] is True and cell["ci95"] is None
                empty += 1
            else:
                assert 0 < cell["ci95"] < 30 and 0 <= cell["value"] <= 60
        assert entry["cells"][0]["value"] is not None  # ward A: 80 values, far above the threshold
    assert empty >= 100  # ward C and (other), 120 in all: each passes only if its noise reaches the threshold


def first_group(data, frame=FRAME):
    parsed = parse_plan(data)
    return draft_plan(parsed, FrameSource(frame).prepare(parsed).answers)[0].groups[0]


def test_the_threshold_is_public_the_same_whatever_the_table():
    """estimate_from comes from ε, the noise and the rows per person: a table ten times larger has the same."""
    draft = first_group(plan(1, **BY_WARD))
    least = draft.estimate_from()
    assert first_group(plan(1, **BY_WARD), pd.concat([FRAME] * 10, ignore_index=True)).estimate_from() == least
    assert draft.ci95(least) < 30 <= draft.ci95(least - 1)  # the first count whose interval is inside the bounds
    # the bounds cancel out: wider bounds, more noise on the sum, and a wider "as wide as the bounds"
    assert first_group(plan(1, bounds=[0, 6000], **BY_WARD)).estimate_from() == least
    assert first_group(plan(4, **BY_WARD)).estimate_from() < least  # more ε, fewer values needed


def test_the_files_and_the_report_say_no_estimate():
    from openpyxl import load_workbook

    release = produce_release(FRAME, plan(40, **BY_WARD), language="de").release
    rows = [r for r in release_rows(release) if r["query_id"] == "m"]
    assert [(r["cell"], r["value"], r["no_estimate"]) for r in rows][2:] == [
        ("ward=C", None, "true"), ("ward=(other)", None, "true")]
    assert rows[0]["no_estimate"] == ""
    files = render_bundle(release, {"queries": []})
    assert files["release.csv"].decode().splitlines()[0].endswith(",counts,no_estimate")
    sheet = load_workbook(io.BytesIO(files["release.xlsx"]))["m"]
    assert [c.value for c in sheet[2][:4]] == ["ward", "value", "ci95", "no estimate"]
    assert [c.value for c in sheet[5][:4]] == ["C", None, None, "no estimate"]
    report = build_report(release, {}, charts=False)
    assert report.count("<td>keine Schätzung</td>") == 2
    assert "ohne Zahl veröffentlicht (keine Schätzung)" in report  # the note, in the report's language


def test_the_preview_warns_of_groups_too_small_for_a_mean(sample_frame):
    from dpstudio.core.preview.expected_error import PreviewSession
    from dpstudio.core.preview.warnings import preview_warnings

    session = PreviewSession(FRAME, plan(1, **BY_WARD))
    warnings = preview_warnings(session, session.plan, session.previews())
    assert any(w.startswith("'m': on this table 2 of its 4 groups have fewer than") for w in warnings), warnings
    session = PreviewSession(FRAME, plan(1, where=[{"column": "ward", "in": ["C"]}]))
    warnings = preview_warnings(session, session.plan, session.previews(), "de")
    assert any(w.startswith("'m': In dieser Tabelle mittelt er weniger als") for w in warnings), warnings
