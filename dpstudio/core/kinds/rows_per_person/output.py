"""People by their number of rows in the report's words: its name, and what its numbers count (people, from all of
their rows), said whole where the release has a privacy unit."""
from __future__ import annotations

from ...base.words import say
from ...output.kind_output import KindOutput
from .plan import ROWS_PER_PERSON


def counted_sentence(query: dict, unit: dict, language: str = "en") -> str:
    return say(language, "Counts people by how many rows each has (all of their rows that meet the filter); the "
                         "last cell holds those with {most} rows or more.", most=query["most"])


ROWS_PER_PERSON_OUTPUT = KindOutput(kind=ROWS_PER_PERSON, name="people by their number of rows", counts_people=True,
                                    counted_sentence=counted_sentence,
                                    release_fields=("cells", "sensitivity", "composition"))
