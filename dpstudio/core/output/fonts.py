"""Font families for plots: the default, then installed fonts that cover Chinese, Japanese, Korean
and Greek, so category labels in any of them render instead of as boxes; last, dpstudio's own
(resources/fonts: Latin, Greek and common Chinese), for a machine that has none of them."""
from __future__ import annotations

from functools import lru_cache

from ..base.locale_format import localized
from ..base.visible_text import visible
from ..base.words import say

BUNDLED_FONT_FILE = "DpstudioSans-Regular.otf"
BUNDLED_FAMILY = "dpstudio Sans"  # never the first choice: a subset, it stands in only where others fail
FALLBACKS = ("Noto Sans CJK SC", "Noto Sans CJK JP", "Noto Sans SC", "Source Han Sans SC", "WenQuanYi Zen Hei",
             "Microsoft YaHei", "SimHei", "PingFang SC", "Hiragino Sans GB", "Arial Unicode MS")


@lru_cache(maxsize=1)
def plot_font_family() -> list[str]:
    # start-up: matplotlib's font manager only when a chart is drawn
    from matplotlib import font_manager

    installed = {font.name for font in font_manager.fontManager.ttflist}
    if not installed.intersection(FALLBACKS):  # matplotlib's font cache may predate the CJK fonts
        for path in font_manager.findSystemFonts():
            if any(mark in path for mark in ("CJK", "WenQuanYi", "wqy", "SimHei", "msyh", "SourceHan")):
                try:
                    font_manager.fontManager.addfont(path)
                except (OSError, RuntimeError, ValueError):
                    continue
        installed = {font.name for font in font_manager.fontManager.ttflist}
    if BUNDLED_FAMILY not in installed:
        # start-up: the bundled font's path only when matplotlib lacks it
        from ...resources import resource_path

        try:
            font_manager.fontManager.addfont(str(resource_path("fonts", BUNDLED_FONT_FILE)))
        except (FileNotFoundError, OSError, RuntimeError, ValueError):  # an install without it: the system's fonts
            return ["DejaVu Sans"] + [name for name in FALLBACKS if name in installed]
    return ["DejaVu Sans"] + [name for name in FALLBACKS if name in installed] + [BUNDLED_FAMILY]


LABEL_CHARACTERS = 40  # a tick label or title longer than this is cut, with "…", when drawn
NAME_CHARACTERS = 200  # a whole name shown on hover (a query's id is at most 100 characters)
MAX_CHART_CELLS = 60  # a chart draws a query's first cells only: 100,000 bars took minutes and gigabytes


def first_cells_note(count: int, language: str = "en") -> str:
    """What a chart of `count` cells adds to its title when it draws only the first MAX_CHART_CELLS."""
    if count <= MAX_CHART_CELLS:
        return ""
    return " " + say(language, "(first {shown} of {count} cells)", shown=MAX_CHART_CELLS,
                     count=localized(f"{count:,}", language))


def short_label(text, limit: int = LABEL_CHARACTERS) -> str:
    """`text` as drawn on a chart: at most `limit` characters, so that a long label costs no more
    to lay out than a short one (a 1 MB label took minutes). Line breaks are drawn as spaces."""
    text = " ".join(visible(str(text)[:limit + 1]).split())
    return text if len(text) <= limit else text[:limit - 1] + "…"


def cell_labels(keys, language: str = "en") -> list[str]:
    """A chart's label for each cell, from its key ({column: value}), each cut to LABEL_CHARACTERS."""
    return [short_label("; ".join(key_value_text(v, language)[:LABEL_CHARACTERS + 1] for v in key.values()))
            for key in keys]


def cell_names(keys, language: str = "en") -> list[str]:
    """Each cell's whole name, for the GUI to show on hover where its label is cut (NAME_CHARACTERS at most)."""
    return [short_label("; ".join(key_value_text(v, language)[:NAME_CHARACTERS + 1] for v in key.values()),
                        NAME_CHARACTERS) for key in keys]


def key_value_text(value, language: str = "en") -> str:
    """A cell key's value as a reader sees it: the release's "(other)" cells and "(all)" margins in the
    reader's language, a control character in a key found in the table as its escape (visible_text.py)."""
    return say(language, value) if value in ("(other)", "(all)") else visible(str(value))
