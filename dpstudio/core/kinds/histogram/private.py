"""The histogram's draft: noise on each of its cells, as every count's cells (drafts.CellsDraft, shared)."""
from __future__ import annotations

from ...private.drafts import CellsDraft
from ...private.kind_draft import KindDraft
from .plan import HISTOGRAM

HISTOGRAM_DRAFT = KindDraft(kind=HISTOGRAM, draft=CellsDraft, counts_published=True)
