"""The ledger's questions: why raise a lifetime budget, why declare a new population (both recorded)."""
from __future__ import annotations

from html import escape

from PySide6.QtWidgets import QDialog, QDialogButtonBox, QLabel, QLineEdit, QVBoxLayout

from .widgets import named


class ReasonDialog(QDialog):
    """Asks for a reason; OK (enabled once there is one) is the steward's confirmation. The title, question and
    confirming button come in the app's language from the caller; the question is plain text (it names a table)."""

    def __init__(self, title: str, question: str, confirm: str, parent=None):
        super().__init__(parent)
        self.setWindowTitle(title)
        named(self, title)
        text = named(QLabel(), "Question")
        text.setText(escape(question, quote=False) + "<br><br>" + self.tr(
            "The reason is recorded in the ledger's hash chain and shown with it (in the app, and by "
            "<code>dpstudio ledger show</code>)."))
        text.setWordWrap(True)
        self.reason = named(QLineEdit(), "Reason", self.tr("Why; recorded in the ledger"))
        self.reason.setPlaceholderText(self.tr("e.g. approved by the data protection board on 2026-03-02"))
        self.buttons = QDialogButtonBox(QDialogButtonBox.Ok | QDialogButtonBox.Cancel)
        self.confirm = named(self.buttons.button(QDialogButtonBox.Ok), confirm)
        self.confirm.setText(confirm)
        named(self.buttons.button(QDialogButtonBox.Cancel), "Cancel")
        self.confirm.setEnabled(False)
        self.reason.textChanged.connect(lambda text: self.confirm.setEnabled(bool(text.strip())))
        self.buttons.accepted.connect(self.accept)
        self.buttons.rejected.connect(self.reject)
        layout = QVBoxLayout(self)
        layout.addWidget(text)
        layout.addWidget(self.reason)
        layout.addWidget(self.buttons)

    def text(self) -> str:
        return self.reason.text().strip()
