"""Issue 35's accuracy claim, analytically: the benchmark hospital's five columns (birth year in ten bands,
sex, ward, diagnosis, readmitted: 10 x 3 x 8 x 20 x 2) at zCDP rho = 0.5, counting rows."""
from fractions import Fraction

import numpy as np
import pytest

from dpstudio.core.private.residual_bases import pcost
from dpstudio.core.private.residual_planner import Workload, one_by_one_variance, plan_strategy

SIZES = (10, 3, 8, 20, 2)
RHO = 0.5


def test_one_by_one_baseline_exactly():
    """15 tables (5 one-way, 10 two-way) at rho / 15 each, sensitivity 1: variance 15 per cell, 679 cells."""
    workload = Workload.all_ways(SIZES, (1, 2))
    assert one_by_one_variance(workload, RHO) == 15
    assert plan_strategy(workload, RHO).one_by_one_total() == 679 * 15 == 10185
    assert plan_strategy(Workload.all_ways(SIZES, (1, 2, 3)), RHO).one_by_one_total() == 117675  # 25 tables, 4707 cells
    assert one_by_one_variance(workload, RHO, max_rows=3) == 135  # a person's 3 rows: 3^2 times


def test_one_by_one_is_a_residual_strategy_at_the_same_cost():
    """Table S alone, sigma^2 per cell, is residuals A of S at sigma^2 prod_{S \\ A} n_i, costing the same rho
    and giving the same per-cell variance: so the best split can never be worse."""
    workload = Workload((10, 3, 8), ((0, 1, 2),))
    sigma2 = 4.0
    n = dict(enumerate(workload.sizes))
    residual_variances = np.array([sigma2 * np.prod([n[c] for c in (0, 1, 2) if c not in a])
                                   for a in workload.residuals()])
    cost = sum(float(pcost(tuple(n[c] for c in a))) / (2 * v) for a, v in zip(workload.residuals(), residual_variances))
    assert cost == pytest.approx(1 / (2 * sigma2), rel=1e-12)
    assert (workload.weights() @ residual_variances)[0] == pytest.approx(sigma2, rel=1e-12)


@pytest.mark.parametrize("ways,gain,worst_plain", [((1, 2), 2.3097, 2.1027), ((1, 2, 3), 3.6510, 3.2950)])
def test_measuring_together_beats_one_by_one(ways, gain, worst_plain):
    """1+2-way: 2.31x lower total squared error, 1+2+3-way: 3.65x, no table worse per cell. Minimising the
    plain sum gains a little more (2.37x, 3.79x) but makes the readmitted margin 2.1x (3.3x) worse."""
    workload = Workload.all_ways(SIZES, ways)
    strategy = plan_strategy(workload, RHO)
    ratio = strategy.one_by_one_total() / strategy.total_error()
    assert ratio >= (2 if ways == (1, 2) else 3)
    assert round(ratio, 4) == gain
    assert np.all(strategy.cell_variances() <= strategy.one_by_one_variance() * (1 + 1e-12))
    assert strategy.costs().sum() == pytest.approx(RHO, rel=1e-12)
    plain = plan_strategy(workload, RHO, no_worse=False)
    assert plain.total_error() < strategy.total_error()
    worst = plain.cell_variances() / plain.one_by_one_variance()
    assert round(float(worst.max()), 4) == worst_plain
    assert workload.marginals[int(worst.argmax())] == (4,)  # readmitted, two categories


def test_people_scale_every_variance_by_k_squared():
    workload = Workload.all_ways(SIZES, (1, 2))
    one, three = plan_strategy(workload, RHO), plan_strategy(workload, RHO, max_rows=3)
    assert np.allclose(three.cell_variances(), 9 * one.cell_variances(), rtol=1e-6)


def test_pcost_is_exact():
    assert pcost((10, 3, 2)) == Fraction(9, 10) * Fraction(2, 3) * Fraction(1, 2)
    assert pcost(()) == 1


def test_families_are_checked():
    with pytest.raises(ValueError):
        Workload((3, 1), ((0, 1),))
    with pytest.raises(ValueError):
        Workload((3, 2), ((1, 0),))
