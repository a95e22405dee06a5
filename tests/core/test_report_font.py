"""The fonts every dpstudio has cover every character of its Chinese and Greek texts: its own subset
(resources/fonts) the Chinese, DejaVu Sans (shipped with matplotlib) the Greek. When the subset falls
short, resources/fonts/make_report_font.py is due to be run again."""
import xml.etree.ElementTree as ET
from pathlib import Path

from fontTools.ttLib import TTFont

from dpstudio.core.output.fonts import BUNDLED_FAMILY, BUNDLED_FONT_FILE, plot_font_family
from dpstudio.core.base.words import catalog

ROOT = Path(__file__).resolve().parents[2]
FONT = ROOT / "resources" / "fonts" / BUNDLED_FONT_FILE


def texts(language: str) -> str:
    found = "".join(catalog(language).values())
    tree = ET.parse(ROOT / "resources" / "translations" / f"dpstudio_{language}.ts")
    return found + "".join(t.text or "" for t in tree.iter("translation"))


def missing(font: Path, text: str) -> str:
    covered = set(TTFont(font).getBestCmap())
    return "".join(sorted({c for c in text if not c.isspace() and ord(c) not in covered}))


def test_the_fonts_cover_every_chinese_and_greek_text_of_dpstudio():
    import matplotlib

    assert missing(FONT, texts("zh") + "εδρ±·−…，。：；（）") == "", "run resources/fonts/make_report_font.py"
    dejavu = Path(matplotlib.get_data_path()) / "fonts" / "ttf"
    for face in ("DejaVuSans.ttf", "DejaVuSans-Bold.ttf"):
        assert missing(dejavu / face, texts("el") + texts("de")) == ""
    assert TTFont(FONT)["name"].getDebugName(1) == BUNDLED_FAMILY  # its own family: never taken for the full Noto


def test_the_font_stays_small_and_has_its_license():
    assert FONT.stat().st_size < 3_000_000
    assert "SIL OPEN FONT LICENSE Version 1.1" in (FONT.parent / "OFL.txt").read_text(encoding="utf-8")


def test_charts_fall_back_to_it_last():
    from matplotlib import font_manager

    families = plot_font_family()
    assert families[0] == "DejaVu Sans" and families[-1] == BUNDLED_FAMILY
    found = font_manager.findfont(font_manager.FontProperties(family=BUNDLED_FAMILY), fallback_to_default=False)
    assert Path(found).name == BUNDLED_FONT_FILE  # matplotlib knows the file, not only the name
