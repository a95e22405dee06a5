"""The bundle's two workbooks, written three ways (issue 45, "two XLSX writers"): a synthetic table's sheet of
10^5 and 10^6 rows over six columns of labels (as `synthetic-ID.xlsx`), and release.xlsx of the sample plans.

    python benchmarks/bench_xlsx.py                       # 10^5 rows 3 rounds, 10^6 rows 2 rounds, the sample plans
    python benchmarks/bench_xlsx.py --rows 100000 --rounds 3 --no-release

Writers: dpstudio's own (output/workbook.py: the minimal SpreadsheetML package, each distinct row's XML made once),
openpyxl in write_only mode (rows streamed), XlsxWriter with constant_memory (rows streamed, strings inline); for
release.xlsx also openpyxl's ordinary mode, release.xlsx's writer before issue 45. Every
writer is given the same rows, the cells' text already made safe (cell_text) and each distinct row's cells made once,
and is timed as one whole call from the rows to the file's bytes, in rounds A B C A B C in one process, so that a
change of load falls on every writer alike. XlsxWriter is a peer, not a dependency (benchmarks/requirements-peers.txt,
or `pip install xlsxwriter`): without it its column is left out. The load average (`uptime`) is printed before and
after. Results: benchmarks/RESULTS.md, "The bundle's workbooks: one writer".

The synthetic rows: birth year in 10 bands, sex, ward (7), diagnosis (20), readmitted, length of stay in 7 bins
(a full grid of 39,200 cells, as benchmarks/bench_synthetic.py), drawn uniformly from a seeded generator (benchmark
data, nothing private).
"""
from __future__ import annotations

import argparse
import io
import subprocess
import sys
import time
from pathlib import Path

import numpy as np

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

from dpstudio.core.kinds.synthetic.output import files as synthetic_output  # noqa: E402
from dpstudio.core.kinds.synthetic.private import SyntheticRows  # noqa: E402
from dpstudio.core.output import bundle  # noqa: E402
from dpstudio.core.output.csv_text import cell_text  # noqa: E402

ROOT = Path(__file__).resolve().parents[1]
SAMPLES = ["sample_plan", "table_plan", "family_plan", "synthetic_plan"]
COLUMNS = ("birth_year", "sex", "ward", "diagnosis", "readmitted", "length_of_stay")
LABELS = ([f"[{y}, {y + 10})" for y in range(1920, 2020, 10)], ["F", "M"],
          ["Cardiology", "Internal medicine", "Surgery", "Orthopaedics", "Psychiatry", "Neurology", "Oncology"],
          [f"D{i:02d}" for i in range(20)], ["no", "yes"], ["[0, 1)", "[1, 2)", "[2, 4)", "[4, 7)", "[7, 14)",
                                                            "[14, 30)", "[30, 201]"])


def synthetic_rows(rows: int) -> SyntheticRows:
    generator = np.random.default_rng(45)  # benchmark data: nothing private is drawn here
    codes = np.stack([generator.integers(0, len(labels), rows) for labels in LABELS], axis=1)
    return SyntheticRows(COLUMNS, tuple(tuple(labels) for labels in LABELS), codes)


def _texts(rows: SyntheticRows):
    """The header, each distinct row's cells as text (cell_text), and the rows' order: what every writer is given."""
    labels, order = synthetic_output.distinct_rows(rows)
    header = [cell_text(c) for c in rows.columns]
    return header, [[cell_text(str(v)) for v in row] for row in labels], order


def own_synthetic(rows: SyntheticRows) -> bytes:
    return synthetic_output.synthetic_xlsx(rows)


def openpyxl_synthetic(rows: SyntheticRows) -> bytes:
    header, distinct, order = _texts(rows)
    return openpyxl_write_only([("synthetic", [header] + [distinct[i] for i in order])])


def xlsxwriter_synthetic(rows: SyntheticRows) -> bytes:
    header, distinct, order = _texts(rows)
    return xlsxwriter_constant_memory([("synthetic", [header] + [distinct[i] for i in order])])


def openpyxl_workbook(sheets) -> bytes:
    """openpyxl as release.xlsx was written before issue 45: a workbook in memory, saved whole."""
    from openpyxl import Workbook
    from openpyxl.cell import Cell

    book = Workbook()
    book.remove(book.active)
    for title, rows in sheets:
        sheet = book.create_sheet(title)
        for row in rows:
            sheet.append([_text(sheet, v, Cell) if isinstance(v, str) else v for v in row])
    buffer = io.BytesIO()
    book.save(buffer)
    return buffer.getvalue()


def openpyxl_write_only(sheets) -> bytes:
    """openpyxl, write_only: each row appended and streamed to the sheet's XML; text typed as text."""
    from openpyxl import Workbook
    from openpyxl.cell import WriteOnlyCell

    book = Workbook(write_only=True)
    for title, rows in sheets:
        sheet = book.create_sheet(title)
        for row in rows:
            sheet.append([_text(sheet, v, WriteOnlyCell) if isinstance(v, str) else v for v in row])
    buffer = io.BytesIO()
    book.save(buffer)
    return buffer.getvalue()


def _text(sheet, value: str, cell_type):
    cell = cell_type(sheet, value=value)
    cell.data_type = "s"
    return cell


def xlsxwriter_constant_memory(sheets) -> bytes:
    """XlsxWriter, constant_memory: rows streamed to a temporary file; text always written as text."""
    import xlsxwriter

    buffer = io.BytesIO()
    book = xlsxwriter.Workbook(buffer, {"constant_memory": True, "strings_to_formulas": False,
                                        "strings_to_urls": False, "strings_to_numbers": False})
    for title, rows in sheets:
        sheet = book.add_worksheet(title)
        for r, row in enumerate(rows):
            sheet.write_row(r, 0, row)
    book.close()
    return buffer.getvalue()


def load() -> str:
    return subprocess.run(["uptime"], capture_output=True, text=True).stdout.strip()


def rounds(writers: dict, argument, count: int) -> dict:
    """A B C A B C: each writer once a round, all in one process; seconds of each call, and the bytes' size."""
    times = {name: [] for name in writers}
    sizes = {}
    for _ in range(count):
        for name, writer in writers.items():
            start = time.perf_counter()
            data = writer(argument)
            times[name].append(time.perf_counter() - start)
            sizes[name] = len(data)
    return {name: (times[name], sizes[name]) for name in writers}


def show(title: str, results: dict) -> None:
    own = min(next(iter(results.values()))[0])
    print(f"\n{title}")
    print("| writer | seconds, each round | best | best / first row's | bytes |")
    print("|---|---|---|---|---|")
    for name, (times, size) in results.items():
        print(f"| {name} | {', '.join(f'{t:.3f}' for t in times)} | {min(times):.3f} | {min(times) / own:.1f}x "
              f"| {size:,} |")


def sample_release(name: str) -> dict:
    import json

    import pandas as pd

    from dpstudio.api import release_uncharged

    plan = json.loads((ROOT / "resources" / "sample" / f"{name}.json").read_text(encoding="utf-8"))
    return release_uncharged(pd.read_csv(ROOT / "resources" / "sample" / "hospital_admissions.csv"), plan)


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--rows", type=int, nargs="*", default=[100_000, 1_000_000])
    parser.add_argument("--rounds", type=int, nargs="*", default=[3, 2], help="rounds for each --rows, in order")
    parser.add_argument("--no-release", action="store_true", help="leave out release.xlsx of the sample plans")
    args = parser.parse_args()
    synthetic = {"dpstudio": own_synthetic, "openpyxl write_only": openpyxl_synthetic}
    library = {"dpstudio": bundle.workbook_bytes, "openpyxl (release.xlsx's writer before)": openpyxl_workbook,
               "openpyxl write_only": openpyxl_write_only}
    try:
        import xlsxwriter  # noqa: F401
        synthetic["XlsxWriter constant_memory"] = xlsxwriter_synthetic
        library["XlsxWriter constant_memory"] = xlsxwriter_constant_memory
    except ImportError:
        print("XlsxWriter is not installed: its column is left out")
    print(f"load before: {load()}")
    for count, repeat in zip(args.rows, args.rounds + [args.rounds[-1]] * len(args.rows)):
        rows = synthetic_rows(count)
        show(f"synthetic sheet, {count:,} rows x 6 columns ({len(np.unique(rows.codes, axis=0)):,} distinct), "
             f"{repeat} rounds", rounds(synthetic, rows, repeat))
    if not args.no_release:
        for name in SAMPLES:
            sheets = list(bundle.release_sheets(sample_release(name)))
            cells = sum(len(row) for _, rows in sheets for row in rows)
            show(f"release.xlsx of {name} ({len(sheets)} sheets, {cells:,} cells), 5 rounds",
                 rounds(library, sheets, 5))
    print(f"\nload after: {load()}")


if __name__ == "__main__":
    main()
