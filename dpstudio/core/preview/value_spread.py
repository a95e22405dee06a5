"""How a column's values spread over its quantile grid: values by rank, for the steward's eyes only.

A quantile's interval is in places of the sorted values (ranks): the release can state it only so, since
how far apart two places lie in the column's units depends on the data. On the steward's own screens
(Preview, the Release page) the same interval is also given in the column's units on this table,
read here from the rows per bucket of the quantile's grid.
"""
from __future__ import annotations

import numpy as np

from ..exact.definitions import quantile_grid


class ValueSpread:
    """Rows per bucket of a column's quantile grid (definitions.QuantileGrid): values by rank, to the
    grid's resolution. For the steward's eyes only."""

    def __init__(self, bounds, bucket_counts: np.ndarray, resolution=None):
        self.grid = quantile_grid(bounds, resolution)
        self.bounds = bounds
        self.cumulative = np.cumsum(bucket_counts)
        self.rows = int(self.cumulative[-1]) if len(self.cumulative) else 0

    def value_at(self, rank: int, below: bool) -> float:
        """The value of the row at `rank` (0 = smallest), clamped to the bounds; a value between two
        candidates is given as the lower one (below=True) or the upper one."""
        bucket = int(np.searchsorted(self.cumulative, rank, side="right")) - 1
        candidates = self.grid.candidates
        if bucket < 0:
            return float(self.bounds[0])
        if bucket >= 2 * len(candidates) - 1:
            return float(self.bounds[1])
        index = bucket // 2 if bucket % 2 == 0 or below else bucket // 2 + 1
        return float(candidates[index])

    def values_around(self, quantile, rank_halfwidth) -> tuple[float, float] | None:
        """The values at the ends of a quantile's rank interval, ± rank_halfwidth places around its wanted
        rank (quantile × rows): where, on this table, the released value lies with the interval's probability.
        None when no row is ranked."""
        if not self.rows:
            return None
        target = float(quantile) * self.rows
        lo = int(np.clip(np.floor(target - rank_halfwidth), 0, self.rows - 1))
        hi = int(np.clip(np.ceil(target + rank_halfwidth), 0, self.rows - 1))
        return self.value_at(lo, below=True), self.value_at(hi, below=False)
