"""Release compute and load: dpstudio against plain pandas and pyarrow, and peer libraries.

python benchmarks/bench_release.py [--rows 100000 1000000] [--repeats 3] [--accuracy-runs 50]
Prints a Markdown table for benchmarks/RESULTS.md.
"""
from __future__ import annotations

import argparse
import statistics
import sys
import tempfile
import time
from pathlib import Path

import numpy as np

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

from benchmarks import workload  # noqa: E402
from benchmarks.bench_load import load_lines  # noqa: E402
from benchmarks.generate import admissions  # noqa: E402

PEERS = {"diffprivlib": workload.diffprivlib, "OpenDP (Context API, Polars)": workload.opendp_polars,
         "PipelineDP (local backend)": workload.pipeline_dp}
SLOW = 5.0  # seconds: a library this slow is timed once, and its accuracy from fewer runs


def timed(function, repeats: int) -> float:
    times = []
    for _ in range(repeats):
        start = time.perf_counter()
        function()
        times.append(time.perf_counter() - start)
        if times[-1] > SLOW:
            break
    return statistics.median(times)


def compute_times(rows: int, frame, repeats: int) -> list[str]:
    floor = timed(lambda: workload.exact(frame), repeats)
    ours = timed(lambda: workload.dpstudio(frame), repeats)
    lines = [f"| {rows:,} | release compute, dpstudio | {ours:.3f} s | pandas exact {floor:.3f} s | {ours / floor:.2f}x |"]
    for name, peer in PEERS.items():
        theirs = timed(lambda: peer(frame), repeats)
        lines.append(f"| {rows:,} | whole workload, {name} | {theirs:.3f} s | dpstudio {ours:.3f} s | "
                     f"dpstudio {theirs / ours:.1f}x faster |")
    return lines


def accuracy(frame, runs: int) -> list[str]:
    truth = workload.exact(frame)
    lines = []
    for name, run in (("dpstudio", workload.dpstudio), *PEERS.items()):
        errors = {key: [] for key in truth}
        start = time.perf_counter()
        for done in range(runs):
            if done >= 10 and time.perf_counter() - start > 10 * SLOW:
                name = f"{name} ({done} runs)"
                break
            answer = run(frame)
            for key in truth:
                errors[key].append(np.mean((np.asarray(answer[key], float) - np.asarray(truth[key], float)) ** 2))
        rmse = {key: float(np.sqrt(np.mean(v))) for key, v in errors.items()}
        lines.append(f"| {name} | " + " | ".join(f"{rmse[k]:,.4g}" for k in truth) + " |")
    return ["| library | " + " | ".join(truth) + " |", "|---" * (len(truth) + 1) + "|"] + lines


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__)
    parser.add_argument("--rows", type=int, nargs="+", default=[100_000, 1_000_000])
    parser.add_argument("--repeats", type=int, default=3)
    parser.add_argument("--accuracy-runs", type=int, default=50)
    args = parser.parse_args()
    print("| rows | what | time | baseline | ratio |\n|---|---|---|---|---|")
    folder = Path(tempfile.mkdtemp())
    for rows in args.rows:
        frame = admissions(rows)
        for line in load_lines(rows, folder, max(args.repeats, 7), frame) + compute_times(rows, frame, args.repeats):
            print(line, flush=True)
    print(f"\nRMSE over {args.accuracy_runs} releases at 100,000 rows (cells: mean squared error over cells):\n")
    print("\n".join(accuracy(admissions(100_000), args.accuracy_runs)))


if __name__ == "__main__":
    main()
