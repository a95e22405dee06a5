"""Summarise every column (plan/summary_plan.py): the queries come from what the steward declared (categories,
bounds), never from the data; the budget split equalises the queries' relative errors and never exceeds the total;
the plan made of them is an ordinary plan that parses, previews and releases."""
import json
from fractions import Fraction

import pytest

from dpstudio.core.plan.release_plan import parse_plan
from dpstudio.core.plan.summary_plan import DeclaredColumn, summary_queries
from dpstudio.core.preview.expected_error import preview_plan
from dpstudio.core.pipeline.release import produce_release
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
    assert spent == 2  # exactly, as a plan adds its numbers (issue 46: the shares added up to 0.9997)
    weights = [_histogram_weight(3), _histogram_weight(6), _quantiles_weight((0, 60), 1),
               _quantiles_weight((1900, 2025), 1)]  # quantiles of people: one value per person (issue 46)
    errors = [w / q["epsilon"] for w, q in zip(weights, summary.queries)]
    assert max(errors) == pytest.approx(summary.worst_relative_error) and max(errors) / min(errors) < 1.001
    even = [w / 0.5 for w in weights]  # the same budget split evenly: the worst is worse
    assert max(even) > 1.1 * max(errors)


@pytest.mark.parametrize("epsilon", [2, 1, 0.37, 0.1, 3.3333, 7])
def test_the_shares_add_up_to_exactly_what_is_given(epsilon):
    shares = [Fraction(repr(q["epsilon"])) for q in summary_queries(DECLARED, epsilon, person_column="p").queries]
    assert sum(shares) == Fraction(str(epsilon)) and all(s > 0 for s in shares)
    assert all(len(repr(float(s)).replace("0.", "").lstrip("0")) <= 6 for s in shares)  # short decimals, not 0.3333...


def test_the_split_follows_the_expected_errors_not_the_stated_intervals():
    """Issue 46: weighed by the quantiles' union-bound intervals (5-20 times their error), a sex histogram got
    ε 0.026 beside quantiles' 1.09. A histogram's weight is its cells' expected absolute noise: checked here against
    OpenDP's own sampler."""
    from opendp.measurements import make_laplace
    from opendp.domains import atom_domain
    from opendp.metrics import absolute_distance
    from dpstudio.core.plan.summary_plan import _histogram_weight, _quantiles_weight

    import opendp.prelude as dp
    dp.enable_features("contrib")
    noise = make_laplace(atom_domain(T=int), absolute_distance(T=int), scale=1.0)
    draws = [abs(noise(0)) for _ in range(20000)]
    mean, spread = sum(draws) / len(draws), (sum(d * d for d in draws) / len(draws)) ** 0.5
    assert abs(mean - _histogram_weight(1)) < 5 * spread / len(draws) ** 0.5  # a false alarm below 1e-6
    sample = summary_queries(DECLARED, 2, person_column="patient_id").queries
    sex, birth = sample[0]["epsilon"], sample[3]["epsilon"]
    assert 0.2 < sex / birth < 1  # a 3-cell histogram gets a fair share beside the quantiles
    assert _quantiles_weight((0, 60), 1) == _quantiles_weight((1900, 2025), 1)  # in places: the bounds do not enter


def test_query_names_are_in_the_stewards_words():
    german = {"counts": "{column}: Anzahlen", "quantiles": "{column}: Quantile"}
    ids = [q["id"] for q in summary_queries(DECLARED, 2, names=german).queries]
    assert ids == ["sex: Anzahlen", "ward: Anzahlen", "length_of_stay: Quantile", "birth_year: Quantile"]
    assert summary_queries(DECLARED, 0).queries == []  # nothing left of the budget: nothing to share


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
