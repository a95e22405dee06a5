"""The ledger's refusals (exit code 3): a budget that would be exceeded, a ledger changed outside dpstudio."""
from __future__ import annotations

from ..base.errors import BudgetExceeded, DpStudioError
from ..base.words.message import Message, counted


class LedgerRefusal(BudgetExceeded):
    """An export refused because the dataset's lifetime budget would be exceeded (exit code 3).

    `message` and `hint` are Messages (words/message.py): the refusal is said whole in the steward's language."""

    def __init__(self, message, requested, available, hint):
        self.requested, self.available = requested, available
        refused = (Message("refused: {reason}", reason=message) if available is None else
                   Message("refused: {reason} (left: {left})", reason=message, left=float(available)))
        DpStudioError.__init__(self, refused, hint=hint)


class LedgerTampered(BudgetExceeded):
    """A ledger whose chain does not verify: nothing is charged against it (exit code 3).

    `problems` are verify()'s (Messages); `spared` says what was not done (a Message)."""

    def __init__(self, path, problems: list[str], spared: str):
        self.problems, self.requested, self.available = list(problems), None, None
        found = problems[0] if len(problems) == 1 else counted(
            "more", "{problem}, and {more} more", "{problem}, and {more} more", problem=problems[0],
            more=len(problems) - 1)
        DpStudioError.__init__(
            self, Message("refused: the ledger at {path} has been changed outside dpstudio ({found}); {spared}",
                          path=str(path), found=found, spared=spared),
            hint=Message("Restore the ledger from a backup (ask your IT department) and do not release until it is "
                         "intact; `dpstudio ledger verify` shows the changed records"))
