"""The quantile's draft: the exponential mechanism over its candidates (private/quantile_draft.py); grouped, one per
group (private/grouped_drafts.py)."""
from __future__ import annotations

from ...private.kind_draft import KindDraft
from ...private.quantile_draft import QuantileDraft
from .plan import QUANTILE

QUANTILE_DRAFT = KindDraft(kind=QUANTILE, draft=QuantileDraft, per_group=True, rank_interval=True)
