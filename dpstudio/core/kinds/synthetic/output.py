"""A synthetic table in the report's words: its name, and where the release says what it counts, of people or of
rows."""
from __future__ import annotations

from ...output.kind_output import KindOutput
from ...plan.counting_rule import PEOPLE, ROWS
from .plan import SYNTHETIC

SYNTHETIC_OUTPUT = KindOutput(kind=SYNTHETIC, name="synthetic table", counted_names={PEOPLE: "synthetic table of people", ROWS: "synthetic table of rows"})
