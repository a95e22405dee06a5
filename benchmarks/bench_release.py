"""Release compute and load: dpstudio against plain pandas and pyarrow, and peer libraries.

python benchmarks/bench_release.py [--rows 100000 1000000] [--repeats 3]
Prints a Markdown table for benchmarks/RESULTS.md. Accuracy: benchmarks/bench_accuracy.py.
"""
from __future__ import annotations

import argparse
import json
import statistics
import subprocess
import sys
import tempfile
import time
from pathlib import Path

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


def tumult_seconds(python: str, rows: int) -> float:
    """Tumult Analytics in its own environment (benchmarks/peer_tumult.py), warmed up, timed once
    at 10^6 rows and more (it takes a minute), else the median of three runs."""
    script = Path(__file__).with_name("peer_tumult.py")
    runs = 1 if rows >= 1_000_000 else 3
    done = subprocess.run([python, str(script), "--rows", str(rows), "--runs", str(runs)],
                          capture_output=True, text=True, check=True)
    return statistics.median(json.loads(done.stdout.strip().splitlines()[-1])["seconds"])


_PREVIOUS: dict[str, tuple[int, float]] = {}  # peer -> (rows, seconds) at the last size measured


def too_slow(name: str, rows: int, limit: float | None) -> str | None:
    """Why `name` is not run at `rows`: it took more than `limit` seconds at a smaller size."""
    if limit is None or name not in _PREVIOUS:
        return None
    smaller, seconds = _PREVIOUS[name]
    if seconds <= limit:
        return None
    return (f"not run: {seconds:.0f} s at {smaller:,} rows (more than {limit:.0f} s); its time grows at least "
            f"linearly with the rows")


def compute_times(rows: int, frame, repeats: int, tumult_python: str | None = None,
                  slow_limit: float | None = None):
    """The lines of the table, each yielded as soon as it is measured (a slow peer takes minutes)."""
    floor = timed(lambda: workload.exact(frame), repeats)
    ours = timed(lambda: workload.dpstudio(frame), repeats)
    yield (f"| {rows:,} | release compute, dpstudio | {ours:.3f} s | pandas exact {floor:.3f} s | {ours / floor:.2f}x |")
    for name, peer in PEERS.items():
        if reason := too_slow(name, rows, slow_limit):
            yield (f"| {rows:,} | whole workload, {name} | {reason} | | |")
            continue
        try:
            theirs = timed(lambda peer=peer: peer(frame), repeats)
        except ImportError as exc:
            yield (f"| {rows:,} | whole workload, {name} | not installed ({exc.name}) | | |")
            continue
        except Exception as exc:  # noqa: BLE001 (a peer's own failure is reported, not fatal)
            reason = (str(exc).strip().splitlines() or [type(exc).__name__])[0][:120]
            yield (f"| {rows:,} | whole workload, {name} | failed: {reason} | | |")
            continue
        _PREVIOUS[name] = (rows, theirs)
        yield (f"| {rows:,} | whole workload, {name} | {theirs:.3f} s | dpstudio {ours:.3f} s | "
                     f"dpstudio {theirs / ours:.1f}x faster |")
    name = "Tumult Analytics (Spark local[2])"
    if tumult_python and (reason := too_slow(name, rows, slow_limit)):
        yield (f"| {rows:,} | whole workload, {name} | {reason} | | |")
    elif tumult_python:
        theirs = tumult_seconds(tumult_python, rows)
        _PREVIOUS[name] = (rows, theirs)
        yield (f"| {rows:,} | whole workload, {name} | {theirs:.3f} s | "
                     f"dpstudio {ours:.3f} s | dpstudio {theirs / ours:.1f}x faster |")


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__)
    parser.add_argument("--rows", type=int, nargs="+", default=[100_000, 1_000_000])
    parser.add_argument("--repeats", type=int, default=3)
    parser.add_argument("--tumult-python", help="the Python of an environment with tmlt.analytics and Java")
    parser.add_argument("--slow-limit", type=float, default=30.0,
                        help="seconds: a peer slower than this at one size is not run at the next")
    args = parser.parse_args()
    print("| rows | what | time | baseline | ratio |\n|---|---|---|---|---|")
    folder = Path(tempfile.mkdtemp())
    for rows in args.rows:
        frame = admissions(rows)
        for line in load_lines(rows, folder, max(args.repeats, 7), frame):
            print(line, flush=True)
        for line in compute_times(rows, frame, args.repeats, args.tumult_python, args.slow_limit):
            print(line, flush=True)


if __name__ == "__main__":
    main()
