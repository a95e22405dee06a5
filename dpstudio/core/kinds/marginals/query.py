"""A table family's specification (plan version 10): a cross-tab's columns, and the tables measured once."""
from __future__ import annotations

from dataclasses import dataclass
from typing import ClassVar

from ..crosstab.query import CrosstabQuery
from .rule import FAMILY_POSTPROCESS


@dataclass(frozen=True, kw_only=True)
class MarginalsQuery(CrosstabQuery):
    """A family of tables (plan version 10): the marginals `tables` of `columns`, each column with its public
    categories or bins, measured once and rebuilt consistent (private/marginals_draft.py; ResidualPlanner).

    The exact answer is the full grid of all the columns (first column slowest, as a cross-tab's), from which
    every table is a sum; the noise is Gaussian under zCDP. `ways`, when the plan gave it, is kept to write the
    plan back as it was written; `tables` is always the resolved list, each in the order of `columns`."""

    kind: ClassVar[str] = "marginals"
    mechanisms: ClassVar[tuple[str, ...]] = ("gaussian",)
    allowed_postprocess: ClassVar[tuple[str, ...]] = FAMILY_POSTPROCESS
    default_postprocess: ClassVar[tuple[str, ...]] = FAMILY_POSTPROCESS  # version 12; earlier plans: [] (migration)
    tables: tuple[tuple[str, ...], ...]
    ways: tuple[int, ...] = ()

    def default_mechanism(self, integer_valued: bool = True) -> str:
        return "gaussian"

    def table_index(self) -> tuple[tuple[int, ...], ...]:
        """Each table as the positions of its columns in `columns`."""
        return tuple(tuple(self.columns.index(c) for c in table) for table in self.tables)

    def _fields(self):
        out = super()._fields()
        out.update({"ways": list(self.ways)} if self.ways else {"tables": [list(t) for t in self.tables]})
        return out
