"""A family of tables (marginals) measured once with residual queries (ResidualPlanner: Xiao, Kifer et al.,
NeurIPS 2023; residual_bases.py), the noise split chosen from the tables' shapes alone (residual_split.py).

Counting rows (a person contributing at most k of them), one row changes the A-marginal by a unit
vector e_j, so measuring R_A x_A with noise sigma_A^2 R_A R_A^T costs rho_A = k^2 pcost_A / (2 sigma_A^2)
(pcost_A = prod_{i in A} (1 - 1/n_i); a person's k rows move at most k times one row's Mahalanobis norm),
and the strategy's rho is the sum over the residuals measured: every subset of a table in the family.

Table S is reconstructed from the residuals A of S; each of its cells then has the variance

    sum_{A subset of S} sigma_A^2 prod_{i in A} (1 - 1/n_i) prod_{i in S \\ A} 1 / n_i^2

(the diagonal of kron_{i in A} (I - J_i/n_i) kron_{i in S \\ A} J_i/n_i^2, the same for every cell), so the
total squared error is sum_A sigma_A^2 c_A with c_A = sum over tables S containing A of |S| times that weight.

The one-by-one baseline measures each of the m tables on its own with Gaussian noise, rho / m each:
one person changes a table by at most k in L2 norm (all k rows in one cell), so each cell's variance is
k^2 m / (2 rho). It is itself a residual strategy (table S alone is residuals A of S with
sigma_A^2 = sigma^2 prod_{i in S \\ A} n_i at the same rho), so the best split never does worse.
"""
from __future__ import annotations

from dataclasses import dataclass
from fractions import Fraction
from itertools import combinations

import numpy as np

from .residual_bases import pcost, subsets
from .residual_split import Split, constrained_split, plain_split


@dataclass(frozen=True)
class Workload:
    """Columns' domain sizes (each at least 2) and the tables wanted, each a sorted tuple of columns."""

    sizes: tuple[int, ...]
    marginals: tuple[tuple[int, ...], ...]

    def __post_init__(self):
        if any(n < 2 for n in self.sizes):
            raise ValueError("every column of a table family needs at least two categories")
        if len(set(self.marginals)) != len(self.marginals) or any(
                tuple(sorted(set(s))) != tuple(s) or not set(s) <= set(range(len(self.sizes))) for s in self.marginals):
            raise ValueError("each table is a distinct sorted tuple of known columns")

    @classmethod
    def all_ways(cls, sizes, ways) -> "Workload":
        """All k-way tables of the columns for each k in `ways` (e.g. (1, 2): every column and every pair)."""
        columns = range(len(sizes))
        return cls(tuple(sizes), tuple(c for k in ways for c in combinations(columns, k)))

    def cells(self, table) -> int:
        return int(np.prod([self.sizes[c] for c in table]))

    def residuals(self) -> list[tuple[int, ...]]:
        """Every subset of a table in the family (the empty one is the grand total), smallest first."""
        found = {a for table in self.marginals for a in subsets(table)}
        return sorted(found, key=lambda a: (len(a), a))

    def cell_weight(self, table, residual) -> float:
        """A cell of `table`'s variance per unit of residual's sigma^2 (0 unless residual is a subset)."""
        if not set(residual) <= set(table):
            return 0.0
        inside = np.prod([1 - 1 / self.sizes[c] for c in residual])
        outside = np.prod([1 / self.sizes[c] ** 2 for c in table if c not in residual])
        return float(inside * outside)

    def weights(self) -> np.ndarray:
        """W: tables x residuals, W[S, A] = cell_weight(S, A) (only the subsets of each S are nonzero)."""
        index = {a: j for j, a in enumerate(self.residuals())}
        out = np.zeros((len(self.marginals), len(index)))
        for row, table in enumerate(self.marginals):
            for a in subsets(table):
                out[row, index[a]] = self.cell_weight(table, a)
        return out

    def error_weights(self) -> np.ndarray:
        """c: the total squared error over all cells per unit of each residual's sigma^2."""
        cells = np.array([self.cells(s) for s in self.marginals], dtype=float)
        return cells @ self.weights()

    def pcosts(self) -> list[Fraction]:
        return [pcost(tuple(self.sizes[c] for c in a)) for a in self.residuals()]


def one_by_one_variance(workload: Workload, rho: float, max_rows: int = 1) -> float:
    """Each cell's variance when every table is measured on its own at rho / m: k^2 m / (2 rho)."""
    return max_rows ** 2 * len(workload.marginals) / (2 * rho)


@dataclass(frozen=True)
class Strategy:
    """The residuals measured, each one's noise variance sigma_A^2 and zCDP cost, for a workload."""

    workload: Workload
    rho: float
    max_rows: int
    residuals: tuple[tuple[int, ...], ...]
    variances: np.ndarray
    split: Split

    def costs(self) -> np.ndarray:
        """rho_A = k^2 pcost_A / (2 sigma_A^2): they add up to rho."""
        p = np.array([float(x) for x in self.workload.pcosts()]) * self.max_rows ** 2
        return p / (2 * self.variances)

    def cell_variances(self) -> np.ndarray:
        """Each table's per-cell variance, in the workload's order."""
        return self.workload.weights() @ self.variances

    def total_error(self) -> float:
        """Expected total squared error over every cell of every table."""
        return float(self.workload.error_weights() @ self.variances)

    def one_by_one_variance(self) -> float:
        return one_by_one_variance(self.workload, self.rho, self.max_rows)

    def one_by_one_total(self) -> float:
        cells = sum(self.workload.cells(s) for s in self.workload.marginals)
        return cells * self.one_by_one_variance()


def plan_strategy(workload: Workload, rho: float, max_rows: int = 1, no_worse: bool = True) -> Strategy:
    """The split minimising the total squared error at zCDP `rho`; with `no_worse` (the default) subject
    to no table's cells being noisier than measured one by one."""
    p = np.array([float(x) for x in workload.pcosts()]) * max_rows ** 2
    c = workload.error_weights()
    if no_worse:
        W = workload.weights()
        bound = np.full(len(workload.marginals), one_by_one_variance(workload, rho, max_rows))
        split = constrained_split(p, c, W, bound, rho)
    else:
        split = plain_split(p, c, rho, len(workload.marginals))
    return Strategy(workload, float(rho), max_rows, tuple(workload.residuals()), split.variances, split)
