"""How a `margins: true` query splits its budget between its cells, each column's margins and the total.

The split is the one with the smallest expected total squared error over everything released (every
cell, every margin, the total), once made consistent by weighted least squares (margins.py), and it
follows from the table's shape alone (the public grid), never from the data.

Each measurement's noise variance is proportional to 1/share^2 under Laplace noise (a share of
epsilon) and to 1/share under Gaussian noise (a share of rho). The least-squares error is then
sum_T m_T mu_T / lambda_T(shares) over the joint eigenspaces T of the aggregation matrices (for each
column: the constant vector, or its complement), which every measurement shares: lambda_T is linear
in the weights (share^2 or share), so the error is convex in them and is minimised by exponentiated
gradient descent on the simplex. Under Laplace noise the minimum is always all of the budget on the
cells (measuring a margin apart costs the cells more than it gains), so the margins and the total
are then the cells' sums; under Gaussian noise measuring them apart pays (about half the error of
cells alone for a 6 x 3 x 8 table).
"""
from __future__ import annotations

import itertools
import math
from fractions import Fraction
from functools import lru_cache

import numpy as np

STEPS = 3000
SHARE_DENOMINATOR = 10_000


def eigenspaces(sizes: tuple[int, ...]):
    """For each subset T of columns whose eigenvectors are constant there: its multiplicity, the
    coefficient of each measurement (cells, each column's margins, total) in lambda_T, and mu_T."""
    d, total = len(sizes), math.prod(sizes)
    out = []
    for constant in itertools.product((False, True), repeat=d):
        multiplicity = math.prod(1 if c else n - 1 for c, n in zip(constant, sizes))
        if multiplicity == 0:
            continue
        margins = [math.prod(n for i, n in enumerate(sizes) if i != j) if all(constant[i] for i in range(d) if i != j)
                   else 0 for j in range(d)] if d > 1 else []
        coefficients = [1.0] + [float(m) for m in margins] + [float(total) if all(constant) else 0.0]
        out.append((multiplicity, np.array(coefficients), sum(coefficients)))
    return out


def expected_error(sizes: tuple[int, ...], weights: np.ndarray) -> float:
    """Total variance of the released cells, margins and total, each measurement's inverse variance `weights`."""
    return sum(m * mu / float(c @ weights) for m, c, mu in eigenspaces(sizes))


@lru_cache(maxsize=256)
def best_shares(sizes: tuple[int, ...], gaussian: bool) -> tuple[float, ...]:
    """The shares minimising expected_error (weights share^2 for Laplace, share for Gaussian)."""
    parts = len(sizes) + 2 if len(sizes) > 1 else 2
    if not gaussian:
        return (1.0,) + (0.0,) * (parts - 1)
    spaces = eigenspaces(sizes)
    shares = np.full(parts, 1 / parts)
    for step in range(STEPS):
        gradient = -sum(m * mu * c / float(c @ shares) ** 2 for m, c, mu in spaces)
        shares = shares * np.exp(-0.5 * gradient / np.abs(gradient).max())
        shares /= shares.sum()
    return tuple(float(s) for s in shares)


def margin_split(sizes: tuple[int, ...], gaussian: bool) -> list[Fraction]:
    """Exact shares adding up to 1: the best shares rounded to 1/10,000, a share below that dropped (0),
    the cells taking what rounding leaves."""
    rounded = [Fraction(round(s * SHARE_DENOMINATOR), SHARE_DENOMINATOR) for s in best_shares(sizes, gaussian)]
    rest = sum(rounded[1:], Fraction(0))
    return [1 - rest] + rounded[1:]
