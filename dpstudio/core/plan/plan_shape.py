"""Whether an editor can hold a plan at all: each part it takes into its own fields of the JSON type it reads.

The app holds a plan while it is being written, problems and all (document.py): a query without bounds, a
budget overspent, a column named twice. What it cannot hold is a part of the wrong JSON type where it keeps
that part as its own field: a budget that is a list, an ε written as text, a role that is not a role, a query
that is not an object, bounds that are not two numbers. Such a plan is refused as a whole, with the plan
reader's own problems (`dpstudio check` names the same ones), before its table is read.

`wrong_parts` says where the JSON type is not the one the plan's schema (schema.py, docs/plan.schema.json)
gives. The app refuses such a plan only when the reader refuses it too: a plan `dpstudio check` accepts opens in
the app, a null the reader takes for a field left out included (tests/core/test_plan_shape.py and
tests/gui/test_plan_unholdable.py draw the plans).
"""
from __future__ import annotations

from ..base.errors import PlanError
from .migration import migrate_plan
from .release_plan import plan_problems
from .roles import ROLE_NAMES
from .schema import BUDGET, CONDITION, PRIVACY_UNIT, QUERY, TOP

_JSON_TYPES = {"null": lambda v: v is None, "boolean": lambda v: isinstance(v, bool),
               "integer": lambda v: isinstance(v, int) and not isinstance(v, bool),
               "number": lambda v: isinstance(v, (int, float)) and not isinstance(v, bool),
               "string": lambda v: isinstance(v, str), "array": lambda v: isinstance(v, list),
               "object": lambda v: isinstance(v, dict)}
_DEFINITIONS = {"condition": CONDITION,  # the others' fields are checked each at its place (wrong_parts)
                "privacy_unit": {"type": ["object", "null"]}, "budget": {"type": "object"}, "query": {}}


def _type_name(value) -> str:
    return next(name for name in ("null", "boolean", "integer", "number", "string", "array", "object")
                if _JSON_TYPES[name](value))


def fits(value, schema: dict) -> bool:
    """Whether `value` has the JSON types `schema` (a part of the plan's schema, schema.py) gives it, all the
    way down (a pair's length too); a value's range, a list's length or an enumeration is the reader's to judge."""
    if "$ref" in schema:
        return fits(value, _DEFINITIONS[schema["$ref"].rsplit("/", 1)[-1]])
    if "anyOf" in schema:
        return any(fits(value, branch) for branch in schema["anyOf"])
    if "const" in schema or "enum" in schema:
        members = [schema["const"]] if "const" in schema else schema["enum"]
        return any(fits(value, {"type": _type_name(member)}) for member in members)
    types = schema.get("type")
    if types is not None and not any(_JSON_TYPES[name](value) for name in ([types] if isinstance(types, str)
                                                                         else types)):
        return False
    if isinstance(value, list):  # a pair ([lower, upper]) has its length as part of its type
        pair = schema.get("minItems") is not None and schema.get("minItems") == schema.get("maxItems")
        return (not pair or len(value) == schema["minItems"]) \
            and all(fits(item, schema["items"]) for item in value if "items" in schema)
    if isinstance(value, dict):
        known, other = schema.get("properties", {}), schema.get("additionalProperties")
        return all(fits(item, known[key] if key in known else other) for key, item in value.items()
                   if key in known or isinstance(other, dict))
    return True


def _fields_wrong(part: tuple, found: dict, fields: dict) -> list[tuple]:
    """The places of `found`'s fields (an object of the plan) whose types are not their schema's (`fields`:
    schema.py's table of that object, name -> (description, schema))."""
    return [(*part, name) for name, value in found.items() if name in fields and not fits(value, fields[name][1])]


def wrong_parts(data) -> list[tuple]:
    """The places (("budget", "epsilon"), ("queries", 2)) whose JSON type is not the one the plan's schema
    (docs/plan.schema.json) gives, in a plan of any version (migrated first, as the reader reads it): an editor
    cannot hold them. None where it can, however unfinished the plan is."""
    try:
        plan = migrate_plan(data)[0]
    except Exception:  # a plan too broken to migrate: the reader names why
        return [("plan",)]
    if not isinstance(plan, dict):
        return [("plan",)]
    wrong = [(part,) for part in ("columns", "units", "privacy_unit", "budget", "queries", "categories_from_data",
                                  "publisher", "suppress_below") if part in plan and not fits(plan[part], TOP[part][1])]
    for part, fields in (("privacy_unit", PRIVACY_UNIT), ("budget", BUDGET)):
        if isinstance(plan.get(part), dict):
            wrong += _fields_wrong((part,), plan[part], fields)
    if isinstance(plan.get("columns"), dict):  # a role is one of the roles: the app holds it as its ColumnRole
        wrong += [("columns", name) for name, role in plan["columns"].items() if role not in ROLE_NAMES]
    queries = plan.get("queries")
    for index, query in enumerate(queries if isinstance(queries, list) else []):
        if not isinstance(query, dict):
            wrong.append(("queries", index))
        else:
            wrong += _fields_wrong(("queries", index), query, QUERY)
    return wrong


def refuse_unholdable(data) -> None:
    """Raise PlanError with the reader's problems when a part of the plan is not of its schema's JSON type
    (`wrong_parts`) and the reader refuses the plan; nothing when the reader accepts it (a null the reader takes
    for a field left out, "group_by": null), whatever else the plan still lacks: a plan `dpstudio check` accepts
    opens in the app."""
    if wrong_parts(data):
        problems = plan_problems(data)
        if problems:
            raise PlanError(problems)
