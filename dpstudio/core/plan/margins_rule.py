"""`margins: true` on a histogram, cross-tab or grouped count (plan version 4): where it is allowed.

The released cells, margins and total are made consistent by weighted least squares
(private/margins.py). Their exact intervals need continuous noise (laplace or gaussian, the default
with margins). Since version 8, `clamp_nonnegative` keeps them at 0 or above while they still add up
(private/nonnegative_tables.py), and a margins query without `postprocess` is kept at 0 or above and
rounded (MARGINS_POSTPROCESS); an earlier plan's such query had none (plan/migration.py).
"""
from __future__ import annotations

import math

from ..base.words.problem_message import ProblemMessage

MAX_MARGIN_CELLS = 1000
MARGINS_POSTPROCESS = ("clamp_nonnegative", "round")  # the default with margins (version 8)


def read_margins(reader, item: dict, fields: dict) -> dict:
    raw = item["margins"]
    if not isinstance(raw, bool):
        reader.problem("margins",
                       ProblemMessage("{raw} is not true or false", raw=repr(raw)),
                       ProblemMessage('write "margins": true to release margins'))
        return {}
    if not raw:
        return {"margins": False}
    if "margins" in reader.kind.fields and not reader.kind.cells and not item.get("group_by"):  # a count's cells
        # are its groups
        reader.problem("margins",
                       ProblemMessage("a count without group_by has no margins"),
                       ProblemMessage("add group_by, or remove margins"))
    if item.get("sum_to") is not None:
        reader.problem("margins", ProblemMessage("margins and sum_to both make the cells add up: choose one"),
                       ProblemMessage("margins also measure the total; remove sum_to"))
    mechanism = str(item.get("mechanism") or "")
    if mechanism.startswith("discrete_"):
        reader.problem("mechanism", ProblemMessage("{mechanism} cannot be used with margins", mechanism=mechanism),
                       ProblemMessage("use {mechanism} (the default with margins): the consistent values' exact "
                                      "intervals need continuous noise", mechanism=mechanism.removeprefix('discrete_')))
    if item.get("postprocess") is None:
        fields["postprocess"] = MARGINS_POSTPROCESS
    lists = fields.get("group_categories") or ((fields.get("categories"),) if reader.kind.column_cells
                                               else fields.get("categories"))
    cells = math.prod(len(c or ()) + 1 for c in lists or ())
    if cells > MAX_MARGIN_CELLS:
        reader.problem("margins", ProblemMessage("{cells} cells are too many for margins (at most {limit})",
                                                 cells=format(cells, ","), limit=format(MAX_MARGIN_CELLS, ",")),
                       ProblemMessage("merge categories or bins, or release the margins as queries of their own"))
    return {"margins": True}
