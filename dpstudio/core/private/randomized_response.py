"""Randomized response whose number of answers is itself differentially private.

A query's epsilon is split exactly: `epsilon_count` pays for a noisy number of rows N (OpenDP's
discrete Laplace, sensitivity max_rows, clamped at 0) and `epsilon_responses` for the per-row
randomized response (OpenDP's, at epsilon_responses / max_rows per row). The answers are then
made N: uniformly chosen rows are left out, or answers drawn uniformly from all K cells
are added (a uniform answer is distributed exactly as the randomized response of a uniformly
random true value), and the result is shuffled. Those choices are uniform and data-independent,
so they come from the operating system's secure random source (secure_sampling.py), exactly. docs/privacy.md gives the argument that the whole output costs epsilon under
add/remove-one-person.

Intervals (every cell, count and share) hold with probability at least `confidence`: a union
bound over the row-count noise (within its (1+c)/2 half-width A) and Hoeffding's inequality
for the N independent answers (at (1+c)/2). Given those, a category's estimated count
(o - q N) / (p - q) is within H(N) / (p - q) + A of the true count, where H(N) =
sqrt(N ln(2 / alpha') / 2): dropping |N - n| <= A answers removes at most that many true rows
of any category, and each added uniform answer shifts the estimate by 1 / K.
"""
from __future__ import annotations

import math
from dataclasses import dataclass
from fractions import Fraction

import numpy as np

from .mechanisms import CONFIDENCE, AdditiveNoise, RandomizedResponse, calibrate
from .secure_sampling import permutation, uniform_below

COUNT_MECHANISM = "discrete_laplace"


@dataclass(frozen=True)
class CountedRandomizedResponse:
    """The two mechanisms of one randomized-response query, and the intervals they imply."""

    count_noise: AdditiveNoise        # on the number of rows: sensitivity max_rows, epsilon_count
    responses: RandomizedResponse     # on each row: epsilon_responses / max_rows
    max_rows: int

    @classmethod
    def calibrate(cls, cells, epsilon_count: Fraction, epsilon_responses: Fraction,
                  max_rows: int) -> "CountedRandomizedResponse":
        count_noise = calibrate(COUNT_MECHANISM, max_rows, epsilon_count)
        return cls(count_noise, RandomizedResponse.calibrate(cells, epsilon_responses / max_rows), max_rows)

    @property
    def rho(self) -> Fraction:
        """The zCDP cost: each part is pure eps, hence eps^2/2-zCDP (Bun & Steinke 2016), and they add."""
        return self.count_noise.epsilon ** 2 / 2 + self.epsilon_responses ** 2 / 2

    @property
    def epsilon_responses(self) -> Fraction:
        """What a person's max_rows randomized answers cost together."""
        return self.responses.epsilon_per_row * self.max_rows

    @property
    def epsilon(self) -> Fraction:
        return self.count_noise.epsilon + self.epsilon_responses

    def draw(self, codes: np.ndarray) -> np.ndarray:
        """Randomized answers (cell codes), as many as a fresh noisy count of `codes`, shuffled."""
        rows = max(0, int(self.count_noise.add_to(len(codes))))
        answers = self.responses.perturb(choose_rows(codes, rows))
        return pad_and_shuffle(answers, rows, len(self.responses.categories))

    def count_halfwidth(self, rows: int, confidence: float = CONFIDENCE) -> float:
        """Half-width for a category's estimated count, given `rows` released answers."""
        alpha = (1 - confidence) / 2
        hoeffding = math.sqrt(rows * math.log(2 / alpha) / 2)
        keep, other = self.responses.keep_probability, self.responses.other_probability
        return hoeffding / (keep - other) + self.rows_halfwidth(1 - alpha)

    def share_halfwidth(self, rows: int, confidence: float = CONFIDENCE) -> float:
        """Half-width for a category's estimated share (count / rows) against its true share c / n.

        |c^/N - c/n| <= |c^ - c| / N + (c/n) |n - N| / N, and c/n <= 1, |n - N| <= A: the count's
        half-width plus A more, over N."""
        alpha = (1 - confidence) / 2
        return (self.count_halfwidth(rows, confidence) + self.rows_halfwidth(1 - alpha)) / rows

    def rows_halfwidth(self, confidence: float = CONFIDENCE) -> float:
        """The released number of answers is within this of the true number of rows."""
        return self.count_noise.ci_halfwidth(confidence)

    def estimates(self, answers: np.ndarray, clamp: bool, confidence: float = CONFIDENCE) -> list[dict]:
        """Per cell: estimated share and count, de-biased with the released number of answers."""
        rows = len(answers)
        observed = np.bincount(answers, minlength=len(self.responses.categories))
        keep, other = self.responses.keep_probability, self.responses.other_probability
        count_ci = self.count_halfwidth(rows, confidence)
        share_ci = self.share_halfwidth(rows, confidence) if rows else None
        cells = []
        for seen in observed:
            count = (int(seen) - other * rows) / (keep - other)
            count = max(0.0, count) if clamp else count
            share = count / rows if rows else None
            cells.append({"value": share, "ci95": share_ci,
                          "count": count, "count_ci95": count_ci})
        return cells


def choose_rows(codes: np.ndarray, rows: int) -> np.ndarray:
    """`rows` of the codes chosen uniformly without replacement, or all of them if there are fewer.

    Choosing the rows before randomizing them gives the same distribution as randomizing every row
    and then dropping uniformly chosen answers (each row is randomized independently), and is faster."""
    if rows >= len(codes):
        return codes
    return codes[permutation(len(codes))[:rows]]


def pad_and_shuffle(answers: np.ndarray, rows: int, cells: int) -> np.ndarray:
    """The answers plus answers drawn uniformly from the `cells` codes up to `rows`, in uniform order."""
    missing = max(0, rows - len(answers))
    out = np.concatenate([answers.astype(np.int64), uniform_below(cells, missing)])
    return out[permutation(len(out))]
