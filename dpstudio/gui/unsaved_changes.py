"""Closing with unsaved edits, or opening another table, the sample or a project over them: Save, Discard or
Cancel, asked as every desktop app asks (issues 32 and 46).

The box is window-modal and opened with `open()`, not `exec()`: the window's event loop runs on (a
worker can still report), and a test clicks its buttons as a steward does.
"""
from __future__ import annotations

from PySide6.QtCore import QT_TRANSLATE_NOOP, Qt
from PySide6.QtWidgets import QMessageBox

from .translation import translator

_t = translator("UnsavedChanges")
TITLE = QT_TRANSLATE_NOOP("UnsavedChanges", "Unsaved changes")
QUESTION = QT_TRANSLATE_NOOP("UnsavedChanges", "The project {name} has changes that are not saved. Save them before "
                                               "closing?")
QUESTION_BEFORE_OPENING = QT_TRANSLATE_NOOP("UnsavedChanges", "The project {name} has changes that are not saved. "
                                                              "Save them before opening another table or project?")
CONSEQUENCE = QT_TRANSLATE_NOOP("UnsavedChanges", "If you discard them, every change since the project was last "
                                                  "saved is lost.")
BUTTONS = (  # each button's words, and its accessible name (English, for screen readers' scripts and tests)
    (QMessageBox.Save, QT_TRANSLATE_NOOP("UnsavedChanges", "Save"), "Save"),
    (QMessageBox.Discard, QT_TRANSLATE_NOOP("UnsavedChanges", "Discard"), "Discard"),
    (QMessageBox.Cancel, QT_TRANSLATE_NOOP("UnsavedChanges", "Cancel"), "Cancel"),
)


def ask_about_unsaved_changes(parent, name: str, answered, question: str = QUESTION) -> QMessageBox:
    """Open the question over `parent` about project `name` (before closing, or the `question` before opening
    something else); `answered(choice)` gets QMessageBox.Save, Discard or Cancel (Escape is Cancel; closing the
    box otherwise answers nothing, as Cancel)."""
    box = QMessageBox(QMessageBox.Warning, _t(TITLE), _t(question).format(name=name), QMessageBox.NoButton, parent)
    box.setTextFormat(Qt.PlainText)  # a file's name, never HTML
    box.setInformativeText(_t(CONSEQUENCE))
    box.setAccessibleName("Unsaved changes")
    for choice, words, accessible in BUTTONS:
        button = box.addButton(choice)
        button.setText(_t(words))
        button.setAccessibleName(accessible)
    box.setDefaultButton(QMessageBox.Save)
    box.setEscapeButton(QMessageBox.Cancel)
    box.buttonClicked.connect(lambda clicked: answered(box.standardButton(clicked)))
    box.setWindowModality(Qt.WindowModal)
    box.open()
    return box
