"""What a plan is told when a table family or synthetic table needs a delta the budget does not have (issue 46).

A family's noise is Gaussian: under sequential accounting it needs a delta, and the budget's must cover it; under a
budget delta of 0 the way out is to raise the budget's delta (zCDP accounting needs one too). A synthetic table has a
second way: a delta of 0, where each of its tables is measured on its own with Laplace noise (pure epsilon). The
advice names the ways out that the plan's own queries have."""
from __future__ import annotations

from ..base.words.problem_message import ProblemMessage
from ..kinds import kind_of

GENERAL = ProblemMessage("lower the deltas or use pure-epsilon mechanisms")


def over_budget_hint(queries) -> str:
    """The hint of "the queries' deltas add up to more than the budget's": both ways out where a family or a
    synthetic table spends a delta, else the general one."""
    synthetic = [q.id for q in queries if kind_of(q).draws_rows and q.delta > 0]
    if synthetic:
        return (ProblemMessage("raise the budget's delta, or give the synthetic table '{query}' a delta of 0 (pure "
                               "epsilon: each of its tables measured on its own with Laplace noise)",
                               query=synthetic[0]))
    if any(kind_of(q).family and q.delta > 0 for q in queries):  # a table family's (a synthetic one's: above)
        return ProblemMessage("raise the budget's delta: a table family's noise is Gaussian and needs one")
    return GENERAL


def family_needs_delta_hint(budget) -> str:
    """The hint of a family given no delta under sequential accounting: under a budget delta of 0 the budget's must
    be raised too."""
    if budget is not None and budget.delta == 0:
        return ProblemMessage("give it a delta such as 1e-7 and raise the budget's delta to cover it, or use zCDP "
                              "accounting with a budget delta above 0")
    return ProblemMessage("give a delta such as 1e-7, or use zCDP accounting")
