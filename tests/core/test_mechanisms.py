"""Statistical tests of the noise: each rejects a correct sampler with probability FALSE_ALARM."""
import math
from fractions import Fraction

import numpy as np
import opendp.prelude as dp
import pytest
from scipy import stats

from dpstudio.core.private.mechanisms import ExponentialSelection, RandomizedResponse, calibrate, noise_halfwidth
from tests.conftest import FALSE_ALARM

DRAWS = 20_000


def draws(noise, n=DRAWS):
    zeros = np.zeros(n, dtype=np.int64 if noise.discrete else float)
    return noise.add_to(zeros) - zeros


def discrete_laplace_pmf(x, scale):
    r = math.exp(-1 / scale)
    return (1 - r) / (1 + r) * r ** np.abs(x)


def discrete_gaussian_pmf(x, sigma):
    support = np.arange(-int(15 * sigma) - 5, int(15 * sigma) + 6)
    norm = np.exp(-support.astype(float) ** 2 / (2 * sigma ** 2)).sum()
    return np.exp(-np.asarray(x, float) ** 2 / (2 * sigma ** 2)) / norm


def chi_square_pvalue(samples, pmf, reach):
    """Cells -reach..reach plus the two tails merged; expected counts from the pmf."""
    support = np.arange(-reach, reach + 1)
    probs = pmf(support)
    observed = np.array([(samples == x).sum() for x in support] + [(np.abs(samples) > reach).sum()])
    expected = np.append(probs, max(0.0, 1 - probs.sum())) * len(samples)
    keep = expected > 5
    merged_obs = np.append(observed[keep], observed[~keep].sum())
    merged_exp = np.append(expected[keep], expected[~keep].sum())
    if merged_exp[-1] == 0:
        merged_obs, merged_exp = merged_obs[:-1], merged_exp[:-1]
    merged_exp *= merged_obs.sum() / merged_exp.sum()
    return stats.chisquare(merged_obs, merged_exp).pvalue


@pytest.mark.parametrize("sensitivity, epsilon", [(1, Fraction(1, 2)), (3, Fraction(1, 10))])
def test_discrete_laplace_has_the_claimed_distribution(sensitivity, epsilon):
    noise = calibrate("discrete_laplace", sensitivity, epsilon)
    assert noise.scale == pytest.approx(sensitivity / float(epsilon), rel=1e-12)
    samples = draws(noise)
    assert chi_square_pvalue(samples, lambda x: discrete_laplace_pmf(x, noise.scale), int(4 * noise.scale)) > FALSE_ALARM


def test_discrete_gaussian_has_the_claimed_distribution():
    noise = calibrate("discrete_gaussian", 2, Fraction(1), Fraction(1, 10**6))
    samples = draws(noise)
    pmf = lambda x: discrete_gaussian_pmf(x, noise.scale)  # noqa: E731
    assert chi_square_pvalue(samples, pmf, int(3 * noise.scale)) > FALSE_ALARM


def test_float_laplace_has_the_claimed_distribution():
    noise = calibrate("laplace", 2.5, Fraction(1, 2))
    assert noise.scale == pytest.approx(5.0, rel=1e-12)
    assert stats.kstest(draws(noise), stats.laplace(scale=noise.scale).cdf).pvalue > FALSE_ALARM


def test_float_gaussian_has_the_claimed_distribution():
    noise = calibrate("gaussian", 1.0, Fraction(1, 2), Fraction(1, 10**7))
    assert stats.kstest(draws(noise), stats.norm(scale=noise.scale).cdf).pvalue > FALSE_ALARM


@pytest.mark.parametrize("mechanism, delta", [("laplace", 0), ("discrete_laplace", 0), ("gaussian", Fraction(1, 10**8)),
                                              ("discrete_gaussian", Fraction(1, 10**8))])
@pytest.mark.parametrize("epsilon", [Fraction(1, 100), Fraction(3, 10), Fraction(2)])
def test_calibration_spends_at_most_epsilon_and_not_much_less(mechanism, delta, epsilon):
    noise = calibrate(mechanism, 3, epsilon, delta)
    eps, used_delta = noise.privacy_loss()
    assert eps <= float(epsilon)
    assert eps >= float(epsilon) * (1 - 1e-6)
    assert used_delta <= float(delta)


def test_gaussian_scale_matches_opendp_binary_search():
    noise = calibrate("gaussian", 1.0, Fraction(1), Fraction(1, 10**6))
    space = dp.atom_domain(T=float, nan=False), dp.absolute_distance(T=float)
    scale = dp.binary_search_param(
        lambda s: dp.c.make_fix_delta(dp.c.make_zCDP_to_approxDP(dp.m.make_gaussian(*space, scale=s)), 1e-6),
        d_in=1.0, d_out=(1.0, 1e-6))
    assert noise.scale == pytest.approx(scale, rel=1e-6)


@pytest.mark.parametrize("mechanism, scale", [("discrete_laplace", 0.7), ("discrete_laplace", 15.0),
                                              ("discrete_gaussian", 0.8), ("discrete_gaussian", 12.0)])
def test_discrete_halfwidth_is_the_smallest_with_95_percent(mechanism, scale):
    t = int(noise_halfwidth(mechanism, scale))
    pmf = (lambda x: discrete_laplace_pmf(x, scale)) if mechanism == "discrete_laplace" else \
        (lambda x: discrete_gaussian_pmf(x, scale))
    covered = lambda h: pmf(np.arange(-h, h + 1)).sum()  # noqa: E731
    assert covered(t) >= 0.95
    assert t == 0 or covered(t - 1) < 0.95


def test_halfwidths_agree_with_opendp_accuracy():
    assert noise_halfwidth("laplace", 2.0) == pytest.approx(dp.laplacian_scale_to_accuracy(2.0, 0.05))
    assert noise_halfwidth("gaussian", 2.0) == pytest.approx(dp.gaussian_scale_to_accuracy(2.0, 0.05), rel=1e-6)
    # OpenDP's discrete accuracies are bounds on the same tail; ours is the exact smallest integer
    assert noise_halfwidth("discrete_laplace", 2.0) <= dp.discrete_laplacian_scale_to_accuracy(2.0, 0.05)
    assert noise_halfwidth("discrete_gaussian", 2.0) <= dp.discrete_gaussian_scale_to_accuracy(2.0, 0.05)


@pytest.mark.parametrize("mechanism, delta", [("laplace", 0), ("gaussian", Fraction(1, 10**7))])
def test_stated_interval_covers_95_percent_of_draws(mechanism, delta):
    noise = calibrate(mechanism, 1.0, Fraction(1, 2), delta)
    inside = int((np.abs(draws(noise)) <= noise.ci_halfwidth()).sum())
    assert stats.binomtest(inside, DRAWS, 0.95).pvalue > FALSE_ALARM


def test_randomized_response_keeps_with_the_right_probability():
    categories = ("a", "b", "c", "(other)")
    rr = RandomizedResponse.calibrate(categories, Fraction(1))
    e = math.e
    assert rr.keep_probability == pytest.approx(e / (e + 3), rel=1e-12)
    assert rr.keep_probability <= e / (e + 3)
    out = rr.perturb(np.zeros(DRAWS, dtype=np.int64))
    observed = np.bincount(out, minlength=4)
    expected = np.array([rr.keep_probability] + [rr.other_probability] * 3) * DRAWS
    assert stats.chisquare(observed, expected).pvalue > FALSE_ALARM


def report_noisy_min_probabilities(scores, scale):
    """Exact P(i is chosen) when each -score gets independent Exponential(scale) noise."""
    from scipy import integrate

    scores = np.asarray(scores, float)

    def density(x, i):
        gap = x + scores[i]
        if gap < 0:
            return 0.0
        others = [1 - math.exp(-max(0.0, x + s) / scale) for j, s in enumerate(scores) if j != i]
        return math.exp(-gap / scale) / scale * math.prod(others)

    return np.array([integrate.quad(density, -scores[i], np.inf, args=(i,))[0] for i in range(len(scores))])


def test_selection_is_opendps_report_noisy_min_with_exponential_noise():
    selection = ExponentialSelection.calibrate(sensitivity=1, epsilon=Fraction(2))
    assert selection.scale == pytest.approx(1.0)
    scores = np.array([0, 1, 2, 4])
    probs = report_noisy_min_probabilities(scores, selection.scale)
    assert probs.sum() == pytest.approx(1.0, abs=1e-6)
    picks = np.bincount([selection.select_min(scores) for _ in range(5000)], minlength=4)
    assert stats.chisquare(picks, probs / probs.sum() * 5000).pvalue > FALSE_ALARM


def test_selection_score_bound_holds():
    """The chosen score is within the stated bound of the best at least 95% of the time."""
    selection = ExponentialSelection.calibrate(sensitivity=1, epsilon=Fraction(1, 2))
    scores = np.arange(0, 60)
    bound = selection.score_halfwidth(len(scores))
    probs = report_noisy_min_probabilities(scores, selection.scale)
    assert 0.95 <= probs[: int(bound) + 1].sum() < 1


@pytest.mark.parametrize("mechanism, delta", [("discrete_laplace", 0), ("laplace", 0), ("gaussian", Fraction(1, 10**7))])
@pytest.mark.parametrize("truth", [0, 4, 12])
def test_clamped_interval_covers_the_clamped_release(mechanism, delta, truth):
    from dpstudio.core.private.mechanisms import clamped_halfwidth

    noise = calibrate(mechanism, 1, Fraction(1, 5), delta)
    width = clamped_halfwidth(mechanism, noise.scale, truth)
    assert width <= noise.ci_halfwidth()
    released = np.maximum(0, truth + draws(noise))
    inside = int((np.abs(released - truth) <= width + 1e-9).sum())
    assert stats.binomtest(inside, DRAWS, 0.95, alternative="less").pvalue > FALSE_ALARM
    if not mechanism.startswith("discrete"):  # and not much wider than needed
        assert stats.binomtest(inside, DRAWS, 0.97, alternative="greater").pvalue > FALSE_ALARM


def test_huge_scales_have_an_interval_and_no_loss_above_the_exact_epsilon():
    assert noise_halfwidth("discrete_laplace", 1e17) > 1e17
    noise = calibrate("discrete_laplace", 1, Fraction(1, 10))
    assert Fraction(noise.privacy_loss()[0]) <= Fraction(1, 10)
