"""The bundle's workbooks (release.xlsx, a synthetic table's .xlsx), written as the minimal SpreadsheetML package: a
workbook, its sheets, their shared strings; no styles. One writer for both, and not a library's: XlsxWriter
(constant_memory) and openpyxl's write_only mode, which stream rows, took 12.8 and 53 times as long for a synthetic
table's sheet of 10^6 rows, and 6 to 67 times as long for release.xlsx (benchmarks/bench_xlsx.py,
benchmarks/RESULTS.md). A sheet is given as its rows' XML (`Workbook.row`), so that a row repeated, as a synthetic
table's rows are, is made once.

Cells are what openpyxl made of them when it wrote release.xlsx, and read back the same: text (as cell_text made
it: control characters as escapes, never a formula) is a shared string, never a formula, cut at Excel's 32,767
characters; None is an empty cell; a number is written as openpyxl writes it ("%.16g": 2.0 reads back as 2), True and
False as booleans. (openpyxl also wrote an empty text as an empty cell: bundle.workbook_bytes does so for
release.xlsx, while a synthetic table's sheet keeps an empty label as text, as it did.) tests/core/test_workbook.py
holds the writer to openpyxl's cells. A cell carries no reference (r="A1"), only its row does, as the standard
allows: LibreOffice 7.4 (soffice --headless --convert-to csv, every sheet) read the sample plans' release.xlsx
and a synthetic table's .xlsx with every sheet, row and value in place (checked by hand on 2026-12-07; no
office suite is on CI's machine).
"""
from __future__ import annotations

import io
import math
import zipfile
from typing import Iterable
from xml.sax.saxutils import escape

MOST_CHARACTERS = 32_767  # in one cell (Excel's limit, where openpyxl cut the text)
_XML = '<?xml version="1.0" encoding="UTF-8" standalone="yes"?>\n'
_MAIN = "http://schemas.openxmlformats.org/spreadsheetml/2006/main"
_PACKAGE = "http://schemas.openxmlformats.org/package/2006"
_OFFICE = "http://schemas.openxmlformats.org/officeDocument/2006/relationships"
_TYPE = "application/vnd.openxmlformats-officedocument.spreadsheetml"
_QUOTE = {'"': "&quot;"}  # in an attribute
_ROWS_A_PIECE = 4096  # rows joined into one piece of the sheet's XML, written to the zip as it is made


class Workbook:
    """Sheets added in order (`add_sheet(title, rows)`, each row from `row(values)`), then `bytes()`."""

    def __init__(self) -> None:
        self._strings: dict[str, int] = {}
        self._sheets: list[tuple[str, list[str]]] = []

    def row(self, values: Iterable) -> str:
        """A row's cells as XML (without the row's own element): its texts become shared strings."""
        return "".join(map(self._cell, values))

    def add_sheet(self, title: str, rows: list[str]) -> None:
        """A sheet of these rows (`row`'s XML each, in order); its title as given (bundle._sheet_name makes one)."""
        self._sheets.append((title, rows))

    def bytes(self) -> bytes:
        buffer = io.BytesIO()
        with zipfile.ZipFile(buffer, "w", zipfile.ZIP_DEFLATED) as book:
            for name, text in (("[Content_Types].xml", self._content_types()), ("_rels/.rels", _RELS),
                               ("xl/workbook.xml", self._workbook()), ("xl/_rels/workbook.xml.rels", self._links())):
                book.writestr(name, text.encode("utf-8"))
            for number, (_, rows) in enumerate(self._sheets, 1):
                with book.open(f"xl/worksheets/sheet{number}.xml", "w") as part:
                    _write_sheet(part, rows)
            book.writestr("xl/sharedStrings.xml", self._shared_strings().encode("utf-8"))
        return buffer.getvalue()

    def _cell(self, value) -> str:
        if isinstance(value, str):
            text = value[:MOST_CHARACTERS]
            return f'<c t="s"><v>{self._strings.setdefault(text, len(self._strings))}</v></c>'
        if value is None:
            return "<c/>"
        if isinstance(value, bool):
            return f'<c t="b"><v>{int(value)}</v></c>'
        if isinstance(value, float) and not math.isfinite(value):
            return "<c/>"
        return f'<c t="n"><v>{"%.16g" % value}</v></c>'

    def _content_types(self) -> str:
        sheets = "".join(f'<Override PartName="/xl/worksheets/sheet{n}.xml" ContentType="{_TYPE}.worksheet+xml"/>'
                         for n in range(1, len(self._sheets) + 1))
        return (f'{_XML}<Types xmlns="{_PACKAGE}/content-types"><Default Extension="rels" ContentType="application/'
                'vnd.openxmlformats-package.relationships+xml"/><Default Extension="xml" ContentType="application/'
                f'xml"/><Override PartName="/xl/workbook.xml" ContentType="{_TYPE}.sheet.main+xml"/>{sheets}'
                f'<Override PartName="/xl/sharedStrings.xml" ContentType="{_TYPE}.sharedStrings+xml"/></Types>')

    def _workbook(self) -> str:
        sheets = "".join(f'<sheet name="{escape(title, _QUOTE)}" sheetId="{n}" r:id="rId{n}"/>'
                         for n, (title, _) in enumerate(self._sheets, 1))
        return f'{_XML}<workbook xmlns="{_MAIN}" xmlns:r="{_OFFICE}"><sheets>{sheets}</sheets></workbook>'

    def _links(self) -> str:
        count = len(self._sheets)
        sheets = "".join(f'<Relationship Id="rId{n}" Type="{_OFFICE}/worksheet" Target="worksheets/sheet{n}.xml"/>'
                         for n in range(1, count + 1))
        return (f'{_XML}<Relationships xmlns="{_PACKAGE}/relationships">{sheets}<Relationship Id="rId{count + 1}" '
                f'Type="{_OFFICE}/sharedStrings" Target="sharedStrings.xml"/></Relationships>')

    def _shared_strings(self) -> str:
        count = len(self._strings)
        return (f'{_XML}<sst xmlns="{_MAIN}" count="{count}" uniqueCount="{count}">'
                + "".join(f'<si><t xml:space="preserve">{escape(s)}</t></si>' for s in self._strings) + "</sst>")


_RELS = (f'{_XML}<Relationships xmlns="{_PACKAGE}/relationships"><Relationship Id="rId1" Type="{_OFFICE}/'
         'officeDocument" Target="xl/workbook.xml"/></Relationships>')


def _write_sheet(part, rows: list[str]) -> None:
    """The sheet's XML, a piece of rows at a time (a synthetic table's 10^6 rows are never one string)."""
    part.write(f'{_XML}<worksheet xmlns="{_MAIN}"><sheetData>'.encode("utf-8"))
    for start in range(0, len(rows), _ROWS_A_PIECE):
        part.write("".join(f'<row r="{n}">{body}</row>' for n, body in
                           enumerate(rows[start:start + _ROWS_A_PIECE], start + 1)).encode("utf-8"))
    part.write(b"</sheetData></worksheet>")
