"""`KindOutput`: what the report's words know of one query kind, as one frozen record naming the `Kind` it serves.

Each kind's package has an output.py (dpstudio/core/kinds/<kind>/output.py) that defines its record: its name in the
report, its names where the release says what it counts, and its own words where it has them. output/kind_outputs.py
registers them; the report's words (report_words.py, counted_words.py) dispatch on a release entry's kind through it
instead of comparing kind names (docs/architecture.md, "Query kinds"). What several kinds share stays in this
package (quantile_words.py) and their records point to it.
"""
from __future__ import annotations

from dataclasses import dataclass
from typing import Callable

from ..kinds.kind import Kind


@dataclass(frozen=True)
class KindOutput:
    """One kind's words in the report. `words(query, language)`: its own name for a release entry, or None for its
    `name` (a quantile's: "median"); `counted_sentence(query, unit, language)`: its own sentence of what its numbers
    count, where the release has a privacy unit (people by their number of rows)."""

    kind: Kind
    name: str  # its name in the report ("count per category"), words' "report" family
    counted_names: dict | None = None  # its name where the release says what it counts: {"people": ..., "rows": ...}
    counts_people: bool = False  # its numbers count people whatever its `of`, from all of each person's rows
    words: Callable | None = None
    counted_sentence: Callable | None = None
