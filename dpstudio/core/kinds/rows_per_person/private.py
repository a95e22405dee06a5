"""People by their number of rows' draft: noise on each of its cells, as every count's cells (drafts.CellsDraft, shared)."""
from __future__ import annotations

from ...private.drafts import CellsDraft
from ...private.kind_draft import KindDraft
from .plan import ROWS_PER_PERSON

ROWS_PER_PERSON_DRAFT = KindDraft(kind=ROWS_PER_PERSON, draft=CellsDraft, counts_published=True)
