"""A cross-tab's preview: its true values (never released) as a heat map, with the range each
release will fall in (core/output/heatmap.py draws it)."""
from __future__ import annotations

from ..base.locale_format import format_number
from ..output.heatmap import draw_heatmap, update_notes
from ..base.words import say
from .expected_error import QueryPreview
from .plot_figures import cell_widths as _widths, drawn_numbers as _numbers, preview_title as _preview_title


def plot_crosstab(ax, preview: QueryPreview, grid, level: str, lang: str) -> dict:
    """A cross-tab's true values as a heat map, with the range its release falls in: in the title when
    every cell has the same, else under each value."""
    truth = _numbers(preview.truth)
    notes = _notes(preview, lang)
    common = _common(notes)
    below = {i for i, t in enumerate(truth) if preview.threshold is not None and t == t and t < preview.threshold}
    artists = {"kind": preview.kind, "language": lang, "level": level, "heatmap": True, "common": common is not None,
               "below": bool(below)}
    artists.update(draw_heatmap(ax, grid, truth, None if common else notes,
                                _crosstab_title(preview, lang, grid.shown, level, _interval(notes), bool(below)),
                                say(lang, "true value (not released)"), lang, hatched=below))
    return artists


def _crosstab_title(preview, language: str, shown: int, level: str, interval: str | None, below: bool) -> str:
    """The query, ε and mechanism; the range (`interval`: "± 22", "±" for the one under each value, or
    None for ranges in ranks, not drawn); the hatched cells' threshold."""
    title = _preview_title(preview, language, shown)
    if interval:
        title += " · " + say(language, "{interval}: {level} range of the release", interval=interval, level=level)
    if below:
        title += " · /// " + say(language, "threshold {threshold}: keys below are likely left out",
                                 threshold=preview.threshold)
    return title


def _interval(notes: list) -> str | None:
    return _common(notes) or ("±" if any(notes) else None)


def _common(notes: list) -> str | None:
    """The one range every cell has (a histogram's or cross-tab's counts), or None."""
    found = set(notes)
    return found.pop() if len(found) == 1 and None not in found else None


def _notes(preview: QueryPreview, language: str) -> list:
    """Each cell's range, to write under its value ("± 22"); none for an interval in ranks."""
    count = len(preview.cells or [])
    return [f"± {format_number(w, language)}" if w else None for w in _widths(preview, count)]


def update_crosstab(ax, artists: dict, preview: QueryPreview) -> bool:
    """The ranges of a new ε, in the title or under each value; False if a full redraw is needed."""
    notes = _notes(preview, artists["language"])
    common = _common(notes)
    if (common is not None) != artists["common"] or (common is None and not update_notes(ax, artists, notes)):
        return False
    artists["title_text"] = _crosstab_title(preview, artists["language"], len(artists["values"]), artists["level"],
                                            _interval(notes), artists["below"])
    return True
