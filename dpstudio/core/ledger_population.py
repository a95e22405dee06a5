"""Which population of the ledger a table is: the lifetime budget belongs to the people.

A table IS a known population when it shares at least MATCH_SHARE (0.5) of its people, or of the
population's people, with it (population.compare): the same patients re-saved, re-sorted,
converted or re-extracted next month reach the same lifetime budget. If several populations
match, the one sharing the largest share wins (the newest on a tie), except that a population the
steward declared different supersedes those it was declared against.

Each time a table is used for a budget or a release, and it brings people the population's
sketch had not sampled, a new population record holds the merged sketch (a bottom-K sample of the
union): a slowly drifting registry stays recognised, and the first sketch is kept in the chain.

A table no population matches is new: it gets no budget until the steward sets one. The steward
may declare a table a new population only with a reason, which is recorded.
"""
from __future__ import annotations

import secrets
from dataclasses import dataclass

from .errors import InputError
from .population import Overlap, Sketch, compare, merge


@dataclass(frozen=True)
class KnownPopulation:
    id: str
    sketch: Sketch
    source: str  # the name of the file it was first seen in (the ledger is private)
    created: str
    supersedes: tuple[str, ...] = ()


@dataclass(frozen=True)
class PopulationMatch:
    """A table's sketch and the population it is (None: not known yet)."""

    sketch: Sketch
    population: KnownPopulation | None = None
    overlap: Overlap | None = None
    legacy_key: str | None = None  # a file hash with records from before populations, adopted on first use

    @property
    def id(self) -> str | None:
        return self.population.id if self.population else None

    def describe(self) -> str:
        if self.population is None:
            if self.legacy_key:
                return "this file is known to the ledger by its hash (from before populations)"
            return "these people are new to the ledger: no known population shares most of them"
        return (f"the same population as {self.population.source!r} (first seen {self.population.created[:10]}): "
                f"about {self.overlap.share:.0%} of the people in common (~{self.overlap.shared_people:,} people)")


def known_populations(ledger) -> list[KnownPopulation]:
    """The latest sketch of every population, in the order they were first recorded."""
    found: dict[str, KnownPopulation] = {}
    for record in ledger.records():
        if record.kind != "population":
            continue
        first = found.get(record.dataset)
        found[record.dataset] = KnownPopulation(
            record.dataset, Sketch.from_dict(record.data["sketch"]),
            first.source if first else record.data.get("source", "?"), first.created if first else record.created,
            tuple(record.data.get("supersedes", ())) + (first.supersedes if first else ()))
    return list(found.values())


def identify(ledger, sketch: Sketch, file_sha256: str | None = None) -> PopulationMatch:
    """The known population this table is, if any (reads the ledger only)."""
    populations = known_populations(ledger)
    candidates = [(compare(sketch, p.sketch), order, p) for order, p in enumerate(populations)
                  if p.sketch.unit == sketch.unit]
    candidates = [c for c in candidates if c[0].matches]
    superseded = {old for _, _, p in candidates for old in p.supersedes}
    candidates = [c for c in candidates if c[2].id not in superseded]
    if candidates:
        overlap, _, population = max(candidates, key=lambda c: (round(c[0].share, 6), c[1]))
        return PopulationMatch(sketch, population, overlap)
    adopted = {alias for r in ledger.records() if r.kind == "population" for alias in r.data.get("aliases", ())}
    if file_sha256 and file_sha256 not in adopted and ledger.records(file_sha256):
        return PopulationMatch(sketch, legacy_key=file_sha256)
    return PopulationMatch(sketch)


def settle(ledger, match: PopulationMatch, source: str, user: str | None = None) -> str:
    """The population id to charge: record a new population, or merge new people into a known one."""
    if match.population is None:
        return _record_new(ledger, match.sketch, source, user,
                           {"aliases": [match.legacy_key]} if match.legacy_key else {})
    with ledger.exclusive():  # merge into the latest sketch, which another steward may just have extended
        latest = next(p for p in known_populations(ledger) if p.id == match.id)
        merged = merge(latest.sketch, match.sketch)
        if merged.hashes != latest.sketch.hashes:
            ledger.add_population(match.id, {"sketch": merged.to_dict(), "source": source,
                                             "overlap": round(match.overlap.share, 4)}, user)
    return match.id


def declare_new(ledger, match: PopulationMatch, reason: str, source: str, user: str | None = None) -> str:
    """The steward's override: these people are a different population (the reason is recorded)."""
    reason = (reason or "").strip()
    if not reason:
        raise InputError("declaring a new population needs a reason, which is recorded in the ledger",
                         hint='e.g. --new-population --reason "a new study; the 2025 cohort is a different consent"')
    extra = {"reason": reason, "declared_new": True}
    if match.population is not None:
        extra["supersedes"] = [match.id]
        extra["overlap"] = round(match.overlap.share, 4)
    return _record_new(ledger, match.sketch, source, user, extra)


def _record_new(ledger, sketch: Sketch, source: str, user, extra: dict) -> str:
    population = secrets.token_hex(16)
    ledger.add_population(population, {"sketch": sketch.to_dict(), "source": source, **extra}, user)
    return population


def population_of(ledger, frame, person_column: str | None, file_sha256: str | None = None) -> PopulationMatch:
    """Sketch the table's people under the ledger's key and find their population (writes nothing)."""
    from .fingerprint import fingerprint_key
    from .population import sketch_table

    return identify(ledger, sketch_table(frame, person_column, fingerprint_key(ledger.path)), file_sha256)


def set_lifetime_budget(ledger, match: PopulationMatch, budget, source: str, reason: str | None = None,
                        new_population_reason: str | None = None, user: str | None = None) -> str:
    """Set the lifetime budget of the table's population (recording the population if it is new).

    Raising needs `reason`; `new_population_reason` declares these people a different population.
    Returns the population id.
    """
    if budget.epsilon <= 0 or not 0 <= budget.delta < 1:
        raise InputError("a lifetime budget needs an epsilon above 0 and a delta from 0 to below 1")
    with ledger.exclusive():  # no other steward can record the same people as a second population meanwhile
        match = identify(ledger, match.sketch, match.legacy_key)
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
