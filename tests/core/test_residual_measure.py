"""A table family measured through OpenDP's Gaussian (residual_measure.py): the costs OpenDP's map states add
up to at most rho, each reconstructed cell's spread is its analytic variance (statistical tests at level
FALSE_ALARM), and the tables agree with each other exactly."""
from fractions import Fraction

import numpy as np
import pytest
from scipy import stats

from dpstudio.core.private.residual_bases import marginal_of, pcost
from dpstudio.core.private.residual_measure import calibrate, measure, sensitivity, tables_from
from dpstudio.core.private.residual_planner import Workload, plan_strategy
from tests.conftest import FALSE_ALARM

SIZES = (3, 2, 4)
DRAWS = 1200


@pytest.fixture(scope="module")
def family():
    workload = Workload.all_ways(SIZES, (1, 2))
    strategy, noises = calibrate(plan_strategy(workload, 1.0), Fraction(1))
    full = (np.arange(24, dtype=float).reshape(SIZES) * 7) % 23  # the exact counts of each combination
    tables = {s: marginal_of(full, (0, 1, 2), s) for s in workload.marginals}
    draws = [tables_from(strategy, measure(strategy, noises, tables)) for _ in range(DRAWS)]
    return strategy, noises, tables, draws


def test_opendp_costs_add_up_to_rho_and_match_the_formula(family):
    strategy, noises, _, _ = family
    assert sum(n.rho for n in noises) <= 1
    for noise in noises:
        p = pcost(tuple(SIZES[c] for c in noise.residual))
        assert Fraction(noise.sensitivity) ** 2 >= p
        assert float(noise.rho) == pytest.approx(float(p) / (2 * noise.scale ** 2), rel=1e-12)
    assert sum(float(n.rho) for n in noises) == pytest.approx(1, rel=1e-9)


def test_sensitivity_is_rounded_up():
    for k in (1, 2, 3, 7):
        for sizes in [(3,), (3, 7), (10, 3, 2)]:
            assert Fraction(sensitivity(k, pcost(sizes))) ** 2 >= k * k * pcost(sizes)


def test_reconstructed_tables_agree_exactly(family):
    strategy, _, _, draws = family
    for tables in draws[:50]:
        for (a, b) in [((0,), (0, 1)), ((0,), (0, 2)), ((1,), (1, 2)), ((2,), (0, 2))]:
            assert np.allclose(marginal_of(tables[b], b, a), tables[a], rtol=0, atol=1e-9)
        assert np.allclose(tables[(0, 1)].sum(), [t.sum() for t in tables.values()], rtol=0, atol=1e-9)


def test_each_cell_varies_as_the_analytic_variance(family):
    """sum over draws of (cell - truth)^2 / variance is chi-square with DRAWS degrees of freedom (unbiased,
    Gaussian); two-sided, Bonferroni over all cells."""
    strategy, _, truth, draws = family
    cells = sum(t.size for t in truth.values())
    level = FALSE_ALARM / (2 * cells)
    lo, hi = stats.chi2.ppf(level, DRAWS), stats.chi2.isf(level, DRAWS)
    for table, variance in zip(strategy.workload.marginals, strategy.cell_variances()):
        errors = np.array([d[table] - truth[table] for d in draws])
        statistic = (errors ** 2).sum(axis=0) / variance
        assert np.all((lo < statistic) & (statistic < hi)), (table, statistic / DRAWS)
        z = errors.mean(axis=0) / np.sqrt(variance / DRAWS)  # unbiased
        assert np.all(np.abs(z) < stats.norm.isf(level)), (table, z)


def test_the_family_is_less_noisy_than_one_by_one(family):
    strategy, _, _, _ = family
    assert np.all(strategy.cell_variances() <= strategy.one_by_one_variance())
    assert strategy.total_error() < strategy.one_by_one_total()
