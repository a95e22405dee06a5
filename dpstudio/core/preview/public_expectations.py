"""Public numbers the steward types in for the budget helpers, never read from the table.

The budget helpers choose epsilons that are published, so what they see must not depend on the
data. Half-widths of the additive mechanisms (counts, cells, sums) and a quantile's rank error
follow from parameters alone. A mean's error depends on how many rows it averages, randomized
response's on how many rows answer, and every *relative* error on a typical answer: those come
from here, as the steward's public expectations (last year's published figures, a registry),
with defaults derived only from the expected number of rows and the plan's bounds.
"""
from __future__ import annotations

from dataclasses import dataclass, field, replace

from ..base.words.message import Message
from ..base.exact_answers import ExactAnswer, GroupedAnswer
from ..base.errors import InputError
from ..plan.queries import Query
from .kind_previews import preview_of


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
        if preview_of(query).value_is_rows and own.value:
            return own.value
        return self.rows if not query.where else None

    def typical_value(self, query: Query) -> float | None:
        """The answer a relative error is taken against (a rank count for quantiles, a share for RR)."""
        own = self.queries.get(query.id, QueryExpectation()).value
        rows = self.rows_of(query)
        kind = preview_of(query)
        if own and kind.typed_value:
            return own
        return kind.typical_value(query, rows)

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
    if query.discover:  # no key is known before the table is read: the threshold and scale need none
        return ExactAnswer({})
    kind = preview_of(query)
    if query.group_by and not kind.groups_as_cells:  # the same stand-in for every group

        one = planning_answer(replace(query, group_by=(), group_categories=(), bins=()), expectations)
        return GroupedAnswer(tuple(one for _ in query.group_keys()))
    return kind.planning_answer(query, expectations)  # its own (kinds/<kind>/preview.py)


def _number(raw) -> float | None:
    try:
        value = float(raw)
    except (TypeError, ValueError):
        return None
    return value if value > 0 and value == value and value != float("inf") else None
