"""The specification of people by their number of rows (plan version 9)."""
from __future__ import annotations

from dataclasses import dataclass
from typing import ClassVar

from ...plan.counting_rule import PEOPLE
from ...plan.queries import sum_to_field
from ..count.query import CountQuery

ROWS_KEY = "rows per person"  # the key of a rows_per_person query's cells (release.json, release.csv)


@dataclass(frozen=True, kw_only=True)
class RowsPerPersonQuery(CountQuery):
    """People by their number of rows (plan version 9; rule.py): the cells 1, 2, ...,
    most - 1 and "most+" (a public cap), each person in the one cell of how many of their rows meet `where`.

    Every row of a person is counted (not only the max_rows bounding keeps), and a person is in one cell:
    adding or removing a person changes one cell by 1, so the sensitivity is 1 whatever max_rows is."""

    kind: ClassVar[str] = "rows_per_person"
    counted: ClassVar[bool] = False  # its cells are people, by a rule of their own
    reads_every_row: ClassVar[bool] = True
    most: int = 10
    sum_to: str | None = None
    of: str = PEOPLE

    def own_columns(self):
        return (ROWS_KEY,)

    def columns_used(self) -> tuple[str, ...]:
        return tuple(dict.fromkeys(c.column for c in self.where))  # the cells are no column of the table

    def labels(self) -> tuple[str, ...]:
        return tuple(str(i) for i in range(1, self.most)) + (f"{self.most}+",)

    def cell_columns(self):
        return (ROWS_KEY,), (self.labels(),)

    def with_other(self, labels) -> list:
        return list(labels)  # every person with a row is in a cell: there is no (other)

    def cell_keys(self) -> list[tuple]:
        return [(label,) for label in self.labels()]

    def _fields(self):
        return {"most": self.most, **sum_to_field(self)}
