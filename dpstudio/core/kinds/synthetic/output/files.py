"""A synthetic table's files in the bundle (plan version 11): the same rows as CSV (UTF-8,
text neutralised for spreadsheets like every CSV of the bundle), Parquet and Excel, named after the query
(`synthetic-ID.csv`, `.parquet`, `.xlsx`); release.json names them instead of listing the rows. SHA256SUMS
covers them like every other file. An Excel sheet holds at most 1,048,576 rows: a larger table has no .xlsx,
and release.json and the report say so.

The rows are combinations of a few labels (at most the full grid's cells, kinds/marginals/rule.py), so each distinct
row is written once, by the csv module for the CSV and as a sheet row for Excel, and the files are these pieces in
the rows' order. The sheet is written by the bundle's own workbook writer (output/workbook.py, release.xlsx's too):
openpyxl took 4 to 12 minutes for 10^6 rows of six columns, and XlsxWriter and openpyxl's write_only mode, which
stream rows, 13 and 53 times as long as writing each distinct row once (benchmarks/bench_xlsx.py,
benchmarks/RESULTS.md); tests read the file back with openpyxl and pandas.
"""
from __future__ import annotations

import io

import numpy as np

from ....output.csv_text import cell_text, csv_bytes
from ....output.workbook import Workbook
from .names import SHEET, synthetic_names

def synthetic_files(query: dict) -> dict[str, bytes]:
    """File name -> bytes of each of a synthetic query's files."""
    rows = query["synthetic_rows"]
    names = synthetic_names(query, len(rows))
    labels, order = distinct_rows(rows)
    files = {names["csv"]: _csv(rows.columns, labels, order), names["parquet"]: _parquet(rows)}
    if "xlsx" in names:
        files[names["xlsx"]] = _xlsx(rows.columns, labels, order)
    return files


def distinct_rows(rows) -> tuple[list[list], np.ndarray]:
    """Each distinct row's labels once, and the rows' order as indices into them."""
    sizes = [len(labels) for labels in rows.labels]
    cells, order = np.unique(np.ravel_multi_index(rows.codes.T, sizes), return_inverse=True)
    distinct = np.stack(np.unravel_index(cells, sizes), axis=1)
    return [[rows.labels[i][code] for i, code in enumerate(row)] for row in distinct], order


def synthetic_xlsx(rows) -> bytes:
    """The rows' .xlsx file alone (benchmarks/bench_xlsx.py)."""
    return _xlsx(rows.columns, *distinct_rows(rows))


def _csv(columns, labels, order) -> bytes:
    """The csv module writes each distinct row once (quoting, formulas neutralised); the file is them in order."""
    header = csv_bytes(list(columns), [])
    pieces = [csv_bytes(list(columns), [dict(zip(columns, row))])[len(header):] for row in labels]
    return header + b"".join([pieces[i] for i in order])


def _parquet(rows) -> bytes:
    # start-up: Parquet's writer only when synthetic rows are written
    import pyarrow as pa
    import pyarrow.parquet as pq

    table = pa.table({c: pa.DictionaryArray.from_arrays(pa.array(rows.codes[:, i]),
                                                        pa.array([str(v) for v in rows.labels[i]], type=pa.string()))
                      for i, c in enumerate(rows.columns)})
    buffer = io.BytesIO()
    pq.write_table(table, buffer)
    return buffer.getvalue()


def _xlsx(columns, labels, order) -> bytes:
    """One sheet, every cell a shared text (never a formula or a number, control characters as escapes:
    cell_text, as release.xlsx); each distinct row's XML made once."""
    book = Workbook()
    header = book.row(cell_text(str(c)) for c in columns)
    bodies = [book.row(cell_text(str(v)) for v in row) for row in labels]
    book.add_sheet(SHEET, [header] + [bodies[i] for i in order])
    return book.bytes()
