"""The ledger's refusals (exit code 3): a budget that would be exceeded, a ledger changed outside dpstudio."""
from __future__ import annotations

from ..errors import BudgetExceeded, DpStudioError


class LedgerRefusal(BudgetExceeded):
    """An export refused because the dataset's lifetime budget would be exceeded (exit code 3)."""

    def __init__(self, message, requested, available, hint):
        self.requested, self.available = requested, available
        left = "" if available is None else f" (left: {float(available):g})"
        DpStudioError.__init__(self, f"refused: {message}{left}", hint=hint)


class LedgerTampered(BudgetExceeded):
    """A ledger whose chain does not verify: nothing is charged against it (exit code 3)."""

    def __init__(self, path, problems: list[str], spared: str):
        self.problems, self.requested, self.available = list(problems), None, None
        more = f", and {len(problems) - 1} more" if len(problems) > 1 else ""
        DpStudioError.__init__(
            self, f"refused: the ledger at {path} has been changed outside dpstudio ({problems[0]}{more}); {spared}",
            hint="Restore the ledger from a backup (ask your IT department) and do not release until it is intact; "
                 "`dpstudio ledger verify` shows the changed records")
