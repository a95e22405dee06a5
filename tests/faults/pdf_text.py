"""The visible text of a PDF written by Qt's QPdfWriter, decoded through each font's ToUnicode map.

Qt draws every glyph by its id (`<0012> Tj`), so a plain byte search of report.pdf would never
find a leaked value: this turns the glyphs back into characters, in drawing order, for the leak
scan. Only what Qt writes is handled (Flate streams, Type0 fonts with a ToUnicode CMap).
"""
from __future__ import annotations

import re
import zlib

OBJECT = re.compile(rb"(\d+) 0 obj(.*?)endobj", re.S)
STREAM = re.compile(rb"stream\r?\n(.*?)\r?\nendstream", re.S)
FONT_NAME = re.compile(rb"/(F\d+) (\d+) 0 R")
SHOW = re.compile(rb"/(F\d+) [\d.]+ Tf|<([0-9A-Fa-f]+)> Tj|\[([^\]]*)\] TJ")


def pdf_text(data: bytes) -> str:
    objects = {int(m.group(1)): m.group(2) for m in OBJECT.finditer(data)}
    fonts = {name.decode(): _font_map(objects, int(number)) for name, number in FONT_NAME.findall(data)}
    text, font = [], {}
    for body in objects.values():
        content = _stream(body)
        if content is None or b"Tj" not in content and b"TJ" not in content:
            continue
        for match in SHOW.finditer(content):
            if match.group(1):
                font = fonts.get(match.group(1).decode(), {})
            elif match.group(2):
                text.append(_decode(match.group(2).decode(), font))
            else:
                text += [_decode(h.decode(), font) for h in re.findall(rb"<([0-9A-Fa-f]+)>", match.group(3))]
    return "".join(text)


def _stream(body: bytes) -> bytes | None:
    found = STREAM.search(body)
    if found is None:
        return None
    raw = found.group(1)
    try:
        return zlib.decompress(raw) if b"/FlateDecode" in body[:found.start()] else raw
    except zlib.error:
        return raw


def _font_map(objects: dict, number: int) -> dict[int, str]:
    reference = re.search(rb"/ToUnicode (\d+) 0 R", objects.get(number, b""))
    cmap = _stream(objects.get(int(reference.group(1)), b"")) if reference else None
    return _parse_cmap(cmap or b"")


def _parse_cmap(cmap: bytes) -> dict[int, str]:
    mapping = {}
    for block in re.findall(rb"beginbfchar(.*?)endbfchar", cmap, re.S):
        for code, target in re.findall(rb"<([0-9A-Fa-f]+)>\s*<([0-9A-Fa-f]+)>", block):
            mapping[int(code, 16)] = _utf16(target)
    for block in re.findall(rb"beginbfrange(.*?)endbfrange", cmap, re.S):
        for first, last, target in re.findall(rb"<([0-9A-Fa-f]+)>\s*<([0-9A-Fa-f]+)>\s*(<[0-9A-Fa-f]+>|\[.*?\])",
                                              block, re.S):
            _add_range(mapping, int(first, 16), int(last, 16), target)
    return mapping


def _add_range(mapping: dict, first: int, last: int, target: bytes) -> None:
    if target.startswith(b"["):
        for offset, each in enumerate(re.findall(rb"<([0-9A-Fa-f]+)>", target)):
            mapping[first + offset] = _utf16(each)
        return
    start = int(target.strip(b"<>"), 16)
    for offset in range(last - first + 1):
        mapping[first + offset] = chr(start + offset)


def _utf16(hex_text: bytes) -> str:
    return bytes.fromhex(hex_text.decode()).decode("utf-16-be", errors="replace")


def _decode(hex_text: str, font: dict[int, str]) -> str:
    return "".join(font.get(int(hex_text[i:i + 4], 16), "?") for i in range(0, len(hex_text), 4))
