"""The synthetic table's model (issue 36): dpstudio's fit (iterative proportional fitting over the full grid,
dpstudio/core/private/synthesis.py) beside OpenDP's `mbi` extra (Private-PGM's mirror descent, what OpenDP's MST and
AIM use), on the same noisy tables, each timed and compared with the true tables.

    pip install 'opendp[mbi]==0.16.0'   # mbi, JAX (about 400 MB): not a dependency of dpstudio
    python benchmarks/synthetic_model_compare.py

A seeded table of 10^6 rows over six columns (5 x 4 x 6 x 3 x 8 x 4 = 11,520 cells; the second column depends on the
first), its full grid plus Gaussian noise of standard deviation 3 per cell (so that the 15 pair tables are noisy
and consistent, as the family's are), and every pair table of it given to both fits (mbi with standard deviation
30 for each, 1,000 iterations, its default). Prints each fit's seconds and its largest and root-mean-square error
over the 15 pair tables against the true ones. The pseudo-random numbers make test data only.
"""
from __future__ import annotations

import sys
import time
from itertools import combinations
from pathlib import Path

import numpy as np

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

from dpstudio.core.private.synthesis import fit_joint  # noqa: E402

SIZES = (5, 4, 6, 3, 8, 4)


def main() -> None:
    rng = np.random.default_rng(1)
    rows = 1_000_000
    data = np.stack([rng.integers(0, s, rows) for s in SIZES], axis=1)
    data[:, 1] = (data[:, 0] + rng.integers(0, 2, rows)) % SIZES[1]
    joint = np.zeros(SIZES)
    np.add.at(joint, tuple(data.T), 1)
    noisy = joint + rng.normal(0, 3, joint.shape)
    pairs = list(combinations(range(len(SIZES)), 2))
    others = {p: tuple(c for c in range(len(SIZES)) if c not in p) for p in pairs}
    published = {p: noisy.sum(axis=others[p]) for p in pairs}
    truth = {p: joint.sum(axis=others[p]) for p in pairs}

    def errors(grid) -> tuple[float, float]:
        gaps = [grid.sum(axis=others[p]) - truth[p] for p in pairs]
        return max(float(np.abs(g).max()) for g in gaps), float(np.sqrt(np.mean([np.mean(g ** 2) for g in gaps])))

    started = time.perf_counter()
    fitted = fit_joint(SIZES, published)
    print(f"dpstudio (iterative proportional fitting): {time.perf_counter() - started:.2f} s, largest error "
          "{:.1f}, root-mean-square error {:.1f}".format(*errors(fitted)))
    from mbi import Domain, LinearMeasurement
    from mbi.estimation import mirror_descent

    names = [f"c{i}" for i in range(len(SIZES))]
    measured = [LinearMeasurement(published[p].ravel(), (names[p[0]], names[p[1]]), stddev=30.0) for p in pairs]
    started = time.perf_counter()
    model = mirror_descent(Domain(names, SIZES), measured, iters=1000)
    grid = np.asarray(model.project(tuple(names)).datavector()).reshape(SIZES)
    print(f"mbi (mirror descent, 1,000 iterations): {time.perf_counter() - started:.2f} s, largest error "
          "{:.1f}, root-mean-square error {:.1f}".format(*errors(grid)))


if __name__ == "__main__":
    main()
