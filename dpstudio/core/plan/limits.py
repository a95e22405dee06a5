"""Stated limits on a plan's numbers and the wording of "wrong type" problems.

Each limit keeps the work bounded and the arithmetic finite, and is refused before anything is
drawn or charged (docs/guide.md, "Limits"; docs/plan-format.md). The values:

- `MAX_ROWS_PER_PERSON`: a privacy unit's `max_rows`. Sensitivities grow with it; at 10^18 the
  per-row epsilon of randomized response and the noise scales leave what OpenDP can compute with.
- `MAX_SUM_BOUND`: the magnitude of a sum's or mean's bounds. A noise scale is a bound times
  `max_rows` divided by epsilon: 1e15 x 10^6 / 0.0001 = 1e25 stays finite, while bounds of
  ±1e308 overflow to infinity. Beyond about 9e15 a float no longer holds every whole number, so
  no count of money or days is lost by the limit.
- `MAX_PLAN_DEPTH`: how deeply a plan's JSON may nest (a plan needs 5 levels).
- `MAX_CATEGORY_LENGTH`: the characters of one category label. Each label is printed in every
  file, chart and table of the release; a 1 MB label took minutes to draw.
"""
from __future__ import annotations

import json
import unicodedata

from ..base.words.problem_message import ProblemMessage

MAX_ID_LENGTH = 100  # a query id names a file of the bundle; file names stop at 255 bytes
MAX_ROWS_PER_PERSON = 1_000_000
MAX_SUM_BOUND = 1e15
MAX_PLAN_DEPTH = 64
MAX_CATEGORY_LENGTH = 1_000

_JSON_TYPES = ((bool, "true or false"), (int, "a number"), (float, "a number"), (str, "text"),
               (list, "a list"), (dict, "an object"))


def json_type(value) -> str:
    """What a JSON value is, in the plan writer's words: "a number", "a list", "an object"..."""
    if value is None:
        return "null"
    return next((name for kind, name in _JSON_TYPES if isinstance(value, kind)), type(value).__name__)


def shown(value) -> str:
    """A plan value as it is written in JSON (5, "5", ["count"], true), cut short if long."""
    text = json.dumps(value, ensure_ascii=False, default=str)
    return text if len(text) <= 60 else text[:57] + "..."


def max_rows_problem(max_rows: int) -> str | None:
    if max_rows > MAX_ROWS_PER_PERSON:
        return ProblemMessage("{max_rows} is more than the {limit} rows one person may contribute",
                              max_rows=max_rows, limit=format(MAX_ROWS_PER_PERSON, ","))
    return None


def sum_bounds_problem(bounds) -> str | None:
    """Bounds of a sum or mean beyond ±MAX_SUM_BOUND (their noise scale would not be finite)."""
    for value in bounds:
        if abs(value) > MAX_SUM_BOUND:
            return (ProblemMessage("{value} is beyond the largest bound a sum or mean may have (±{limit}: the noise "
                                   "scale is a bound times max_rows divided by epsilon, and must stay finite)",
                                   value=format(value, "g"), limit=format(MAX_SUM_BOUND, "g")))
    return None


def depth_of(node) -> int:
    """How deeply `node` nests lists and objects (a number or text is 0), without recursion."""
    deepest, stack = 0, [(node, 1)]
    while stack:
        value, depth = stack.pop()
        children = value.values() if isinstance(value, dict) else value if isinstance(value, list) else None
        if children is None:
            continue
        deepest = max(deepest, depth)
        if depth <= MAX_PLAN_DEPTH:  # deeper than the limit is refused anyway: stop looking
            stack.extend((child, depth + 1) for child in children)
    return deepest


def has_control_character(text: str) -> bool:
    """Whether `text` holds a character of Unicode's "other" classes (controls, format, unassigned) or a line or
    paragraph separator."""
    return control_at(text) is not None


def control_at(text: str) -> int | None:
    """Where the first character of Unicode's "other" classes is in `text` (a control such as a tab or an
    escape, a format character such as a bidi override or a zero-width space, a lone surrogate, a private-use
    or unassigned code point) or a line or paragraph separator (U+2028, U+2029), or None."""
    return next((i for i, ch in enumerate(text) if _hidden(ch)), None)


def _hidden(ch: str) -> bool:
    category = unicodedata.category(ch)
    return category[0] == "C" or category in ("Zl", "Zp")


# the C0 controls and DEL have no name in unicodedata.name(); their names as the Unicode standard gives them
_C0_NAMES = ("NULL", "START OF HEADING", "START OF TEXT", "END OF TEXT", "END OF TRANSMISSION", "ENQUIRY",
             "ACKNOWLEDGE", "BELL", "BACKSPACE", "CHARACTER TABULATION", "LINE FEED", "LINE TABULATION",
             "FORM FEED", "CARRIAGE RETURN", "SHIFT OUT", "SHIFT IN", "DATA LINK ESCAPE", "DEVICE CONTROL ONE",
             "DEVICE CONTROL TWO", "DEVICE CONTROL THREE", "DEVICE CONTROL FOUR", "NEGATIVE ACKNOWLEDGE",
             "SYNCHRONOUS IDLE", "END OF TRANSMISSION BLOCK", "CANCEL", "END OF MEDIUM", "SUBSTITUTE", "ESCAPE",
             "FILE SEPARATOR", "GROUP SEPARATOR", "RECORD SEPARATOR", "UNIT SEPARATOR")
_C1_NAMES = {0x7F: "DELETE", 0x85: "NEXT LINE", 0x9B: "CONTROL SEQUENCE INTRODUCER", 0x9D: "OPERATING SYSTEM COMMAND"}


def character_name(ch: str) -> str:
    """A character as the Unicode standard names it: "U+001B ESCAPE", "U+202E RIGHT-TO-LEFT OVERRIDE"; only the
    code point for one without a name (a lone surrogate, an unassigned code point)."""
    code = ord(ch)
    name = _C0_NAMES[code] if code < 0x20 else _C1_NAMES.get(code) or unicodedata.name(ch, "")
    return f"U+{code:04X} {name}".rstrip()


def shown_text(text: str) -> str:
    """A text as JSON writes it, every control or format character escaped (\\u001b, \\u202e), so that a message
    naming it shows it rather than obeys it; a long text is cut around its first such character."""
    start = max(0, (control_at(text) or 0) - 25) if len(text) > 60 else 0
    end = start + 50 if len(text) > 60 else len(text)
    before, after = "..." if start else "", "..." if end < len(text) else ""
    quoted = json.dumps(text[start:end], ensure_ascii=False)
    escaped = "".join((f"\\u{ord(ch):04x}" if ord(ch) < 0x10000 else f"\\U{ord(ch):08x}")
                      if _hidden(ch) else ch for ch in quoted)
    return f"{before}{escaped}{after}"


def control_problem(text: str) -> str | None:
    """`"..." holds a control character (U+001B ESCAPE)`, or None when `text` holds none."""
    at = control_at(text)
    if at is None:
        return None
    return ProblemMessage("{text} holds a control character ({character})",
                          text=shown_text(text), character=character_name(text[at]))


def long_category(keys, column) -> str | None:
    """The first category label longer than MAX_CATEGORY_LENGTH characters, said with its column."""
    for key in keys:
        if len(key) > MAX_CATEGORY_LENGTH:
            values = dict(length=format(len(key), ","), limit=format(MAX_CATEGORY_LENGTH, ","), start=shown(key[:40]))
            if isinstance(column, str):
                return ProblemMessage("a category of column '{column}' is {length} characters long (at most "
                                      "{limit}): {start}", column=column, **values)
            return ProblemMessage("a category is {length} characters long (at most {limit}): {start}", **values)
    return None


def id_problem(qid) -> tuple[str, str | None] | None:
    """What is wrong with a query's id (message, hint), or None for a usable one."""
    if isinstance(qid, str) and len(qid) > MAX_ID_LENGTH:
        return (ProblemMessage("{length} characters is too long for an id (at most {limit}: it names files in the "
                               "release)", length=len(qid), limit=MAX_ID_LENGTH),
                ProblemMessage("give the query a short name"))
    if isinstance(qid, str) and has_control_character(qid):
        return control_problem(qid), ProblemMessage("an id names files and sheets of the release: use letters, "
                                                    "digits, - and _")
    if qid is not None and not isinstance(qid, str):
        return (ProblemMessage("{value} is {type}, not text", value=shown(qid), type=json_type(qid)),
                ProblemMessage('give the id in quotes, e.g. "{id}"', id=qid) if json_type(qid) == "a number" else None)
    if not isinstance(qid, str) or not qid.strip():
        return ProblemMessage("missing: give the query an id (a short name)"), None
    return None
