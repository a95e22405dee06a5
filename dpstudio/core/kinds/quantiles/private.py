"""Several quantiles of one column estimated jointly (`"kind": "quantiles"`, plan version 10), by the recursive
method of Kaplan, Schnapp & Stemmer ("Differentially Private Approximate Quantiles", ICML 2022).

The quantiles q_1 < ... < q_m are chosen level by level: first the middle one on all the values, then the middle
one of each half on the values between the quantiles chosen so far, and so on: L = ceil(log2(m + 1)) levels. Each
choice is a `quantile` query's exponential mechanism (kinds/quantile/private.py, OpenDP's report-noisy-min) over the
candidates between the two quantiles around it (c_lo, c_hi], for the relative quantile q' = (q - q_lo) / (q_hi - q_lo)
of the values in that stretch, its scores computed from the bucket counts the exact side returned (nothing more
is read from the table). The stretches of one level are disjoint, so a row is scored in one choice per level: a
person's k rows change choice j's scores by r_j times one row's (sum r_j <= k), and each choice, calibrated to k rows
at the level's share (epsilon / L, or rho / L), loses at most r_j / k of it (linear in the score change; quadratic
under zCDP, (r_j / k)^2): a level costs its share, and the L levels add up to the query's budget.

Ties. A value held by many rows (a whole-year age: 40 rows aged 48) is a block of places, and a quantile's place
may lie anywhere inside it. Each choice therefore picks a pair (candidate c, split j): the value c, and the place
j / K of the way through the stretch's rows tied at c (K = TIE_SPLITS; j = 0 .. K), its score that of the place,
|d * place - n * rows of the stretch| for q' = n / d. The published value is c; the split says where the next
stretches meet: the one below holds j / K of the rows tied at c, the one above the rest. So a stretch begins
and ends at the places its ends were chosen for (to within 1 / 2K of a block), whatever the ties; a fixed split
(half on each side, before) started it wherever the middle of the block was, which missed the next quantiles by
up to half a block in every run (issue 46: 21 places for an age column at epsilon 1). Given the choices before,
every row is divided between the stretches of a level by fixed fractions adding up to 1: counted in units of
1 / U of a row (U = K^(levels + 1), so that every fraction is whole), a person's k rows still change a level's
scores by at most k rows in all, and a level still costs its share. The price: K + 1 times as many candidates
in each choice's interval (log(K + 1) more in its half-width).

Intervals, in places of the sorted values (as a `quantile`'s): a choice misses its target rank within its stretch by
at most its own half-width, and its stretch's ends, chosen before it, miss theirs by at most their bounds, of which
its target takes a weighted mean; so its bound is its own half-width plus the larger of its two ends' bounds, and
with every choice on the way at confidence 1 - 5% / (the number of choices on the way), all hold at once with at
least 95% (union bound). Each half-width uses the number of candidates the choice had (the preview, before any
draw, all of them: an upper bound).

Its record, QUANTILES_DRAFT (private/kind_drafts.py registers it), is at the end.
"""
from __future__ import annotations

from dataclasses import dataclass
from fractions import Fraction

import numpy as np

from ...private.drafts import MISSING_NOTE, Draft
from ...private.mechanisms import CONFIDENCE, ExponentialSelection
from ...private.zcdp import pure_epsilon
from ...private.kind_draft import KindDraft
from ...base.words.stored_message import StoredMessage
from .plan import QUANTILES

TIE_SPLITS = 8  # K: a chosen value's tied rows can be split at 0, 1/8, ..., 8/8 of the way through

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
        self.unit = TIE_SPLITS ** (self.levels + 1)  # U: a row's weight, whole at every split of every level
        self.selections = {c.index: self._selection(c) for c in self.choices}

    def _selection(self, choice: Choice) -> ExponentialSelection:
        """The choice's exponential mechanism: one row moves its score by max(n, d - n) for q' = n / d."""
        n, d = choice.relative.numerator, choice.relative.denominator
        sensitivity = self.unit * self.max_rows * max(n, d - n)  # scores in units of 1 / U of a row
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
        chosen, offered = {}, {}  # index -> End (candidate, place within its tied rows)
        for choice in self.choices:
            low = chosen.get(choice.below) if choice.below is not None else None
            high = chosen.get(choice.above) if choice.above is not None else None
            first, last = offered_range(low, high, len(candidates))
            offered[choice.index] = last - first + 1
            scores = stretch_scores(counts, low, high, first, last, choice.relative, self.unit)
            picked = self.selections[choice.index].select_min(scores)
            chosen[choice.index] = split_end(first + picked // (TIE_SPLITS + 1), picked % (TIE_SPLITS + 1), low, high)
        widths = self.rank_halfwidths(offered)
        cells = [{"key": {"quantile": self.query.quantiles[i]}, "value": candidates[chosen[rank].candidate].item(),
                  "ci95": widths[rank]} for rank, i in sorted(enumerate(self.order), key=lambda p: p[1])]
        scale = {str(self.query.quantiles[self.order[c.index]]): self.selections[c.index].scale for c in self.choices}
        note = StoredMessage(JOINT_NOTE, count=len(self.choices), levels=self.levels)
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
            pairs = max(offered[i], 1) * (TIE_SPLITS + 1)  # every candidate with each of its splits
            own = self.selections[i].score_halfwidth(pairs, each) / (self.unit * c.relative.denominator)
            ends = [bound(j, each) for j in (c.below, c.above) if j is not None]
            return own + max(ends, default=0.0)

        return {i: bound(i, 1 - (1 - confidence) / len(on_the_way(i))) for i in by_index}

    def expected(self, confidence: float = CONFIDENCE):
        everything = {c.index: len(self.answer.candidates) for c in self.choices}
        widths = self.rank_halfwidths(everything, confidence)
        grid = self.answer.candidates
        counts = np.asarray(self.answer.bucket_counts, dtype=np.int64)
        truths = [grid[int(np.argmin(stretch_scores(counts, None, None, 0, len(grid) - 1, self.fractions[rank],
                                                    self.unit))) // (TIE_SPLITS + 1)].item()
                  for rank in range(len(self.fractions))]
        by_plan = sorted(range(len(self.order)), key=lambda rank: self.order[rank])
        return {"halfwidth": max(widths.values()), "unit": "rows",
                "noise_scale": max(s.scale for s in self.selections.values()),
                "truth": [truths[rank] for rank in by_plan],
                "halfwidths": None, "quantile_halfwidths": [widths[rank] for rank in by_plan],
                "quantiles": list(self.query.quantiles)}


@dataclass(frozen=True)
class End:
    """A chosen quantile as the end of a stretch: its candidate, and the place within the rows tied at it (a fraction
    of them: the stretch below holds that fraction, the one above the rest)."""

    candidate: int
    place: Fraction


def offered_range(low: End | None, high: End | None, candidates: int) -> tuple[int, int]:
    """The candidates a choice between two ends may take: from the lower end's to the upper end's, both included."""
    return (low.candidate if low else 0), (high.candidate if high else candidates - 1)


def split_end(candidate: int, j: int, low: End | None, high: End | None) -> End:
    """The end a choice of (candidate, split j) makes: j / K of the way through the stretch's own part of the rows
    tied at the candidate, as a fraction of all of them."""
    start = low.place if low and low.candidate == candidate else Fraction(0)
    stop = high.place if high and high.candidate == candidate else Fraction(1)
    return End(candidate, start + Fraction(j, TIE_SPLITS) * (stop - start))


def stretch_weights(counts: np.ndarray, low: End | None, high: End | None, unit: int) -> np.ndarray:
    """The stretch's rows per bucket in units of 1 / `unit` of a row: every row between the ends, and at each end its
    own part of the rows tied there. counts[j] holds bucket j - 1; candidate i's own bucket is 2i (index 2i + 1)."""
    counts = np.asarray(counts, dtype=np.int64)
    weights = np.zeros(len(counts), dtype=np.int64)
    start = 2 * low.candidate + 1 if low else 0
    stop = 2 * high.candidate + 2 if high else len(counts)
    weights[start:stop] = counts[start:stop] * unit
    if low and high and low.candidate == high.candidate:
        weights[start] = counts[start] * _whole(unit * (high.place - low.place))
        return weights
    if low:
        weights[start] = counts[start] * _whole(unit * (1 - low.place))
    if high:
        weights[stop - 1] = counts[stop - 1] * _whole(unit * high.place)
    return weights


def _whole(value: Fraction) -> int:
    if value.denominator != 1:
        raise ValueError("a split finer than the unit")  # the unit is chosen so that this cannot happen
    return int(value)


def stretch_scores(counts: np.ndarray, low: End | None, high: End | None, first: int, last: int, alpha: Fraction,
                   unit: int) -> np.ndarray:
    """The score |d * place - n * rows| of every pair (candidate, split j) for candidates first..last (candidate-major,
    j = 0 .. K within each) and alpha = n / d, over the stretch between the ends (None: no end), in units of 1 / `unit`
    of a row: a pair's place is the stretch's rows below the candidate and j / K of its rows tied at it."""
    weights = stretch_weights(counts, low, high, unit)
    before = np.concatenate([[0], np.cumsum(weights)])
    own = np.arange(first, last + 1) * 2 + 1
    splits = np.arange(TIE_SPLITS + 1)
    places = before[own][:, None] + (weights[own] // TIE_SPLITS)[:, None] * splits[None, :]
    n, d = alpha.numerator, alpha.denominator
    return np.abs(d * places - n * before[-1]).ravel()


QUANTILES_DRAFT = KindDraft(kind=QUANTILES, draft=QuantilesDraft)
