"""A table family in the report's words: its name, and where the release says what it counts, of people or of
rows."""
from __future__ import annotations

from ...output.kind_output import KindOutput
from ...plan.counting_rule import PEOPLE, ROWS
from .plan import MARGINALS

MARGINALS_OUTPUT = KindOutput(kind=MARGINALS, name="family of tables", counted_names={PEOPLE: "family of tables of people", ROWS: "family of tables of rows"})
