"""A table family's draft: every table measured once through residual planning (private/marginals_draft.py, shared
with a synthetic table's)."""
from __future__ import annotations

from ...private.kind_draft import KindDraft
from ...private.marginals_draft import MarginalsDraft
from .plan import MARGINALS

MARGINALS_DRAFT = KindDraft(kind=MARGINALS, draft=MarginalsDraft)
