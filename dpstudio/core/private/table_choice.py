"""The private choice of a synthetic table's pairs of columns (`"choose_tables"`, plan version 13, issue 48).

Measuring every pair of 15 or 40 columns spreads the budget over 105 or 780 tables, most of them nearly
independent, and links every column into one group the model cannot hold. MST (McKenna, Miklau and Sheldon, 2021)
spends a share of the budget choosing a tree of the most informative pairs instead; so does this, without MST's
first step (measuring every column alone to score the pairs against), which costs a third of MST's budget:

- A pair's score is how far its exact table is from the two columns being independent given its own sums:
  `S = sum |x_ab - r_a c_b / n|` (L1; r, c its row and column sums, n its total; 0 for an empty table). One row
  added or removed moves S by less than 4: the cell it lands in by 1, and the products r_a c_b / n by less than 3
  in all (`tests/core/test_table_choice.py` proves the bound on every neighbouring pair of small tables and checks
  it on random ones). A person with k rows moves it by less than 4k. OpenDP's selection takes whole numbers: the
  score is rounded exactly, from the whole number n * S = sum |n x_ab - r_a c_b| (`rounded_score`, no float),
  and two roundings within 1/2 of scores less than 4k apart differ by less than 4k + 1, so by at most 4k
  (score_sensitivity).
- The pairs are chosen in rounds, as Kruskal's algorithm builds a maximum spanning tree: each round chooses, by the
  exponential mechanism (OpenDP's report-noisy-max, mechanisms.ExponentialSelection) with an equal share of the
  choice's budget, one of the pairs that joins two columns not yet linked; after a tree, further rounds (a plan's
  `pairs` above columns - 1) choose among the pairs left. A pair whose model group would exceed the model's limit
  is never a candidate (public: it depends on the categories and the pairs already chosen only).

Every round's choice is differentially private with its share of the budget, whatever the candidates (they depend
on the table only through the earlier rounds' choices): the rounds compose (their epsilons, or under zCDP their
rhos, add up to the choice's share).
"""
from __future__ import annotations

from dataclasses import dataclass
from fractions import Fraction
from itertools import combinations

import numpy as np

from ..plan.junction_tree import junction_tree
from .mechanisms import ExponentialSelection
from .zcdp import pure_epsilon

SCORE_SENSITIVITY_PER_ROW = 4  # one row moves a pair's distance from independence by less than this


def independence_distance(table: np.ndarray) -> float:
    """How far a pair's table (rows: the first column's values) is from independence given its own sums (L1)."""
    table = np.asarray(table, dtype=float)
    total = table.sum()
    if total <= 0:
        return 0.0
    return float(np.abs(table - np.outer(table.sum(axis=1), table.sum(axis=0)) / total).sum())


def rounded_score(table) -> int:
    """independence_distance of a table of counts rounded to the nearest whole number (halves up), exactly: from
    the whole number n * S = sum |n x_ab - r_a c_b| in Python's integers (no float's rounding error can move it,
    so the bound of score_sensitivity holds for the figures the selection sees)."""
    counts = np.rint(np.asarray(table, dtype=float)).astype(np.int64)
    exact = counts.astype(object)  # Python integers: n * x and r * c reach n^2, beyond int64 past 3 * 10^9 rows
    n = int(counts.sum())
    if n <= 0:
        return 0
    rows, columns = exact.sum(axis=1), exact.sum(axis=0)
    whole = int(np.abs(n * exact - np.outer(rows, columns)).sum())
    return (2 * whole + n) // (2 * n)


def score_sensitivity(max_rows: int) -> int:
    """How far one person (at most `max_rows` rows) moves a pair's rounded score: less than 4 per row before
    rounding, and roundings within 1/2 of each other's scores' less than 4k apart are whole numbers less than
    4k + 1 apart."""
    return SCORE_SENSITIVITY_PER_ROW * max_rows


@dataclass(frozen=True)
class ChoiceRounds:
    """The rounds of a choice and the selection each round uses (its share of the choice's budget)."""

    rounds: int
    selection: ExponentialSelection

    @classmethod
    def for_epsilon(cls, rounds: int, sensitivity: int, epsilon: Fraction) -> "ChoiceRounds":
        """Pure epsilon-DP: each round epsilon / rounds."""
        return cls(rounds, ExponentialSelection.calibrate(sensitivity, Fraction(epsilon) / rounds))

    @classmethod
    def for_rho(cls, rounds: int, sensitivity: int, rho: Fraction) -> "ChoiceRounds":
        """zCDP: each round rho / rounds (the exponential mechanism is eps^2/8-zCDP)."""
        share = Fraction(rho) / rounds
        return cls(rounds, ExponentialSelection.calibrate_rho(sensitivity, share, pure_epsilon(share, 8)))

    def rho(self) -> Fraction:
        """What the rounds spend under zCDP, by OpenDP's map (all of them: a choice that stops early spends less)."""
        return self.selection.rho * self.rounds

    def epsilon(self) -> Fraction:
        return self.selection.epsilon * self.rounds


def candidate_pairs(columns: int) -> list[tuple[int, int]]:
    return list(combinations(range(columns), 2))


def choose_pairs(pair_tables: dict, sizes: tuple[int, ...], choice: ChoiceRounds, most_cells: int | None = None,
                 ) -> list[tuple[int, int]]:
    """The pairs chosen (index pairs, in the order chosen) from each pair's exact table (index pair -> its cells,
    first column slowest). `most_cells`: the model's largest group of columns (None: the full grid is held, any
    pairs fit)."""
    scores = {pair: -rounded_score(np.reshape(table, (sizes[pair[0]], sizes[pair[1]])))
              for pair, table in pair_tables.items()}
    linked = list(range(len(sizes)))  # each column's component in the forest chosen so far
    chosen: list[tuple[int, int]] = []
    for _ in range(choice.rounds):
        joining = [p for p in scores if p not in chosen and linked[p[0]] != linked[p[1]]
                   and (most_cells is None or sizes[p[0]] * sizes[p[1]] <= most_cells)]
        candidates = joining or [p for p in scores if p not in chosen and _fits(sizes, chosen + [p], most_cells)]
        if not candidates:
            break
        pair = candidates[choice.selection.select_min(np.array([scores[p] for p in candidates]))]
        chosen.append(pair)
        old, new = linked[pair[1]], linked[pair[0]]
        linked = [new if c == old else c for c in linked]
    return chosen


def _fits(sizes, pairs, most_cells) -> bool:
    """Whether the model of these pairs keeps every group of columns within `most_cells` (after a tree, a pair
    closes a cycle and the model's groups grow)."""
    return most_cells is None or junction_tree(sizes, pairs).largest() <= most_cells


def stand_in_chain(columns: int, pairs: int) -> list[tuple[int, int]]:
    """The preview's stand-in before anything is chosen: a chain of the columns in their order (a tree of pairs, as
    the chosen one will be), then further pairs in order."""
    chain = [(i, i + 1) for i in range(columns - 1)]
    more = [p for p in candidate_pairs(columns) if p not in chain]
    return (chain + more)[:pairs]


def columns_covered(pairs, columns: int) -> list[tuple[int, ...]]:
    """The tables to measure: the chosen pairs in the columns' order, and each column no pair holds alone (its
    counts at least; a choice stopped early, or a column whose every pair is beyond the model's limit)."""
    held = {c for p in pairs for c in p}
    return sorted(tuple(sorted(p)) for p in pairs) + [(c,) for c in range(columns) if c not in held]

