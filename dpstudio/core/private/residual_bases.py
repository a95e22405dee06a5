"""Residual bases for marginals (Xiao, Kifer et al., "An Optimal and Scalable Matrix Mechanism for Noisy
Marginals under Convex Loss Functions", NeurIPS 2023: ResidualPlanner).

Columns 0..d-1 have public domain sizes n_i; a marginal is a sorted tuple S of columns and its table x_S
an array of shape (n_i for i in S). For each column a basis B_i is an (n_i - 1) x n_i matrix whose rows
are orthogonal to the ones vector: the paper's Sub matrix [I | -1] (sub_matrix), or the orthonormal
Helmert rows (orthonormal_basis, used to measure). The residual query of a subset A is

    R_A = kron_{i in A} B_i,  applied to the A-marginal x_A,

never built as a Kronecker product: apply_factors multiplies the table by one small matrix per axis.
With P_i = I - J_i / n_i = B_i^+ B_i (the projection orthogonal to ones),
I = kron_{i in S} (P_i + J_i / n_i) expands into one term per subset A of S, hence the reconstruction

    x_S = sum_{A subset of S} (kron_{i in A} B_i^+  kron_{i in S \\ A} 1_i / n_i) R_A x_A,

which sums any noisy residuals into tables that agree exactly: summing the S-table over a column i
kills every term with i in A (1^T B_i^+ = 0) and leaves the others, i.e. the table of S minus i.

The privacy cost of R_A under noise sigma^2 R_A R_A^T is the largest Mahalanobis norm^2 of one row's
change e_j: e_j^T R_A^T (R_A R_A^T)^-1 R_A e_j = prod_{i in A} e_j^T P_i e_j = prod_{i in A} (1 - 1/n_i)
(pcost; the same for every basis, as R_A^+ R_A is the projection kron P_i whatever B_i).
"""
from __future__ import annotations

from fractions import Fraction
from functools import lru_cache
from itertools import combinations

import numpy as np


def sub_matrix(n: int) -> np.ndarray:
    """The paper's Sub_n: (n - 1) x n, the identity with a column of -1 appended."""
    return np.hstack([np.eye(n - 1), -np.ones((n - 1, 1))])


@lru_cache(maxsize=256)
def orthonormal_basis(n: int) -> np.ndarray:
    """Helmert rows: row r (1..n-1) is (1, ..., 1, -r, 0, ..., 0) / sqrt(r (r + 1)), r ones first.
    Orthonormal and orthogonal to ones, so B B^T = I and B^T B = I - J / n."""
    basis = np.zeros((n - 1, n))
    for r in range(1, n):
        basis[r - 1, :r] = 1.0
        basis[r - 1, r] = -float(r)
        basis[r - 1] /= np.sqrt(r * (r + 1))
    basis.setflags(write=False)
    return basis


def pseudo_inverse(basis: np.ndarray) -> np.ndarray:
    """B^+ = B^T (B B^T)^-1 (B has full row rank): B^+ B is the projection orthogonal to ones."""
    return basis.T @ np.linalg.inv(basis @ basis.T)


def apply_factors(table: np.ndarray, factors) -> np.ndarray:
    """(kron_k factors[k]) applied to the table, one axis at a time (factor k acts on axis k)."""
    out = np.asarray(table, dtype=float)
    for axis, factor in enumerate(factors):
        out = np.moveaxis(np.tensordot(factor, out, axes=([1], [axis])), 0, axis)
    return out


def subsets(columns: tuple[int, ...]):
    """Every subset of the columns, each a sorted tuple, smallest first."""
    return [tuple(c) for size in range(len(columns) + 1) for c in combinations(sorted(columns), size)]


def marginal_of(table: np.ndarray, columns: tuple[int, ...], keep: tuple[int, ...]) -> np.ndarray:
    """The table of `keep` (a subset of `columns`) from the table of `columns`: sum out the others."""
    drop = tuple(k for k, c in enumerate(columns) if c not in keep)
    return np.asarray(table, dtype=float).sum(axis=drop) if drop else np.asarray(table, dtype=float)


def residual(table_a: np.ndarray, sizes_a: tuple[int, ...], basis=orthonormal_basis) -> np.ndarray:
    """R_A x_A: the A-marginal times one basis matrix per axis (shape (n_i - 1 for i in A))."""
    return apply_factors(table_a, [basis(n) for n in sizes_a])


def pcost(sizes_a: tuple[int, ...]) -> Fraction:
    """prod_{i in A} (1 - 1/n_i), exactly: one row's largest Mahalanobis norm^2 under R_A."""
    out = Fraction(1)
    for n in sizes_a:
        out *= Fraction(n - 1, n)
    return out


def reconstruct(columns: tuple[int, ...], sizes: dict[int, int], residuals: dict, basis=orthonormal_basis) -> np.ndarray:
    """The table of `columns` from the residual answers y_A (A a subset of columns, residuals[A] of shape
    (n_i - 1 for i in A)): the sum over A of kron B_i^+ (i in A) and 1 / n_i (i not in A) applied to y_A."""
    shape = tuple(sizes[c] for c in columns)
    out = np.zeros(shape)
    for subset in subsets(columns):
        inverse = [pseudo_inverse(basis(sizes[c])) if basis is not orthonormal_basis else basis(sizes[c]).T
                   for c in subset]
        part = apply_factors(residuals[subset], inverse)  # axes: the columns of the subset, in order
        spread = float(np.prod([sizes[c] for c in columns if c not in subset]))
        index = tuple(slice(None) if c in subset else np.newaxis for c in columns)
        out = out + part[index] / spread
    return out
