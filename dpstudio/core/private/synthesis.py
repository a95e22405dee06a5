"""Synthetic rows from a family's noisy tables (the kind `synthetic`, plan version 11): post-processing only.

The input is the family's tables as published (private/marginals_draft.py: measured once with Gaussian noise,
rebuilt consistent); nothing here reads the table. Two steps:

1. The model: the distribution over the full grid of the columns with the most entropy among those whose
   tables are the published ones (negative cells taken as 0), fitted by iterative proportional fitting
   (Deming and Stephan, 1940). It is the log-linear model over the measured tables, the same model family as
   Private-PGM's graphical models (McKenna et al., 2019; OpenDP's `mbi` extra, used by its MST and AIM): pairs
   of columns whose table was not measured are independent given the measured ones. On the full grid (at most
   MAX_FAMILY_GRID cells, kinds/marginals/rule.py) it is exact and fast: on 10^6 rows and six columns,
   0.15 s against 68 s for mbi's mirror descent, with a smaller error (benchmarks/RESULTS.md).
2. The rows: the model's expected count of each cell for the number of rows asked for, rounded at random to
   whole numbers with the total kept (systematic sampling: each cell rounded up with probability its fraction,
   exactly), then put in a uniformly random order. The randomness comes from the operating system's secure
   source (secure_sampling.py); it is not privacy noise and spends no budget, like every other
   post-processing step, but no pseudo-random generator is used either.
"""
from __future__ import annotations

import numpy as np

from .secure_sampling import permutation, uniform_u64

MAX_SWEEPS = 200
TOLERANCE = 1e-6  # a sweep that moves no cell of the grid by more than this share of the total ends the fitting


def maximal_tables(tables) -> list[tuple[int, ...]]:
    """The tables not contained in another one of the family: the others are their sums, and add nothing."""
    return [t for t in tables if not any(set(t) < set(u) for u in tables)]


def fit_joint(sizes: tuple[int, ...], tables: dict[tuple[int, ...], np.ndarray]) -> np.ndarray:
    """The full grid's expected counts with the most entropy whose `tables` (index tuple -> cells, first column
    slowest) are as given, below-zero cells taken as 0; the total is the mean of the tables' totals."""
    targets = {t: np.maximum(np.asarray(tables[t], dtype=float).reshape([sizes[c] for c in t]), 0.0)
               for t in maximal_tables(list(tables))}
    total = float(np.mean([t.sum() for t in targets.values()])) if targets else 0.0
    joint = np.full(sizes, total / float(np.prod(sizes)) if total > 0 else 0.0)
    if total <= 0:
        return joint
    axes = {table: tuple(c for c in range(len(sizes)) if c not in table) for table in targets}
    shapes = {table: [sizes[c] if c in table else 1 for c in range(len(sizes))] for table in targets}
    for _ in range(MAX_SWEEPS):
        before = joint.copy()
        for table, target in targets.items():
            current = joint.sum(axis=axes[table]) if axes[table] else joint
            ratio = np.divide(target, current, out=np.zeros_like(current), where=current > 0)
            joint *= ratio.reshape(shapes[table])
        if np.abs(joint - before).max() <= TOLERANCE * total:  # the fit no longer moves: it has converged, or
            break  # (noisy tables that no distribution has exactly) settled as near them as it gets
    return joint


def secure_uniform() -> float:
    """A uniform number in [0, 1) with 53 random bits, from the OS's secure source."""
    return float(int(uniform_u64(1)[0]) >> 11) / float(1 << 53)


def round_counts(expected: np.ndarray, rows: int) -> np.ndarray:
    """Whole counts adding up to `rows`: each cell of `expected` (scaled to `rows`) keeps its whole part and gets
    one more with probability its fractional part (systematic sampling with one secure uniform offset)."""
    flat = np.ravel(expected).astype(float)
    flat = flat * (rows / flat.sum()) if flat.sum() > 0 else np.full(flat.size, rows / flat.size)
    whole = np.floor(flat)
    counts = whole.astype(np.int64)
    extra = rows - int(counts.sum())
    if extra > 0:
        fractions = flat - whole
        edges = np.cumsum(fractions * (extra / fractions.sum()))
        points = secure_uniform() + np.arange(extra)
        chosen = np.minimum(np.searchsorted(edges, points, side="right"), flat.size - 1)
        np.add.at(counts, chosen, 1)
    return counts


def draw_rows(joint: np.ndarray, rows: int) -> np.ndarray:
    """`rows` synthetic rows as cell codes, one column per column of the grid, in a uniformly random order."""
    counts = round_counts(joint, rows)
    cells = np.repeat(np.arange(counts.size), counts)[permutation(rows)]
    codes = np.empty((rows, joint.ndim), dtype=np.int32)  # column by column (np.unravel_index holds every
    for i, size in enumerate(joint.shape):  # column as int64 at once: 1 GB for 10^7 rows of 12 columns)
        codes[:, i] = (cells // int(np.prod(joint.shape[i + 1:]))) % size
    return codes


def table_of_rows(codes: np.ndarray, sizes: tuple[int, ...], table: tuple[int, ...]) -> np.ndarray:
    """The counts of `table` (index tuple) in rows of cell codes, first column slowest, flattened."""
    flat = np.ravel_multi_index(tuple(codes[:, c] for c in table), [sizes[c] for c in table]) if table else \
        np.zeros(len(codes), dtype=np.int64)
    return np.bincount(flat, minlength=int(np.prod([sizes[c] for c in table]))).astype(float)
