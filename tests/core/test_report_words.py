"""The report names mechanisms, kinds and post-processing in words, states each query's declared inputs
(bounds, categories, bins, groups, filter), pads its tables, and warns of category lists taken from the
data only for columns a query uses."""
from __future__ import annotations

import json

from dpstudio.core.output.report import build_report
from dpstudio.core.release import produce_release
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
    assert "Categories of sex: F, M (a public list); other and missing values counted as (other)." in report
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
