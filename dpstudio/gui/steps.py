"""The names of the window's five steps, as its sidebar lists them: a module of its own, below the window
and its pages, so that a page can name a step (release_texts.py links to one) without importing the window."""
from __future__ import annotations

from PySide6.QtCore import QT_TRANSLATE_NOOP

# translated by Qt in the window's context (resources/translations; QT_TRANSLATE_NOOP marks them for pyside6-lupdate)
STEPS = [QT_TRANSLATE_NOOP("MainWindow", "Data"), QT_TRANSLATE_NOOP("MainWindow", "Columns"),
         QT_TRANSLATE_NOOP("MainWindow", "Queries & budget"), QT_TRANSLATE_NOOP("MainWindow", "Preview"),
         QT_TRANSLATE_NOOP("MainWindow", "Release")]
