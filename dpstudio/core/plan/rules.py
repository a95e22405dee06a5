"""Plan fields new in version 2 that are read beside the budget: the population size behind δ, and
the publisher's name shown in the report; and (version 4) the budget's accounting.

δ rule: every δ in a plan (the budget's total and each query's own) must be at most 1e-5; a
steward who declares the public number of people the table is drawn from (budget.population, N)
may use a δ up to, but not including, 1/N, and once N is declared every δ must be below 1/N.
N·δ then bounds the expected number of people for whom the ε promise could fail below one.
"""
from __future__ import annotations

import math
from dataclasses import replace
from fractions import Fraction

from ..base.errors import PlanError
from ..base.words.problem_message import ProblemMessage
from .limits import control_problem, shown
from .problem_list import ProblemList

DELTA_WITHOUT_POPULATION = Fraction(1, 100_000)  # the largest delta allowed without a declared population
PUBLISHER_LENGTH = 200
ACCOUNTING = ("sequential", "zcdp")  # budget.accounting, new in plan version 4


def read_publisher(reader, raw) -> str | None:
    """Who publishes, as the steward wants it shown (an organisation or display name); optional."""
    if raw is None:
        return None
    if not isinstance(raw, str) or not raw.strip() or len(raw) > PUBLISHER_LENGTH:
        reader.problem("publisher", ProblemMessage("must be a name of 1 to {length} characters",
                                                   length=PUBLISHER_LENGTH),
                       ProblemMessage('e.g. "Data Office, St Example Hospital"; leave it out to name no one'))
        return None
    if control_problem(raw):
        reader.problem("publisher", control_problem(raw), ProblemMessage("the name is shown in the report: remove "
                                                                         "the character"))
        return None
    return raw.strip()


def read_population(reader, raw_budget) -> int | None:
    """budget.population: the public number of people who could be in the table (for delta)."""
    raw = raw_budget.get("population") if isinstance(raw_budget, dict) else None
    if raw is None:
        return None
    if isinstance(raw, bool) or not isinstance(raw, (int, float)) or not math.isfinite(raw) or raw != int(raw) \
            or raw < 1:
        reader.problem(("budget", "population"), ProblemMessage("{raw} is not a whole number of people", raw=repr(raw)),
                       ProblemMessage("give the size of the population the table is drawn from, from public figures"))
        return None
    return int(raw)


def read_accounting(reader, raw_budget, budget) -> str:
    """budget.accounting (new in plan version 4): "sequential" (epsilons and deltas add) or "zcdp"."""
    raw = raw_budget.get("accounting", "sequential") if isinstance(raw_budget, dict) else "sequential"
    if raw not in ACCOUNTING:
        reader.problem(("budget", "accounting"), ProblemMessage("{value} is not a way of accounting", value=shown(raw)),
                       ProblemMessage('use "sequential" (the queries\' epsilons and deltas add up) or "zcdp" (Gaussian '
                                      "noise composes under zero-concentrated DP: less noise for the same total)"))
        return "sequential"
    if raw == "zcdp" and budget is not None and budget.delta == 0:
        reader.problem(("budget", "delta"),
                       ProblemMessage("zCDP accounting needs a delta above 0: the whole release guarantees (epsilon, "
                                      "delta)"), ProblemMessage('give a delta such as 1e-7, or use "accounting": '
                                                          '"sequential"'))
    return raw


def check_deltas(reader, budget, population: int | None, queries) -> None:
    """Every delta (the plan's total and each query's) at most 1e-5, or below 1/population if declared."""
    deltas = [(("budget", "delta"), budget.delta)] if budget is not None else []
    deltas += [(("queries", (reader.positions.get(q.id, "?"), q.id), "delta"), q.delta) for q in queries]
    for where, delta in deltas:
        if population is not None and delta >= Fraction(1, population):
            reader.problem(where, ProblemMessage("{delta} is not below 1/population = 1/{population}",
                                                 delta=format(float(delta), "g"), population=format(population, ",")),
                           ProblemMessage("choose a delta well below {limit}, e.g. {suggestion}",
                                          limit=format(1 / population, ".2g"),
                                          suggestion=format(delta_suggestion(population), "g")))
        elif population is None and delta > DELTA_WITHOUT_POPULATION:
            reader.problem(where, ProblemMessage("{delta} is above 1e-5, and no population size is declared",
                                                 delta=format(float(delta), "g")),
                           ProblemMessage("lower it (e.g. 1e-7), or declare the public number of people the table is "
                                          "drawn from as budget.population and keep delta below 1/population"))


def delta_suggestion(population: int) -> float:
    """A power of ten at most 1/(1000 N): a delta that keeps N·delta far below one person."""
    return 10.0 ** math.floor(math.log10(1 / (1000 * population)))


def with_publisher(plan, name: str):
    """The plan with the publisher the steward typed (CLI --publisher, the app's Release page)."""
    reader = ProblemList()
    publisher = read_publisher(reader, name)
    if reader.problems:
        raise PlanError(reader.problems)
    return replace(plan, publisher=publisher)
