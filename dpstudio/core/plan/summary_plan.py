"""Summarise every column (issue 35): the queries of a one-click plan for a wide table, from what the steward
declared of each column, never from the data.

- A column with public categories: a histogram of people (each person once, by their first row), its (other)
  cell kept.
- A number column with declared bounds: its quantiles 0.1, 0.25, 0.5, 0.75 and 0.9 chosen jointly (one
  `quantiles` query: three budget shares, not five), of people where the privacy unit is a person (one value per
  person, their first row's: issue 46), else of rows; candidates at the bounds' default resolution.
- Anything else (identifiers, columns with neither) is left out, and named, so that the steward can declare it.

The total ε is split so that the worst relative error is as small as it can be: a histogram's interval over an
even share of the values (n ÷ cells), a quantiles query's widest interval in places over n. Both shrink as 1 ÷ ε,
so n cancels: with c_i the relative error of query i at ε = 1, times n, the largest c_i ÷ ε_i is least when every
ε_i is ε c_i ÷ Σ c (then all are equal). The split is rounded down to four significant digits, never above ε.
The steward reviews and edits the result as an ordinary plan.
"""
from __future__ import annotations

import math
from dataclasses import dataclass
from fractions import Fraction

from .counting_rule import FIRST_ROW, PEOPLE, ROWS
from .queries import HistogramQuery, QuantilesQuery

SUMMARY_QUANTILES = (0.1, 0.25, 0.5, 0.75, 0.9)


@dataclass(frozen=True)
class DeclaredColumn:
    """What the steward declared of a column: its public categories, or its bounds (a number column)."""

    name: str
    categories: tuple | None = None
    bounds: tuple | None = None


@dataclass(frozen=True)
class Summary:
    queries: list  # the plan's query objects (dicts), in the columns' order
    left_out: list  # the columns with nothing declared to summarise them by
    worst_relative_error: float  # each query's interval over an even share of n, times n (public figures only)


def summary_queries(columns: list[DeclaredColumn], epsilon, max_rows: int = 1, person_column: str | None = None) \
        -> Summary:
    """Histograms and joint quantiles of people (of rows without a person column), the budget split to equalise
    their relative errors."""
    epsilon = Fraction(str(epsilon))
    made, weights, left_out = [], [], []
    for column in columns:
        if column.categories:
            made.append(_histogram(column, person_column))
            weights.append(_histogram_weight(len(column.categories) + 1))
        elif column.bounds:
            made.append(_quantiles(column, person_column))
            weights.append(_quantiles_weight(column.bounds, 1))  # one value per person, or a row is a person
        else:
            left_out.append(column.name)
    if not made:
        return Summary([], left_out, math.inf)
    total = sum(weights)
    queries = [{**query, "epsilon": _round_down(epsilon * Fraction(w) / Fraction(total))}
               for query, w in zip(made, weights)]
    worst = max(w / q["epsilon"] for w, q in zip(weights, queries))
    return Summary(queries, left_out, worst)


def _histogram(column: DeclaredColumn, person_column) -> dict:
    counted = {"of": PEOPLE, "person_rule": FIRST_ROW} if person_column else {"of": ROWS}
    return {"id": _query_id(column.name, "counts"), "kind": HistogramQuery.kind, "column": column.name,
            "categories": list(column.categories), **counted}


def _quantiles(column: DeclaredColumn, person_column) -> dict:
    counted = {"of": PEOPLE, "person_rule": FIRST_ROW} if person_column else {"of": ROWS}
    return {"id": _query_id(column.name, "quantiles"), "kind": QuantilesQuery.kind, "column": column.name,
            "bounds": list(column.bounds), "quantiles": list(SUMMARY_QUANTILES), **counted}


def _query_id(column: str, what: str) -> str:
    return f"{column} {what}"[:100]


def _histogram_weight(cells: int) -> float:
    """A histogram's relative error at ε = 1, times n: its cells' half-width (one person: sensitivity 1) times
    the number of cells (an even share of n in each)."""
    from ..private.mechanisms import calibrate

    return calibrate("discrete_laplace", 1, Fraction(1)).ci_halfwidth() * cells


def _quantiles_weight(bounds, max_rows: int) -> float:
    """The widest interval, in places, of the summary's quantiles at ε = 1 before any draw (every candidate)."""
    from ..exact.definitions import quantile_grid
    from ..private.quantiles_draft import QuantilesDraft
    from .resolution_rule import default_resolution

    query = QuantilesQuery(id="weight", epsilon=Fraction(1), column="x", bounds=tuple(bounds),
                           quantiles=SUMMARY_QUANTILES)
    draft = QuantilesDraft(query, None, max_rows, "summary")
    candidates = len(quantile_grid(tuple(bounds), default_resolution(bounds)).candidates)
    return max(draft.rank_halfwidths({c.index: candidates for c in draft.choices}).values())


def _round_down(value: Fraction) -> float:
    """Four significant digits, never above `value` (so that the shares add up to at most the budget)."""
    digits = 3 - math.floor(math.log10(value))
    scaled = math.floor(value * 10 ** digits)
    return scaled / 10 ** digits
