"""A count's specification: the rows or people of the table (or of each group), with its margins (version 4)."""
from __future__ import annotations

from dataclasses import dataclass
from typing import ClassVar

from ...plan.queries import Query


@dataclass(frozen=True, kw_only=True)
class CountQuery(Query):
    kind: ClassVar[str] = "count"
    allowed_postprocess: ClassVar[tuple[str, ...]] = ("clamp_nonnegative", "round")
    default_postprocess: ClassVar[tuple[str, ...]] = ("clamp_nonnegative",)
    margins: bool = False  # cells with their margins and total, made consistent (private/margins.py; version 4)

    def default_mechanism(self, integer_valued: bool = True) -> str:
        if self.margins:  # consistent values are linear combinations: their exact intervals need continuous noise
            return "gaussian" if self.delta > 0 else "laplace"
        return super().default_mechanism(integer_valued)

    def sensitivity(self, max_rows: int) -> int:
        """Adding or removing one person changes the count by at most max_rows; grouped, the vector of
        counts per group by at most max_rows in L1 and in L2 norm (all of a person's rows may fall in
        one group): one noise of this scale per group is parallel composition."""
        return max_rows

    def own_columns(self):
        return self.group_by  # a grouped count's cells are its groups

    def cell_keys(self) -> list[tuple]:
        return self.group_keys()
