"""Summarise every column (issue 35): the queries of a one-click plan for a wide table, from what the steward
declared of each column, never from the data.

- A column with public categories: a histogram of people (each person once, by their first row), its (other)
  cell kept.
- A number column with declared bounds: its quantiles 0.1, 0.25, 0.5, 0.75 and 0.9 chosen jointly (one
  `quantiles` query: three budget shares, not five), of people where the privacy unit is a person (one value per
  person, their first row's: issue 46), else of rows; candidates at the bounds' default resolution.
- Anything else (identifiers, columns with neither) is left out, and named, so that the steward can declare it.

The ε given (what is left of the budget, in the app) is split so that the worst expected relative error is as
small as it can be (issue 46: the split compared the quantiles' stated intervals, union bounds 5-20 times the error
they make, and starved the histograms). A histogram's expected error is its cells' expected absolute noise over an
even share of the values (n ÷ cells); a quantiles query's, the expected distance in places of one level's choice
from its target over n (the exponential mechanism's two-sided geometric tail at the level's share of ε). Both
shrink about as 1 ÷ ε, so n cancels: with c_i the expected relative error of query i at ε = 1, times n, the largest
c_i ÷ ε_i is least when every ε_i is ε c_i ÷ Σ c. Each share is rounded down to four significant digits and the
largest takes what is left, so that the shares add up to exactly the ε given (as a plan reads numbers: decimals).
Query ids are in the steward's language (`names`): they become the report's headings.
The steward reviews and edits the result as an ordinary plan.
"""
from __future__ import annotations

import math
from dataclasses import dataclass
from decimal import ROUND_DOWN, Decimal
from fractions import Fraction

from .counting_rule import FIRST_ROW, PEOPLE, ROWS
from ..kinds.histogram.query import HistogramQuery
from ..kinds.quantiles.query import QuantilesQuery

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


ENGLISH_NAMES = {"counts": "{column} counts", "quantiles": "{column} quantiles"}


def summary_queries(columns: list[DeclaredColumn], epsilon, max_rows: int = 1, person_column: str | None = None,
                    names: dict | None = None) -> Summary:
    """Histograms and joint quantiles of people (of rows without a person column), `epsilon` split to equalise
    their expected relative errors, adding up to it exactly; ids by `names` ({"counts": "{column} counts",
    "quantiles": ...}, English by default)."""
    names = names or ENGLISH_NAMES
    made, weights, left_out = [], [], []
    for column in columns:
        if column.categories:
            made.append(_histogram(column, person_column, names["counts"]))
            weights.append(_histogram_weight(len(column.categories) + 1))
        elif column.bounds:
            made.append(_quantiles(column, person_column, names["quantiles"]))
            weights.append(_quantiles_weight(column.bounds, 1))  # one value per person, or a row is a person
        else:
            left_out.append(column.name)
    if not made or Fraction(str(epsilon)) <= 0:
        return Summary([], left_out, math.inf)
    shares = _shares(Decimal(str(epsilon)), weights)
    queries = [{**query, "epsilon": share} for query, share in zip(made, shares)]
    worst = max(w / q["epsilon"] for w, q in zip(weights, queries))
    return Summary(queries, left_out, worst)


def _shares(epsilon: Decimal, weights: list[float]) -> list[float]:
    """`epsilon` in proportion to `weights`: each share rounded down to four significant digits, the largest
    weight's share what is left, so that the shares add up to `epsilon` exactly as decimals."""
    total = sum(weights)
    shares = [_round_down(epsilon * Decimal(w / total)) for w in weights]
    largest = max(range(len(weights)), key=weights.__getitem__)
    shares[largest] = epsilon - sum(s for i, s in enumerate(shares) if i != largest)
    return [float(share) for share in shares]


def _histogram(column: DeclaredColumn, person_column, name: str) -> dict:
    counted = {"of": PEOPLE, "person_rule": FIRST_ROW} if person_column else {"of": ROWS}
    return {"id": _query_id(name, column.name), "kind": HistogramQuery.kind, "column": column.name,
            "categories": list(column.categories), **counted}


def _quantiles(column: DeclaredColumn, person_column, name: str) -> dict:
    counted = {"of": PEOPLE, "person_rule": FIRST_ROW} if person_column else {"of": ROWS}
    return {"id": _query_id(name, column.name), "kind": QuantilesQuery.kind, "column": column.name,
            "bounds": list(column.bounds), "quantiles": list(SUMMARY_QUANTILES), **counted}


def _query_id(name: str, column: str) -> str:
    return name.replace("{column}", column)[:100]


def _two_sided_geometric_mean(decay: float) -> float:
    """E|k| where P(k) is proportional to decay^|k| over the integers: 2a / (1 - a^2)."""
    return 2 * decay / (1 - decay ** 2)


def _histogram_weight(cells: int) -> float:
    """A histogram's expected relative error at ε = 1, times n: the expected absolute discrete Laplace noise of a
    cell (one person: sensitivity 1, scale 1 ÷ ε) times the number of cells (an even share of n in each)."""
    return _two_sided_geometric_mean(math.exp(-1)) * cells


def _quantiles_weight(bounds, max_rows: int) -> float:
    """The summary's quantiles' expected relative error at ε = 1, times n: the expected distance in places of one
    level's choice from its target, at the level's share of ε (the exponential mechanism, its score moved by at
    most `max_rows` per person: P(k places off) proportional to exp(-ε |k| / (2 max_rows)), the candidates dense
    among the values). The bounds do not enter: the expected error is in places, whatever the values' spread."""
    levels = math.ceil(math.log2(len(SUMMARY_QUANTILES) + 1))  # ε in `levels` shares (quantiles_draft)
    return _two_sided_geometric_mean(math.exp(-1 / (levels * 2 * max_rows)))


def _round_down(value: Decimal) -> Decimal:
    """Four significant digits, never above `value`."""
    return value.quantize(Decimal(1).scaleb(value.adjusted() - 3), rounding=ROUND_DOWN)
