"""No name or label of a plan holds a control character (issue 44).

Every text a plan gives is written where people read it: column names and category labels in every file of
the release (release.csv, the report, the workbooks, a synthetic table's rows, a perturbed column), a unit
after each value, bin edges in their labels, an id in file names. A control character (ESC, BEL, a carriage
return), a format character (a bidi override, a zero-width space), a line separator, a lone surrogate, a
private-use or unassigned code point (limits.control_at) would act on a terminal that shows the file
(`cat release.csv` setting the terminal's title), hide or reorder text, or make two labels look alike. So
every text of the plan, a name (an object's key) or a value, at any depth, is refused at `check`, before
anything is read, drawn or charged, with its place and the character named.

Three texts are said elsewhere: a query's id with the other rules of ids (limits.id_problem), the publisher
with its own (rules.read_publisher, which also reads the command line's --publisher), a unit with its
(units.read_units). The description is free text written nowhere: it may hold tabs and line breaks. The
reading section's delimiter may be a tab, and its column names are the file's header as it is (`check
--write-schema` writes them all): a release copies only the columns the plan reads, each named in `columns` too.
"""
from __future__ import annotations

import re

from ..base.errors import place_text
from ..base.words.problem_message import ProblemMessage
from .limits import MAX_PLAN_DEPTH, control_at, control_problem, id_problem, shown_text

MAX_SAID = 20  # a plan whose every label ends in a carriage return would otherwise say thousands
HINT = ProblemMessage("remove it: names and labels are written into every file and report of the release, where "
                      "such a character could act on a terminal or hide text")
_WHITESPACE = re.compile(r"[\t\n\r]")


def check_texts(reader, data: dict) -> None:
    """Say each name or value of the plan `data` that holds a control character (at most MAX_SAID)."""
    said = 0
    for where, text in _texts(data):
        problem = control_problem(text)
        if problem:
            reader.problem(where, problem, HINT)
            said += 1
            if said == MAX_SAID:
                return


def _texts(data: dict):
    """(place, text) of every key and every text value of the plan, in the order of the file."""
    stack = [((), (), data)]
    while stack:
        path, where, value = stack.pop()
        if isinstance(value, str):
            text = _checked(path, value)
            if text is not None:
                yield _placed(where), text
            continue
        if len(path) > MAX_PLAN_DEPTH or not isinstance(value, (dict, list)):
            continue
        if isinstance(value, dict):
            children = []
            for key, item in value.items():
                key = str(key)
                if control_at(key) is not None and path != ("reading", "columns"):  # the file's header as it is
                    yield _placed(where), key
                children.append((path + (key,), where + (_shown_key(key),), item))
        else:
            children = [(path + (i,), _item_place(path, i, item, where), item) for i, item in enumerate(value)]
        stack.extend(reversed(children))


def _checked(path: tuple, text: str) -> str | None:
    """The text to check at `path` (None: said by another rule, or allowed)."""
    if path == ("publisher",) or path[:1] == ("units",) or len(path) == 3 and path[::2] == ("queries", "id"):
        return None
    if path == ("description",):
        return _WHITESPACE.sub(" ", text)
    if path == ("reading", "delimiter") and text == "\t":
        return None
    return text


def _placed(where: tuple) -> tuple:
    """A text's place; the plan itself for a text whose place has no words (the plan's own keys, a key "")."""
    return where if place_text(where) else ("plan",)


def _item_place(path: tuple, index: int, item, where: tuple) -> tuple:
    """A list item's place: a query is named by its id, as every other problem of it is."""
    if path == ("queries",) and isinstance(item, dict) and id_problem(item.get("id")) is None:
        return where + ((index, item["id"]),)
    return where + (index,)


def _shown_key(key: str) -> str:
    return key if control_at(key) is None else shown_text(key)
