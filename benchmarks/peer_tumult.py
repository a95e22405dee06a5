"""The reference workload in Tumult Analytics (Spark), run in a Python environment of its own,
because Tumult pins older pandas and numpy than dpstudio's:

    python3 -m venv .tumult && .tumult/bin/pip install tmlt.analytics
    .tumult/bin/python benchmarks/peer_tumult.py --rows 100000 [--runs 1]

Needs a Java runtime (Spark). Prints one JSON line: seconds per whole workload, and the answers.
"""
from __future__ import annotations

import argparse
import json
import os
import sys
import tempfile
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

from benchmarks.generate import DIAGNOSES, WARDS, admissions  # noqa: E402

EPSILON = 0.16666
SEXES = ["F", "M"]


def workload(spark, frame) -> dict:
    from tmlt.analytics import AddOneRow, KeySet, PureDPBudget, QueryBuilder, Session

    data = spark.createDataFrame(frame[["diagnosis", "length_of_stay", "cost", "birth_year", "sex", "ward"]])
    session = Session.from_dataframe(privacy_budget=PureDPBudget(1), source_id="admissions", dataframe=data,
                                     protected_change=AddOneRow())
    budget = PureDPBudget(EPSILON)
    query = lambda: QueryBuilder("admissions")  # noqa: E731
    rows = session.evaluate(query().count(), budget).collect()[0][0]
    diagnosis = session.evaluate(query().groupby(KeySet.from_dict({"diagnosis": DIAGNOSES})).count(), budget)
    by_diagnosis = {r["diagnosis"]: r["count"] for r in diagnosis.collect()}
    mean = session.evaluate(query().average("length_of_stay", 0, 60), budget).collect()[0][0]
    total = session.evaluate(query().sum("cost", 0, 100000), budget).collect()[0][0]
    median = session.evaluate(query().median("birth_year", 1900, 2025), budget).collect()[0][0]
    cross = session.evaluate(query().groupby(KeySet.from_dict({"sex": SEXES, "ward": WARDS})).count(), budget)
    by_cell = {(r["sex"], r["ward"]): r["count"] for r in cross.collect()}
    return {"rows": rows, "diagnosis": [by_diagnosis.get(d, 0) for d in DIAGNOSES], "mean_stay": mean,
            "cost_sum": total, "median_birth_year": median,
            "sex_ward": [by_cell.get((s, w), 0) for s in SEXES for w in WARDS]}


def spark_session():
    """Spark on both cores, quiet, with its scratch tables in a temporary folder (not the cwd)."""
    os.environ.setdefault("PYSPARK_PYTHON", sys.executable)  # Spark's workers need this environment's Python
    from pyspark.sql import SparkSession

    spark = SparkSession.builder.master("local[2]").config("spark.ui.enabled", "false") \
        .config("spark.sql.warehouse.dir", tempfile.mkdtemp(prefix="dpstudio-spark-")) \
        .config("spark.driver.memory", "8g").getOrCreate()
    spark.sparkContext.setLogLevel("ERROR")
    return spark


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__)
    parser.add_argument("--rows", type=int, default=100_000)
    parser.add_argument("--runs", type=int, default=1)
    args = parser.parse_args()
    spark = spark_session()
    frame = admissions(args.rows)
    workload(spark, frame.head(1000))  # start the JVM and Spark's planner before timing
    times, answers = [], []
    for _ in range(args.runs):
        start = time.perf_counter()
        answers.append(workload(spark, frame))
        times.append(time.perf_counter() - start)
    print(json.dumps({"rows": args.rows, "seconds": times, "answers": answers}, default=float))


if __name__ == "__main__":
    main()
