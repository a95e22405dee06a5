"""Numbers as the app shows them: one layout (core/base/number_text.plain: never scientific notation) in
the app's language's marks (core/base/locale_format: 12,345.6 in English and Chinese, 12.345,6 in German
and Greek)."""
from __future__ import annotations

from PySide6.QtCore import QT_TRANSLATE_NOOP, QCoreApplication

from ..core.base.locale_format import figure, format_number, localized, percent, read_figure
from ..core.base.locale_format import given as given_in
from .translation import app_language


def number(value, digits: int = 3) -> str:
    """A count with its thousands separated (12,345), any other number as plain() writes it, in the
    app's language."""
    if isinstance(value, int):
        return localized(f"{value:,}", app_language())
    return figure(value, app_language(), digits)


# a count with its noun, so that one row is never "1 rows" (each language's words: the .ts files)
COUNT_WORDS = {"rows": (QT_TRANSLATE_NOOP("Counts", "1 row"), QT_TRANSLATE_NOOP("Counts", "{count} rows")),
               "columns": (QT_TRANSLATE_NOOP("Counts", "1 column"), QT_TRANSLATE_NOOP("Counts", "{count} columns")),
               "queries": (QT_TRANSLATE_NOOP("Counts", "1 query"), QT_TRANSLATE_NOOP("Counts", "{count} queries"))}


def counted(count: int, noun: str) -> str:
    """"1 row" or "3,577 rows" (noun: rows, columns or queries) in the app's language."""
    one, many = COUNT_WORDS[noun]
    if count == 1:
        return QCoreApplication.translate("Counts", one)
    return QCoreApplication.translate("Counts", many).format(count=number(count))


def interval(value) -> str:
    """A ± half-width as the Preview, the Release page and the report all write it (locale_format.format_number:
    four significant digits), so that one figure reads the same on every page."""
    return format_number(value, app_language())


def given(value) -> str:
    """A figure the steward typed, as typed in its shortest form (ε = 0.25, δ = 1e-07), in the app's marks."""
    return given_in(value, app_language())


def share(value: float, decimals: int = 1) -> str:
    """A share as a percentage in the app's language (12.5%, 12,5 %)."""
    return percent(value, app_language(), decimals)


def typed(text: str) -> float:
    """A figure the steward typed, read in the app's language (0,5 in German) or as a program writes it
    (0.5, 1e-7); ValueError if it is not a finite number."""
    return read_figure(text, app_language())
