"""Synthetic microdata (issue 36): `dpstudio release` of a synthetic table of 10^6 rows over six columns of the
benchmark admissions table, every pair of them measured once, as a steward runs it (a whole process, ledger, report
and bundle included), and the coverage of the stated errors over repeated releases of the same table.

    python benchmarks/bench_synthetic.py --rows 1000000 --runs 3 --coverage 100

Columns: birth year (10 bands), sex, ward (7), diagnosis (20), readmitted, length of stay (7 bins): a full grid of
39,200 cells, 15 pair tables. Counting rows (the benchmark table's patients have 1-5 admissions; a row-level
privacy unit, max_rows 1, as the other benchmarks), epsilon 1, delta 1e-6, 10^6 synthetic rows.

Timing: GNU time around `dpstudio release --data FILE.parquet PLAN --out DIR --ledger L` on a ledger whose budget was
set beforehand; wall clock and peak RSS of each run; the load average before and after. Coverage: R fresh draws
of the same query (exact answers once, fresh noise each draw): the share of published cells within their stated
95% interval of the truth, and of the synthetic rows' own table cells within the interval widened by the stated
largest difference; the mean of per-draw shares and its standard error.
"""
from __future__ import annotations

import argparse
import json
import os
import subprocess
import sys
import tempfile
import time
from pathlib import Path

import numpy as np

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

from benchmarks.generate import DIAGNOSES, WARDS, admissions  # noqa: E402

ROOT = Path(__file__).resolve().parents[1]
BIRTH = [1920, 1930, 1940, 1950, 1960, 1970, 1980, 1990, 2000, 2010, 2024]
STAY = [0, 1, 2, 4, 7, 14, 30, 201]
COLUMNS = {"patient_id": "identifier", "birth_year": "quasi_identifier", "sex": "quasi_identifier",
           "ward": "other", "diagnosis": "sensitive", "readmitted": "sensitive", "length_of_stay": "sensitive"}


def plan(rows: int) -> dict:
    return {"dpstudio_plan": 11, "columns": COLUMNS, "budget": {"epsilon": 1, "delta": 1e-6},
            "queries": [{"id": "synthetic", "kind": "synthetic", "of": "rows", "epsilon": 1, "delta": 1e-6,
                         "columns": ["birth_year", "sex", "ward", "diagnosis", "readmitted", "length_of_stay"],
                         "bins": {"birth_year": BIRTH, "length_of_stay": STAY},
                         "categories": {"sex": ["F", "M"], "ward": WARDS, "diagnosis": DIAGNOSES,
                                        "readmitted": ["no", "yes"]},
                         "other": False, "rows": rows}]}


def timed(command: list[str]) -> tuple[float, float]:
    with tempfile.NamedTemporaryFile("r") as clock:
        done = subprocess.run(["/usr/bin/time", "-f", "%e %M", "-o", clock.name, *command], capture_output=True,
                              text=True)
        if done.returncode:
            raise SystemExit(done.stderr[-2000:])
        wall, peak = clock.read().split()[-2:]
    return float(wall), int(peak) / 2**20


def timed_releases(data: Path, plan_file: Path, scratch: Path, runs: int):
    """`dpstudio release` of the plan `runs` times, each a whole process on a ledger whose budget was set once
    beforehand: (run, its output folder, wall seconds, peak GiB), the load average printed before and after."""
    dpstudio = [sys.executable, "-m", "dpstudio"]
    ledger = scratch / "ledger.sqlite"
    subprocess.run([*dpstudio, "ledger", "set-budget", "--data", str(data), "--plan", str(plan_file), "--epsilon",
                    "1000", "--delta", "0.001", "--ledger", str(ledger)], check=True, capture_output=True, cwd=ROOT)
    print(f"load before: {os.getloadavg()}")
    for run in range(runs):
        out = scratch / f"out{run}"
        yield (run, out, *timed([*dpstudio, "release", "--data", str(data), str(plan_file), "--out", str(out),
                                 "--ledger", str(ledger)]))
    print(f"load after: {os.getloadavg()}")


def coverage(frame, parsed, runs: int) -> tuple[float, float, float, float]:
    from dpstudio.core.exact.frame_source import FrameSource
    from dpstudio.core.exact.listed_only import without_other
    from dpstudio.core.private.plan_drafts import draft_plan
    from dpstudio.core.private.synthesis import table_of_rows

    draft = draft_plan(parsed, without_other(parsed, FrameSource(frame).prepare(parsed)).answers)[0]
    exact = draft.exact_tables()
    truth = np.concatenate([np.ravel(exact[t]) for t in draft.workload.marginals])
    shares, own_shares = [], []
    for _ in range(runs):
        entry = draft.draw()
        values = np.array([c["value"] for c in entry["cells"]])
        widths = np.array([c["ci95"] for c in entry["cells"]])
        shares.append(float(np.mean(np.abs(values - truth) <= widths)))
        codes = entry["synthetic_rows"].codes
        total = values[:entry["tables"][0]["cells"]].sum()
        own = np.concatenate([table_of_rows(codes, draft.sizes, t) * total / len(codes)
                              for t in draft.workload.marginals])
        extra = np.concatenate([[m["synthetic_largest_difference"]] * m["cells"] for m in entry["tables"]])
        own_shares.append(float(np.mean(np.abs(own - truth) <= widths + extra + 1e-9)))
    error = lambda s: float(np.std(s, ddof=1) / np.sqrt(len(s)))  # noqa: E731
    return float(np.mean(shares)), error(shares), float(np.mean(own_shares)), error(own_shares)


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--rows", type=int, default=1_000_000)
    parser.add_argument("--runs", type=int, default=3)
    parser.add_argument("--coverage", type=int, default=0, help="draws for the coverage of the stated errors")
    args = parser.parse_args()
    scratch = Path(tempfile.mkdtemp(prefix="bench-synthetic-"))
    frame = admissions(args.rows)
    data, plan_file = scratch / "admissions.parquet", scratch / "plan.json"
    frame.to_parquet(data, index=False)
    plan_file.write_text(json.dumps(plan(args.rows)))
    for run, out, wall, peak in timed_releases(data, plan_file, scratch, args.runs):
        sizes = {p.name: p.stat().st_size for p in out.iterdir()}
        print(f"run {run + 1}: dpstudio release {wall:.1f} s, peak {peak:.2f} GiB; files: "
              + ", ".join(f"{n} {s / 2**20:.1f} MiB" for n, s in sorted(sizes.items()) if n.startswith("synthetic")))
    if args.coverage:
        from dpstudio.core.plan.release_plan import parse_plan

        started = time.perf_counter()
        published, error, own, own_error = coverage(frame, parse_plan(plan(args.rows)), args.coverage)
        print(f"coverage over {args.coverage} draws ({time.perf_counter() - started:.0f} s): published cells "
              f"{published:.4f} ± {error:.4f}; the synthetic rows' own tables {own:.4f} ± {own_error:.4f}")


if __name__ == "__main__":
    main()
