"""The synthetic table's model without the full grid (issue 48): the same distribution as synthesis.fit_joint, held
as tables over the cliques of a junction tree (junction_tree.py) instead of every combination of the columns.

The most even distribution whose tables are the given ones is a product of one factor per table (the log-linear
model of the tables). Each table lies inside a clique, so it is also a product of one potential per clique:
J(x) = prod_C psi_C(x_C). Iterative proportional fitting multiplies J by target_t / J_t, one table t after
another (Deming and Stephan, 1940): here that multiplies the potential of t's clique, and J's tables are read
from the clique tables of J (its beliefs), computed by message passing over the tree without ever forming J
(the sum-product algorithm, Shafer and Shenoy, 1990; Private-PGM's `inference.py`, McKenna et al., 2019).
Multiplying J by a ratio over t multiplies its table over t's clique by the same ratio, so the tree is calibrated again
only when the next table lies in another clique. The steps are fit_joint's, table for table, from the same start (the even grid with the tables' mean total), so
the two give the same distribution up to rounding and when they stop (tests/core/test_graphical_model.py).
For a tree of pairs the answer is the product of the pair tables over the tables of the columns they share,
which the first sweep reaches when the tables agree.

`rounded_model` rounds a model's clique tables to whole counts along the tree (the family's post-processing
when the grid is too large, family_postprocess.py). Nothing here reads the table or draws anything.
"""
from __future__ import annotations

import math
from dataclasses import dataclass

import numpy as np

from ..plan.junction_tree import JunctionTree, junction_tree
from .synthesis import MAX_SWEEPS, TOLERANCE, maximal_tables


@dataclass(frozen=True)
class Model:
    """A distribution over the columns of `tree.sizes` as its clique tables (expected counts, axes in the clique's
    column order): every table inside a clique is that clique's sums."""

    tree: JunctionTree
    beliefs: tuple[np.ndarray, ...]

    def table(self, table: tuple[int, ...]) -> np.ndarray:
        """The model's table over `table` (index tuple, a subset of some clique), axes in its order."""
        i = self.tree.home(table)
        return project(self.beliefs[i], self.tree.cliques[i], table)

    @property
    def total(self) -> float:
        return float(self.beliefs[0].sum())


def project(values: np.ndarray, columns: tuple[int, ...], onto: tuple[int, ...]) -> np.ndarray:
    """A table over sorted `columns` summed down to the sorted subset `onto`."""
    axes = tuple(i for i, c in enumerate(columns) if c not in onto)
    return values.sum(axis=axes) if axes else values


def expand(values: np.ndarray, part: tuple[int, ...], columns: tuple[int, ...]) -> np.ndarray:
    """A table over the sorted subset `part` shaped to broadcast over sorted `columns`."""
    return np.reshape(values, [np.shape(values)[part.index(c)] if c in part else 1 for c in columns])


def calibrate(tree: JunctionTree, potentials: list) -> tuple[np.ndarray, ...]:
    """Each clique's table of J = prod psi_C: messages up the tree (children before parents), then down."""
    cliques, k = tree.cliques, len(tree.cliques)
    children = [tree.children(i) for i in range(k)]
    up: list = [None] * k
    for i in reversed(range(1, k)):
        inner = _times(potentials[i], [(up[c], tree.separator(c)) for c in children[i]], cliques[i])
        up[i] = project(inner, cliques[i], tree.separator(i))
    down: list = [None] * k
    beliefs = []
    for i in range(k):
        above = [(down[i], tree.separator(i))] if i else []
        beliefs.append(_times(potentials[i], above + [(up[c], tree.separator(c)) for c in children[i]], cliques[i]))
        for c in children[i]:
            others = above + [(up[o], tree.separator(o)) for o in children[i] if o != c]
            down[c] = project(_times(potentials[i], others, cliques[i]), cliques[i], tree.separator(c))
    return tuple(beliefs)


def _times(potential: np.ndarray, messages: list, columns: tuple[int, ...]) -> np.ndarray:
    out = potential
    for message, separator in messages:
        out = out * expand(message, separator, columns)
    return out


def fit_model(sizes: tuple[int, ...], tables: dict, tree: JunctionTree | None = None) -> Model:
    """fit_joint's distribution as a junction tree's clique tables: `tables` (index tuple -> cells, first column
    slowest) as targets, below-zero cells taken as 0, the total the mean of the tables' totals."""
    targets = {t: np.maximum(np.asarray(tables[t], dtype=float).reshape([sizes[c] for c in t]), 0.0)
               for t in maximal_tables(list(tables))}
    tree = tree or junction_tree(sizes, list(targets))
    total = float(np.mean([t.sum() for t in targets.values()])) if targets else 0.0
    potentials = [np.ones([sizes[c] for c in clique]) for clique in tree.cliques]
    potentials[0] = potentials[0] * (max(total, 0.0) / float(math.prod(sizes)))
    beliefs = calibrate(tree, potentials)
    if total <= 0:
        return Model(tree, beliefs)
    homes = {t: tree.home(t) for t in targets}
    for _ in range(MAX_SWEEPS):
        before, fresh = beliefs, None  # fresh: the one clique whose table is current after an update (None: all)
        for table, target in targets.items():
            i, clique = homes[table], tree.cliques[homes[table]]
            if fresh not in (None, i):
                beliefs, fresh = calibrate(tree, potentials), None
            current = project(beliefs[i], clique, table)
            factor = expand(np.divide(target, current, out=np.zeros_like(current), where=current > 0), table, clique)
            potentials[i] = potentials[i] * factor
            beliefs = (*beliefs[:i], beliefs[i] * factor, *beliefs[i + 1:])  # J's table over C, multiplied as J is
            fresh = i
        beliefs = calibrate(tree, potentials)
        potentials = canonical(tree, beliefs)
        if max(float(np.abs(a - b).max()) for a, b in zip(beliefs, before)) <= TOLERANCE * total:
            break
    return Model(tree, beliefs)


def canonical(tree: JunctionTree, beliefs) -> list:
    """The same distribution's potentials in their calibrated form: the root's clique table, and each other clique's
    table divided by its separator's (the distribution is the cliques' tables over the separators' along the tree).

    The fit multiplies one clique's potential per table; where the tables form cycles and disagree (noisy tables no
    distribution has exactly), two cliques' potentials can drift apart without bound while their product stays put
    (by 10^13 a sweep on 28 pairs of 15 columns), until a float overflows and the model is lost. Put back in this
    form after each sweep, every potential is at most the total, and the distribution is unchanged."""
    out = [beliefs[0]]
    for i in range(1, len(tree.cliques)):
        separator, clique = tree.separator(i), tree.cliques[i]
        below = expand(project(beliefs[i], clique, separator), separator, clique)
        out.append(np.divide(beliefs[i], below, out=np.zeros_like(beliefs[i]), where=below > 0))
    return out


def rounded_model(model: Model, whole: int) -> Model:
    """The model's clique tables as whole, non-negative counts adding up to `whole` that still agree on every
    separator: the root's table rounded by its running sums, then each clique, given its separator's rounded
    counts, rounded by running sums within each separator cell (each run moves by less than 1 from the clique's
    table scaled to those counts). Every table is then the sums of its clique's rounded table."""
    tree, rounded = model.tree, []
    for i, clique in enumerate(tree.cliques):
        separator = tree.separator(i)
        counts = (np.array([whole], dtype=float) if i == 0 else
                  np.ravel(project(rounded[tree.parents[i]], tree.cliques[tree.parents[i]], separator)))
        given = conditional_rows(model.beliefs[i], clique, separator)
        rounded.append(from_rows(_round_rows(given, counts), clique, separator, tree.sizes))
    return Model(tree, tuple(rounded))


def conditional_rows(belief: np.ndarray, clique: tuple[int, ...], separator: tuple[int, ...]) -> np.ndarray:
    """A clique's table as a matrix: one row per separator cell (first column slowest), one column per cell of
    the clique's other columns."""
    order = [clique.index(c) for c in separator] + [i for i, c in enumerate(clique) if c not in separator]
    arranged = np.transpose(belief, order)
    rows = math.prod(arranged.shape[:len(separator)])
    return arranged.reshape(rows, -1)


def from_rows(matrix: np.ndarray, clique: tuple[int, ...], separator: tuple[int, ...], sizes) -> np.ndarray:
    """conditional_rows' inverse: the clique's table, axes in the clique's order."""
    new = [c for c in clique if c not in separator]
    arranged = matrix.reshape([sizes[c] for c in (*separator, *new)])
    order = [*separator, *new]
    return np.transpose(arranged, [order.index(c) for c in clique])


def _round_rows(matrix: np.ndarray, counts: np.ndarray) -> np.ndarray:
    """Each row scaled to its whole count (evenly where the row is all 0), its running sums rounded half up."""
    sums = matrix.sum(axis=1, keepdims=True)
    even = np.full(matrix.shape, 1.0 / matrix.shape[1])
    shares = np.divide(matrix, sums, out=even, where=sums > 0)
    running = np.floor(np.cumsum(shares * counts[:, None], axis=1) + 0.5)
    running[:, -1] = counts
    return np.diff(np.concatenate([np.zeros((len(counts), 1)), running], axis=1), axis=1)
