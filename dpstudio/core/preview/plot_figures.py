"""What a preview plot draws and writes: each cell's range, the true values, the title (plots.py's bars
and crosstab_plot.py's heat map alike)."""
from __future__ import annotations

from ..base.locale_format import given, localized
from ..output.fonts import first_cells_note, short_label
from ..output.report_words import mechanism_name
from ..base.words import say
from .expected_error import QueryPreview


def cell_widths(preview: QueryPreview, count: int) -> list[float]:
    """Each cell's half-width, on the value axis (0 where it is in ranks)."""
    if preview.unit == "rows":  # a grouped quantile's interval is in rows of rank, not on this axis
        return [0.0] * count
    if preview.group_halfwidths:
        return list(preview.group_halfwidths)
    if preview.halfwidth_kept_at_zero is not None:  # cells kept at 0 while adding up: the interval they will state
        return [preview.halfwidth_kept_at_zero] * count
    return list(preview.halfwidth) if isinstance(preview.halfwidth, list) else [preview.halfwidth] * count


def drawn_numbers(values) -> list[float]:
    """True values to draw: a group with no rows (a mean of nothing) is left empty."""
    return [float("nan") if v is None else v for v in values]


def preview_title(preview, language: str = "en", shown: int | None = None) -> str:
    """The query, its ε and mechanism, and how many of its cells are drawn (`shown`, or the bars' limit)."""
    count = len(preview.cells or [])
    note = first_cells_note(count, language) if shown is None else _shown_note(shown, count, language)
    return f"{short_label(preview.id)}: ε = {given(preview.epsilon, language)}, " \
           f"{mechanism_name(preview.mechanism, language)}{note}"


def _shown_note(shown: int, count: int, language: str) -> str:
    if shown >= count:
        return ""
    return " " + say(language, "(first {shown} of {count} cells)", shown=localized(f"{shown:,}", language),
                     count=localized(f"{count:,}", language))
