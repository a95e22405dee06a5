"""Issue 14 §3, bounded work: drawing a very long category label, and opening a very wide table.

python benchmarks/bench_limits.py [--label-bytes 1048576] [--columns 10000]
Drawing: the report's chart of a released histogram whose one category is a 1 MB label (the plan
refuses labels over 1,000 characters; a release or preview drawn from elsewhere could still hold
one), and the preview plot of a 1,000-character label. Before labels were cut to 40 characters
the 1 MB chart took 146 s. Loading: a CSV of one row under a header of --columns columns (the
limit is 10,000), and one of 100,000 columns, which took 238 s and is now refused from its header.
"""
from __future__ import annotations

import argparse
import sys
import tempfile
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))


def timed(run) -> float:
    start = time.perf_counter()
    run()
    return time.perf_counter() - start


def chart_with_label(size: int) -> float:
    from dpstudio.core.output.report_charts import cells_chart_png

    cells = [{"key": {"dx": "x" * size}, "value": 10, "ci95": 3}, {"key": {"dx": "b"}, "value": 5, "ci95": 3}]
    return timed(lambda: cells_chart_png({"id": "q", "cells": cells}))


def preview_plot_with_label(size: int) -> float:
    import pandas as pd
    from matplotlib.figure import Figure

    from dpstudio.core.preview.plots import plot_preview
    from dpstudio.core.preview.expected_error import PreviewSession

    label = "x" * size
    plan = {"dpstudio_plan": 1, "columns": {"dx": "sensitive"}, "budget": {"epsilon": 1},
            "queries": [{"id": "q", "kind": "histogram", "column": "dx", "categories": [label], "epsilon": 1}]}
    preview = PreviewSession(pd.DataFrame({"dx": [label, "b"]}), plan).previews()[0]
    figure = Figure()
    return timed(lambda: (plot_preview(figure.add_subplot(111), preview), figure.canvas.draw()))


def wide_load(columns: int) -> float:
    from dpstudio.core.base.errors import InputError
    from dpstudio.core.io.loading import load_table

    def load():
        try:
            load_table(path)
        except InputError:
            pass

    with tempfile.TemporaryDirectory() as folder:
        path = Path(folder) / "wide.csv"
        path.write_text(",".join(f"c{i}" for i in range(columns)) + "\n" + ",".join("1" * columns) + "\n")
        return timed(load)


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__)
    parser.add_argument("--label-bytes", type=int, default=2**20)
    parser.add_argument("--columns", type=int, default=10_000)
    args = parser.parse_args()
    print("| what | time |\n|---|---|")
    print(f"| report chart, one category label of {args.label_bytes:,} characters | {chart_with_label(args.label_bytes):.2f} s |")
    print(f"| preview plot (drawn), one category label of 1,000 characters | {preview_plot_with_label(1000):.2f} s |")
    print(f"| open a CSV of {args.columns:,} columns and one row | {wide_load(args.columns):.2f} s |")
    print(f"| a CSV of 100,000 columns, refused from its header | {wide_load(100_000):.2f} s |")


if __name__ == "__main__":
    main()
