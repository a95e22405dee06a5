"""report.pdf from the report's HTML with Qt's own PDF writer (QTextDocument + QPdfWriter).

Outside dpstudio.core because it needs Qt. Works without a screen: with no display it asks Qt
for the offscreen platform. Text renders with the fonts the system has, then with DejaVu Sans (which
matplotlib ships: Latin and Greek) and dpstudio's own (resources/fonts: common Chinese), so that a
report in Chinese or Greek never shows boxes on a machine without such fonts; the PDF embeds the
glyphs it uses. Every character drawn is in the PDF's text layer once (for copying, searching and
screen readers): see _plain_glyphs and _keep_paragraphs_on_one_page, and the report's font list.
"""
from __future__ import annotations

import base64
import importlib.util
import os
import re
import sys
from pathlib import Path

from .core.output.fonts import BUNDLED_FONT_FILE
# Qt is imported in the function that draws with it: start-up (a command that writes no PDF never loads Qt).

DATA_IMAGE = re.compile(r"""src=['"]data:image/png;base64,([A-Za-z0-9+/=]+)['"]""")


def _application():
    """The running Qt application, or a new one (a full QApplication, so the app's widgets can follow)."""
    from PySide6.QtCore import QLoggingCategory
    from PySide6.QtWidgets import QApplication

    app = QApplication.instance()
    if app is None:
        if not os.environ.get("DISPLAY") and not os.environ.get("WAYLAND_DISPLAY") and sys.platform.startswith("linux"):
            os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")
        # a label in a script no installed font shapes (Khmer) made Qt write a warning per font to the terminal
        QLoggingCategory.setFilterRules("qt.text.font.db=false")
        app = QApplication([sys.argv[0] if sys.argv else "dpstudio"])
    return app


_font_added: list[bool] = []


def add_bundled_font() -> None:
    """The fonts every machine with dpstudio has, known to Qt once per process: DejaVu Sans from
    matplotlib's own data (Latin and Greek, accents included) and dpstudio's Chinese subset
    (resources/fonts), both after the system's fonts in the report's list."""
    if _font_added:
        return
    from PySide6.QtGui import QFontDatabase

    from .resources import resource_path

    shipped = _matplotlib_fonts()
    paths = [shipped / "DejaVuSans.ttf", shipped / "DejaVuSans-Bold.ttf", shipped / "DejaVuSansMono.ttf"]
    try:
        paths.append(resource_path("fonts", BUNDLED_FONT_FILE))
    except FileNotFoundError:  # an install without dpstudio's resources: the system's fonts only
        pass
    for path in paths:
        _font_added.append(QFontDatabase.addApplicationFont(str(path)) >= 0)


def _matplotlib_fonts() -> Path:
    """matplotlib's folder of fonts, found without importing matplotlib (some 0.3 s) when no chart was drawn."""
    if "matplotlib" not in sys.modules:
        spec = importlib.util.find_spec("matplotlib")
        for folder in (spec.submodule_search_locations or []) if spec is not None else []:
            fonts = Path(folder) / "mpl-data" / "fonts" / "ttf"
            if (fonts / "DejaVuSans.ttf").is_file():
                return fonts
    import matplotlib  # a bundle that keeps its data elsewhere: matplotlib knows where

    return Path(matplotlib.get_data_path()) / "fonts" / "ttf"


def _plain_glyphs(document) -> None:
    """Draw every character with the glyph the font's character map gives it.

    Qt's PDF writer tells a reader which character each glyph is from that map alone (the ToUnicode
    map it writes), so a glyph that an OpenType feature put in its place is missing from the text
    layer: Noto Sans CJK's `locl` swaps the digits of Latin, Greek and Chinese text for such glyphs
    (a German report read "Insgesamt ε = und δ = "), and ligatures turn "ff" into one "ﬀ".
    """
    from PySide6.QtGui import QFont, QTextCharFormat, QTextCursor

    plain = QTextCharFormat()
    plain.setFontFeatures({QFont.Tag(tag): 0 for tag in ("locl", "liga", "clig", "dlig")})
    cursor = QTextCursor(document)
    cursor.select(QTextCursor.Document)
    cursor.mergeCharFormat(plain)


def _keep_paragraphs_on_one_page(document) -> None:
    """Start on the next page each paragraph that would run over a page's end, and each heading
    that would end a page.

    Qt draws a page from the line before its first one (QTextLayout::draw starts at the last line
    above its clip), so the line that ended a page was drawn again at the top of the next, clipped
    away but in the text layer: copied, found and read aloud twice. A paragraph on one page has no
    such line.
    """
    from PySide6.QtGui import QTextBlockFormat, QTextCursor, QTextFormat

    start = QTextBlockFormat()
    start.setPageBreakPolicy(QTextFormat.PageBreak_AlwaysBefore)
    block = document.begin()
    while (block := _next_across_pages(document, block)).isValid():
        QTextCursor(block).mergeBlockFormat(start)
        document.markContentsDirty(0, document.characterCount())  # Qt's own partial relayout loses text
        block = block.next()


def _next_across_pages(document, block):
    """The first paragraph from `block` on (outside tables, whose rows Qt keeps whole) that would run
    over a page's end, or a heading whose paragraph ends on the next page; an invalid block if none."""
    from PySide6.QtGui import QTextCursor, QTextTable

    height, layout = document.pageSize().height(), document.documentLayout()

    def page(y):
        return int(y // height)

    while block.isValid():
        box = layout.blockBoundingRect(block)
        # not currentTable(): PySide6 returns its None without a reference, and after some 2,000 reports in one
        # process None's count ran out ("Fatal Python error: none_dealloc")
        if not isinstance(QTextCursor(block).currentFrame(), QTextTable) and box.height() < height:
            if page(box.top()) != page(box.bottom() - 1):
                return block
            following = block.next()
            if (block.blockFormat().headingLevel() and following.isValid()
                    and page(layout.blockBoundingRect(following).bottom() - 1) != page(box.top())):
                return block
        block = block.next()
    return block


def write_pdf(report_html: str, path=None) -> bytes:
    """The report as an A4 PDF, rendered in memory (a QPdfWriter on a QBuffer); written to `path` too if given.

    This is the bundle's `pdf_writer(report_html) -> bytes`: the release renders the PDF before the
    ledger is charged, so a report that cannot be rendered spends nothing. Images embedded as data
    URIs become document resources.
    """
    from PySide6.QtCore import QBuffer, QByteArray, QIODevice, QMarginsF, QSizeF, QUrl
    from PySide6.QtGui import QImage, QPageLayout, QPageSize, QPdfWriter, QTextDocument

    _application()
    add_bundled_font()
    document = QTextDocument()
    images = []

    def resource(match):
        name = f"chart-{len(images)}.png"
        images.append((name, base64.b64decode(match.group(1))))
        return f"src='{name}'"

    html = DATA_IMAGE.sub(resource, report_html)
    for name, data in images:
        document.addResource(QTextDocument.ImageResource, QUrl(name), QImage.fromData(data))
    content = QByteArray()
    buffer = QBuffer(content)
    buffer.open(QIODevice.WriteOnly)
    writer = QPdfWriter(buffer)
    writer.setPageLayout(QPageLayout(QPageSize(QPageSize.A4), QPageLayout.Portrait, QMarginsF(15, 15, 15, 15),
                                     QPageLayout.Millimeter))
    writer.setResolution(150)
    writer.setTitle("dpstudio budget report")
    writer.setCreator("dpstudio")
    document.setHtml(html)
    _plain_glyphs(document)
    layout = writer.pageLayout().paintRectPixels(writer.resolution())
    document.setPageSize(QSizeF(layout.width(), layout.height()))
    _keep_paragraphs_on_one_page(document)
    document.print_(writer)
    del writer  # the PDF is complete once its painter has ended and the writer is gone
    buffer.close()
    pdf = bytes(buffer.data())
    if path is not None:
        Path(path).write_bytes(pdf)
    return pdf
