"""The sum's draft: one noisy total (drafts.SumDraft); grouped, one per group (private/grouped_drafts.py)."""
from __future__ import annotations

from ...private.drafts import SumDraft
from ...private.kind_draft import KindDraft
from .plan import SUM

SUM_DRAFT = KindDraft(kind=SUM, draft=SumDraft, per_group=True)
