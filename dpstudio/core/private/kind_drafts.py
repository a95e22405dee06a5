"""The private layer's registry of the query kinds: each kind's KindDraft (kind_draft.py), defined in its own package
(kinds/<kind>/private.py). The private layer dispatches on a query's kind through `draft_of` (a release entry's
through `draft_named`) instead of comparing kind names; tests/core/test_kinds.py checks that it covers every kind
in kinds.KINDS."""
from __future__ import annotations

from ..kinds import Kind, kind_named, kind_of
from ..kinds.count.private import COUNT_DRAFT
from ..kinds.crosstab.private import CROSSTAB_DRAFT
from ..kinds.histogram.private import HISTOGRAM_DRAFT
from ..kinds.marginals.private import MARGINALS_DRAFT
from ..kinds.mean.private import MEAN_DRAFT
from ..kinds.quantile.private import QUANTILE_DRAFT
from ..kinds.quantiles.private import QUANTILES_DRAFT
from ..kinds.randomized_response.private import RANDOMIZED_RESPONSE_DRAFT
from ..kinds.rows_per_person.private import ROWS_PER_PERSON_DRAFT
from ..kinds.sum.private import SUM_DRAFT
from ..kinds.synthetic.private import SYNTHETIC_DRAFT
from .kind_draft import KindDraft

KIND_DRAFTS: dict[Kind, KindDraft] = {d.kind: d for d in (
    COUNT_DRAFT, HISTOGRAM_DRAFT, CROSSTAB_DRAFT, SUM_DRAFT, MEAN_DRAFT, QUANTILE_DRAFT, RANDOMIZED_RESPONSE_DRAFT,
    ROWS_PER_PERSON_DRAFT, MARGINALS_DRAFT, QUANTILES_DRAFT, SYNTHETIC_DRAFT)}


def draft_of(query) -> KindDraft:
    """The private record of a query specification's kind (kinds/<kind>/query.py)."""
    return KIND_DRAFTS[kind_of(query)]


def draft_named(name) -> KindDraft | None:
    """The private record of the kind a release entry names ("kind"), or None for a name that is no kind."""
    kind = kind_named(name)
    return KIND_DRAFTS[kind] if kind else None
