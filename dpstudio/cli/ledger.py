"""`dpstudio ledger`: set a population's lifetime budget, show it, verify the chain and the release folders,
give the data office's public key.

A lifetime budget belongs to a population of people, found by the keyed sketch of the table's
privacy units (ledger_population.py): give the plan (--plan) or the person column
(--person-column) so the right people are sketched; without either, each row is one individual.
Raising a budget needs --reason (giving it is the confirmation: nothing more is asked). Known
populations are compared in their own unit, whatever the plan's; when dpstudio cannot tell whether
a small table belongs to one, --population ID says it does, --new-population --reason that it does not.
"""
from __future__ import annotations

from fractions import Fraction

from ..core.base.locale_format import calendar_day, instant
from ..core.base.words.message import Message, counted
# The core's modules are imported in the functions that use them: start-up time (each command loads only what it
# uses; tests/cli/test_startup_imports.py).

EXIT_OK, EXIT_INPUT, EXIT_BUDGET = 0, 2, 3


def run_ledger(args, load, voice) -> int:
    """`voice` (voice.Voice) says each line in the run's language."""
    from ..core.ledger.book import NOT_CHANGED, Ledger

    if args.action == "set-budget":
        _check_budget_options(args)
    if args.action in READING:
        if args.action == "show":
            from .sources import spec_of

            spec_of(args)  # a missing --data is the first thing to tell
        _refuse_a_new_ledger(args.ledger)
    with Ledger(args.ledger) as ledger:
        if args.action == "verify":
            return _verify(ledger, args.head, voice)
        if args.action == "public-key":
            from .verify import run_public_key

            return run_public_key(ledger, args.out, voice)
        if args.action in ("show", "populations"):  # figures from records that do not verify would mislead (exit 3)
            ledger.ensure_intact(Message("nothing is shown from it; `dpstudio ledger verify` lists the problems"))
        if args.action == "populations":  # every population, from the ledger alone (no table)
            for line in describe_populations(ledger, voice.language):
                voice.out(line)
            return EXIT_OK
        else:  # set-budget: before its records are read to find the population
            ledger.ensure_intact(NOT_CHANGED)
        column = _person_column(args)
        table = load(args)  # a missing --data is the error to tell, not a note about the unit
        if column is None and not args.plan:  # a row-level plan says so itself
            voice.tell(Message("note: no --plan or --person-column: each row is taken to be one individual "
                               "(row-level). For a plan with a person column, give --plan so the ledger knows its "
                               "people."))
        from ..core.ledger.population_match import population_of

        match = population_of(ledger, table.source, column, table.fingerprint, args.population)
        if args.action == "set-budget":
            return _set_budget(args, ledger, match, table.name, voice)
        for line in describe_ledger(ledger, match, table.name, voice.language):
            voice.out(line)
    return EXIT_OK


READING = ("show", "populations", "verify")  # they only read: a ledger they would make is a mistyped path


def _refuse_a_new_ledger(path) -> None:
    """A reading command on a path with no ledger says so (exit 2) and makes none there; a ledger that existed and
    is gone is still told as such (exit 3, store.refuse_if_gone)."""
    from pathlib import Path

    from ..core.base.errors import InputError
    from ..core.ledger.book import default_ledger_path
    from ..core.ledger.store import refuse_if_gone

    path = Path(path) if path else default_ledger_path()
    refuse_if_gone(path)
    if not path.exists():
        raise InputError(Message("there is no ledger here: nothing has been released or budgeted with it"),
                         where=str(path), hint=Message("Give the ledger your releases were charged to with --ledger (or "
                                                       "$DPSTUDIO_LEDGER); `dpstudio ledger set-budget` makes a new one"))


def _person_column(args) -> str | None:
    if args.plan:
        from ..core.plan.release_plan import load_plan

        return load_plan(args.plan).privacy_unit.column
    return args.person_column or None


def _verify(ledger, written_head: str | None, voice) -> int:
    """Check the chain, the state and the head file (and the head written down elsewhere, if given); then every
    release folder the ledger delivered (verify.py)."""
    from .verify import verify_recorded_bundles

    problems, head = ledger.verify_head(written_head)
    path = str(ledger.path)
    if problems:
        for problem in problems:
            voice.tell(Message("tampered: {problem}", problem=voice.said(problem)))
        voice.tell(Message("The ledger {path} has been changed outside dpstudio.", path=path))
        return EXIT_BUDGET
    voice.out(counted("count", "The ledger {path} is intact ({count} record).", "The ledger {path} is intact ({count} "
                      "records).", path=path, count=head.records))
    if written_head:
        voice.out(Message("It still holds the head you wrote down ({head}).", head=written_head.strip()))
    voice.out(counted("count", "ledger {ledger}: {count} record, head {hash}", "ledger {ledger}: {count} records, head "
                      "{hash}", ledger=head.ledger, count=head.records, hash=head.hash[:16]))
    voice.out(Message("Write this down outside this computer (e.g. in the ethics file); later, `dpstudio ledger verify "
                      "--head {head}` checks that the ledger still extends it (see docs/ledger.md).", head=head.shown()))
    key_lost = _signing_key_lost(ledger, voice)
    return EXIT_BUDGET if verify_recorded_bundles(ledger, voice) or key_lost else EXIT_OK


def _signing_key_lost(ledger, voice) -> bool:
    """Whether the data office's signing key is missing, or is not the one the ledger's releases were signed with
    (as a release would find: ledger/signing.py); said as the chain's problems are."""
    from ..core.ledger.refusals import LedgerTampered
    from ..core.ledger.signing import office_signer

    try:
        office_signer(ledger, create=False)
    except LedgerTampered as refused:
        for problem in refused.problems:
            voice.tell(Message("tampered: {problem}", problem=voice.said(problem)))
        voice.tell(Message("The next release under this ledger is refused until the key is restored from a backup."))
        return True
    return False


def _check_budget_options(args) -> None:
    """--epsilon and --delta are finite and in range, before the ledger or the table is opened."""
    from math import isfinite

    from ..core.base.errors import InputError
    from ..core.ledger.lifetime_delta import DEFAULT_LIFETIME_DELTA

    if not (isfinite(args.epsilon) and args.epsilon > 0):
        raise InputError(Message("--epsilon must be a number above 0 (got {epsilon})", epsilon=args.epsilon),
                         hint=Message("give the lifetime budget as a number such as 5"))
    if not (isfinite(args.delta) and 0 <= args.delta < 1):
        raise InputError(Message("--delta must be a number from 0 to below 1 (got {delta})", delta=args.delta),
                         hint=Message("leave it out for {default}, or give 0 for Laplace-only releases",
                                      default=DEFAULT_LIFETIME_DELTA))


def _set_budget(args, ledger, match, name: str, voice) -> int:
    from ..core.base.budget import Budget
    from ..core.base.errors import InputError
    from ..core.ledger.population_match import set_lifetime_budget

    if args.new_population and not (args.reason or "").strip():
        raise InputError(Message("--new-population needs --reason: why these people are a different population "
                                 "(it is recorded in the ledger)"))
    if args.new_population and args.population:
        raise InputError(Message("give either --population (part of a known population) or --new-population, not "
                                 "both"))
    voice.out(_matched(name, match, voice.language))
    population = set_lifetime_budget(ledger, match, Budget.of(args.epsilon, args.delta), name, args.reason,
                                     args.reason if args.new_population else None)
    voice.out(Message("Lifetime budget of population {population}… set to epsilon {epsilon}, delta {delta}.",
                      population=population[:12], epsilon=args.epsilon, delta=args.delta))
    return EXIT_OK


def _matched(name: str, match, language: str) -> Message:
    return Message("{name}: {population}.", name=name, population=match.describe(language))


def _no_budget() -> Message:
    return Message("No lifetime budget is set: releases are refused until one is (dpstudio ledger set-budget --data "
                   "FILE --plan PLAN --epsilon E).")


def describe_ledger(ledger, match, name: str, language: str = "en") -> list[Message]:
    """What the ledger knows of this table's people, a Message a line: the match, the budget and its changes,
    the releases."""
    from ..core.ledger.fingerprint import fingerprint_key, public_fingerprint

    dataset = match.id or match.legacy_key
    lines = [_matched(name, match, language), Message("Ledger: {path}", path=str(ledger.path))]
    if dataset is None and match.undetermined:
        lines.append(Message("Known populations it may belong to (add --population ID, or declare --new-population "
                             "--reason ...):"))
        lines += [Message("  {id} first seen in {source} on {date} (about {people} people)", id=p.id, source=p.source,
                          date=calendar_day(p.created), people=p.sketch.people) for p in match.undetermined]
        return lines
    if dataset is None:
        return lines + [_no_budget()]
    if match.id:
        lines.append(Message("Population {population}…; fingerprint in its releases: {fingerprint}",
                             population=match.id[:12],
                             fingerprint=public_fingerprint(match.id, fingerprint_key(ledger.path))))
    return lines + _population_lines(ledger, dataset, language) + _budget_lines(ledger, dataset) + _release_lines(ledger, dataset)


def describe_populations(ledger, language: str = "en") -> list[Message | str]:
    """`ledger populations`: what `ledger show` says of each population of the ledger (its budget, what is spent
    and left, its releases), and of each table file recorded before populations that none adopted; no table read."""
    from ..core.ledger.fingerprint import fingerprint_key, public_fingerprint

    records = ledger.records()
    populations = {r.dataset for r in records if r.kind == "population"}
    owners = list(dict.fromkeys(ledger.keys(dataset)[0] for dataset in dict.fromkeys(r.dataset for r in records)))
    lines: list[Message | str] = [Message("Ledger: {path}", path=str(ledger.path))]
    if not owners:
        return lines + [Message("No population is recorded in this ledger yet.")]
    lines.append(counted("count", "{count} population:", "{count} populations:", count=len(owners)))
    key = fingerprint_key(ledger.path)
    for owner in owners:
        lines.append("")
        lines.append(Message("Population {population}…; fingerprint in its releases: {fingerprint}",
                             population=owner[:12], fingerprint=public_fingerprint(owner, key))
                     if owner in populations else
                     Message("Recorded before populations, for the table file whose SHA-256 is {sha256}…",
                             sha256=owner[:12]))
        lines += _population_lines(ledger, owner, language) + _budget_lines(ledger, owner) + _release_lines(ledger, owner)
    return lines


def _release_lines(ledger, dataset: str) -> list[Message]:
    """Each release, a line: complete only if its folder is as it was delivered (bundle_verify.py)."""
    from ..core.pipeline.bundle_verify import Delivered, bundle_state, check_release
    from ..core.output.output_claim import incomplete_state

    delivered = Delivered.of(ledger.every_release())
    return [Message("  #{seq} {created} by {user}: epsilon {epsilon}, delta {delta}{rho} -> {folder} [{state}]",
                    seq=str(entry.seq), created=instant(entry.created), user=entry.user, epsilon=entry.cost.epsilon,
                    delta=entry.cost.delta, rho=_rho_text(entry), folder=str(entry.out_dir),
                    state=bundle_state(check_release(entry, delivered)) if entry.complete else incomplete_state(entry))
            for entry in ledger.releases(dataset)]


def _rho_text(entry) -> Message | str:
    """A release under zCDP accounting: the rho it spent, whose (epsilon, delta) was charged."""
    return Message(" (zCDP rho {rho})", rho=float(entry.rho)) if entry.rho is not None else ""


def _population_lines(ledger, dataset: str, language: str) -> list[Message]:
    """How the population was first recorded, and each table that brought it people not sampled before."""
    from ..core.base.locale_format import percent

    lines = []
    for record in ledger.records(dataset):
        if record.kind != "population":
            continue
        data = record.data
        when = {"source": str(data.get("source", "?")), "date": calendar_day(record.created), "user": record.user}
        if data.get("joined"):
            lines.append(Message("  declared part of this population from {source} on {date} by {user}", **when))
        elif data.get("declared_new"):
            lines.append(Message("Declared a new population from {source} on {date} by {user}: {reason}",
                                 reason=data["reason"], **when))
        elif "overlap" in data:
            lines.append(Message("  people added from {source} on {date} by {user} ({share} in common)",
                                 share=percent(data["overlap"], language, 0), **when))
        else:
            lines.append(Message("First seen in {source} on {date} by {user} (about {people} people)",
                                 people=data["sketch"]["people"], **when))
    return lines


def _budget_lines(ledger, dataset: str) -> list[Message]:
    limit, spent = ledger.budget(dataset), ledger.spent(dataset)
    if limit is None:
        return [_no_budget()]
    left = limit - spent
    lines = [Message("Lifetime budget: epsilon {epsilon}, delta {delta}; spent epsilon {spent_epsilon}, delta "
                     "{spent_delta}; left epsilon {left_epsilon}, delta {left_delta}.", epsilon=limit.epsilon,
                     delta=limit.delta, spent_epsilon=spent.epsilon, spent_delta=spent.delta,
                     left_epsilon=left.epsilon, left_delta=left.delta)]
    for change in ledger.budget_changes(dataset):
        was = change.data.get("previous")
        reason = change.data.get("reason")
        values = {"seq": str(change.seq), "created": instant(change.created), "user": change.user,
                  "epsilon": Fraction(change.data["epsilon"]),
                  "was": Message(" (was {epsilon})", epsilon=Fraction(was["epsilon"])) if was else ""}
        lines.append(Message("  budget #{seq} {created} by {user}: epsilon {epsilon}{was}: {reason}", reason=reason,
                             **values) if reason else
                     Message("  budget #{seq} {created} by {user}: epsilon {epsilon}{was}", **values))
    return lines
