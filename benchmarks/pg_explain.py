"""Where PostgreSQL spends a release's time: EXPLAIN ANALYZE of the plan's one aggregate query.

python benchmarks/pg_explain.py [--rows 1000000] [--folder /tmp/dpstudio-engines] [--out /tmp/pg-explain]

Starts a throwaway server (servers.py), loads the workload's Parquet file (engine_data.py), releases
the workload's plan through the Ibis engine while recording each query it sends, then runs the
largest one (the plan's UNION ALL) under EXPLAIN (ANALYZE, BUFFERS). Writes queries.sql and
explain.txt to --out and prints the release's time and each part's time (the top-level Append's
children, in plan order after the facts).
"""
from __future__ import annotations

import argparse
import os
import sys
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))


def recorded_release(url: str) -> tuple[float, list[str]]:
    """The release's seconds and the SQL of every query it ran."""
    import ibis
    from ibis.expr.types.relations import Table

    from benchmarks.workload import dpstudio_plan
    from dpstudio.core.exact.opening import SourceSpec, open_source
    from dpstudio.core.pipeline.release import produce_release

    sent, run = [], Table.to_pyarrow

    def recording(self, *args, **kwargs):
        sent.append(str(ibis.to_sql(self, dialect="postgres")))
        return run(self, *args, **kwargs)

    Table.to_pyarrow = recording
    try:
        start = time.perf_counter()
        produce_release(open_source(SourceSpec(url, "admissions", None, "auto")), dpstudio_plan())
        return time.perf_counter() - start, sent
    finally:
        Table.to_pyarrow = run


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--rows", type=int, default=1_000_000)
    parser.add_argument("--folder", default="/tmp/dpstudio-engines")
    parser.add_argument("--out", default="/tmp/pg-explain")
    args = parser.parse_args()
    from benchmarks.engine_data import parquet_path, write_parquet
    from benchmarks.servers import load_parquet, start_postgres

    out = Path(args.out)
    out.mkdir(parents=True, exist_ok=True)
    parquet = write_parquet(args.rows, parquet_path(Path(args.folder), args.rows))
    server = start_postgres()
    try:
        load_parquet(server, parquet, "admissions")
        os.environ["PGPASSWORD"] = server.password
        seconds, sent = recorded_release(server.url)
        (out / "queries.sql").write_text("\n;\n".join(sent) + "\n")
        plan_query = max(sent, key=len)
        lines = [row[0] for row in server.connect().execute("EXPLAIN (ANALYZE, BUFFERS) " + plan_query).fetchall()]
        (out / "explain.txt").write_text("\n".join(lines) + "\n")
    finally:
        server.stop()
    print(f"release {seconds:.2f} s ({len(sent)} queries); the plan's query:")
    for line in lines:
        if "Execution Time" in line:
            print(" ", line.strip())
        elif line.startswith("  ->"):  # a part: its first and last row's milliseconds
            print(" ", line.split("(cost")[0].strip(), "actual ms", line.split("actual time=")[-1].split(" ")[0])

if __name__ == "__main__":
    main()
