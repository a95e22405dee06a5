"""Several quantiles of a decimal column with ties (issue 46): an albumin-like lab value in g/dl, written with one
decimal (so every value is shared by many rows), bounds [1, 6]. dpstudio's joint `quantiles` query at resolutions
0.1 (the values' own), 0.01 (the default for these bounds) and 1 (what plans before version 12 had: whole
numbers), beside OpenDP's quantile (`make_private_quantile`, one per quantile at ε/5 each, candidates every 0.01 and
every 0.1) at the same total ε.

    python benchmarks/bench_quantiles_decimal.py --rows 2000 --runs 200 --epsilon 0.5 1

Each run draws fresh noise on the same table (exact answers computed once). Prints a Markdown table: per way and
quantile, the mean rank error (how far q·n lies from the places the released value takes in the sorted values) ±
its standard error, the mean error in g/dl, and dpstudio's stated 95% interval in places (all five at once).
"""
from __future__ import annotations

import argparse
import sys
from pathlib import Path

import numpy as np
import pandas as pd

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

QUANTILES = [0.1, 0.25, 0.5, 0.75, 0.9]
BOUNDS = [1, 6]


def albumin(rows: int, seed: int = 46) -> np.ndarray:
    """Test data only (seeded numpy): albumin in g/dl, one decimal, a little skewed low, within [1.5, 5.5]."""
    rng = np.random.default_rng(seed)
    values = 3.8 - rng.gamma(4.0, 0.14, size=rows) + rng.normal(0, 0.2, size=rows)
    return np.round(np.clip(values, 1.5, 5.5), 1)


def rank_error(ordered: np.ndarray, value, q: float) -> float:
    below, upto = np.searchsorted(ordered, value, "left"), np.searchsorted(ordered, value, "right")
    target = q * len(ordered)
    return 0.0 if below <= target <= upto else float(min(abs(target - below), abs(target - upto)))


def dpstudio_joint(frame: pd.DataFrame, epsilon: float, resolution):
    from dpstudio.core.exact.frame_source import FrameSource
    from dpstudio.core.plan.release_plan import parse_plan
    from dpstudio.core.private.plan_drafts import draft_plan

    plan = parse_plan({"dpstudio_plan": 12, "columns": {"albumin": "sensitive"},
                       "budget": {"epsilon": epsilon, "delta": 0},
                       "queries": [{"id": "joint", "kind": "quantiles", "column": "albumin", "bounds": BOUNDS,
                                    "quantiles": QUANTILES, "epsilon": epsilon, "resolution": resolution,
                                    "of": "rows"}]})
    draft = draft_plan(plan, FrameSource(frame).prepare(plan).answers)[0]

    def draw():
        cells = draft.draw()["cells"]
        return [c["value"] for c in cells], [c["ci95"] for c in cells]
    return draw


def opendp_each(values: np.ndarray, epsilon: float, resolution: float):
    """OpenDP's private quantile, one per quantile at epsilon / 5, over candidates every `resolution`."""
    import opendp.prelude as dp

    dp.enable_features("contrib")
    count = int(round((BOUNDS[1] - BOUNDS[0]) / resolution)) + 1
    candidates = [round(BOUNDS[0] + i * resolution, 10) for i in range(count)]
    space = dp.vector_domain(dp.atom_domain(T=float, nan=False)), dp.symmetric_distance()
    share = epsilon / len(QUANTILES)
    each = [dp.binary_search_chain(
        lambda s, q=q: dp.m.make_private_quantile(*space, dp.max_divergence(), candidates=candidates, alpha=q,
                                                  scale=s), d_in=1, d_out=share) for q in QUANTILES]
    data = list(np.clip(values, *BOUNDS).astype(float))
    return lambda: ([m(data) for m in each], [None] * len(QUANTILES))


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--rows", type=int, default=2000)
    parser.add_argument("--runs", type=int, default=200)
    parser.add_argument("--epsilon", type=float, nargs="+", default=[0.5, 1.0])
    args = parser.parse_args()
    values = albumin(args.rows)
    frame = pd.DataFrame({"albumin": values})
    ordered = np.sort(values)
    truth = [float(np.quantile(ordered, q, method="inverted_cdf")) for q in QUANTILES]
    print(f"{args.rows:,} rows, {len(np.unique(values))} distinct values; true quantiles "
          + ", ".join(f"{q:g}: {t:g}" for q, t in zip(QUANTILES, truth)) + "\n")
    print("| ε | way | " + " | ".join(f"{q:g}" for q in QUANTILES) + " |\n|---|---|" + "---|" * len(QUANTILES))
    for epsilon in args.epsilon:
        ways = {"dpstudio joint, resolution 0.1": dpstudio_joint(frame, epsilon, 0.1),
                "dpstudio joint, resolution 0.01 (default)": dpstudio_joint(frame, epsilon, 0.01),
                "dpstudio joint, resolution 1 (before version 12)": dpstudio_joint(frame, epsilon, 1),
                "OpenDP quantile ×5 at ε/5, candidates 0.1": opendp_each(values, epsilon, 0.1),
                "OpenDP quantile ×5 at ε/5, candidates 0.01": opendp_each(values, epsilon, 0.01)}
        for name, draw in ways.items():
            ranks, gaps, stated = [[] for _ in QUANTILES], [[] for _ in QUANTILES], [0.0] * len(QUANTILES)
            for _ in range(args.runs):
                released, widths = draw()
                for i, (v, w) in enumerate(zip(released, widths)):
                    ranks[i].append(rank_error(ordered, v, QUANTILES[i]))
                    gaps[i].append(abs(v - truth[i]))
                    stated[i] = max(stated[i], w or 0.0)
            cells = [f"{np.mean(r):,.1f} ± {np.std(r, ddof=1) / np.sqrt(args.runs):,.1f} places, {np.mean(g):.3f} g/dl"
                     + (f" (stated ± {s:,.0f})" if s else "") for r, g, s in zip(ranks, gaps, stated)]
            print(f"| {epsilon:g} | {name} | " + " | ".join(cells) + " |")


if __name__ == "__main__":
    main()
