"""One export, in the order that keeps the ledger honest.

1. check the plan against the table, then find the table's population (ledger_population.py)
   and check that its lifetime budget has room (nothing drawn yet);
2. draw the release once;
3. charge the ledger and commit (before any file exists: a crash from here on over-counts);
4. write the bundle atomically;
5. mark the ledger record complete, with the bundle's hash.
"""
from __future__ import annotations

from dataclasses import dataclass
from pathlib import Path

from .accountant import Budget
from .bundle import bundle_sha256, canonical_sha256, write_bundle
from .export import check_new_folder
from .fingerprint import fingerprint_key
from .ledger import Ledger, current_user
from .ledger_population import PopulationMatch, check_determined, population_of, settle
from .errors import PlanError
from .plan import ReleasePlan, parse_plan, table_problems
from .release import produce_release


@dataclass(frozen=True)
class Published:
    folder: Path
    release: dict
    steward_notes: tuple[str, ...]
    ledger_record: int
    bundle_sha256: str
    lifetime: Budget
    spent: Budget
    population: PopulationMatch | None = None


def publish(frame, plan: ReleasePlan | dict, dataset_sha256: str | None, out_dir, ledger: Ledger, pdf_writer=None,
            user: str | None = None, source: str = "a table", population: str | None = None) -> Published:
    """Release `frame` under `plan`, charged to the lifetime budget of its population of people.

    `dataset_sha256` (the file's hash) only lets a population adopt what a ledger from before
    populations recorded for that file; `source` names the table in the ledger (private);
    `population` (an id or unique prefix) declares the table part of that known population.
    """
    plan = plan if isinstance(plan, ReleasePlan) else parse_plan(plan)
    user = user or current_user()
    cost = plan.spent()
    check_new_folder(out_dir)
    problems = table_problems(plan, frame)
    if problems:  # before the ledger learns anything of this table
        raise PlanError(problems)
    ledger.ensure_intact()  # before the ledger learns anything; the charge verifies again, in its transaction
    match = population_of(ledger, frame, plan.privacy_unit.column, dataset_sha256, population)
    check_determined(match)  # a table that may be known people is not charged as new people
    ledger.check(match.id or match.legacy_key or "(a population new to the ledger)", cost)
    dataset = settle(ledger, match, source, user)
    outcome = produce_release(frame, plan, dataset_id=dataset, fingerprint_key=fingerprint_key(ledger.path))
    release = outcome.release  # the OS user goes to the private ledger only, never into the bundle
    plan_dict = plan.public_dict()  # without the reading schema, which the data decided
    record = ledger.charge(dataset, cost, canonical_sha256(plan_dict), str(Path(out_dir).resolve()), user)
    lifetime, spent = ledger.budget(dataset), ledger.spent(dataset)
    # the ledger's state (record number, lifetime spent) stays with the steward: which population a
    # table joins, and whether it brought new people to record, depend on the data
    folder = write_bundle(release, plan_dict, out_dir, pdf_writer)
    digest = bundle_sha256(folder)
    ledger.complete(dataset, record, digest)
    return Published(folder, release, outcome.steward_notes, record, digest, lifetime, spent, match)
