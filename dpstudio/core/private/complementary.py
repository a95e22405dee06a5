"""Complementary suppression: no withheld value can be worked out from the published ones.

A table with margins publishes sums: a margin is the sum of its cells, the total the sum of all of them, and
cells made to add up to a count (`sum_to`) sum to that count. If one cell of a row is withheld by the
small-cell rule and the row's margin and other cells are published, the margin less the others is the
withheld cell. Disclosure committees (CMS, PCORnet: 11; DARWIN EU/OHDSI: 5) require a small cell to be
neither shown nor derivable, so more values are withheld until none can be derived.

Each sum is a linear equation between values: total - sum(parts) = 0. With the published values known,
the withheld values are the unknowns of these equations, and a withheld value can be derived exactly when
its unit vector lies in the row space of the equations' matrix over the unknowns, that is when its
projection onto that row space (from the matrix's singular value decomposition) is all of it
(determined()). While some withheld value is determined, one
more published value that shares an equation with it is withheld: the one that leaves the fewest values
determined, a cell before a margin or total, then the smallest. This greedy choice is not the fewest
possible (that problem is NP-hard), but it ends with nothing determined, since with everything withheld
nothing is. Where values are known to be at least 0, a withheld value can also be bound without being a
linear combination (two withheld cells whose margin less the published cells is 0 are both 0): values are
then withheld until none can be bound within less than one (value_ranges.py). It reads the released (noisy)
values only: post-processing, no budget.
"""
from __future__ import annotations

import itertools
from dataclasses import dataclass
from functools import lru_cache

import numpy as np

from .value_ranges import exposed

RANK_TOLERANCE = 1e-9
CANDIDATES = 60  # the published values the greedy tries at each step, the most promising first
MANY_VALUES = 200  # above this many values in the equations, two orders of pruning rather than every one
SECURE_CANDIDATES = 8  # the values tried at each step against exposure by non-negativity (linear programmes)


@dataclass(frozen=True)
class Sum:
    """Released value `total` is the sum of released values `parts` (indices into one list of values)."""

    total: int
    parts: tuple[int, ...]


def withheld(values, below: set[int], sums: list[Sum], kinds: dict[int, str] | None = None,
             nonnegative: set[int] = frozenset()) -> set[int]:
    """Those `below` the rule, and as few more values as the search finds, so that no withheld value is a
    linear combination of the published ones under `sums`, nor (for the values in `nonnegative`, known to be at
    least 0) bound within less than one by them (value_ranges.py, then _secured()).

    `kinds` names each value's kind: "cell", "total" (a table's grand total, or a count cells add up to), or
    another name for a margin (by default a value that is a sum is a "total", the others cells). Several
    searches, the one kept that withholds the fewest values, then the fewest totals (a reader's first number),
    then the fewest cells (a withheld margin can still be bounded by its published cells, a withheld cell
    cannot), then the least in all: the greedy (adding values while one is determined) then pruned; and
    everything in the equations withheld, then pruned publishing the kinds back in each order (for at most
    MANY_VALUES values; beyond, two orders: sums first, cells first), the largest values of a kind first."""
    below = set(below)
    totals = {s.total for s in sums}
    if not determined(below, sums):
        return _secured(below, values, sums, totals, set(nonnegative))
    everything = below | {i for s in sums for i in _members(s)}
    kinds = kinds or {i: "total" if i in totals else "cell" for i in everything}
    found = [_pruned(_greedy(values, below, sums, totals), below, values, sums, ["total", "cell"], kinds)]
    found += [_pruned(everything, below, values, sums, order, kinds) for order in _orders(kinds, len(everything))]
    best = min(found, key=lambda hidden: (len(hidden), sum(kinds[i] == "total" for i in hidden),
                                          sum(kinds[i] == "cell" for i in hidden),
                                          sum(abs(values[i]) for i in hidden), sorted(hidden)))
    return _secured(best, values, sums, totals, set(nonnegative))


def _secured(hidden: set[int], values, sums: list[Sum], totals: set[int], nonnegative: set[int]) -> set[int]:
    """While a withheld value is exposed by non-negativity (value_ranges.exposed), withhold one more value
    sharing a sum with one: of the few most promising (from the smallest sum, a cell, the smallest), the one
    leaving the fewest exposed. Ends, at worst, with every value of the sums withheld."""
    if not sums or not hidden & nonnegative:
        return hidden
    equations = _coefficients(tuple(sums))
    everything = {i for s in sums for i in _members(s)}
    while True:
        found = exposed(hidden, equations, values, nonnegative) | determined(hidden, sums)
        if not found:
            return hidden
        near = _near(found, hidden, sums)
        if not near:
            return hidden | everything
        tried = sorted(near, key=lambda i: (near[i], i in totals, abs(values[i]), i))[:SECURE_CANDIDATES]
        hidden = hidden | {min(tried, key=lambda i: (len(exposed(hidden | {i}, equations, values, nonnegative)
                                                          | determined(hidden | {i}, sums)), near[i], i))}


def _orders(kinds: dict[int, str], size: int) -> list[list[str]]:
    names = sorted(set(kinds.values()))
    if size <= MANY_VALUES:
        return [list(order) for order in itertools.permutations(names)]
    sums_first = sorted(names, key=lambda name: name == "cell")
    return [sums_first, sums_first[::-1]]


def _greedy(values, hidden: set[int], sums: list[Sum], totals: set[int]) -> set[int]:
    """While a withheld value is determined, withhold one more value that shares an equation with one: the one
    leaving the fewest determined, then from the smallest such equation (a row before the whole table), then
    a cell before a margin, then the smallest."""
    while True:
        found = determined(hidden, sums)
        if not found:
            return hidden
        near = _near(found, hidden, sums)
        if not near:  # cannot happen: a determined value shares an equation with a published one
            return hidden | {i for s in sums for i in _members(s)}
        tried = sorted(near, key=lambda i: (near[i], i in totals, abs(values[i]), i))[:CANDIDATES]
        hidden = hidden | {min(tried, key=lambda i: (len(determined(hidden | {i}, sums)), near[i],
                                                     i in totals, abs(values[i]), i))}


def _near(found: set[int], hidden: set[int], sums: list[Sum]) -> dict[int, int]:
    """Each published value that shares a sum with a value in `found`, and the size of the smallest such sum."""
    near = {}
    for s in sums:
        members = _members(s)
        if found & members:
            for i in members - hidden:
                near[i] = min(near.get(i, len(members)), len(members))
    return near


def _pruned(hidden: set[int], below: set[int], values, sums: list[Sum], order: list[str],
            kinds: dict[int, str]) -> set[int]:
    """Publish again values withheld only to protect others while nothing becomes determined: kind by kind in
    `order`, each kind all at once if it can be, else one value at a time, the largest first; until none can
    be: the set left is minimal. (All at once matters: publishing all but one cell of a column determines the
    last, which publishing it too would not.)"""
    changed = True
    while changed:  # publishing one value can let a value tried before it be published: pass again
        changed = False
        for kind in order:
            batch = {i for i in hidden - below if kinds.get(i) == kind}
            if batch and not determined(hidden - batch, sums):
                hidden, changed = hidden - batch, True
                continue
            for item in sorted(batch, key=lambda i: (-abs(values[i]), i)):
                if not determined(hidden - {item}, sums):
                    hidden, changed = hidden - {item}, True
    return hidden


def determined(hidden: set[int], sums: list[Sum]) -> set[int]:
    """The withheld values that the published values and the sums determine."""
    coefficients = _coefficients(tuple(sums))
    unknowns = sorted(i for i in hidden if i < coefficients.shape[1])  # a value in no sum is never determined
    if not unknowns:
        return set()
    matrix = coefficients[:, unknowns]
    matrix = matrix[np.any(matrix != 0, axis=1)]  # equations over published values only say nothing here
    if not len(matrix):
        return set()
    _, singular, vt = np.linalg.svd(matrix, full_matrices=False)
    rank = int(np.sum(singular > RANK_TOLERANCE * max(1.0, singular[0])))
    # e_j is in the row space when its projection onto it is all of it: the squared norm of column j of the
    # row space's orthonormal basis is 1 (less means part of e_j lies in the null space: not determined)
    in_row_space = np.sum(vt[:rank] ** 2, axis=0)
    return {unknowns[j] for j in np.flatnonzero(in_row_space >= 1 - RANK_TOLERANCE)}


@lru_cache(maxsize=8)
def _coefficients(sums: tuple[Sum, ...]) -> np.ndarray:
    """One row per sum, one column per value: total - parts."""
    size = 1 + max((i for s in sums for i in _members(s)), default=-1)
    matrix = np.zeros((len(sums), size))
    for row, s in enumerate(sums):
        matrix[row, s.total] += 1
        np.subtract.at(matrix[row], list(s.parts), 1)
    return matrix


def _members(s: Sum) -> set[int]:
    return {s.total, *s.parts}
