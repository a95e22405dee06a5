"""Frozen query specifications, each stating its sensitivity from declared bounds and max_rows.

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
from .marginals_rule import FAMILY_POSTPROCESS

OTHER_CELL = "(other)"
PURE_MECHANISMS = ("laplace", "discrete_laplace")
GAUSSIAN_MECHANISMS = ("gaussian", "discrete_gaussian")
ADDITIVE_MECHANISMS = PURE_MECHANISMS + GAUSSIAN_MECHANISMS
QUANTILE_DENOMINATOR_LIMIT = 1000
DEFAULT_ROW_COUNT_SHARE = Fraction(1, 10)  # of a randomized response's epsilon, for its noisy row count


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
        listed = {c: _listed(self, c, v) for c, v in zip(self.group_by, self.group_categories) if self.edges(c) is None}
        return {"group_by": list(self.group_by), **({"categories": listed} if listed else {}),
                **({"bins": _bins_dict(self.bins)} if self.bins else {})}

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


# cells made to add up to a count (`sum_to`) are by default kept at 0 or above and rounded keeping that
# count (version 7; earlier plans: ["round"] alone, by migration)
SUM_TO_POSTPROCESS = ("clamp_nonnegative", "round")


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
            return {"column": self.column, "bins": _bins_dict(self.bins), **_sum_to(self)}
        return {"column": self.column, "categories": _listed(self, self.column, self.categories), **_sum_to(self)}


def _bins_dict(bins) -> dict:
    return {column: list(edges) for column, edges in bins}


def _listed(query, column, categories):
    """A column's categories as the plan writes them: its list, or "discover"."""
    return "discover" if column in query.discover else list(categories)


def _sum_to(query) -> dict:
    return {"sum_to": query.sum_to} if query.sum_to else {}


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
        listed = {c: _listed(self, c, v) for c, v in zip(self.columns, self.categories) if self.edges(c) is None}
        return {"columns": list(self.columns), **({"categories": listed} if listed else {}),
                **({"bins": _bins_dict(self.bins)} if self.bins else {}), **_sum_to(self)}


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


@dataclass(frozen=True, kw_only=True)
class SyntheticQuery(MarginalsQuery):
    """Synthetic microdata (plan version 11; plan/synthetic_rule.py): the family of tables `tables` (every pair of
    `columns` unless the plan says otherwise) measured once as a "marginals" query is, then a model fitted to the
    noisy tables (Private-PGM, OpenDP's `mbi` extra) from which `rows` synthetic rows are drawn
    (private/synthetic_draft.py). Everything after the measurement is post-processing: the query costs exactly
    what its family costs."""

    kind: ClassVar[str] = "synthetic"
    mechanisms: ClassVar[tuple[str, ...]] = ("gaussian", "laplace")
    rows: int | None = None  # how many rows to write; None: as many as the noisy total (post-processing)

    def default_mechanism(self, integer_valued: bool = True) -> str:
        """Gaussian (the family measured once) with a delta or under zCDP; Laplace, each table on its own, for pure
        epsilon-DP (a delta of 0 under sequential accounting; under zCDP the draft takes the Gaussian)."""
        return "gaussian" if self.delta > 0 else "laplace"

    def _fields(self):
        out = super()._fields()
        return {**out, "rows": self.rows} if self.rows is not None else out


ROWS_KEY = "rows per person"  # the key of a rows_per_person query's cells (release.json, release.csv)


@dataclass(frozen=True, kw_only=True)
class RowsPerPersonQuery(CountQuery):
    """People by their number of rows (plan version 9; plan/rows_per_person_rule.py): the cells 1, 2, ...,
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
        return {"most": self.most, **_sum_to(self)}


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


@dataclass(frozen=True, kw_only=True)
class SumQuery(BoundedQuery):
    kind: ClassVar[str] = "sum"
    allowed_postprocess: ClassVar[tuple[str, ...]] = ("clamp_nonnegative", "round")

    def sensitivity(self, max_rows: int):
        """One person adds or removes up to max_rows values, each at most max(|lo|, |hi|)."""
        lo, hi = self.bounds
        return max_rows * max(abs(lo), abs(hi))


@dataclass(frozen=True, kw_only=True)
class MeanQuery(BoundedQuery):
    """Mean = midpoint + noisy sum of (x - midpoint) / noisy count, each half of the budget.

    Centring the values on the midpoint of the bounds halves the sum's sensitivity for
    bounds like [0, hi]. The result is clamped to the bounds (post-processing).
    """

    kind: ClassVar[str] = "mean"
    allowed_postprocess: ClassVar[tuple[str, ...]] = ("round",)

    @property
    def midpoint(self) -> float:
        return (self.bounds[0] + self.bounds[1]) / 2

    def sensitivity(self, max_rows: int) -> dict:
        lo, hi = self.bounds
        return {"sum": max_rows * (hi - lo) / 2, "count": max_rows}


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
        return {**super()._fields(), "quantile": self.quantile, **_resolution(self)}


def _resolution(query) -> dict:
    if query.resolution is None:
        return {}
    r = query.resolution
    return {"resolution": int(r) if float(r).is_integer() else float(r)}


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
        return {**super()._fields(), "quantiles": list(self.quantiles), **_resolution(self)}


@dataclass(frozen=True, kw_only=True)
class RandomizedResponseQuery(Query):
    """Each row's category is kept with probability p = e^e'/(e^e' + K - 1), else another at random.

    The number of answers is itself private: row_count_share of epsilon pays for a noisy row count
    (discrete Laplace, sensitivity max_rows), and answers are dropped or uniform ones added to reach
    it. The rest, epsilon_responses, is spread over a person's max_rows rows: e' = that / max_rows.
    See docs/privacy.md for the argument.
    """

    kind: ClassVar[str] = "randomized_response"
    counted: ClassVar[bool] = False
    mechanisms: ClassVar[tuple[str, ...]] = ("randomized_response",)
    allowed_postprocess: ClassVar[tuple[str, ...]] = ("clamp_nonnegative",)
    default_postprocess: ClassVar[tuple[str, ...]] = ("clamp_nonnegative",)  # version 5; earlier plans: [] (migration)
    column: str
    categories: tuple
    row_count_share: Fraction = DEFAULT_ROW_COUNT_SHARE

    @property
    def epsilon_count(self) -> Fraction:
        """The part of epsilon spent on the noisy number of rows (exact)."""
        return self.epsilon * self.row_count_share

    @property
    def epsilon_responses(self) -> Fraction:
        """The rest of epsilon, spent on the randomized answers; the two add up to epsilon exactly."""
        return self.epsilon - self.epsilon_count

    def default_mechanism(self, integer_valued: bool = True) -> str:
        return "randomized_response"

    def own_columns(self):
        return (self.column,)

    def all_categories(self) -> list:
        return list(self.categories) + [OTHER_CELL]

    def _fields(self):
        return {"column": self.column, "categories": list(self.categories),
                "row_count_share": as_json_number(self.row_count_share)}


QUERY_TYPES = {q.kind: q for q in (CountQuery, HistogramQuery, CrosstabQuery, SumQuery, MeanQuery,
                                    QuantileQuery, RandomizedResponseQuery, RowsPerPersonQuery,
                                    MarginalsQuery, QuantilesQuery, SyntheticQuery)}
