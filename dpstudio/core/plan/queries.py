"""What every query specification shares: the base `Query` (and `BoundedQuery`, a bounded column's), a `where`
`Condition`, `category_key`, the mechanisms, and the helpers that write a query's fields back as the plan has them.
Each kind's own frozen specification, stating its sensitivity from declared bounds and max_rows, is in its package
(core/kinds/<kind>/query.py); `kinds.QUERY_TYPES` maps each kind's name to it.

Neighbouring tables differ by adding or removing one individual, who contributes at most
`max_rows` rows (1 when a row is an individual). Sensitivities below are for that relation.
"""
from __future__ import annotations

from dataclasses import dataclass
from fractions import Fraction
from typing import ClassVar

import pandas as pd

from ..base.exact_numbers import as_json_number
from .counting_rule import FIRST_ROW, PEOPLE, ROWS

OTHER_CELL = "(other)"
PURE_MECHANISMS = ("laplace", "discrete_laplace")
GAUSSIAN_MECHANISMS = ("gaussian", "discrete_gaussian")
ADDITIVE_MECHANISMS = PURE_MECHANISMS + GAUSSIAN_MECHANISMS
QUANTILE_DENOMINATOR_LIMIT = 1000


def category_key(value) -> str | None:
    """The text a category or a cell value is matched by: 3, 3.0 and "3" all match."""
    if hasattr(value, "item") and not isinstance(value, (str, bytes)):
        value = value.item()  # numpy scalars
    if value is None or value is pd.NA or value is pd.NaT:
        return None
    if isinstance(value, bool):
        return "true" if value else "false"
    if isinstance(value, float):
        if value != value:
            return None
        return str(int(value)) if value.is_integer() else repr(value)
    text = str(value).strip()
    return text.lower() if text.lower() in ("true", "false") else text  # CSV "True" matches JSON true


@dataclass(frozen=True)
class Condition:
    """One `where` condition: the column's value is in a list, or between two numbers (inclusive)."""

    column: str
    op: str
    values: tuple

    def to_dict(self) -> dict:
        return {"column": self.column, self.op: list(self.values)}


@dataclass(frozen=True, kw_only=True)
class Query:
    id: str
    epsilon: Fraction
    delta: Fraction = Fraction(0)
    mechanism: str | None = None
    where: tuple[Condition, ...] = ()
    postprocess: tuple[str, ...] = ()
    suppress_below: int | None = None  # its own small-cell rule (plan/suppression_rule.py): None the plan's, 0 off
    group_by: tuple[str, ...] = ()  # count, sum, mean, quantile: one value per group (plan version 4)
    group_categories: tuple[tuple, ...] = ()  # per group_by column: its categories, or its bins' labels
    bins: tuple = ()  # ((column, edges), ...): the binned columns (plan/bins.py; version 4)
    discover: tuple[str, ...] = ()  # columns whose keys are found in the table (plan/discovery_rule.py; version 5)
    other: bool = True  # False: rows outside the lists and bins are left out, no (other) cell (version 5)
    of: str = ROWS  # "people": each person of the privacy unit once (plan/counting_rule.py; version 9)
    person_rule: str = FIRST_ROW  # with "of": "people": first_row, last_row or each_cell (counting_rule.py)

    kind: ClassVar[str] = ""
    mechanisms: ClassVar[tuple[str, ...]] = ADDITIVE_MECHANISMS
    allowed_postprocess: ClassVar[tuple[str, ...]] = ()
    default_postprocess: ClassVar[tuple[str, ...]] = ()
    counted: ClassVar[bool] = True  # counts people or rows (`of`, version 9; core/kinds' Kind.counts says what)
    reads_every_row: ClassVar[bool] = False  # reads all of a person's rows, not the max_rows bounding keeps

    def own_columns(self) -> tuple[str, ...]:
        return ()

    def columns_used(self) -> tuple[str, ...]:
        return tuple(dict.fromkeys(self.own_columns() + self.group_by + tuple(c.column for c in self.where)))

    def edges(self, column: str) -> tuple | None:
        """The bin edges of `column`, or None when its cells or groups are categories."""
        return dict(self.bins).get(column)

    def cell_columns(self) -> tuple[tuple[str, ...], tuple[tuple, ...]]:
        """The columns whose codes make a cell or group, and each one's keys (categories or bin labels)."""
        return self.group_by, self.group_categories

    def group_keys(self) -> list[tuple]:
        """Every group, first column slowest, each column's (other) last."""
        if self.discover:
            raise ValueError(f"query '{self.id}' discovers its keys: they are known only once drawn")
        keys = [()]
        for labels in self.group_categories:
            keys = [k + (c,) for k in keys for c in self.with_other(labels)]
        return keys

    def with_other(self, labels) -> list:
        """A column's keys in the released grid: its categories or bin labels, then (other) unless left out."""
        return list(labels) + ([OTHER_CELL] if self.other else [])

    def _grouping(self) -> dict:
        if not self.group_by:
            return {}
        listed = {c: categories_field(self, c, v) for c, v in zip(self.group_by, self.group_categories)
                  if self.edges(c) is None}
        return {"group_by": list(self.group_by), **({"categories": listed} if listed else {}),
                **({"bins": bins_dict(self.bins)} if self.bins else {})}

    def default_mechanism(self, integer_valued: bool = True) -> str:
        if self.delta > 0:
            return "discrete_gaussian" if integer_valued else "gaussian"
        return "discrete_laplace" if integer_valued else "laplace"

    def _fields(self) -> dict:
        return {}

    def to_dict(self) -> dict:
        out = {"id": self.id, "kind": self.kind, "epsilon": as_json_number(self.epsilon)}
        if self.delta:
            out["delta"] = as_json_number(self.delta)
        if self.mechanism:
            out["mechanism"] = self.mechanism
        out.update(self._fields())
        if self.counted:
            out["of"] = self.of
            if self.of == PEOPLE:
                out["person_rule"] = self.person_rule
        out.update(self._grouping())
        if getattr(self, "margins", False):
            out["margins"] = True
        if not self.other:
            out["other"] = False
        if self.where:
            out["where"] = [c.to_dict() for c in self.where]
        out["postprocess"] = list(self.postprocess)
        if self.suppress_below is not None:
            out["suppress_below"] = self.suppress_below or None  # 0 (off) is written as null
        return out


# cells made to add up to a count (`sum_to`) are by default kept at 0 or above and rounded keeping that
# count (version 7; earlier plans: ["round"] alone, by migration)
SUM_TO_POSTPROCESS = ("clamp_nonnegative", "round")


# the helpers below write a query's fields back as the plan has them (to_dict), for the kinds that share them


def bins_dict(bins) -> dict:
    """The binned columns' edges, as the plan's "bins" field."""
    return {column: list(edges) for column, edges in bins}


def categories_field(query, column, categories):
    """A column's categories as the plan writes them: its list, or "discover"."""
    return "discover" if column in query.discover else list(categories)


def sum_to_field(query) -> dict:
    """The "sum_to" field, where the query has one."""
    return {"sum_to": query.sum_to} if query.sum_to else {}


@dataclass(frozen=True, kw_only=True)
class BoundedQuery(Query):
    column: str
    bounds: tuple[float, float]

    def own_columns(self):
        return (self.column,)

    def default_mechanism(self, integer_valued: bool = True) -> str:
        """Float-safe noise unless the plan asks for a discrete mechanism: the choice never depends on
        the column's type, which the data decide."""
        return "gaussian" if self.delta > 0 else "laplace"

    def _fields(self):
        return {"column": self.column, "bounds": list(self.bounds)}


def resolution_field(query) -> dict:
    """A quantile's "resolution" field (version 12), where the plan gave one: a whole number written as one."""
    if query.resolution is None:
        return {}
    r = query.resolution
    return {"resolution": int(r) if float(r).is_integer() else float(r)}
