"""A synthetic table's names in the bundle: its files' (`synthetic-ID.csv`, `.parquet`, `.xlsx`), as release.json,
the bundle (files.py) and the report (report.py) name them, and its release.json entry's own field. Apart from the
files' writer so that the report's section needs no writer."""
from __future__ import annotations

import re

ENTRY_FIELD = "synthetic"  # the field of its release.json entry with its rows' columns, number and files
SHEET = "synthetic"  # the one sheet of its .xlsx file
EXCEL_MOST_ROWS = 1_048_575  # a sheet's 1,048,576 rows, the header row included


def synthetic_names(query: dict, rows: int) -> dict[str, str]:
    """The files of a synthetic query's rows: format -> file name (no .xlsx beyond a sheet's rows)."""
    stem = re.sub(r"[^\w.-]", "_", f"synthetic-{query['id']}")
    formats = ("csv", "parquet", "xlsx") if rows <= EXCEL_MOST_ROWS else ("csv", "parquet")
    return {fmt: f"{stem}.{fmt}" for fmt in formats}
