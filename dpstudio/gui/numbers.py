"""Numbers as the app shows them: one layout (core/number_text.plain: never scientific notation) in
the app's language's marks (core/locale_format: 12,345.6 in English and Chinese, 12.345,6 in German
and Greek)."""
from __future__ import annotations

from ..core.locale_format import localized, percent
from ..core.number_text import plain
from .translation import app_language


def number(value, digits: int = 3) -> str:
    """A count with its thousands separated (12,345), any other number as plain() writes it, in the
    app's language."""
    text = f"{value:,}" if isinstance(value, int) else plain(value, digits)
    return localized(text, app_language())


def given(value) -> str:
    """A figure the steward typed, as typed in its shortest form (ε = 0.25, δ = 1e-07), in the app's marks."""
    return localized(f"{float(value):g}", app_language())


def share(value: float, decimals: int = 1) -> str:
    """A share as a percentage in the app's language (12.5%, 12,5 %)."""
    return percent(value, app_language(), decimals)
