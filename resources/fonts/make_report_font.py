"""Make resources/fonts/DpstudioSans-Regular.otf: a subset of Noto Sans CJK SC (SIL Open Font
License 1.1, OFL.txt), so that a report (its PDF and its charts) in Chinese renders on a machine
that has no Chinese font (issue 18). Greek, with its accents, comes from DejaVu Sans, which
matplotlib ships (Noto Sans CJK has no accented Greek).

It holds Latin, the punctuation and symbols dpstudio writes (ε δ ρ ± · − …), CJK punctuation and
full-width forms, the 3,755 most used Chinese characters (GB 2312 level 1) and every character of
dpstudio's own Chinese texts. A Chinese category label outside those falls back to the system's
fonts. The family is renamed ("dpstudio Sans") so that it never stands in for a full Noto font the
system has: it comes last in every list of fonts, a fallback only.

Run again after adding Chinese texts:  python resources/fonts/make_report_font.py [NotoSansCJK-Regular.ttc]
(Debian's fonts-noto-cjk has the source font); tests/core/test_report_font.py says when it is due.
"""
from __future__ import annotations

import sys
import xml.etree.ElementTree as ET
from pathlib import Path

from fontTools import subset
from fontTools.ttLib import TTCollection

HERE = Path(__file__).resolve().parent
ROOT = HERE.parents[1]
SOURCE = Path("/usr/share/fonts/opentype/noto/NotoSansCJK-Regular.ttc")
TARGET = HERE / "DpstudioSans-Regular.otf"
FAMILY = "dpstudio Sans"
RANGES = [(0x20, 0x7E), (0xA0, 0x17F), (0x370, 0x3FF), (0x2000, 0x206F), (0x2070, 0x209F), (0x20AC, 0x20AC),
          (0x2100, 0x214F), (0x2190, 0x21FF), (0x2200, 0x22FF), (0x2460, 0x24FF), (0x25A0, 0x25FF),
          (0x3000, 0x303F), (0xFF00, 0xFFEF)]


def common_chinese() -> set[str]:
    """GB 2312 level 1: rows 16 to 55 of the standard, the 3,755 characters in everyday use."""
    found = set()
    for row in range(0xB0, 0xD8):
        for cell in range(0xA1, 0xFF):
            try:
                found.add(bytes([row, cell]).decode("gb2312"))
            except UnicodeDecodeError:
                continue
    return found


def dpstudio_texts() -> str:
    """Every Chinese text dpstudio writes: the report's tables and the app's translations."""
    sys.path.insert(0, str(ROOT))
    from dpstudio.core.base.words import catalog

    texts = list(catalog("zh").values())
    for ts in (ROOT / "resources" / "translations").glob("dpstudio_zh.ts"):
        texts += [t.text or "" for t in ET.parse(ts).iter("translation")]
    return "".join(texts)


def wanted_characters() -> set[str]:
    chars = {chr(c) for start, end in RANGES for c in range(start, end + 1)}
    return chars | common_chinese() | set(dpstudio_texts())


def main(source: Path = SOURCE) -> Path:
    collection = TTCollection(str(source))
    font = next(f for f in collection.fonts if "Noto Sans CJK SC" in f["name"].getDebugName(1))
    options = subset.Options()
    options.layout_features = ["*"]
    options.name_IDs = ["*"]
    options.notdef_outline = True
    subsetter = subset.Subsetter(options)
    subsetter.populate(unicodes=[ord(c) for c in wanted_characters()])
    subsetter.subset(font)
    names = font["name"]
    for record in list(names.names):  # a family of its own: never mistaken for the full font
        if record.nameID in (1, 16):
            record.string = FAMILY
        elif record.nameID == 4:
            record.string = f"{FAMILY} Regular"
        elif record.nameID == 6:
            record.string = "DpstudioSans-Regular"
        elif record.nameID == 3:
            record.string = f"DpstudioSans-Regular; subset of {record.toUnicode()}"
    font.save(str(TARGET))
    return TARGET


if __name__ == "__main__":
    made = main(Path(sys.argv[1]) if len(sys.argv) > 1 else SOURCE)
    print(f"{made}: {made.stat().st_size:,} bytes")
