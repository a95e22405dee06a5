"""`"other": false` on a histogram, cross-tab or grouped query (plan version 5): where it is allowed.

By default every listed or binned column has an `(other)` cell for values outside its list or bins
and missing values, so the cells add up to every row. `"other": false` leaves those rows out of the
query instead, as a table for a report usually does ("F" and "M" only): no (other) cell is released,
and margins and totals count the listed rows only. The exact side drops the (other) cells
(exact/listed_only.py), which is a public filter on rows: sensitivities do not change.
"""
from __future__ import annotations

from ..base.words.problem_message import ProblemMessage


def read_other(reader, item: dict, fields: dict) -> dict:
    raw = item["other"]
    if not isinstance(raw, bool):
        reader.problem("other", ProblemMessage("{raw} is not true or false", raw=repr(raw)),
                       ProblemMessage('write "other": false to leave out rows whose values are not listed'))
        return {}
    if raw:
        return {}
    kind = item.get("kind")
    if not reader.kind.cells and not item.get("group_by"):
        reader.problem("other",
                       ProblemMessage("a {kind} without group_by has no (other) cell", kind=kind),
                       ProblemMessage('add group_by, or remove "other"'))
    if item.get("sum_to") is not None:
        reader.problem("other", ProblemMessage("sum_to makes the cells add up to a count of every row, (other) "
                                               "included"),
                       ProblemMessage('remove "other": false, or remove sum_to'))
    columns = fields.get("group_by") or ((fields.get("column"),) if reader.kind.column_cells else fields.get("columns"))
    if columns and all(c in (fields.get("discover") or ()) for c in columns):
        reader.problem("other", ProblemMessage("every column's keys are discovered: found keys have no (other) cell"),
                       ProblemMessage('remove "other": false'))
    return {"other": False}
