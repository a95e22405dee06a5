"""Randomized response at scale: the bulk exact sampler against OpenDP's one-call-per-row sampler.

python benchmarks/bench_rr.py [--rows 1000000] [--baseline-rows 20000]
Both sample the same distribution (k-ary randomized response at the keep probability OpenDP's
privacy map confirms). OpenDP's is timed on --baseline-rows rows in the same run and scaled
linearly (it is one Python call per row). Also times the whole randomized-response query
(noisy row count, resizing, shuffle), writing its perturbed column into a bundle, and release.xlsx
for a histogram of 8,000 and 100,000 cells.
Prints a Markdown table for benchmarks/RESULTS.md.
"""
from __future__ import annotations

import argparse
import sys
import tempfile
from fractions import Fraction
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

import numpy as np  # noqa: E402

from benchmarks.bench_release import timed  # noqa: E402

CATEGORIES = ("negative", "positive", "inconclusive", "(other)")


def opendp_per_row(rr, codes):
    from dpstudio.core.private.mechanisms import _randomizer

    randomizer = _randomizer(rr.categories, rr.keep_probability)
    return [randomizer(rr.categories[c]) for c in codes]


def lines(rows: int, baseline_rows: int, repeats: int):
    from dpstudio.core.output.bundle import write_bundle
    from dpstudio.core.private.mechanisms import RandomizedResponse

    rr = RandomizedResponse.calibrate(CATEGORIES, Fraction(1))
    codes = np.arange(rows, dtype=np.int64) % len(CATEGORIES)
    bulk = timed(lambda: rr.perturb(codes), repeats)
    per_row = timed(lambda: opendp_per_row(rr, codes[:baseline_rows]), 1) * rows / baseline_rows
    yield (f"| {rows:,} | per-row coins, bulk exact sampler | {bulk:.3f} s | OpenDP per row "
           f"(timed on {baseline_rows:,}, scaled) {per_row:.1f} s | {bulk / per_row:.4f}x |")
    import pandas as pd

    import dpstudio

    frame = pd.DataFrame({"test_result": np.array(CATEGORIES[:3])[codes % 3]})
    plan = {"dpstudio_plan": 2, "columns": {"test_result": "sensitive"}, "budget": {"epsilon": 1},
            "queries": [{"id": "rr", "kind": "randomized_response", "column": "test_result", "epsilon": 1,
                         "categories": list(CATEGORIES[:3])}]}
    floor = timed(lambda: frame["test_result"].value_counts(), repeats)
    whole = timed(lambda: dpstudio.release_uncharged(frame, plan), repeats)
    yield (f"| {rows:,} | dpstudio.release: noisy count, resize, randomize, shuffle, estimates | {whole:.3f} s "
           f"| pandas value_counts {floor:.3f} s | {whole / floor:.1f}x |")
    release = dpstudio.release_uncharged(frame, plan)

    def write():
        with tempfile.TemporaryDirectory() as folder:
            write_bundle(release, plan, Path(folder) / "out", pdf_writer=None)
    seconds = timed(write, 1)
    yield f"| {rows:,} | bundle with the perturbed column (CSV, XLSX, HTML; no PDF) | {seconds:.3f} s | | |"


def xlsx_line(cells: int):
    """release.xlsx for a histogram with `cells` categories (the writer was quadratic in its rows)."""
    from dpstudio.core.output.bundle import write_xlsx

    release = {"dpstudio_release": 2, "created": "", "dataset_fingerprint": None, "neighbouring": "",
               "budget": {"epsilon": 1, "delta": 0, "composition": ""},
               "queries": [{"id": "h", "kind": "histogram", "mechanism": "discrete_laplace", "epsilon": 1,
                            "delta": 0, "cells": [{"key": {"dx": f"code {i}"}, "value": i, "ci95": 3}
                                                  for i in range(cells)]}]}
    with tempfile.TemporaryDirectory() as folder:
        seconds = timed(lambda: write_xlsx(Path(folder) / "r.xlsx", release), 1)
    return f"| {cells:,} cells | release.xlsx of one histogram | {seconds:.3f} s | | |"


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--rows", type=int, nargs="+", default=[100_000, 1_000_000])
    parser.add_argument("--baseline-rows", type=int, default=20_000)
    parser.add_argument("--repeats", type=int, default=3)
    args = parser.parse_args()
    print("| rows | what | time | baseline | ratio |")
    print("|---|---|---|---|---|")
    for cells in (8_000, 100_000):
        print(xlsx_line(cells), flush=True)
    for rows in args.rows:
        for line in lines(rows, args.baseline_rows, args.repeats):
            print(line, flush=True)


if __name__ == "__main__":
    main()
