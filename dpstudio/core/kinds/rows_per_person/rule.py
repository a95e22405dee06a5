"""`"kind": "rows_per_person"` (plan version 9): how many people have 1, 2, ... rows (visits per patient), a
query of its own (query.py RowsPerPersonQuery). `most` is the public cap: the last cell holds everyone
with `most` rows or more. It needs a privacy unit with a person column: when a row is a person, everyone has one."""
from __future__ import annotations

from ...base.words.problem_message import ProblemMessage

MOST_LIMITS = (2, 1000)
DEFAULT_MOST = 10


def read_rows_per_person(reader, item: dict) -> dict:
    """The query's own fields (`most`; `sum_to` is read with the other kinds'), every problem to `reader`."""
    most = item.get("most", DEFAULT_MOST)
    low, high = MOST_LIMITS
    if isinstance(most, bool) or not isinstance(most, int) or not low <= most <= high:
        reader.problem("most", ProblemMessage("{most} is not a whole number of rows from {low} to {high}",
                                              most=repr(most), low=low, high=high),
                       ProblemMessage("the public cap: the last cell counts the people with this many rows or more, "
                                      "e.g. 10"))
        most = DEFAULT_MOST
    if not reader.plan.person_column:
        reader.problem("kind",
                       ProblemMessage("people by their number of rows need a privacy unit with a person column: when "
                                      "a row is a person, every person has one row"),
                       ProblemMessage("choose who is protected: the column that identifies a person"))
    return {"most": most}
