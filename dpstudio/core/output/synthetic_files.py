"""A synthetic table's files in the bundle (`"kind": "synthetic"`, plan version 11): the same rows as CSV (UTF-8,
text neutralised for spreadsheets like every CSV of the bundle), Parquet and Excel, named after the query
(`synthetic-ID.csv`, `.parquet`, `.xlsx`); release.json names them instead of listing the rows. SHA256SUMS
covers them like every other file. An Excel sheet holds at most 1,048,576 rows: a larger table has no .xlsx,
and release.json and the report say so."""
from __future__ import annotations

import io
import re

from .export import csv_bytes, spreadsheet_safe

EXCEL_MOST_ROWS = 1_048_575  # a sheet's 1,048,576 rows, the header row included


def synthetic_names(query: dict, rows: int) -> dict[str, str]:
    """The files of a synthetic query's rows: format -> file name (no .xlsx beyond a sheet's rows)."""
    stem = re.sub(r"[^\w.-]", "_", f"synthetic-{query['id']}")
    formats = ("csv", "parquet", "xlsx") if rows <= EXCEL_MOST_ROWS else ("csv", "parquet")
    return {fmt: f"{stem}.{fmt}" for fmt in formats}


def synthetic_files(query: dict) -> dict[str, bytes]:
    """File name -> bytes of each of a synthetic query's files."""
    rows = query["synthetic_rows"]
    columns = list(rows.columns)
    values = {c: rows.column_values(i) for i, c in enumerate(columns)}
    names = synthetic_names(query, len(rows))
    files = {names["csv"]: _csv(columns, values, len(rows)), names["parquet"]: _parquet(columns, values)}
    if "xlsx" in names:
        files[names["xlsx"]] = _xlsx(columns, values, len(rows))
    return files


def _csv(columns, values, count: int) -> bytes:
    return csv_bytes(columns, ({c: values[c][i] for c in columns} for i in range(count)))


def _parquet(columns, values) -> bytes:
    import pyarrow as pa
    import pyarrow.parquet as pq

    table = pa.table({c: pa.array([str(v) for v in values[c]], type=pa.string()).dictionary_encode()
                      for c in columns})
    buffer = io.BytesIO()
    pq.write_table(table, buffer)
    return buffer.getvalue()


def _xlsx(columns, values, count: int) -> bytes:
    """A write-only workbook (a sheet of 10^6 rows in seconds, not minutes); every cell is text, never a formula
    (spreadsheet_safe), control characters a workbook cannot hold written as \\xNN."""
    from openpyxl import Workbook
    from openpyxl.cell.cell import ILLEGAL_CHARACTERS_RE

    def text(value) -> str:
        return ILLEGAL_CHARACTERS_RE.sub(lambda m: f"\\x{ord(m.group()):02x}", str(spreadsheet_safe(str(value))))

    book = Workbook(write_only=True)
    sheet = book.create_sheet("synthetic")
    sheet.append([text(c) for c in columns])
    cache: dict = {}  # each label made safe once (the cells themselves cannot be shared between rows)
    for i in range(count):
        sheet.append([cache[v] if v in cache else cache.setdefault(v, text(v)) for v in (values[c][i] for c in columns)])
    buffer = io.BytesIO()
    book.save(buffer)
    return buffer.getvalue()
