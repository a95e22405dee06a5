import math
from fractions import Fraction

import pytest

from dpstudio.core.base.budget import Budget, compose_sequential, group_privacy, require_within
from dpstudio.core.base.errors import BudgetExceeded


def test_sequential_composition_is_exact():
    total = compose_sequential([Budget.of(0.1), Budget.of(0.2, 1e-7), Budget.of(0.7, 2e-7)])
    assert total == Budget(Fraction(1), Fraction(3, 10**7))
    assert total.fits_within(Budget.of(1, 3e-7))
    assert not total.fits_within(Budget.of(0.999, 1e-6))


def test_exceeding_names_requested_and_available():
    with pytest.raises(BudgetExceeded, match="the release, epsilon: requested 1.5, but only 1 is available") as caught:
        require_within(Budget.of(1.5), Budget.of(1), "the release")
    assert caught.value.requested == Fraction(3, 2)
    assert "Lower the queries' epsilons" in str(caught.value)


def test_group_privacy():
    eps, delta = group_privacy(Budget.of(0.5, 1e-8), 3)
    assert eps == 1.5
    assert delta == pytest.approx(3 * math.exp(1.0) * 1e-8)
    assert group_privacy(Budget.of(1), 1) == (1.0, 0.0)
