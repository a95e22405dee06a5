"""The exact answers' types: what core.exact computes where the data lives and core.private adds the noise to.

The one shared name of the seam, in a module of its own beneath both, so that neither side imports the other:
core.exact fills these (every engine the same numbers: exact/definitions.py), core.private and core.preview
read them. They never leave the steward's process and are never published.
"""
from __future__ import annotations

from dataclasses import dataclass

import numpy as np


@dataclass(frozen=True)
class ExactAnswer:
    """What a query computes before noise.

    value: count / counts per cell (histograms, cross-tabs) / sum (int or float) / (sum of 2x - lo - hi,
    count) for a mean / codes for randomized response / a score per candidate for a quantile. Sums
    and means follow exact/definitions.py, so every engine gives the same numbers.
    integer_valued: for a sum or mean under a discrete mechanism (chosen in the plan), whether every
    value was whole; False refuses the plan before anything is drawn.
    """

    value: object
    integer_valued: bool = True
    candidates: np.ndarray | None = None
    rows_missing: int = 0  # steward-only: rows whose value was missing
    counts: np.ndarray | None = None  # randomized response: rows per true category
    bucket_counts: np.ndarray | None = None  # quantile: rows per bucket (exact/definitions.QuantileGrid)


@dataclass(frozen=True)
class GroupedAnswer:
    """A grouped sum's, mean's or quantile's exact answer: one ExactAnswer per group, in group order."""

    groups: tuple

    @property
    def value(self) -> list:
        return [answer.value for answer in self.groups]

    @property
    def integer_valued(self) -> bool:
        return all(answer.integer_valued for answer in self.groups)

    @property
    def rows_missing(self) -> int:
        return sum(answer.rows_missing for answer in self.groups)


@dataclass(frozen=True)
class PreparedAnswers:
    """Exact answers of a plan's queries (in plan order), and facts for the steward's eyes only."""

    answers: tuple[ExactAnswer, ...]
    rows_without_person: int = 0
    rows_over_limit: int = 0
    people: int = 0  # distinct privacy units after bounding (rows, when a row is a person)
