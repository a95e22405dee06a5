"""Random tables and plans for the engines' agreement tests, and an exact comparison of answers.

Tables have missing values (NULL and NaN), unicode and whitespace-padded categories, text that reads
"true", numbers as categories, duplicated rows and persons with more rows than max_rows. Plans hold
every query kind with random `where` conditions. An engine is a factory: frame -> TableSource.

Also (from the servers branch): loading a DataFrame into a test server with its declared column types
and NULLs kept. PostgreSQL gets explicit DDL and a COPY (psycopg), so the column types are exactly
the ones below and do not depend on how an Ibis or SQLGlot release maps them (Ibis makes strings
VARCHAR). Spark gets a temporary view over the frame, typed by Ibis (bigint, double, string, boolean).
"""
from __future__ import annotations

import math
from dataclasses import fields
from fractions import Fraction

import numpy as np
import pandas as pd
from hypothesis import strategies as st

from dpstudio.core.base.exact_answers import PreparedAnswers
from dpstudio.core.plan.queries import Condition
from dpstudio.core.kinds.count.query import CountQuery
from dpstudio.core.kinds.crosstab.query import CrosstabQuery
from dpstudio.core.kinds.histogram.query import HistogramQuery
from dpstudio.core.kinds.mean.query import MeanQuery
from dpstudio.core.kinds.quantile.query import QuantileQuery
from dpstudio.core.kinds.randomized_response.query import RandomizedResponseQuery
from dpstudio.core.kinds.sum.query import SumQuery
from dpstudio.core.plan.release_plan import PrivacyUnit, ReleasePlan
from dpstudio.core.base.budget import Budget

TEXT_POOL = ["Zürich", "北京", "Αθήνα", " M ", "m", "M", "F", "TRUE", "true ", "False", "", " ", "3", "3.0",
             "\u3000Zürich", "Zürich\t", "Kiev", "\x0bKiev\x0c", "f", None]  # v and f: Spark once trimmed them
PERSON_POOL = ["P1", " P1", "P1 ", "P2", "p2", "北京", "", "  ", None]
INT_POOL = [-2, -1, 0, 1, 2, 3, 5, None]
FLOAT_POOL = [0.0, -0.0, 0.5, 1.0, 2.5, 3.0, 1e-7, -1.5, 100.25, 1e20, math.inf, -math.inf, math.nan, 0.1,
              0.30000000000000004, 1 / 3, 7.000000000000001, None]
TEXT_CATEGORIES = ["Zürich", "北京", "Αθήνα", "M", "m", "F", "true", "false", "TRUE", "3", 3, "", "Kiev", "f"]
NUMBER_CATEGORIES = [0, 1, 2, "3", 3.0, "2.5", 2.5, 1e20, "inf", "-0", "03", 0.1, 0.30000000000000004, -2]
BOOL_CATEGORIES = [True, False, "yes"]
SUM_BOUNDS = [(0, 100), (-5, 5), (0.5, 2.5), (0, 1), (-1e3, 1e15), (1, 1e-3)]
QUANTILE_BOUNDS = [(0, 10), (-3, 3), (0, 2.5), (-2.0, 1e20), (0, 1)]
MECHANISMS = [None, "laplace", "gaussian", "discrete_laplace", "discrete_gaussian"]


@st.composite
def tables(draw, max_rows: int = 30) -> pd.DataFrame:
    n = draw(st.integers(0, max_rows))
    pick = lambda pool: draw(st.lists(st.sampled_from(pool), min_size=n, max_size=n))  # noqa: E731
    numeric_person = draw(st.booleans())
    person = pd.array(pick([1, 2, 3, None]), dtype="Int64") if numeric_person else \
        pd.array(pick(PERSON_POOL), dtype="string")
    frame = pd.DataFrame({"pid": person, "Ort ö": pd.array(pick(TEXT_POOL), dtype="string"),
                          "n": pd.array(pick(INT_POOL), dtype="Int64"),
                          "x": np.array([np.nan if v is None else v for v in pick(FLOAT_POOL)], dtype="float64"),
                          "flag": pd.array(pick([True, False, None]), dtype="boolean")})
    if n and draw(st.booleans()):  # duplicated rows
        frame = pd.concat([frame, frame.iloc[: draw(st.integers(1, n))]], ignore_index=True)
    return frame


def kinds_frame() -> pd.DataFrame:
    """One column of every kind, under names a SQL engine might trip on."""
    return pd.DataFrame({"Größe (cm)": [170.5, None, 180.0], "select": pd.array([1, None, 3], dtype="Int64"),
                         "北京 \"x\"": pd.array(["a", None, " b"], dtype="string"),
                         "ok?": pd.array([True, None, False], dtype="boolean"),
                         "admitted": pd.to_datetime(["2020-01-01", None, "2021-05-06"]),
                         "plain": [1, 2, 3]})


def _bounds(draw, pool):
    lo, hi = draw(st.sampled_from(pool))
    return (min(lo, hi), max(lo, hi))


@st.composite
def conditions(draw):
    column = draw(st.sampled_from(["Ort ö", "n", "x", "flag"]))
    if column in ("n", "x") and draw(st.booleans()):
        return Condition(column, "between", _bounds(draw, [(0, 2), (-1.5, 0.5), (0.1, 100.25), (3, 3)]))
    pool = {"Ort ö": TEXT_CATEGORIES, "n": NUMBER_CATEGORIES, "x": NUMBER_CATEGORIES, "flag": BOOL_CATEGORIES}
    return Condition(column, "in", tuple(draw(st.lists(st.sampled_from(pool[column]), min_size=1, max_size=3))))


def _categories(draw, column):
    pool = {"Ort ö": TEXT_CATEGORIES, "n": NUMBER_CATEGORIES, "x": NUMBER_CATEGORIES, "flag": BOOL_CATEGORIES}
    return tuple(draw(st.lists(st.sampled_from(pool[column]), min_size=0, max_size=4, unique_by=repr)))


@st.composite
def queries(draw, index: int):
    kind = draw(st.sampled_from(["count", "histogram", "crosstab", "sum", "mean", "quantile",
                                 "randomized_response"]))
    common = {"id": f"q{index}", "epsilon": Fraction(1), "where": tuple(draw(st.lists(conditions(), max_size=2)))}
    if kind != "randomized_response":  # what it counts (plan version 9): rows, or people by a rule
        rules = ["first_row", "last_row"] + (["each_cell"] if kind in ("count", "histogram", "crosstab") else [])
        common.update(of=draw(st.sampled_from(["rows", "people"])), person_rule=draw(st.sampled_from(rules)))
    categorical = st.sampled_from(["Ort ö", "n", "x", "flag"])
    if kind == "count":
        return CountQuery(**common)
    if kind in ("histogram", "randomized_response"):
        column = draw(categorical)
        cls = HistogramQuery if kind == "histogram" else RandomizedResponseQuery
        return cls(**common, column=column, categories=_categories(draw, column))
    if kind == "crosstab":
        columns = tuple(draw(st.lists(categorical, min_size=2, max_size=3, unique=True)))
        return CrosstabQuery(**common, columns=columns, categories=tuple(_categories(draw, c) for c in columns))
    column = draw(st.sampled_from(["n", "x"]))
    if kind == "quantile":
        return QuantileQuery(**common, column=column, bounds=_bounds(draw, QUANTILE_BOUNDS),
                             quantile=draw(st.sampled_from([0.5, 0.25, 0.9, 0.333])))
    cls = SumQuery if kind == "sum" else MeanQuery
    return cls(**common, column=column, bounds=_bounds(draw, SUM_BOUNDS), mechanism=draw(st.sampled_from(MECHANISMS)))


@st.composite
def plans(draw) -> ReleasePlan:
    count = draw(st.integers(1, 4))
    order_by = draw(st.sampled_from([None, None, "n", "x"]))  # dates or numbers (table_checks)
    unit = PrivacyUnit("pid", draw(st.integers(1, 3)), order_by) if draw(st.booleans()) else PrivacyUnit()
    return ReleasePlan(columns={}, budget=Budget(Fraction(100), Fraction(0)),
                       queries=tuple(draw(queries(i)) for i in range(count)), privacy_unit=unit)


def same_value(left, right) -> bool:
    """Equal in type and value: arrays in dtype and every element; tuples element by element."""
    if isinstance(left, np.ndarray) or isinstance(right, np.ndarray):
        return (isinstance(left, np.ndarray) and isinstance(right, np.ndarray) and left.dtype == right.dtype
                and left.shape == right.shape and bool(np.array_equal(left, right)))
    if isinstance(left, tuple) or isinstance(right, tuple):
        return (type(left) is type(right) and len(left) == len(right)
                and all(same_value(a, b) for a, b in zip(left, right)))
    return type(left) is type(right) and left == right


def differences(expected: PreparedAnswers, found: PreparedAnswers, plan) -> list[str]:
    """Every field on which two engines' answers differ (empty when identical)."""
    out = [f"{name}: {getattr(expected, name)} != {getattr(found, name)}"
           for name in ("rows_without_person", "rows_over_limit", "people")
           if not same_value(getattr(expected, name), getattr(found, name))]
    for query, left, right in zip(plan.queries, expected.answers, found.answers):
        out += answer_differences(f"{query.id} ({query.kind})", left, right)
    return out


def answer_differences(name: str, left, right) -> list[str]:
    """Field by field; a grouped answer (answers.GroupedAnswer) group by group."""
    if hasattr(left, "groups") or hasattr(right, "groups"):
        if len(getattr(left, "groups", ())) != len(getattr(right, "groups", ())):
            return [f"{name}: {left!r} != {right!r}"]
        return [d for i, (a, b) in enumerate(zip(left.groups, right.groups))
                for d in answer_differences(f"{name} group {i}", a, b)]
    return [f"{name} {field.name}: {getattr(left, field.name)!r} != {getattr(right, field.name)!r}"
            for field in fields(left) if not same_value(getattr(left, field.name), getattr(right, field.name))]


POSTGRES_TYPES = {"i": "bigint", "u": "bigint", "f": "double precision", "b": "boolean",
                  "M": "timestamp"}


def postgres_type(column: str, dtype) -> str:
    """The PostgreSQL type a pandas column is stored as; strings are text."""
    if pd.api.types.is_string_dtype(dtype) or dtype == object:  # noqa: E721 - a numpy dtype equals object, is not it
        return "text"
    kind = getattr(dtype, "kind", None)
    if kind in POSTGRES_TYPES:
        return POSTGRES_TYPES[kind]
    raise TypeError(f"column {column!r}: no PostgreSQL type for dtype {dtype} in the test loader")


def python_rows(frame: pd.DataFrame) -> list[tuple]:
    """The frame's rows as Python values, with None wherever pandas holds a missing value."""
    columns = []
    for name in frame.columns:
        values = frame[name].astype(object).tolist()
        missing = frame[name].isna().tolist()
        columns.append([None if gone else value for value, gone in zip(values, missing)])
    return list(zip(*columns))


def load_into_postgres(connect_args: dict, name: str, frame: pd.DataFrame) -> None:
    """(Re)create table `name` with one column per frame column, then COPY the rows in."""
    import psycopg
    from psycopg import sql

    definitions = sql.SQL(", ").join(
        sql.SQL("{} {}").format(sql.Identifier(column), sql.SQL(postgres_type(column, dtype)))
        for column, dtype in frame.dtypes.items())
    names = sql.SQL(", ").join(map(sql.Identifier, frame.columns))
    with psycopg.connect(host=connect_args["host"], port=connect_args["port"],
                         user=connect_args["user"], password=connect_args["password"],
                         dbname=connect_args["database"]) as connection:
        connection.execute(sql.SQL("DROP TABLE IF EXISTS {}").format(sql.Identifier(name)))
        connection.execute(sql.SQL("CREATE TABLE {} ({})").format(sql.Identifier(name), definitions))
        with connection.cursor().copy(sql.SQL("COPY {} ({}) FROM STDIN").format(
                sql.Identifier(name), names)) as copy:
            for row in python_rows(frame):
                copy.write_row(row)


def load_into_spark(con, name: str, frame: pd.DataFrame):
    """A temporary view `name` over the frame, as an Ibis table. Text columns go over as Python objects
    with None for missing values: Spark's pandas conversion reads pandas' own NA as the text '<NA>'."""
    import ibis

    text = [c for c in frame.columns if pd.api.types.is_string_dtype(frame[c].dtype) or frame[c].dtype == object]
    if text:
        frame = frame.copy()
        for column in text:
            values = frame[column].astype(object)
            frame[column] = values.where(frame[column].notna(), None)
    types = dict(ibis.memtable(frame).schema().items())
    types.update({column: ibis.dtype("string") for column in text})  # not Spark's NULL type when all are missing
    return con.create_view(name, ibis.memtable(frame, schema=ibis.schema(types)), overwrite=True)
