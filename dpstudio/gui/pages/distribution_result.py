"""What "Distribute the budget" changed: each query's expected error before and after, and an undo.

The figures come from the plan and the public numbers the steward typed (as the distribution itself),
never from the table. A query whose error the distribution made larger is marked, so a steward sees
at once when an objective trades most queries for one.
"""
from __future__ import annotations

import html

from PySide6.QtCore import QT_TRANSLATE_NOOP
from PySide6.QtWidgets import QHBoxLayout, QLabel, QPushButton, QWidget

from ...core.kinds import kind_of
from ...core.preview.budget_planning import expected_halfwidth, plan_with_epsilons
from ..numbers import given, interval, number
from ..widgets import named, set_help

UNDO_STEP = QT_TRANSLATE_NOOP("Steps", "Distribute the budget")  # the undo step's name


def halfwidths(plan, expectations, confidence) -> dict:
    """Each query's largest expected ± (None when it needs a public number not typed)."""
    return {q.id: expected_halfwidth(plan, q.id, expectations, confidence) for q in plan.queries}


class DistributionResult(QWidget):
    def __init__(self, project, parent=None):
        super().__init__(parent)
        self.project = project
        self.text = named(QLabel(), "Distribution before and after")
        self.text.setWordWrap(True)
        self.undo = named(QPushButton(), "Undo the distribution")
        self.shown: tuple | None = None  # the figures on show, written again in another language
        layout = QHBoxLayout(self)
        layout.setContentsMargins(0, 0, 0, 0)
        layout.addWidget(self.text, 1)
        layout.addWidget(self.undo)
        self.undo.clicked.connect(self.undo_distribution)
        self.retranslate()
        self.hide()

    def retranslate(self) -> None:
        set_help(self.text, self.tr("Each query's ε and expected error before and after the distribution"))
        self.undo.setText(self.tr("Undo the distribution"))
        set_help(self.undo, self.tr("Put every query's ε back as it was before the distribution"))
        if self.shown is not None:
            self._write(*self.shown)

    def change_lines(self, before: dict, after: dict, epsilons_before: dict, epsilons_after: dict,
                     ranked: frozenset = frozenset()) -> list[str]:
        """A line per query; a quantile's (in `ranked`) ± counts places in the sorted values, and says so."""
        lines = []
        for qid, old in before.items():
            new = after.get(qid)
            values = {"query": html.escape(str(qid), quote=False), "old_epsilon": given(epsilons_before[qid]),
                      "new_epsilon": given(epsilons_after[qid])}
            if old is None or new is None:
                line = self.tr("{query}: ε {old_epsilon} → {new_epsilon}, error not known (type its expected rows)")
            elif new > old * 1.0001:
                line = self.tr("{query}: ε {old_epsilon} → {new_epsilon}, ±{old} → ±{new} <b>(larger)</b>")
            else:
                line = self.tr("{query}: ε {old_epsilon} → {new_epsilon}, ±{old} → ±{new}")
            if old is not None and new is not None:
                figure = self.tr("{figure} places in the sorted values") if qid in ranked else "{figure}"
                values.update(old=figure.format(figure=interval(float(old))), new=figure.format(figure=interval(float(new))))
            lines.append(line.format(**values))
        return lines

    def show_change(self, plan, shares: dict, expectations, confidence) -> None:
        """Before applying `shares` to the project: the figures of `plan` as it is and as it will be."""
        after_plan = plan_with_epsilons(plan, shares)
        before, after = halfwidths(plan, expectations, confidence), halfwidths(after_plan, expectations, confidence)
        epsilons = {q.id: float(q.epsilon) for q in plan.queries}
        ranked = frozenset(q.id for q in plan.queries if "quantile" in kind_of(q).fields)  # a quantile's
        self._write(before, after, epsilons, {q: float(shares.get(q, epsilons[q])) for q in epsilons}, ranked)
        self.show()

    def _write(self, before: dict, after: dict, epsilons_before: dict, epsilons_after: dict,
               ranked: frozenset = frozenset()) -> None:
        self.shown = (before, after, epsilons_before, epsilons_after, ranked)
        lines = self.change_lines(before, after, epsilons_before, epsilons_after, ranked)
        larger = sum(1 for q in before if before[q] is not None and after[q] is not None and after[q] > before[q])
        head = self.tr("Before → after, at the chosen confidence:")
        if larger and len(before) == 1:
            head = self.tr("The distribution made the query's error larger.") + " " + head
        elif larger:
            head = self.tr("The distribution made the error larger for {larger} of {queries} queries.").format(
                larger=number(larger), queries=number(len(before))) + " " + head
        self.text.setText(head + "<br>" + "<br>".join(lines))

    def undo_distribution(self) -> None:
        stack = self.project.undo_stack
        if stack.canUndo() and stack.command(stack.index() - 1).step == UNDO_STEP:
            stack.undo()
        self.hide()
