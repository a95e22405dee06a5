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

A wide table (issue 48: its columns' full grid beyond a family's, kinds/synthetic/query.wide, which its rows carry
as SyntheticRows.wide) has nearly as many distinct rows as rows, so its rows are made column by column instead: each
label's CSV field and sheet cell is made once (by the csv module and the workbook writer, as above), and a slice of
rows at a time is their concatenation (`ColumnRows`); the CSV's bytes are the csv module's for the same rows.
"""
from __future__ import annotations

import csv
import io

import numpy as np

from ....output.csv_text import cell_text, csv_bytes
from ....output.workbook import Workbook
from .names import SHEET, synthetic_names

ROWS_A_SLICE = 65_536  # a wide table's rows made as text at once


def synthetic_files(query: dict) -> dict[str, bytes]:
    """File name -> bytes of each of a synthetic query's files."""
    rows = query["synthetic_rows"]
    names = synthetic_names(query, len(rows))
    if rows.wide:
        return _wide_files(rows, names)
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


class ColumnRows:
    """A wide table's rows as text, each row its columns' pieces (a label's CSV field or sheet cell, made once)
    joined by `separator`; made a slice at a time (`rows[a:b]`), never all at once."""

    def __init__(self, pieces: list[list[str]], codes: np.ndarray, separator: str = "") -> None:
        self.pieces = [np.array([(separator if i else "") + p for p in column], dtype=object)
                       for i, column in enumerate(pieces)]
        self.codes = codes

    def __len__(self) -> int:
        return len(self.codes)

    def __getitem__(self, where: slice) -> list[str]:
        codes = self.codes[where]
        out = self.pieces[0][codes[:, 0]]
        for i in range(1, len(self.pieces)):
            out = out + self.pieces[i][codes[:, i]]
        return out.tolist()


def _wide_files(rows, names: dict) -> dict[str, bytes]:
    files = {names["csv"]: _wide_csv(rows), names["parquet"]: _parquet(rows)}
    if "xlsx" in names:
        book = Workbook()
        header = book.row(cell_text(str(c)) for c in rows.columns)
        cells = [[book.row([cell_text(str(v))]) for v in labels] for labels in rows.labels]
        book.add_sheet(SHEET, _Headed(header, ColumnRows(cells, rows.codes)))
        files[names["xlsx"]] = book.bytes()
    return files


def _wide_csv(rows) -> bytes:
    """The csv module's file for these rows: each label's field as the module writes it in a row, rows joined."""
    fields = [[_csv_field(cell_text(str(v))) for v in labels] for labels in rows.labels]
    lines = ColumnRows(fields, rows.codes, ",")
    body = [("\r\n".join(lines[start:start + ROWS_A_SLICE]) + "\r\n").encode("utf-8")
            for start in range(0, len(lines), ROWS_A_SLICE)]
    return csv_bytes(list(rows.columns), []) + b"".join(body)


def _csv_field(text: str) -> str:
    """One field as the csv module writes it within a row of several (quoted where it must be)."""
    handle = io.StringIO(newline="")
    csv.writer(handle).writerow([text, "z"])
    return handle.getvalue()[:-len(",z\r\n")]


class _Headed:
    """A sheet's rows: the header's, then the table's (a slice at a time)."""

    def __init__(self, header: str, body: ColumnRows) -> None:
        self.header, self.body = header, body

    def __len__(self) -> int:
        return len(self.body) + 1

    def __getitem__(self, where: slice) -> list[str]:
        start, stop, _ = where.indices(len(self))
        head = [self.header] if start == 0 else []
        return head + self.body[slice(max(start - 1, 0), stop - 1)]
