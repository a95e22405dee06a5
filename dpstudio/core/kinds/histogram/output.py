"""The histogram in the report's words: its name, and where the release says what it counts, people or rows per
category."""
from __future__ import annotations

from ...output.kind_output import KindOutput
from ...plan.counting_rule import PEOPLE, ROWS
from .plan import HISTOGRAM

HISTOGRAM_OUTPUT = KindOutput(kind=HISTOGRAM, name="count per category", counted_names={PEOPLE: "people per category", ROWS: "rows per category"},
                              release_fields=("cells", "sensitivity", "composition"))
