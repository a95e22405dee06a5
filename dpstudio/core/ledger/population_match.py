"""Which population of the ledger a table is: the lifetime budget belongs to the people.

A table IS a known population when it shares at least MATCH_SHARE (0.5) of its people, or of the
population's people, with it (population.compare): the same patients re-saved, re-sorted,
converted or re-extracted next month reach the same lifetime budget. If several populations
match, the one sharing the largest share wins (on a tie, the one holding more of the table's own
people, then the newest), except that a population the steward declared different supersedes
those it was declared against.

Each time a table is used for a budget or a release, and it brings people the population's
sketch had not sampled, a new population record holds the merged sketch (a bottom-K sample of the
union): a slowly drifting registry stays recognised, and the first sketch is kept in the chain.

Each known population is compared in its own unit, whatever the plan's: a population recorded by
person column X is compared with the table's ids in X (if the table has X); a row-level population
with the table's rows over the population's recorded columns (if the table has them all; a table
with one of them dropped cannot be compared). So a plan with another privacy unit (national_id
instead of patient_id, or none) does not make known people new.

Tables are sketched where they live (population.py, the current scheme). Populations known only by a
sketch of an older scheme (V2, by the engine; V1, population_v1.py) are compared too when no current
sketch matches, and the first release charged to such a population records its sketch again under the
current scheme (same id).

A table no population matches is new only if every comparison was determined (population.py,
MIN_COMPARED): a small extract of a big registry cannot be told apart from new people, and is
refused until the steward says which it is: part of a known population (`join`, recorded), or a
new population (with a reason, recorded). A new table gets no budget until the steward sets one.
"""
from __future__ import annotations

import secrets
from dataclasses import dataclass, field

from ..base.errors import InputError
from ..base.locale_format import day, localized, percent
from ..base.words import say
from ..base.words.message import Message
from .book import NOT_CHANGED
from .fingerprint import fingerprint_key
from .sample_memo import SampleMemo, file_content
from .population import (ENGINE_DIGESTS, OLDER, SCHEME, V1, Overlap, Sketch, compare_table, merge, sketch_of_sample,
                         sketch_salt)


@dataclass(frozen=True)
class KnownPopulation:
    id: str
    sketch: Sketch
    source: str  # the name of the file it was first seen in (the ledger is private)
    created: str
    supersedes: tuple[str, ...] = ()
    legacy: Sketch | None = None  # its latest sketch of an older scheme (OLDER), still compared with (see identify)


class TableSketches:
    """A table's people sketched in each unit (and scheme) a known population was recorded in, each at most once.

    `table` is a DataFrame or a table source (core.exact): the current scheme's sample is computed where
    the table lives (`people_sample`), an older scheme's from the people streamed in batches
    (`people_batches`, 8 bytes per person held here). `memo`: the ledger's samples of Parquet files
    (sample_memo.py), consulted for a table read from one where it lies (its source's `content_file`).
    """

    def __init__(self, table, person_column: str | None, ledger_key: bytes, memo: SampleMemo | None = None):
        self.people, self.key, self._cache = _SourcePeople(table), ledger_key, {}
        self.person_column, self.memo, self._content = person_column, memo, None
        unit = ("person", (str(person_column),)) if person_column is not None else \
            ("row", tuple(sorted(self.people.names)))
        if self.by(*unit) is None:
            raise InputError(Message("the table has no column {column} (the privacy unit)",
                                     column=repr(person_column)))
        self.own = self.by(*unit)[0]
        if person_column is not None and self.own.people == 0:  # no one to find a population or a budget for
            raise InputError(Message("no row of the table has a person id in {column} (the privacy unit): every row "
                                     "would be left out", column=repr(person_column)),
                             hint=Message("Check that the privacy unit's column is the one that holds the person ids"))

    def by(self, unit: str, columns: tuple[str, ...], scheme: str = SCHEME):
        """The sketch and the sample (exact/people_sample.PeopleSample) in this unit and scheme; None if the
        table lacks a column."""
        names = self.people.names
        if not columns or any(c not in names for c in columns):
            return None
        if (unit, columns, scheme) not in self._cache:
            if scheme == V1:
                self._cache[unit, columns, scheme] = _sketched_v1(self.people, unit, columns, self.key)
            else:
                sample = self._sample(unit, columns, scheme)
                self._cache[unit, columns, scheme] = (sketch_of_sample(sample, unit, columns), sample)
        return self._cache[unit, columns, scheme]

    def _sample(self, unit: str, columns: tuple[str, ...], scheme: str):
        """The engine's sample, or the memo's of the same Parquet file (kept for the next time)."""
        path = getattr(self.people.source, "content_file", None)
        kept = self.memo is not None and path is not None
        if kept:
            self._content = self._content or file_content(path)
            sample = self.memo.recall(self._content, unit, columns, scheme)
            if sample is not None:
                return sample
        sample = self.people.sample(columns, unit == "person", sketch_salt(self.key), ENGINE_DIGESTS[scheme])
        if kept:
            self.memo.keep(self._content, unit, columns, scheme, sample)
        return sample

    def like(self, population: Sketch, scheme: str | None = None):
        """The table in the population's own unit (records without columns: the plan's person column, or all),
        in `scheme` (the population sketch's own unless given)."""
        columns = population.columns
        if not columns and population.unit == "person":
            columns = self.own.columns if self.own.unit == "person" else ()
        elif not columns:
            columns = tuple(sorted(self.people.names))
        return self.by(population.unit, columns, scheme or population.scheme)


def _sketched_v1(people, unit: str, columns: tuple[str, ...], key: bytes):
    """A sketch of the older scheme (population_v1.py), from every person read into this process."""
    # start-up: `ledger show` and `verify` read a ledger without the engines
    from ..exact.people_sample import FULL, PeopleSample
    from .population_v1 import distinct_keyed_people, sketch_of_distinct

    distinct = distinct_keyed_people(people.batches(columns), columns[0] if unit == "person" else None, key)
    return sketch_of_distinct(distinct, unit, columns), PeopleSample(distinct, FULL, int(distinct.size))


class _SourcePeople:
    """A table's people where the table lives (a DataFrame becomes a pandas source; names as text)."""

    def __init__(self, table):
        # start-up: `ledger show` and `verify` read a ledger without the engines
        from ..exact.source import as_source

        self.source = as_source(table)
        self.names = {str(name): name for name in self.source.column_kinds()}

    def sample(self, columns, person: bool, salt: str, kind: str):
        return self.source.people_sample([self.names[c] for c in columns], person, salt, kind)

    def batches(self, columns):
        for batch in self.source.people_batches([self.names[c] for c in columns]):
            yield batch.set_axis(list(columns), axis=1)


@dataclass(frozen=True)
class PopulationMatch:
    """A table's sketch and the population it is (None: not known yet, or undetermined)."""

    sketch: Sketch  # in the plan's own unit: what a new population records
    population: KnownPopulation | None = None
    overlap: Overlap | None = None
    legacy_key: str | None = None  # a file hash with records from before populations, adopted on first use
    compared: Sketch | None = None  # the table in the population's own unit: what is merged into it
    undetermined: tuple[KnownPopulation, ...] = ()  # populations it may belong to: too few people comparable
    joined: bool = False  # the steward declared the table part of `population`
    table: TableSketches | None = field(default=None, compare=False, repr=False)

    @property
    def id(self) -> str | None:
        return self.population.id if self.population else None

    def describe(self, language: str = "en") -> str:
        """Which population the table's people are, in words (in `language`: the app's)."""
        lang = language
        if self.population is None:
            if self.legacy_key:
                return say(lang, "this file is known to the ledger by its hash (from before populations)")
            if self.undetermined:
                return undetermined(self).said(lang)
            return say(lang, "these people are new to the ledger: no known population shares most of them")
        if self.joined:
            return say(lang, "declared part of population {id} (first seen in {source} on {date})", id=self.id[:12],
                       source=repr(self.population.source), date=day(self.population.created, lang))
        return say(lang, "the same population as {source} (first seen {date}): about {share} of the people in "
                   "common (~{people} people)", source=repr(self.population.source),
                   date=day(self.population.created, lang), share=percent(self.overlap.share, lang, 0),
                   people=localized(f"{self.overlap.shared_people:,}", lang))


def undetermined(match: PopulationMatch) -> Message:
    """That dpstudio cannot tell whether the table's people belong to the populations it may belong to."""
    named = [Message("population {id} (first seen in {source})", id=p.id[:12], source=repr(p.source))
             for p in match.undetermined]
    which = named[-1]
    for population in reversed(named[:-1]):  # "A; B; C", each language with its own mark
        which = Message("{one}; {others}", one=population, others=which)
    return Message("dpstudio cannot tell whether the {people} people of this table belong to {which}: too few of them "
                   "can be compared with its sample", people=match.sketch.people, which=which)


def check_determined(match: PopulationMatch) -> None:
    """Refuse a table that matches no population but may belong to one: the steward must say which."""
    if match.population is None and not match.legacy_key and match.undetermined:
        first = match.undetermined[0].id[:12]
        raise InputError(undetermined(match),
                         hint=Message("If they are part of {first}, add --population {first} (charged to its "
                                      "lifetime budget; in the app: choose it under Population on the Release page); "
                                      'if they are a different population, declare it: --new-population --reason '
                                      '"..."', first=first))


def known_populations(ledger) -> list[KnownPopulation]:
    """The latest sketch of every population, in the order they were first recorded."""
    found: dict[str, KnownPopulation] = {}
    for record in ledger.records():
        if record.kind != "population":
            continue
        first = found.get(record.dataset)
        sketch = Sketch.from_dict(record.data["sketch"])
        found[record.dataset] = KnownPopulation(
            record.dataset, sketch,
            first.source if first else record.data.get("source", "?"), first.created if first else record.created,
            tuple(record.data.get("supersedes", ())) + (first.supersedes if first else ()),
            sketch if sketch.scheme in OLDER else (first.legacy if first else None))
    return list(found.values())


def identify(ledger, table: TableSketches, file_sha256=None, join: str | None = None) -> PopulationMatch:
    """The known population this table is, if any (reads the ledger only); `join`: the steward's choice.

    Populations are compared by their sketches of the current scheme; only when none of those matches
    are the sketches of the older schemes (OLDER, in ledgers made before) compared too: V2's by a second
    query of the engine, V1's by reading every person of the table into this process once. The release
    that then matches records the population's sketch again under the current scheme (settle), so that
    its next table is compared by the current scheme alone.
    """
    populations = known_populations(ledger)
    compared = _compared(table, populations, SCHEME)
    for scheme in OLDER:
        if _best(compared) is None and any(p.legacy is not None and p.legacy.scheme == scheme for p in populations):
            compared += _compared(table, populations, scheme)
    best = _best(compared)
    if join is not None:
        return _joined(populations, compared, best, join, table)
    if best:
        overlap, _, population, mine = best
        return PopulationMatch(table.own, population, overlap, compared=mine, table=table)
    legacy = legacy_keys(ledger)
    digest = file_sha256() if callable(file_sha256) and legacy else file_sha256 if legacy else None
    if digest and digest in legacy:
        return PopulationMatch(table.own, legacy_key=digest, table=table)
    undetermined = {p.id: p for overlap, _, p, _ in compared if not overlap.determined}
    return PopulationMatch(table.own, undetermined=tuple(undetermined.values()), table=table)


def legacy_keys(ledger) -> set[str]:
    """The file hashes a ledger from before populations keyed its records by, not yet adopted by a population.
    Without any, a table's file hash is never needed (identify does not compute it: a file read where it lies
    is not read a second time for its SHA-256)."""
    records = ledger.records()
    populations = {r.dataset for r in records if r.kind == "population"}
    adopted = {alias for r in records if r.kind == "population" for alias in r.data.get("aliases", ())}
    return {r.dataset for r in records} - populations - adopted


def _compared(table: TableSketches, populations, scheme: str) -> list:
    """(overlap, order, population, the table's current-scheme sketch in its unit) for each population with a
    sketch of `scheme` whose columns the table has."""
    found = []
    for order, population in enumerate(populations):
        sketch = population.sketch if population.sketch.scheme == scheme else \
            population.legacy if population.legacy is not None and population.legacy.scheme == scheme else None
        like = table.like(sketch) if sketch is not None else None
        if like is not None:
            mine = like[0] if scheme == SCHEME else table.like(sketch, SCHEME)[0]
            found.append((compare_table(like[1], like[0], sketch), order, population, mine))
    return found


def _best(compared: list):
    """The matching population sharing the largest share (not one superseded by another that matches)."""
    candidates = [c for c in compared if c[0].matches]
    superseded = {old for _, _, p, _ in candidates for old in p.supersedes}
    candidates = [c for c in candidates if c[2].id not in superseded]
    # on a tie, the population holding more of the table's own people wins (a registry over an extract of it)
    return max(candidates, key=lambda c: (round(c[0].share, 6), round(c[0].of_table, 6), c[1])) if candidates else None


def _joined(populations, compared, best, join: str, table: TableSketches) -> PopulationMatch:
    """The steward's declaration that the table is part of a known population (an id or a unique prefix)."""
    chosen = [p for p in populations if p.id.startswith(join.strip().lower())] if join.strip() else []
    if len(chosen) != 1:
        starting = (Message("no population of the ledger has an id starting with {prefix}", prefix=repr(join))
                    if not chosen else
                    Message("more than one population of the ledger has an id starting with {prefix}",
                            prefix=repr(join)))
        raise InputError(starting, hint=Message("dpstudio ledger show --data FILE --plan PLAN lists them"))
    chosen = chosen[0]
    if best is not None and best[2].id != chosen.id:
        raise InputError(Message("these people are population {id} (first seen in {source}), not {chosen}: about "
                                 "{percent}% of them in common", id=best[2].id[:12], source=repr(best[2].source),
                                 chosen=chosen.id[:12], percent=round(best[0].share * 100)),
                         hint=Message("leave out --population to charge the population they are"))
    if best is not None:
        return PopulationMatch(table.own, chosen, best[0], compared=best[3], table=table)
    overlap = next((o for o, _, p, _ in compared if p.id == chosen.id), None)
    like = table.like(chosen.sketch)
    return PopulationMatch(table.own, chosen, overlap, compared=like[0] if like else None, joined=True, table=table)


def settle(ledger, match: PopulationMatch, source: str, user: str | None = None) -> str:
    """The population id to charge: record a new population, or merge new people into a known one."""
    if match.population is None:
        return _record_new(ledger, match.sketch, source, user,
                           {"aliases": [match.legacy_key]} if match.legacy_key else {})
    with ledger.exclusive():  # merge into the latest sketch, which another steward may just have extended
        latest = next(p for p in known_populations(ledger) if p.id == match.id)
        merged = _merged(latest.sketch, match.compared)
        if match.joined or merged != latest.sketch:
            data = {"sketch": merged.to_dict(), "source": source}
            if merged.scheme != latest.sketch.scheme:  # the older sketch stays in the chain, under the same id
                data["resketched_from"] = latest.sketch.scheme
            if match.overlap is not None:
                data["overlap"] = round(match.overlap.share, 4)
            ledger.add_population(match.id, {**data, "joined": True} if match.joined else data, user)
    return match.id


def _merged(latest: Sketch, table: Sketch | None) -> Sketch:
    """The population's sketch with the table's people: merged in one scheme; a population known by an
    older scheme's sketch only is sketched again by the table (the current scheme)."""
    if table is None:
        return latest
    return merge(latest, table) if latest.scheme == table.scheme else table


def declare_new(ledger, match: PopulationMatch, reason: str, source: str, user: str | None = None) -> str:
    """The steward's override: these people are a different population (the reason is recorded)."""
    reason = (reason or "").strip()
    if not reason:
        raise InputError(Message("declaring a new population needs a reason, which is recorded in the ledger"),
                         hint=Message('e.g. --new-population --reason "a new study; the 2025 cohort is a different '
                                      'consent"'))
    extra = {"reason": reason, "declared_new": True}
    if match.population is not None:
        extra["supersedes"] = [match.id]
        if match.overlap is not None:
            extra["overlap"] = round(match.overlap.share, 4)
    elif match.undetermined:  # recorded, but not superseding: a registry containing this extract stays the registry
        extra["declared_against"] = [p.id for p in match.undetermined]
    return _record_new(ledger, match.sketch, source, user, extra)


def _record_new(ledger, sketch: Sketch, source: str, user, extra: dict) -> str:
    population = secrets.token_hex(16)
    ledger.add_population(population, {"sketch": sketch.to_dict(), "source": source, **extra}, user)
    return population


def population_of(ledger, table, person_column: str | None, file_sha256=None,
                  join: str | None = None, sketched: TableSketches | None = None) -> PopulationMatch:
    """Sketch the table's people (a DataFrame or a table source) under the ledger's key and find their
    population (writes nothing).

    `file_sha256`: the table file's SHA-256, or a function computing it, called only when the ledger holds
    records keyed by a file hash from before populations that no population adopted yet (legacy_keys).

    `join`: the id (or a unique prefix) of the population the steward declares the table part of.

    `sketched`: this same table's people sketched before (an earlier match's `table`, e.g. the app's ledger
    check of a table it holds in memory, whose rows cannot change), used when it was made under this
    ledger's key and privacy unit; otherwise the table is sketched again. The match itself is always found
    against the ledger as it is now.
    """
    key = fingerprint_key(ledger.path)
    if sketched is None or sketched.key != key or sketched.person_column != person_column:
        sketched = TableSketches(table, person_column, key, SampleMemo(ledger.path, key))
    return identify(ledger, sketched, file_sha256, join)


def set_lifetime_budget(ledger, match: PopulationMatch, budget, source: str, reason: str | None = None,
                        new_population_reason: str | None = None, user: str | None = None) -> str:
    """Set the lifetime budget of the table's population (recording the population if it is new).

    Raising needs `reason`; `new_population_reason` declares these people a different population.
    Returns the population id.
    """
    if budget.epsilon <= 0 or not 0 <= budget.delta < 1:
        raise InputError(Message("a lifetime budget needs an epsilon above 0 and a delta from 0 to below 1"))
    with ledger.exclusive():  # no other steward can record the same people as a second population meanwhile
        ledger.ensure_intact(NOT_CHANGED)
        match = identify(ledger, match.table, match.legacy_key, match.id if match.joined else None)
        if new_population_reason is not None and match.joined:
            raise InputError(Message("a table cannot be both part of a known population and a new population"),
                             hint=Message("give either --population or --new-population"))
        if new_population_reason is None:
            check_determined(match)
        if new_population_reason is not None:
            population = declare_new(ledger, match, new_population_reason, source, user)
        elif match.population is not None:
            ledger.set_budget(match.id, budget, user, reason)  # may refuse: then nothing is recorded
            settle(ledger, match, source, user)
            return match.id
        else:
            if match.legacy_key:  # refuse before recording anything
                ledger.check_change(match.legacy_key, budget, (reason or "").strip())
            population = settle(ledger, match, source, user)
        ledger.set_budget(population, budget, user, reason)
        return population
