"""The output layer's registry of the query kinds: each kind's KindOutput (kind_output.py), defined in its own package
(kinds/<kind>/output.py). The report's words dispatch on a release entry's kind through `output_of` instead of
comparing kind names; tests/core/test_kinds.py checks that it covers every kind in kinds.KINDS."""
from __future__ import annotations

from ..kinds import Kind, kind_named
from ..kinds.count.output import COUNT_OUTPUT
from ..kinds.crosstab.output import CROSSTAB_OUTPUT
from ..kinds.histogram.output import HISTOGRAM_OUTPUT
from ..kinds.marginals.output import MARGINALS_OUTPUT
from ..kinds.mean.output import MEAN_OUTPUT
from ..kinds.quantile.output import QUANTILE_OUTPUT
from ..kinds.quantiles.output import QUANTILES_OUTPUT
from ..kinds.randomized_response.output import RANDOMIZED_RESPONSE_OUTPUT
from ..kinds.rows_per_person.output import ROWS_PER_PERSON_OUTPUT
from ..kinds.sum.output import SUM_OUTPUT
from ..kinds.synthetic.output import SYNTHETIC_OUTPUT
from .kind_output import KindOutput

KIND_OUTPUTS: dict[Kind, KindOutput] = {o.kind: o for o in (
    COUNT_OUTPUT, HISTOGRAM_OUTPUT, CROSSTAB_OUTPUT, SUM_OUTPUT, MEAN_OUTPUT, QUANTILE_OUTPUT,
    RANDOMIZED_RESPONSE_OUTPUT, ROWS_PER_PERSON_OUTPUT, MARGINALS_OUTPUT, QUANTILES_OUTPUT, SYNTHETIC_OUTPUT)}


def output_of(name) -> KindOutput | None:
    """The output record of the kind a release entry names ("kind"), or None for a name that is no kind."""
    kind = kind_named(name)
    return KIND_OUTPUTS[kind] if kind else None
