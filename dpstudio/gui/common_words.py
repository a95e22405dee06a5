"""Words several pages show, marked for Qt's translations under one context ("Words"): column roles,
column types, delimiters and quotes. The core names them in English; the app shows them in its
language with `word(english)`."""
from __future__ import annotations

from PySide6.QtCore import QT_TRANSLATE_NOOP

from .translation import translated

MARKED = (
    QT_TRANSLATE_NOOP("Words", "Direct identifier"), QT_TRANSLATE_NOOP("Words", "Quasi-identifier"),
    QT_TRANSLATE_NOOP("Words", "Sensitive"), QT_TRANSLATE_NOOP("Words", "Other"),
    QT_TRANSLATE_NOOP("Words", "whole number"), QT_TRANSLATE_NOOP("Words", "number"),
    QT_TRANSLATE_NOOP("Words", "text"), QT_TRANSLATE_NOOP("Words", "date"),
    QT_TRANSLATE_NOOP("Words", "comma"), QT_TRANSLATE_NOOP("Words", "semicolon"), QT_TRANSLATE_NOOP("Words", "tab"),
    QT_TRANSLATE_NOOP("Words", "bar"), QT_TRANSLATE_NOOP("Words", "double quote"),
    QT_TRANSLATE_NOOP("Words", "single quote"), QT_TRANSLATE_NOOP("Words", "none"),
)


def word(english: str) -> str:
    """`english` (one of MARKED) in the app's language."""
    return translated("Words", english)
