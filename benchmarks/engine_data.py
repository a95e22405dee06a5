"""The synthetic admissions table (generate.py) as Parquet at any size, written in chunks so that
10^8 rows are generated in bounded memory (one chunk of at most 5 x 10^6 rows at a time).

python benchmarks/engine_data.py --rows 1000000 10000000 100000000 --folder /tmp/dpstudio-engines [--plan plan.json]
Chunk k is generate.admissions(chunk, seed 7 + k) with its patient ids shifted past the previous
chunk's, so the file holds distinct patients throughout; at 10^6 rows the file is exactly
generate.py's table. Files that already exist with the right row count are kept.
"""
from __future__ import annotations

import argparse
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
CHUNK = 5_000_000


def parquet_path(folder: Path, rows: int) -> Path:
    return Path(folder) / f"admissions-{rows}.parquet"


def write_parquet(rows: int, path: Path, chunk: int = CHUNK) -> Path:
    import pyarrow as pa
    import pyarrow.parquet as pq

    from benchmarks.generate import admissions

    if path.exists() and pq.ParquetFile(path).metadata.num_rows == rows:
        return path
    path.parent.mkdir(parents=True, exist_ok=True)  # a fresh machine has no --folder yet
    partial = path.with_suffix(".partial")
    writer, first_patient = None, 0
    for index, start in enumerate(range(0, rows, chunk)):
        frame = admissions(min(chunk, rows - start), seed=7 + index)
        frame["patient_id"] += first_patient
        frame["national_id"] = (10**9 + frame["patient_id"] * 7919) % 10**10
        first_patient = int(frame["patient_id"].max()) + 1
        table = pa.Table.from_pandas(frame, preserve_index=False)
        if writer is None:
            writer = pq.ParquetWriter(partial, table.schema)
        writer.write_table(table.cast(writer.schema))
        del frame, table
    writer.close()
    partial.rename(path)
    return path


def write_plan(path: Path) -> None:
    """The workload's plan (six queries, a row per person) as a plan file at the current version."""
    import json

    from benchmarks.workload import dpstudio_plan
    from dpstudio.core.plan.release_plan import PLAN_VERSION

    path.write_text(json.dumps({**dpstudio_plan(), "dpstudio_plan": PLAN_VERSION}, indent=2) + "\n")
    print(f"plan: {path}", flush=True)


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__)
    parser.add_argument("--rows", type=int, nargs="+", default=[1_000_000, 10_000_000, 100_000_000])
    parser.add_argument("--folder", default="/tmp/dpstudio-engines")
    parser.add_argument("--plan", help="also write the benchmarks' release plan (workload.py) to this file")
    args = parser.parse_args()
    sys.path.insert(0, str(ROOT))
    Path(args.folder).mkdir(parents=True, exist_ok=True)
    if args.plan:
        write_plan(Path(args.plan))
    for rows in args.rows:
        path = write_parquet(rows, parquet_path(Path(args.folder), rows))
        print(f"{rows:,} rows: {path} ({path.stat().st_size / 2**20:,.0f} MiB)", flush=True)


if __name__ == "__main__":
    main()
