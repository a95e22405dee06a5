"""Public numbers the steward types in for the budget helpers, never read from the table.

The budget helpers choose epsilons that are published, so what they see must not depend on the
data. Half-widths of the additive mechanisms (counts, cells, sums) and a quantile's rank error
follow from parameters alone. A mean's error depends on how many rows it averages, randomized
response's on how many rows answer, and every *relative* error on a typical answer: those come
from here, as the steward's public expectations (last year's published figures, a registry),
with defaults derived only from the expected number of rows and the plan's bounds.
"""
from __future__ import annotations

from dataclasses import dataclass, field

import numpy as np

from ..base.words.message import Message
from ..exact.answers import wants_discrete
from ..base.exact_answers import ExactAnswer
from ..exact.definitions import query_grid
from ..base.errors import InputError
from ..plan.queries import Query


class MissingExpectation(InputError):
    """A helper needs a public number the steward has not typed."""


@dataclass(frozen=True)
class QueryExpectation:
    rows: float | None = None   # expected rows the query covers (after its filter)
    value: float | None = None  # expected answer: the count, a typical cell's count, the sum or the mean


@dataclass(frozen=True)
class PublicExpectations:
    """Expected rows of the table (after at most max_rows per person) and per-query expectations."""

    rows: float | None = None
    queries: dict[str, QueryExpectation] = field(default_factory=dict)

    @classmethod
    def from_dict(cls, data: dict | None) -> "PublicExpectations":
        """From the project file's "planning" section: {"rows": n, "queries": {id: {"rows", "value"}}}."""
        data = data or {}
        queries = {qid: QueryExpectation(_number(q.get("rows")), _number(q.get("value")))
                   for qid, q in (data.get("queries") or {}).items() if isinstance(q, dict)}
        return cls(_number(data.get("rows")), queries)

    def rows_of(self, query: Query) -> float | None:
        """Rows the query covers: typed for it, else the table's when it has no filter."""
        own = self.queries.get(query.id, QueryExpectation())
        if own.rows:
            return own.rows
        if query.kind == "count" and own.value:
            return own.value
        return self.rows if not query.where else None

    def typical_value(self, query: Query) -> float | None:
        """The answer a relative error is taken against (a rank count for quantiles, a share for RR)."""
        own = self.queries.get(query.id, QueryExpectation()).value
        rows = self.rows_of(query)
        if query.kind == "randomized_response":
            return 1 / len(query.all_categories())
        if own and query.kind not in ("quantile", "quantiles"):
            return own
        if query.kind in ("count", "quantile", "quantiles"):
            return rows
        if query.kind in ("marginals", "synthetic"):  # against an even share of the largest table's cells
            largest = max(int(np.prod([len(query.with_other(query.categories[query.columns.index(c)])) for c in t]))
                          for t in query.tables)
            return rows / largest if rows else None
        if query.kind in ("histogram", "crosstab", "rows_per_person"):  # discovered keys: not known in advance
            return rows / len(query.cell_keys()) if rows and not query.discover else None
        midpoint = (query.bounds[0] + query.bounds[1]) / 2
        if query.kind == "mean":
            return abs(midpoint) or None
        return abs(rows * midpoint) or None if rows else None  # sum

    def needed_rows(self, query: Query) -> float:
        rows = self.rows_of(query)
        if not rows or rows < 1:
            raise MissingExpectation(
                Message("its error depends on how many rows it covers"), where=f"'{query.id}'",
                hint=Message("Type the expected number of rows (from public figures, not from this table)"))
        return rows


def planning_answer(query: Query, expectations: PublicExpectations) -> ExactAnswer:
    """A stand-in for the exact answer, built from the plan and public expectations only: the
    mechanisms' half-widths read nothing else from it."""
    discrete = wants_discrete(query)
    if query.discover:  # no key is known before the table is read: the threshold and scale need none
        return ExactAnswer({})
    if query.group_by and query.kind == "count":
        return ExactAnswer(np.zeros(len(query.cell_keys()), dtype=np.int64))
    if query.group_by:  # the same stand-in for every group
        from dataclasses import replace

        from ..base.exact_answers import GroupedAnswer

        one = planning_answer(replace(query, group_by=(), group_categories=(), bins=()), expectations)
        return GroupedAnswer(tuple(one for _ in query.group_keys()))
    if query.kind == "count":
        return ExactAnswer(int(round(expectations.rows_of(query) or 0)))
    if query.kind in ("histogram", "crosstab", "rows_per_person", "marginals", "synthetic"):
        return ExactAnswer(np.zeros(len(query.cell_keys()), dtype=np.int64))
    if query.kind == "sum":
        return ExactAnswer(0 if discrete else 0.0, integer_valued=discrete)
    if query.kind == "mean":
        return ExactAnswer((0, int(round(expectations.needed_rows(query)))), integer_valued=discrete)
    if query.kind in ("quantile", "quantiles"):
        grid = query_grid(query)
        return ExactAnswer(np.zeros(len(grid.candidates), dtype=np.int64), integer_valued=grid.candidates.dtype.kind
                           == "i", candidates=grid.candidates, bucket_counts=np.zeros(grid.buckets, dtype=np.int64))
    rows = int(round(expectations.needed_rows(query)))  # randomized response: rows spread evenly
    cells = len(query.all_categories())
    counts = np.full(cells, rows // cells, dtype=np.int64)
    counts[: rows % cells] += 1
    return ExactAnswer(np.repeat(np.arange(cells, dtype=np.int64), counts), counts=counts)


def _number(raw) -> float | None:
    try:
        value = float(raw)
    except (TypeError, ValueError):
        return None
    return value if value > 0 and value == value and value != float("inf") else None
