"""Summarise every column (plan/summary_plan.py): the queries come from what the steward declared (categories,
bounds), never from the data; the budget split equalises the queries' relative errors and never exceeds the total;
the plan made of them is an ordinary plan that parses, previews and releases."""
import json
from fractions import Fraction

import pytest

from dpstudio.core.plan.release_plan import parse_plan
from dpstudio.core.plan.summary_plan import DeclaredColumn, summary_queries
from dpstudio.core.preview.expected_error import preview_plan
from dpstudio.core.release import produce_release
from tests.conftest import SAMPLE_PLAN

WARDS = ("Cardiology", "Internal medicine", "Surgery", "Orthopaedics", "Psychiatry")
DECLARED = [DeclaredColumn("patient_id"), DeclaredColumn("sex", categories=("F", "M")),
            DeclaredColumn("ward", categories=WARDS), DeclaredColumn("length_of_stay", bounds=(0, 60)),
            DeclaredColumn("birth_year", bounds=(1900, 2025)), DeclaredColumn("zip")]


def test_each_declared_column_gets_its_query_and_the_others_are_named():
    summary = summary_queries(DECLARED, 2, max_rows=3, person_column="patient_id")
    assert [(q["id"], q["kind"]) for q in summary.queries] == [
        ("sex counts", "histogram"), ("ward counts", "histogram"), ("length_of_stay quantiles", "quantiles"),
        ("birth_year quantiles", "quantiles")]
    assert summary.left_out == ["patient_id", "zip"]
    assert summary.queries[1]["categories"] == list(WARDS) and summary.queries[1]["of"] == "people"
    assert summary.queries[2]["quantiles"] == [0.1, 0.25, 0.5, 0.75, 0.9] and summary.queries[2]["bounds"] == [0, 60]
    assert summary_queries(DECLARED[:1], 1).queries == []


def test_quantiles_count_people_where_the_unit_is_a_person_and_rows_where_a_row_is_one():
    """Issue 46: "Summarise every column" put "Quantiles · rows" beside "Histogram · people": the median age of up
    to five visits per patient, read as the patients'. Where the privacy unit is a person its quantiles take one
    value per person (their first row's), and the plan reads them so."""
    people = summary_queries(DECLARED, 2, max_rows=3, person_column="patient_id").queries
    assert [(q["of"], q.get("person_rule")) for q in people if q["kind"] == "quantiles"] == [("people", "first_row")] * 2
    rows = summary_queries(DECLARED, 2).queries
    assert [q["of"] for q in rows] == ["rows"] * 4
    base = json.loads(SAMPLE_PLAN.read_text(encoding="utf-8"))
    parsed = parse_plan({**base, "budget": {"epsilon": 2, "delta": 0}, "queries": people})
    assert [q.of for q in parsed.queries if q.kind == "quantiles"] == ["people", "people"]


def test_the_split_equalises_the_relative_errors_and_stays_within_the_budget():
    from dpstudio.core.plan.summary_plan import _histogram_weight, _quantiles_weight

    summary = summary_queries(DECLARED, 2, max_rows=3, person_column="patient_id")
    spent = sum(Fraction(str(q["epsilon"])) for q in summary.queries)
    assert 0.999 * 2 <= spent <= 2
    weights = [_histogram_weight(3), _histogram_weight(6), _quantiles_weight((0, 60), 1),
               _quantiles_weight((1900, 2025), 1)]  # quantiles of people: one value per person (issue 46)
    errors = [w / q["epsilon"] for w, q in zip(weights, summary.queries)]
    assert max(errors) == pytest.approx(summary.worst_relative_error) and max(errors) / min(errors) < 1.001
    even = [w / 0.5 for w in weights]  # the same budget split evenly: the worst is worse
    assert max(even) > 1.5 * max(errors)


def test_the_summary_is_an_ordinary_plan_that_previews_and_releases(sample_frame):
    base = json.loads(SAMPLE_PLAN.read_text(encoding="utf-8"))
    summary = summary_queries(DECLARED, 3, max_rows=3, person_column="patient_id")
    plan = {**base, "budget": {"epsilon": 3, "delta": 0}, "queries": summary.queries}
    assert [q.kind for q in parse_plan(plan).queries] == ["histogram", "histogram", "quantiles", "quantiles"]
    previews = preview_plan(sample_frame, plan)
    assert [p.id for p in previews] == [q["id"] for q in summary.queries]
    release = produce_release(sample_frame, plan).release
    assert release["budget"]["epsilon"] <= 3 and [q["id"] for q in release["queries"]] == [q["id"] for q in
                                                                                          summary.queries]
