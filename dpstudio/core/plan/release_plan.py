"""The release plan: a frozen, versioned description of what to release (docs/plan-format.md).

`parse_plan(data)` checks a plan's JSON structure and returns a `ReleasePlan`, or raises
PlanError listing every problem found. exact/table_checks.py checks it against a table.
"""
from __future__ import annotations

from fractions import Fraction

import json
from dataclasses import dataclass, field, replace
from pathlib import Path

from ..base.words.message import Message
from ..base.words.stored_message import StoredMessage
from ..base.budget import Budget, compose_sequential
from ..base.errors import InputError, PlanError, Problem
from .strict_json import loads_plan_json
from .migration import migrate_plan
from .parsing import PlanReader
from .queries import Query
from .roles import ColumnRole
from .suppression_rule import effective_threshold
from ..io.schema import ReadingSchema

PLAN_VERSION = 13
# how transforms.bound_contributions matches ids: stated wherever the privacy unit is described
PERSON_ID_RULE = ("ids that are equal after trimming whitespace at either end (spaces, tabs, line breaks, no-break "
                  "spaces) are one individual ('P1' and ' P1 ' are the same person; letter case counts), and rows "
                  "with an empty id are left out")


@dataclass(frozen=True)
class PrivacyUnit:
    """Who is protected: one row (column None), or each value of `column` with at most max_rows rows,
    kept in the order of `order_by` (new in plan version 3) or else in the table's own order."""

    column: str | None = None
    max_rows: int = 1
    order_by: str | None = None

    def to_dict(self) -> dict | None:
        if self.column is None:
            return None
        return {"column": self.column, "max_rows": self.max_rows,
                **({"order_by": self.order_by} if self.order_by else {})}

    def describe(self) -> StoredMessage:
        """The privacy unit in words, as release.json stores them: a "stored" template and its values."""
        if self.column is None:
            return StoredMessage("one row of the table is one individual")
        values = {"column": self.column, **({"order_by": self.order_by} if self.order_by else {})}
        if self.max_rows == 1:  # one row, in words of its own: never "1 row(s)"
            kept = ("the row with the lowest '{order_by}' is kept" if self.order_by else
                    "the first row in file order is kept (in a database, one drawn at random for each release)")
            return StoredMessage("an individual is a value of '{column}'; " + PERSON_ID_RULE + "; each contributes "
                                 "at most 1 row (" + kept + "; extra rows are left out)", **values)
        kept = ("the rows with the lowest '{order_by}' are kept" if self.order_by else
                "the first rows in file order are kept (in a database, a random order drawn for each release)")
        return StoredMessage("an individual is a value of '{column}'; " + PERSON_ID_RULE + "; each contributes at "
                             "most {max_rows} rows (" + kept + "; extra rows are left out)",
                             **{**values, "max_rows": self.max_rows})


@dataclass(frozen=True)
class ReleasePlan:
    columns: dict[str, ColumnRole]
    budget: Budget
    queries: tuple[Query, ...]
    privacy_unit: PrivacyUnit = field(default_factory=PrivacyUnit)
    categories_from_data: tuple[str, ...] = ()
    population: int | None = None  # budget.population: public number of people the table is drawn from
    publisher: str | None = None   # who publishes, as shown in the report (never the OS user)
    reading: ReadingSchema | None = None  # how the table file is read; None for a DataFrame given directly
    suppress_below: int | None = None  # the small-cell rule for every query (version 4; suppression_rule.py)
    accounting: str = "sequential"  # budget.accounting (new in plan version 4): "sequential" or "zcdp"
    units: dict = field(default_factory=dict)  # {column: unit}, words only (version 6; plan/units.py)

    def spent(self) -> Budget:
        """What the queries cost together: epsilons and deltas added, or under zCDP the (epsilon, delta)
        that their shares of rho guarantee at the budget's delta (the release states the rho its
        mechanisms really spent, which is never more)."""
        if self.accounting == "zcdp":
            zcdp = self.zcdp()
            return zcdp.guarantee(zcdp.share(sum(q.epsilon for q in self.queries)))
        return compose_sequential(Budget(q.epsilon, q.delta) for q in self.queries)

    def zcdp(self):
        """The budget read as zCDP (private/zcdp.py: rho_total, each query's share), or None."""
        if self.accounting != "zcdp":
            return None
        from ..private.zcdp import ZcdpBudget  # OpenDP is loaded only when it is needed

        return ZcdpBudget(self.budget.epsilon, self.budget.delta, sum((q.delta for q in self.queries if q.discover),
                                                                      Fraction(0)))

    def query(self, query_id: str) -> Query:
        return next(q for q in self.queries if q.id == query_id)

    def threshold(self, query: Query) -> int | None:
        """The small-cell rule that applies to `query` (its own, else the plan's), or None."""
        return effective_threshold(self.suppress_below, query)

    def to_dict(self) -> dict:
        return {
            "dpstudio_plan": PLAN_VERSION,
            "columns": {name: role.value for name, role in self.columns.items()},
            "privacy_unit": self.privacy_unit.to_dict(),
            "budget": {**self.budget.to_dict(), **({"population": self.population} if self.population else {}),
                       **({"accounting": self.accounting} if self.accounting != "sequential" else {})},
            "queries": [q.to_dict() for q in self.queries],
            **({"categories_from_data": list(self.categories_from_data)} if self.categories_from_data else {}),
            **({"publisher": self.publisher} if self.publisher else {}),
            **({"suppress_below": self.suppress_below} if self.suppress_below else {}),
            **({"units": dict(self.units)} if self.units else {}),
            **({"reading": self.reading.to_dict()} if self.reading is not None else {}),
        }

    def public_dict(self) -> dict:
        """The plan as published with a release (its plan.json), which `dpstudio release` can run again: with
        its "reading", how the file was read (a release never infers it: the steward kept it), but the types
        of only the columns the plan reads. The file's other columns are no reader's business, and are read
        as text when it is run again. A file without a header line keeps every column: its names are by
        position."""
        out = self.to_dict()
        if self.reading is not None:
            out["reading"] = self.reading.to_dict()
            if self.reading.header:
                read = set(self.columns_read())
                out["reading"]["columns"] = {c: t for c, t in self.reading.columns.items() if c in read}
        return out

    def columns_read(self) -> tuple[str, ...]:
        """Every column the queries and the privacy unit read."""
        unit = self.privacy_unit
        return tuple(dict.fromkeys([*(c for q in self.queries for c in q.columns_used()),
                                    *(c for c in (unit.column, unit.order_by) if c)]))

    def with_reading(self, reading: ReadingSchema | None) -> "ReleasePlan":
        return replace(self, reading=reading)


def parse_plan(data) -> ReleasePlan:
    """Check a plan's structure and rules; raise PlanError naming every problem."""
    reader = PlanReader()
    plan = reader.read(migrate_plan(data)[0], PLAN_VERSION)
    if reader.problems:
        raise PlanError(reader.problems)
    unit = PrivacyUnit(**plan.pop("privacy_unit"))
    return ReleasePlan(**plan, privacy_unit=unit)


def plan_problems(data) -> list[Problem]:
    """Every problem in a plan's structure, without raising (for editors that show them inline)."""
    reader = PlanReader()
    reader.read(migrate_plan(data)[0], PLAN_VERSION)
    return reader.problems


def load_plan(path) -> ReleasePlan:
    """Read and check a plan file (a version 1 plan is migrated: see plan_migration)."""
    return parse_plan(read_plan_file(path))


def read_plan_file(path) -> dict:
    """A plan file's JSON, unchecked; InputError when it cannot be read or is not JSON."""
    path = Path(path)
    try:
        text = path.read_text(encoding="utf-8-sig")
    except FileNotFoundError:
        raise InputError(Message("plan file not found"), where=str(path), hint=Message("Check the path")) from None
    except (OSError, UnicodeDecodeError) as exc:
        raise InputError(Message("the plan file could not be read ({reason})", reason=str(exc)), where=str(path),
                         hint=Message("A plan is a UTF-8 JSON file")) from None
    try:
        return loads_plan_json(text)
    except json.JSONDecodeError as exc:
        raise InputError(Message("the plan is not valid JSON: {reason}", reason=exc.msg),
                         where=Message("{path}, line {line}", path=str(path), line=exc.lineno),
                         hint=Message("Check that line for a missing comma, quote or bracket")) from None
