"""Public bins for numeric and date columns (plan version 4: `bins: {column: [e0, e1, ..., en]}`;
date edges, "2024-01-01", version 5).

Numbers: bin i holds the values x with e_i <= x < e_(i+1); the last bin is closed, e_(n-1) <= x <= e_n.
Every engine compares a value, as a double, with each edge as a double.
Dates: every bin is half-open, e_i <= d < e_(i+1), so that months and quarters written as their first
days ("2024-01-01", "2024-04-01", ...) do not overlap; a date-time counts by its calendar date (its
time of day is dropped, as each engine's cast to a date does).
A value outside every bin, or missing, falls in `(other)`. The edges are declared by the steward (age
bands, quarters), never taken from the data, so the bins, like category lists, are public. Each bin is
known in every output by its label, "[18, 65)" (the last "[65, 120]"), "[2024-01-01, 2024-04-01)",
the edges written as in the plan (transforms.bin_codes and ibis_values.bin_code compute them).
"""
from __future__ import annotations

import datetime
import math
import re

from ..base.words.problem_message import ProblemMessage

MAX_BINS = 1000


def edge_text(edge) -> str:
    """An edge as the plan wrote it: 18 stays 18, 2.5 stays 2.5 (a whole float as 18.0), a date its text."""
    return str(edge) if isinstance(edge, (int, str)) else repr(float(edge))


ISO_DATE = re.compile(r"\d{4}-\d{2}-\d{2}")


def date_edges(edges) -> bool:
    """Whether bins are over dates (edges written "YYYY-MM-DD") rather than numbers."""
    return bool(edges) and all(isinstance(e, str) for e in edges)


def bin_labels(edges) -> tuple[str, ...]:
    last = -1 if date_edges(edges) else len(edges) - 2  # dates: every bin half-open
    return tuple(f"[{edge_text(lo)}, {edge_text(hi)}{']' if i == last else ')'}"
                 for i, (lo, hi) in enumerate(zip(edges, edges[1:])))


def binned(item: dict, column) -> bool:
    """Whether a query object bins `column` (even with edges that are wrong, which read_bins reports)."""
    return isinstance(item.get("bins"), dict) and column in item["bins"]


def read_bins(query_reader, raw, allowed: tuple[str, ...]) -> dict[str, tuple]:
    """`bins` of a query: {column: edges}, each column one the query may bin (`allowed`)."""
    if raw is None:
        return {}
    if not isinstance(raw, dict) or not raw:
        query_reader.problem("bins",
                             ProblemMessage('must be an object {"column": [edges]}'),
                             ProblemMessage('e.g. {"age": [0, 18, 65, 120]}'))
        return {}
    bins = {}
    for column, edges in raw.items():
        if column not in allowed:
            query_reader.problem(("bins", column), ProblemMessage("is not a column this query groups or counts by"),
                                 ProblemMessage("bin only the query's own column(s)"))
        elif _edges_problem(edges):
            query_reader.problem(("bins", column), _edges_problem(edges),
                                 ProblemMessage("give the edges of the bins in increasing order, e.g. [0, 18, 65, "
                                                '120] or ["2024-01-01", "2024-04-01", "2024-07-01"]'))
        else:
            bins[column] = tuple(edges)
    return bins


def _edges_problem(edges) -> str | None:
    if not isinstance(edges, list) or len(edges) < 2:
        return ProblemMessage("must be a list of at least 2 edges")
    if all(isinstance(e, str) for e in edges):
        bad = next((e for e in edges if _date(e) is None), None)
        if bad is not None:
            return ProblemMessage("{edge} is not a date written YYYY-MM-DD", edge=repr(bad))
        edges = [_date(e) for e in edges]
    elif any(isinstance(e, bool) or not isinstance(e, (int, float)) or not math.isfinite(e) for e in edges):
        return ProblemMessage("every edge must be a finite number, or every one a date written YYYY-MM-DD")
    if any(b <= a for a, b in zip(edges, edges[1:])):
        return ProblemMessage("the edges must be strictly increasing")
    if len(edges) - 1 > MAX_BINS:
        return ProblemMessage("{count} bins are too many (at most {limit})",
                              count=format(len(edges) - 1, ","), limit=format(MAX_BINS, ","))
    return None


def _date(edge) -> datetime.date | None:
    if not isinstance(edge, str) or not ISO_DATE.fullmatch(edge):
        return None
    try:
        return datetime.date.fromisoformat(edge)
    except ValueError:  # 2024-02-30
        return None
