"""The small-cell rule `suppress_below` (plan version 4): where it is allowed and how it is read.

A disclosure committee's rule ("no cell under 11") applied to the *noisy* released values: a count,
cell or margin below N is published as suppressed (no number), and a mean whose group's noisy count
is below N likewise. It is post-processing of differentially private values, so it costs no budget
(core/private/suppression.py applies it). The plan gives it once for every query (top level) and a
query may override it, or switch it off with null.
"""
from __future__ import annotations

from ..base.words.problem_message import ProblemMessage
from ..kinds import kind_of

# the kinds it applies to say so (core/kinds' Kind.suppressible): their values are counts, or rest on one
MAX_THRESHOLD = 1_000_000_000
OFF = 0  # a query's `"suppress_below": null`: no rule for this query, whatever the plan's


def _threshold(reader, raw, where: str | tuple) -> int | None:
    if isinstance(raw, bool) or not isinstance(raw, int) or not 1 <= raw <= MAX_THRESHOLD:
        reader.problem(where, ProblemMessage("{raw} is not a whole number from 1 to {limit}",
                                             raw=repr(raw), limit=format(MAX_THRESHOLD, ",")),
                       ProblemMessage("give the smallest value that may be published, e.g. 11 (values below it are "
                                      "suppressed)"))
        return None
    return raw


def read_plan_threshold(reader, raw) -> int | None:
    """The plan's top-level `suppress_below` (absent or null: no rule)."""
    return None if raw is None else _threshold(reader, raw, "suppress_below")


def read_query_threshold(query_reader, item: dict, kind: str) -> int | None:
    """A query's own `suppress_below`: None when it has none (the plan's applies), OFF for null; `query_reader.kind`
    is the kind named `kind`."""
    if "suppress_below" not in item:
        return None
    if not query_reader.kind.suppressible:
        query_reader.problem("suppress_below", ProblemMessage("the small-cell rule does not apply to a {kind} query",
                                                              kind=kind),
                             ProblemMessage("it applies to counts, histograms, cross-tabs and means; remove it here"))
        return None
    raw = item["suppress_below"]
    return OFF if raw is None else _threshold(query_reader.plan, raw, query_reader.place + ("suppress_below",))


def check_family_rule(reader, threshold: int | None, queries) -> None:
    """A table family (plan version 10) cannot follow the plan's small-cell rule: every cell of a table is a sum of
    cells of the larger tables, so withholding one would mean withholding a web of others (complementary
    suppression over hundreds of sums); the plan says so rather than leaving the family out of the rule silently."""
    if threshold is None:
        return
    for query in queries:
        where = ("queries", (reader.positions.get(query.id, "?"), query.id))
        if kind_of(query).small_cell_problem:  # a family's, said by its kind (core/kinds)
            reader.problem(where, *kind_of(query).small_cell_problem)


def effective_threshold(plan_threshold: int | None, query) -> int | None:
    """The rule that applies to `query`: its own, else the plan's (never for kinds it does not fit)."""
    if not kind_of(query).suppressible:
        return None
    own = query.suppress_below
    if own is None:
        return plan_threshold
    return None if own == OFF else own
