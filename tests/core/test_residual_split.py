"""The noise split (residual_split.py): optimal by the KKT conditions, and against a brute-force search
over every split of rho on a fine grid when there are two or three residuals."""
import numpy as np
import pytest

from dpstudio.core.private.residual_planner import Workload, one_by_one_variance, plan_strategy
from dpstudio.core.private.residual_split import constrained_split, plain_split


def problem(workload, rho):
    p = np.array([float(x) for x in workload.pcosts()])
    bound = np.full(len(workload.marginals), one_by_one_variance(workload, rho))
    return p, workload.error_weights(), workload.weights(), bound


def grid_minimum(p, c, W, b, rho, steps):
    """min c^T v over splits of rho into shares f (a grid on the simplex), v = p / (2 rho f), W v <= b."""
    axes = np.meshgrid(*[np.arange(1, steps) / steps] * (len(p) - 1), indexing="ij")
    shares = np.stack([a.ravel() for a in axes])
    shares = np.vstack([shares, 1 - shares.sum(axis=0)])
    shares = shares[:, shares[-1] > 0]
    v = p[:, None] / (2 * rho * shares)
    feasible = np.all(W @ v <= b[:, None], axis=0)
    return float(np.min((c @ v)[feasible]))


def assert_kkt(split, p, c, W, b, rho):
    v, mu, nu = split.variances, split.multipliers, split.budget_multiplier
    total = float(c @ v)
    assert np.sum(p / (2 * v)) == pytest.approx(rho, rel=1e-12)  # the budget, spent exactly
    assert np.all(W @ v <= b * (1 + 1e-12))  # no table worse
    assert np.all(mu >= 0)
    assert np.allclose(c + W.T @ mu, nu * p / (2 * v ** 2), rtol=1e-9)  # stationarity
    assert float(mu @ (b - W @ v)) <= 1e-8 * total  # complementary slackness


@pytest.mark.parametrize("workload", [
    Workload((2, 50), ((0,), (1,))),  # three residuals: total, each column; the small margin binds
    Workload((30,), ((), (0,))),  # two residuals: the total is asked twice
])
def test_brute_force_grid_agrees(workload):
    rho = 1.0
    p, c, W, b = problem(workload, rho)
    plain = plain_split(p, c, rho)
    assert np.any(W @ plain.variances > b)  # a case where the bound matters
    split = constrained_split(p, c, W, b, rho)
    assert_kkt(split, p, c, W, b, rho)
    best = grid_minimum(p, c, W, b, rho, 2000 if len(p) == 3 else 200_000)
    found = float(c @ split.variances)
    assert found <= best * (1 + 1e-9)
    assert best <= found * (1 + 2e-3)  # the grid is within its step of the optimum


def test_plain_split_is_the_unconstrained_grid_minimum():
    p, c, W, b = problem(Workload((2, 50), ((0,), (1,))), 1.0)
    plain = plain_split(p, c, 1.0)
    assert float(c @ plain.variances) == pytest.approx(np.sum(np.sqrt(p * c)) ** 2 / 2)
    assert float(c @ plain.variances) <= grid_minimum(p, c, 0 * W, b, 1.0, 2000) * (1 + 1e-9)


@pytest.mark.parametrize("sizes,ways", [((2, 50), (1,)), ((3, 2, 4), (1, 2)), ((10, 3, 8, 20, 2), (1, 2)),
                                        ((10, 3, 8, 20, 2), (1, 2, 3)), ((2, 2, 2, 2), (2,))])
def test_kkt_conditions_hold(sizes, ways):
    workload = Workload.all_ways(sizes, ways)
    p, c, W, b = problem(workload, 0.5)
    assert_kkt(constrained_split(p, c, W, b, 0.5), p, c, W, b, 0.5)


def test_one_table_alone_is_measured_as_one_by_one():
    strategy = plan_strategy(Workload((4, 3), ((0, 1),)), 0.7)
    assert strategy.cell_variances()[0] == pytest.approx(strategy.one_by_one_variance(), rel=1e-9)


@pytest.mark.parametrize("seed", range(6))
def test_random_families_beat_one_by_one_without_a_worse_table(seed):
    rng = np.random.default_rng(seed)
    sizes = tuple(int(n) for n in rng.integers(2, 12, size=4))
    tables = [t for t in Workload.all_ways(sizes, (1, 2, 3)).marginals if rng.random() < 0.4] or [(0, 1)]
    workload = Workload(sizes, tuple(tables))
    rho, k = float(rng.uniform(0.05, 2)), int(rng.integers(1, 4))
    strategy = plan_strategy(workload, rho, max_rows=k)
    plain = plan_strategy(workload, rho, max_rows=k, no_worse=False)
    assert np.all(strategy.cell_variances() <= strategy.one_by_one_variance() * (1 + 1e-12))
    assert plain.total_error() <= strategy.total_error() <= strategy.one_by_one_total() * (1 + 1e-12)
    assert strategy.costs().sum() == pytest.approx(rho, rel=1e-12)
