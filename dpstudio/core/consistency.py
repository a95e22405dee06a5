"""Making a histogram's cells add up to a released total (post-processing: costs no budget).

The cells are moved by the same amount each, (total - sum) / m, which is the least-squares
projection onto "cells sum to total". Each adjusted cell's error is then
    e = ((m - 1) X - (Y_1 + ... + Y_(m-1)) + Z) / m
with X, Y independent cell noises and Z the total's noise: m*e is an integer when the noise is,
so its distribution is computed exactly by convolution (FFT) and the 95% half-width read from it.
Rounding to whole numbers (largest remainder, keeping the sum) moves a cell by less than 1.
"""
from __future__ import annotations

import math
from functools import lru_cache

import numpy as np

from .mechanisms import CONFIDENCE

MAX_GRID = 1 << 24


def project_to_total(cells: np.ndarray, total: float) -> np.ndarray:
    return cells + (total - cells.sum()) / len(cells)


def round_keeping_sum(values: np.ndarray, total: int) -> np.ndarray:
    """Whole numbers adding up to `total`, each within 1 of its value (largest remainder)."""
    floors = np.floor(values).astype(np.int64)
    missing = int(total - floors.sum())
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


@lru_cache(maxsize=512)
def projected_halfwidth(cell_mechanism: str, cell_scale: float, cells: int, total_mechanism: str,
                        total_scale: float, confidence: float = CONFIDENCE) -> float:
    """95% half-width of an adjusted cell's error (before rounding)."""
    m = cells
    cell_pmf, k_cell = noise_pmf(cell_mechanism, cell_scale)
    total_pmf, k_total = noise_pmf(total_mechanism, total_scale)
    reach = 2 * (m - 1) * k_cell + k_total
    length = 1 << int(math.ceil(math.log2(2 * reach + 1)))
    if length > MAX_GRID:
        return _chebyshev_halfwidth(cell_pmf, k_cell, total_pmf, k_total, m, confidence)
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


def _chebyshev_halfwidth(cell_pmf, k_cell, total_pmf, k_total, m, confidence) -> float:
    """For very large tables: P(|e| >= k sd) <= 1/k^2, from the exact variance."""
    var_cell = float((np.arange(-k_cell, k_cell + 1) ** 2 * cell_pmf).sum())
    var_total = float((np.arange(-k_total, k_total + 1) ** 2 * total_pmf).sum())
    variance = ((m - 1) ** 2 * var_cell + (m - 1) * var_cell + var_total) / (m * m)
    return math.sqrt(variance / (1 - confidence))
