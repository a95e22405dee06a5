"""`KindPreview`: what the preview layer knows of one query kind, as one frozen record naming the `Kind` it serves.

Each kind's package has a preview.py (dpstudio/core/kinds/<kind>/preview.py) that defines its record: the sentence
its interval is said in, the word on its plot's axis, its own sentence or plot where it has one, the stand-in answer
the budget helpers plan with and the typical answer a relative error is taken against. preview/kind_previews.py
registers them; the preview dispatches on a query's kind through it instead of comparing kind names
(docs/architecture.md, "Query kinds"). What several kinds share stays in this package (stand_ins.py,
interval_words.py) and their records point to it.
"""
from __future__ import annotations

from dataclasses import dataclass
from typing import Callable

from ..kinds.kind import Kind


@dataclass(frozen=True)
class KindPreview:
    """One kind's preview. The functions: `planning_answer(query, expectations)` -> ExactAnswer, the stand-in built
    from public expectations alone (public_expectations.py); `typical_value(query, rows)`, the answer a relative
    error is taken against, from the rows the query covers (None where unknown); `says(preview, level, language)`,
    its own sentence, said before any other; `plot(ax, preview, level, language)` -> artists, its own plot, which sets
    its own axis limits; `value_intervals(session, query, expected)` -> (value_interval, value_intervals), its
    interval in the column's values on this table (a PreviewSession's, for the steward's eyes only)."""

    kind: Kind
    planning_answer: Callable
    typical_value: Callable
    sentence: str | None = None  # its interval in words, one value or each cell (words' "report" family)
    group_sentence: str | None = None  # grouped: each group's interval in words
    counted_sentence: bool = True  # says "the number of people (rows)" where a person may have several rows (not a
    # sum's or mean's: their counts say whose values they are, not a number of them)
    counts_people: bool = False  # its numbers count people whatever the query's `of` (people by number of rows)
    typed_value: bool = True  # a value the steward types is its typical answer (not a quantile's, a rank count, nor
    # randomized response's, a share)
    value_is_rows: bool = False  # a value the steward types is the rows it covers (a count)
    groups_as_cells: bool = False  # grouped, its stand-in is one count per group's cell (a count's), not one
    # answer per group
    axis_word: str = "count"  # the axis of its bars or point (words' "report" family)
    spread: bool = False  # the preview reads how its column's values spread over its bounds (value_spread.py)
    says: Callable | None = None
    plot: Callable | None = None
    value_intervals: Callable | None = None
    warnings: Callable | None = None
    largest_epsilon_per_row: float | None = None  # the budget helpers try no epsilon above this times max_rows
