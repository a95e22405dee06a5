"""The count in the report's words: its name, and where the release says what it counts, a count of people or rows."""
from __future__ import annotations

from ...output.kind_output import KindOutput
from ...plan.counting_rule import PEOPLE, ROWS
from .plan import COUNT

COUNT_OUTPUT = KindOutput(kind=COUNT, name="count", counted_names={PEOPLE: "count of people", ROWS: "count of rows"},
                          release_fields=("sensitivity",))
