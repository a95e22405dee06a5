"""The Release page's ledger status: which population the table's people are, and what it may still spend.

Finding the population reads the table's people (for a database table, its whole person column), so
`check_ledger` runs on a worker thread; the page shows CHECKING meanwhile and keeps the match it returns.
"""
from __future__ import annotations

from dataclasses import dataclass

from PySide6.QtCore import QT_TRANSLATE_NOOP
from html import escape

from ..core.base.errors import DpStudioError
from ..core.databases.server_cancel import source_stopped_on_cancel
from ..core.ledger.book import Ledger
from ..core.ledger.population_match import known_populations, population_of
from ..core.base.locale_format import day
from ..core.ledger.signing import office_signer
from ..core.output.output_claim import incomplete_state
from ..core.base.words.message import Message, said
from .numbers import given
from .translation import app_language, translator

CHECKING = QT_TRANSLATE_NOOP("LedgerStatus", "Checking the ledger…")


@dataclass(frozen=True)
class LedgerCheck:
    """What a check found: the match and the key it is for (None when the check failed), the known
    populations (None unless asked for) and the status text."""

    key: tuple | None
    match: object | None
    known: tuple | None
    text: str


def population_key(table, column: str | None, ledger, join: str | None) -> tuple:
    """What a population match depends on: the table, the privacy unit's column, the ledger and the choice."""
    return (id(table), column, str(ledger.path), join)


def check_ledger(ledger_path, table, column: str | None, people, join: str | None, refill: bool,
                 cancel=None, sketched=None) -> LedgerCheck:
    """Runs on a worker: the ledger checked intact, the population of `people()` (the project's frame or
    database source, project.people_source) found in it, and the status text; a ledger that cannot be read is
    told, never raised. `sketched`: the people sketched by an earlier check of this table (population_of)."""
    known = None
    try:
        with Ledger(ledger_path) as ledger:
            ledger.ensure_intact(Message("nothing is shown from it"))  # its figures would mislead
            if refill:
                known = tuple(known_populations(ledger))
                join = join if join in {population.id for population in known} else None
            source = people()
            with source_stopped_on_cancel(source, cancel):  # a new check does not wait for this one's statement
                match = population_of(ledger, source, column, table.fingerprint, join, sketched)
            return LedgerCheck(population_key(table, column, ledger, join), match, known,
                               ledger_status_html(ledger, match) + signing_html(ledger))
    except DpStudioError as error:  # e.g. a chosen population the table's people are not
        return LedgerCheck(None, None, known, escape(error.said(app_language()), quote=False))
    except Exception as error:  # a ledger that cannot be opened is shown, not fatal
        return LedgerCheck(None, None, known,
                           _t("The ledger cannot be opened: {error}").format(error=escape(str(error), quote=False)))


def ledger_status_html(ledger, match) -> str:
    """The population the table is, its lifetime budget, what is spent and left, the last change and why,
    in the app's language."""
    dataset = match.id or match.legacy_key
    text = _t("Ledger: {population}.").format(population=escape(match.describe(app_language()), quote=False)) + " "
    limit = ledger.budget(dataset) if dataset else None
    if match.population is None and match.undetermined and not match.legacy_key:
        return text + _t("If they are part of it, choose it under <b>Population</b> (charged to its lifetime "
                         "budget); if they are a different population, tick <b>New population</b>.")
    if limit is None:
        return text + _t("<b>No lifetime budget</b> is set for these people in the ledger ({file}). Set one before "
                         "releasing: it caps what all releases of them may spend together.").format(
            file=escape(str(ledger.path), quote=False))
    spent = ledger.spent(dataset)
    left = limit - spent
    text += _t("This population has spent ε = {spent} of its lifetime ε = {limit}; <b>{left} left</b>.").format(
        spent=given(spent.epsilon), limit=given(limit.epsilon), left=given(left.epsilon))
    text += " " + _t("Of its lifetime δ = {limit}, {spent} is spent; {left} left.").format(
        spent=given(spent.delta), limit=given(limit.delta), left=given(left.delta))
    change = ledger.budget_changes(dataset)[-1]
    if change.data.get("reason"):
        text += " " + _t("Last budget change ({date}, {user}): “{reason}”.").format(
            date=day(change.created, app_language()), user=escape(change.user, quote=False),
            reason=escape(change.data["reason"], quote=False))
    return text + incomplete_releases_html(ledger, dataset)


def signing_html(ledger) -> str:
    """The data office's key that signs the releases, once there is one (made with the first release); a key
    that is missing or replaced is refused (LedgerTampered), and the status says so before an export."""
    signer = office_signer(ledger, create=False)
    if signer is None:
        return ""
    return "<br>" + _t("Releases are signed with the data office's key, fingerprint <code>{fingerprint}</code>.").format(
        fingerprint=signer.fingerprint)


def release_outlook(ledger, match, cost) -> tuple[str, bool]:
    """Before an export, in the app's language: whether a release costing `cost` (a Budget) fits what the
    lifetime budget of the population `match` has left, with the figures; if it does, what will be left after;
    and whether the ledger will refuse it. ("", False) when the ledger cannot tell yet (the steward must first
    say which population the people are)."""
    dataset = match.id or match.legacy_key
    if dataset is None and match.undetermined:
        return "", False  # the ledger status asks the steward to choose the population
    limit = ledger.budget(dataset) if dataset else None
    if limit is None:
        return _t("No lifetime budget is set for these people: the export will be refused. Set one on this page "
                  "first."), True
    left = limit - ledger.spent(dataset)
    short = [_t(SHORT[name]).format(needed=given(getattr(cost, name)), left=given(max(getattr(left, name), 0)))
             for name in ("epsilon", "delta") if getattr(cost, name) > getattr(left, name)]
    if short:
        return " ".join(short), True
    after = left - cost
    return _t("After it, ε = {epsilon} and δ = {delta} of the lifetime budget will be left.").format(
        epsilon=given(after.epsilon), delta=given(after.delta)), False


SHORT = {  # a release that needs more of the lifetime budget than is left
    "epsilon": QT_TRANSLATE_NOOP("LedgerStatus", "This release needs ε = {needed}, but only ε = {left} of the "
                                                 "lifetime budget is left: the export will be refused."),
    "delta": QT_TRANSLATE_NOOP("LedgerStatus", "This release needs δ = {needed}, but only δ = {left} of the lifetime "
                                               "budget is left: the export will be refused."),
}


def incomplete_releases_html(ledger, dataset: str) -> str:
    """Releases charged but not delivered, each with its partial folder (or that the folder is gone)."""
    lines = ["<br>" + _t("Release #{number} ({date}, ε = {epsilon}) into {folder}: {state}.").format(
                 number=entry.seq, date=day(entry.created, app_language()), epsilon=given(entry.cost.epsilon),
                 folder=escape(entry.out_dir, quote=False),
                 state=escape(said(incomplete_state(entry), app_language()), quote=False))
             for entry in ledger.releases(dataset) if not entry.complete]
    return "".join(lines)


_t = translator("LedgerStatus")


MARKED = (  # for pyside6-lupdate: the texts _t translates
    QT_TRANSLATE_NOOP("LedgerStatus", "The ledger cannot be opened: {error}"),
    QT_TRANSLATE_NOOP("LedgerStatus", "Ledger: {population}."),
    QT_TRANSLATE_NOOP("LedgerStatus", "If they are part of it, choose it under <b>Population</b> (charged to its "
                                      "lifetime budget); if they are a different population, tick <b>New "
                                      "population</b>."),
    QT_TRANSLATE_NOOP("LedgerStatus", "<b>No lifetime budget</b> is set for these people in the ledger ({file}). Set "
                                      "one before releasing: it caps what all releases of them may spend together."),
    QT_TRANSLATE_NOOP("LedgerStatus", "This population has spent ε = {spent} of its lifetime ε = {limit}; <b>{left} "
                                      "left</b>."),
    QT_TRANSLATE_NOOP("LedgerStatus", "No lifetime budget is set for these people: the export will be refused. Set "
                                      "one on this page first."),
    QT_TRANSLATE_NOOP("LedgerStatus", "After it, ε = {epsilon} and δ = {delta} of the lifetime budget will be left."),
    QT_TRANSLATE_NOOP("LedgerStatus", "Of its lifetime δ = {limit}, {spent} is spent; {left} left."),
    QT_TRANSLATE_NOOP("LedgerStatus", "Last budget change ({date}, {user}): “{reason}”."),
    QT_TRANSLATE_NOOP("LedgerStatus", "Release #{number} ({date}, ε = {epsilon}) into {folder}: {state}."),
    QT_TRANSLATE_NOOP("LedgerStatus", "Releases are signed with the data office's key, fingerprint "
                                      "<code>{fingerprint}</code>."),
)
