"""What each released number counts, in the report's words (plan/counting_rule.py): people or rows, and how a
person whose rows fall in several cells was counted. Read from the release's own entries (`of`,
`person_rule`, release format 8) and its privacy unit; an older entry, which says neither, gets no sentence."""
from __future__ import annotations

from ..kinds import UNKNOWN, VALUES, kind_named
from ..plan.counting_rule import EACH_CELL, LAST_ROW, PEOPLE, ROWS
from ..base.words import say
from .kind_outputs import KIND_OUTPUTS, output_of

KIND_NAMES = {  # what a count, histogram or cross-tab is called when the release says what it counts: the kinds'
    (of, kind.name): name for kind, own in KIND_OUTPUTS.items() for of, name in (own.counted_names or {}).items()}
ONE_ROW = {  # (last, ordered) -> a one-cell rule's sentence
    (False, True): "Counts people: each value of {column} once, in the cell of their first row by {order_by}.",
    (False, False): "Counts people: each value of {column} once, in the cell of their first row in file order.",
    (True, True): "Counts people: each value of {column} once, in the cell of their last row by {order_by}.",
    (True, False): "Counts people: each value of {column} once, in the cell of their last row in file order.",
}
ONE_VALUE = {
    (False, True): "One value per person ({column}): the one on their first row by {order_by}.",
    (False, False): "One value per person ({column}): the one on their first row in file order.",
    (True, True): "One value per person ({column}): the one on their last row by {order_by}.",
    (True, False): "One value per person ({column}): the one on their last row in file order.",
}


def reads_every_row(query: dict) -> bool:
    """Whether a release entry's query read all of each person's rows (not the first max_rows): a query of
    people (one row per person chosen among them, or their first max_rows cells), or rows per person."""
    own = output_of(query.get("kind"))
    return bool(own and own.counts_people) or query.get("of") == PEOPLE


def counted_kind(query: dict) -> str | None:
    """The English name of a count's kind that says what it counts, or None (other kinds, older releases)."""
    own = output_of(query["kind"])
    return (own.counted_names or {}).get(query.get("of")) if own else None


def counts_of(query: dict) -> str:
    """What a release entry's numbers count: its `of`, "people" for people by their number of rows, else ""."""
    own = output_of(query.get("kind"))
    return query.get("of") or ("people" if own and own.counts_people else "")


def counted_words(query: dict, unit: dict | None, language: str = "en") -> str | None:
    """One sentence saying what the query's numbers count, or None when it says nothing new."""
    of, kind = query.get("of"), kind_named(query.get("kind")) or UNKNOWN
    own = KIND_OUTPUTS.get(kind)
    if own and own.counted_sentence and unit:  # its own (people by their number of rows)
        return own.counted_sentence(query, unit, language)
    if of is None or not kind.counted:
        return None
    if not unit:
        if kind.counts == VALUES:
            return None
        return say(language, "Counts people (each row is one person).") if of == PEOPLE else \
            say(language, "Counts rows (each row is one person).")
    column, order_by = unit["column"], unit.get("order_by")
    key = (query.get("person_rule") == LAST_ROW, order_by is not None)
    if kind.counts == VALUES:
        if of == PEOPLE:
            return say(language, ONE_VALUE[key], column=column, order_by=order_by)
        if unit.get("max_rows", 1) == 1:
            return say(language, "Every row's value, of each person's ({column}) first row only.", column=column)
        return say(language, "Every row's value: a person ({column}) with several rows counts once for each of their "
                   "first {max_rows} rows.", column=column, max_rows=unit["max_rows"])
    if of == ROWS:
        return say(language, "Counts rows: a person with several rows is counted once for each of their first "
                             "{max_rows} rows.", max_rows=unit["max_rows"])
    cells = kind.cells or bool(query.get("group_by"))
    if not cells:
        return say(language, "Counts people: each value of {column} with a row that meets the filter, once.",
                   column=column) if query.get("where") else say(language, "Counts people: each value of {column} "
                                                                            "once.", column=column)
    if query.get("person_rule") == EACH_CELL:
        return say(language, "Counts people: each value of {column} once in each of the first {max_rows} different "
                             "cells their rows reach; a person can be in several cells, so the cells add up to more "
                             "than the number of people.", column=column, max_rows=unit["max_rows"])
    return say(language, ONE_ROW[key], column=column, order_by=order_by)
