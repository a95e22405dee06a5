"""Several quantiles' draft: estimated jointly by recursive splitting (private/quantiles_draft.py)."""
from __future__ import annotations

from ...private.kind_draft import KindDraft
from ...private.quantiles_draft import QuantilesDraft
from .plan import QUANTILES

QUANTILES_DRAFT = KindDraft(kind=QUANTILES, draft=QuantilesDraft)
