"""The plan as a document: frozen dataclasses that mirror plan.json (docs/plan-format.md), finished or not.

A `ReleasePlan` (release_plan.py) is a plan that was read and found right: its queries are specifications with
exact numbers, and a plan with a problem has none. An editor holds a plan while it is being written: a query
without bounds yet, a column named twice, a budget overspent, each shown with its problems (`plan_problems(
doc.to_json())`). `PlanDocument` is that plan: every field as the JSON has it (a wrong one too, for the reader to
name), unchangeable, so that an edit (edits.py) returns a new document and an undo step is the document before.

`PlanDocument.from_json(data)` reads a plan of any version (migrated first: migration.py) and `to_json()` gives
the JSON back, equal to the migrated plan with the same types (tests/core/test_plan_document.py). A field the
plan leaves out is `MISSING`, so that leaving it out and writing its default stay apart. A query is a
`PlanQuery`: the mapping of its JSON fields, whose kind (core/kinds) answers what the kind needs.
"""
from __future__ import annotations

from dataclasses import dataclass, field, fields, replace

from ..kinds import Kind, kind_said
from .frozen_json import EMPTY, FrozenMap, freeze, thaw
from .migration import migrate_plan
from .release_plan import PLAN_VERSION


class _Missing:
    """A field the plan leaves out (not null, which a plan may write)."""

    _one = None

    def __new__(cls):
        if cls._one is None:
            cls._one = super().__new__(cls)
        return cls._one

    def __bool__(self) -> bool:
        return False

    def __repr__(self) -> str:
        return "MISSING"

    def __reduce__(self):
        return (_Missing, ())


MISSING = _Missing()


class PlanQuery(FrozenMap):
    """One query of a plan: its JSON fields as found, unchangeable. Its kind's record (core/kinds) says what the
    kind needs (`query.kind.needs_bounds`); UNKNOWN where the query names no kind."""

    __slots__ = ()

    @property
    def kind(self) -> Kind:
        return kind_said(self)

    def to_json(self) -> dict:
        return thaw(self)


def _part(cls, raw):
    """A section of the plan read into its dataclass when it is an object (a field the format does not have kept
    in its `extra`, for the reader to name); anything else (null, a number, a list) kept frozen as found."""
    if not isinstance(raw, dict):
        return freeze(raw)
    known = {f.name for f in fields(cls)} - {"extra"}
    return cls(**{name: freeze(value) for name, value in raw.items() if name in known},
               extra=FrozenMap({name: value for name, value in raw.items() if name not in known}))


def _json(part):
    """A section's JSON: a dataclass's fields that are not MISSING, in their order, then its extra fields; a frozen
    value thawed."""
    if isinstance(part, (PrivacyUnitPart, BudgetPart)):
        return {**{f.name: thaw(getattr(part, f.name)) for f in fields(part)
                   if f.name != "extra" and getattr(part, f.name) is not MISSING}, **thaw(part.extra)}
    return thaw(part)


@dataclass(frozen=True)
class PrivacyUnitPart:
    """`privacy_unit`: whose rows are one individual's, and how many of them are kept."""

    column: object = MISSING
    max_rows: object = MISSING
    order_by: object = MISSING
    extra: FrozenMap = EMPTY  # fields the format does not have, kept for the reader to name


@dataclass(frozen=True)
class BudgetPart:
    """`budget`: the most the plan may spend, and how it is counted."""

    epsilon: object = MISSING
    delta: object = MISSING
    population: object = MISSING
    accounting: object = MISSING
    extra: FrozenMap = EMPTY  # fields the format does not have, kept for the reader to name


# the plan's top-level fields in the order to_json writes them (the order the app has always written them in);
# a field a plan has that is not here is kept in `PlanDocument.extra`, after these
_ORDER = ("dpstudio_plan", "description", "reading", "columns", "privacy_unit", "budget", "queries", "publisher",
          "suppress_below", "categories_from_data", "units")
_PARTS = {"privacy_unit": PrivacyUnitPart, "budget": BudgetPart}


@dataclass(frozen=True)
class PlanDocument:
    """A plan, finished or not, that cannot change. `columns` maps a column to its role's name ("sensitive"),
    `privacy_unit` is a PrivacyUnitPart or None (null: one row is one individual), `budget` a BudgetPart, `queries`
    a tuple of PlanQuery. A field as the plan has it where it is not of that shape; MISSING where it has none."""

    dpstudio_plan: object = PLAN_VERSION
    columns: object = EMPTY
    privacy_unit: object = None
    budget: object = field(default_factory=BudgetPart)
    queries: object = ()
    description: object = MISSING
    reading: object = MISSING
    publisher: object = MISSING
    suppress_below: object = MISSING
    categories_from_data: object = MISSING
    units: object = MISSING
    extra: FrozenMap = EMPTY  # fields the format does not have, kept for the reader to name

    @classmethod
    def from_json(cls, data) -> "PlanDocument":
        """A plan's JSON (a dict of any plan version, migrated first) as a document. The migration's notices
        are not kept: `migrate_plan` says them to whoever reads a plan from a file."""
        data = migrate_plan(data)[0]
        if not isinstance(data, dict):
            raise TypeError(f"a plan is a JSON object, not {type(data).__name__}")
        read = {name: _part(_PARTS[name], data[name]) if name in _PARTS else freeze(data[name])
                for name in _ORDER if name in data}
        read["queries"] = _queries(data["queries"]) if "queries" in data else MISSING
        for name in ("dpstudio_plan", "columns", "privacy_unit", "budget"):
            read.setdefault(name, MISSING)
        read["extra"] = FrozenMap({key: value for key, value in data.items() if key not in _ORDER})
        return cls(**read)

    def to_json(self) -> dict:
        """The plan's JSON: every field that is not MISSING, in the format's order, then any other."""
        out = {name: _field_json(name, getattr(self, name)) for name in _ORDER if getattr(self, name) is not MISSING}
        return {**out, **thaw(self.extra)}

    # -- reading ------------------------------------------------------------------------------
    def section(self, name: str, default=None):
        """One top-level field's JSON (the budget's {"epsilon": 1.0, ...}), or `default` where the plan leaves it
        out (as dict.get)."""
        value = getattr(self, name)
        return default if value is MISSING else _field_json(name, value)

    def query_list(self) -> tuple[PlanQuery, ...]:
        """The queries that are objects (the others are the reader's to name), in their order."""
        return tuple(q for q in self.queries if isinstance(q, PlanQuery)) if isinstance(self.queries, tuple) else ()

    def role_names(self) -> FrozenMap:
        """`columns` where it is an object, else none."""
        return self.columns if isinstance(self.columns, FrozenMap) else EMPTY

    def unit(self) -> PrivacyUnitPart:
        """The privacy unit where it is an object (an empty one, column MISSING, where the plan has none)."""
        return self.privacy_unit if isinstance(self.privacy_unit, PrivacyUnitPart) else PrivacyUnitPart()

    def budget_part(self) -> BudgetPart:
        """The budget where it is an object (an empty one otherwise)."""
        return self.budget if isinstance(self.budget, BudgetPart) else BudgetPart()

    def with_fields(self, **changes) -> "PlanDocument":
        """A copy with these top-level fields (dataclasses.replace, under the name an edit reads well with)."""
        return replace(self, **changes)


def _field_json(name: str, value):
    if name == "queries" and isinstance(value, tuple):
        return [q.to_json() if isinstance(q, PlanQuery) else thaw(q) for q in value]
    return _json(value)


def _queries(raw):
    """The plan's queries: each object a PlanQuery; the list kept as found where it is not one."""
    if not isinstance(raw, list):
        return freeze(raw)
    return tuple(PlanQuery(item) if isinstance(item, dict) else freeze(item) for item in raw)
