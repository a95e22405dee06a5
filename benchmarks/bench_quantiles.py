"""Several quantiles at once (issue 35): dpstudio's joint `quantiles` query beside one `quantile` query per quantile
at an equal share of the same ε (what a library without joint quantiles offers; OpenDP's Context splits its budget
evenly over its queries the same way), on the benchmark admissions table.

    python benchmarks/bench_quantiles.py --rows 100000 --runs 200
    python benchmarks/bench_quantiles.py --rows 100000 --runs 200 --column cost --bounds 0 100000

Each run releases both plans (exact answers computed once, fresh noise per run) and measures each quantile's rank
error: how far q·n lies from the places the released value takes in the sorted values. Prints a Markdown table:
the mean rank error per quantile, ± its standard error, and the stated 95% interval (joint: all hold at once).
"""
from __future__ import annotations

import argparse
import sys
from pathlib import Path

import numpy as np

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

from benchmarks.generate import admissions  # noqa: E402

QUANTILES = [0.1, 0.25, 0.5, 0.75, 0.9]
COLUMN, BOUNDS = "length_of_stay", [0, 60]


def plans(epsilon: float, column: str = COLUMN, bounds=BOUNDS) -> tuple[dict, dict]:
    top = {"dpstudio_plan": 10, "columns": {column: "sensitive"}, "budget": {"epsilon": epsilon, "delta": 0}}
    joint = {**top, "queries": [{"id": "joint", "kind": "quantiles", "column": column, "bounds": bounds,
                                 "quantiles": QUANTILES, "epsilon": epsilon, "of": "rows"}]}
    apart = {**top, "queries": [{"id": f"q{q}", "kind": "quantile", "column": column, "bounds": bounds, "quantile": q,
                                 "epsilon": epsilon / len(QUANTILES), "of": "rows"} for q in QUANTILES]}
    return joint, apart


def rank_error(ordered: np.ndarray, value, q: float) -> float:
    below, upto = np.searchsorted(ordered, value, "left"), np.searchsorted(ordered, value, "right")
    target = q * len(ordered)
    return 0.0 if below <= target <= upto else float(min(abs(target - below), abs(target - upto)))


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--rows", type=int, default=100_000)
    parser.add_argument("--runs", type=int, default=200)
    parser.add_argument("--epsilon", type=float, nargs="+", default=[0.1, 1.0])
    parser.add_argument("--column", default=COLUMN, help="length_of_stay (whole days, many ties) or cost")
    parser.add_argument("--bounds", type=float, nargs=2, default=BOUNDS)
    args = parser.parse_args()
    from dpstudio.core.exact.frame_source import FrameSource
    from dpstudio.core.plan.release_plan import parse_plan
    from dpstudio.core.private.plan_drafts import draft_plan

    frame = admissions(args.rows)[[args.column]]
    ordered = np.sort(np.clip(frame[args.column].to_numpy(dtype=float), *args.bounds))
    print("| ε | quantile | joint: mean rank error | joint: stated ± | one per quantile: mean rank error | "
          "one per quantile: stated ± |\n|---|---|---|---|---|---|")
    for epsilon in args.epsilon:
        joint, apart = (parse_plan(p) for p in plans(epsilon, args.column, list(args.bounds)))
        joint_draft = draft_plan(joint, FrameSource(frame).prepare(joint).answers)[0]
        apart_drafts = draft_plan(apart, FrameSource(frame).prepare(apart).answers)
        errors = {"joint": [[] for _ in QUANTILES], "apart": [[] for _ in QUANTILES]}
        stated = {"joint": [0.0] * len(QUANTILES), "apart": [d.rank_halfwidth() for d in apart_drafts]}
        for _ in range(args.runs):
            for i, cell in enumerate(joint_draft.draw()["cells"]):
                errors["joint"][i].append(rank_error(ordered, cell["value"], QUANTILES[i]))
                stated["joint"][i] = max(stated["joint"][i], cell["ci95"])
            for i, draft in enumerate(apart_drafts):
                errors["apart"][i].append(rank_error(ordered, draft.draw()["value"], QUANTILES[i]))
        for i, q in enumerate(QUANTILES):
            cells = [f"{np.mean(errors[w][i]):,.1f} ± {np.std(errors[w][i], ddof=1) / np.sqrt(args.runs):,.1f}"
                     for w in ("joint", "apart")]
            print(f"| {epsilon:g} | {q:g} | {cells[0]} | {stated['joint'][i]:,.0f} | {cells[1]} | "
                  f"{stated['apart'][i]:,.0f} |")


if __name__ == "__main__":
    main()
