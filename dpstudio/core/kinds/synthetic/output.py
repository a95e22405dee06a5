"""A synthetic table in the output: its name in the report, and where the release says what it counts, of people or
of rows; its section of the report (output/report_synthetic.py), its noise scale's words (a family's,
output/report_family.py); the fields of its entry."""
from __future__ import annotations

from ...output.kind_output import KindOutput
from ...output.report_family import residual_words
from ...output.report_synthetic import synthetic_section
from ...plan.counting_rule import PEOPLE, ROWS
from .plan import SYNTHETIC

SYNTHETIC_OUTPUT = KindOutput(kind=SYNTHETIC, name="synthetic table", counted_names={PEOPLE: "synthetic table of people", ROWS: "synthetic table of rows"},
                              section=synthetic_section, scale_words=residual_words,
                              release_fields=("cells", "tables", "sensitivity", "composition", "synthetic"))
