"""Load time: dpstudio's load_table against reading the same file with pyarrow directly.

python benchmarks/bench_load.py [--rows 100000 1000000 10000000] [--repeats 15]

Runs alternate (dpstudio, pyarrow, dpstudio, ...) so that both see the same machine state; the
ratio is the median over the pairs. load_table does more than the baseline: it reads each value
under a declared reading schema on its own (codes with leading zeros stay text, spaces are
trimmed, missing-value words are missing, a value that does not fit its type is missing for its
row alone), and takes the SHA-256 of the file for the ledger. A first open also infers that
schema (in the same pass over each column); a release reads under the saved schema. A file that
quotes its text values (as R's write.csv does) is also checked for a quoted value running over
a line break. The breakdown shows what each part costs alone.
"""
from __future__ import annotations

import argparse
import csv
import statistics
import sys
import tempfile
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT))

from benchmarks.generate import admissions  # noqa: E402


def once(function) -> float:
    start = time.perf_counter()
    function()
    return time.perf_counter() - start


def paired(ours, theirs, repeats: int) -> tuple[float, float, float]:
    """Median time of each and the median of the per-pair ratios."""
    ours(), theirs()  # warm caches and imports
    pairs = [(once(ours), once(theirs)) for _ in range(repeats)]
    return (statistics.median(a for a, _ in pairs), statistics.median(b for _, b in pairs),
            statistics.median(a / b for a, b in pairs))


def load_lines(rows: int, folder: Path, repeats: int, frame=None) -> list[str]:
    import pyarrow.csv
    import pyarrow.parquet

    from dpstudio.core.io.loading import load_table

    frame = admissions(rows) if frame is None else frame
    csv_path, parquet_path = folder / f"t{rows}.csv", folder / f"t{rows}.parquet"
    quoted_path = folder / f"q{rows}.csv"
    frame.to_csv(csv_path, index=False)
    frame.to_csv(quoted_path, index=False, quoting=csv.QUOTE_NONNUMERIC)
    frame.to_parquet(parquet_path, index=False)
    del frame
    lines = []
    schema = load_table(csv_path).schema
    for name, path, direct, ours_load in (
            ("CSV, first open (infers the schema)", csv_path, lambda: pyarrow.csv.read_csv(csv_path).to_pandas(),
             lambda: load_table(csv_path)),
            ("CSV under its reading schema (a release)", csv_path,
             lambda: pyarrow.csv.read_csv(csv_path).to_pandas(), lambda: load_table(csv_path, schema=schema)),
            ("CSV, every text value quoted", quoted_path, lambda: pyarrow.csv.read_csv(quoted_path).to_pandas(),
             lambda: load_table(quoted_path)),
            ("Parquet", parquet_path, lambda: pyarrow.parquet.read_table(parquet_path).to_pandas(),
             lambda: load_table(parquet_path))):
        ours, floor, ratio = paired(ours_load, direct, repeats)
        lines.append(f"| {rows:,} | load {name} ({path.stat().st_size / 2**20:,.0f} MiB) | {ours:.3f} s | "
                     f"pyarrow direct {floor:.3f} s | {ratio:.2f}x |")
    lines.append(breakdown(rows, csv_path, repeats))
    for path in (csv_path, quoted_path, parquet_path):
        path.unlink()
    return lines


def breakdown(rows: int, path: Path, repeats: int) -> str:
    """Each part of loading the CSV alone (median), to show where the time over pyarrow goes."""
    from dpstudio.core.io.csv_reading import parse_text
    from dpstudio.core.io.file_hash import FileHasher
    from dpstudio.core.io.loading import load_table
    from dpstudio.core.io.schema import MISSING_WORDS, ReadingSchema
    from dpstudio.core.io.schema_reading import frame_under, read_inferring

    parse = lambda: parse_text(path, "utf-8", ",", False, missing=MISSING_WORDS)  # noqa: E731
    parsed = parse()
    schema = load_table(path).schema
    base = ReadingSchema(encoding="utf-8", delimiter=",")
    parts = {"parse as text": parse,
             "infer the types and read (first open)": lambda: read_inferring(parsed, base, []),
             "read under the schema": lambda: frame_under(parsed, schema, []),
             "whole load under a given schema": lambda: load_table(path, schema=schema),
             "SHA-256 alone": lambda: FileHasher(path).result()}
    timings = {name: statistics.median(once(f) for _ in range(repeats)) for name, f in parts.items()}
    return f"| {rows:,} | parts of the CSV load, each alone | " + "; ".join(
        f"{name} {seconds:.3f} s" for name, seconds in timings.items()) + " | | |"


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__)
    parser.add_argument("--rows", type=int, nargs="+", default=[100_000, 1_000_000, 10_000_000])
    parser.add_argument("--repeats", type=int, default=15)
    args = parser.parse_args()
    folder = Path(tempfile.mkdtemp())
    print("| rows | what | time (median) | baseline | ratio (median of pairs) |\n|---|---|---|---|---|")
    for rows in args.rows:
        repeats = args.repeats if rows < 5_000_000 else max(3, args.repeats // 3)
        for line in load_lines(rows, folder, repeats):
            print(line, flush=True)


if __name__ == "__main__":
    main()
