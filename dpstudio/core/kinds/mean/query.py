"""A mean's specification: the mean of a bounded column, from a noisy sum and a noisy count."""
from __future__ import annotations

from dataclasses import dataclass
from typing import ClassVar

from ...plan.queries import BoundedQuery


@dataclass(frozen=True, kw_only=True)
class MeanQuery(BoundedQuery):
    """Mean = midpoint + noisy sum of (x - midpoint) / noisy count, each half of the budget.

    Centring the values on the midpoint of the bounds halves the sum's sensitivity for
    bounds like [0, hi]. The result is clamped to the bounds (post-processing).
    """

    kind: ClassVar[str] = "mean"
    allowed_postprocess: ClassVar[tuple[str, ...]] = ("round",)

    @property
    def midpoint(self) -> float:
        return (self.bounds[0] + self.bounds[1]) / 2

    def sensitivity(self, max_rows: int) -> dict:
        lo, hi = self.bounds
        return {"sum": max_rows * (hi - lo) / 2, "count": max_rows}
