"""How many rows each person has, for the steward's eyes only (never released): shown when the privacy
unit is chosen, so that a max_rows is picked knowing how many rows it leaves out before anything is
spent. Persons are told apart as a release tells them (transforms.person_ids)."""
from __future__ import annotations

from dataclasses import dataclass

import numpy as np
import pandas as pd

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

    def summary(self, max_rows: int, shown: int = 5) -> str:
        """One paragraph in words: the distribution's head, and what `max_rows` leaves out."""
        counts = sorted(self.people_with.items())
        head = [f"{rows} row{'s' if rows > 1 else ''}: {people:,}" for rows, people in counts[:shown]]
        more = sum(people for rows, people in counts[shown:])
        if more:
            head.append(f"more than {counts[shown - 1][0]}: {more:,} (up to {counts[-1][0]:,} rows)")
        text = f"People by their number of rows ({self.people:,} people): " + "; ".join(head) + ". "
        cut, people = self.rows_left_out(max_rows), self.people_cut(max_rows)
        text += f"With at most {max_rows} row{'s' if max_rows > 1 else ''} each, "
        text += (f"{cut:,} row(s) are left out ({_people(people)} lose{'s' if people == 1 else ''} rows)" if cut
                 else "no row is left out")
        if self.rows_without_person:
            text += f", {self.rows_without_person:,} of them without a person id"
        return text + ". For your eyes only; never released."


def rows_per_person(ids: pd.Series) -> RowsPerPerson:
    person = person_ids(ids)
    known = person.notna().to_numpy()
    sizes = person[known].value_counts(sort=False).to_numpy()
    rows, people = np.unique(sizes, return_counts=True)
    return RowsPerPerson({int(r): int(p) for r, p in zip(rows, people)}, int((~known).sum()))


def _people(n: int) -> str:
    return "1 person" if n == 1 else f"{n:,} people"
