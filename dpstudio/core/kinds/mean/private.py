"""The mean's draft: a noisy sum and a noisy count (private/mean_draft.py); grouped, one per group
(private/grouped_drafts.py). The small-cell rule reads its noisy count."""
from __future__ import annotations

from ...private.kind_draft import KindDraft
from ...private.mean_draft import MeanDraft
from .plan import MEAN

MEAN_DRAFT = KindDraft(kind=MEAN, draft=MeanDraft, per_group=True, suppressed_by_count=True)
