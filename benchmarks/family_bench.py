"""The family benchmark of issue 35 (benchmarks/family_workload.py): runs and the Markdown report.

    python benchmarks/bench_accuracy.py family run --library dpstudio --ways 1,2 --runs 400 --out f12-dps.json
    .peers/bin/python benchmarks/bench_accuracy.py family run --library opendp --ways 1,2 --runs 400 --out f12-op.json
    .tumult/bin/python benchmarks/bench_accuracy.py family run --library tumult --ways 1,2 --runs 40 --out f12-tu.json
    python benchmarks/bench_accuracy.py family report f12-*.json

Each run stores, per table, the sum of squared errors over its cells. `report` prints per table the RMSE per
cell of each library ± its standard error (delta method; dpstudio's from its runs, a peer's from its analytic
variance, as few Tumult runs estimate their own spread poorly) beside the analytic figures (dpstudio's strategy:
Strategy.cell_variances(); one by one: k^2 m / (2 rho), which the peers' Gaussians have too), the total
squared error over all cells ± SE, each peer's ratio to dpstudio, and whether issue 35's targets are met.
"""
from __future__ import annotations

import json
import time
from pathlib import Path

import numpy as np

from benchmarks import family_workload as fw
from benchmarks.generate import admissions

LIBRARIES = ("dpstudio", "dpstudio-core", "opendp", "tumult")
TITLES = {"dpstudio": "dpstudio (marginals plan, measured once)", "dpstudio-core": "dpstudio core modules",
          "opendp": "OpenDP 0.16 (Context API, Polars), one by one", "tumult": "Tumult Analytics 0.21, one by one"}
TARGETS = {(1, 2): 2.0, (1, 2, 3): 3.0}


def releaser(library: str, frame, ways):
    if library == "dpstudio":
        plan = fw.dpstudio_plan(ways, fw.plan_epsilon())
        return lambda: fw.dpstudio(frame, ways, plan)
    if library == "dpstudio-core":
        return lambda: fw.dpstudio_core(frame, ways)
    if library == "opendp":
        return fw.OpenDPPolars(frame, ways)
    from benchmarks.peer_tumult import spark_session

    data = spark_session().createDataFrame(fw.with_band(frame)).cache()
    data.count()  # materialise once: every run reads the same cached rows
    return lambda: fw.tumult(data, ways)


def run(library: str, ways: tuple[int, ...], runs: int, rows: int, out: Path) -> None:
    frame = admissions(rows)
    truth = fw.exact(frame, ways)
    release = releaser(library, frame, ways)
    squared = {fw.label(t): [] for t in truth}
    start = time.perf_counter()
    for done in range(runs):
        answer = release()
        for t, true in truth.items():
            squared[fw.label(t)].append(float(((np.asarray(answer[t], float) - true) ** 2).sum()))
        # written after every run: a slow library stopped early keeps what it ran
        out.write_text(json.dumps({"library": library, "ways": list(ways), "rows": rows, "rho": fw.RHO,
                                   "runs": done + 1, "seconds": time.perf_counter() - start,
                                   "cells": {fw.label(t): int(v.size) for t, v in truth.items()},
                                   "squared_errors": squared}))
        print(f"{library} {ways}: {done + 1} runs", flush=True)


def _run_sd(result: dict, sums: np.ndarray, cells: int, variance: float) -> float:
    """The standard deviation of one run's sum of squared errors over `cells` cells. dpstudio's from its runs
    (its cells are correlated); a peer's from its analytic variance (each cell an independent Gaussian of that
    variance, a squared error of variance 2 variance^2), since a few Tumult runs estimate their spread poorly."""
    return float(sums.std(ddof=1)) if result["library"].startswith("dpstudio") else float(np.sqrt(2 * cells) * variance)


def _per_cell(result: dict, name: str, cells: int, variance: float) -> tuple[float, float]:
    """RMSE per cell of a table, and its standard error (delta method)."""
    sums = np.asarray(result["squared_errors"][name][:result["runs"]])
    rmse = float(np.sqrt(sums.mean() / cells))
    return rmse, _run_sd(result, sums, cells, variance) / cells / np.sqrt(len(sums)) / (2 * rmse)


def _total(result: dict, variance: float) -> tuple[float, float]:
    """The total squared error over every cell of every table, and its standard error."""
    per_run = np.sum([np.asarray(v[:result["runs"]]) for v in result["squared_errors"].values()], axis=0)
    cells = sum(result["cells"].values())
    return float(per_run.mean()), _run_sd(result, per_run, cells, variance) / np.sqrt(len(per_run))


def report(paths: list[Path]) -> str:
    results = sorted((json.loads(p.read_text()) for p in paths), key=lambda r: LIBRARIES.index(r["library"]))
    ways = tuple(results[0]["ways"])
    if any(tuple(r["ways"]) != ways for r in results):
        raise SystemExit("report one family (--ways) at a time")
    theory = fw.analytic(ways)
    cells = results[0]["cells"]
    m, ours = len(cells), next((r for r in results if r["library"].startswith("dpstudio")), None)
    libs = [r["library"] for r in results]
    lines = [f"Ways {','.join(map(str, ways))}: {m} tables, {sum(cells.values()):,} cells, rho = {fw.RHO}, "
             f"{results[0]['rows']:,} rows. RMSE per cell (measured ± SE; analytic = sqrt of the expected variance).",
             "", "| table (cells) | dpstudio analytic | " + " | ".join(
                 f"{lib} ({r['runs']} runs)" for lib, r in zip(libs, results)) + " | one by one analytic |",
             "|---" * (len(libs) + 3) + "|"]
    one = np.sqrt(theory["one_by_one"])
    for name, n in cells.items():
        measured = [_per_cell(r, name, n, theory["one_by_one"]) for r in results]
        lines.append(f"| {name} ({n}) | {np.sqrt(theory['dpstudio'][name]):.3f} | "
                     + " | ".join(f"{e:.3f} ± {s:.2g}" for e, s in measured) + f" | {one:.3f} |")
    totals = {r["library"]: _total(r, theory["one_by_one"]) for r in results}
    lines.append(f"| **total squared error** | {theory['dpstudio_total']:,.0f} | "
                 + " | ".join(f"{totals[lib][0]:,.0f} ± {totals[lib][1]:,.0f}" for lib in libs)
                 + f" | {theory['one_by_one_total']:,.0f} |")
    lines += ["", _analytic_verdict(theory, ways)] + [_agreement(r, theory) for r in results]
    if ours is not None:
        peers = [r for r in results if not r["library"].startswith("dpstudio")]
        lines += [_against(ours, peer, totals, theory) for peer in peers]
    return "\n".join(lines)


def _analytic_verdict(theory: dict, ways) -> str:
    """Issue 35's targets on the analytic figures: the total ratio, and no table noisier per cell."""
    target = TARGETS.get(tuple(ways), float("nan"))
    ratio = theory["one_by_one_total"] / theory["dpstudio_total"]
    worst = max(theory["dpstudio"], key=theory["dpstudio"].get)
    bound = theory["dpstudio"][worst] / theory["one_by_one"]
    met = "met" if ratio >= target and bound <= 1 + 1e-6 else "not met"
    return (f"Analytic: total squared error one by one / dpstudio {ratio:.2f}x (target {target:.0f}x); the largest "
            f"per-cell variance of a dpstudio table / one by one {bound:.6f} ({worst}): target {met}.")


def _agreement(result: dict, theory: dict) -> str:
    """How far each table's measured MSE per cell is from the library's analytic variance: the largest |z|."""
    zs = {}
    for name, n in result["cells"].items():
        variance = theory["dpstudio"][name] if result["library"].startswith("dpstudio") else theory["one_by_one"]
        sums = np.asarray(result["squared_errors"][name][:result["runs"]])
        zs[name] = (sums.mean() / n - variance) / (_run_sd(result, sums, n, variance) / n / np.sqrt(len(sums)))
    name = max(zs, key=lambda k: abs(zs[k]))
    return (f"Measured against analytic, {result['library']}: largest |z| over the {len(zs)} tables "
            f"{abs(zs[name]):.1f} ({name}, {zs[name]:+.1f}).")


def _against(ours: dict, peer: dict, totals: dict, theory: dict) -> str:
    """The measured total ratio peer / dpstudio ± SE, and the tables whose measured MSE per cell is larger for
    dpstudio by z > 2 (with their analytic ratio: 1.000 means the two are equal in expectation)."""
    (a, sa), (b, sb) = totals[ours["library"]], totals[peer["library"]]
    ratio = b / a
    se = ratio * np.sqrt((sa / a) ** 2 + (sb / b) ** 2)
    worse = []
    for name, n in ours["cells"].items():
        z = _z_worse(ours, peer, name, n, theory["one_by_one"])
        if z > 2:
            worse.append(f"{name} (z = {z:+.1f}; analytic ratio {theory['dpstudio'][name] / theory['one_by_one']:.3f})")
    return (f"Measured: total squared error {peer['library']} / {ours['library']} {ratio:.2f}x ± {se:.2f}; "
            f"tables whose MSE per cell is larger for dpstudio by z > 2: {', '.join(worse) if worse else 'none'}.")


def _z_worse(ours: dict, peer: dict, name: str, cells: int, variance: float) -> float:
    """(dpstudio's MSE per cell - the peer's) / the standard error of their difference (_run_sd)."""
    mine, theirs = (np.asarray(r["squared_errors"][name][:r["runs"]]) for r in (ours, peer))
    spread = np.hypot(*(_run_sd(r, v, cells, variance) / np.sqrt(len(v)) for r, v in ((ours, mine), (peer, theirs))))
    return float((mine.mean() - theirs.mean()) / cells / (spread / cells))
