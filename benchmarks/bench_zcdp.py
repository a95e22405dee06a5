"""Issue 16's zCDP target: ten Gaussian counts at ε = 1, δ = 1e-6 in total.

    python benchmarks/bench_zcdp.py --runs 300

Two plans over the same table release ten counts each: sequential accounting (each count ε = 0.1,
δ = 1e-7, today's Gaussian calibration) and `budget.accounting: "zcdp"` (each count an ε share of
0.1, no delta of its own). Prints σ as each release states it, the RMSE measured over `--runs`
releases, the ratio, and the (ε, δ) each release states it spent.
"""
from __future__ import annotations

import argparse
import sys
from pathlib import Path

import numpy as np
import pandas as pd

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

from dpstudio.core.plan.release_plan import parse_plan  # noqa: E402
from dpstudio.core.pipeline.release import produce_release  # noqa: E402

QUERIES = 10


def plan(accounting: str):
    own_delta = {"delta": 1e-7} if accounting == "sequential" else {}
    return parse_plan({
        "dpstudio_plan": 3, "columns": {"ward": "other"},
        "budget": {"epsilon": 1, "delta": 1e-6, "accounting": accounting},
        "queries": [{"id": f"n{i}", "kind": "count", "epsilon": 0.1, "postprocess": [], **own_delta,
                     "where": [{"column": "ward", "in": [i]}]} for i in range(QUERIES)]})


def measure(accounting: str, frame: pd.DataFrame, runs: int) -> dict:
    release_plan = plan(accounting)
    truth = frame["ward"].value_counts().reindex(range(QUERIES)).to_numpy()
    errors, release = [], None
    for _ in range(runs):
        release = produce_release(frame, release_plan).release
        errors.append([q["value"] for q in release["queries"]] - truth)
    budget = release["budget"]
    return {"sigma": release["queries"][0]["noise_scale"], "mechanism": release["queries"][0]["mechanism"],
            "rmse": float(np.sqrt(np.mean(np.square(errors)))), "epsilon": budget["epsilon"],
            "delta": budget["delta"], "rho": budget.get("rho")}


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__)
    parser.add_argument("--runs", type=int, default=300)
    args = parser.parse_args()
    frame = pd.DataFrame({"ward": np.arange(10_000) % QUERIES})
    results = {accounting: measure(accounting, frame, args.runs) for accounting in ("sequential", "zcdp")}
    print("| accounting | mechanism | σ stated | RMSE over runs | ε, δ spent (stated) | ρ |")
    print("|---|---|---|---|---|---|")
    for accounting, r in results.items():
        rho = f"{r['rho']:.5g}" if r["rho"] is not None else "—"
        print(f"| {accounting} | {r['mechanism']} | {r['sigma']:.2f} | {r['rmse']:.2f} | "
              f"{r['epsilon']:.4g}, {r['delta']:g} | {rho} |")
    seq, zcdp = results["sequential"], results["zcdp"]
    print(f"\nσ ratio sequential / zcdp: {seq['sigma'] / zcdp['sigma']:.2f} (stated), "
          f"{seq['rmse'] / zcdp['rmse']:.2f} (measured RMSE, {args.runs} releases)")


if __name__ == "__main__":
    main()
