"""The count's draft: one noisy count (drafts.CountDraft), or grouped, one per group's cell as a histogram's or
cross-tab's (drafts.CellsDraft, shared by every count's cells)."""
from __future__ import annotations

from ...private.drafts import CellsDraft, CountDraft
from ...private.kind_draft import KindDraft
from .plan import COUNT


class CountOrCellsDraft:
    """A count, or with group_by its cells (a histogram's or cross-tab's draft)."""

    def __new__(cls, query, *args, **kwargs):
        return (CellsDraft if query.group_by else CountDraft)(query, *args, **kwargs)


COUNT_DRAFT = KindDraft(kind=COUNT, draft=CountOrCellsDraft, counts_published=True)
