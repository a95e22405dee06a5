"""Several quantiles of one column estimated jointly (`"kind": "quantiles"`, plan version 10), by the recursive
method of Kaplan, Schnapp & Stemmer ("Differentially Private Approximate Quantiles", ICML 2022).

The quantiles q_1 < ... < q_m are chosen level by level: first the middle one on all the values, then the middle
one of each half on the values between the quantiles chosen so far, and so on: L = ceil(log2(m + 1)) levels. Each
choice is a `quantile` query's exponential mechanism (quantile_draft.py, OpenDP's report-noisy-min) over the
candidates between the two quantiles around it (c_lo, c_hi], for the relative quantile q' = (q - q_lo) / (q_hi - q_lo)
of the values in that stretch, its scores computed from the bucket counts the exact side returned (nothing more
is read from the table). The stretches of one level are disjoint, so a row is scored in one choice per level: a
person's k rows change choice j's scores by r_j times one row's (sum r_j <= k), and each choice, calibrated to k rows
at the level's share (epsilon / L, or rho / L), loses at most r_j / k of it (linear in the score change; quadratic
under zCDP, (r_j / k)^2): a level costs its share, and the L levels add up to the query's budget.

Ties. Rows are counted in half rows, the rows exactly at a candidate half below it and half above it (as if
each such value were spread evenly around its point): a stretch that ends at a chosen candidate holds the lower
half of the rows tied there, and the next stretch the upper half. So a stretch always starts at the place its
lower end was chosen for (half-way through the rows tied there), whatever the ties; counting the tied rows on
one side only would start it wherever the tie ends, which can be far from that place (a candidate holding 20%
of the rows across the median would shift the next quantile by up to 20% of the rows, unbounded by the noise).
A row is two halves, in one stretch or split between two neighbouring ones: the scores are calibrated to 2k
halves, and a level still costs its share.

Intervals, in places of the sorted values (as a `quantile`'s): a choice misses its target rank within its stretch by
at most its own half-width, and its stretch's ends, chosen before it, miss theirs by at most their bounds, of which
its target takes a weighted mean; so its bound is its own half-width plus the larger of its two ends' bounds, and
with every choice on the way at confidence 1 - 5% / (the number of choices on the way), all hold at once with at
least 95% (union bound). Each half-width uses the number of candidates the choice had (the preview, before any
draw, all of them: an upper bound).
"""
from __future__ import annotations

from dataclasses import dataclass
from fractions import Fraction

import numpy as np

from .drafts import MISSING_NOTE, Draft
from .mechanisms import CONFIDENCE, ExponentialSelection
from .zcdp import pure_epsilon

JOINT_NOTE = ("The {count} quantiles were chosen jointly, level by level: the middle one first, then each of the others "
              "among the values between the quantiles already chosen (Kaplan, Schnapp and Stemmer, 2022). They cost "
              "{levels} shares of the query's budget instead of {count}. Each interval adds those of the quantiles "
              "chosen before it around it.")


@dataclass(frozen=True)
class Choice:
    """One quantile's place in the recursion: its index, its level, the indices of the quantiles around it
    (None: the end of the values) and its quantile relative to them."""

    index: int
    level: int
    below: int | None
    above: int | None
    relative: Fraction


def recursion(fractions: tuple[Fraction, ...]) -> list[Choice]:
    """The choices in the order they are made (level by level), for quantiles sorted ascending."""
    out = []

    def split(lo: int, hi: int, level: int):
        if lo >= hi:
            return
        mid = (lo + hi) // 2
        below, above = (lo - 1 if lo > 0 else None), (hi if hi < len(fractions) else None)
        q_lo = fractions[below] if below is not None else Fraction(0)
        q_hi = fractions[above] if above is not None else Fraction(1)
        out.append(Choice(mid, level, below, above, (fractions[mid] - q_lo) / (q_hi - q_lo)))
        split(lo, mid, level + 1)
        split(mid + 1, hi, level + 1)

    split(0, len(fractions), 0)
    return sorted(out, key=lambda c: (c.level, c.index))


class QuantilesDraft(Draft):
    def calibrate(self):
        self.mechanism = "exponential"
        order = sorted(range(len(self.query.quantiles)), key=lambda i: self.query.quantiles[i])
        self.order = order  # the plan's quantiles by rank
        self.fractions = tuple(self.query.fractions()[i] for i in order)
        self.choices = recursion(self.fractions)
        self.levels = 1 + max(c.level for c in self.choices)
        self.selections = {c.index: self._selection(c) for c in self.choices}

    def _selection(self, choice: Choice) -> ExponentialSelection:
        """The choice's exponential mechanism: one row moves its score by max(n, d - n) for q' = n / d."""
        n, d = choice.relative.numerator, choice.relative.denominator
        sensitivity = 2 * self.max_rows * max(n, d - n)  # scores in half rows: a row is 2 halves
        if self.rho is None:
            return ExponentialSelection.calibrate(sensitivity, self.query.epsilon / self.levels)
        share = self.rho / self.levels
        return ExponentialSelection.calibrate_rho(sensitivity, share, pure_epsilon(share, 8))

    def rho_spent(self):
        """Each level's choices are on disjoint values: a level costs one choice's rho, the levels add up."""
        return sum((max(self.selections[c.index].rho for c in self.choices if c.level == level)
                    for level in range(self.levels)), Fraction(0))

    def draw(self):
        counts = np.asarray(self.answer.bucket_counts, dtype=np.int64)
        candidates = self.answer.candidates
        chosen, offered = {}, {}
        for choice in self.choices:
            low = chosen[choice.below] if choice.below is not None else -1
            high = chosen[choice.above] if choice.above is not None else len(candidates)
            first, last = max(low, 0), min(high, len(candidates) - 1)
            offered[choice.index] = last - first + 1
            scores = stretch_scores(counts, low, high, first, last, choice.relative)
            picked = self.selections[choice.index].select_min(scores) if len(scores) > 1 else 0
            chosen[choice.index] = first + picked
        widths = self.rank_halfwidths(offered)
        cells = [{"key": {"quantile": self.query.quantiles[i]}, "value": candidates[chosen[rank]].item(),
                  "ci95": widths[rank]} for rank, i in sorted(enumerate(self.order), key=lambda p: p[1])]
        scale = {str(self.query.quantiles[self.order[c.index]]): self.selections[c.index].scale for c in self.choices}
        note = JOINT_NOTE.format(count=len(self.choices), levels=self.levels)
        return self.entry(scale, None, cells=cells, ci95_unit="rows", candidates=len(candidates), levels=self.levels,
                          notes=[note, MISSING_NOTE])

    def rank_halfwidths(self, offered: dict, confidence: float = CONFIDENCE) -> dict:
        """Each quantile's bound in places (by rank index): its own half-width plus the larger of its ends'."""
        by_index = {c.index: c for c in self.choices}

        def on_the_way(i):
            c = by_index[i]
            return {i} | (on_the_way(c.below) if c.below is not None else set()) | \
                (on_the_way(c.above) if c.above is not None else set())

        def bound(i, each):
            c = by_index[i]
            own = self.selections[i].score_halfwidth(max(offered[i], 2), each) / (2 * c.relative.denominator) \
                if offered[i] > 1 else 0.0
            ends = [bound(j, each) for j in (c.below, c.above) if j is not None]
            return own + max(ends, default=0.0)

        return {i: bound(i, 1 - (1 - confidence) / len(on_the_way(i))) for i in by_index}

    def expected(self, confidence: float = CONFIDENCE):
        everything = {c.index: len(self.answer.candidates) for c in self.choices}
        widths = self.rank_halfwidths(everything, confidence)
        grid = self.answer.candidates
        truths = [grid[int(np.argmin(stretch_scores(np.asarray(self.answer.bucket_counts), -1, len(grid), 0,
                                                     len(grid) - 1, self.fractions[rank])))].item()
                  for rank in range(len(self.fractions))]
        by_plan = sorted(range(len(self.order)), key=lambda rank: self.order[rank])
        return {"halfwidth": max(widths.values()), "unit": "rows",
                "noise_scale": max(s.scale for s in self.selections.values()),
                "truth": [truths[rank] for rank in by_plan],
                "halfwidths": None, "quantile_halfwidths": [widths[rank] for rank in by_plan],
                "quantiles": list(self.query.quantiles)}


def stretch_scores(counts: np.ndarray, low: int, high: int, first: int, last: int, alpha: Fraction) -> np.ndarray:
    """The score |(d - n) below - n above| of candidates first..last for alpha = n / d, over the values between
    candidates `low` and `high` (-1 and len(candidates): no end), in half rows: the rows exactly at a candidate
    count half below it and half above it, so that a stretch that ends at a chosen candidate holds half of the
    rows tied there and the next stretch the other half (ties then split exactly where the ranks do; see the
    module's docstring). counts[j] holds bucket j - 1; candidate i's own bucket is 2i (counts index 2i + 1)."""
    halves = 2 * np.asarray(counts, dtype=np.int64)
    candidates = (len(halves) - 1) // 2
    if 0 <= low == high < candidates:
        return np.zeros(last - first + 1, dtype=np.int64)  # one candidate, no rows between: nothing to choose
    inside = np.zeros(len(halves), dtype=np.int64)  # half rows of the stretch, bucket by bucket
    start = 2 * low + 1 if low >= 0 else 0  # low's own bucket: the upper half of its rows only
    end = min(2 * high + 2, len(halves))  # through high's own bucket: the lower half of its rows only
    inside[start:end] = halves[start:end]
    if low >= 0:
        inside[start] //= 2
    if high < candidates:
        inside[end - 1] //= 2
    before = np.concatenate([[0], np.cumsum(inside)])
    own = np.arange(first, last + 1) * 2 + 1
    at_low, at_high = (own == start) & (low >= 0), (own == end - 1) & (high < candidates)
    # below a candidate: the stretch's half rows before its own bucket, and half of its own rows; at the low end
    # none of them (they are all above it), at the high end all of them (the stretch holds their lower half)
    below = before[own] + np.where(at_low, 0, np.where(at_high, inside[own], inside[own] // 2))
    above = before[-1] - below
    n, d = alpha.numerator, alpha.denominator
    return np.abs((d - n) * below - n * above)
