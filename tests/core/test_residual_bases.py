"""Residual bases (issue 35): each claim in residual_bases.py's docstring against explicit matrices on small
domains (Kronecker products built in full here, never in the module)."""
from functools import reduce
from itertools import combinations_with_replacement

import numpy as np
import pytest

from dpstudio.core.private.residual_bases import (apply_factors, marginal_of, orthonormal_basis, pcost,
                                                  pseudo_inverse, reconstruct, residual, sub_matrix, subsets)
from dpstudio.core.private.residual_planner import Workload

BASES = {"sub": sub_matrix, "orthonormal": orthonormal_basis}


def kron(matrices):
    return reduce(np.kron, matrices, np.eye(1))


@pytest.mark.parametrize("n", [2, 3, 7])
def test_bases_are_orthogonal_to_ones_and_full_rank(n):
    for basis in BASES.values():
        b = basis(n)
        assert b.shape == (n - 1, n)
        assert np.allclose(b @ np.ones(n), 0)
        assert np.linalg.matrix_rank(b) == n - 1
        assert np.allclose(pseudo_inverse(b) @ b, np.eye(n) - 1 / n)  # the projection orthogonal to ones
    assert np.allclose(orthonormal_basis(n) @ orthonormal_basis(n).T, np.eye(n - 1))


def test_factor_by_factor_equals_the_kronecker_product():
    rng = np.random.default_rng(1)
    table = rng.normal(size=(3, 4, 2))
    factors = [rng.normal(size=(2, 3)), rng.normal(size=(5, 4)), rng.normal(size=(3, 2))]
    assert np.allclose(apply_factors(table, factors).ravel(), kron(factors) @ table.ravel())


@pytest.mark.parametrize("sizes", [(2,), (3,), (2, 3), (4, 2, 3)])
@pytest.mark.parametrize("name", BASES)
def test_pcost_is_the_largest_mahalanobis_norm_of_one_row(sizes, name):
    """max_j e_j^T R^T (R R^T)^-1 R e_j by brute force = prod (1 - 1/n_i), whatever the basis."""
    R = kron([BASES[name](n) for n in sizes])
    M = R.T @ np.linalg.inv(R @ R.T) @ R
    assert np.max(np.diag(M)) == pytest.approx(float(pcost(sizes)), rel=1e-12)
    assert np.allclose(np.diag(M), float(pcost(sizes)))  # every row alike


@pytest.mark.parametrize("k", [2, 3])
def test_a_person_of_k_rows_costs_k_squared_pcost(k):
    """The largest v^T M v over v = a sum of k unit vectors (all multisets of k cells) is k^2 pcost."""
    sizes = (3, 2)
    R = kron([sub_matrix(n) for n in sizes])
    M = R.T @ np.linalg.inv(R @ R.T) @ R
    cells = int(np.prod(sizes))
    worst = 0.0
    for rows in combinations_with_replacement(range(cells), k):
        v = np.bincount(rows, minlength=cells).astype(float)
        worst = max(worst, float(v @ M @ v))
    assert worst == pytest.approx(k * k * float(pcost(sizes)), rel=1e-12)


@pytest.mark.parametrize("name", BASES)
def test_exact_residuals_rebuild_every_table(name):
    sizes = {0: 3, 1: 2, 2: 4}
    full = np.arange(24, dtype=float).reshape(3, 2, 4) ** 1.5
    columns = (0, 1, 2)
    for table in subsets(columns):
        answers = {a: residual(marginal_of(full, columns, a), tuple(sizes[c] for c in a), BASES[name])
                   for a in subsets(table)}
        assert np.allclose(reconstruct(table, sizes, answers, BASES[name]), marginal_of(full, columns, table))


def test_tables_from_any_residual_values_agree_exactly():
    """Noisy residuals (any values) give tables whose sums over a column are the smaller tables."""
    rng = np.random.default_rng(2)
    sizes = {0: 3, 1: 2, 2: 4}
    answers = {a: rng.normal(size=tuple(sizes[c] - 1 for c in a)) * 50 for a in subsets((0, 1, 2))}
    tables = {t: reconstruct(t, sizes, answers) for t in subsets((0, 1, 2))}
    for table in tables:
        for smaller in subsets(table):
            assert np.allclose(marginal_of(tables[table], table, smaller), tables[smaller], atol=1e-9)


def _reconstruction_matrix(table, residual_set, sizes, basis):
    """The explicit matrix from the residual's values to the table's cells (columns: unit residual vectors)."""
    shape = tuple(sizes[c] - 1 for c in residual_set)
    columns = []
    for j in range(int(np.prod(shape))):
        answers = {a: np.zeros(tuple(sizes[c] - 1 for c in a)) for a in subsets(table)}
        answers[residual_set] = np.eye(int(np.prod(shape)))[j].reshape(shape)
        columns.append(reconstruct(table, sizes, answers, basis).ravel())
    return np.array(columns).T


@pytest.mark.parametrize("name", BASES)
def test_per_cell_variance_matches_the_explicit_covariance(name):
    """Noise sigma_A^2 R_A R_A^T on each residual: the reconstructed table's covariance, built in full, has
    the closed form of residual_planner on its diagonal, the same in every cell."""
    workload = Workload.all_ways((3, 2, 4), (1, 2))
    sizes = dict(enumerate(workload.sizes))
    sigma2 = dict(zip(workload.residuals(), np.linspace(0.5, 3.0, len(workload.residuals()))))
    formula = workload.weights() @ np.array(list(sigma2.values()))
    for table, expected in zip(workload.marginals, formula):
        covariance = 0
        for a in subsets(table):
            U = _reconstruction_matrix(table, a, sizes, BASES[name])
            R = kron([BASES[name](sizes[c]) for c in a])
            covariance = covariance + sigma2[a] * U @ (R @ R.T) @ U.T
        assert np.allclose(np.diag(covariance), expected, rtol=1e-12)
