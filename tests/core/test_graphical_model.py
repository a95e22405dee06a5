"""The synthetic table's model without the full grid (issue 48): the junction tree holds every table and has the
running intersection property; the model fitted over it is fit_joint's distribution (every clique's table equal
to the full grid's within 1e-9 of the total) on small grids, for pairs, chains, triples and tables that leave
columns out, exact and noisy; rounding along the tree gives whole tables that agree on their shared columns; rows
drawn clique by clique keep each clique's table within 1 per cell, the number of rows exact, in memory of the rows'
size (no grid), and their cells come from the secure source."""
import itertools
import random
import sys
import tracemalloc

import numpy as np
import pytest

from dpstudio.core.private import model_rows, secure_sampling, synthesis
from dpstudio.core.private.graphical_model import conditional_rows, fit_model, project, rounded_model
from dpstudio.core.plan.junction_tree import junction_tree
from dpstudio.core.private.model_rows import draw_model_rows, grouped_round
from dpstudio.core.private.residual_bases import marginal_of
from dpstudio.core.private.synthesis import fit_joint, table_of_rows

SIZES = (3, 4, 2, 5, 3)
EVERY = tuple(range(len(SIZES)))
FAMILIES = [list(itertools.combinations(EVERY, 2)), [(0, 1), (1, 2), (2, 3), (3, 4)], [(0, 1), (0, 2), (0, 3), (0, 4)],
            [(0, 1, 2), (2, 3), (1, 4)], [(0,), (1, 3), (2,)], [(0, 1), (1, 2), (0, 2), (2, 3)]]


def _grid(seed: int = 1) -> np.ndarray:
    return np.random.default_rng(seed).integers(0, 20, size=SIZES).astype(float)  # test data, not a release's


def _tables(grid, family, noise: float = 0.0, seed: int = 2) -> dict:
    rng = np.random.default_rng(seed)
    return {t: marginal_of(grid, EVERY, t) + rng.normal(0, noise, size=[SIZES[c] for c in t]) for t in family}


@pytest.mark.parametrize("family", FAMILIES)
def test_junction_tree_holds_every_table_with_running_intersection(family):
    tree = junction_tree(SIZES, family)
    assert all(any(set(t) <= set(c) for c in tree.cliques) for t in family)
    assert all(tree.parents[i] < i for i in range(1, len(tree.cliques))) and tree.parents[0] == -1
    for a, b in itertools.combinations(range(len(tree.cliques)), 2):  # shared columns on the whole path
        shared = set(tree.cliques[a]) & set(tree.cliques[b])
        path = _path(tree, a, b)
        assert all(shared <= set(tree.cliques[i]) for i in path)


def _path(tree, a, b):
    def up(i):
        out = [i]
        while tree.parents[out[-1]] >= 0:
            out.append(tree.parents[out[-1]])
        return out
    ua, ub = up(a), up(b)
    meet = next(i for i in ua if i in ub)
    return ua[:ua.index(meet) + 1] + ub[:ub.index(meet)]


@pytest.mark.parametrize("noise", [0.0, 3.0])
@pytest.mark.parametrize("family", FAMILIES)
def test_model_is_fit_joints_distribution(family, noise):
    tables = _tables(_grid(), family, noise)
    joint, model = fit_joint(SIZES, tables), fit_model(SIZES, tables)
    near = (1e-9 if all(len(c) == len(t) for c, t in zip(sorted(model.tree.cliques), sorted(family))) else
            synthesis.TOLERANCE) * joint.sum()  # the same steps; a cycle (cliques larger than tables) converges
    for clique, belief in zip(model.tree.cliques, model.beliefs):  # slowly, and the two stop rules differ
        assert np.abs(marginal_of(joint, EVERY, clique) - belief).max() <= near
    for t in family:
        assert np.allclose(model.table(t), marginal_of(joint, EVERY, t), rtol=0, atol=near)


def test_a_tree_of_pairs_is_the_product_of_pairs_over_their_shared_columns():
    grid = _grid(3)
    family = [(0, 1), (1, 2), (2, 3), (3, 4)]
    model = fit_model(SIZES, _tables(grid, family))
    pairs = [marginal_of(grid, EVERY, t) for t in family]
    singles = [marginal_of(grid, EVERY, (c,)) for c in (1, 2, 3)]
    product = np.einsum("ab,bc,cd,de->abcde", *pairs) / np.einsum("b,c,d->bcd", *singles)[None, :, :, :, None]
    for clique, belief in zip(model.tree.cliques, model.beliefs):
        assert np.allclose(belief, marginal_of(product, EVERY, clique))


def test_a_model_over_forty_columns_has_no_grid():
    sizes = tuple([5] * 40)
    chain = [(i, i + 1) for i in range(39)]
    rng = np.random.default_rng(4)
    tables = {t: rng.integers(1, 50, size=(5, 5)).astype(float) for t in chain}  # disagreeing tables: noisy ones
    model = fit_model(sizes, tables)
    assert model.tree.largest() == 25 and len(model.tree.cliques) == 39
    assert np.allclose(model.table(chain[-1]), tables[chain[-1]])  # fitting ends on the last table


def test_rounding_along_the_tree_gives_whole_tables_that_agree():
    family = [(0, 1, 2), (2, 3), (1, 4)]
    model = rounded_model(fit_model(SIZES, _tables(_grid(), family, noise=2.0)), 1234)
    assert all(np.all(b == np.round(b)) and np.all(b >= 0) and b.sum() == 1234 for b in model.beliefs)
    for a, b in itertools.combinations(range(len(model.tree.cliques)), 2):
        ca, cb = model.tree.cliques[a], model.tree.cliques[b]
        shared = tuple(c for c in ca if c in cb)
        assert np.array_equal(project(model.beliefs[a], ca, shared), project(model.beliefs[b], cb, shared))


def test_grouped_round_keeps_each_rows_count_and_stays_within_one():
    expected = np.array([[0.2, 0.3, 0.5], [0.0, 0.0, 0.0], [1.0, 2.0, 3.5], [4.0, 0.0, 0.0]])
    counts = np.array([7, 3, 11, 2])
    for _ in range(50):
        out = grouped_round(expected, counts)
        assert np.array_equal(out.sum(axis=1), counts) and np.all(out >= 0)
        share = expected / np.where(expected.sum(1, keepdims=True) > 0, expected.sum(1, keepdims=True), 1)
        share[1] = 1 / 3
        assert np.all(np.abs(out - share * counts[:, None]) < 1)
        assert out[3, 1] == out[3, 2] == 0


@pytest.mark.parametrize("family", [[(0, 1), (1, 2), (2, 3), (3, 4)], [(0, 1, 2), (2, 3), (1, 4)], [(0,), (1, 3)]])
def test_rows_keep_each_cliques_table(family):
    """The root's table within 1 per cell; each next clique's within 1 per cell of its table given the rows'
    separator counts; each clique's close to the model's (the separators' differences add up along the tree)."""
    model = fit_model(SIZES, _tables(_grid(), family))
    codes = draw_model_rows(model, 9_999)
    assert codes.shape == (9_999, len(SIZES)) and codes.dtype == np.int32
    for i, (clique, belief) in enumerate(zip(model.tree.cliques, model.beliefs)):
        separator = model.tree.separator(i)
        given = conditional_rows(belief, clique, separator)
        drawn = conditional_rows(table_of_rows(codes, SIZES, clique).reshape(belief.shape), clique, separator)
        expected = given / given.sum(1, keepdims=True) * drawn.sum(1, keepdims=True)
        assert np.abs(drawn - expected).max() < 1 + 1e-9
        assert np.abs(np.ravel(drawn) - np.ravel(given) * 9_999 / model.total).max() < 2 * len(SIZES)


def test_rows_are_independent_given_the_separator():
    """Two children of one clique: their new columns are paired at random within each separator cell (not
    sorted the same way), so the pair (1, 2) that no table holds is near independent given column 0."""
    sizes = (2, 6, 6)
    tables = {(0, 1): np.full((2, 6), 1000.0), (0, 2): np.full((2, 6), 1000.0)}
    codes = draw_model_rows(fit_model(sizes, tables), 12_000)
    same = float(np.mean(codes[:, 1] == codes[:, 2]))
    assert abs(same - 1 / 6) < 0.02


class _Refused:
    """A stand-in for a module of pseudo-random generators: touching any of it fails the test."""

    def __init__(self, name: str) -> None:
        self.name = name

    def __getattr__(self, attribute: str):
        raise AssertionError(f"{self.name}.{attribute} used while drawing synthetic rows")


def _refused(name: str):
    def call(*args, **kwargs):
        raise AssertionError(f"random.{name} called while drawing synthetic rows")
    return call


def test_rows_come_from_the_secure_source(monkeypatch):
    """While the rows are drawn, NumPy's and Python's pseudo-random generators fail when touched; the orders are
    secure_sampling.permutation's (one per clique, of every row) and the rounding offsets uniform_u64's."""
    rows, model = 1000, fit_model(SIZES, _tables(_grid(), [(0, 1), (1, 2)]))
    offsets, orders = [], []
    real_u64, real_permutation = secure_sampling.uniform_u64, secure_sampling.permutation

    def counted(n):
        offsets.append(n)
        return real_u64(n)

    def shuffled(n):
        orders.append(n)
        return real_permutation(n)
    with monkeypatch.context() as patched:
        for module in (model_rows, secure_sampling, synthesis):
            patched.setattr(module, "uniform_u64", counted)
        patched.setattr(model_rows, "permutation", shuffled)
        patched.setattr(np, "random", _Refused("numpy.random"))
        patched.setitem(sys.modules, "numpy.random", _Refused("numpy.random"))
        for name in random.__all__:
            if name != "SystemRandom":  # the OS's source (secrets, for tied keys in permutation)
                patched.setattr(random, name, _refused(name))
        codes = draw_model_rows(model, rows)
    assert len(codes) == rows
    assert orders == [rows] * len(model.tree.cliques)
    assert offsets  # the rounding's offsets (and the permutations' keys) from the OS


def test_drawing_holds_the_rows_and_no_grid():
    """30 columns of 6 cells (6^30 combinations): the peak of Python's allocations while drawing 10^5 rows is
    within the rows' own int32 codes and a few int64 arrays of one figure per row."""
    sizes, rows = tuple([6] * 30), 100_000
    tables = {(i, i + 1): np.full((6, 6), 10.0) + np.eye(6) * 50 for i in range(29)}
    model = fit_model(sizes, tables)
    tracemalloc.start()
    codes = draw_model_rows(model, rows)
    peak = tracemalloc.get_traced_memory()[1]
    tracemalloc.stop()
    assert len(codes) == rows
    assert peak <= rows * (4 * 30 + 6 * 8) + 1_000_000



def test_tables_in_cycles_that_disagree_keep_the_model_finite_and_its_total():
    """28 pairs of 15 columns (cliques of up to five columns sharing up to four), the noisy tables of a release of
    the public DoctorContacts table (benchmarks/bench_synthetic_peers.py) kept at 0 or above, which disagree on
    their columns' sums as noisy tables do: the fit's potentials drifted apart by about 10^13 a sweep while their
    product stayed put, until a float overflowed and the model was lost (its total 0, the rows then drawn evenly).
    Held in their calibrated form after each sweep, they stay finite (no overflow or invalid value), the model keeps
    the total, and each table is within 1% of the total of its target."""
    import json
    from pathlib import Path

    case = json.loads((Path(__file__).resolve().parents[1] / "data" / "drifting_tables.json").read_text())
    sizes = tuple(case["sizes"])
    tables = {tuple(t["columns"]): np.array(t["cells"]).reshape([sizes[c] for c in t["columns"]])
              for t in case["tables"]}
    total = float(np.mean([t.sum() for t in tables.values()]))
    with np.errstate(over="raise", invalid="raise", divide="raise"):
        model = fit_model(sizes, tables)
    assert len(model.tree.cliques) == 10 and all(np.isfinite(b).all() for b in model.beliefs)
    assert model.total == pytest.approx(total, rel=1e-9)
    assert max(float(np.abs(model.table(t) - v).max()) for t, v in tables.items()) < 0.01 * total
