"""A synthetic table's draft: its family of tables measured as a table family's, then rows drawn from them
(private/synthetic_draft.py)."""
from __future__ import annotations

from ...private.kind_draft import KindDraft
from ...private.synthetic_draft import SyntheticDraft
from .plan import SYNTHETIC

SYNTHETIC_DRAFT = KindDraft(kind=SYNTHETIC, draft=SyntheticDraft)
