"""The one error dialog: a problem with the input (message, where, hint), or a bug (with details), in the
app's language: dpstudio's own words by Qt's translations, the core's Messages by their catalogue."""
from __future__ import annotations

from PySide6.QtCore import QT_TRANSLATE_NOOP, Qt
from PySide6.QtWidgets import QMessageBox

from ..core.base.errors import BudgetExceeded, Cancelled, ChargedNotDelivered, DpStudioError, InputError, PlanError
from .problem_words import app_hint, place_in_words, problem_in_words
from ..core.base.words.message import said, sentence
from .translation import app_language, translator

_t = translator("ErrorDialog")
TITLES = {InputError: QT_TRANSLATE_NOOP("ErrorDialog", "The table or file cannot be used as it is"),
          BudgetExceeded: QT_TRANSLATE_NOOP("ErrorDialog", "Not enough privacy budget left"),
          Cancelled: QT_TRANSLATE_NOOP("ErrorDialog", "Stopped")}
CANNOT = QT_TRANSLATE_NOOP("ErrorDialog", "This cannot be done as it stands")
MARKED = (  # for pyside6-lupdate: the texts _t translates
    QT_TRANSLATE_NOOP("ErrorDialog", "The plan needs fixing"),
    QT_TRANSLATE_NOOP("ErrorDialog", "Fix these and try again."),
    QT_TRANSLATE_NOOP("ErrorDialog", "The budget was spent, but the release was not delivered"),
    QT_TRANSLATE_NOOP("ErrorDialog", "Something went wrong inside dpstudio"),
    QT_TRANSLATE_NOOP("ErrorDialog", "This is a bug in dpstudio, not a problem with your input. Nothing was released "
                                     "and your edits are kept. The details below help the developers fix it."),
)


def error_text(error) -> tuple[str, str]:
    """(title, text) in the user's terms."""
    if isinstance(error, PlanError):
        lines = "\n".join(f"• {problem_in_words(p)}" for p in error.problems)
        return _t("The plan needs fixing"), f"{lines}\n\n" + _t("Fix these and try again.")
    if isinstance(error, ChargedNotDelivered):
        _, message, hint = error.in_language(app_language())
        return (_t("The budget was spent, but the release was not delivered"),
                f"{_sentence(message)}\n\n{_sentence(hint)}")
    if isinstance(error, DpStudioError):
        _, message, _ = error.in_language(app_language())
        # an error's where is a file, a server, or a plan's field ("queries"): a place of one part
        where = f"{place_in_words((said(error.where, app_language()),))}\n\n" if error.where else ""
        hint = app_hint(error.hint)
        hint = f"\n\n{_sentence(hint)}" if hint else ""
        title = next((TITLES[kind] for kind in type(error).__mro__ if kind in TITLES), CANNOT)
        return _t(title), f"{where}{_sentence(message)}{hint}"
    return (_t("Something went wrong inside dpstudio"),
            _t("This is a bug in dpstudio, not a problem with your input. Nothing was released and your edits "
               "are kept. The details below help the developers fix it."))


def _sentence(text: str) -> str:
    """A text with a capital first letter, ending as a sentence in its language does."""
    return sentence(text[:1].upper() + text[1:])


def show_error(parent, error, details: str = "") -> QMessageBox:
    title, text = error_text(error)
    box = QMessageBox(QMessageBox.Warning if isinstance(error, DpStudioError) else QMessageBox.Critical,
                      title, text, QMessageBox.Ok, parent)
    box.setAccessibleName("Error dialog")
    box.setTextFormat(Qt.PlainText)  # the core's messages name files and columns: never read as HTML
    if details and not isinstance(error, DpStudioError):
        box.setDetailedText(details)
    box.setModal(True)
    box.open()
    return box
