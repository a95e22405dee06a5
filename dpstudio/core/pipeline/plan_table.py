"""A plan's data file, read under the plan's reading schema (or one inferred, with a notice).

Above both core.io (which reads the file) and core.plan (whose reading schema says how), so that core.io never
imports core.plan.
"""
from __future__ import annotations

from ..io.loading import LoadedTable, load_table
from ..plan.release_plan import ReleasePlan
from ..base.words.message import Message


def load_for_plan(plan: ReleasePlan, path, encoding=None, delimiter=None, sheet=None, progress=None,
                  cancel=None, hashed: bool = True) -> tuple[LoadedTable, ReleasePlan, list[str]]:
    """The table read under `plan.reading`, the plan (with the schema used) and notices.

    A plan without a reading schema (a version 1 plan, or one written by hand) gets the schema
    inferred from this file, and a notice says so: until it is saved in the plan, the next
    read of a changed file may be read differently. `hashed`: as load_table's."""
    if plan.reading is not None:
        notices = []
        if any(option is not None for option in (encoding, delimiter, sheet)):
            notices.append(Message("The plan's reading schema says how the file is read; the encoding, delimiter "
                                   "and sheet options were ignored (change the plan's \"reading\" section instead)."))
        table = load_table(path, schema=plan.reading, progress=progress, cancel=cancel, hashed=hashed)
        return table, plan, notices
    table = load_table(path, encoding, delimiter, sheet, progress=progress, cancel=cancel, hashed=hashed)
    notice = Message("The plan has no reading schema, so one was inferred from {file}: {schema}. Save it in the plan "
                     "so that every later read of the file is the same, whatever rows are added.",
                     file=table.source.name, schema=table.schema.describe())
    return table, plan.with_reading(table.schema), [notice]
