"""A synthetic table's files in the bundle (plan version 11): the same rows as CSV (UTF-8,
text neutralised for spreadsheets like every CSV of the bundle), Parquet and Excel, named after the query
(`synthetic-ID.csv`, `.parquet`, `.xlsx`); release.json names them instead of listing the rows. SHA256SUMS
covers them like every other file. An Excel sheet holds at most 1,048,576 rows: a larger table has no .xlsx,
and release.json and the report say so.

The rows are combinations of a few labels (at most the full grid's cells, kinds/marginals/rule.py), so each distinct
row is written once, by the csv module for the CSV and as a sheet row for Excel, and the files are these pieces in
the rows' order. openpyxl, the bundle's other workbook's writer, took 4 to 12 minutes for 10^6 rows of six columns
(benchmarks/RESULTS.md): the sheet is written here instead, as the minimal SpreadsheetML package (a workbook, one
sheet, the shared strings), which tests read back with openpyxl and pandas.
"""
from __future__ import annotations

import io
import zipfile
from xml.sax.saxutils import escape

import numpy as np

from ....output.csv_text import cell_text, csv_bytes
from .names import SHEET, synthetic_names

def synthetic_files(query: dict) -> dict[str, bytes]:
    """File name -> bytes of each of a synthetic query's files."""
    rows = query["synthetic_rows"]
    names = synthetic_names(query, len(rows))
    sizes = [len(labels) for labels in rows.labels]
    cells, order = np.unique(np.ravel_multi_index(rows.codes.T, sizes), return_inverse=True)
    distinct = np.stack(np.unravel_index(cells, sizes), axis=1)
    labels = [[rows.labels[i][code] for i, code in enumerate(row)] for row in distinct]
    files = {names["csv"]: _csv(rows.columns, labels, order), names["parquet"]: _parquet(rows)}
    if "xlsx" in names:
        files[names["xlsx"]] = _xlsx(rows.columns, labels, order)
    return files


def _csv(columns, labels, order) -> bytes:
    """The csv module writes each distinct row once (quoting, formulas neutralised); the file is them in order."""
    header = csv_bytes(list(columns), [])
    pieces = [csv_bytes(list(columns), [dict(zip(columns, row))])[len(header):] for row in labels]
    return header + b"".join([pieces[i] for i in order])


def _parquet(rows) -> bytes:
    import pyarrow as pa
    import pyarrow.parquet as pq

    table = pa.table({c: pa.DictionaryArray.from_arrays(pa.array(rows.codes[:, i]),
                                                        pa.array([str(v) for v in rows.labels[i]], type=pa.string()))
                      for i, c in enumerate(rows.columns)})
    buffer = io.BytesIO()
    pq.write_table(table, buffer)
    return buffer.getvalue()


_CONTENT_TYPES = ('<?xml version="1.0" encoding="UTF-8" standalone="yes"?>\n<Types xmlns="http://schemas.openxmlformats'
                  '.org/package/2006/content-types"><Default Extension="rels" ContentType="application/vnd.openxmlformats'
                  '-package.relationships+xml"/><Default Extension="xml" ContentType="application/xml"/><Override '
                  'PartName="/xl/workbook.xml" ContentType="application/vnd.openxmlformats-officedocument.spreadsheetml.'
                  'sheet.main+xml"/><Override PartName="/xl/worksheets/sheet1.xml" ContentType="application/vnd.'
                  'openxmlformats-officedocument.spreadsheetml.worksheet+xml"/><Override PartName="/xl/sharedStrings.'
                  'xml" ContentType="application/vnd.openxmlformats-officedocument.spreadsheetml.sharedStrings+xml"/>'
                  '</Types>')
_RELS = ('<?xml version="1.0" encoding="UTF-8" standalone="yes"?>\n<Relationships xmlns="http://schemas.openxmlformats.'
         'org/package/2006/relationships"><Relationship Id="rId1" Type="http://schemas.openxmlformats.org/'
         'officeDocument/2006/relationships/officeDocument" Target="xl/workbook.xml"/></Relationships>')
_WORKBOOK = ('<?xml version="1.0" encoding="UTF-8" standalone="yes"?>\n<workbook xmlns="http://schemas.openxmlformats.'
             'org/spreadsheetml/2006/main" xmlns:r="http://schemas.openxmlformats.org/officeDocument/2006/relationships'
             f'"><sheets><sheet name="{SHEET}" sheetId="1" r:id="rId1"/></sheets></workbook>')
_WORKBOOK_RELS = ('<?xml version="1.0" encoding="UTF-8" standalone="yes"?>\n<Relationships xmlns="http://schemas.'
                  'openxmlformats.org/package/2006/relationships"><Relationship Id="rId1" Type="http://schemas.'
                  'openxmlformats.org/officeDocument/2006/relationships/worksheet" Target="worksheets/sheet1.xml"/>'
                  '<Relationship Id="rId2" Type="http://schemas.openxmlformats.org/officeDocument/2006/relationships/'
                  'sharedStrings" Target="sharedStrings.xml"/></Relationships>')


def _xlsx(columns, labels, order) -> bytes:
    """One sheet, every cell a shared text (never a formula or a number, control characters as escapes:
    cell_text, as release.xlsx)."""
    strings: dict[str, int] = {}

    def shared(value) -> str:
        text = cell_text(str(value))  # control characters as escapes, never a formula
        return f'<c t="s"><v>{strings.setdefault(text, len(strings))}</v></c>'

    header = "".join(shared(c) for c in columns)
    bodies = ["".join(shared(v) for v in row) for row in labels]
    rows = [f'<row r="1">{header}</row>'] + [f'<row r="{n}">{bodies[i]}</row>' for n, i in enumerate(order, 2)]
    sheet = ('<?xml version="1.0" encoding="UTF-8" standalone="yes"?>\n<worksheet xmlns="http://schemas.'
             'openxmlformats.org/spreadsheetml/2006/main"><sheetData>' + "".join(rows) + "</sheetData></worksheet>")
    shared_xml = ('<?xml version="1.0" encoding="UTF-8" standalone="yes"?>\n<sst xmlns="http://schemas.openxmlformats.'
                  f'org/spreadsheetml/2006/main" count="{len(strings)}" uniqueCount="{len(strings)}">'
                  + "".join(f'<si><t xml:space="preserve">{escape(s)}</t></si>' for s in strings) + "</sst>")
    buffer = io.BytesIO()
    with zipfile.ZipFile(buffer, "w", zipfile.ZIP_DEFLATED) as book:
        for name, text in (("[Content_Types].xml", _CONTENT_TYPES), ("_rels/.rels", _RELS),
                           ("xl/workbook.xml", _WORKBOOK), ("xl/_rels/workbook.xml.rels", _WORKBOOK_RELS),
                           ("xl/worksheets/sheet1.xml", sheet), ("xl/sharedStrings.xml", shared_xml)):
            book.writestr(name, text.encode("utf-8"))
    return buffer.getvalue()
