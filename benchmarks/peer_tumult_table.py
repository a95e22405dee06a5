"""The table workload (table_workload.py) in Tumult Analytics, run in Tumult's own environment:

    .tumult/bin/python benchmarks/bench_table_accuracy.py run --library tumult-pure --runs 100 --out t.json

Cells by KeySet (the public keys), means per ward by `average`; margins and total are sums of the
noisy cells. PureDPBudget(1) (Laplace-type noise), or RhoZCDPBudget(rho) (Gaussian), half to each query.
"""
from __future__ import annotations

import numpy as np

from benchmarks.peer_tumult import spark_session  # noqa: F401  (the same quiet local[2] session)
from benchmarks.table_workload import BANDS, EPSILON, SEXES, cells_grid, margins_apart, table_parts, with_band
from benchmarks.generate import WARDS


def workload(spark, frame, rho: float | None = None) -> dict:
    from tmlt.analytics import AddOneRow, KeySet, PureDPBudget, QueryBuilder, RhoZCDPBudget, Session

    data = spark.createDataFrame(with_band(frame)[["band", "sex", "ward", "length_of_stay"]])
    total = RhoZCDPBudget(rho) if rho is not None else PureDPBudget(EPSILON)
    half = RhoZCDPBudget(rho / 2) if rho is not None else PureDPBudget(EPSILON / 2)
    session = Session.from_dataframe(privacy_budget=total, source_id="admissions", dataframe=data,
                                     protected_change=AddOneRow())
    keys = KeySet.from_dict({"band": BANDS, "sex": SEXES, "ward": WARDS})
    counts = session.evaluate(QueryBuilder("admissions").groupby(keys).count(), half).collect()
    keyed = {(r["band"], r["sex"], r["ward"]): r["count"] for r in counts}
    means = session.evaluate(QueryBuilder("admissions").groupby(KeySet.from_dict({"ward": WARDS}))
                             .average("length_of_stay", 0, 60), half).collect()
    by_ward = {r["ward"]: r["length_of_stay_average"] for r in means}
    cells = np.array([keyed.get(key, 0) for key in cells_grid()], dtype=float)
    return {**table_parts(cells), "mean_stay": np.array([by_ward.get(w, np.nan) for w in WARDS], dtype=float)}


def workload_apart(spark, frame) -> dict:
    """Pure DP: the cells, each column's margin and the total as five queries of epsilon 0.1 each, the
    means per ward with the other half (table_workload.py, "apart")."""
    from tmlt.analytics import AddOneRow, KeySet, PureDPBudget, QueryBuilder, Session

    data = spark.createDataFrame(with_band(frame)[["band", "sex", "ward", "length_of_stay"]])
    session = Session.from_dataframe(privacy_budget=PureDPBudget(EPSILON), source_id="admissions", dataframe=data,
                                     protected_change=AddOneRow())
    fifth = PureDPBudget(EPSILON / 10)

    def counts(keys: dict) -> dict:
        rows = session.evaluate(QueryBuilder("admissions").groupby(KeySet.from_dict(keys)).count(), fifth).collect()
        names = list(keys)
        return {tuple(r[n] for n in names) if len(names) > 1 else r[names[0]]: r["count"] for r in rows}

    cells = counts({"band": BANDS, "sex": SEXES, "ward": WARDS})
    by_band, by_sex, by_ward = counts({"band": BANDS}), counts({"sex": SEXES}), counts({"ward": WARDS})
    total = session.evaluate(QueryBuilder("admissions").count(), fifth).collect()[0]["count"]
    means = session.evaluate(QueryBuilder("admissions").groupby(KeySet.from_dict({"ward": WARDS}))
                             .average("length_of_stay", 0, 60), PureDPBudget(EPSILON / 2)).collect()
    by_ward_mean = {r["ward"]: r["length_of_stay_average"] for r in means}
    return {**margins_apart(cells, by_band, by_sex, by_ward, total),
            "mean_stay": np.array([by_ward_mean.get(w, np.nan) for w in WARDS], dtype=float)}
