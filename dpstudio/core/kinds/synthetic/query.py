"""A synthetic table's specification (plan version 11): a table family's, and how many rows to draw from it."""
from __future__ import annotations

import math
from dataclasses import dataclass
from typing import ClassVar

from ..marginals.query import MarginalsQuery
from ..marginals.rule import beyond_family_grid
from .rule import TableChoice


LISTED_PAIRS = 12  # more pairs of columns not kept than this are counted in the words, not listed (release.json lists them)


@dataclass(frozen=True, kw_only=True)
class SyntheticQuery(MarginalsQuery):
    """Synthetic microdata (plan version 11; rule.py): the family of tables `tables` (every pair of
    `columns` unless the plan says otherwise) measured once as a `marginals` query is, then a model fitted to the
    noisy tables (Private-PGM, OpenDP's `mbi` extra) from which `rows` synthetic rows are drawn
    (private/synthetic_draft.py). Everything after the measurement is post-processing: the query costs exactly
    what its family costs."""

    kind: ClassVar[str] = "synthetic"
    mechanisms: ClassVar[tuple[str, ...]] = ("gaussian", "laplace")
    rows: int | None = None  # how many rows to write; None: as many as the noisy total (post-processing)
    choose: TableChoice | None = None  # version 13: the pairs chosen privately; `tables` is then every pair (the
    # candidates, whose exact tables the choice reads) until the draft has chosen

    def default_mechanism(self, integer_valued: bool = True) -> str:
        """Gaussian (the family measured once) with a delta or under zCDP; Laplace, each table on its own, for pure
        epsilon-DP (a delta of 0 under sequential accounting; under zCDP the draft takes the Gaussian)."""
        return "gaussian" if self.delta > 0 else "laplace"

    def grid_cells(self) -> int:
        """The cells of its columns' full grid (each column's keys in the released grid)."""
        return math.prod(len(self.with_other(c)) for c in self.categories)

    @property
    def wide(self) -> bool:
        """Whether its full grid is too large to hold (issue 48): its exact side counts each measured table, and
        its model is a junction tree's (private/graphical_model.py) instead of the grid's."""
        return beyond_family_grid(self.grid_cells())

    def _fields(self):
        out = super()._fields()
        if self.choose is not None:
            out = {k: v for k, v in out.items() if k not in ("ways", "tables")}
            out["choose_tables"] = self.choose.to_json()
        return {**out, "rows": self.rows} if self.rows is not None else out
