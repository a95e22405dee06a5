"""Checks of a plan against the table it will run on: columns present, numbers where needed."""
from __future__ import annotations

import difflib

import pandas as pd

from ..io.column_names import text_named
from ..errors import Problem
from .queries import BoundedQuery

NUMERIC_KINDS = ("sum", "mean", "quantile")


def is_numeric_column(column: pd.Series) -> bool:
    return pd.api.types.is_numeric_dtype(column.dtype) and not pd.api.types.is_bool_dtype(column.dtype)


def check_plan_against_table(plan, frame: pd.DataFrame) -> list[Problem]:
    frame = text_named(frame)
    if len(frame) == 0:  # every column would seem to hold no numbers; say what is really wrong
        return [Problem("table", "the table has no rows, only a header", "choose the file that holds the data")]
    problems: list[Problem] = []
    present = [str(c) for c in frame.columns]

    def missing(name: str, where: str) -> bool:
        if name in frame.columns:
            return False
        near = difflib.get_close_matches(name, present, n=1)
        problems.append(Problem(where, f"the table has no column '{name}'",
                                f"did you mean '{near[0]}'?" if near else "check the column names in the plan"))
        return True

    if plan.privacy_unit.column is not None:
        missing(plan.privacy_unit.column, "privacy_unit.column")
    for index, query in enumerate(plan.queries):
        where = f"queries[{index}] ('{query.id}')"
        for name in query.own_columns():
            if missing(name, f"{where}.column"):
                continue
            if isinstance(query, BoundedQuery) and not is_numeric_column(frame[name]):
                problems.append(Problem(f"{where}.column", f"column '{name}' does not hold numbers",
                                        f"a {query.kind} needs a numeric column; choose another or use a histogram"))
        for i, condition in enumerate(query.where):
            if missing(condition.column, f"{where}.where[{i}].column"):
                continue
            if condition.op == "between" and not is_numeric_column(frame[condition.column]):
                problems.append(Problem(f"{where}.where[{i}]", f"column '{condition.column}' does not hold numbers",
                                        "use an 'in' condition with a list of values"))
    return problems
