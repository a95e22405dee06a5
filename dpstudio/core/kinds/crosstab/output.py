"""The cross-tab in the report's words: its name, and where the release says what it counts, people or rows per
combination."""
from __future__ import annotations

from ...output.kind_output import KindOutput
from ...plan.counting_rule import PEOPLE, ROWS
from .plan import CROSSTAB

CROSSTAB_OUTPUT = KindOutput(kind=CROSSTAB, name="count per combination", counted_names={PEOPLE: "people per combination", ROWS: "rows per combination"},
                             release_fields=("cells", "sensitivity", "composition"))
