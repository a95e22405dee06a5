"""A release as a typed record (issue 45, step 4): `Release.from_json(data)` reads release.json's object (any
format version, through stored_sentences.migrated), `to_json()` gives it back exactly, every field in its place.

The fields a reader looks up are attributes (`release.budget.epsilon`, `release.neighbouring.said("de")`, an
entry's `notes`); a stored sentence is a `Sentence`, its English and its message together (release format 13).
A key the object did not have is not written back
(`order`): a release of format 12 reads back without the messages it never had. What the record does not type yet (an entry's cells, a kind's own fields, a field a later version adds) is kept
as it was read, in `rest`, and written back where it was: `order` holds the object's keys in their order, so that
release.json reads back as it was written. Records are frozen: a release, once drawn, is never changed.
"""
from __future__ import annotations

from dataclasses import dataclass, field
from types import MappingProxyType

from ..base.languages import DEFAULT_LANGUAGE
from ..base.words.stored_message import stored_said
from .stored_sentences import MANY, ONE, message_of

_EMPTY = MappingProxyType({})


@dataclass(frozen=True)
class Sentence:
    """A sentence release.json stores: its English `text`, and its message (template and values) when the release
    wrote one (`written`: format 13 on; before, the sentence is its own message)."""

    text: str
    message: dict | None = None

    @property
    def written(self) -> bool:
        return self.message is not None

    @property
    def template(self) -> str:
        return (self.message or message_of(self.text))["message"]

    def said(self, language: str = DEFAULT_LANGUAGE) -> str:
        return stored_said(self.text, self.message or message_of(self.text), language)


def _sentence(data: dict, name: str) -> Sentence | None:
    return Sentence(data[name], data.get(name + ONE)) if name in data else None


def _sentences(data: dict, name: str) -> tuple[Sentence, ...]:
    texts, messages = data.get(name) or [], data.get(name + MANY)
    if messages is None or len(messages) != len(texts):
        return tuple(Sentence(text) for text in texts)
    return tuple(Sentence(text, message) for text, message in zip(texts, messages))


def _rest(data: dict, typed: set) -> MappingProxyType:
    return MappingProxyType({name: value for name, value in data.items() if name not in typed})


def _frozen(value):
    return MappingProxyType(dict(value)) if isinstance(value, dict) else value


def _thawed(value):
    return dict(value) if isinstance(value, MappingProxyType) else value


def _written(order: tuple, typed: dict, rest) -> dict:
    """The object with its keys in `order`: each typed one's JSON from `typed`, any other as it was read."""
    return {name: typed[name] if name in typed else rest[name] for name in order}


def _sentence_json(name: str, sentence: Sentence | None) -> dict:
    if sentence is None:
        return {}
    return {name: sentence.text, name + ONE: sentence.message}


def _sentences_json(name: str, sentences: tuple[Sentence, ...]) -> dict:
    return {name: [s.text for s in sentences], name + MANY: [s.message for s in sentences]}


ENTRY_TYPED = ("id", "kind", "epsilon", "delta", "mechanism", "noise_scale", "ci95", "value", "cells", "notes")


@dataclass(frozen=True)
class Entry:
    """One query's entry: the fields every entry has, its value or cells, its notes; the rest as read."""

    id: str
    kind: str
    epsilon: object = None
    delta: object = None
    mechanism: object = None
    noise_scale: object = None
    ci95: object = None
    value: object = None
    cells: tuple | None = None
    notes: tuple[Sentence, ...] = ()
    rest: MappingProxyType = field(default_factory=lambda: _EMPTY)
    order: tuple[str, ...] = ()

    @classmethod
    def from_json(cls, data: dict) -> Entry:
        typed = {*ENTRY_TYPED, "notes" + MANY}
        return cls(**{name: data.get(name) for name in ENTRY_TYPED if name not in ("cells", "notes")},
                   cells=tuple(data["cells"]) if isinstance(data.get("cells"), list) else data.get("cells"),
                   notes=_sentences(data, "notes"), rest=_rest(data, typed), order=tuple(data))

    def to_json(self) -> dict:
        typed = {name: getattr(self, name) for name in ENTRY_TYPED if name not in ("cells", "notes")}
        typed["cells"] = list(self.cells) if isinstance(self.cells, tuple) else self.cells
        typed.update(_sentences_json("notes", self.notes))
        return _written(self.order, typed, self.rest)


BUDGET_TYPED = ("epsilon", "delta", "limit", "composition", "accounting", "rho", "rho_limit", "population")


@dataclass(frozen=True)
class Budget:
    """What the queries spent together, the plan's limit, and how the costs compose."""

    epsilon: object
    delta: object
    limit: MappingProxyType | None
    composition: Sentence | None = None
    accounting: str | None = None
    rho: object = None
    rho_limit: object = None
    population: int | None = None
    rest: MappingProxyType = field(default_factory=lambda: _EMPTY)
    order: tuple[str, ...] = ()

    @classmethod
    def from_json(cls, data: dict) -> Budget:
        return cls(epsilon=data.get("epsilon"), delta=data.get("delta"), limit=_frozen(data.get("limit")),
                   composition=_sentence(data, "composition"), accounting=data.get("accounting"),
                   rho=data.get("rho"), rho_limit=data.get("rho_limit"), population=data.get("population"),
                   rest=_rest(data, {*BUDGET_TYPED, "composition" + ONE}), order=tuple(data))

    def to_json(self) -> dict:
        typed = {name: getattr(self, name) for name in BUDGET_TYPED if name != "composition"}
        typed["limit"] = _thawed(self.limit)
        typed.update(_sentence_json("composition", self.composition))
        return _written(self.order, typed, self.rest)


TOP_TYPED = ("dpstudio_release", "created", "dpstudio_version", "language", "dataset_fingerprint", "privacy_unit",
             "privacy_unit_description", "neighbouring", "budget", "queries", "warnings", "publisher",
             "suppress_below", "categories_from_data")


@dataclass(frozen=True)
class Release:
    """A release, as release.json holds it (docs/release-format.md)."""

    version: int | None
    created: str | None
    budget: Budget | None
    queries: tuple[Entry, ...]
    dpstudio_version: str | None = None
    written_language: str | None = None  # absent before format 6: the report was English
    dataset_fingerprint: str | None = None
    privacy_unit: MappingProxyType | None = None
    privacy_unit_description: Sentence | None = None
    neighbouring: Sentence | None = None
    warnings: tuple[Sentence, ...] = ()
    publisher: str | None = None
    suppress_below: int | None = None
    categories_from_data: tuple[str, ...] | None = None
    rest: MappingProxyType = field(default_factory=lambda: _EMPTY)
    order: tuple[str, ...] = ()

    @property
    def language(self) -> str:
        """The language the release was written for (release format 6); English before that."""
        return self.written_language or DEFAULT_LANGUAGE

    @classmethod
    def from_json(cls, data: dict) -> Release:
        """The record of release.json's object, of any format version (a sentence of format 12 or before has no
        message: it is said as its own, as stored_sentences.migrated reads it)."""
        sentences = {"privacy_unit_description" + ONE, "neighbouring" + ONE, "warnings" + MANY}
        taken = data.get("categories_from_data")
        return cls(version=data.get("dpstudio_release"), created=data.get("created"),
                   budget=Budget.from_json(data["budget"]) if isinstance(data.get("budget"), dict) else None,
                   queries=tuple(Entry.from_json(entry) for entry in data["queries"]),
                   dpstudio_version=data.get("dpstudio_version"), written_language=data.get("language"),
                   dataset_fingerprint=data.get("dataset_fingerprint"),
                   privacy_unit=_frozen(data.get("privacy_unit")),
                   privacy_unit_description=_sentence(data, "privacy_unit_description"),
                   neighbouring=_sentence(data, "neighbouring"), warnings=_sentences(data, "warnings"),
                   publisher=data.get("publisher"), suppress_below=data.get("suppress_below"),
                   categories_from_data=tuple(taken) if isinstance(taken, list) else taken,
                   rest=_rest(data, {*TOP_TYPED, *sentences}), order=tuple(data))

    def to_json(self) -> dict:
        """release.json's object, as it was read."""
        typed = {"dpstudio_release": self.version, "created": self.created, "dpstudio_version": self.dpstudio_version,
                 "language": self.written_language, "dataset_fingerprint": self.dataset_fingerprint,
                 "privacy_unit": _thawed(self.privacy_unit),
                 "budget": self.budget.to_json() if self.budget is not None else None, "queries": [entry.to_json() for entry in self.queries],
                 "publisher": self.publisher, "suppress_below": self.suppress_below,
                 "categories_from_data": (list(self.categories_from_data)
                                          if isinstance(self.categories_from_data, tuple)
                                          else self.categories_from_data),
                 **_sentence_json("privacy_unit_description", self.privacy_unit_description),
                 **_sentence_json("neighbouring", self.neighbouring)}
        typed.update(_sentences_json("warnings", self.warnings))
        return _written(self.order, typed, self.rest)
