"""What "Distribute the budget" changed: each query's expected error before and after, and an undo.

The figures come from the plan and the public numbers the steward typed (as the distribution itself),
never from the table. A query whose error the distribution made larger is marked, so a steward sees
at once when an objective trades most queries for one.
"""
from __future__ import annotations

from PySide6.QtWidgets import QHBoxLayout, QLabel, QPushButton, QWidget

from ...core.number_text import plain
from ...core.preview.budget_planning import expected_halfwidth, plan_with_epsilons
from ..widgets import named

UNDO_TEXT = "Distribute the budget"


def halfwidths(plan, expectations, confidence) -> dict:
    """Each query's largest expected ± (None when it needs a public number not typed)."""
    return {q.id: expected_halfwidth(plan, q.id, expectations, confidence) for q in plan.queries}


def change_lines(before: dict, after: dict, epsilons_before: dict, epsilons_after: dict) -> list[str]:
    lines = []
    for qid, old in before.items():
        new = after.get(qid)
        if old is None or new is None:
            figures = "error not known (type its expected rows)"
        else:
            figures = f"±{plain(old)} → ±{plain(new)}" + (" <b>(larger)</b>" if new > old * 1.0001 else "")
        lines.append(f"{qid}: ε {epsilons_before[qid]:g} → {epsilons_after[qid]:g}, {figures}")
    return lines


class DistributionResult(QWidget):
    def __init__(self, project, parent=None):
        super().__init__(parent)
        self.project = project
        self.text = named(QLabel(), "Distribution before and after",
                          "Each query's ε and expected error before and after the distribution")
        self.text.setWordWrap(True)
        self.undo = named(QPushButton("Undo the distribution"), "Undo the distribution",
                          "Put every query's ε back as it was before the distribution")
        layout = QHBoxLayout(self)
        layout.setContentsMargins(0, 0, 0, 0)
        layout.addWidget(self.text, 1)
        layout.addWidget(self.undo)
        self.undo.clicked.connect(self.undo_distribution)
        self.hide()

    def show_change(self, plan, shares: dict, expectations, confidence) -> None:
        """Before applying `shares` to the project: the figures of `plan` as it is and as it will be."""
        after_plan = plan_with_epsilons(plan, shares)
        before, after = halfwidths(plan, expectations, confidence), halfwidths(after_plan, expectations, confidence)
        epsilons = {q.id: float(q.epsilon) for q in plan.queries}
        lines = change_lines(before, after, epsilons, {q: float(shares.get(q, epsilons[q])) for q in epsilons})
        larger = sum(1 for q in before if before[q] is not None and after[q] is not None and after[q] > before[q])
        head = (f"The distribution made {larger} of {len(before)} queries' errors larger. " if larger else "") + \
            "Before → after, at the chosen confidence:"
        self.text.setText(head + "<br>" + "<br>".join(lines))
        self.show()

    def undo_distribution(self) -> None:
        stack = self.project.undo_stack
        if stack.canUndo() and stack.undoText() == UNDO_TEXT:
            stack.undo()
        self.hide()
