"""Run a plan once: check it against the table and the budget, bound contributions, draw, describe.

All checks and calibrations happen before the first draw, so a refused plan spends nothing and
a release either comes out whole or not at all.
"""
from __future__ import annotations

from dataclasses import dataclass, field
from fractions import Fraction
from datetime import datetime, timezone

from ...version import __version__
from ..base.budget import Budget, require_within
from ..base.errors import InputError, PlanError
from ..base.languages import DEFAULT_LANGUAGE, LANGUAGES
from . import release_steps as steps
from ..base.progress import check_cancel, report_step
from ..base.words.message import Message, counted
from ..base.words.stored_message import StoredMessage
from ..ledger.fingerprint import public_fingerprint
from ..plan.counting_rule import reads_bounded_rows
from ..plan.release_plan import ReleasePlan, parse_plan
from ..exact.listed_only import without_other
from ..exact.table_checks import table_problems
from ..private.plan_drafts import draft_plan, draw_all, rho_spent
from ..base.exact_numbers import as_json_number
from ..private.kind_drafts import draft_of
from ..private.below_zero import note_below_zero
from ..private.suppression import suppress_all
from ..preview.value_spread import ValueSpread
from ..exact.source import TableSource, as_source
from ..output.release_format import RELEASE_VERSION
from ..output.stored_sentences import with_messages

NEIGHBOURING = ("Two tables are neighbours when one is the other with one individual added or removed, "
                "together with all of that individual's rows (unbounded differential privacy).")
COMPOSITION = ("Sequential composition across queries (their epsilons and deltas add up); parallel "
               "composition across the disjoint cells of each histogram or cross-tab.")
ZCDP_COMPOSITION = ("Zero-concentrated DP across queries (budget.accounting \"zcdp\"): each query spent a share rho "
                    "of the budget's rho, the shares add up, and their sum is converted to the epsilon and delta "
                    "above by the tight conversion of Canonne, Kamath and Steinke (2020); parallel composition across "
                    "the disjoint cells of each histogram or cross-tab.")
ZCDP_APART = (" The thresholds of the queries that discover keys spent deltas of their own, {delta} in all, set apart "
              "from the budget's delta before the conversion.")

FROM_DATA_WARNING = ("The category lists of {columns} were taken from the data rather than from a public source; "
                     "the presence of a category in the release can reveal that someone in the table has it.")


@dataclass(frozen=True)
class ReleaseOutcome:
    """The public release, and notes about the table for the steward's eyes only (never published)."""

    release: dict
    steward_notes: tuple[str, ...]
    cost: Budget | None = None  # what the release guarantees, and what the ledger charges
    rho: Fraction | None = None  # under zCDP accounting: the rho its mechanisms spent
    value_intervals: dict = field(default_factory=dict)  # an ungrouped quantile's id -> (low, high): the values
    # its interval of places reaches on this table, for the steward's eyes only (never published)


def produce_release(table, plan: ReleasePlan | dict, dataset_id: str | None = None,
                    created: datetime | None = None, fingerprint_key: bytes | None = None, progress=None,
                    cancel=None, language: str = DEFAULT_LANGUAGE) -> ReleaseOutcome:
    """Draw a fresh differentially private release of `table` (a pandas DataFrame or any TableSource)
    under `plan`. The exact answers are computed where the table lives; the noise is drawn here.

    The release names its population (`dataset_id`, the ledger's key for it) by a keyed fingerprint
    (see fingerprint.py), never by a plain hash. Without a ledger (no id or key) it names none
    (null): nothing is hashed and nothing is written. `progress` and `cancel` (progress.py) reach the
    exact answers, the long part; nothing is drawn after a cancel. `language` (en, de, zh, el) is the
    report's, recorded in the release; its own texts and field names stay English (a public format).
    """
    check_language(language)  # before anything is read or drawn
    if not isinstance(plan, ReleasePlan):
        plan = parse_plan(plan)
    source: TableSource = as_source(table)
    problems = table_problems(plan, source)
    if problems:
        raise PlanError(problems)
    spent = plan.spent()
    require_within(spent, plan.budget, Message("the plan's queries together"))
    unit = plan.privacy_unit
    report_step(progress, steps.EXACT_ANSWERS)
    prepared = without_other(plan, source.prepare(plan, progress, cancel))
    check_cancel(cancel)
    report_step(progress, steps.DRAWING)
    drafts = draft_plan(plan, prepared.answers)
    rho = rho_spent(drafts) if plan.accounting == "zcdp" else None
    spent = plan.zcdp().guarantee(rho) if rho is not None else spent  # never more than the plan's: checked above
    entries = draw_all(drafts)
    suppress_all(plan, drafts, entries)
    note_below_zero(entries)
    release = {
        "dpstudio_release": RELEASE_VERSION,
        "created": (created or datetime.now(timezone.utc)).isoformat(timespec="seconds"),
        "dpstudio_version": __version__,
        "language": language,
        "dataset_fingerprint": (public_fingerprint(dataset_id, fingerprint_key)
                                if dataset_id and fingerprint_key else None),
        "privacy_unit": unit.to_dict(),
        "privacy_unit_description": unit.describe(),
        "neighbouring": StoredMessage(NEIGHBOURING),
        "budget": {**spent.to_dict(), "limit": plan.budget.to_dict(),
                   "composition": composition(plan, rho), "accounting": plan.accounting,
                   **({"rho": as_json_number(rho), "rho_limit": as_json_number(plan.zcdp().rho)} if rho is not None
                      else {}),
                   **({"population": plan.population} if plan.population else {})},
        "queries": entries,
    }
    if plan.publisher:
        release["publisher"] = plan.publisher
    if plan.suppress_below:
        release["suppress_below"] = plan.suppress_below
    warnings = []
    used = {c for q in plan.queries for c in q.columns_used()}
    taken = [c for c in plan.categories_from_data if c in used]  # a list no query uses leaks nothing
    if taken:
        release["categories_from_data"] = taken
        warnings.insert(0, StoredMessage(FROM_DATA_WARNING, columns=", ".join(taken)))
    if warnings:
        release["warnings"] = warnings
    release = with_messages(release)  # the sentences' messages beside them (release format 13)
    return ReleaseOutcome(release, tuple(_steward_notes(prepared, drafts, plan)), spent, rho, _value_intervals(drafts))


def check_language(language) -> None:
    if language not in LANGUAGES:
        raise InputError(Message("the report cannot be written in {language}", language=repr(language)),
                         where="language", hint=Message("Choose one of {codes} ({names})", codes=list(LANGUAGES),
                                                        names=list(LANGUAGES.values())))


def _value_intervals(drafts) -> dict:
    """Each ungrouped quantile's interval in the column's units on this table: the values at its ends, ± its
    places around the wanted rank, as the Preview gives it (the steward's figures, never published)."""
    spans = {draft.query.id: ValueSpread(draft.query.bounds, draft.answer.bucket_counts).values_around(
        draft.query.quantile, draft.rank_halfwidth()) for draft in drafts
        if draft_of(draft.query).rank_interval and getattr(draft.answer, "bucket_counts", None) is not None}
    return {query: span for query, span in spans.items() if span is not None}


def composition(plan, rho) -> StoredMessage:
    """How the queries' costs combine, in words; under zCDP with the deltas set apart for discovered keys."""
    if rho is None:
        return StoredMessage(COMPOSITION)
    apart = plan.zcdp().selection_delta
    if not apart:
        return StoredMessage(ZCDP_COMPOSITION)
    return StoredMessage(ZCDP_COMPOSITION + ZCDP_APART, delta=f"{float(apart):g}")


def _steward_notes(prepared, drafts, plan) -> list[Message]:
    notes = []
    if prepared.rows_without_person:
        notes.append(counted("count", "{count} row had no person id and was left out.",
                             "{count} rows had no person id and were left out.", count=prepared.rows_without_person))
    bounded = [q.id for q in plan.queries if reads_bounded_rows(q, plan.privacy_unit)]
    if prepared.rows_over_limit and bounded:  # a query of people by one row per person reads all their rows
        notes.append(counted("count", "{count} row was over the per-person limit and was left out of {queries}.",
                             "{count} rows were over the per-person limit and were left out of {queries}.",
                             count=prepared.rows_over_limit, queries=bounded))
    for draft in drafts:
        compared = getattr(draft, "steward_comparison", lambda: [])()  # a synthetic table's, against the real one
        if compared:
            table, largest, _ = max(compared, key=lambda c: c[1])
            notes.append(counted("count", "Query '{query}': the synthetic rows' table differs from the real table by at "
                                 "most {largest} per cell ({table}), {mean} on average.",
                                 "Query '{query}': the synthetic rows' tables differ from the real tables by at most "
                                 "{largest} per cell (in {table}), {mean} on average over the {count} tables.",
                                 query=draft.query.id, table=table, largest=round(largest, 1), count=len(compared),
                                 mean=round(sum(c[2] for c in compared) / len(compared), 1)))
        if draft.answer.rows_missing:
            notes.append(counted("count", "Query '{query}': {count} row with a missing value was left out.",
                                 "Query '{query}': {count} rows with a missing value were left out.",
                                 query=draft.query.id, count=draft.answer.rows_missing))
    return notes
