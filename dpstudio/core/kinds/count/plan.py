"""The count's record: no fields of its own beside its groups (plan/grouping.py), margins and (other) cell."""
from __future__ import annotations

from ...plan.counting_rule import COUNTING_FIELDS
from ...plan.grouping import GROUPING_FIELDS
from ..kind import CELLS, QT_TRANSLATE_NOOP, Kind
from .query import CountQuery


def read_count(reader, item: dict) -> dict:
    return {}


COUNT = Kind(
    name="count", query=CountQuery, read=read_count,
    fields=frozenset(GROUPING_FIELDS | COUNTING_FIELDS | {"margins", "other"}),
    label=QT_TRANSLATE_NOOP("QueryTexts", "Count"),
    help=QT_TRANSLATE_NOOP("QueryTexts", "How many people (each once) or rows, optionally only those matching "
                           "a filter."),
    line=QT_TRANSLATE_NOOP("QueryTexts", "how many people or rows"),
    counts=CELLS, grouped=True, discovers=True, suppressible=True, total=True, delta_field=True,
)
