"""A quantile's specification: one quantile of a bounded column, by the exponential mechanism."""
from __future__ import annotations

from dataclasses import dataclass
from fractions import Fraction
from typing import ClassVar

from ...plan.queries import QUANTILE_DENOMINATOR_LIMIT, BoundedQuery, resolution_field


@dataclass(frozen=True, kw_only=True)
class QuantileQuery(BoundedQuery):
    """The exponential mechanism over candidate values within the bounds (Smith 2011).

    A candidate c scores |(d - n)*#(x < c) - n*#(x > c)| for quantile n/d, as OpenDP's quantile
    scorer does; the lowest score is selected by OpenDP's report-noisy-min (exponential noise).
    """

    kind: ClassVar[str] = "quantile"
    mechanisms: ClassVar[tuple[str, ...]] = ("exponential",)
    quantile: float
    resolution: float | None = None  # the candidates lo, lo + r, ... up to hi (version 12; plan/resolution_rule.py);
    # None: the grid of plans before version 12 (exact/definitions.legacy_resolution)

    def default_mechanism(self, integer_valued: bool = True) -> str:
        return "exponential"

    @property
    def alpha(self) -> Fraction:
        return Fraction(repr(self.quantile)).limit_denominator(QUANTILE_DENOMINATOR_LIMIT)

    def sensitivity(self, max_rows: int) -> int:
        a = self.alpha
        return max_rows * max(a.numerator, a.denominator - a.numerator)

    def _fields(self):
        return {**super()._fields(), "quantile": self.quantile, **resolution_field(self)}
