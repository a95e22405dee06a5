"""The noise split of a residual strategy (residual_planner.py): numbers in, variances out.

Residual A gets noise variance v_A (sigma_A^2 on each orthonormal residual) and costs p_A / (2 v_A) of
zCDP rho (p_A: its pcost times k^2). Every table S then has the same variance in each cell,
sum_A W[S, A] v_A, and the total squared error over all cells is c^T v. The split solves

    minimise c^T v   subject to   sum_A p_A / (2 v_A) = rho   and   W v <= b,

b being each table's per-cell variance when the tables are measured one by one (no table worse).

Without W v <= b (plain_split) Lagrange gives v_A = lam sqrt(p_A / c_A), lam = sum_A sqrt(p_A c_A) / (2 rho),
and the total (sum_A sqrt(p_A c_A))^2 / (2 rho) (the paper's Cauchy-Schwarz bound, attained).
With it (constrained_split), the Lagrange dual in the multipliers mu >= 0 of W v <= b is

    g(mu) = (sum_A sqrt(p_A C_A(mu)))^2 / (2 rho) - b^T mu,   C(mu) = c + W^T mu,

concave, with gradient W v(mu) - b where v(mu) is the plain split for the costs C(mu). It is maximised by
a log-barrier Newton method (t g(mu) + sum log mu_S, t raised tenfold until the gap m / t is tiny):
at each centre W v - b = -1 / (t mu) < 0, so the split returned keeps every table within its bound and
spends rho exactly, with a total at most m / t above the optimum.
"""
from __future__ import annotations

from dataclasses import dataclass

import numpy as np

RELATIVE_GAP = 1e-9  # the total returned is within this fraction of the optimum
NEWTON_STEPS = 100
CENTRED = 1e-8  # half the Newton decrement: how far the barrier is from its maximum (float noise is below)


@dataclass(frozen=True)
class Split:
    """Variances v per residual; mu the multipliers of W v <= b (zeros if none bind); nu that of the
    budget, so that stationarity reads c + W^T mu = nu p / (2 v^2)."""

    variances: np.ndarray
    multipliers: np.ndarray
    budget_multiplier: float


def plain_variances(p: np.ndarray, costs: np.ndarray, rho: float) -> np.ndarray:
    """The v minimising costs^T v with sum p / (2 v) = rho: lam sqrt(p / costs)."""
    scale = np.sum(np.sqrt(p * costs)) / (2 * rho)
    return scale * np.sqrt(p / costs)


def plain_split(p, c, rho: float, constraints: int = 0) -> Split:
    p, c = np.asarray(p, float), np.asarray(c, float)
    v = plain_variances(p, c, rho)
    return Split(v, np.zeros(constraints), _budget_multiplier(p, c, v))


def _budget_multiplier(p, costs, v) -> float:
    return float(np.mean(2 * costs * v ** 2 / p))


def constrained_split(p, c, W, b, rho: float) -> Split:
    """The split minimising c^T v with sum p / (2 v) = rho and W v <= b (see the module's docstring)."""
    p, c, W, b = (np.asarray(a, float) for a in (p, c, W, b))
    plain = plain_split(p, c, rho, len(b))
    if np.all(W @ plain.variances <= b):
        return plain
    total = float(c @ plain.variances)
    mu = np.full(len(b), total / float(np.sum(b)))  # same units as c: a variance's weight
    t = len(b) / (1e-3 * total)
    while True:
        mu = _centre(mu, t, p, c, W, b, rho)
        if len(b) / t <= RELATIVE_GAP * total:
            break
        t *= 10
    costs = c + W.T @ mu
    v = plain_variances(p, costs, rho)
    return Split(v, mu, _budget_multiplier(p, costs, v))


def _dual(mu, p, c, W, b, rho):
    """g(mu), its gradient and Hessian."""
    costs = c + W.T @ mu
    q = np.sqrt(p / costs)
    s = float(np.sum(q * costs))
    v = s * q / (2 * rho)
    value = s * s / (2 * rho) - float(b @ mu)
    curvature = (np.outer(q, q) - s * np.diag(q / costs)) / (4 * rho)
    return value, W @ v - b, W @ curvature @ W.T


def _centre(mu, t, p, c, W, b, rho):
    """Newton's method for the maximum of t g(mu) + sum log mu, from mu > 0 (backtracking keeps mu > 0)."""
    def barrier(m):
        return t * _dual(m, p, c, W, b, rho)[0] + float(np.sum(np.log(m)))

    for _ in range(NEWTON_STEPS):
        _, grad, hess = _dual(mu, p, c, W, b, rho)
        gradient = t * grad + 1 / mu
        hessian = t * hess - np.diag(1 / mu ** 2)  # negative definite
        step = np.linalg.solve(hessian, -gradient)
        decrement = float(gradient @ step)  # > 0: the ascent the step promises
        if decrement / 2 <= CENTRED:
            return mu
        size, now = 1.0, barrier(mu)
        while np.any(mu + size * step <= 0) or barrier(mu + size * step) < now + 0.25 * size * decrement:
            size /= 2
            if size < 1e-10:  # no ascent left that floats can see
                return mu
        mu = mu + size * step
    return mu
