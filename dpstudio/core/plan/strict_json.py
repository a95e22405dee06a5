"""A plan file's JSON, parsed strictly: a key given twice in one object is refused.

`json.loads` keeps the last of two equal keys, so a reviewer reading the file could see
"epsilon": 0.2 while dpstudio spends the 5 written further down. Each object remembers the keys
it was given twice; after parsing, the tree is walked to say where they are."""
from __future__ import annotations

import json
import math

from ..base.errors import PlanError, Problem
from ..base.words.problem_message import ProblemMessage
from .limits import MAX_PLAN_DEPTH, depth_of


class _Object(dict):
    """A JSON object that remembers which of its keys appeared more than once."""

    twice: list[str]


def _object(pairs) -> _Object:
    obj, twice = _Object(), []
    for key, value in pairs:
        if key in obj and key not in twice:
            twice.append(key)
        obj[key] = value
    obj.twice = twice
    return obj


def _duplicates(node, place: tuple):
    """(place, key) for each key given twice, depth first, in the file's order: the place of the object that
    holds it, as a tuple of its parts (errors.Problem), () for the whole plan."""
    if isinstance(node, _Object):
        for key in node.twice:
            yield place, key
        for key, value in node.items():
            yield from _duplicates(value, place + (key,))
    elif isinstance(node, list):
        for index, value in enumerate(node):
            yield from _duplicates(value, place + (index,))


def _non_finite(node, place: tuple):
    """(place, value) for each NaN, Infinity or overflowing number (1e400), which Python's reader
    accepts but no JSON file can hold: the release would fail to be written after its charge. A query is
    named by its number and id, as the plan's reader names it."""
    if isinstance(node, float) and not math.isfinite(node):
        yield place, node
    elif isinstance(node, dict):
        for key, value in node.items():
            yield from _non_finite(value, place + (key,))
    elif isinstance(node, list):
        for index, value in enumerate(node):
            named = place == ("queries",) and isinstance(value, dict) and isinstance(value.get("id"), str)
            yield from _non_finite(value, place + ((index, value["id"]) if named else index,))


def loads_plan_json(text: str):
    """The plan's JSON; PlanError naming every key given twice and the object that holds it.

    json.JSONDecodeError propagates for the caller to report with its line."""
    try:
        data = json.loads(text, object_pairs_hook=_object)
        too_deep = depth_of(data) > MAX_PLAN_DEPTH
    except RecursionError:  # nested beyond what Python's reader follows: far past the limit
        too_deep = True
    if too_deep:
        raise PlanError([Problem("plan", ProblemMessage("the JSON is nested more than {depth} levels deep",
                                                        depth=MAX_PLAN_DEPTH),
                                 ProblemMessage("a plan needs about 5 levels (query, where, condition, list): check "
                                                "the brackets, or open the plan in dpstudio and save it again"))])
    problems = [Problem(place + (key,),
                        ProblemMessage("{key} is given more than once in the same object", key=json.dumps(key)),
                        ProblemMessage("keep one: a reader of the file could see a different value from the one "
                                       "dpstudio uses"))
                for place, key in _duplicates(data, ())]
    problems += [Problem(place or ("plan",), ProblemMessage("{value} is not a finite number", value=value),
                         ProblemMessage("JSON has no infinity or NaN (and 1e400 is infinity): write a finite number"))
                 for place, value in _non_finite(data, ())]
    if problems:
        raise PlanError(problems)
    return data
