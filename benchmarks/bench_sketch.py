"""The ledger's sketch alone, by each engine, under each hash: scheme V3 (MD5 then SHA-256) against V2 (SHA-256).

python benchmarks/bench_sketch.py [--rows 10000000] [--engines duckdb postgres spark] [--pairs 3]
                                  [--folder /tmp/dpstudio-engines]

For each engine, the benchmark table's people sample (exact/people_sample.py) by person (`patient_id`) and by
row (all 13 columns), V2 then V3 in turn within each pair (A B A B), in this process: DuckDB over the Parquet
file where it lies, PostgreSQL over the table loaded into a throwaway server (servers.py), Spark over the Parquet
file in a local session of 2 cores. Prints each pair's seconds and the median ratio V3 / V2, with the load
average before and after.
"""
from __future__ import annotations

import argparse
import os
import statistics
import sys
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

from benchmarks.engine_data import parquet_path, write_parquet  # noqa: E402
from dpstudio.core.exact.people_digests import MD5_SHA256, SHA256  # noqa: E402
from dpstudio.core.exact.people_sample import people_sample  # noqa: E402

SALT = "benchmarksaltbenchmark"  # 22 characters, as a ledger's


def timed_pairs(table, rows: int, pairs: int) -> dict[tuple[str, str], list[float]]:
    """Seconds of each (unit, hash), V2 and V3 alternating."""
    found: dict[tuple[str, str], list[float]] = {}
    units = {"person": (["patient_id"], True), "row": (sorted(table.columns), False)}
    for _ in range(pairs):
        for unit, (columns, person) in units.items():
            for kind in (SHA256, MD5_SHA256):
                start = time.perf_counter()
                people_sample(table, columns, person, SALT, rows, kind=kind)
                found.setdefault((unit, kind), []).append(time.perf_counter() - start)
    return found


def report(engine: str, rows: int, found: dict, before: tuple, after: tuple) -> None:
    for unit in ("person", "row"):
        old, new = found[unit, SHA256], found[unit, MD5_SHA256]
        ratios = [n / o for n, o in zip(new, old)]
        print(f"| {engine} | {rows:,} | {unit} | {statistics.median(old):.2f} s | {statistics.median(new):.2f} s | "
              f"{statistics.median(ratios):.2f}x ({', '.join(f'{r:.2f}' for r in ratios)}) |", flush=True)
    print(f"| {engine} | load average before / after | {before} | {after} | | |", flush=True)


def load() -> tuple:
    return tuple(round(x, 2) for x in os.getloadavg())


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--rows", type=int, default=10 ** 7)
    parser.add_argument("--engines", nargs="+", default=["duckdb", "postgres", "spark"])
    parser.add_argument("--pairs", type=int, default=3)
    parser.add_argument("--folder", default="/tmp/dpstudio-engines")
    args = parser.parse_args()
    data = write_parquet(args.rows, parquet_path(Path(args.folder), args.rows))
    print("| engine | rows | unit | V2 (SHA-256), median | V3 (MD5 then SHA-256), median | V3 / V2 per pair |\n"
          "|---|---|---|---|---|---|", flush=True)
    for engine in args.engines:
        before = load()
        if engine == "duckdb":
            import ibis

            found = timed_pairs(ibis.duckdb.connect().read_parquet(data), args.rows, args.pairs)
        elif engine == "postgres":
            import ibis

            from benchmarks.servers import load_parquet, start_postgres

            server = start_postgres()
            try:
                load_parquet(server, data, "admissions")
                found = timed_pairs(ibis.connect(server.url, password=server.password).table("admissions"),
                                    args.rows, args.pairs)
            finally:
                server.stop()
        else:
            from dpstudio.core.databases.spark_session import spark_connection

            found = timed_pairs(spark_connection("local[2]").read_parquet(str(data)), args.rows, args.pairs)
        report(engine, args.rows, found, before, load())


if __name__ == "__main__":
    main()
