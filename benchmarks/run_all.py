"""Every benchmark of issue 7 in one command; prints the Markdown tables of benchmarks/RESULTS.md.

    python3 benchmarks/run_all.py                       # dpstudio, pandas and pyarrow only
    .peers/bin/python benchmarks/run_all.py --tumult-python .tumult/bin/python   # with the peers

Peer libraries come from benchmarks/requirements-peers.txt (an environment of their own); a peer
that is not installed is left out and said so. `--quick` runs small sizes to check the scripts.
The whole run takes about an hour with every peer (PipelineDP and Tumult are slow), mostly in
the accuracy runs.
"""
from __future__ import annotations

import argparse
import importlib.util
import subprocess
import sys
import tempfile
from pathlib import Path

HERE = Path(__file__).resolve().parent
PEER_MODULES = {"diffprivlib": "diffprivlib", "opendp": "polars", "pipelinedp": "pipeline_dp"}


def bench(script: str, *args: str) -> str:
    done = subprocess.run([sys.executable, str(HERE / script), *args], capture_output=True, text=True, check=False)
    if done.returncode != 0:
        return f"{script} failed:\n```\n{done.stderr.strip()[-2000:]}\n```"
    return done.stdout.strip()


def people_accuracy(args, folder: Path, runs_fast: str, runs_slow: str) -> str:
    """peer_people.py for dpstudio, OpenDP (with Polars) and Tumult (its own Python), then its report."""
    runs = [(sys.executable, "dpstudio", runs_fast)]
    if importlib.util.find_spec("polars"):
        runs.append((sys.executable, "opendp", runs_slow))
    if args.tumult_python:
        runs.append((args.tumult_python, "tumult", "3" if args.quick else "20"))  # about a minute per run
    outputs, failed = [], []
    for python, library, count in runs:
        out = folder / f"people-{library}.json"
        done = subprocess.run([python, str(HERE / "peer_people.py"), "run", "--library", library, "--runs", count,
                               "--out", str(out)], capture_output=True, text=True, check=False)
        if done.returncode == 0:
            outputs.append(out)
        else:
            failed.append(f"{library} ({(done.stderr.strip().splitlines() or ['?'])[-1][:160]})")
    table = bench("peer_people.py", "report", *[str(p) for p in outputs])
    return table + ("\n\nFailed: " + "; ".join(failed) + "." if failed else "")


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__)
    parser.add_argument("--tumult-python", help="the Python of an environment with tmlt.analytics and Java")
    parser.add_argument("--quick", action="store_true", help="small sizes and few runs, to check the scripts")
    args = parser.parse_args()
    sizes = ["10000", "100000"] if args.quick else ["100000", "1000000", "10000000"]
    runs_fast, runs_slow = ("20", "3") if args.quick else ("400", "100")
    sections = [("Load: CSV and Parquet against pyarrow", bench("bench_load.py", "--rows", *sizes)),
                ("Load, risk and release at each size, with peak memory", bench("bench_scale.py", "--rows", *sizes)),
                ("Risk analysis against plain pandas", bench("bench_risk.py", "--rows", sizes[1])),
                ("Preview after an ε change", bench("bench_preview.py", "--rows", sizes[1])),
                ("The ledger's verify", bench("bench_ledger.py", "--records", "10000")),
                ("zCDP: ten Gaussian counts at ε = 1, δ = 1e-6", bench("bench_zcdp.py", "--runs", runs_fast))]
    release_args = ["--rows", *sizes]
    if args.tumult_python:
        release_args += ["--tumult-python", args.tumult_python]
    sections.append(("Release compute against pandas, and the peers", bench("bench_release.py", *release_args)))
    cli_sizes = ["100000"] if args.quick else ["1000000", "10000000"]
    sections.append(("`dpstudio release`, the whole process, paired with plain pandas (issue 34)",
                     bench("bench_cli.py", "--rows", *cli_sizes, "--pairs", "1" if args.quick else "3", "--api")))
    folder = Path(tempfile.mkdtemp())
    libraries = ["dpstudio"] + [name for name, module in PEER_MODULES.items() if importlib.util.find_spec(module)]
    missing = sorted(set(PEER_MODULES) - set(libraries))
    runs = [(sys.executable, library, runs_fast if library in ("dpstudio", "diffprivlib") else runs_slow)
            for library in libraries]
    if args.tumult_python:
        runs.append((args.tumult_python, "tumult", runs_slow))
    outputs, failed = [], []
    for python, library, count in runs:
        out = folder / f"{library}.json"
        done = subprocess.run([python, str(HERE / "bench_accuracy.py"), "run", "--library", library,
                               "--runs", count, "--out", str(out)], capture_output=True, text=True, check=False)
        if done.returncode == 0:
            outputs.append(out)
        else:
            failed.append(f"{library} ({(done.stderr.strip().splitlines() or ['?'])[-1][:160]})")
    table = bench("bench_accuracy.py", "report", *[str(p) for p in outputs])
    if missing:
        table += "\n\nNot installed, so not measured: " + ", ".join(missing) + "."
    if failed:
        table += "\n\nFailed: " + "; ".join(failed) + "."
    sections.append(("Accuracy at 10^5 rows: RMSE ± standard error over repeated releases", table))
    people = str(int(sizes[1]) // 10)
    sections.append(("Counting people against counting rows (issue 31), whole processes",
                     bench("bench_people.py", "--rows", sizes[1], "--people", people, "--repeats", "1" if args.quick else "3")))
    sections.append(("Counting people: accuracy against the peers (issue 31)", people_accuracy(args, folder, runs_fast, runs_slow)))
    print("\n\n".join(f"## {title}\n\n{text}" for title, text in sections))


if __name__ == "__main__":
    main()
