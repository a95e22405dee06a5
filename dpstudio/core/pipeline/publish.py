"""One export, in the order that keeps the ledger honest: nothing is charged that is not delivered.

Everything that can fail is tried before the charge:
1. the plan, alone and against the table; the output folder (a new folder, not a link or a file);
2. the ledger (intact), the table's population (ledger_population.py), and room in its
   lifetime budget (nothing drawn yet);
3. the output folder is claimed: a hidden `.DIR.partial` beside it, locked for the life of the
   release (output_claim.py). A second release into DIR is refused; stale claims left by a crash,
   and old-style partial folders, are removed (the steward notes say so);
4. the release is drawn once, and the whole bundle rendered in memory (JSON, CSV, XLSX, HTML, PDF,
   SHA256SUMS, signed with the data office's key beside the ledger: ledger/signing.py). Each file name is checked against the file system's limit and the exact byte
   count against the free space. A failure here spends nothing, and the claim is removed: a crash
   up to here leaves at most an empty claim, never noise on disk.
Then:
5. the ledger is charged, its record naming the partial folder, and the charge committed;
6. the bytes are written into the partial folder, flushed to disk, and renamed into place;
7. the ledger record is marked complete, with the bundle's hash, each file's and the signing key's
   fingerprint (so `ledger verify` can name a file changed later: bundle_verify.py).
A failure after the charge (a full disk, Ctrl-C, anything) raises ChargedNotDelivered: the
budget WAS spent, and the partial folder is kept for the steward to see (`ledger show` lists it).
A release killed just after its bundle was renamed into place leaves a claim holding only its lock:
the next release under the ledger removes it (output_claim.clear_delivered_claims).
"""
from __future__ import annotations

import hashlib
from dataclasses import dataclass, field
from pathlib import Path

from ..base.budget import Budget
from ..output.bundle import SUMS, canonical_sha256, render_bundle, without_synthetic_rows
from ..base.errors import ChargedNotDelivered, PlanError, Terminated
from ..exact.source import as_source
from ..output.export import check_new_folder
from ..ledger.fingerprint import fingerprint_key
from ..ledger.book import Ledger, current_user
from ..ledger.signing import Signer, office_signer
from ..ledger.population_match import PopulationMatch, check_determined, population_of, settle
from ..output.output_claim import OutputClaim, claim_output, clear_delivered_claims
from ..plan.release_plan import ReleasePlan, parse_plan
from ..databases.server_cancel import source_stopped_on_cancel
from . import release_steps as steps
from ..base.progress import check_cancel, report_step, scaled
from ..exact.table_checks import table_problems
from .release import check_language, produce_release
from ..base.words.message import Message


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
    value_intervals: dict = field(default_factory=dict)  # ReleaseOutcome.value_intervals: the steward's only


def publish(table, plan: ReleasePlan | dict, dataset_sha256, out_dir, ledger: Ledger, pdf_writer=None,
            user: str | None = None, source: str = "a table", population: str | None = None, progress=None,
            cancel=None, language: str = "en", sketched=None) -> Published:
    """Release `table` (a DataFrame or any TableSource) under `plan`, charged to the lifetime budget
    of its population of people.

    `dataset_sha256` (the file's hash, or a function computing it: called only for a ledger that holds
    such records, population_match.legacy_keys) only lets a population adopt what a ledger from before
    populations recorded for that file; `source` names the table in the ledger (private);
    `population` (an id or unique prefix) declares the table part of that known population;
    `pdf_writer(report_html) -> bytes` renders report.pdf (none: no PDF). `cancel` (progress.py) is
    honoured up to the charge and never after it: a cancelled release charges and writes nothing.
    `language` is the report's (en, de, zh, el), recorded in release.json. `sketched`: the table's people
    sketched before (population_match.population_of), not sketched again.
    """
    plan = plan if isinstance(plan, ReleasePlan) else parse_plan(plan)
    check_language(language)  # before the ledger learns anything
    user = user or current_user()
    rows = as_source(table)  # where the table lives (`source` is its name for the ledger)
    with source_stopped_on_cancel(rows, cancel):  # Cancel also stops the statement the engine runs now
        report_step(progress, steps.CHECKING)
        problems = table_problems(plan, rows)
        if problems:  # before the ledger learns anything of this table
            raise PlanError(problems)
        ledger.ensure_intact()  # before the ledger learns anything; the charge verifies again, in its transaction
        clear_delivered_claims(ledger.every_release())  # what a release that died after its rename left
        check_new_folder(out_dir)
        person = plan.privacy_unit.column
        report_step(progress, steps.FINDING_PEOPLE)
        match = population_of(ledger, rows, person, dataset_sha256, population, sketched)
        check_determined(match)  # a table that may be known people is not charged as new people
        check_cancel(cancel)
        ledger.check(match.id or match.legacy_key or "(a population new to the ledger)", plan.spent())
        signer = office_signer(ledger)  # made with the ledger; refused if the key its releases were signed with is gone
        claim = claim_output(out_dir)
        try:
            dataset = settle(ledger, match, source, user)
            outcome = produce_release(rows, plan, dataset_id=dataset, fingerprint_key=fingerprint_key(ledger.path),
                                      progress=scaled(progress, 0.1, 0.9), cancel=cancel, language=language)
            plan_dict = plan.public_dict()  # with how the file was read, for the columns it reads: it runs again
            report_step(progress, steps.WRITING)
            files = render_bundle(outcome.release, plan_dict, pdf_writer, signer)
            claim.check_room(files)
            check_cancel(cancel)  # the last point to stop at: past it, the release is charged and delivered
        except BaseException:  # nothing charged: nothing kept
            claim.abandon()
            raise
    cost = outcome.cost or plan.spent()  # under zCDP: what the rho really spent guarantees (never more)
    report_step(progress, steps.CHARGING)
    record = _charge(ledger, claim, dataset, cost, canonical_sha256(plan_dict), user, outcome.rho)
    # the ledger's state (record number, lifetime spent) stays with the steward: which population a
    # table joins, and whether it brought new people to record, depend on the data
    folder, digest, lifetime, spent = _deliver(claim, files, ledger, dataset, record, cost, signer)
    return Published(folder, without_synthetic_rows(outcome.release), (*outcome.steward_notes, *claim.notes), record, digest,
                     lifetime, spent, match, outcome.value_intervals)


def _charge(ledger: Ledger, claim: OutputClaim, dataset: str, cost: Budget, plan_sha256: str, user: str,
            rho=None) -> int:
    """Charge the release, its record naming the partial folder (and, under zCDP, its rho); a failure
    that left no charge keeps nothing."""
    before = None
    try:
        before = len(ledger.releases(dataset))
        return ledger.charge(dataset, cost, plan_sha256, str(claim.target.resolve()), user, partial=str(claim.staging),
                             rho=rho)
    except BaseException as exc:
        if not _was_charged(ledger, dataset, before, claim):  # refused, or interrupted before the commit
            claim.abandon()
            raise
        claim.keep()  # e.g. Ctrl-C just after the commit
        raise _charged(ledger, dataset, cost, claim, exc) from exc


def _was_charged(ledger: Ledger, dataset: str, before: int | None, claim: OutputClaim) -> bool:
    """Whether a release into this claim was recorded after all (the claim is held: no one else's)."""
    if before is None:  # failed before the charge was tried
        return False
    try:
        return any(entry.partial == str(claim.staging) for entry in ledger.releases(dataset)[before:])
    except Exception:  # a ledger that cannot be read now: its transaction was rolled back
        return False


def _deliver(claim: OutputClaim, files: dict, ledger: Ledger, dataset: str, record: int,
             cost: Budget, signer: Signer) -> tuple[Path, str, Budget, Budget]:
    """After the charge: write, rename into place, mark complete; any failure says the budget was spent.

    Returns the folder, the bundle's fingerprint (the hash of SHA256SUMS), and the lifetime budget and
    what is spent, read before delivery so that nothing after it can fail on the ledger.
    """
    try:
        digest = hashlib.sha256(files[SUMS]).hexdigest()
        lifetime, spent = ledger.budget(dataset), ledger.spent(dataset)
        folder = claim.deliver(files)
    except BaseException as exc:
        claim.keep()
        if not _in_place(claim, files):
            raise _charged(ledger, dataset, cost, claim, exc) from exc
        folder = claim.target  # what failed came after the rename (e.g. Ctrl-C): the bundle is delivered
    try:
        ledger.complete(dataset, record, digest, {name: hashlib.sha256(data).hexdigest() for name, data in files.items()},
                        signer.fingerprint)
    except BaseException as exc:
        if not _recorded_complete(ledger, dataset, record):  # Ctrl-C just after the commit: it is complete
            raise _charged(ledger, dataset, cost, claim, exc, written=folder) from exc
    return folder, digest, lifetime, spent


def _recorded_complete(ledger: Ledger, dataset: str, record: int) -> bool:
    """Whether the ledger holds release `record` as complete after all (its transaction committed)."""
    try:
        return any(entry.seq == record and entry.complete for entry in ledger.releases(dataset))
    except Exception:  # a ledger that cannot be read now: say what is sure, that the budget was spent
        return False


def _in_place(claim: OutputClaim, files: dict) -> bool:
    """Whether this release's bundle is in its target folder (the claim is held: no one else's)."""
    try:
        return (claim.target / SUMS).read_bytes() == files[SUMS]
    except OSError:
        return False


def _charged(ledger: Ledger, dataset: str, cost: Budget, claim: OutputClaim, exc: BaseException,
             written=None) -> ChargedNotDelivered:
    try:
        lifetime = ledger.budget(dataset)
        left = lifetime - ledger.spent(dataset)
    except Exception:  # the ledger may be what failed: the budget was spent all the same
        lifetime = left = None
    return ChargedNotDelivered(cost, left, lifetime, claim.staging, _cause(exc), written)


def _cause(exc: BaseException) -> str:
    """What went wrong, in words (never an exception's text that could quote data): the system's own words
    for a failed write, else a Message."""
    if isinstance(exc, Terminated):
        return Message("stopped (SIGTERM)")
    if isinstance(exc, KeyboardInterrupt):
        return Message("interrupted (Ctrl-C)")
    if isinstance(exc, OSError):
        where = f": {exc.filename}" if exc.filename else ""
        return f"{exc.strerror or type(exc).__name__}{where}"
    return Message("an unexpected {kind} while writing", kind=type(exc).__name__)
