"""Making a histogram's cells add up to a released total (post-processing: costs no budget).

The cells are moved by the same amount each, (total - sum) / m, which is the least-squares
projection onto "cells sum to total". Each adjusted cell's error is then
    e = ((m - 1) X - (Y_1 + ... + Y_(m-1)) + Z) / m
with X, Y independent cell noises and Z the total's noise: m*e is an integer when the noise is,
so its distribution is computed exactly by convolution (FFT) and the 95% half-width read from it.
Rounding to whole numbers (largest remainder, keeping the sum) moves a cell by less than 1.

With `clamp_nonnegative` (the default, plan version 7) the cells are instead projected onto the
non-negative cells that add up to the total: x_i = max(y_i - t, 0), with the one t that makes them
add up (the Euclidean projection onto a scaled simplex). t is never below the equal move's
t0 = (sum - total) / m, and every cell ends within t - t0 of where the equal move put it, or at 0
from below 0, which is nearer its true count (never below 0). So each cell's error is at most the
equal move's plus t - t0: the released interval adds t - t0, a function of the noisy values alone.
"""
from __future__ import annotations

import math
from functools import lru_cache

import numpy as np

from .mechanisms import CONFIDENCE

MAX_GRID = 1 << 24


def project_to_total(cells: np.ndarray, total: float) -> np.ndarray:
    return cells + (total - cells.sum()) / len(cells)


def project_to_total_nonnegative(cells: np.ndarray, total: float) -> tuple[np.ndarray, float]:
    """The non-negative cells adding up to `total` (>= 0) nearest to `cells`, and how much further
    than the equal move (project_to_total) a cell left above 0 was moved."""
    m = len(cells)
    equal_move = (cells.sum() - total) / m
    if total <= 0:
        return np.zeros(m), max(0.0, float(cells.max() - equal_move))
    ordered = np.sort(cells)[::-1]
    moves = (np.cumsum(ordered) - total) / np.arange(1, m + 1)
    kept = int(np.nonzero(ordered - moves > 0)[0][-1])  # the cells that stay above 0: the largest kept + 1
    move = moves[kept]
    return np.maximum(cells - move, 0.0), float(move - equal_move)


def round_keeping_sum(values: np.ndarray, total: int) -> np.ndarray:
    """Whole numbers adding up to `total`, each within 1 of its value (largest remainder)."""
    floors = np.floor(values).astype(np.int64)
    missing = int(total - floors.sum())
    if not 0 <= missing <= len(values):  # values that do not add up to total (within rounding)
        raise ValueError(f"{values.sum()} cannot be rounded to add up to {total}")
    order = np.argsort(-(values - floors), kind="stable")
    floors[order[:missing]] += 1
    return floors


def noise_pmf(mechanism: str, scale: float) -> tuple[np.ndarray, int]:
    """The pmf of discrete noise on -K..K (K past any mass above 1e-15), and K."""
    if mechanism == "discrete_laplace":
        reach = int(math.ceil(35 * scale)) + 1
        support = np.arange(-reach, reach + 1)
        r = math.exp(-1 / scale)
        pmf = (1 - r) / (1 + r) * np.exp(-np.abs(support) / scale)
    elif mechanism == "discrete_gaussian":
        reach = int(math.ceil(9 * scale)) + 1
        support = np.arange(-reach, reach + 1)
        pmf = np.exp(-(support.astype(float) ** 2) / (2 * scale * scale))
    else:
        raise ValueError("cells can only be made to add up under a discrete mechanism")
    return pmf / pmf.sum(), reach


def _on_grid(pmf: np.ndarray, reach: int, step: int, length: int) -> np.ndarray:
    grid = np.zeros(length)
    grid[(np.arange(-reach, reach + 1) * step) % length] = pmf
    return grid


def _reach(mechanism: str, scale: float) -> int:
    """noise_pmf's K, without building the pmf."""
    return int(math.ceil((35 if mechanism == "discrete_laplace" else 9) * scale)) + 1


@lru_cache(maxsize=512)
def projected_halfwidth(cell_mechanism: str, cell_scale: float, cells: int, total_mechanism: str,
                        total_scale: float, confidence: float = CONFIDENCE) -> float:
    """95% half-width of an adjusted cell's error (before rounding)."""
    m = cells
    k_cell, k_total = _reach(cell_mechanism, cell_scale), _reach(total_mechanism, total_scale)
    reach = 2 * (m - 1) * k_cell + k_total
    length = 1 << int(math.ceil(math.log2(2 * reach + 1)))
    if length > MAX_GRID:  # decided before any pmf is built: a huge scale would not fit in memory
        return _chebyshev_halfwidth(_variance(cell_mechanism, cell_scale), _variance(total_mechanism, total_scale),
                                    m, confidence)
    cell_pmf, k_cell = noise_pmf(cell_mechanism, cell_scale)
    total_pmf, k_total = noise_pmf(total_mechanism, total_scale)
    spectrum = (np.fft.rfft(_on_grid(cell_pmf, k_cell, m - 1, length))
                * np.fft.rfft(_on_grid(cell_pmf, k_cell, 1, length)) ** (m - 1)
                * np.fft.rfft(_on_grid(total_pmf, k_total, 1, length)))
    pmf = np.clip(np.fft.irfft(spectrum, n=length), 0, None)
    values = np.arange(length)
    values = np.where(values > length // 2, values - length, values)  # m * error
    order = np.argsort(np.abs(values), kind="stable")
    covered = np.cumsum(pmf[order]) / pmf.sum()
    first = int(np.searchsorted(covered, confidence))
    t = abs(values[order][min(first, len(order) - 1)])
    return t / m


def _variance(mechanism: str, scale: float) -> float:
    """The noise's variance: from its pmf when that fits in memory, else in closed form (discrete
    Laplace exactly; sigma^2 bounds a discrete Gaussian's from above, so the width stays safe)."""
    if _reach(mechanism, scale) <= MAX_GRID:
        pmf, reach = noise_pmf(mechanism, scale)
        return float((np.arange(-reach, reach + 1) ** 2 * pmf).sum())
    if mechanism == "discrete_laplace":
        r = math.exp(-1 / scale)
        return 2 * r / (1 - r) ** 2
    return scale * scale


def _chebyshev_halfwidth(var_cell, var_total, m, confidence) -> float:
    """For very large tables: P(|e| >= k sd) <= 1/k^2, from the noise's variance."""
    variance = ((m - 1) ** 2 * var_cell + (m - 1) * var_cell + var_total) / (m * m)
    return math.sqrt(variance / (1 - confidence))


def expected_widening(truth, cell_mechanism: str, cell_scale: float, total_truth: float, total_mechanism: str,
                      total_scale: float) -> float:
    """About how much wider than consistent_halfwidth the interval of cells kept at 0 or above while they
    add up will be stated (drafts.CellsDraft.add_up), on a table whose true cells are `truth` and whose
    true total is `total_truth`: for the steward's preview. It draws nothing.

    add_up adds two terms. The total clamped at 0 moved by (C + n_T)-, shared by the m cells: its mean is
    (E[(C + n_T)+] - C) / m, exactly. The cells kept at 0 moved the others further than the equal move,
    by t - t0 = (1/m) sum_i max(t - y_i, 0), where the cells above t add up to the released total T and
    t0 = (sum y - T) / m (project_to_total_nonnegative). Its mean is estimated by mean field: the t that
    solves  sum_i E[(c_i + n_i - t)+] = E[(C + n_T)+], less E[t0] = (C - E[(C + n_T)+]) / m, each
    expectation exact for the noise. Since t <= max y_i, the mean is also at most E[max y_i] - E[t0],
    which the estimate never exceeds (where that is cheap to compute): mean field alone says about 1 for
    empty cells under very little noise, where the move is almost always 0. Against the mean over real
    draws (tests/core/test_consistency.py), the widening was within 5% for 20 to 100 cells some of which
    hold people, and up to 1.2x when all are empty; with two cells it was 0.8x to 1.45x (the interval
    itself, consistent_halfwidth added, much nearer)."""
    cells = np.asarray(truth, dtype=float)
    m = len(cells)
    cell_part, total_part = _positive_part(cell_mechanism, cell_scale), _positive_part(total_mechanism, total_scale)
    released_total = float(total_part(np.array([float(total_truth)]))[0])  # E[(C + n_T)+]
    equal_move = (float(cells.sum()) - released_total) / m  # E[t0]
    # at low the cells' part is at least C - m * low >= C + reach, above the released total; at high it is 0
    reach = _reach(cell_mechanism, cell_scale) + _reach(total_mechanism, total_scale) + 1
    low, high = min(float(cells.min()), 0.0) - reach, float(cells.max()) + reach
    for _ in range(100):
        middle = (low + high) / 2
        if cell_part(cells - middle).sum() > released_total:
            low = middle
        else:
            high = middle
    further = (low + high) / 2 - equal_move
    highest = _expected_max(cells, cell_mechanism, cell_scale)
    if highest is not None:
        further = min(further, highest - equal_move)
    return max(0.0, further) + (released_total - float(total_truth)) / m


PMF_REACH = 10 ** 5  # beyond this the noise's pmf is too costly to sum over at every preview: its continuous form
MAX_VALUES_BY_SUPPORT = 2 * 10 ** 6  # distinct top cells x the noise's support: 16 MB arrays


@lru_cache(maxsize=64)
def _positive_part(mechanism: str, scale: float):
    """x -> E[(x + n)+] for the mechanism's noise n, on an array of x."""
    if _reach(mechanism, scale) > PMF_REACH:
        return _laplace_positive_part(scale) if mechanism == "discrete_laplace" else _gaussian_positive_part(scale)
    pmf, reach = noise_pmf(mechanism, scale)
    support = np.arange(-reach, reach + 1)
    at_least = np.append(np.cumsum(pmf[::-1])[::-1], 0.0)  # P(n >= support[i]); 0 past the end
    moment = np.append(np.cumsum((support * pmf)[::-1])[::-1], 0.0)  # E[n; n >= support[i]]

    def part(x):
        first = np.clip(np.floor(-x).astype(np.int64) + 1 + reach, 0, 2 * reach + 1)  # the least n with x + n > 0
        return x * at_least[first] + moment[first]
    return part


def _expected_max(cells: np.ndarray, mechanism: str, scale: float) -> float | None:
    """E[max_i (c_i + n_i)] for whole-number cells and discrete noise, or None where the sum would be costly:
    P(max <= z) is the product over the distinct values v near the top of P(n <= z - v) ** (cells at v)."""
    reach = _reach(mechanism, scale)
    top = float(cells.max())
    values, counts = np.unique(cells[cells > top - 2 * reach], return_counts=True)  # the others stay below
    # top - reach whatever their noise
    if reach > PMF_REACH or len(values) * (2 * reach + 1) > MAX_VALUES_BY_SUPPORT:
        return None
    pmf, reach = noise_pmf(mechanism, scale)
    below = np.cumsum(pmf)  # P(n <= k) for k = -reach .. reach
    grid = np.arange(top - reach, top + reach)  # the max is at least top - reach, and P(max > top + reach) = 0
    offsets = (grid[:, None] - values[None, :]).astype(np.int64) + reach  # where z - v is in `below`
    with np.errstate(divide="ignore"):
        logs = np.where(offsets < 0, -np.inf, np.log(below[np.clip(offsets, 0, 2 * reach)]))
    at_most = np.exp((logs * counts[None, :]).sum(axis=1))  # P(max <= z)
    return float(grid[0] + (1 - at_most).sum())


def _laplace_positive_part(scale: float):
    return lambda x: np.where(x >= 0, x, 0.0) + scale / 2 * np.exp(-np.abs(x) / scale)


_ERFC = np.vectorize(math.erfc, otypes=[float])


def _gaussian_positive_part(sigma: float):
    below = lambda z: _ERFC(-z / math.sqrt(2)) / 2  # noqa: E731  (the normal distribution function)
    return lambda x: x * below(x / sigma) + sigma * np.exp(-(x / sigma) ** 2 / 2) / math.sqrt(2 * math.pi)
