"""Row-level Ibis expressions that follow the pandas engine's value semantics on every engine.

Where engines differ, these expressions pin the pandas meaning down: a float NaN is missing, as a
NULL is; text is trimmed of exactly the characters Python's str.strip() removes (SQL's TRIM removes
spaces only); a float literal is written as its shortest round-trip text cast to DOUBLE, never as a
DECIMAL literal an engine might convert with a rounding of its own.
"""
from __future__ import annotations

import functools
import itertools
import re
import sys

import ibis
import numpy as np

from ..base.errors import PlanError, Problem
from ..base.words.problem_message import ProblemMessage
from ..plan.bins import date_edges
from ..plan.queries import category_key
from .column_kinds import BOOLEAN, DATE, NUMBER, OTHER, TEXT, free_name

INT64_RANGE = (-2 ** 63, 2 ** 63 - 1)


@functools.cache
def python_spaces() -> str:
    """Every character Python's str.isspace() accepts: what str.strip() removes at either end.

    Found among all code points by the regular expression \\s, which CPython decides with the same
    table as str.isspace (asking each of the 1,114,112 characters in Python took 70 ms of every start)."""
    points = np.concatenate([np.arange(0xD800, dtype="<u4"), np.arange(0xE000, sys.maxunicode + 1, dtype="<u4")])
    return "".join(re.findall(r"\s", points.tobytes().decode("utf-32-le")))


# written as the regular expression's escapes: SQL text would write them \v and \f, which Spark's parser reads
# as the letters v and f (so "Kiev" lost its v)
_ESCAPED = {"\x0b": "\\x0b", "\x0c": "\\x0c"}


@functools.cache
def _space_class() -> str:
    return "[" + "".join(_ESCAPED.get(c, c) for c in python_spaces()) + "]"


def kind_of(dtype) -> str:
    """A column's kind from the engine's declared type."""
    if dtype.is_boolean():
        return BOOLEAN
    if dtype.is_integer() or dtype.is_floating() or dtype.is_decimal():
        return NUMBER
    if dtype.is_string():
        return TEXT
    if dtype.is_date() or dtype.is_timestamp():
        return DATE
    return OTHER


def double(value: float):
    """A DOUBLE literal with exactly this value on every engine (text to double is correctly rounded)."""
    return ibis.literal(repr(float(value))).cast("float64")


def stripped(text):
    """Text without leading or trailing whitespace, as Python's str.strip() has it.

    The engine's own trim of spaces (fast) gives the same text unless what is left still starts or ends
    with whitespace (a tab, a no-break space, an ideographic space): only those rows pay for the regular
    expressions. (Ibis's strip() trims tabs and line ends too, but writes them as \\v and \\f, which Spark
    reads as the letters v and f. Asking the first and last character with IN lists instead is slightly
    faster on PostgreSQL, but DuckDB plans the lists as joins that run out of a 64 MB memory limit on
    3,577 rows.)"""
    trimmed = _trim(text)
    space = _space_class()
    ends_in_space = trimmed.re_search("^" + space + "|" + space + "$")
    exact = text.re_replace("^" + space + "+", "").re_replace(space + "+$", "")
    return ibis.ifelse(ends_in_space, exact, trimmed)


@ibis.udf.scalar.builtin(name="trim")
def _trim(text: str) -> str:
    """The engine's TRIM: spaces removed at both ends (DuckDB, PostgreSQL and Spark alike)."""


def is_missing(column):
    """NULL, or NaN in a float column (pandas reads both as missing)."""
    if column.type().is_floating():
        return column.isnull() | column.isnan()
    return column.isnull()


def as_double(column):
    """A numeric column as float64, as numpy's astype('float64') has it (decimals included)."""
    return column if column.type().is_float64() else column.cast("float64")


def number_for_key(key: str, whole_column: bool) -> float | int | None:
    """The one number whose category_key is `key` in a numeric column, or None if none has it.

    An integer column's value v has the key str(v); a float column's value has str(int(v)) when it is
    whole and repr(v) when not, so '3' matches 3 and 3.0, '3.0' matches nothing, '2.5' matches 2.5.
    """
    if re.fullmatch(r"-?(0|[1-9][0-9]*)", key) and key != "-0":
        number = int(key)
        if whole_column:
            return number if INT64_RANGE[0] <= number <= INT64_RANGE[1] else None
        return float(number) if float(number) == number else None
    if whole_column:
        return None
    try:
        number = float(key)
    except ValueError:
        return None
    return number if repr(number) == key and not number.is_integer() and number == number else None


def _case_variants(word: str) -> list[str]:
    return ["".join(letters) for letters in itertools.product(*[(c, c.upper()) for c in word])]


def matched_value(column, kind: str, where: tuple):
    """What categories are compared with: trimmed text, the number (as float64 unless whole), the boolean."""
    if kind == TEXT:
        return stripped(column)
    if kind == NUMBER:
        return column if column.type().is_integer() else as_double(column)
    if kind == BOOLEAN:
        return column
    problem = Problem(where, ProblemMessage("categories of a {kind} column cannot be matched on this engine",
                                            kind=kind),
                      ProblemMessage("choose a text, number or true/false column, or compute the categories into a "
                                     "column of text first"))
    raise PlanError([problem])


def values_with_key(column, kind: str, key: str | None) -> list:
    """Literals that matched_value equals exactly when a present value's category_key is `key`."""
    if key is None:
        return []
    if kind == NUMBER:
        number = number_for_key(key, column.type().is_integer())
        if number is None:
            return []
        return [ibis.literal(number, type="int64") if column.type().is_integer() else double(number)]
    if kind == BOOLEAN:
        return [ibis.literal(key == "true")] if key in ("true", "false") else []
    return [ibis.literal(v) for v in (_case_variants(key) if key in ("true", "false") else [key])]


def category_code(column, kind: str, categories, where: tuple, value=None):
    """Index of the category a row's value matches (by category_key, a repeated key meaning its last
    category, as in transforms.category_codes); len(categories), the "(other)" cell, for any other.
    `value`: matched_value(column), best computed in a projection of its own (see with_matched)."""
    other = len(categories)
    value = matched_value(column, kind, where) if value is None else value
    index = {category_key(c): i for i, c in enumerate(categories)}
    branches = [(literal, i) for key, i in index.items() for literal in values_with_key(column, kind, key)]
    if not branches:
        return ibis.literal(other, type="int64")
    code = value.cases(*branches, else_=other)
    if kind == TEXT:  # keys are trimmed text: a value equal to one as it stands needs no trimming
        code = column.cases(*branches, else_=code)
    return ibis.ifelse(is_missing(column), other, code).cast("int64")


def with_matched(rows, columns, kinds: dict[str, str], where: tuple):
    """`rows` with each column's matched_value as a column of its own, named in the returned dict.

    Engines repeat an expression in every WHEN of a CASE; trimming text costs, so it is done once."""
    names = {column: free_name(f"__dpstudio_match_{i}", rows.columns) for i, column in enumerate(columns)}
    values = {names[c]: matched_value(rows[c], kinds[c], where) for c in columns}
    return rows.mutate(**values), names


def any_key_matches(column, kind: str, values, where: tuple):
    """Whether a row's value matches any of `values` by category_key (an 'in' condition); missing: never."""
    value = matched_value(column, kind, where)
    literals = [literal for key in {category_key(v) for v in values} for literal in values_with_key(column, kind, key)]
    if not literals:
        return ibis.literal(False)
    if kind == TEXT:  # keys are trimmed text: a value equal to one as it stands needs no trimming
        return ~is_missing(column) & (column.isin(literals) | value.isin(literals))
    return ~is_missing(column) & value.isin(literals)


def number_kind_only(kind: str, column_name: str, where: tuple) -> None:
    if kind != NUMBER:
        problem = Problem(where, ProblemMessage("column '{name}' does not hold numbers", name=column_name),
                          ProblemMessage("a sum, mean, quantile or 'between' needs a numeric column"))
        raise PlanError([problem])


def bin_code(column, kind: str, edges, where: tuple):
    """A value's bin (plan/bins.py), as transforms.bin_codes: e_i <= x < e_(i+1), the last bin closed,
    and len(edges) - 1 for values outside every bin or missing. Compared as doubles on every engine."""
    if date_edges(edges):
        return date_bin_code(column, kind, edges, where)
    number_kind_only(kind, column.get_name(), where)
    value = as_double(column)
    bins = len(edges) - 1
    branches = [((value >= double(lo)) & ((value <= double(hi)) if i == bins - 1 else (value < double(hi))), i)
                for i, (lo, hi) in enumerate(zip(edges, edges[1:]))]
    code = ibis.cases(*branches, else_=bins)
    return ibis.ifelse(is_missing(column), bins, code).cast("int64")


def date_bin_code(column, kind: str, edges, where: tuple):
    """A date's bin, as transforms.date_bin_codes: e_i <= d < e_(i+1), every bin half-open, a date-time
    by its calendar date (the engine's cast to DATE drops the time of day)."""
    if kind != DATE:
        problem = Problem(where, ProblemMessage("column '{name}' does not hold dates", name=column.get_name()),
                          ProblemMessage("date edges need a date column; give number edges for a numeric one"))
        raise PlanError([problem])
    value = column.cast("date") if column.type().is_timestamp() else column
    bins = len(edges) - 1
    branches = [((value >= ibis.date(lo)) & (value < ibis.date(hi)), i) for i, (lo, hi) in enumerate(zip(edges, edges[1:]))]
    code = ibis.cases(*branches, else_=bins)
    return ibis.ifelse(value.isnull(), bins, code).cast("int64")
