"""The report names mechanisms, kinds and post-processing in words, states each query's declared inputs
(bounds, categories, bins, groups, filter), pads its tables, and warns of category lists taken from the
data only for columns a query uses."""
from __future__ import annotations

import json
import re

from dpstudio.core.output.report import build_report
from dpstudio.core.pipeline.release import produce_release
from tests.conftest import SAMPLE_DATA


def report_of(frame, plan: dict) -> tuple[dict, str]:
    release = produce_release(frame, plan).release
    return release, build_report(release, plan, charts=False)


def test_the_report_speaks_words_and_states_each_querys_inputs(sample_frame):
    plan = json.loads((SAMPLE_DATA.parent / "table_plan.json").read_text(encoding="utf-8"))
    plan["queries"][0]["mechanism"] = "laplace"
    plan["queries"][1]["other"] = False
    _, report = report_of(sample_frame, plan)
    for code in ("discrete_laplace", "clamp_nonnegative", "(count)", "(quantile)"):
        assert code not in report, code
    assert "discrete Laplace noise (whole numbers)" in report and "exponential mechanism" in report
    assert "median_stay_by_ward (median per group)" in report
    assert "Values were clamped to the declared bounds [0, 60] before anything was computed." in report
    assert "Categories of sex: F, M (a public list); values outside it were left out." in report  # "other": false
    assert "Bins of birth_year, with the declared edges 1900, 1945, 1965, 1985, 2005, 2025" in report
    assert "Internal medicine, Cardiology" in report and "values outside it were left out" in report
    assert "Column diagnosis. Categories: found in the table (see the notes)." in report
    assert "<table cellpadding='5' cellspacing='0'>" in report


def test_categories_from_the_data_are_warned_of_only_for_columns_a_query_uses(sample_frame):
    plan = json.loads((SAMPLE_DATA.parent / "sample_plan.json").read_text(encoding="utf-8"))
    plan["categories_from_data"] = ["ward", "zip"]  # sex_by_ward uses ward; no query uses zip
    release, report = report_of(sample_frame, plan)
    assert release["categories_from_data"] == ["ward"]
    assert "The category lists of ward were taken from the data" in report and "zip" not in release["warnings"][0]


def test_the_sample_publishes_no_negative_share_and_its_report_says_so(sample_frame):
    """Issue 17: the plan every new steward opens clamps its randomized response's shares and counts at 0
    (plans older than version 5 keep their meaning: the sample says so explicitly), and the report says it."""
    from tests.conftest import SAMPLE_PLAN

    plan = json.loads(SAMPLE_PLAN.read_text(encoding="utf-8"))
    for _ in range(5):
        release, report = report_of(sample_frame, plan)
        answers = next(q for q in release["queries"] if q["id"] == "test_results")
        assert answers["postprocess"] == ["clamp_nonnegative"]
        assert all(cell["value"] >= 0 and cell["count"] >= 0 for cell in answers["cells"])
    row = re.search(r"<tr><td>test_results.*?</tr>", report, re.S).group(0)
    assert "negative values raised to 0" in row
