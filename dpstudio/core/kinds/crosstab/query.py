"""A cross-tab's specification: a count per combination of 2 or 3 columns' categories or bins."""
from __future__ import annotations

from dataclasses import dataclass
from typing import ClassVar

from ...plan.queries import bins_dict, categories_field, sum_to_field
from ..count.query import CountQuery


@dataclass(frozen=True, kw_only=True)
class CrosstabQuery(CountQuery):
    """Counts of every combination of 2 or 3 columns' categories (each with an (other) cell).

    One person's max_rows rows change the cell vector by at most max_rows in L1 and in L2
    norm, so every cell gets noise of the same scale as a single count: parallel composition.
    """

    kind: ClassVar[str] = "crosstab"
    columns: tuple[str, ...]
    categories: tuple[tuple, ...]  # per column: its categories, or its bins' labels
    sum_to: str | None = None

    def own_columns(self):
        return tuple(self.columns)

    def cell_columns(self):
        return tuple(self.columns), tuple(self.categories)

    def cell_keys(self) -> list[tuple]:
        if self.discover:
            raise ValueError(f"query '{self.id}' discovers its keys: they are known only once drawn")
        keys = [()]
        for cats in self.categories:
            keys = [k + (c,) for k in keys for c in self.with_other(cats)]
        return keys

    def _fields(self):
        listed = {c: categories_field(self, c, v) for c, v in zip(self.columns, self.categories)
                  if self.edges(c) is None}
        return {"columns": list(self.columns), **({"categories": listed} if listed else {}),
                **({"bins": bins_dict(self.bins)} if self.bins else {}), **sum_to_field(self)}
