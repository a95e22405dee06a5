"""A release folder's files as the text its golden files hold, masked (masking.py): release.json, release.csv and
release.xlsx with placeholders for the drawn figures, report.pdf's text, and for the files that hold nothing but
drawn rows (a randomized response's answers, synthetic rows) and the keys and sums, their names and shapes."""
from __future__ import annotations

import csv
import io
import json
import re
import shutil
import subprocess
from pathlib import Path

import openpyxl
import pyarrow.parquet as pq

from tests.golden.masking import DRAWN, KEY, MOMENT, mask_release, mask_report_text, mask_table


def release_of(folder: Path) -> dict:
    return json.loads((folder / "release.json").read_text(encoding="utf-8"))


def json_text(data) -> str:
    return json.dumps(data, indent=2, ensure_ascii=False) + "\n"


STEADY_DIGITS = 12  # a figure computed, not drawn (an interval's half-width), is frozen to this many digits
LONG_DECIMAL = re.compile(r"-?\d+\.\d{7,}(?:[eE][-+]?\d+)?")


def steady(value):
    """`value` with every float (in lists and objects, and in a text that is only a long decimal) to STEADY_DIGITS
    significant digits: the residual planner's linear algebra gives the same interval to the 13th digit on one CPU
    and another (numpy's SIMD paths differ), and a golden file freezes behaviour, not a machine's last digits."""
    if isinstance(value, float):
        return float(f"{value:.{STEADY_DIGITS}g}")
    if isinstance(value, str) and LONG_DECIMAL.fullmatch(value):
        return repr(steady(float(value)))
    if isinstance(value, dict):
        return {k: steady(v) for k, v in value.items()}
    if isinstance(value, (list, tuple)):
        return [steady(v) for v in value]
    return value


def masked_release_json(folder: Path) -> str:
    return json_text(steady(mask_release(release_of(folder))))


def masked_release_csv(folder: Path) -> str:
    """release.csv, masked query by query, written back as CSV with its own line ends (CRLF) shown as \\n."""
    queries = {q["id"]: q for q in release_of(folder)["queries"]}
    with open(folder / "release.csv", encoding="utf-8", newline="") as handle:
        rows = list(csv.reader(handle))
    header, masked = rows[0], [rows[0]]
    for query_id, query in queries.items():
        masked += mask_table([header] + [r for r in rows[1:] if r[0] == query_id], query)[1:]
    out = io.StringIO()
    csv.writer(out, lineterminator="\n").writerows(steady(masked))
    line_ends = "CRLF" if (folder / "release.csv").read_bytes().count(b"\r\n") == len(rows) else "not CRLF"
    return f"# line ends: {line_ends}\n" + out.getvalue()


def masked_release_xlsx(folder: Path) -> str:
    """release.xlsx, a sheet after the other: its name, then its rows, cells separated by " | " (Python's repr,
    so that a number and a text that reads the same stay apart); trailing empty cells dropped."""
    release = release_of(folder)
    queries = {q["id"][:31]: q for q in release["queries"]}
    book = openpyxl.load_workbook(folder / "release.xlsx")
    lines = []
    for sheet in book.worksheets:
        rows = [_trimmed(row) for row in sheet.iter_rows(values_only=True)]
        if sheet.title in queries:
            rows = mask_table(rows, queries[sheet.title], header=1)
        else:  # the sheet describing the release
            rows = [[r[0], {"created": MOMENT, "dataset fingerprint": KEY}.get(r[0], r[1])] if len(r) == 2 else r
                    for r in rows]
        lines.append(f"## sheet {sheet.title!r}")
        lines += [" | ".join(map(repr, steady(row))) for row in rows]
    return "\n".join(lines) + "\n"


def _trimmed(row) -> list:
    row = list(row)
    while row and row[-1] is None:
        row.pop()
    return row


def bundle_shape(folder: Path) -> str:
    """The folder's files, what SHA256SUMS and its signature name, and the shape of the files of drawn rows."""
    lines = ["# files", *sorted(p.name for p in folder.iterdir())]
    for name in ("SHA256SUMS", "SHA256SUMS.sig"):
        lines += [f"# named in {name}", *[line.split("  ", 1)[-1] if not line.startswith("#") else line
                                          for line in (folder / name).read_text(encoding="utf-8").splitlines()]]
    for path in sorted(folder.glob("*.perturbed.csv")) + sorted(folder.glob("synthetic-*.csv")):
        with open(path, encoding="utf-8", newline="") as handle:
            rows = list(csv.reader(handle))
        lines += [f"# {path.name}: header {rows[0]}, {DRAWN} rows" if path.name.endswith(".perturbed.csv") else
                  f"# {path.name}: header {rows[0]}, {len(rows) - 1} rows"]
        lines += [f"  {name}: {sorted({row[i] for row in rows[1:]})}" for i, name in enumerate(rows[0])]
    for path in sorted(folder.glob("synthetic-*.parquet")):
        table = pq.read_table(path)
        lines += [f"# {path.name}: {table.num_rows} rows", *[f"  {field.name}: {field.type}" for field in table.schema]]
    for path in sorted(folder.glob("synthetic-*.xlsx")):
        sheets = openpyxl.load_workbook(path).worksheets
        lines += [f"# {path.name}: sheet {s.title!r}, header {list(next(s.iter_rows(values_only=True)))}, "
                  f"{s.max_row - 1} rows" for s in sheets]
    return "\n".join(lines) + "\n"


def report_text(folder: Path) -> str:
    """report.pdf's text as `pdftotext -raw` reads it, masked (masking.mask_report_text)."""
    if shutil.which("pdftotext") is None:
        raise AssertionError("pdftotext is missing: install poppler-utils (apt-get install -y poppler-utils)")
    done = subprocess.run(["pdftotext", "-raw", "-enc", "UTF-8", str(folder / "report.pdf"), "-"],
                          capture_output=True, check=True, timeout=60)
    return mask_report_text(done.stdout.decode("utf-8"), release_of(folder))
