"""A histogram's specification: a count per category or bin of one column."""
from __future__ import annotations

from dataclasses import dataclass
from typing import ClassVar

from ...plan.queries import bins_dict, categories_field, sum_to_field
from ..count.query import CountQuery


@dataclass(frozen=True, kw_only=True)
class HistogramQuery(CountQuery):
    kind: ClassVar[str] = "histogram"
    column: str
    categories: tuple  # the public categories, or for a binned column its bins' labels (plan/bins.py)
    sum_to: str | None = None  # id of a count query whose released total the cells are made to add up to

    def own_columns(self):
        return (self.column,)

    def cell_columns(self):
        return (self.column,), (self.categories,)

    def cell_keys(self) -> list[tuple]:
        if self.discover:
            raise ValueError(f"query '{self.id}' discovers its keys: they are known only once drawn")
        return [(c,) for c in self.with_other(self.categories)]

    def _fields(self):
        if self.bins:
            return {"column": self.column, "bins": bins_dict(self.bins), **sum_to_field(self)}
        return {"column": self.column, "categories": categories_field(self, self.column, self.categories),
                **sum_to_field(self)}
