"""The budget helpers choose published epsilons from the plan and public expectations only."""
import inspect
import json
import math
from fractions import Fraction

import pytest

from dpstudio.core.preview import budget_planning
from dpstudio.core.preview.budget_planning import (distribute_budget, epsilon_for_halfwidth, error_curve,
                                           expected_halfwidth)
from dpstudio.core.private.mechanisms import calibrate, noise_halfwidth
from dpstudio.core.plan.release_plan import parse_plan
from dpstudio.core.preview.expected_error import PreviewSession
from dpstudio.core.preview.public_expectations import MissingExpectation, PublicExpectations, QueryExpectation
from tests.conftest import SAMPLE_PLAN, small_plan

HELPERS = (distribute_budget, epsilon_for_halfwidth, error_curve, expected_halfwidth)


def sample():
    return parse_plan(json.loads(SAMPLE_PLAN.read_text(encoding="utf-8")))


def one(query, max_rows=None):
    unit = {"column": "id", "max_rows": max_rows} if max_rows else None
    return parse_plan(small_plan([{"id": "q", "epsilon": 1, **query}], budget={"epsilon": 1, "delta": 0},
                                 privacy_unit=unit))


@pytest.mark.parametrize("helper", HELPERS)
def test_no_helper_has_a_place_for_the_table(helper, sample_frame):
    names = set(inspect.signature(helper).parameters)
    assert names & {"session", "frame", "table", "data", "rows"} == set()
    assert {"plan", "expectations"} <= names
    plan = sample()
    args = {"plan": plan, "expectations": PublicExpectations(), "total": 3.0, "query_id": "admissions",
            "halfwidth": 20.0}
    call = {k: v for k, v in args.items() if k in names}
    helper(**call)  # the proper call works
    for wrong in ({"plan": PreviewSession(sample_frame, plan)}, {"plan": sample_frame},
                  {"expectations": sample_frame}, {"expectations": {"rows": 5000}}):
        with pytest.raises(TypeError, match="never"):
            helper(**{**call, **wrong})


@pytest.mark.parametrize("halfwidth, max_rows, confidence, expected", [
    (10, None, 0.95, 0.3),     # ln(20)/10 = 0.29957, 3 significant digits rounded up
    (7, None, 0.95, 0.428),    # ln(20)/7 = 0.42796
    (10, 2, 0.95, 0.6),        # sensitivity 2: 2 ln(20)/10 = 0.59915
    (10, None, 0.9, 0.231),    # ln(10)/10 = 0.23026
])
def test_laplace_count_epsilon_for_plus_minus_x(halfwidth, max_rows, confidence, expected):
    plan = one({"kind": "count", "mechanism": "laplace"}, max_rows)
    sensitivity = max_rows or 1
    assert math.ceil(sensitivity * math.log(1 / (1 - confidence)) / halfwidth * 1000) / 1000 == expected
    assert epsilon_for_halfwidth(plan, "q", halfwidth, PublicExpectations(), confidence) == expected


def test_discrete_laplace_count_gets_the_smallest_epsilon_at_3_digits():
    plan = one({"kind": "count"})
    epsilon = epsilon_for_halfwidth(plan, "q", 20, PublicExpectations())
    width = lambda e: noise_halfwidth("discrete_laplace", calibrate("discrete_laplace", 1, Fraction(repr(e))).scale)  # noqa: E731
    assert width(epsilon) <= 20 < width(round(epsilon - 0.001, 6))
    unreachable = one({"kind": "count", "mechanism": "laplace"})  # ±0.03 at the largest epsilon, 100
    assert epsilon_for_halfwidth(unreachable, "q", 0.01, PublicExpectations()) is None


def test_relative_errors_use_the_typed_or_derived_expected_values():
    count = one({"kind": "count", "mechanism": "laplace"})
    typed = PublicExpectations(queries={"q": QueryExpectation(value=1000)})
    assert epsilon_for_halfwidth(count, "q", 0.01, typed, relative=True) == 0.3  # ±10 of 1000
    cells = one({"kind": "histogram", "column": "dx", "categories": list("abcdefghijkl"), "mechanism": "laplace"})
    assert PublicExpectations(1300).typical_value(cells.query("q")) == 100  # 1300 rows over 13 cells
    assert epsilon_for_halfwidth(cells, "q", 0.1, PublicExpectations(1300), relative=True) == 0.3
    with pytest.raises(MissingExpectation, match="'q': a relative error needs its expected value"):
        epsilon_for_halfwidth(cells, "q", 0.1, PublicExpectations(), relative=True)
    filtered = one({"kind": "count", "where": [{"column": "sex", "in": ["F"]}]})
    assert PublicExpectations(5000).typical_value(filtered.query("q")) is None  # a filter needs its own figure


def test_a_mean_needs_its_expected_rows_and_gets_narrower_with_more():
    mean = one({"kind": "mean", "column": "age", "bounds": [0, 100]})
    with pytest.raises(MissingExpectation, match="'q': its error depends on how many rows it covers"):
        epsilon_for_halfwidth(mean, "q", 1.0, PublicExpectations())
    assert expected_halfwidth(mean, "q", PublicExpectations()) is None
    assert error_curve(mean, "q", PublicExpectations())[1] is None
    small, large = (expected_halfwidth(mean, "q", PublicExpectations(n)) for n in (1000, 100_000))
    assert large < small
    assert epsilon_for_halfwidth(mean, "q", 1.0, PublicExpectations(1000)) > \
        epsilon_for_halfwidth(mean, "q", 1.0, PublicExpectations(100_000))
    epsilons, widths = error_curve(mean, "q", PublicExpectations(1000))
    assert len(widths) == 25 and widths == sorted(widths, reverse=True)


def test_without_expectations_every_query_keeps_an_equal_share():
    assert set(distribute_budget(sample(), 3.0, PublicExpectations()).values()) == {0.375}


@pytest.mark.parametrize("objective", ["worst", "total"])
def test_distributing_the_budget(objective):
    plan = sample()
    expectations = PublicExpectations(5000, {"positive_tests_women": QueryExpectation(value=400),
                                             "mean_stay": QueryExpectation(value=6)})
    shares = distribute_budget(plan, 3.0, expectations, objective)
    assert set(shares) == {q.id for q in plan.queries}
    assert sum(Fraction(repr(v)) for v in shares.values()) <= 3

    def relative(epsilons):
        trial = budget_planning._with_epsilons(plan, epsilons)
        return {q.id: budget_planning._figure(trial, q.id, float(q.epsilon), expectations, 0.95, True)
                for q in trial.queries}
    chosen, equal = relative(shares), relative({q.id: 0.375 for q in plan.queries})
    if objective == "worst":
        plain = [v for k, v in chosen.items() if k != "diagnoses"]  # diagnoses also rides on its total
        assert max(plain) / min(plain) < 1.05
        assert max(chosen.values()) < max(equal.values())
    else:
        assert sum(chosen.values()) < sum(equal.values())


def test_expectations_from_the_project_file():
    read = PublicExpectations.from_dict({"rows": "5000", "queries": {"a": {"rows": 10, "value": "x"}, "b": 3}})
    assert read == PublicExpectations(5000.0, {"a": QueryExpectation(10.0, None)})
    assert PublicExpectations.from_dict(None) == PublicExpectations()
    assert PublicExpectations.from_dict({"rows": -1}).rows is None



def test_randomized_response_needs_rows_and_stays_within_what_floats_can_calibrate():
    rr = one({"kind": "randomized_response", "column": "dx", "categories": ["a", "b"]})
    with pytest.raises(MissingExpectation, match="'q': its error depends on how many rows it covers"):
        epsilon_for_halfwidth(rr, "q", 0.1, PublicExpectations())
    assert epsilon_for_halfwidth(rr, "q", 0.001, PublicExpectations(2000)) is None  # beyond any ε: no crash
    reachable = epsilon_for_halfwidth(rr, "q", 0.15, PublicExpectations(2000))
    assert expected_halfwidth(rr, "q", PublicExpectations(2000)) < 0.15  # at the plan's ε = 1 ...
    assert reachable is not None and 0 < reachable < 1  # ... so a smaller ε reaches ±0.15


def test_the_same_shares_never_make_a_query_worse():
    import json

    from dpstudio.core.preview.budget_planning import expected_halfwidth, plan_with_epsilons
    from dpstudio.core.preview.public_expectations import PublicExpectations
    from tests.conftest import SAMPLE_DATA

    data = json.loads((SAMPLE_DATA.parent / "sample_plan.json").read_text(encoding="utf-8"))
    data["budget"]["epsilon"] = 6  # the queries spend 3: half is left
    plan = parse_plan(data)
    expectations = PublicExpectations(rows=3500)
    shares = distribute_budget(plan, 6.0, expectations, "scale")
    assert 5.99 <= sum(shares.values()) <= 6
    assert all(abs(shares[q.id] - 2 * float(q.epsilon)) < 1e-3 * float(q.epsilon) for q in plan.queries)
    after = plan_with_epsilons(plan, shares)
    for q in plan.queries:
        before, now = expected_halfwidth(plan, q.id, expectations), expected_halfwidth(after, q.id, expectations)
        assert before is None or now <= before, q.id
    spent = parse_plan({**data, "budget": {**data["budget"], "epsilon": 3}})
    assert distribute_budget(spent, 3.0, expectations, "scale") == {q.id: float(q.epsilon) for q in spent.queries}


def test_the_bisection_stops_once_every_epsilon_left_rounds_up_to_the_same_answer():
    """The search stops early, but answers as the exact inverse would: for a half-width c/ε the smallest ε
    reaching h is c/h, rounded up to 3 significant digits (and it asks for fewer than 26 half-widths)."""
    plan = sample()
    query_id = plan.queries[0].id
    for c, h in [(1.0, 1.0), (2.0, 3.0), (0.4567, 0.01), (5.0, 0.0501), (33.3, 1.0), (1.0, 0.9995)]:
        asked = []

        def figure(epsilon, c=c):
            asked.append(epsilon)
            return c / epsilon
        exact = c / h
        digits = 3 - int(math.floor(math.log10(exact))) - 1
        assert budget_planning._smallest_epsilon(plan, query_id, h, figure) == pytest.approx(
            math.ceil(exact * 10 ** digits * (1 - 1e-12)) / 10 ** digits, rel=1e-12), (c, h)
        assert len(asked) < 26
