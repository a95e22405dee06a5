"""Several quantiles' exact definition: their column's rows per bucket of the candidate grid, as one quantile's
(shared: exact/answers.py, ibis_decoding.py, ibis_parts.py)."""
from __future__ import annotations

from ...exact.answers import quantile_rows_answer
from ...exact.ibis_decoding import decode_quantile
from ...exact.ibis_on_demand import quantile_part
from ...exact.kind_answer import ExactKind
from .plan import QUANTILES

QUANTILES_EXACT = ExactKind(kind=QUANTILES, answer=quantile_rows_answer, part=quantile_part, decode=decode_quantile)
