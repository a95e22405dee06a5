"""A peer library's whole process on the workload, for bench_cli.py --peers (issue 34: dpstudio release at
least 2x faster than the fastest peer at 10^6 rows).

python -m benchmarks.peer_process NAME PATH      NAME: diffprivlib, opendp or pipeline_dp

Reads the workload's columns of the Parquet file with pandas (as a user of the library would), computes the
workload's six answers with the library (workload.py: the same queries, ε and bounds as dpstudio's plan) and
prints one JSON line: the seconds of its parts (the process itself is timed from outside). It writes no
bundle and keeps no ledger: the library offers neither.
"""
from __future__ import annotations

import json
import sys
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

PEERS = {"diffprivlib": "diffprivlib", "opendp": "opendp_polars", "pipeline_dp": "pipeline_dp"}


def main() -> None:
    name, path = sys.argv[1:3]
    start = time.perf_counter()
    import pandas as pd

    from benchmarks import workload
    from benchmarks.engine_stages import WORKLOAD_COLUMNS

    imported = time.perf_counter()
    frame = pd.read_parquet(path, columns=WORKLOAD_COLUMNS)
    read = time.perf_counter()
    answers = getattr(workload, PEERS[name])(frame)
    assert set(answers) == {"rows", "diagnosis", "mean_stay", "cost_sum", "median_birth_year", "sex_ward"}
    print(json.dumps({"import": imported - start, "read": read - imported, "release": time.perf_counter() - read}))


if __name__ == "__main__":
    main()
