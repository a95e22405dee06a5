"""Exact, immutable privacy budgets and how they compose: beneath the plan (which states one), the private side
(which spends it) and the ledger (which books it).

Sequential composition: answering several queries about the same people costs the sum of
their (epsilon, delta). Parallel composition: noise added to disjoint cells of one histogram
costs the epsilon of one cell, because one person's rows change cells by at most the declared
sensitivity in total. Group privacy: protection for a group of k people is k*epsilon and
k*e^((k-1)epsilon)*delta.
"""
from __future__ import annotations

import math
from dataclasses import dataclass
from fractions import Fraction
from typing import Iterable

from .errors import BudgetExceeded
from .exact_numbers import as_json_number, exact
from .words.message import Message


@dataclass(frozen=True, order=False)
class Budget:
    """A privacy cost or allowance (epsilon, delta), held exactly."""

    epsilon: Fraction
    delta: Fraction = Fraction(0)

    @classmethod
    def of(cls, epsilon, delta=0) -> "Budget":
        return cls(exact(epsilon), exact(delta))

    def __add__(self, other: "Budget") -> "Budget":
        return Budget(self.epsilon + other.epsilon, self.delta + other.delta)

    def __sub__(self, other: "Budget") -> "Budget":
        return Budget(self.epsilon - other.epsilon, self.delta - other.delta)

    def fits_within(self, limit: "Budget") -> bool:
        return self.epsilon <= limit.epsilon and self.delta <= limit.delta

    def to_dict(self) -> dict:
        return {"epsilon": as_json_number(self.epsilon), "delta": as_json_number(self.delta)}


ZERO = Budget(Fraction(0), Fraction(0))


def compose_sequential(costs: Iterable[Budget]) -> Budget:
    """Basic sequential composition: epsilons add, deltas add."""
    total = ZERO
    for cost in costs:
        total = total + cost
    return total


def require_within(requested: Budget, limit: Budget, what: str) -> None:
    """Raise BudgetExceeded, with the figures, when `requested` does not fit in `limit`."""
    if requested.epsilon > limit.epsilon:
        raise BudgetExceeded(Message("{what}, epsilon", what=what), requested.epsilon, limit.epsilon,
                             hint=Message("Lower the queries' epsilons (or remove a query) so that they add up "
                                          "to at most the budget, or raise the budget if that is justified"))
    if requested.delta > limit.delta:
        raise BudgetExceeded(Message("{what}, delta", what=what), requested.delta, limit.delta,
                             hint=Message("Lower the queries' deltas, use a pure-epsilon mechanism (Laplace), "
                                          "or raise the budget's delta"))


def group_privacy(cost: Budget, group_size: int) -> tuple[float, float]:
    """(epsilon, delta) that protect a group of `group_size` people: k*eps, k*e^((k-1)eps)*delta."""
    k = int(group_size)
    if k < 1:
        raise ValueError("group size must be at least 1")
    eps = float(cost.epsilon)
    return k * eps, min(1.0, k * math.exp((k - 1) * eps) * float(cost.delta))
