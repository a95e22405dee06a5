"""A wide synthetic table (issue 48): `dpstudio release` of a synthetic table over 20 columns whose full grid
(7^20 = 8 * 10^16 combinations with the (other) cells) no machine holds, drawn from the junction-tree model of a
chain of 19 pair tables, as a steward runs it (a whole process, ledger, report and bundle included).

    python benchmarks/bench_synthetic_wide.py --rows 1000000 --runs 1

The table: 20 text columns of 6 categories each, a chain (each column a copy of the one before with probability
0.6, else uniform), generated here (benchmark data, numpy's generator; not a release's randomness), written as
Parquet (the DuckDB engine reads it). The plan: counting rows, epsilon 2, delta 1e-6, `"tables"`: the 19 pairs of
neighbouring columns, as many synthetic rows out as rows in. Target (issue 48): <= 60 s and <= 2 GiB at 10^6 rows
in and out on the 2-core machine.

Timing: GNU time around `dpstudio release --data FILE.parquet PLAN --out DIR --ledger L` on a ledger whose budget
was set beforehand; wall clock and peak RSS of each run; the load average before and after. Then the rows' pair
tables against the published ones: the largest total variation over the 19 tables.
"""
from __future__ import annotations

import argparse
import json
import sys
import tempfile
from pathlib import Path

import numpy as np
import pandas as pd

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT))

from benchmarks.bench_synthetic import timed_releases  # noqa: E402
COLUMNS, CATEGORIES = 20, 6


def name(i: int) -> str:
    return f"x{i:02d}"


def table(rows: int, seed: int = 0, columns: int = COLUMNS) -> pd.DataFrame:
    """`columns` text columns of CATEGORIES values in a chain (bench_candidate_pairs.py takes other numbers)."""
    rng = np.random.default_rng(seed)  # benchmark data, not privacy noise
    codes = np.empty((rows, columns), dtype=np.int64)
    codes[:, 0] = rng.integers(0, CATEGORIES, rows)
    for i in range(1, columns):
        codes[:, i] = np.where(rng.random(rows) < 0.6, codes[:, i - 1], rng.integers(0, CATEGORIES, rows))
    labels = np.array([f"v{v}" for v in range(CATEGORIES)])
    return pd.DataFrame({name(i): pd.Categorical.from_codes(codes[:, i], labels).astype(str) for i in range(columns)})


def plan(rows: int) -> dict:
    names = [name(i) for i in range(COLUMNS)]
    return {"dpstudio_plan": 12, "columns": {n: "other" for n in names}, "budget": {"epsilon": 2, "delta": 1e-6},
            "queries": [{"id": "wide", "kind": "synthetic", "of": "rows", "epsilon": 2, "delta": 1e-6,
                         "columns": names, "categories": {n: [f"v{v}" for v in range(CATEGORIES)] for n in names},
                         "tables": [[names[i], names[i + 1]] for i in range(COLUMNS - 1)], "rows": rows}]}


def largest_variation(out: Path) -> float:
    """The largest total variation between a pair table of the rows and the published one, over the 19 tables."""
    release = json.loads((out / "release.json").read_text(encoding="utf-8"))["queries"][0]
    rows = pd.read_parquet(out / "synthetic-wide.parquet").astype(str)
    start, worst = 0, 0.0
    for spec in release["tables"]:
        cells = release["cells"][start:start + spec["cells"]]
        start += spec["cells"]
        counted = rows.groupby(spec["columns"]).size()
        own = np.array([counted.get(tuple(c["key"].values()), 0) for c in cells], dtype=float)
        values = np.array([c["value"] for c in cells], dtype=float)
        worst = max(worst, 0.5 * float(np.abs(own / own.sum() - values / values.sum()).sum()))
    return worst


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--rows", type=int, default=1_000_000)
    parser.add_argument("--runs", type=int, default=1)
    args = parser.parse_args()
    scratch = Path(tempfile.mkdtemp(prefix="bench-synthetic-wide-"))
    data, plan_file = scratch / "wide.parquet", scratch / "plan.json"
    table(args.rows).to_parquet(data, index=False)
    plan_file.write_text(json.dumps(plan(args.rows)))
    for run, out, wall, peak in timed_releases(data, plan_file, scratch, args.runs):
        print(f"run {run + 1}: {args.rows:,} rows in and out, dpstudio release {wall:.1f} s, peak {peak:.2f} GiB; "
              f"largest total variation of a pair table against the published {largest_variation(out):.1e}")


if __name__ == "__main__":
    main()
