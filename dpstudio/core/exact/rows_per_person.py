"""How many rows each person has, for the steward's eyes only (never released): shown when the privacy
unit is chosen, so that a max_rows is picked knowing how many rows it leaves out before anything is
spent. Persons are told apart as a release tells them (transforms.person_ids)."""
from __future__ import annotations

from dataclasses import dataclass

import numpy as np
import pandas as pd

from ..base.languages import DEFAULT_LANGUAGE
from ..base.locale_format import figure
from ..base.words import say
from .transforms import person_ids


@dataclass(frozen=True)
class RowsPerPerson:
    people_with: dict[int, int]  # rows per person -> how many people have that many
    rows_without_person: int

    @property
    def people(self) -> int:
        return sum(self.people_with.values())

    def rows_left_out(self, max_rows: int) -> int:
        """Rows beyond each person's first `max_rows` (and the rows without a person)."""
        return sum((rows - max_rows) * people for rows, people in self.people_with.items() if rows > max_rows) \
            + self.rows_without_person

    def people_cut(self, max_rows: int) -> int:
        return sum(people for rows, people in self.people_with.items() if rows > max_rows)

    def left_out_by_limit(self, limits=(1, 2, 3, 5, 10)) -> list[tuple[int, int, int]]:
        """(max_rows, rows left out, people who lose rows) for each limit: what each choice would cost."""
        return [(limit, self.rows_left_out(limit), self.people_cut(limit)) for limit in limits]

    def summary(self, max_rows: int, shown: int = 5, language: str = DEFAULT_LANGUAGE) -> str:
        """One paragraph in words, in `language`: the distribution's head, and what `max_rows` leaves out."""
        def n(value: int) -> str:
            return figure(value, language)
        counts = sorted(self.people_with.items())
        head = [say(language, "{rows}: {people}", rows=said_rows(rows, language), people=n(people))
                for rows, people in counts[:shown]]
        more = sum(people for rows, people in counts[shown:])
        if more:
            head.append(say(language, "more than {rows}: {people} (up to {most} rows)", rows=n(counts[shown - 1][0]),
                            people=n(more), most=n(counts[-1][0])))
        cut, people = self.rows_left_out(max_rows), self.people_cut(max_rows)
        values = dict(rows=said_rows(max_rows, language), cut=n(cut), people=n(people),
                      without=n(self.rows_without_person))
        limit = _left_out(cut, people, self.rows_without_person, values, language)
        sentences = [say(language, "People by their number of rows ({people} people): {counts}.",
                         people=n(self.people), counts=say(language, "; ").join(head)),
                     limit, say(language, "For your eyes only; never released.")]
        return ("" if language == "zh" else " ").join(sentences)  # Chinese sentences end in 。 and need no space


def _left_out(cut: int, people: int, without: int, values: dict, language: str) -> str:
    """What a limit leaves out, a sentence for each case, so that one row is never "1 row(s)"."""
    if not cut:
        return say(language, "With at most {rows} each, no row is left out.", **values)
    if not people:  # only rows without a person id
        return say(language, "With at most {rows} each, 1 row is left out: it has no person id.", **values) \
            if cut == 1 else say(language, "With at most {rows} each, {cut} rows are left out: they have no person "
                                           "id.", **values)
    if without:
        return say(language, "With at most {rows} each, {cut} rows are left out (1 person loses rows), {without} of "
                             "them without a person id.", **values) if people == 1 else \
            say(language, "With at most {rows} each, {cut} rows are left out ({people} people lose rows), {without} "
                          "of them without a person id.", **values)
    if cut == 1:
        return say(language, "With at most {rows} each, 1 row is left out (1 person loses a row).", **values)
    return say(language, "With at most {rows} each, {cut} rows are left out (1 person loses rows).", **values) \
        if people == 1 else say(language, "With at most {rows} each, {cut} rows are left out ({people} people lose "
                                          "rows).", **values)


def rows_per_person(ids: pd.Series) -> RowsPerPerson:
    person = person_ids(ids)
    known = person.notna().to_numpy()
    sizes = person[known].value_counts(sort=False).to_numpy()
    rows, people = np.unique(sizes, return_counts=True)
    return RowsPerPerson({int(r): int(p) for r, p in zip(rows, people)}, int((~known).sum()))


def said_rows(count: int, language: str) -> str:
    """"1 row", "3 rows" in `language`."""
    return say(language, "{count} row", count=figure(count, language)) if count == 1 else \
        say(language, "{count} rows", count=figure(count, language))
