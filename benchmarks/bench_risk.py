"""Risk analysis speed: dpstudio's assess_risk against plain pandas (groupby size) in the same run.

python benchmarks/bench_risk.py [--rows 1000000]
The issue's target: under 2 s for 1,000,000 rows and 5 quasi-identifiers on this machine.
"""
from __future__ import annotations

import argparse
import statistics
import sys
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

from benchmarks.generate import admissions  # noqa: E402
from dpstudio.core.risk.reidentification import assess_risk  # noqa: E402

QIS = ["birth_year", "sex", "zip5", "ward", "diagnosis"]


def timed(function, repeats=5) -> float:
    times = []
    for _ in range(repeats):
        start = time.perf_counter()
        function()
        times.append(time.perf_counter() - start)
    return statistics.median(times)


def pandas_baseline(frame):
    """The plain computation a script would do: class sizes per record, uniques, k."""
    sizes = frame.groupby(QIS, dropna=False, sort=False)[QIS[0]].transform("size")
    return int(sizes.min()), int((sizes == 1).sum())


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__)
    parser.add_argument("--rows", type=int, default=1_000_000)
    args = parser.parse_args()
    frame = admissions(args.rows)
    full = timed(lambda: assess_risk(frame, QIS))
    basic = timed(lambda: assess_risk(frame, QIS, pairs=False))
    baseline = timed(lambda: pandas_baseline(frame))
    summary = assess_risk(frame, QIS)
    assert (summary.k, summary.unique_records) == pandas_baseline(frame)
    print(f"rows: {args.rows:,}; quasi-identifiers: {', '.join(QIS)}")
    print(f"pandas groupby (k and uniques only):        {baseline:.3f} s")
    print(f"dpstudio assess_risk without pairs:         {basic:.3f} s  ({basic / baseline:.2f}x the baseline)")
    print(f"dpstudio assess_risk, all figures + pairs:  {full:.3f} s  ({full / baseline:.2f}x the baseline)")
    print(f"target: under 2 s -> {'met' if full < 2 else 'NOT met'}")


if __name__ == "__main__":
    main()
