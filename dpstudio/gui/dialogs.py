"""The one error dialog: a problem with the input (message, where, hint), or a bug (with details)."""
from __future__ import annotations

from PySide6.QtWidgets import QMessageBox

from ..core.errors import BudgetExceeded, Cancelled, ChargedNotDelivered, DpStudioError, InputError, PlanError
from .problem_words import app_hint, place_in_words, problem_in_words

TITLES = {InputError: "The table or file cannot be used as it is", BudgetExceeded: "Not enough privacy budget left",
          Cancelled: "Stopped"}


def error_text(error) -> tuple[str, str]:
    """(title, text) in the user's terms."""
    if isinstance(error, PlanError):
        lines = "\n".join(f"• {problem_in_words(p)}" for p in error.problems)
        return "The plan needs fixing", f"{lines}\n\nFix these and try again."
    if isinstance(error, ChargedNotDelivered):
        return ("The budget was spent, but the release was not delivered",
                f"{error.message[:1].upper()}{error.message[1:]}.\n\n{error.hint}.")
    if isinstance(error, DpStudioError):
        where = f"{place_in_words(error.where)}\n\n" if error.where else ""
        hint = f"\n\n{app_hint(error.hint)}" if app_hint(error.hint) else ""
        return TITLES.get(type(error), "This cannot be done as it stands"), \
            f"{where}{error.message[:1].upper()}{error.message[1:]}.{hint}"
    return ("Something went wrong inside dpstudio",
            "This is a bug in dpstudio, not a problem with your input. Nothing was released and your edits "
            "are kept. The details below help the developers fix it.")


def show_error(parent, error, details: str = "") -> QMessageBox:
    title, text = error_text(error)
    box = QMessageBox(QMessageBox.Warning if isinstance(error, DpStudioError) else QMessageBox.Critical,
                      title, text, QMessageBox.Ok, parent)
    box.setAccessibleName("Error dialog")
    if details and not isinstance(error, DpStudioError):
        box.setDetailedText(details)
    box.setModal(True)
    box.open()
    return box
