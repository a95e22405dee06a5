"""Whether an editor can hold a plan at all: each part it takes into its own fields of the JSON type it reads.

The app holds a plan while it is being written, problems and all (document.py): a query without bounds, a
budget overspent, a column named twice. What it cannot hold is a part of the wrong JSON type where it keeps
that part as its own field: a budget that is a list, an ε written as text, a role that is not a role, a query
that is not an object, bounds that are not two numbers. Such a plan is refused as a whole, with the plan
reader's own problems (`dpstudio check` names the same ones), before its table is read.

`wrong_parts` says where the JSON type is wrong; it asks less than the reader does, so that every plan it
finds wrong the reader refuses too (tests/core/test_plan_shape.py draws the plans).
"""
from __future__ import annotations

from ..base.errors import PlanError
from .discovery_rule import DISCOVER
from .migration import migrate_plan
from .release_plan import plan_problems
from .roles import ROLE_NAMES

_OBJECT_PARTS = ("columns", "units", "privacy_unit", "budget")


def _number(value) -> bool:
    return isinstance(value, (int, float)) and not isinstance(value, bool)


def _whole(value) -> bool:
    return isinstance(value, int) and not isinstance(value, bool)


def _text_or_null(value) -> bool:
    return value is None or isinstance(value, str)


def _names(value) -> bool:
    return isinstance(value, list) and all(isinstance(name, str) for name in value)


def _labels(value) -> bool:
    return isinstance(value, list) and all(isinstance(label, (str, int, float)) for label in value)


def _categories(value) -> bool:
    """A list of labels, "discover", or an object of such by column (a grid's or a grouping's)."""
    if isinstance(value, dict):
        return all(_labels(labels) or labels == DISCOVER for labels in value.values())
    return _labels(value) or value == DISCOVER


_QUERY_FIELDS = {  # a query's fields the app keeps as its own: the checks of their JSON types
    "id": _text_or_null, "kind": _text_or_null, "column": _text_or_null, "epsilon": _number, "delta": _number,
    "bounds": lambda value: isinstance(value, list) and len(value) == 2 and all(map(_number, value)),
    "categories": _categories, "group_by": lambda value: value is None or isinstance(value, str) or _names(value),
}
_PART_FIELDS = {  # the other parts' fields the app keeps
    "privacy_unit": {"column": _text_or_null, "order_by": _text_or_null, "max_rows": _whole},
    "budget": {"epsilon": _number, "delta": _number, "accounting": _text_or_null,
               "population": lambda value: value is None or _number(value)},
}


def _query_wrong(index: int, query) -> list[tuple]:
    if not isinstance(query, dict):
        return [("queries", index)]
    return [("queries", index, name) for name, right in _QUERY_FIELDS.items() if name in query
            and not right(query[name])]


def wrong_parts(data) -> list[tuple]:
    """The places (("budget", "epsilon"), ("queries", 2)) whose JSON type an editor cannot hold, in a plan of any
    version (migrated first, as the reader reads it); none where it can."""
    try:
        plan = migrate_plan(data)[0]
    except Exception:  # a plan too broken to migrate: the reader names why
        return [("plan",)]
    if not isinstance(plan, dict):
        return [("plan",)]
    wrong = [(part,) for part in _OBJECT_PARTS if plan.get(part) is not None and not isinstance(plan[part], dict)]
    for part, checks in _PART_FIELDS.items():
        if isinstance(plan.get(part), dict):
            wrong += [(part, name) for name, right in checks.items() if name in plan[part]
                      and not right(plan[part][name])]
    if isinstance(plan.get("columns"), dict):
        wrong += [("columns", name) for name, role in plan["columns"].items() if role not in ROLE_NAMES]
    if "categories_from_data" in plan and not _names(plan["categories_from_data"]):
        wrong.append(("categories_from_data",))
    if not _text_or_null(plan.get("publisher")):
        wrong.append(("publisher",))
    if plan.get("suppress_below") is not None and not _whole(plan["suppress_below"]):
        wrong.append(("suppress_below",))
    queries = plan.get("queries")
    if queries is not None and not isinstance(queries, list):
        wrong.append(("queries",))
    elif queries:
        wrong += [place for index, query in enumerate(queries) for place in _query_wrong(index, query)]
    return wrong


def refuse_unholdable(data) -> None:
    """Raise PlanError with the reader's problems when a part of the plan is of a JSON type an editor cannot
    hold (`wrong_parts`); nothing when it can, whatever else the plan still lacks."""
    if wrong_parts(data):
        raise PlanError(plan_problems(data))
