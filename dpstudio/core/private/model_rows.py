"""Synthetic rows drawn from a junction tree's model (graphical_model.py) in bounded memory (issue 48):
post-processing only, with the operating system's secure randomness (secure_sampling.py).

synthesis.draw_rows rounds the full grid's expected counts to whole numbers and puts the cells in a random order;
here the same is done clique after clique along the tree, so nothing larger than a clique's table and the rows
themselves is held (rows x columns int32, plus a few int64 arrays of one figure per row):

1. the root clique: its expected counts rounded at random to whole numbers adding up to the rows asked for
   (synthesis.round_counts, systematic sampling), its cells given to the rows in a uniformly random order;
2. each next clique, given its separator (the columns it shares with its parent, already drawn): for the rows
   with each separator cell s (n_s of them), the clique's expected counts of its new columns given s scaled to
   n_s and rounded the same way (one secure uniform offset per separator cell), and those cells given to those
   rows in a uniformly random order (the rows sorted by s, ties in a secure random permutation).

So each row's columns follow P(root) times prod P(new columns | separator), the model's distribution, and each
clique's table in the rows is its expected table rounded (every cell within less than 1 of the expected count,
given its separator's counts). The number of rows is exactly the number asked for.
"""
from __future__ import annotations

import numpy as np

from .graphical_model import Model, conditional_rows
from .secure_sampling import permutation, uniform_u64
from .synthesis import round_counts


def draw_model_rows(model: Model, rows: int) -> np.ndarray:
    """`rows` synthetic rows as cell codes (one int32 column per column of the model), in a random order."""
    tree = model.tree
    codes = np.empty((rows, len(tree.sizes)), dtype=np.int32)
    root = tree.cliques[0]
    cells = np.repeat(np.arange(tree.cells(root)), round_counts(model.beliefs[0], rows))[permutation(rows)]
    _write(codes, cells, root, tree.sizes)
    for i in range(1, len(tree.cliques)):
        clique, separator = tree.cliques[i], tree.separator(i)
        given = conditional_rows(model.beliefs[i], clique, separator)
        at = _cell_of(codes, separator, tree.sizes)
        counts = grouped_round(given, np.bincount(at, minlength=len(given)))
        order = permutation(rows)
        order = order[np.argsort(at[order], kind="stable")]  # rows by separator cell, each cell's in random order
        new = np.empty(rows, dtype=np.int64)
        new[order] = np.repeat(np.tile(np.arange(given.shape[1]), len(given)), np.ravel(counts))
        _write(codes, new, tuple(c for c in clique if c not in separator), tree.sizes)
    return codes


def _cell_of(codes: np.ndarray, columns: tuple[int, ...], sizes) -> np.ndarray:
    """Each row's cell of `columns` (first column slowest); 0 for no columns."""
    cell = np.zeros(len(codes), dtype=np.int64)
    for c in columns:
        cell = cell * sizes[c] + codes[:, c]
    return cell


def _write(codes: np.ndarray, cells: np.ndarray, columns: tuple[int, ...], sizes) -> None:
    """Each row's cell of `columns` written out as one code per column."""
    for c in reversed(columns):
        codes[:, c] = cells % sizes[c]
        cells = cells // sizes[c]


def grouped_round(expected: np.ndarray, counts: np.ndarray) -> np.ndarray:
    """Whole counts, one row per row of `expected`, row s adding up to counts[s]: row s scaled to counts[s] (evenly
    where it is all 0), each cell keeping its whole part and one more with probability its fraction (systematic
    sampling, one secure uniform offset per row), as synthesis.round_counts for each row."""
    sums = expected.sum(axis=1, keepdims=True)
    even = np.full(expected.shape, 1.0 / expected.shape[1])
    scaled = np.divide(expected, sums, out=even, where=sums > 0) * counts[:, None]
    whole = np.floor(scaled)
    out = whole.astype(np.int64)
    extra = counts - out.sum(axis=1)
    if not extra.any():
        return out
    fractions = scaled - whole
    spread = fractions.sum(axis=1, keepdims=True)
    weights = np.divide(fractions * extra[:, None], spread, out=np.tile(extra[:, None] / expected.shape[1],
                                                                        (1, expected.shape[1])), where=spread > 0)
    edges = np.cumsum(weights, axis=1)
    row = np.repeat(np.arange(len(expected)), extra)
    offsets = (uniform_u64(len(expected)) >> np.uint64(11)).astype(float) / float(1 << 53)
    points = offsets[row] + (np.arange(len(row)) - np.repeat(np.cumsum(extra) - extra, extra))
    np.add.at(out, (row, _search_rows(edges, row, points)), 1)
    return out


def _search_rows(edges: np.ndarray, row: np.ndarray, points: np.ndarray) -> np.ndarray:
    """For each point, the first cell of its row whose running edge is above it (searchsorted, row by row at
    once: the rows' edges offset so that they are increasing one after another)."""
    width = edges.shape[1]
    lift = np.arange(len(edges), dtype=float)[:, None] * (float(edges[:, -1].max(initial=0.0)) + 2.0)
    flat = np.ravel(edges + lift)
    found = np.searchsorted(flat, points + lift[row, 0], side="right")
    return np.clip(found - row * width, 0, width - 1)
