"""Accuracy of a published table (issue 16): dpstudio beside OpenDP and Tumult at equal (epsilon, delta).

    python benchmarks/bench_table_accuracy.py run --library dpstudio-sequential --runs 400 --out t-dps.json
    python benchmarks/bench_table_accuracy.py run --library dpstudio-zcdp --runs 400 --out t-dpz.json
    .peers/bin/python benchmarks/bench_table_accuracy.py run --library opendp-pure --runs 150 --out t-op.json
    .peers/bin/python benchmarks/bench_table_accuracy.py run --library opendp-zcdp --rho R --runs 150 --out t-oz.json
    .tumult/bin/python benchmarks/bench_table_accuracy.py run --library tumult-pure --runs 100 --out t-tp.json
    .tumult/bin/python benchmarks/bench_table_accuracy.py run --library tumult-zcdp --rho R --runs 100 --out t-tz.json
    .peers/bin/python benchmarks/bench_table_accuracy.py run --library opendp-apart --runs 150 --out t-oa.json
    .tumult/bin/python benchmarks/bench_table_accuracy.py run --library tumult-apart --runs 60 --out t-ta.json
    python benchmarks/bench_table_accuracy.py rho          # R: the rho every zCDP run gets
    python benchmarks/bench_table_accuracy.py report t-*.json

The workload is benchmarks/table_workload.py at 10^5 rows. Each run stores, per part, the sum of
squared errors over its released numbers (70 cells, 14 margins, the total) and the mean squared
error of the 7 means. `report` prints the RMSE of each part, the table's total squared error (all
85 numbers) and each library's ratio to dpstudio's best setting, with standard errors.
"""
from __future__ import annotations

import argparse
import json
import sys
import time
from pathlib import Path

import numpy as np

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

from benchmarks import table_workload  # noqa: E402
from benchmarks.generate import admissions  # noqa: E402

LIBRARIES = ("dpstudio-sequential", "dpstudio-zcdp", "opendp-pure", "opendp-zcdp", "opendp-apart", "tumult-pure",
             "tumult-zcdp", "tumult-apart")
TABLE_PARTS = ("cells", "margins", "total")


def releaser(library: str, rho: float | None):
    if library.startswith("dpstudio"):
        accounting = library.split("-")[1]
        return lambda frame: table_workload.dpstudio(frame, accounting)
    if library == "opendp-apart":
        return table_workload.opendp_apart
    if library.startswith("opendp"):
        return lambda frame: table_workload.opendp_polars(frame, rho if library.endswith("zcdp") else None)
    from benchmarks import peer_tumult_table

    spark = peer_tumult_table.spark_session()
    if library == "tumult-apart":
        return lambda frame: peer_tumult_table.workload_apart(spark, frame)
    return lambda frame: peer_tumult_table.workload(spark, frame, rho if library.endswith("zcdp") else None)


def run(library: str, runs: int, rows: int, rho: float | None, out: Path) -> None:
    frame = admissions(rows)
    truth = table_workload.exact(frame)
    release = releaser(library, rho)
    errors = {part: [] for part in truth}
    start = time.perf_counter()
    for done in range(runs):
        answer = release(frame)
        for part, true in truth.items():
            squared = (np.asarray(answer[part], float) - np.asarray(true, float)) ** 2
            errors[part].append(float(squared.mean() if part == "mean_stay" else squared.sum()))
        if (done + 1) % 10 == 0 or done + 1 == runs:
            out.write_text(json.dumps({"library": library, "rows": rows, "runs": done + 1, "rho": rho,
                                       "seconds": time.perf_counter() - start, "squared_errors": errors}))
            print(f"{library}: {done + 1} runs", flush=True)


def summary(result: dict) -> dict:
    """Per part: (RMSE per released number, its standard error); the table's total squared error ± se."""
    errors = {part: np.asarray(values[:result["runs"]], float) for part, values in result["squared_errors"].items()}
    counts = {"cells": 70, "margins": 14, "total": 1, "mean_stay": 1}
    out = {}
    for part, values in errors.items():
        mean = values.mean() / counts[part]
        rmse = float(np.sqrt(mean))
        out[part] = (rmse, float(values.std(ddof=1) / counts[part] / np.sqrt(len(values)) / (2 * rmse)))
    table = sum(errors[part] for part in TABLE_PARTS)
    out["table"] = (float(table.mean()), float(table.std(ddof=1) / np.sqrt(len(table))))
    return out


def report(paths: list[Path]) -> str:
    results = sorted((json.loads(p.read_text()) for p in paths), key=lambda r: LIBRARIES.index(r["library"]))
    sums = {r["library"]: summary(r) for r in results}
    ours = min((lib for lib in sums if lib.startswith("dpstudio")), key=lambda lib: sums[lib]["table"][0])
    lines = ["| library (runs, s/run) | cells RMSE | margins RMSE | total RMSE | table: total squared error | "
             f"against {ours} | mean stay per ward RMSE |", "|---|---|---|---|---|---|---|"]
    for result in results:
        s, lib = sums[result["library"]], result["library"]
        ratio = s["table"][0] / sums[ours]["table"][0]
        lines.append(f"| {lib} ({result['runs']}, {result['seconds'] / result['runs']:.2f}) | "
                     + " | ".join(f"{s[p][0]:.3g} ± {s[p][1]:.2g}" for p in TABLE_PARTS)
                     + f" | {s['table'][0]:,.0f} ± {s['table'][1]:,.0f} | {ratio:.2f}x | "
                     f"{s['mean_stay'][0]:.4g} ± {s['mean_stay'][1]:.2g} |")
    return "\n".join(lines)


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    commands = parser.add_subparsers(dest="command", required=True)
    running = commands.add_parser("run")
    running.add_argument("--library", choices=LIBRARIES, required=True)
    running.add_argument("--runs", type=int, default=100)
    running.add_argument("--rows", type=int, default=100_000)
    running.add_argument("--rho", type=float, help="zCDP peers: the rho (see the rho command)")
    running.add_argument("--out", type=Path, required=True)
    commands.add_parser("rho")
    reporting = commands.add_parser("report")
    reporting.add_argument("paths", type=Path, nargs="+")
    args = parser.parse_args()
    if args.command == "run":
        if args.library in ("opendp-zcdp", "tumult-zcdp") and args.rho is None:
            parser.error("zCDP peers need --rho (python benchmarks/bench_table_accuracy.py rho)")
        run(args.library, args.runs, args.rows, args.rho, args.out)
    elif args.command == "rho":
        print(table_workload.rho_total())
    else:
        print(report(args.paths))


if __name__ == "__main__":
    main()
