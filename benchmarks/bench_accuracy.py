"""Accuracy of the reference workload over repeated releases: dpstudio beside each peer library.

    python benchmarks/bench_accuracy.py run --library dpstudio --runs 400 --out acc-dpstudio.json
    python benchmarks/bench_accuracy.py report acc-*.json
    python benchmarks/bench_accuracy.py family run --library dpstudio --ways 1,2 --runs 400 --out f12-dps.json
    python benchmarks/bench_accuracy.py family report f12-*.json

`run` releases the workload `--runs` times at 10^5 rows and stores each run's squared error per
query (cells: mean over cells); a slow library can be run in its own environment (Tumult) and
in parallel. `report` prints the Markdown table: RMSE ± its standard error (delta method).
`family` is issue 35's family of marginal tables at 10^6 rows (benchmarks/family_bench.py).
"""
from __future__ import annotations

import argparse
import json
import sys
import time
from pathlib import Path

import numpy as np

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

from benchmarks.generate import admissions  # noqa: E402

LIBRARIES = ("dpstudio", "diffprivlib", "opendp", "pipelinedp", "tumult")
TITLES = {"dpstudio": "dpstudio", "diffprivlib": "diffprivlib 0.6.6",
          "opendp": "OpenDP 0.16 (Context API, Polars)", "pipelinedp": "PipelineDP 0.3.1 (local backend)",
          "tumult": "Tumult Analytics 0.21 (Spark, local[2])"}
NOTES = {("diffprivlib", "mean_stay"): "row count public: an easier question"}


def releaser(library: str):
    if library == "tumult":
        from benchmarks import peer_tumult

        spark = peer_tumult.spark_session()
        return lambda frame: peer_tumult.workload(spark, frame)
    from benchmarks import workload

    return {"dpstudio": workload.dpstudio, "diffprivlib": workload.diffprivlib,
            "opendp": workload.opendp_polars, "pipelinedp": workload.pipeline_dp}[library]


def run(library: str, runs: int, rows: int, out: Path) -> None:
    frame = admissions(rows)
    from benchmarks.workload import exact

    truth = exact(frame)
    release = releaser(library)
    squared = {key: [] for key in truth}
    start = time.perf_counter()
    for done in range(runs):
        answer = release(frame)
        for key, true in truth.items():
            squared[key].append(float(np.mean((np.asarray(answer[key], float) - np.asarray(true, float)) ** 2)))
        if (done + 1) % 10 == 0:
            out.write_text(json.dumps({"library": library, "rows": rows, "runs": done + 1,
                                       "seconds": time.perf_counter() - start, "squared_errors": squared}))
            print(f"{library}: {done + 1} runs", flush=True)
    out.write_text(json.dumps({"library": library, "rows": rows, "runs": runs,
                               "seconds": time.perf_counter() - start, "squared_errors": squared}))


def report(paths: list[Path]) -> str:
    results = [json.loads(p.read_text()) for p in paths]
    results.sort(key=lambda r: LIBRARIES.index(r["library"]))
    keys = list(results[0]["squared_errors"])
    lines = ["| library (runs) | " + " | ".join(keys) + " |", "|---" * (len(keys) + 1) + "|"]
    estimates = {}
    for result in results:
        cells = []
        for key in keys:
            rmse, se = _rmse(result["squared_errors"][key][:result["runs"]])
            estimates[result["library"], key] = (rmse, se)
            note = NOTES.get((result["library"], key))
            cells.append(f"{rmse:,.4g} ± {se:,.2g}" + (f" ({note})" if note else ""))
        lines.append(f"| {TITLES[result['library']]} ({result['runs']}) | " + " | ".join(cells) + " |")
    if ("dpstudio", keys[0]) in estimates and len(results) > 1:
        lines.append("| **dpstudio against the best peer** (z = difference / its standard error) | " + " | ".join(
            _against_best(estimates, key) for key in keys) + " |")
    return "\n".join(lines)


def _rmse(squared) -> tuple[float, float]:
    values = np.asarray(squared, float)
    rmse = float(np.sqrt(values.mean()))
    return rmse, (float(values.std(ddof=1) / np.sqrt(len(values)) / (2 * rmse)) if rmse else 0.0)


def _against_best(estimates: dict, key: str) -> str:
    """dpstudio's RMSE against the lowest peer RMSE on the same neighbouring definition."""
    peers = [(rmse, se, library) for (library, k), (rmse, se) in estimates.items()
             if k == key and library != "dpstudio" and (library, k) not in NOTES]
    if not peers:
        return "no peer"
    rmse, se, library = min(peers)
    ours, our_se = estimates["dpstudio", key]
    spread = (se**2 + our_se**2) ** 0.5
    z = (ours - rmse) / spread if spread else (0.0 if ours == rmse else float("inf"))
    verdict = "no worse" if ours <= rmse else ("not significantly worse" if z < 2 else "worse")
    return f"{verdict} than {library} (z = {z:+.1f})"


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    commands = parser.add_subparsers(dest="command", required=True)
    running = commands.add_parser("run")
    running.add_argument("--library", choices=LIBRARIES, required=True)
    running.add_argument("--runs", type=int, default=100)
    running.add_argument("--rows", type=int, default=100_000)
    running.add_argument("--out", type=Path, required=True)
    reporting = commands.add_parser("report")
    reporting.add_argument("paths", type=Path, nargs="+")
    _family_parser(commands)
    args = parser.parse_args()
    if args.command == "family":
        _family(args)
    elif args.command == "run":
        run(args.library, args.runs, args.rows, args.out)
    else:
        print(report(args.paths))


def _family_parser(commands) -> None:
    family = commands.add_parser("family", help="issue 35: all 1- and 2-way (or up to 3-way) marginals of five "
                                 "columns at rho 0.5, measured once (dpstudio) or one by one (peers)")
    steps = family.add_subparsers(dest="step", required=True)
    running = steps.add_parser("run")
    running.add_argument("--library", choices=("dpstudio", "dpstudio-core", "opendp", "tumult"), required=True)
    running.add_argument("--ways", default="1,2", help="the marginals' sizes, e.g. 1,2 or 1,2,3")
    running.add_argument("--runs", type=int, default=100)
    running.add_argument("--rows", type=int, default=1_000_000)
    running.add_argument("--out", type=Path, required=True)
    reporting = steps.add_parser("report")
    reporting.add_argument("paths", type=Path, nargs="+")


def _family(args) -> None:
    from benchmarks import family_bench

    if args.step == "run":
        family_bench.run(args.library, tuple(int(k) for k in args.ways.split(",")), args.runs, args.rows, args.out)
    else:
        print(family_bench.report(args.paths))


if __name__ == "__main__":
    main()
