"""A table family's preview: its tables' intervals (QueryPreview.sentence and preview/family_plot.py read its
`tables`), a zero for each cell as the budget helpers' stand-in, against an even share of its largest table's cells."""
from __future__ import annotations

from ...preview.kind_preview import KindPreview
from ...preview.stand_ins import cells_answer, typical_family_cell
from .plan import MARGINALS

MARGINALS_PREVIEW = KindPreview(kind=MARGINALS, planning_answer=cells_answer, typical_value=typical_family_cell)
