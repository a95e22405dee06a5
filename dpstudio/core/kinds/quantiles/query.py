"""The specification of several quantiles of a bounded column, chosen jointly (plan version 10)."""
from __future__ import annotations

from dataclasses import dataclass
from fractions import Fraction
from typing import ClassVar

from ...plan.queries import QUANTILE_DENOMINATOR_LIMIT, BoundedQuery, resolution_field


@dataclass(frozen=True, kw_only=True)
class QuantilesQuery(BoundedQuery):
    """Several quantiles of one column estimated jointly (plan version 10; private/quantiles_draft.py): the
    exponential mechanism of a `quantile` query, run level by level on the part of the values between the
    quantiles already chosen (Kaplan, Schnapp & Stemmer 2022), so that m quantiles cost ceil(log2(m + 1))
    shares of the budget, not m."""

    kind: ClassVar[str] = "quantiles"
    mechanisms: ClassVar[tuple[str, ...]] = ("exponential",)
    quantiles: tuple[float, ...]
    resolution: float | None = None  # as a `quantile`'s (version 12)

    def default_mechanism(self, integer_valued: bool = True) -> str:
        return "exponential"

    @property
    def alpha(self) -> Fraction:
        """The median's: the exact side computes one quantile's scores beside the bucket counts all of them use."""
        return Fraction(1, 2)

    def fractions(self) -> tuple[Fraction, ...]:
        return tuple(Fraction(repr(q)).limit_denominator(QUANTILE_DENOMINATOR_LIMIT) for q in self.quantiles)

    def _fields(self):
        return {**super()._fields(), "quantiles": list(self.quantiles), **resolution_field(self)}
