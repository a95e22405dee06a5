"""The exact layer's registry of the query kinds: each kind's ExactKind (kind_answer.py), defined in its own package
(kinds/<kind>/exact.py). The exact layer dispatches on a query's kind through `exact_of` instead of comparing kind
names; tests/core/test_kinds.py checks that it covers every kind in kinds.KINDS. The pandas engine's answer to one
query (`exact_answer`) is here; the Ibis engine's to a whole plan is ibis_answers.py's."""
from __future__ import annotations

import numpy as np
import pandas as pd

from ..base.exact_answers import GroupedAnswer
from ..kinds import Kind, kind_of
from ..kinds.count.exact import COUNT_EXACT
from ..kinds.crosstab.exact import CROSSTAB_EXACT
from ..kinds.histogram.exact import HISTOGRAM_EXACT
from ..kinds.marginals.exact import MARGINALS_EXACT
from ..kinds.mean.exact import MEAN_EXACT
from ..kinds.quantile.exact import QUANTILE_EXACT
from ..kinds.quantiles.exact import QUANTILES_EXACT
from ..kinds.randomized_response.exact import RANDOMIZED_RESPONSE_EXACT
from ..kinds.rows_per_person.exact import ROWS_PER_PERSON_EXACT
from ..kinds.sum.exact import SUM_EXACT
from ..kinds.synthetic.exact import SYNTHETIC_EXACT
from ..plan.queries import Query
from .answers import flat_codes
from .discovered import discovered_counts
from .kind_answer import ExactKind
from .transforms import where_mask

KIND_ANSWERS: dict[Kind, ExactKind] = {e.kind: e for e in (
    COUNT_EXACT, HISTOGRAM_EXACT, CROSSTAB_EXACT, SUM_EXACT, MEAN_EXACT, QUANTILE_EXACT, RANDOMIZED_RESPONSE_EXACT,
    ROWS_PER_PERSON_EXACT, MARGINALS_EXACT, QUANTILES_EXACT, SYNTHETIC_EXACT)}


def exact_of(query) -> ExactKind:
    """The exact record of a query specification's kind (kinds/<kind>/query.py)."""
    return KIND_ANSWERS[kind_of(query)]


def exact_answer(query: Query, frame: pd.DataFrame):
    mask = where_mask(frame, query.where)
    rows = frame[mask] if not mask.all() else frame
    if query.discover:
        return discovered_counts(query, rows)
    if query.group_by and exact_of(query).per_group:
        return _grouped(query, rows)
    return exact_of(query).answer(query, rows)


def _grouped(query, rows) -> GroupedAnswer:
    """Each group's answer from its own rows; a group no row has is answered over no rows (zeros)."""
    codes, size = flat_codes(query, rows)
    order = np.argsort(codes, kind="stable")
    starts = np.searchsorted(codes[order], np.arange(size + 1))
    answer = exact_of(query).answer
    return GroupedAnswer(tuple(answer(query, rows.iloc[order[starts[g]:starts[g + 1]]]) for g in range(size)))
