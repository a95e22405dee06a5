"""Text as a CSV file or a workbook of the release holds it (release.csv, release.xlsx, a synthetic table's files):
never a formula, control characters as escapes. Apart from export.py, which writes the release's folder, so that a
kind's output record (a synthetic table's files) can write its own files without importing the registry back."""
from __future__ import annotations

import csv
import io

from ..base.visible_text import visible

FORMULA_STARTS = ("=", "+", "-", "@", "\t", "\r")


def spreadsheet_safe(value):
    """Text that a spreadsheet would run as a formula gets a leading apostrophe; numbers pass."""
    if isinstance(value, str) and value.startswith(FORMULA_STARTS):
        return "'" + value
    return value


def cell_text(value):
    """A value as a CSV file or a workbook holds it: text with its control characters written as escapes
    (visible_text.visible: a key found in the table may hold ESC or a bidi override, which `cat release.csv`
    would obey) and never a formula (spreadsheet_safe); numbers pass."""
    return spreadsheet_safe(visible(value) if isinstance(value, str) else value)


def csv_bytes(columns: list[str], rows: list[dict]) -> bytes:
    """The CSV file's bytes: UTF-8, CRLF line ends, a header row; text neutralised for spreadsheets and terminals."""
    handle = io.StringIO(newline="")
    writer = csv.DictWriter(handle, fieldnames=columns, extrasaction="ignore")
    writer.writerow({k: cell_text(k) for k in columns})  # a column name can be a formula too
    for row in rows:
        writer.writerow({k: cell_text("" if row.get(k) is None else row.get(k)) for k in columns})
    return handle.getvalue().encode("utf-8")
