"""The pandas engine: a table already in memory as a DataFrame, in file order."""
from __future__ import annotations

import pandas as pd

from ..base.exact_answers import PreparedAnswers
from .people_digests import MD5_SHA256
from ..io.column_names import text_named
from ..base.progress import check_cancel, report
from .column_kinds import column_kind
from .people_rows import person_answer
from .transforms import bound_contributions, person_ids


def distinct_people(ids: pd.Series) -> int:
    """How many persons: ids equal after trimming are one, as bound_contributions has them."""
    if not pd.api.types.is_numeric_dtype(ids.dtype):
        ids = ids.astype("string").str.strip()
    return int(ids.nunique())


class FrameSource:
    """Rows in a pandas DataFrame; truncation keeps each person's first rows in the frame's order."""

    engine = "pandas"

    def __init__(self, frame: pd.DataFrame):
        self.frame = text_named(frame)

    def column_kinds(self) -> dict[str, str]:
        return {name: column_kind(self.frame[name]) for name in self.frame.columns}

    def row_count(self) -> int:
        return len(self.frame)

    def people_batches(self, columns: list[str]):
        yield self.frame[list(columns)]

    def people_sample(self, columns: list[str], person: bool, salt: str, kind: str = MD5_SHA256):
        """The ledger's sample of the frame's people, by an in-process DuckDB (frame_people.py)."""
        from .frame_people import frame_people_sample  # here, not at the top: Ibis and DuckDB load only when asked

        return frame_people_sample(self.frame, columns, person, salt, kind)

    def prepare(self, plan, progress=None, cancel=None) -> PreparedAnswers:
        unit = plan.privacy_unit
        prepared = bound_contributions(self.frame, unit.column, unit.max_rows, unit.order_by)
        rows = prepared.frame
        ids = person_ids(self.frame[unit.column]) if unit.column else None  # once for every query of people
        answers = []
        for index, query in enumerate(plan.queries):
            check_cancel(cancel)
            answers.append(person_answer(query, rows, self.frame, unit, ids))
            report(progress, (index + 1) / len(plan.queries))
        people = distinct_people(rows[unit.column]) if unit.column else len(rows)
        return PreparedAnswers(tuple(answers), prepared.rows_without_person, prepared.rows_over_limit, people)
