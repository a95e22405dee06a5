"""Where a reading of plan JSON puts its problems: each with its place, all of them instead of the first.

The plan reader (parsing.py) is one; a field read on its own, as the publisher the steward types
(rules.with_publisher), needs no more than this, and so no import of the plan reader."""
from __future__ import annotations

from ..base.errors import Problem
from ..base.words.message import Message


class ProblemList:
    """Collects problems (`problems`), each said with `problem(where, message, hint)`: the place as a tuple of its
    parts (or its words), the message and hint as ProblemMessages (a template of the catalogue and its values)."""

    def __init__(self):
        self.problems: list[Problem] = []

    def problem(self, where: str | tuple, message: Message, hint: Message | None = None) -> None:
        self.problems.append(Problem(where, message, hint))
