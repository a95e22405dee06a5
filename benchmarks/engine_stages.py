"""What bench_engines.py times, each run in a fresh process: `python -m benchmarks.engine_stages STAGE ...`.
Each prints one JSON line: the seconds of its parts (the process itself is timed from outside).

  pandas PATH [--columns]       plain pandas: read the Parquet file, compute the workload's exact answers
  core ENGINE DATA [TABLE] --plan PLAN
                                dpstudio's core (no ledger, no bundle): open the source, produce_release
                                (the plan is read from its file: importing workload.py would import pandas)
  sql URL                       the workload's exact answers by hand-written SQL over psycopg
  floor                         only the imports the issue's architecture needs (Ibis with its DuckDB
                                backend, OpenDP's measurements): no process that releases through them
                                can be faster
"""
from __future__ import annotations

import json
import sys
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

WORKLOAD_COLUMNS = ["diagnosis", "length_of_stay", "cost", "birth_year", "sex", "ward"]
HAND_SQL = [  # the same exact answers as workload.exact, in PostgreSQL
    "SELECT count(*) FROM admissions",
    "SELECT diagnosis, count(*) FROM admissions GROUP BY diagnosis",
    "SELECT avg(least(greatest(length_of_stay, 0), 60)) FROM admissions",
    "SELECT sum(least(greatest(cost, 0), 100000)) FROM admissions",
    "SELECT percentile_cont(0.5) WITHIN GROUP (ORDER BY least(greatest(birth_year, 1900), 2025)) FROM admissions",
    "SELECT sex, ward, count(*) FROM admissions GROUP BY sex, ward",
]


def pandas_stage(path: str, only_columns: bool) -> dict:
    start = time.perf_counter()
    import pandas as pd

    from benchmarks.workload import exact

    imported = time.perf_counter()
    frame = pd.read_parquet(path, columns=WORKLOAD_COLUMNS if only_columns else None)
    read = time.perf_counter()
    exact(frame)
    return {"import": imported - start, "read": read - imported, "compute": time.perf_counter() - read}


def core_stage(engine: str, data: str, table: str | None, plan_path: str) -> dict:
    start = time.perf_counter()
    from dpstudio.core.exact.opening import SourceSpec, open_source
    from dpstudio.core.pipeline.release import produce_release

    imported = time.perf_counter()
    spec = SourceSpec(data if engine != "spark" else None, table, None, "auto" if engine == "postgres" else engine,
                      "local[2]" if engine == "spark" else None)
    source = open_source(spec)
    opened = time.perf_counter()
    produce_release(source, json.loads(Path(plan_path).read_text(encoding="utf-8")))
    return {"import": imported - start, "open": opened - imported, "release": time.perf_counter() - opened}


def floor_stage() -> dict:
    start = time.perf_counter()
    import ibis
    import opendp.measurements  # noqa: F401

    ibis.duckdb.connect().disconnect()  # loads Ibis's DuckDB backend (and its SQL compilers)
    return {"import": time.perf_counter() - start}


def sql_stage(url: str) -> dict:
    start = time.perf_counter()
    import psycopg

    imported = time.perf_counter()
    with psycopg.connect(url) as con:
        for statement in HAND_SQL:
            con.execute(statement).fetchall()
    return {"import": imported - start, "release": time.perf_counter() - imported}


def main() -> None:
    stage, *args = sys.argv[1:]
    plan = None
    if "--plan" in args:
        at = args.index("--plan")
        plan = args[at + 1]
        del args[at:at + 2]
    if stage == "pandas":
        result = pandas_stage(args[0], "--columns" in args)
    elif stage == "core":
        result = core_stage(args[0], args[1], args[2] if len(args) > 2 else None, plan)
    elif stage == "floor":
        result = floor_stage()
    else:
        result = sql_stage(args[0])
    print(json.dumps(result))


if __name__ == "__main__":
    main()
