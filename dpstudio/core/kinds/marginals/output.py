"""A table family in the output: its name in the report, and where the release says what it counts, of people or of
rows; its section of the report and its noise scale's words (output/report_family.py); the fields of its entry."""
from __future__ import annotations

from ...output.kind_output import KindOutput
from ...output.report_family import family_section, residual_words
from ...plan.counting_rule import PEOPLE, ROWS
from .plan import MARGINALS

MARGINALS_OUTPUT = KindOutput(kind=MARGINALS, name="family of tables", counted_names={PEOPLE: "family of tables of people", ROWS: "family of tables of rows"},
                              section=family_section, scale_words=residual_words,
                              release_fields=("cells", "tables", "sensitivity", "composition", "components"))
