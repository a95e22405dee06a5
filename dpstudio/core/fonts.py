"""Font families for plots: the default, then installed fonts that cover Chinese, Japanese, Korean
and Greek, so category labels in any of them render instead of as boxes."""
from __future__ import annotations

from functools import lru_cache

FALLBACKS = ("Noto Sans CJK SC", "Noto Sans CJK JP", "Noto Sans SC", "Source Han Sans SC", "WenQuanYi Zen Hei",
             "Microsoft YaHei", "SimHei", "PingFang SC", "Hiragino Sans GB", "Arial Unicode MS")


@lru_cache(maxsize=1)
def plot_font_family() -> list[str]:
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
    return ["DejaVu Sans"] + [name for name in FALLBACKS if name in installed]
