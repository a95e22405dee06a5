"""The preview layer's registry of the query kinds: each kind's KindPreview (kind_preview.py), defined in its own
package (kinds/<kind>/preview.py). The preview dispatches on a query's kind through `preview_of` instead of comparing
kind names; tests/core/test_kinds.py checks that it covers every kind in kinds.KINDS."""
from __future__ import annotations

from ..kinds import Kind, kind_of
from ..kinds.count.preview import COUNT_PREVIEW
from ..kinds.crosstab.preview import CROSSTAB_PREVIEW
from ..kinds.histogram.preview import HISTOGRAM_PREVIEW
from ..kinds.marginals.preview import MARGINALS_PREVIEW
from ..kinds.mean.preview import MEAN_PREVIEW
from ..kinds.quantile.preview import QUANTILE_PREVIEW
from ..kinds.quantiles.preview import QUANTILES_PREVIEW
from ..kinds.randomized_response.preview import RANDOMIZED_RESPONSE_PREVIEW
from ..kinds.rows_per_person.preview import ROWS_PER_PERSON_PREVIEW
from ..kinds.sum.preview import SUM_PREVIEW
from ..kinds.synthetic.preview import SYNTHETIC_PREVIEW
from .kind_preview import KindPreview

KIND_PREVIEWS: dict[Kind, KindPreview] = {p.kind: p for p in (
    COUNT_PREVIEW, HISTOGRAM_PREVIEW, CROSSTAB_PREVIEW, SUM_PREVIEW, MEAN_PREVIEW, QUANTILE_PREVIEW,
    RANDOMIZED_RESPONSE_PREVIEW, ROWS_PER_PERSON_PREVIEW, MARGINALS_PREVIEW, QUANTILES_PREVIEW, SYNTHETIC_PREVIEW)}

# the words the kinds' previews say, by kind name (the words' test checks each is in the catalogue)
SENTENCES = {k.name: p.sentence for k, p in KIND_PREVIEWS.items() if p.sentence}
GROUP_SENTENCES = {k.name: p.group_sentence for k, p in KIND_PREVIEWS.items() if p.group_sentence}
AXIS_WORDS = {k.name: p.axis_word for k, p in KIND_PREVIEWS.items()}


def preview_of(query) -> KindPreview:
    """The preview record of a query's kind: a query specification's (kinds/<kind>/query.py) or a QueryPreview's."""
    return KIND_PREVIEWS[kind_of(query)]
