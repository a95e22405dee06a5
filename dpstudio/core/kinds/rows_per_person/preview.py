"""The preview of people by their number of rows: its cells count people; a zero for each cell as the budget
helpers' stand-in."""
from __future__ import annotations

from ...preview.kind_preview import KindPreview
from ...preview.stand_ins import cells_answer, typical_cell
from .plan import ROWS_PER_PERSON

ROWS_PER_PERSON_PREVIEW = KindPreview(
    kind=ROWS_PER_PERSON, planning_answer=cells_answer, typical_value=typical_cell,
    sentence="The number of people in each cell will be within ±{width} of the true number with {level} probability.",
    counts_people=True,
)
