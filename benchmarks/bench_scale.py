"""Load, risk and release at 10^5, 10^6 and 10^7 rows, each stage in its own process so that its
peak memory (max RSS) is measured alone.

python benchmarks/bench_scale.py [--rows 100000 1000000 10000000]
"""
from __future__ import annotations

import argparse
import json
import subprocess
import sys
import tempfile
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
QIS = ["birth_year", "sex", "zip5", "ward", "diagnosis"]

STAGE = r"""
import json, resource, sys, time
sys.path.insert(0, {root!r})
from dpstudio.core.io.loading import load_table
start = time.perf_counter()
table = load_table({path!r})
loaded = time.perf_counter() - start
out = {{"load": loaded, "rows": len(table.frame)}}
if {stage!r} in ("risk", "release"):
    start = time.perf_counter()
    if {stage!r} == "risk":
        from dpstudio.core.risk.reidentification import assess_risk
        assess_risk(table.frame, {qis!r})
    else:
        from benchmarks.workload import dpstudio_plan
        from dpstudio.core.pipeline.release import produce_release
        produce_release(table.frame, dpstudio_plan())
    out[{stage!r}] = time.perf_counter() - start
out["peak_gb"] = resource.getrusage(resource.RUSAGE_SELF).ru_maxrss / 1024 / 1024  # KiB on Linux
print(json.dumps(out))
"""


def run_stage(stage: str, path: Path) -> tuple[dict, float]:
    code = STAGE.format(root=str(ROOT), path=str(path), stage=stage, qis=QIS)
    done = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, check=True)
    result = json.loads(done.stdout.strip().splitlines()[-1])
    return result, result["peak_gb"]


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__)
    parser.add_argument("--rows", type=int, nargs="+", default=[100_000, 1_000_000, 10_000_000])
    args = parser.parse_args()
    sys.path.insert(0, str(ROOT))
    from benchmarks.generate import admissions

    folder = Path(tempfile.mkdtemp())
    print("| rows | CSV size | stage | time | peak memory of the process |\n|---|---|---|---|---|")
    for rows in args.rows:
        path = folder / f"admissions-{rows}.csv"
        admissions(rows).to_csv(path, index=False)
        size = path.stat().st_size / 1024 / 1024
        for stage in ("load", "risk", "release"):
            result, peak = run_stage(stage, path)
            seconds = result[stage]
            print(f"| {rows:,} | {size:,.0f} MB | {stage}{' (after load)' if stage != 'load' else ''} | "
                  f"{seconds:.2f} s | {peak:.2f} GB (load included) |", flush=True)
        path.unlink()


if __name__ == "__main__":
    main()
