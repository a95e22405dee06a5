"""The histogram's preview: its cells' interval in words, and a zero for each cell as the budget helpers' stand-in."""
from __future__ import annotations

from ...preview.kind_preview import KindPreview
from ...preview.stand_ins import cells_answer, typical_cell
from .plan import HISTOGRAM

HISTOGRAM_PREVIEW = KindPreview(
    kind=HISTOGRAM, planning_answer=cells_answer, typical_value=typical_cell,
    sentence="The count in each cell will be within ±{width} of the true count in each cell with {level} probability.",
)
