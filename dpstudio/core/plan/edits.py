"""Edits of a plan document: small functions that return a new PlanDocument (document.py), the old one unchanged.

Each changes one thing as the plan format says it (docs/plan-format.md) and nothing else; none checks the plan
(`plan_problems(doc.to_json())` says what is wrong, finished or not). A value that means "none" (None, "", 0, an
empty list) leaves its optional field out, as a plan the app writes leaves it out. What a query's kind needs
(bounds, a category list, a grid of columns) its record in core/kinds says; no kind is named here.
"""
from __future__ import annotations

from collections.abc import Mapping
from dataclasses import replace

from .discovery_rule import DISCOVER
from .document import MISSING, PlanDocument, PlanQuery, PrivacyUnitPart
from .frozen_json import EMPTY, FrozenMap, freeze
from .roles import ColumnRole


# -- columns -------------------------------------------------------------------------------------
def with_role(doc: PlanDocument, column: str, role: ColumnRole | str) -> PlanDocument:
    """`column` has `role` (a column new to the plan goes last)."""
    return doc.with_fields(columns=doc.role_names().with_items({column: ColumnRole(role).value}))


def without_column(doc: PlanDocument, column: str) -> PlanDocument:
    """`column` has no role in the plan (the queries that use it are left as they are, for the reader to name)."""
    return doc.with_fields(columns=doc.role_names().without(column))


def with_unit(doc: PlanDocument, column: str, unit: str) -> PlanDocument:
    """`column`'s unit in words ("years"); an empty one removes it, and the last one removed leaves `units` out."""
    units = doc.units if isinstance(doc.units, FrozenMap) else EMPTY
    units = units.with_items({column: unit.strip()}) if unit.strip() else units.without(column)
    return doc.with_fields(units=units or MISSING)


def with_categories_from_data(doc: PlanDocument, columns) -> PlanDocument:
    """The columns whose category lists were taken from the data (recorded, because that can leak)."""
    return doc.with_fields(categories_from_data=tuple(columns) or MISSING)


# -- who is protected, and the budget --------------------------------------------------------------
def with_privacy_unit(doc: PlanDocument, column: str | None, max_rows: int = 1,
                      order_by: str | None = None) -> PlanDocument:
    """Each value of `column` is one individual with at most `max_rows` rows (the lowest by `order_by` kept, or
    the first); a `column` of None: one row is one individual (the plan's null)."""
    if column is None:
        return doc.with_fields(privacy_unit=None)
    return doc.with_fields(privacy_unit=PrivacyUnitPart(column=column, max_rows=max_rows,
                                                        order_by=order_by if order_by else MISSING))


_NONE = object()  # an argument not given: that field of the budget stays as it is


def with_budget(doc: PlanDocument, epsilon=_NONE, delta=_NONE, population=_NONE, accounting=_NONE) -> PlanDocument:
    """The budget with the fields given changed; a population of None or 0, or "sequential" accounting (the
    default), leaves that field out (any other accounting is written, for the reader to name a wrong one). Those
    not given stay as they are."""
    changes = {name: value for name, value in (("epsilon", epsilon), ("delta", delta), ("population", population),
                                               ("accounting", accounting)) if value is not _NONE}
    if "population" in changes and not changes["population"]:
        changes["population"] = MISSING
    if "accounting" in changes and changes["accounting"] == "sequential":
        changes["accounting"] = MISSING
    return doc.with_fields(budget=replace(doc.budget_part(), **changes))


def with_publisher(doc: PlanDocument, publisher: str) -> PlanDocument:
    """Who publishes, as the report shows it (trimmed); an empty one leaves `publisher` out."""
    return doc.with_fields(publisher=publisher.strip() or MISSING)


def with_suppress_below(doc: PlanDocument, threshold: int | None) -> PlanDocument:
    """The plan's small-cell rule; None (or 0) leaves it out."""
    return doc.with_fields(suppress_below=threshold or MISSING)


def with_reading(doc: PlanDocument, reading: dict | None) -> PlanDocument:
    """How the table file is read (a reading schema's JSON, io/schema.py); None leaves it out."""
    return doc.with_fields(reading=MISSING if reading is None else freeze(reading))


# -- queries -----------------------------------------------------------------------------------------
def with_query(doc: PlanDocument, index: int, query) -> PlanDocument:
    """The query at `index` replaced by `query` (a mapping of its JSON fields); at the end of the list, added."""
    queries = list(doc.query_list())
    if not 0 <= index <= len(queries):
        raise IndexError(f"no query at {index} (the plan has {len(queries)})")
    queries[index:index + 1] = [PlanQuery(query)]
    return doc.with_fields(queries=tuple(queries))


def without_query(doc: PlanDocument, index: int) -> PlanDocument:
    """The plan without the query at `index`."""
    queries = list(doc.query_list())
    del queries[index]
    return doc.with_fields(queries=tuple(queries))


def with_query_fields(doc: PlanDocument, index: int, **fields) -> PlanDocument:
    """The query at `index` with these fields set, in the order given (a new one goes last, one already there keeps
    its place); a field given None is left out."""
    query = doc.query_list()[index].with_fields(**fields)
    return with_query(doc, index, query.without(*(name for name, value in fields.items() if value is None)))


def with_epsilons(doc: PlanDocument, epsilons) -> PlanDocument:
    """Each query's ε, in the queries' order (a query past the end of `epsilons` keeps its own)."""
    queries, epsilons = doc.query_list(), list(epsilons)
    return with_queries(doc, [q.with_fields(epsilon=epsilons[i]) if i < len(epsilons) else q
                              for i, q in enumerate(queries)])


def with_queries(doc: PlanDocument, queries) -> PlanDocument:
    """The plan with these queries (mappings of their JSON fields), in this order."""
    return doc.with_fields(queries=tuple(PlanQuery(q) for q in queries))


def with_bounds(doc: PlanDocument, column: str, bounds) -> PlanDocument:
    """`column`'s bounds in every query of it whose kind needs bounds; None removes them (a query without
    bounds yet)."""
    def edit(query: PlanQuery) -> PlanQuery:
        if not (query.kind.needs_bounds and query.get("column") == column):
            return query
        return query.without("bounds") if bounds is None else query.with_fields(bounds=list(bounds))
    return doc.with_fields(queries=tuple(edit(q) for q in doc.query_list()))


def with_categories(doc: PlanDocument, column: str, categories) -> PlanDocument:
    """`column`'s public category list wherever a query lists that column's categories: a query of that one
    column whose kind needs a list, or an entry of a grid's or grouped query's `categories`. A column a query bins
    has no list there, and one a query discovers ("discover") keeps it; None or an empty list removes the list."""
    return doc.with_fields(queries=tuple(_with_categories(q, column, categories) for q in doc.query_list()))


def _with_categories(query: PlanQuery, column: str, categories) -> PlanQuery:
    kind = query.kind
    bins = query.get("bins")
    if isinstance(bins, FrozenMap) and column in bins:
        return query  # a binned column lists no categories
    own = query.get("categories")
    if kind.needs_categories and query.get("column") == column and own != DISCOVER:
        return query.with_fields(categories=list(categories)) if categories else query.without("categories")
    grid = query.get("columns", ()) if kind.grid else query.get("group_by") or ()
    if not isinstance(grid, tuple) or column not in grid:
        return query
    own = own if isinstance(own, FrozenMap) else EMPTY
    if own.get(column) == DISCOVER:
        return query
    own = own.with_items({column: list(categories)}) if categories else own.without(column)
    return query.with_fields(categories=own) if own or kind.grid else query.without("categories")


def with_declared(doc: PlanDocument, declared: Mapping) -> PlanDocument:
    """Every query with the bounds and category lists its columns declare, as the app writes a plan: `declared`
    maps a column to its (bounds, categories), either None where the column declares none. A query whose kind
    needs bounds takes its column's; one whose kind needs a list takes its column's (unless binned or
    discovered); a grid's or grouped query's `categories` is made anew from its columns' lists in the grid's
    order, a discovered column keeping its "discover", a binned one or one without a list left out (a grouped
    query left without any has no `categories`)."""
    return doc.with_fields(queries=tuple(_declared(q, declared) for q in doc.query_list()))


def _declared(query: PlanQuery, declared: Mapping) -> PlanQuery:
    kind, column = query.kind, query.get("column")
    bounds, categories = declared.get(column, (None, None)) if isinstance(column, str) else (None, None)
    binned = query.get("bins") if isinstance(query.get("bins"), Mapping) else EMPTY
    if kind.needs_bounds and bounds:
        query = query.with_fields(bounds=list(bounds))
    if kind.needs_categories and categories and column not in binned and query.get("categories") != DISCOVER:
        query = query.with_fields(categories=list(categories))
    grid = query.get("columns", ()) if kind.grid else query.get("group_by") or ()
    if not grid:
        return query
    own = query.get("categories") if isinstance(query.get("categories"), Mapping) else EMPTY
    listed = {c: own[c] if own.get(c) == DISCOVER else list(declared[c][1] or [])
              for c in grid if c in declared and c not in binned}
    listed = {c: v for c, v in listed.items() if v}  # an empty list: the reader names the column
    return query.with_fields(categories=listed) if listed or kind.grid else query.without("categories")
