"""The bundle's own workbook writer (output/workbook.py) against openpyxl, which wrote release.xlsx before it: the
same sheets, and every cell read back the same value of the same type (issue 45, one XLSX writer)."""
from __future__ import annotations

import io
import zipfile

import pandas as pd
from openpyxl import Workbook as OpenpyxlWorkbook
from openpyxl import load_workbook
from openpyxl.cell import Cell

from dpstudio.core.output.bundle import workbook_bytes
from dpstudio.core.output.csv_text import cell_text
from dpstudio.core.output.workbook import Workbook

TEXTS = ["plain", "", " leading", "trailing ", "two\nlines", "tab\there", "a & b < c > d \"q\" 'a'", "=SUM(A1)",
         "+1", "-2", "@x", "\x1b]0;title\x07", "\r", "North\u202eevil", "Zürich 北京 Αθήνα 🙂", "x" * 40_000,
         "_x0041_", "]]>", "1.5", "007"]
NUMBERS = [0, 1, -1, 12, 2.0, 0.1, 0.1 + 0.2, 1e-07, 1 / 3, 123456789.123456789, 2**53 + 1, 10**20, -0.0, 1e300,
           True, False]


def openpyxl_bytes(sheets) -> bytes:
    """release.xlsx as openpyxl wrote it (dpstudio before issue 45): text typed as text, never a formula."""
    book = OpenpyxlWorkbook()
    book.remove(book.active)
    for title, rows in sheets:
        sheet = book.create_sheet(title)
        for row in rows:
            sheet.append([_text(sheet, v) if isinstance(v, str) else v for v in row])
    buffer = io.BytesIO()
    book.save(buffer)
    return buffer.getvalue()


def _text(sheet, text: str) -> Cell:
    cell = Cell(sheet, value=text)
    cell.data_type = "s"
    return cell


def read_back(data: bytes) -> list:
    book = load_workbook(io.BytesIO(data))
    return [(sheet.title, [[(type(v), v) for v in row] for row in sheet.iter_rows(values_only=True)])
            for sheet in book.worksheets]


SHEETS = [("Release", [["dpstudio release", 12], ["created", "2026-12-07T06:00:00+00:00"], ["privacy unit", ""],
                       ["dataset fingerprint", None]]),
          ("texts", [[cell_text(t)] for t in TEXTS] + [[cell_text(t) for t in TEXTS]]),
          ("numbers", [NUMBERS, [None, 1, None, "", 2, None], ["value", "ci95", "suppressed"], [None, None, ""]]),
          ("a & b's \"sheet\"", [["x"]]), ("trailing", [["a", None, ""], ["b"]]), ("empty", [])]


def test_every_cell_reads_back_as_openpyxl_wrote_it():
    assert read_back(workbook_bytes(SHEETS)) == read_back(openpyxl_bytes(SHEETS))


def test_pandas_reads_the_same_frames():
    ours, theirs = (pd.read_excel(io.BytesIO(data), sheet_name=None, header=None, engine="openpyxl")
                    for data in (workbook_bytes(SHEETS), openpyxl_bytes(SHEETS)))
    assert list(ours) == list(theirs)
    for title in ours:
        pd.testing.assert_frame_equal(ours[title], theirs[title])


def test_no_formula_and_one_sheet_part_each():
    with zipfile.ZipFile(io.BytesIO(workbook_bytes(SHEETS))) as book:
        names = book.namelist()
        xml = "".join(book.read(n).decode("utf-8") for n in names)
    assert "<f>" not in xml and len([n for n in names if n.startswith("xl/worksheets/sheet")]) == len(SHEETS)


def test_a_synthetic_sheet_keeps_an_empty_label_as_text():
    """A synthetic table's sheet wrote an empty category label as an empty text (its own writer before issue 45)."""
    book = Workbook()
    book.add_sheet("synthetic", [book.row(["sex", "ward"]), book.row(["", "Surgery"])])
    assert [list(row) for row in load_workbook(io.BytesIO(book.bytes()))["synthetic"].values] == [
        ["sex", "ward"], ["", "Surgery"]]
