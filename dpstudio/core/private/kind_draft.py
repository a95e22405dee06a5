"""`KindDraft`: what the private layer knows of one query kind, as one frozen record naming the `Kind` it serves.

Each kind's package has a private.py (dpstudio/core/kinds/<kind>/private.py) that defines its record: its draft,
the class that calibrates its noise through OpenDP over its exact answer and draws it (drafts.py's Draft), whether
a grouped query of its kind draws one such draft per group, and what the post-processing on drawn entries reads of
it (the small-cell rule, the note on counts below 0, the steward's interval of a quantile). private/kind_drafts.py
registers them; the private layer dispatches on a query's kind through it instead of comparing kind names
(docs/architecture.md, "Query kinds"). What several kinds share stays in this package (drafts.py's CellsDraft for
every count's cells, marginals_draft.py for a family of tables) and their records point to it.
"""
from __future__ import annotations

from dataclasses import dataclass
from typing import Callable

from ..kinds.kind import Kind


@dataclass(frozen=True)
class KindDraft:
    """One kind's draft. `draft(query, answer, max_rows, where, rho)` -> Draft: its calibrated mechanism over its
    exact answer, nothing drawn (`max_rows`: the rows a person may add to it; `rho`: its share under zCDP)."""

    kind: Kind
    draft: Callable
    per_group: bool = False  # with group_by, one draft per group (grouped_drafts.py); a grouped count is cells
    counts_published: bool = False  # its released values are counts of people or rows (its cells', margins'): the
    # small-cell rule and complementary suppression read them, and counts below 0 are noted
    suppressed_by_count: bool = False  # the small-cell rule reads the noisy count its values rest on (a mean's)
    rank_interval: bool = False  # ungrouped, its draft tells the half-width of its rank (a quantile's): the
    # steward's interval in the column's values
