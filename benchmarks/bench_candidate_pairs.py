"""Counting every candidate pair of a synthetic table whose pairs are chosen at release (issue 48,
`"choose_tables"`): one pass (each row's cell in every pair table, unnested and counted in one aggregate,
exact/ibis_parts.tables_part) against the union of one aggregate per pair it replaced, as a steward runs it.

    git worktree add /tmp/baseline e6e5425    # the code before: the union of one aggregate per table
    python benchmarks/bench_candidate_pairs.py --baseline /tmp/baseline --rows 100000 --columns 12 20 40 \
        --engines duckdb spark --timeout 600

The table: `--columns` text columns of 6 categories each, a chain (each column a copy of the one before with
probability 0.6, else uniform; benchmark data from numpy's generator, not a release's randomness), written as
Parquet, with `pid` (about 2.5 rows a person). The plan: one synthetic query over all columns counting rows, or
people (`--of people`: `pid`, at most 3 rows each, bounding's window computed on the engine), epsilon 2, delta 1e-6,
`"choose_tables": {}` (a tree chosen among every pair: 66, 190 or 780 candidate pairs), 1,000 synthetic rows.

Timing: `dpstudio release --data FILE --engine ENGINE PLAN --out DIR --ledger L` as a whole process (GNU time:
wall clock and peak RSS), from this checkout and from `--baseline`'s (PYTHONPATH set to each, the same Python),
the two alternating, a run killed at `--timeout` seconds; the load average before and after each run.
"""
from __future__ import annotations

import argparse
import json
import os
import signal
import subprocess
import sys
import tempfile
from pathlib import Path

import numpy as np
import pandas as pd

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT))

from benchmarks.bench_synthetic_wide import CATEGORIES, table as chain_table  # noqa: E402


def table(rows: int, columns: int, seed: int = 0) -> pd.DataFrame:
    """bench_synthetic_wide's chain of columns, and `pid`: a person of up to about five rows (rows / 2.5 people,
    drawn evenly)."""
    rng = np.random.default_rng(seed + 1)  # benchmark data, not privacy noise
    return chain_table(rows, seed, columns).assign(pid=[f"p{v}" for v in rng.integers(0, int(rows / 2.5), rows)])


def plan(columns: int, of: str) -> dict:
    """Counting rows, or people (`pid`, at most 3 rows each: bounding keeps each person's first three)."""
    names = [f"x{i:02d}" for i in range(columns)]
    out = {"dpstudio_plan": 13, "columns": {**{n: "other" for n in names}, "pid": "identifier"},
           "budget": {"epsilon": 2, "delta": 1e-6},
           "queries": [{"id": "wide", "kind": "synthetic", "of": of, "epsilon": 2, "delta": 1e-6,
                        "columns": names, "categories": {n: [f"v{v}" for v in range(CATEGORIES)] for n in names},
                        "choose_tables": {}, "rows": 1000}]}
    if of == "people":
        out["privacy_unit"] = {"column": "pid", "max_rows": 3}
    return out


def release(checkout: Path, data: Path, plan_file: Path, engine: str, out: Path, ledger: Path,
            timeout: float) -> dict:
    """One `dpstudio release` of `checkout`'s code: its wall seconds and peak GiB, or how it ended."""
    env = {**os.environ, "PYTHONPATH": str(checkout)}
    command = [sys.executable, "-m", "dpstudio", "release", "--data", str(data), "--engine", engine,
               str(plan_file), "--out", str(out), "--ledger", str(ledger)]
    load = os.getloadavg()[0]
    with tempfile.NamedTemporaryFile("r") as clock:
        process = subprocess.Popen(["/usr/bin/time", "-f", "%e %M", "-o", clock.name, *command], cwd=checkout,
                                   env=env, stdout=subprocess.DEVNULL, stderr=subprocess.PIPE, text=True,
                                   start_new_session=True)
        try:
            _, stderr = process.communicate(timeout=timeout)
        except subprocess.TimeoutExpired:
            os.killpg(process.pid, signal.SIGKILL)  # the release, and the Spark JVM it started
            process.communicate()
            return {"status": f"killed at {timeout:.0f} s", "load_before": load, "load_after": os.getloadavg()[0]}
        if process.returncode:
            return {"status": f"exit {process.returncode}: {stderr[-500:]}", "load_before": load}
        wall, peak = clock.read().split()[-2:]
    return {"status": "ok", "seconds": float(wall), "peak_gib": int(peak) / 2**20, "load_before": load,
            "load_after": os.getloadavg()[0]}


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--baseline", type=Path, required=True, help="a checkout of the code before (the union)")
    parser.add_argument("--rows", type=int, default=100_000)
    parser.add_argument("--columns", type=int, nargs="+", default=[12, 20, 40])
    parser.add_argument("--engines", nargs="+", default=["duckdb", "spark"])
    parser.add_argument("--of", nargs="+", default=["rows"], choices=["rows", "people"])
    parser.add_argument("--runs", type=int, default=1)
    parser.add_argument("--timeout", type=float, default=600)
    args = parser.parse_args()
    scratch = Path(tempfile.mkdtemp(prefix="bench-candidate-pairs-"))
    for columns, of in ((c, o) for o in args.of for c in args.columns):
        data, plan_file = scratch / f"wide{columns}.parquet", scratch / f"plan{columns}-{of}.json"
        table(args.rows, columns).to_parquet(data, index=False)
        plan_file.write_text(json.dumps(plan(columns, of)))
        for engine in args.engines:
            for run in range(args.runs):
                for side, checkout in (("one pass", ROOT), ("union (baseline)", args.baseline)):
                    ledger = scratch / f"ledger-{columns}-{of}-{engine}-{run}-{side[0]}.sqlite"
                    subprocess.run([sys.executable, "-m", "dpstudio", "ledger", "set-budget", "--data", str(data),
                                    "--plan", str(plan_file), "--epsilon", "1000", "--delta", "0.001", "--ledger",
                                    str(ledger)], check=True, capture_output=True, cwd=ROOT)
                    out = scratch / f"out-{columns}-{of}-{engine}-{run}-{side[0]}"
                    result = release(checkout, data, plan_file, engine, out, ledger, args.timeout)
                    print(json.dumps({"of": of, "columns": columns, "pairs": columns * (columns - 1) // 2, "rows": args.rows,
                                      "engine": engine, "run": run, "code": side, **result}), flush=True)


if __name__ == "__main__":
    main()
