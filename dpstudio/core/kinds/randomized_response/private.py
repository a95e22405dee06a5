"""Randomized response's draft: each answer randomized, and their number a noisy count
(private/randomized_response_draft.py)."""
from __future__ import annotations

from ...private.kind_draft import KindDraft
from ...private.randomized_response_draft import RandomizedResponseDraft
from .plan import RANDOMIZED_RESPONSE

RANDOMIZED_RESPONSE_DRAFT = KindDraft(kind=RANDOMIZED_RESPONSE, draft=RandomizedResponseDraft)
