"""budget.accounting "zcdp" (issue 16): the conversion, the calibration of each query to its share of
rho, what the release and the ledger state, and the noise really drawn."""
import hashlib
import json
import math
from fractions import Fraction

import mpmath
import numpy as np
import pandas as pd
import pytest
from scipy import stats

from dpstudio.core.base.errors import PlanError
from dpstudio.core.ledger.book import Ledger
from dpstudio.core.ledger.refusals import LedgerRefusal
from dpstudio.core.plan.release_plan import parse_plan
from dpstudio.core.base.budget import Budget
from dpstudio.core.private.mechanisms import calibrate
from dpstudio.core.private.zcdp import ZcdpBudget, approx_epsilon, calibrate_rho, pure_epsilon, rho_for
from dpstudio.core.pipeline.publish import publish
from dpstudio.core.pipeline.release import produce_release
from tests.conftest import FALSE_ALARM, SAMPLE_DATA, SAMPLE_PLAN, small_plan

MILLIONTH = Fraction(1, 10**6)


def cks_epsilon(rho, delta) -> float:
    """The tight conversion of Canonne, Kamath & Steinke (2020, Corollary 13), solved for epsilon in
    50-digit arithmetic: the infimum over alpha > 1 of
    alpha rho + (ln(1/delta) + alpha ln(1 - 1/alpha) - ln(alpha - 1)) / (alpha - 1)."""
    mpmath.mp.dps = 50
    rho, delta = mpmath.mpf(rho), mpmath.mpf(delta)

    def eps(alpha):
        tail = mpmath.log(1 / delta) + alpha * mpmath.log(1 - 1 / alpha) - mpmath.log(alpha - 1)
        return alpha * rho + tail / (alpha - 1)

    guess = 1 + mpmath.sqrt(mpmath.log(1 / delta) / rho)  # near the optimum of the closed-form bound
    best = mpmath.findroot(lambda a: mpmath.diff(eps, a), guess)
    return float(eps(best))


@pytest.mark.parametrize("rho, delta", [(0.5, 1e-6), (0.0243, 1e-6), (1.0, 1e-5), (0.001, 1e-9)])
def test_the_conversion_is_the_tight_one_rounded_up(rho, delta):
    exact = cks_epsilon(rho, delta)
    converted = approx_epsilon(Fraction(rho), Fraction(delta))
    assert exact <= converted <= exact * (1 + 1e-9)
    assert converted < rho + 2 * math.sqrt(rho * math.log(1 / delta))  # the closed-form bound is looser


def test_exact_known_values():
    # rho for (1, 1e-6): the figure of the I16 target, by the conversion above (50 digits: 0.0243559703...)
    assert float(rho_for(Fraction(1), MILLIONTH)) == pytest.approx(0.02435597035953836, rel=1e-12)
    assert cks_epsilon(0.02435597035953836, 1e-6) == pytest.approx(1.0, rel=1e-12)
    assert approx_epsilon(Fraction(1, 2), MILLIONTH) == pytest.approx(5.22153444453017, rel=1e-12)
    assert pure_epsilon(Fraction(1, 2)) == 1  # eps^2 / 2 = rho
    assert pure_epsilon(Fraction(1, 8), 8) == 1  # the exponential mechanism: eps^2 / 8 = rho


@pytest.mark.parametrize("epsilon, delta", [(Fraction(1), MILLIONTH), (Fraction(3), Fraction(1, 10**7)),
                                            (Fraction(1, 10), Fraction(1, 10**5))])
def test_rho_total_is_the_largest_within_the_budget(epsilon, delta):
    rho = rho_for(epsilon, delta)
    assert Fraction(approx_epsilon(rho, delta)) <= epsilon
    above = Fraction(math.nextafter(float(rho), math.inf)) * (1 + Fraction(1, 10**9))
    assert Fraction(approx_epsilon(above, delta)) > epsilon


def zcdp_plan(queries, epsilon=1, delta=1e-6, **plan):
    return small_plan(queries, budget={"epsilon": epsilon, "delta": delta, "accounting": "zcdp"}, **plan)


def test_each_query_gets_its_share_of_rho_and_gaussian_noise_by_default():
    queries = [{"id": "n", "kind": "count", "epsilon": 0.3}, {"id": "s", "kind": "sum", "column": "cost",
               "bounds": [0, 100], "epsilon": 0.5}, {"id": "m", "kind": "mean", "column": "age", "bounds": [0, 100],
               "epsilon": 0.2}]
    frame = pd.DataFrame({"id": range(50), "age": range(50), "cost": np.linspace(0, 99.5, 50)})
    entries = {e["id"]: e for e in produce_release(frame, zcdp_plan(queries)).release["queries"]}
    rho = rho_for(Fraction(1), MILLIONTH)
    assert entries["n"]["mechanism"] == "discrete_gaussian" and entries["s"]["mechanism"] == "gaussian"
    assert entries["m"]["mechanism"] == "gaussian" and entries["n"]["delta"] == 0
    # sigma = sensitivity / sqrt(2 rho_i), rho_i = rho_total x epsilon_i / epsilon (to float rounding)
    assert entries["n"]["noise_scale"] == pytest.approx(1 / math.sqrt(2 * float(rho * Fraction(3, 10))), rel=1e-12)
    assert entries["s"]["noise_scale"] == pytest.approx(100 * (1 + 2 ** -20) / math.sqrt(float(rho)), rel=1e-12)
    for qid, share in (("n", Fraction(3, 10)), ("s", Fraction(1, 2)), ("m", Fraction(1, 5))):
        assert Fraction(entries[qid]["rho"]) <= rho * share
        assert entries[qid]["rho"] == pytest.approx(float(rho * share), rel=1e-12)
    parts = {c["part"]: c for c in entries["m"]["components"]}  # a mean's two parts split its rho
    assert parts["sum"]["rho"] + parts["count"]["rho"] == pytest.approx(entries["m"]["rho"], rel=1e-15)
    assert parts["count"]["noise_scale"] == pytest.approx(1 / math.sqrt(float(rho) * 0.2), rel=1e-12)


def test_pure_mechanisms_get_the_epsilon_their_rho_allows():
    queries = [{"id": "n", "kind": "count", "epsilon": 0.5, "mechanism": "laplace"},
               {"id": "q", "kind": "quantile", "column": "age", "bounds": [0, 100], "quantile": 0.5, "epsilon": 0.25},
               {"id": "r", "kind": "randomized_response", "column": "dx", "categories": ["a", "b"], "epsilon": 0.25}]
    frame = pd.DataFrame({"id": range(40), "age": range(40), "dx": ["a", "b"] * 20})
    release = produce_release(frame, zcdp_plan(queries)).release
    entries = {e["id"]: e for e in release["queries"]}
    rho = float(rho_for(Fraction(1), MILLIONTH))
    assert entries["n"]["noise_scale"] == pytest.approx(1 / math.sqrt(2 * rho * 0.5), rel=1e-9)  # eps'^2/2 = rho_i
    assert entries["q"]["noise_scale"] == pytest.approx(2 * 1 / math.sqrt(8 * rho * 0.25), rel=1e-9)  # eps'^2/8
    parts = {c["part"]: c for c in entries["r"]["components"]}
    assert parts["count"]["epsilon"] == pytest.approx(math.sqrt(2 * rho * 0.25 * 0.1), rel=1e-9)
    assert parts["responses"]["epsilon"] == pytest.approx(math.sqrt(2 * rho * 0.25 * 0.9), rel=1e-9)
    assert release["budget"]["rho"] == pytest.approx(sum(e["rho"] for e in entries.values()), rel=1e-15)
    assert release["budget"]["rho"] == pytest.approx(rho, rel=1e-9)


def test_the_release_states_the_epsilon_its_rho_guarantees():
    queries = [{"id": f"n{i}", "kind": "count", "epsilon": 0.05} for i in range(10)]  # half the budget
    frame = pd.DataFrame({"id": range(10)})
    outcome = produce_release(frame, zcdp_plan(queries))
    budget = outcome.release["budget"]
    assert budget["accounting"] == "zcdp" and budget["limit"] == {"epsilon": 1, "delta": 1e-6}
    assert budget["rho"] == pytest.approx(float(rho_for(Fraction(1), MILLIONTH)) / 2, rel=1e-12)
    assert budget["epsilon"] == approx_epsilon(Fraction(budget["rho"]), MILLIONTH) < 0.7
    assert budget["delta"] == 1e-6
    assert outcome.cost == Budget(Fraction(budget["epsilon"]), MILLIONTH) and float(outcome.rho) == budget["rho"]
    assert produce_release(frame, small_plan(queries)).release["budget"]["accounting"] == "sequential"


def test_ten_gaussian_counts_get_at_least_twice_smaller_noise_than_under_sequential_composition():
    zcdp = calibrate_rho("gaussian", 1.0, ZcdpBudget(Fraction(1), MILLIONTH).share(Fraction(1, 10)))
    sequential = calibrate("gaussian", 1.0, Fraction(1, 10), Fraction(1, 10**7))
    assert sequential.scale / zcdp.scale > 3


@pytest.mark.parametrize("budget, query, where, message", [
    ({"epsilon": 1, "delta": 1e-6, "accounting": "zcdp"}, {"delta": 1e-7}, "queries[0] ('n').delta",
     "no delta of its own"),
    ({"epsilon": 1, "delta": 0, "accounting": "zcdp"}, {}, "budget.delta", "needs a delta above 0"),
    ({"epsilon": 1, "delta": 1e-6, "accounting": "rdp"}, {}, "budget.accounting", "not a way of accounting"),
    ({"epsilon": 1, "delta": 1e-3, "accounting": "zcdp"}, {}, "budget.delta", "above 1e-5"),
    ({"epsilon": 0.5, "delta": 1e-6, "accounting": "zcdp"}, {"epsilon": 0.6}, "budget.epsilon", "add up to 0.6"),
])
def test_plan_problems_under_zcdp(budget, query, where, message):
    with pytest.raises(PlanError) as refused:
        parse_plan(small_plan([{"id": "n", "kind": "count", "epsilon": 0.5, **query}], budget=budget))
    assert any(p.where == where and message in p.message for p in refused.value.problems), refused.value.problems


def test_a_gaussian_query_needs_no_delta_under_zcdp_and_the_plan_keeps_its_accounting():
    plan = parse_plan(zcdp_plan([{"id": "n", "kind": "count", "epsilon": 1, "mechanism": "gaussian"}]))
    assert plan.accounting == "zcdp" and plan.to_dict()["budget"]["accounting"] == "zcdp"
    assert parse_plan(plan.to_dict()) == plan
    assert "accounting" not in parse_plan(small_plan([{"id": "n", "kind": "count", "epsilon": 1}])).to_dict()["budget"]
    assert plan.spent() == Budget(Fraction(approx_epsilon(rho_for(Fraction(1), MILLIONTH), MILLIONTH)), MILLIONTH)


def test_a_zcdp_release_draws_gaussian_noise_of_the_stated_sigma():
    cells = [f"c{i}" for i in range(4000)]
    frame = pd.DataFrame({"id": range(8000), "dx": cells * 2})
    query = {"id": "h", "kind": "histogram", "column": "dx", "categories": cells, "epsilon": 1,
             "mechanism": "gaussian", "postprocess": []}
    entry = produce_release(frame, zcdp_plan([query])).release["queries"][0]
    sigma = 1 / math.sqrt(2 * float(rho_for(Fraction(1), MILLIONTH)))
    assert entry["noise_scale"] == pytest.approx(sigma, rel=1e-12)
    errors = np.array([c["value"] for c in entry["cells"]]) - np.array([2] * len(cells) + [0])
    n = len(errors)
    chi = float(np.sum(errors ** 2) / sigma ** 2)  # chi-square with n degrees of freedom
    assert FALSE_ALARM / 2 < stats.chi2.cdf(chi, n) < 1 - FALSE_ALARM / 2, chi / n
    assert stats.ttest_1samp(errors, 0).pvalue > FALSE_ALARM


def test_zcdp_intervals_cover_about_95_percent():
    cells = [f"c{i}" for i in range(6000)]
    frame = pd.DataFrame({"id": range(12000), "dx": cells * 2, "age": np.arange(12000) % 90})
    # shares of 0.01: sigma 45, where the discrete Gaussian's exact interval covers 95.18% (at sigma 6.4,
    # a share of 0.5, whole-number interval ends make it 96.5%)
    queries = [{"id": "h", "kind": "histogram", "column": "dx", "categories": cells, "epsilon": 0.01,
                "postprocess": []},
               {"id": "g", "kind": "histogram", "column": "dx", "categories": cells, "epsilon": 0.01,
                "mechanism": "gaussian", "postprocess": []}]
    inside, total = 0, 0
    for _ in range(2):
        for entry in produce_release(frame, zcdp_plan(queries)).release["queries"]:
            truth = [2] * len(cells) + [0]
            inside += sum(abs(c["value"] - t) <= c["ci95"] for c, t in zip(entry["cells"], truth))
            total += len(truth)
    assert 0.94 <= inside / total <= 0.96
    assert stats.binomtest(inside, total, 0.95, alternative="less").pvalue > FALSE_ALARM


@pytest.fixture
def ledger(tmp_path):
    with Ledger(tmp_path / "ledger.sqlite") as opened:
        yield opened


def sample_zcdp_plan(epsilon=3.0) -> dict:
    plan = json.loads(SAMPLE_PLAN.read_text(encoding="utf-8"))
    plan["budget"].update(accounting="zcdp", epsilon=epsilon)
    return plan


def test_the_ledger_charges_the_guarantee_and_records_rho(sample_frame, ledger, tmp_path):
    digest = hashlib.sha256(SAMPLE_DATA.read_bytes()).hexdigest()
    ledger.set_budget(digest, Budget.of(10, 1e-6))
    done = publish(sample_frame, sample_zcdp_plan(), digest, tmp_path / "out", ledger)
    entry = ledger.releases(digest)[-1]
    budget = done.release["budget"]
    assert float(entry.rho) == budget["rho"] and entry.rho <= rho_for(Fraction(3), Fraction(1, 10**7))
    assert entry.cost == Budget(Fraction(budget["epsilon"]), Fraction(1, 10**7)) == done.spent
    assert entry.cost.epsilon <= 3


def test_the_ledger_refuses_a_zcdp_release_over_the_lifetime_budget(sample_frame, ledger, tmp_path):
    digest = hashlib.sha256(SAMPLE_DATA.read_bytes()).hexdigest()
    ledger.set_budget(digest, Budget.of(2.9, 1e-6))
    before = len(ledger.records())
    with pytest.raises(LedgerRefusal):
        publish(sample_frame, sample_zcdp_plan(), digest, tmp_path / "out", ledger)
    assert not (tmp_path / "out").exists()
    assert len([r for r in ledger.records() if r.kind == "release"]) == 0 and len(ledger.records()) >= before


def test_the_preview_shows_the_smaller_errors_of_zcdp():
    from dpstudio.core.preview.expected_error import PreviewSession

    frame = pd.DataFrame({"id": range(100), "age": range(100)})
    sequential = small_plan([{"id": f"n{i}", "kind": "count", "epsilon": 0.1, "delta": 1e-7} for i in range(10)],
                            budget={"epsilon": 1, "delta": 1e-6})
    session = PreviewSession(frame, sequential)
    zcdp = parse_plan(zcdp_plan([{"id": f"n{i}", "kind": "count", "epsilon": 0.1} for i in range(10)]))
    assert session.covers(zcdp)
    before, after = session.previews(sequential)[0], session.previews(zcdp)[0]
    assert before.mechanism == after.mechanism == "discrete_gaussian"
    assert after.noise_scale == pytest.approx(1 / math.sqrt(2 * float(rho_for(Fraction(1), MILLIONTH)) / 10))
    assert after.halfwidth < before.halfwidth / 3
    assert after.to_dict()["rho"] == pytest.approx(float(rho_for(Fraction(1), MILLIONTH)) / 10)
    assert "rho" not in before.to_dict()


def test_the_quantile_under_zcdp_selects_as_the_exponential_mechanism():
    """Its eps^2/8 bound holds for the exponential mechanism: P(i) proportional to exp(-score_i / scale)."""
    from dpstudio.core.private.mechanisms import ExponentialSelection

    rho = Fraction(1, 8)  # eps' = 1: scale = 2 x sensitivity / eps' = 2
    selection = ExponentialSelection.calibrate_rho(1, rho, pure_epsilon(rho, 8))
    assert selection.scale == pytest.approx(2.0) and selection.rho <= rho
    scores = np.array([0, 1, 2, 4, 8])
    draws = 10_000  # permute-and-flip at this scale fails at p ~ 1e-57
    picked = np.bincount([selection.select_min(scores) for _ in range(draws)], minlength=len(scores))
    expected = np.exp(-scores / selection.scale)
    expected = expected / expected.sum() * draws
    assert stats.chisquare(picked, expected).pvalue > FALSE_ALARM, (picked, expected)


@pytest.mark.parametrize("epsilon, delta", [(Fraction(1), MILLIONTH), (Fraction(1, 100), Fraction(1, 10**9)),
                                            (Fraction(10), Fraction(1, 10**5)), (Fraction(1, 10**4), Fraction(1, 10**3)),
                                            (Fraction(0.0133521432163324), Fraction(1e-7))])
def test_the_fast_search_finds_the_very_rho_the_bisection_finds(epsilon, delta):
    """rho_for's secant start (zcdp.py) changes how many conversions it takes, never the rho it returns."""
    from dpstudio.core.private.zcdp import _bisected_rho_for

    assert rho_for.__wrapped__(epsilon, delta) == _bisected_rho_for(epsilon, delta)
