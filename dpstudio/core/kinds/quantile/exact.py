"""The quantile's exact definition: its column's rows per bucket of the candidate grid (exact/definitions.py's
QuantileGrid), scored per candidate, as several quantiles' (shared: exact/answers.py, ibis_decoding.py,
ibis_parts.py); grouped, each group's buckets are coded apart in one aggregate."""
from __future__ import annotations

from collections import defaultdict

import numpy as np

from ...base.exact_answers import GroupedAnswer
from ...exact.answers import quantile_rows_answer
from ...exact.definitions import MISSING_CODE, query_grid
from ...exact.ibis_decoding import decode_quantile
from ...exact.ibis_on_demand import quantile_part
from ...exact.kind_answer import ExactKind
from .plan import QUANTILE


def decode_groups(query, rows) -> GroupedAnswer:
    """Each group's answer from its buckets' rows: codes g * stride + bucket + 1, and g * stride + stride - 1 for
    missing rows (ibis_parts.quantile_part); a group no row has is answered as over no rows."""
    groups = int(np.prod([len(c) + 1 for c in query.cell_columns()[1]]))
    stride = query_grid(query).buckets + 1
    local = defaultdict(list)
    for row in rows:
        group, code = divmod(int(row["code"]), stride)
        local[group].append({**row, "code": MISSING_CODE if code == stride - 1 else code})
    return GroupedAnswer(tuple(decode_quantile(query, local[g]) for g in range(groups)))


QUANTILE_EXACT = ExactKind(kind=QUANTILE, answer=quantile_rows_answer, part=quantile_part, decode=decode_quantile,
                           per_group=True, decode_groups=decode_groups)
