"""`dpstudio ledger`: set a population's lifetime budget, show it, verify the chain.

A lifetime budget belongs to a population of people, found by the keyed sketch of the table's
privacy units (ledger_population.py): give the plan (--plan) or the person column
(--person-column) so the right people are sketched; without either, each row is one individual.
Raising a budget needs --reason (giving it is the confirmation: nothing more is asked). Known
populations are compared in their own unit, whatever the plan's; when dpstudio cannot tell whether
a small table belongs to one, --population ID says it does, --new-population --reason that it does not.
"""
from __future__ import annotations

from fractions import Fraction

from .core.number_text import given_text

EXIT_OK, EXIT_INPUT, EXIT_BUDGET = 0, 2, 3


def run_ledger(args, load, tell) -> int:
    from .core.ledger.book import Ledger

    if args.action == "set-budget":
        _check_budget_options(args)
    with Ledger(args.ledger) as ledger:
        if args.action == "verify":
            return _verify(ledger, args.head, tell)
        if args.action == "show":  # figures from records that do not verify would mislead (exit 3)
            ledger.ensure_intact("nothing is shown from it; `dpstudio ledger verify` lists the problems")
        else:  # set-budget: before its records are read to find the population
            ledger.ensure_intact("the lifetime budget was not changed")
        column = _person_column(args, tell)
        table = load(args)
        from .core.ledger.population_match import population_of

        match = population_of(ledger, table.source, column, table.fingerprint, args.population)
        if args.action == "set-budget":
            return _set_budget(args, ledger, match, table.name)
        print(describe_ledger(ledger, match, table.name))
    return EXIT_OK


def _person_column(args, tell) -> str | None:
    if args.plan:
        from .core.plan.release_plan import load_plan

        return load_plan(args.plan).privacy_unit.column
    if args.person_column:
        return args.person_column
    tell("note: no --plan or --person-column: each row is taken to be one individual (row-level). "
         "For a plan with a person column, give --plan so the ledger knows its people.")
    return None


def _verify(ledger, written_head: str | None, tell) -> int:
    """Check the chain, the state and the head file (and the head written down elsewhere, if given)."""
    problems, head = ledger.verify_head(written_head)
    if problems:
        for problem in problems:
            tell(f"tampered: {problem}")
        tell(f"The ledger {ledger.path} has been changed outside dpstudio.")
        return EXIT_BUDGET
    print(f"The ledger {ledger.path} is intact ({head.records} records).")
    if written_head:
        print(f"It still holds the head you wrote down ({written_head.strip()}).")
    print(f"ledger {head.ledger}: {head.records} records, head {head.hash[:16]}")
    print(f"Write this down outside this computer (e.g. in the ethics file); later, `dpstudio ledger verify --head "
          f"{head.shown()}` checks that the ledger still extends it (see docs/ledger.md).")
    return EXIT_OK


def _check_budget_options(args) -> None:
    """--epsilon and --delta are finite and in range, before the ledger or the table is opened."""
    from math import isfinite

    from .core.errors import InputError
    from .core.ledger.lifetime_delta import DEFAULT_LIFETIME_DELTA

    if not (isfinite(args.epsilon) and args.epsilon > 0):
        raise InputError(f"--epsilon must be a number above 0 (got {args.epsilon:g})",
                         hint="give the lifetime budget as a number such as 5")
    if not (isfinite(args.delta) and 0 <= args.delta < 1):
        raise InputError(f"--delta must be a number from 0 to below 1 (got {args.delta:g})",
                         hint=f"leave it out for {DEFAULT_LIFETIME_DELTA:g}, or give 0 for Laplace-only releases")


def _set_budget(args, ledger, match, name: str) -> int:
    from .core.private.accountant import Budget
    from .core.errors import InputError
    from .core.ledger.population_match import set_lifetime_budget

    if args.new_population and not (args.reason or "").strip():
        raise InputError("--new-population needs --reason: why these people are a different population "
                         "(it is recorded in the ledger)")
    if args.new_population and args.population:
        raise InputError("give either --population (part of a known population) or --new-population, not both")
    print(f"{name}: {match.describe()}.")
    population = set_lifetime_budget(ledger, match, Budget.of(args.epsilon, args.delta), name, args.reason,
                                     args.reason if args.new_population else None)
    print(f"Lifetime budget of population {population[:12]}… set to epsilon {given_text(args.epsilon)}, "
          f"delta {args.delta:g}.")
    return EXIT_OK


def describe_ledger(ledger, match, name: str) -> str:
    """What the ledger knows of this table's people: the match, the budget and its changes, the releases."""
    from .core.ledger.fingerprint import fingerprint_key, public_fingerprint

    dataset = match.id or match.legacy_key
    lines = [f"{name}: {match.describe()}.", f"Ledger: {ledger.path}"]
    if dataset is None and match.undetermined:
        lines.append("Known populations it may belong to (add --population ID, or declare --new-population "
                     "--reason ...):")
        lines += [f"  {p.id} first seen in {p.source} on {p.created[:10]} (about {p.sketch.people:,} people)"
                  for p in match.undetermined]
        return "\n".join(lines)
    if dataset is None:
        lines.append("No lifetime budget is set: releases are refused until one is "
                     "(dpstudio ledger set-budget --data FILE --plan PLAN --epsilon E).")
        return "\n".join(lines)
    if match.id:
        lines.append(f"Population {match.id[:12]}…; fingerprint in its releases: "
                     f"{public_fingerprint(match.id, fingerprint_key(ledger.path))}")
    lines += _population_lines(ledger, dataset) + _budget_lines(ledger, dataset)
    from .core.output.output_claim import incomplete_state

    for entry in ledger.releases(dataset):
        state = "complete" if entry.complete else incomplete_state(entry)
        lines.append(f"  #{entry.seq} {entry.created} by {entry.user}: epsilon {given_text(entry.cost.epsilon)}, "
                     f"delta {float(entry.cost.delta):g}{_rho_text(entry)} -> {entry.out_dir} [{state}]")
    return "\n".join(lines)


def _rho_text(entry) -> str:
    """A release under zCDP accounting: the rho it spent, whose (epsilon, delta) was charged."""
    return f" (zCDP rho {float(entry.rho):.6g})" if entry.rho is not None else ""


def _population_lines(ledger, dataset: str) -> list[str]:
    """How the population was first recorded, and each table that brought it people not sampled before."""
    lines = []
    for record in ledger.records(dataset):
        if record.kind != "population":
            continue
        data, when = record.data, f"{record.created[:10]} by {record.user}"
        if data.get("joined"):
            lines.append(f"  declared part of this population from {data.get('source', '?')} on {when}")
        elif data.get("declared_new"):
            lines.append(f"Declared a new population from {data.get('source', '?')} on {when}: {data['reason']}")
        elif "overlap" in data:
            lines.append(f"  people added from {data.get('source', '?')} on {when} "
                         f"({data['overlap']:.0%} in common)")
        else:
            lines.append(f"First seen in {data.get('source', '?')} on {when} (about {data['sketch']['people']:,} "
                         "people)")
    return lines


def _budget_lines(ledger, dataset: str) -> list[str]:
    limit, spent = ledger.budget(dataset), ledger.spent(dataset)
    if limit is None:
        return ["No lifetime budget is set: releases are refused until one is "
                "(dpstudio ledger set-budget --data FILE --plan PLAN --epsilon E)."]
    left = limit - spent
    lines = [f"Lifetime budget: epsilon {given_text(limit.epsilon)}, delta {float(limit.delta):g}; spent "
             f"epsilon {given_text(spent.epsilon)}, delta {float(spent.delta):g}; left epsilon "
             f"{given_text(left.epsilon)}, delta {float(left.delta):g}."]
    for change in ledger.budget_changes(dataset):
        was = change.data.get("previous")
        was_text = f" (was {given_text(Fraction(was['epsilon']))})" if was else ""
        reason = f": {change.data['reason']}" if change.data.get("reason") else ""
        lines.append(f"  budget #{change.seq} {change.created} by {change.user}: epsilon "
                     f"{given_text(Fraction(change.data['epsilon']))}{was_text}{reason}")
    return lines
