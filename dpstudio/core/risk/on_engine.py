"""Risk over persons for a table read where it lies (a database, or a file through DuckDB).

What the engine can do, it does: persons are told apart there as bounding tells them
(ibis_bounding.person_key: trimmed text, blank missing), and the rows without one are counted there.
- "first" / "last": a window ranks each person's rows (the order persons.py describes: `order_by`,
  missing last, then file order, or in a database without one a keyed random order) and keeps one row
  per person; the engine counts those rows per combination (GROUP BY), and only the counts come back.
- "set": a person's set of combinations is not something SQL compares well, so the engine returns the
  DISTINCT (person, chosen columns) rows, in batches: repeated visits with the same values come back
  once, and only the person and the chosen columns are read. persons.py compares the sets.
For the steward's eyes only: nothing here is released.
"""
from __future__ import annotations

import ibis
import pandas as pd

from ..base.words.message import Message
from ..base.errors import InputError
from ..databases.driver_quiet import quiet_drivers
from ..exact.engine_source import EngineSource
from ..databases.ibis_results import arrow_batches
from ..exact.ibis_bounding import PERSON, RANK, ordering, person_key
from ..exact.ibis_source import PANDAS_TYPES, PEOPLE_BATCH_ROWS
from ..databases.server_cancel import source_stopped_on_cancel
from ..exact.column_kinds import TEXT
from .persons import FIRST, SET, PersonRule, assess, counted_by, smallest_classes
from .reidentification import RiskSummary, assess_risk, riskiest_classes


def assess_on_engine(source: EngineSource, quasi_identifiers, sensitive, threshold: float,
                     persons: PersonRule, pairs: bool = True, cancel=None) -> RiskSummary:
    """The risk figures counting the persons of `source` (see the module's docstring); `cancel` (progress.py)
    stops the statement running on the engine."""
    columns = list(dict.fromkeys([*quasi_identifiers, *sensitive]))
    person = _person_key(source, persons, columns)
    with quiet_drivers(source.description, source.time_limit_ms()), source_stopped_on_cancel(source, cancel):
        without = int(source.table.count(where=person.isnull()).to_pyarrow().as_py())
        rows = _persons_rows(source, person, persons, columns)
        summary = (assess(rows, quasi_identifiers, sensitive, threshold, PersonRule(PERSON), pairs)
                   if persons.rule == SET else assess_risk(rows, quasi_identifiers, sensitive, threshold, pairs))
    return counted_by(summary, persons, without)


def smallest_classes_on_engine(source: EngineSource, quasi_identifiers, persons: PersonRule,
                               most: int = 20) -> pd.DataFrame:
    """persons.smallest_classes for a table the engine reads: the same rows come back as for the figures."""
    columns = list(dict.fromkeys(quasi_identifiers))
    person = _person_key(source, persons, columns)
    with quiet_drivers(source.description, source.time_limit_ms()):
        rows = _persons_rows(source, person, persons, columns)
    if persons.rule == SET:
        return smallest_classes(rows, quasi_identifiers, PersonRule(PERSON), most)
    return riskiest_classes(rows, quasi_identifiers, most)


def _person_key(source: EngineSource, persons: PersonRule, columns: list):
    """The engine's person key, once every column the figures name is known to be there."""
    named = [persons.column, *([persons.order_by] if persons.order_by else []), *columns]
    missing = [name for name in dict.fromkeys(named) if name not in source.data_columns()]
    if missing:
        raise InputError(Message("the table has no column {columns}", columns=[repr(m) for m in missing]),
                         where=source.description, hint=Message("Check the column names (they are case-sensitive)"))
    return person_key(source.table, persons.column, source.column_kinds().get(persons.column, TEXT))


def _persons_rows(source: EngineSource, person, persons: PersonRule, columns: list) -> pd.DataFrame:
    """Under "set", the distinct (person, columns) rows; under "first"/"last", one row per person rebuilt from
    the engine's counts per combination."""
    if persons.rule == SET:
        distinct = source.table.filter(person.notnull()).select(person.name(PERSON), *columns).distinct()
        return pd.concat([batch.to_pandas(types_mapper=PANDAS_TYPES.get)
                          for batch in arrow_batches(distinct, PEOPLE_BATCH_ROWS)] or
                         [pd.DataFrame(columns=[PERSON, *columns])], ignore_index=True)
    picked = _picked(source, person, persons).select(*columns)
    return EngineSource(picked, source.engine, None, source.description).class_rows(columns)


def _picked(source: EngineSource, person, persons: PersonRule):
    """Each person's first or last row, ranked on the engine."""
    table = source.table
    data_columns = source.data_columns()
    # last: the highest present order_by first, missing ones last; then the last in file (or keyed) order
    keys = ordering(table, person, persons.order_by, source.row_order, data_columns, last=persons.rule != FIRST)
    ranked = table.mutate(**{PERSON: person, RANK: ibis.row_number().over(ibis.window(group_by=person,
                                                                                       order_by=keys))})
    return ranked.filter(ranked[PERSON].notnull() & (ranked[RANK] == 0))
