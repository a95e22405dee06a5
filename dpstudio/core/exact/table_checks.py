"""Checks of a plan against the table it will run on: columns present, numbers where needed.

They read the table's schema (each column's kind, from the engine's declared types) and whether
it has rows, never its values.
"""
from __future__ import annotations

import difflib

import pandas as pd

from ..base.errors import Problem, within
from ..base.words.problem_message import ProblemMessage
from ..plan.bins import date_edges
from ..plan.queries import BoundedQuery
from .kind_answers import exact_of
from .column_kinds import BOOLEAN, DATE, NUMBER, TEXT, column_kind
from .source import as_source


def is_numeric_column(column: pd.Series) -> bool:
    return column_kind(column) == NUMBER


def table_problems(plan, table) -> list[Problem]:
    """Problems that show only with the table (a DataFrame or a TableSource): missing columns, text
    where numbers are needed, no rows at all."""
    source = as_source(table)
    problems = check_plan_against_columns(plan, source.column_kinds(), source.row_count())
    return problems + rows_needed_problems(plan, source)


def rows_needed_problems(plan, source) -> list[Problem]:
    """Randomized response reads each row's value: refused up front on an engine whose rows stay remote
    (a source's `rows_local`; pandas and DuckDB hold their rows in this process)."""
    if getattr(source, "rows_local", True):
        return []
    return [Problem(("queries", (index, query.id)),
                    ProblemMessage("randomized response needs each row's value, and this table is on a remote "
                                   "{engine} engine, from which dpstudio reads only aggregates", engine=source.engine),
                    ProblemMessage("export the column '{column}' (with the privacy unit's column) to a file and "
                                   "release this query from it, or leave the query out of the plan",
                                   column=query.column))
            for index, query in enumerate(plan.queries) if exact_of(query).row_codes is not None]


def bins_problems(where: tuple, name: str, kind: str, edges) -> list[Problem]:
    """Number edges need a numeric column, date edges a date column."""
    if date_edges(edges) and kind != DATE:
        return [Problem(where, ProblemMessage("column '{name}' does not hold dates", name=name),
                        ProblemMessage("give its edges as numbers, or list its categories") if kind == NUMBER else
                        ProblemMessage("date edges need a column the reading schema declares as dates; list its "
                                       "categories instead"))]
    if not date_edges(edges) and kind != NUMBER:
        return [Problem(where, ProblemMessage("column '{name}' does not hold numbers", name=name),
                        ProblemMessage('give its edges as dates, e.g. ["2024-01-01", "2024-04-01"]') if kind == DATE
                        else ProblemMessage("bins need a numeric column; list its categories instead"))]
    return []


def check_plan_against_columns(plan, kinds: dict[str, str], rows: int) -> list[Problem]:
    if rows == 0:  # every column would seem to hold no numbers; say what is really wrong
        return [Problem(("table",), ProblemMessage("the table has no rows, only a header"),
                        ProblemMessage("choose the file that holds the data"))]
    problems: list[Problem] = []
    present = list(kinds)

    def missing(name: str, where: tuple) -> bool:
        if name in kinds:
            return False
        near = difflib.get_close_matches(name, present, n=1)
        problems.append(Problem(where, ProblemMessage("the table has no column '{name}'", name=name),
                                ProblemMessage("did you mean '{name}'?", name=near[0]) if near
                                else ProblemMessage("check the column names in the plan")))
        return True

    if plan.privacy_unit.column is not None:
        missing(plan.privacy_unit.column, ("privacy_unit", "column"))
    order_by = plan.privacy_unit.order_by
    if order_by is not None and not missing(order_by, ("privacy_unit", "order_by")) \
            and kinds[order_by] not in (NUMBER, DATE):
        problems.append(Problem(("privacy_unit", "order_by"),
                                ProblemMessage("column '{name}' holds neither dates nor numbers", name=order_by),
                                ProblemMessage("order each person's rows by a date or a number (text sorts "
                                               "differently in different databases)")))
    for index, query in enumerate(plan.queries):
        where = ("queries", (index, query.id))
        read = set(query.columns_used())  # a query's own names that are no column (rows_per_person) are not read
        for name in dict.fromkeys(n for n in query.own_columns() + query.group_by if n in read):
            if missing(name, within(where, "column" if name in query.own_columns() else "group_by")):
                continue
            if isinstance(query, BoundedQuery) and name == query.column and kinds[name] != NUMBER:
                problems.append(Problem(within(where, "column"), ProblemMessage("column '{name}' does not hold numbers",
                                                                          name=name),
                                        ProblemMessage("a {kind} needs a numeric column; choose another or use "
                                                       "a histogram", kind=query.kind)))
            elif name in query.discover and kinds[name] not in (TEXT, NUMBER, BOOLEAN):
                problems.append(Problem(within(where, "categories", name),
                                        ProblemMessage("the keys of column '{name}' cannot be discovered: it holds "
                                                       "{kind} values", name=name, kind=kinds[name]),
                                        ProblemMessage("discover the keys of a text, number or true/false column; "
                                                       "give dates bins")))
            elif dict(getattr(query, "bins", ())).get(name) is not None:
                problems.extend(bins_problems(within(where, "bins", name), name, kinds[name], query.edges(name)))
        for i, condition in enumerate(query.where):
            if missing(condition.column, within(where, "where", i, "column")):
                continue
            if condition.op == "between" and kinds[condition.column] != NUMBER:
                problems.append(Problem(within(where, "where", i),
                                        ProblemMessage("column '{name}' does not hold numbers", name=condition.column),
                                        ProblemMessage("use an 'in' condition with a list of values")))
    return problems
