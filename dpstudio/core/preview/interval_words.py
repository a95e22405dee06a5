"""Words that several kinds' previews share in their sentences (expected_error.QueryPreview.sentence): a value of
the column on the steward's screen, and a table family's intervals (a family of tables, a synthetic table)."""
from __future__ import annotations

from ..base.locale_format import format_number, localized
from ..base.words import say


def column_value(number: float, language: str) -> str:
    """A value of the column on the steward's screen: up to 6 significant digits in the language's marks."""
    return localized(f"{number:.6g}", language)


def family_sentence(preview, level: str, language: str = "en") -> str:
    """A table family: the range of its tables' intervals, measured together and one by one, and the saving."""
    widths = [t["halfwidth"] for t in preview.tables]
    return say(language, "Each cell of the {tables} tables will be within ±{low} (its most precise table) to ±{high} "
               "of its true count with {level} probability; measured one by one with an equal share of the budget, "
               "each would be within ±{alone}. Over all cells the expected squared error is {ratio} times smaller.",
               tables=len(widths), low=format_number(min(widths), language), high=format_number(max(widths), language),
               level=level, alone=format_number(preview.tables[0]["one_by_one_halfwidth"], language),
               ratio=localized(f"{preview.family_saving():.2f}", language))
