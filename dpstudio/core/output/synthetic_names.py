"""A synthetic table's file names in the bundle (`synthetic-ID.csv`, `.parquet`, `.xlsx`), as release.json, the
bundle (synthetic_files.py) and the report (report_synthetic.py) name them. Apart from the files' writer so that the
report's section, which a kind's output record points to, needs no writer (and so no circle of imports)."""
from __future__ import annotations

import re

EXCEL_MOST_ROWS = 1_048_575  # a sheet's 1,048,576 rows, the header row included


def synthetic_names(query: dict, rows: int) -> dict[str, str]:
    """The files of a synthetic query's rows: format -> file name (no .xlsx beyond a sheet's rows)."""
    stem = re.sub(r"[^\w.-]", "_", f"synthetic-{query['id']}")
    formats = ("csv", "parquet", "xlsx") if rows <= EXCEL_MOST_ROWS else ("csv", "parquet")
    return {fmt: f"{stem}.{fmt}" for fmt in formats}
