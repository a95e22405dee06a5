"""A table as the app opens it: read (under a plan's reading section, or with its schema inferred), with the
plan to apply to it and the roles suggested for its columns.

The app runs these on its worker thread (gui/main_window.py) and applies what they return on its own; they
need no Qt, so they are the core's. Each returns (table, plan, from_data, role suggestions).
"""
from __future__ import annotations

from ..base.errors import PlanError
from ..io.loading import load_table
from ..io.schema import schema_from_dict
from ..plan.plan_shape import refuse_unholdable
from ..plan.release_plan import read_plan_file
from ..plan.role_suggestions import suggest_roles


def load_with_plan(path, plan_path=None, from_data=(), reading=None, progress=None, cancel=None, sheet=None):
    """Runs on the worker: the table, and optionally a plan to apply to it.

    The table is read under `reading` (a plan's reading section) or, failing that, the reading
    section of the plan at `plan_path`; a file without one has its schema inferred. A plan the app cannot hold
    (plan_shape.py) is refused before the table is read."""
    plan = read_plan_file(plan_path) if plan_path else None
    if plan is not None:
        refuse_unholdable(plan)
    if reading is None and plan:
        reading = plan.get("reading")
    schema = None
    if reading is not None:
        schema, problems = schema_from_dict(reading)
        if problems:
            raise PlanError(problems)
    table = load_table(path, schema=schema, progress=progress, cancel=cancel, sheet=sheet)
    return table, plan, list(from_data), suggest_roles(table.frame)


def read_again(path, schema, plan, from_data, progress=None, cancel=None):
    """Runs on the worker: the open file read under a changed schema, with the plan to keep."""
    return with_suggestions(load_table(path, schema=schema, progress=progress, cancel=cancel), plan, from_data)


def with_suggestions(table, plan=None, from_data=()):
    """Runs on the worker: a table read in the import dialog, with role suggestions (and a plan to keep)."""
    return table, plan, list(from_data), suggest_roles(table.frame)
