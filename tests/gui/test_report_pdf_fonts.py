"""A report in Chinese or Greek renders on a machine with no font for it: the PDF embeds the fonts
every dpstudio has (its Chinese subset in resources/fonts, matplotlib's DejaVu Sans for Greek) and
maps their glyphs back to the report's characters (issue 18)."""
import json
import os
import re
import subprocess
import sys
import zlib
from pathlib import Path

import pytest

from tests.conftest import SAMPLE_PLAN

ROOT = Path(__file__).resolve().parents[2]
RENDER = """
import json, sys
from dpstudio.core.output.report import build_report
from dpstudio.report_pdf import write_pdf
release, plan, out = json.load(open(sys.argv[1])), json.load(open(sys.argv[2])), sys.argv[3]
open(out, "wb").write(write_pdf(build_report(release, plan, charts=False)))
"""


def mapped_characters(pdf: bytes) -> set[str]:
    """The characters the PDF's ToUnicode maps give its glyphs (what a reader copies or searches)."""
    found = set()
    for stream in re.findall(rb"stream\r?\n(.*?)\r?\nendstream", pdf, re.S):
        try:
            text = zlib.decompress(stream)
        except zlib.error:
            text = stream
        for section in re.findall(rb"beginbf(?:char|range)(.*?)endbf(?:char|range)", text, re.S):
            for code in re.findall(rb"<([0-9A-Fa-f]{4,})>", section):
                if len(code) % 4 == 0:
                    found.add(bytes.fromhex(code.decode()).decode("utf-16-be", "ignore"))
    return set("".join(found))


@pytest.mark.parametrize("language, heading", [("zh", "保护的对象"), ("el", "Τι προστατεύτηκε")])
def test_a_report_renders_where_the_system_has_no_font_at_all(tmp_path, sample_frame, language, heading):
    from dpstudio.core.pipeline.release import produce_release

    plan = json.loads(SAMPLE_PLAN.read_text(encoding="utf-8"))
    release = produce_release(sample_frame, plan, language=language).release
    (tmp_path / "release.json").write_text(json.dumps(release), encoding="utf-8")
    (tmp_path / "plan.json").write_text(json.dumps(plan), encoding="utf-8")
    (tmp_path / "fonts.conf").write_text(  # fontconfig that knows no font: a machine with none installed
        f'<?xml version="1.0"?><fontconfig><cachedir>{tmp_path / "cache"}</cachedir></fontconfig>',
        encoding="utf-8")
    environment = {**os.environ, "FONTCONFIG_FILE": str(tmp_path / "fonts.conf"), "QT_QPA_PLATFORM": "offscreen",
                   "PYTHONPATH": str(ROOT)}
    out = tmp_path / "report.pdf"
    done = subprocess.run([sys.executable, "-c", RENDER, str(tmp_path / "release.json"), str(tmp_path / "plan.json"),
                           str(out)], env=environment, capture_output=True, text=True, timeout=120)
    assert done.returncode == 0, done.stderr
    pdf = out.read_bytes()
    assert (b"/DpstudioSans-Regular" if language == "zh" else b"/DejaVuSans") in pdf  # embedded: the only fonts
    assert set(heading.replace(" ", "")) <= mapped_characters(pdf)
