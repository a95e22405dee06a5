"""The Language menu: each language named in its own words (a steward who cannot read the current one
still finds theirs). When the environment variable DPSTUDIO_LANGUAGE chooses the language (for tests,
screenshots, a shared machine), a choice in the menu would change nothing: the menu says so, in the
app's language, and its languages cannot be picked (issue 32)."""
from __future__ import annotations

import os

from PySide6.QtCore import QT_TRANSLATE_NOOP
from PySide6.QtGui import QAction, QActionGroup

from ..core.base.languages import LANGUAGES, normalized
from .translation import translated

SET_OUTSIDE = QT_TRANSLATE_NOOP("LanguageMenu", "The language is set by DPSTUDIO_LANGUAGE={value}; unset it to "
                                                "choose here")


def language_from_environment(environ=None) -> str | None:
    """DPSTUDIO_LANGUAGE as it was set, when it names a language dpstudio speaks (it then decides)."""
    value = (os.environ if environ is None else environ).get("DPSTUDIO_LANGUAGE")
    return value if normalized(value) else None


class LanguageMenu:
    def __init__(self, menu, choose):
        self.menu = menu
        self.note = QAction(menu)  # why the languages cannot be picked; shown only then
        self.note.setEnabled(False)
        menu.addAction(self.note)
        self.line = menu.addSeparator()
        self.actions: dict[str, QAction] = {}
        group = QActionGroup(menu)
        for code, name in LANGUAGES.items():
            action = QAction(name, menu)
            action.setCheckable(True)
            action.triggered.connect(lambda _=False, c=code: choose(c))
            group.addAction(action)
            menu.addAction(action)
            self.actions[code] = action
        self.note.setVisible(False)
        self.line.setVisible(False)
        menu.aboutToShow.connect(self.update)  # the languages are reached through the menu only (no shortcuts)

    def update(self) -> None:
        """As the menu opens: whether DPSTUDIO_LANGUAGE decides (read now: it may have changed), and why."""
        value = language_from_environment()
        for part in (self.note, self.line):
            part.setVisible(value is not None)
        if value is not None:
            self.note.setText(translated("LanguageMenu", SET_OUTSIDE).format(value=value))
        for action in self.actions.values():
            action.setEnabled(value is None)

    def show_chosen(self, language: str) -> None:
        for code, action in self.actions.items():
            action.setChecked(code == language)
