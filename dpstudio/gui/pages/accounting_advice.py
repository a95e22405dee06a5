"""Before the steward chooses the accounting: which one gives this plan the smaller errors (issue 32).

core/preview/accounting_choice.py works it out from the plan and the public expectations alone, never
from the table. It takes a moment (it calibrates every query's noise both ways), so it runs on a worker,
a little after the last edit (dragging an ε slider asks once, not at every step), and each plan's answer
is kept.
"""
from __future__ import annotations

import json

from PySide6.QtCore import QTimer, Signal
from PySide6.QtWidgets import QLabel

from ...core.preview.accounting_choice import compare_accounting
from ..numbers import share
from ..widgets import named, set_help
from ..workers import TaskRunner

WAIT_MS = 300  # after the last edit
KEPT = 64  # answers kept (one per plan asked about)


class AccountingAdvice(QLabel):
    """"For this plan, zCDP gives errors about 30% smaller", in the app's language; `shown` after each answer."""

    shown = Signal()

    def __init__(self, project, parent=None):
        super().__init__(parent)
        self.project = project
        named(self, "Accounting comparison")
        self.setWordWrap(True)
        self.runner = TaskRunner(self)  # reads no table: no engine lock
        self.runner.done.connect(self._answered)
        self.runner.failed.connect(lambda *_: self._show(None))  # a plan it cannot read: nothing to say
        self._timer = QTimer(self)
        self._timer.setSingleShot(True)
        self._timer.setInterval(WAIT_MS)
        self._timer.timeout.connect(self._ask)
        self._answers: dict[str, object] = {}
        self._asked: tuple | None = None  # (key, plan, expectations) of the plan shown or on its way
        self.retranslate()

    def retranslate(self) -> None:
        set_help(self, self.tr("Worked out from the plan's ε, δ and mechanisms and the public numbers typed on the "
                               "Preview page, never from the table: choosing by it costs no budget."))
        self._show(self._answers.get(self._asked[0]) if self._asked else None)

    def follow(self) -> None:
        """The project changed: say what is known of its plan now, and ask about it after a pause."""
        plan, expectations = self.project.to_plan(), self.project.expectations()
        key = json.dumps([plan, self.project.state.planning], sort_keys=True, default=str)
        self._asked = (key, plan, expectations)
        if key in self._answers:
            self._timer.stop()
            self._show(self._answers[key])
        else:
            self._timer.start()

    def _ask(self) -> None:
        key, plan, expectations = self._asked
        self.runner.start(_compared, key, plan, expectations)

    def _answered(self, answer) -> None:
        key, comparison = answer
        if len(self._answers) >= KEPT:
            self._answers.pop(next(iter(self._answers)))
        self._answers[key] = comparison
        if self._asked and self._asked[0] == key:
            self._show(comparison)

    def _show(self, comparison) -> None:
        text = self.sentence(comparison)
        self.setText(text)
        self.setVisible(bool(text))  # no empty line in the budget's box
        self.shown.emit()

    def sentence(self, comparison) -> str:
        plan = self._asked[1] if self._asked else {}
        if comparison is None:
            needs_delta = plan.get("queries") and not float((plan.get("budget") or {}).get("delta") or 0) > 0
            return self.tr("zCDP needs a δ above 0 in the total budget: type one to compare it with sequential "
                           "accounting.") if needs_delta else ""
        if comparison.smaller == "zcdp":
            return self.tr("For this plan, zCDP gives errors about {share} smaller than sequential "
                           "accounting.").format(share=share(comparison.smaller_by, 0))
        if comparison.smaller == "sequential":
            return self.tr("For this plan, sequential accounting gives errors about {share} smaller than "
                           "zCDP.").format(share=share(comparison.smaller_by, 0))
        return self.tr("For this plan, both give about the same errors.")


def _compared(key: str, plan: dict, expectations):
    """Runs on the worker: the key asked about, and the comparison."""
    return key, compare_accounting(plan, expectations)
