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

from ..words.message import Message
from ..errors import InputError
from ..exact.driver_quiet import quiet_drivers
from ..exact.engine_source import EngineSource
from ..exact.ibis_answers import arrow_batches
from ..exact.ibis_bounding import PERSON, RANK, ordering, person_key
from ..exact.ibis_source import PANDAS_TYPES, PEOPLE_BATCH_ROWS
from ..exact.server_cancel import source_stopped_on_cancel
from ..exact.source import TEXT
from .persons import FIRST, SET, PersonRule, assess, counted_by
from .reidentification import RiskSummary, assess_risk


def assess_on_engine(source: EngineSource, quasi_identifiers, sensitive, threshold: float,
                     persons: PersonRule, pairs: bool = True, cancel=None) -> RiskSummary:
    """The risk figures counting the persons of `source` (see the module's docstring); `cancel` (progress.py)
    stops the statement running on the engine."""
    columns = list(dict.fromkeys([*quasi_identifiers, *sensitive]))
    named = [persons.column, *([persons.order_by] if persons.order_by else []), *columns]
    missing = [name for name in dict.fromkeys(named) if name not in source.data_columns()]
    if missing:
        raise InputError(Message("the table has no column {columns}", columns=[repr(m) for m in missing]),
                         where=source.description, hint=Message("Check the column names (they are case-sensitive)"))
    table = source.table
    person = person_key(table, persons.column, source.column_kinds().get(persons.column, TEXT))
    with quiet_drivers(source.description, source.time_limit_ms()), source_stopped_on_cancel(source, cancel):
        without = int(table.count(where=person.isnull()).to_pyarrow().as_py())
        if persons.rule == SET:
            distinct = table.filter(person.notnull()).select(person.name(PERSON), *columns).distinct()
            rows = pd.concat([batch.to_pandas(types_mapper=PANDAS_TYPES.get)
                              for batch in arrow_batches(distinct, PEOPLE_BATCH_ROWS)] or
                             [pd.DataFrame(columns=[PERSON, *columns])], ignore_index=True)
            summary = assess(rows, quasi_identifiers, sensitive, threshold, PersonRule(PERSON), pairs)
        else:
            picked = _picked(source, person, persons).select(*columns)
            rows = EngineSource(picked, source.engine, None, source.description).class_rows(columns)
            summary = assess_risk(rows, quasi_identifiers, sensitive, threshold, pairs)
    return counted_by(summary, persons, without)


def _picked(source: EngineSource, person, persons: PersonRule):
    """Each person's first or last row, ranked on the engine."""
    table = source.table
    data_columns = source.data_columns()
    # last: the highest present order_by first, missing ones last; then the last in file (or keyed) order
    keys = ordering(table, person, persons.order_by, source.row_order, data_columns, last=persons.rule != FIRST)
    ranked = table.mutate(**{PERSON: person, RANK: ibis.row_number().over(ibis.window(group_by=person,
                                                                                       order_by=keys))})
    return ranked.filter(ranked[PERSON].notnull() & (ranked[RANK] == 0))
