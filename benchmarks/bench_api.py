"""The public API against plain pandas computing the same answers, and what a ledger adds.

python benchmarks/bench_api.py [--rows 1000000] [--repeats 3]
`dpstudio.release_uncharged(frame, plan)` hashes nothing and writes nothing (issue 13: it used to hash every
cell, 77% of the call at 10^6 rows). The ledger's keyed sketch of the people (population.py) is
timed on its own: it is paid only on a ledgered export (CLI, app), once per release.
Prints a Markdown table for benchmarks/RESULTS.md.
"""
from __future__ import annotations

import argparse
import sys
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

import pandas as pd  # noqa: E402

from benchmarks import workload  # noqa: E402
from benchmarks.bench_release import timed  # noqa: E402
from benchmarks.generate import admissions  # noqa: E402


def api_lines(rows: int, frame: pd.DataFrame, repeats: int):
    import dpstudio
    from dpstudio.core.ledger.population import sketch_table

    plan = workload.dpstudio_plan()
    floor = timed(lambda: workload.exact(frame), repeats)
    api = timed(lambda: dpstudio.release_uncharged(frame, plan), repeats)
    yield (f"| {rows:,} | dpstudio.release_uncharged(frame, plan) | {api:.3f} s | pandas exact {floor:.3f} s "
           f"| {api / floor:.2f}x |")
    cells = timed(lambda: pd.util.hash_pandas_object(frame, index=False), repeats)
    yield f"| {rows:,} | hashing every cell (what the API no longer does) | {cells:.3f} s | | |"
    for column, what in (("patient_id", "per person"), (None, "row-level")):
        seconds = timed(lambda column=column: sketch_table(frame, column, b"k" * 32), repeats)
        yield f"| {rows:,} | ledger sketch of the people, {what} (exports only) | {seconds:.3f} s | | |"


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__)
    parser.add_argument("--rows", type=int, nargs="+", default=[1_000_000])
    parser.add_argument("--repeats", type=int, default=3)
    args = parser.parse_args()
    print("| rows | what | time | baseline | ratio |\n|---|---|---|---|---|")
    for rows in args.rows:
        frame = admissions(rows)
        for line in api_lines(rows, frame, args.repeats):
            print(line, flush=True)


if __name__ == "__main__":
    main()
