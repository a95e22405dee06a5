"""Errors in the steward's terms.

`DpStudioError` and its input-side subclasses mean "your input needs fixing": they carry a
message, where the problem is (file, row, column, plan field) and a hint saying what to do.
`InternalError` means "this is our bug". Front ends (CLI, GUI) show the first kind plainly
and the second with details.
"""
from __future__ import annotations

from .words.message import Message, counted, in_chinese, said, sentence


class DpStudioError(Exception):
    """A problem the user can fix: what is wrong, where, and what to try."""

    def __init__(self, message: str, where: str | None = None, hint: str | None = None):
        super().__init__(message)
        self.message = message
        self.where = where
        self.hint = hint

    def __str__(self) -> str:
        return self.said()

    def said(self, language: str = "en") -> str:
        """The whole error (where: message. hint.) in `language`; `in_language` gives its three parts."""
        where, message, hint = self.in_language(language)
        chinese = language == "zh" and in_chinese(message)  # a name in Chinese makes no other language's colon
        parts = [f"{where}{'：' if chinese else ': '}{message}" if where else message]
        if hint:
            parts.append(hint)
        text = ""
        for part in (sentence(p, language) for p in parts):  # after a Chinese sentence's own full stop the next follows without a space
            text += ("" if not text or text.endswith(("。", "？", "！", "：")) else " ") + part
        return text

    def in_language(self, language: str = "en") -> tuple[str | None, str, str | None]:
        """(where, message, hint) in `language`: Messages from the catalogue (a plan problem's ProblemMessages by
        its "problem" templates)."""
        return said(self.where, language), said(self.message, language), said(self.hint, language)


class InputError(DpStudioError):
    """A data file that cannot be read or does not fit the plan."""


class PlanError(DpStudioError):
    """A release plan that is malformed or unsafe; `problems` lists every one found."""

    def __init__(self, problems: list["Problem"]):
        self.problems = list(problems)
        first = self.problems[0]
        more = len(self.problems) - 1
        if more == 0:
            text = first.message + (f" ({first.hint})" if first.hint else "")
            super().__init__(text, where=first.where, hint=Message("Fix the plan and run again."))
        else:
            listed = "; ".join(str(p) for p in self.problems)
            super().__init__(f"{len(self.problems)} problems in the plan: {listed}",
                             hint=Message("Fix the plan and run again."))

    def in_language(self, language: str = "en") -> tuple[str | None, str, str | None]:
        hint = said(self.hint, language)
        if len(self.problems) == 1:
            first = self.problems[0]
            text = said(first.message, language)
            text += f" ({said(first.hint, language)})" if first.hint else ""
            return first.where, text, hint
        listed = "; ".join(f"{p.where}: {said(p.message, language)}" + (f" ({said(p.hint, language)})" if p.hint else "")
                           for p in self.problems)
        return None, str(counted("count", "{count} problem in the plan: {listed}", "{count} problems in the plan: "
                                 "{listed}", count=len(self.problems), listed=listed).said(language)), hint


class BudgetExceeded(DpStudioError):
    """Spending more privacy budget than allowed; says requested, available and what to do."""

    def __init__(self, what: str, requested, available, hint: str):
        self.requested = requested
        self.available = available
        super().__init__(Message("{what}: requested {requested}, but only {available} is available", what=what,
                                 requested=float(requested), available=float(available)), hint=hint)


class ChargedNotDelivered(DpStudioError):
    """The ledger was charged, then the bundle could not be delivered whole (exit code 4).

    The budget is spent (the noise was drawn): the message says how much, what is left, and
    where the partial files are kept (the ledger's record names the same folder).
    """

    def __init__(self, cost, left, lifetime, partial, cause: str, written=None):
        self.cost, self.left, self.partial, self.written = cost, left, str(partial), written
        left_text = (Message("what is left could not be read from the ledger") if left is None else
                     Message("epsilon {left} of the lifetime {lifetime} is left", left=float(left.epsilon),
                             lifetime=float(lifetime.epsilon)))
        spent = Message("the budget WAS spent: epsilon {epsilon}, delta {delta} charged to the ledger; {left}",
                        epsilon=float(cost.epsilon), delta=float(cost.delta), left=left_text)
        if written is None:
            message = Message("the release was NOT delivered ({cause}), but {spent}", cause=cause, spent=spent)
            hint = Message("The partial files are in {partial} (not a release: do not hand them on). Fix the cause "
                           "and release again; the next release into the same folder removes them. `dpstudio ledger "
                           "show` lists this release as incomplete", partial=partial)
        else:
            message = Message("the release was written to {written}, but the ledger could not mark it complete "
                              "({cause}); {spent}", written=written, cause=cause, spent=spent)
            hint = Message("`dpstudio ledger show` lists it as incomplete; the files and SHA256SUMS are whole")
        super().__init__(message, hint=hint)


class Cancelled(DpStudioError):
    """The user cancelled a long operation; nothing was spent or written."""

    def __init__(self):
        super().__init__(Message("Cancelled; nothing was spent or written"))


class Terminated(KeyboardInterrupt):
    """The process was asked to stop (SIGTERM, as a service manager or `kill` sends): handled everywhere as Ctrl-C
    is, since the command line turns the signal into this (cli/signals.py), and told as what it was."""


class InternalError(Exception):
    """A bug in dpstudio, not in the user's input."""


class Problem:
    """One problem found while checking a plan: where (a plan place) and what is wrong.

    `message` and `hint` are ProblemMessages (a "problem" template of the catalogue and its values), said in a
    language by their template, never matched back from English (issue 45, step 2). `place` is the place as a
    tuple of its parts, `where` its words: ("queries", (4, "mean_stay"), "bounds") is
    queries[4] ('mean_stay').bounds (see `place_text`); the app names it in its own words from the parts."""

    __slots__ = ("place", "message", "hint")

    def __init__(self, where: str | tuple, message: str, hint: str | None = None):
        self.place = where if isinstance(where, tuple) else (where,)
        self.message = message
        self.hint = hint

    @property
    def where(self) -> str:
        return place_text(self.place)

    def __str__(self) -> str:
        text = f"{self.where}: {self.message}"
        return f"{text} ({self.hint})" if self.hint else text

    def __repr__(self) -> str:
        return f"Problem({self.where!r}, {self.message!r})"

    def __eq__(self, other) -> bool:
        return isinstance(other, Problem) and (self.where, self.message) == (other.where, other.message)


def within(place: tuple | str, *parts) -> tuple:
    """A place inside `place`: within(("queries", (0, "h")), "bins", "age") is ("queries", (0, "h"), "bins", "age").
    A place given as its words (a caller's "queries[0] ('h')") counts as one part."""
    return (place if isinstance(place, tuple) else (place,)) + parts


def place_text(place: tuple) -> str:
    """A plan place in words: a name after a dot, a list's item by its number, a query by its number and id
    (an (index, id) pair): ("queries", (4, "mean_stay"), "bounds") -> "queries[4] ('mean_stay').bounds". A name
    that is already a place's words (a test's "queries[0] ('h')") is kept as it is."""
    text = ""
    for part in place:
        if isinstance(part, tuple):
            text += f"[{part[0]}] ('{part[1]}')"
        elif isinstance(part, int):
            text += f"[{part}]"
        else:
            text += f".{part}" if text else str(part)
    return text
