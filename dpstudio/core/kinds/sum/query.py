"""A sum's specification: the sum of a bounded column."""
from __future__ import annotations

from dataclasses import dataclass
from typing import ClassVar

from ...plan.queries import BoundedQuery


@dataclass(frozen=True, kw_only=True)
class SumQuery(BoundedQuery):
    kind: ClassVar[str] = "sum"
    allowed_postprocess: ClassVar[tuple[str, ...]] = ("clamp_nonnegative", "round")

    def sensitivity(self, max_rows: int):
        """One person adds or removes up to max_rows values, each at most max(|lo|, |hi|)."""
        lo, hi = self.bounds
        return max_rows * max(abs(lo), abs(hi))
