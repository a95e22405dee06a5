"""A family's tables kept at 0 or above and rounded while every table still adds up to the others (the kinds
`marginals` and `synthetic` with `postprocess`, plan version 12; the default there, issue 46).

The family's tables as measured (marginals_draft.py: rebuilt consistent from the residuals, or, for a synthetic
table under pure epsilon-DP, measured one by one) may hold cells below 0 or fractions: "Placebo -31.95". A table of
counts over every combination of the columns (the full grid, which the draft holds already) makes every table at
once: each published table is its sums, so the tables agree exactly whatever else is done to the grid. So:

1. the total is kept at 0 or above: T' = max(T, 0), T the tables' totals averaged with weights inverse to their
   number of cells (each cell has the same noise within a table; under Gaussian noise the totals are equal);
2. each table that is no part of a larger one is projected onto the non-negative tables adding up to T' (the
   Euclidean projection onto a scaled simplex, consistency.project_to_total_nonnegative), as the total and then
   the margins are in a cross-tab with margins (nonnegative_tables.py);
3. the grid with the most entropy whose tables are those (iterative proportional fitting, synthesis.fit_joint)
   gives counts at 0 or above over the whole grid adding up to T';
4. with `round`, the grid is rounded to whole numbers adding up to round(T') by rounding its running sums
   (first column slowest): every cell is rounded down or up, and a table whose cells are runs of the grid (the
   first column's, and the first columns' together) moves by less than 1 per cell.

The published tables are the grid's sums: at 0 or above, whole numbers with `round`, and consistent. Everything
here reads the noisy tables only (post-processing: no budget, nothing drawn). Each cell's 95% interval is its
estimate's, widened by how far the cell moved (margins.moved): if |estimate - truth| <= w then |final - truth| <=
w + |final - estimate|, and a cell moved up to 0 needs nothing more than its estimate's positive part. So each
interval holds with at least 95% probability, whatever the steps did (tests/core/test_family_postprocess.py).

A wide synthetic table (issue 48: its full grid too large to hold) takes steps 1 and 2 as they are, and in place of
the grid the same distribution held over the cliques of a junction tree (graphical_model.fit_model, step 3); with
`round` its clique tables are rounded one after another along the tree, each within each cell of the columns it
shares with the one before by running sums, to whole counts adding up to round(T') that agree on every shared
column (graphical_model.rounded_model, step 4). The published tables are the cliques' sums: at 0 or above, whole
numbers with `round`, and consistent; a cell can move by more than 1 where its clique's separator moved (its
interval is widened by what it moved, as above). `postprocessed_model_tables`; tests/core/test_wide_synthetic.py.
"""
from __future__ import annotations

import numpy as np

from .consistency import project_to_total_nonnegative
from .graphical_model import Model, fit_model, rounded_model
from .margins import moved
from .residual_bases import marginal_of
from .synthesis import fit_joint, maximal_tables

CLAMP = "clamp_nonnegative"
ROUND = "round"


def postprocessed_grid(sizes: tuple[int, ...], tables: dict, steps) -> np.ndarray:
    """The full grid (first column slowest) whose tables are the published ones: at 0 or above, whole numbers with
    `round` in `steps`. `tables`: index tuple -> the table's cells as measured."""
    total, targets = _projected(tables)
    if total <= 0:
        return np.zeros(sizes)
    grid = fit_joint(sizes, targets)
    if ROUND in steps:
        grid = round_running_sums(grid, int(np.floor(total + 0.5)))
    return grid


def _projected(tables: dict) -> tuple[float, dict]:
    """Steps 1 and 2: the total T' and each largest table projected onto the non-negative tables adding up to it."""
    flat = {t: np.ravel(np.asarray(v, dtype=float)) for t, v in tables.items()}
    weights = np.array([1.0 / max(len(v), 1) for v in flat.values()])
    total = max(float(np.dot(weights, [v.sum() for v in flat.values()]) / weights.sum()), 0.0)
    if total <= 0:
        return total, {}
    return total, {t: project_to_total_nonnegative(flat[t], total)[0] for t in maximal_tables(list(flat))}


def postprocessed_model(sizes: tuple[int, ...], tables: dict, steps) -> Model | None:
    """The wide table's steps 3 and 4: the model over a junction tree whose tables are the published ones (None
    where the total is kept at 0: every table is 0)."""
    total, targets = _projected(tables)
    if total <= 0:
        return None
    model = fit_model(sizes, targets)
    return rounded_model(model, int(np.floor(total + 0.5))) if ROUND in steps else model


def postprocessed_model_tables(sizes: tuple[int, ...], rebuilt: dict, steps) -> tuple[dict, dict]:
    """postprocessed_tables for a wide synthetic table: the published tables as a junction tree's sums."""
    model = postprocessed_model(sizes, rebuilt, steps)
    final = {t: (model.table(t) if model is not None else np.zeros([sizes[c] for c in t])) for t in rebuilt}
    widening = {t: moved(np.ravel(final[t]), np.ravel(np.asarray(rebuilt[t], dtype=float))) for t in rebuilt}
    return final, widening


def round_running_sums(grid: np.ndarray, whole: int) -> np.ndarray:
    """Whole, non-negative counts adding up to `whole`: the grid scaled to `whole`, its running sums (in the grid's
    order) rounded half up, and each cell the difference of two of them. A run of cells moves by less than 1."""
    flat = np.ravel(grid).astype(float)
    total = flat.sum()
    if whole <= 0 or total <= 0:
        return np.zeros(grid.shape)
    running = np.floor(np.cumsum(flat * (whole / total)) + 0.5)
    running[-1] = whole  # the last running sum is `whole`, up to the float sum's last digit
    return np.diff(np.concatenate([[0.0], running])).reshape(grid.shape)


def tables_of(grid: np.ndarray, tables) -> dict:
    """Each table (index tuple) of the grid, as its sums."""
    everything = tuple(range(grid.ndim))
    return {t: marginal_of(grid, everything, t) for t in tables}


def postprocessed_tables(sizes: tuple[int, ...], rebuilt: dict, steps) -> tuple[dict, dict]:
    """The published tables (index tuple -> cells) and how far each cell's interval is widened (index tuple ->
    flat array), from the measured tables `rebuilt`."""
    grid = postprocessed_grid(sizes, rebuilt, steps)
    final = tables_of(grid, list(rebuilt))
    widening = {t: moved(np.ravel(final[t]), np.ravel(np.asarray(rebuilt[t], dtype=float))) for t in rebuilt}
    return final, widening
