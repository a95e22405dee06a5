"""The cross-tab's exact definition: rows (or people) per cell on the full public grid, as every count's cells (shared:
exact/answers.py, ibis_decoding.py, ibis_parts.py)."""
from __future__ import annotations

from ...exact.answers import cells_answer
from ...exact.ibis_decoding import decode_cells
from ...exact.ibis_on_demand import cells_part
from ...exact.kind_answer import ExactKind
from .plan import CROSSTAB

CROSSTAB_EXACT = ExactKind(kind=CROSSTAB, answer=cells_answer, part=cells_part, decode=decode_cells)
