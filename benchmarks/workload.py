"""The reference workload of issue 7, written once per library.

Total epsilon 1 split evenly over six queries (0.16666 each, so the decimal sum stays within 1):
count of rows; histogram of diagnosis over the public list; mean length of stay in [0, 60];
sum of cost in [0, 100000]; median birth year in [1900, 2025]; cross-tab sex x ward.
Neighbouring tables differ by one row (each library's row-level setting), so that all answer
the same question. Peer libraries are optional extras for benchmarks only, never dpstudio's
dependencies.
"""
from __future__ import annotations

import numpy as np
import pandas as pd

from benchmarks.generate import DIAGNOSES, WARDS

EPSILON = 0.16666
SEXES = ["F", "M"]


def dpstudio_plan() -> dict:
    return {
        "dpstudio_plan": 1,
        "columns": {"patient_id": "identifier", "name": "identifier", "national_id": "identifier",
                    "birth_year": "quasi_identifier", "sex": "quasi_identifier", "zip5": "quasi_identifier",
                    "admission_date": "quasi_identifier", "diagnosis": "sensitive", "ward": "other",
                    "length_of_stay": "sensitive", "cost": "other", "readmitted": "sensitive", "rare_flag": "sensitive"},
        "budget": {"epsilon": 1},
        "queries": [
            {"id": "rows", "kind": "count", "epsilon": EPSILON, "postprocess": []},
            {"id": "diagnosis", "kind": "histogram", "column": "diagnosis", "categories": DIAGNOSES,
             "epsilon": EPSILON, "postprocess": []},
            {"id": "mean_stay", "kind": "mean", "column": "length_of_stay", "bounds": [0, 60], "epsilon": EPSILON},
            {"id": "cost_sum", "kind": "sum", "column": "cost", "bounds": [0, 100000], "epsilon": EPSILON},
            {"id": "median_birth_year", "kind": "quantile", "column": "birth_year", "bounds": [1900, 2025],
             "quantile": 0.5, "epsilon": EPSILON},
            {"id": "sex_ward", "kind": "crosstab", "columns": ["sex", "ward"],
             "categories": {"sex": SEXES, "ward": WARDS}, "epsilon": EPSILON, "postprocess": []},
        ],
    }


def exact(frame: pd.DataFrame) -> dict:
    """The plain pandas computation of the same answers, without privacy: the floor."""
    return {
        "rows": len(frame),
        "diagnosis": frame["diagnosis"].value_counts().reindex(DIAGNOSES, fill_value=0).to_numpy(),
        "mean_stay": float(frame["length_of_stay"].clip(0, 60).mean()),
        "cost_sum": float(frame["cost"].clip(0, 100000).sum()),
        "median_birth_year": float(frame["birth_year"].clip(1900, 2025).median()),
        "sex_ward": frame.groupby(["sex", "ward"]).size().reindex(
            pd.MultiIndex.from_product([SEXES, WARDS]), fill_value=0).to_numpy(),
    }


def dpstudio(frame: pd.DataFrame) -> dict:
    from dpstudio.core.pipeline.release import produce_release

    # without a ledger a release names no dataset: nothing is hashed (the ledger's sketch: bench_api.py)
    queries = {q["id"]: q for q in produce_release(frame, dpstudio_plan()).release["queries"]}
    return {
        "rows": queries["rows"]["value"],
        "diagnosis": np.array([c["value"] for c in queries["diagnosis"]["cells"][:-1]]),  # without (other)
        "mean_stay": queries["mean_stay"]["value"],
        "cost_sum": queries["cost_sum"]["value"],
        "median_birth_year": queries["median_birth_year"]["value"],
        "sex_ward": np.array([c["value"] for c in queries["sex_ward"]["cells"]
                              if "(other)" not in c["key"].values()]),
    }


def diffprivlib(frame: pd.DataFrame) -> dict:
    """IBM diffprivlib, idiomatically: its tools with bounds; counts as DP histograms."""
    import diffprivlib.tools as tools
    from diffprivlib.mechanisms import GeometricTruncated  # noqa: F401 (checks the install)

    codes = pd.Categorical(frame["diagnosis"], categories=DIAGNOSES).codes
    diagnosis, _ = tools.histogram(codes, bins=len(DIAGNOSES), range=(0, len(DIAGNOSES)), epsilon=EPSILON)
    sex_ward = pd.Categorical(frame["sex"] + "|" + frame["ward"],
                              categories=[f"{s}|{w}" for s in SEXES for w in WARDS]).codes
    cross, _ = tools.histogram(sex_ward, bins=len(SEXES) * len(WARDS), range=(0, len(SEXES) * len(WARDS)),
                               epsilon=EPSILON)
    rows, _ = tools.histogram(np.zeros(len(frame)), bins=1, range=(0, 1), epsilon=EPSILON)
    return {
        "rows": float(rows[0]),
        "diagnosis": diagnosis,
        "mean_stay": float(tools.mean(frame["length_of_stay"].to_numpy(float), epsilon=EPSILON, bounds=(0, 60))),
        "cost_sum": float(tools.sum(frame["cost"].to_numpy(float), epsilon=EPSILON, bounds=(0, 100000))),
        "median_birth_year": float(tools.median(frame["birth_year"].to_numpy(float), epsilon=EPSILON,
                                                bounds=(1900, 2025))),
        "sex_ward": cross,
    }


def opendp_polars(frame: pd.DataFrame) -> dict:
    """OpenDP's Context API over a Polars LazyFrame, idiomatically (needs the polars version OpenDP
    was built with). The category lists are declared public through margins with invariant keys."""
    import opendp.prelude as dp
    import polars as pl

    dp.enable_features("contrib")
    data = pl.from_pandas(frame[["diagnosis", "length_of_stay", "cost", "birth_year", "sex", "ward"]]).lazy()
    context = dp.Context.compositor(
        data=data, privacy_unit=dp.unit_of(contributions=1), privacy_loss=dp.loss_of(epsilon=1.0),
        split_evenly_over=6,
        margins=[dp.polars.Margin(by=[], max_length=_public_length_bound(len(frame))),
                 dp.polars.Margin(by=["diagnosis"], invariant="keys"),
                 dp.polars.Margin(by=["sex", "ward"], invariant="keys")])

    def one(expression):
        return context.query().select(expression).release().collect().item()

    rows = one(dp.len())
    diagnosis = context.query().group_by("diagnosis").agg(dp.len()).release().collect()
    cross = context.query().group_by(["sex", "ward"]).agg(dp.len()).release().collect()
    by_diagnosis = dict(zip(diagnosis["diagnosis"], diagnosis["len"]))
    by_cell = {(s, w): n for s, w, n in zip(cross["sex"], cross["ward"], cross["len"])}
    return {
        "rows": rows,
        "diagnosis": np.array([by_diagnosis.get(d, 0) for d in DIAGNOSES]),
        "mean_stay": one(pl.col("length_of_stay").cast(pl.Float64).fill_null(0.0).dp.mean(bounds=(0.0, 60.0))),
        "cost_sum": one(pl.col("cost").cast(pl.Float64).fill_null(0.0).dp.sum(bounds=(0.0, 100000.0))),
        "median_birth_year": one(pl.col("birth_year").cast(pl.Float64).fill_null(1960.0).dp.median(
            candidates=[float(year) for year in range(1900, 2026)])),
        "sex_ward": np.array([by_cell.get((s, w), 0) for s in SEXES for w in WARDS]),
    }


def _public_length_bound(rows: int) -> int:
    """A generous public bound on the number of rows (a power of ten, at least 10x the rows), as a
    steward would declare it; OpenDP's float sum sensitivity grows with this bound."""
    return 10 ** (len(str(rows)) + 1)


def pipeline_dp(frame: pd.DataFrame) -> dict:
    """PipelineDP on its local (pure Python) backend, idiomatically: one aggregation per query over
    public partitions, each row its own privacy id, the budget split evenly by its accountant."""
    import pipeline_dp as pdp

    rows = list(zip(range(len(frame)), frame["diagnosis"], frame["length_of_stay"], frame["cost"],
                    frame["birth_year"], frame["sex"] + "|" + frame["ward"]))
    accountant = pdp.NaiveBudgetAccountant(total_epsilon=1.0, total_delta=0)
    engine = pdp.DPEngine(accountant, pdp.LocalBackend())
    cells = [f"{s}|{w}" for s in SEXES for w in WARDS]

    def aggregate(metric, partition, value, partitions, **bounds):
        params = pdp.AggregateParams(metrics=[metric], max_partitions_contributed=1,
                                     max_contributions_per_partition=1, noise_kind=pdp.NoiseKind.LAPLACE, **bounds)
        extractors = pdp.DataExtractors(privacy_id_extractor=lambda r: r[0], partition_extractor=partition,
                                        value_extractor=value)
        return engine.aggregate(rows, params, extractors, public_partitions=partitions)

    results = [
        aggregate(pdp.Metrics.COUNT, lambda r: "all", lambda r: 0, ["all"]),
        aggregate(pdp.Metrics.COUNT, lambda r: r[1], lambda r: 0, DIAGNOSES),
        aggregate(pdp.Metrics.MEAN, lambda r: "all", lambda r: r[2], ["all"], min_value=0, max_value=60),
        aggregate(pdp.Metrics.SUM, lambda r: "all", lambda r: r[3], ["all"], min_value=0, max_value=100000),
        aggregate(pdp.Metrics.PERCENTILE(50), lambda r: "all", lambda r: r[4], ["all"], min_value=1900,
                  max_value=2025),
        aggregate(pdp.Metrics.COUNT, lambda r: r[5], lambda r: 0, cells),
    ]
    accountant.compute_budgets()
    rows_, diagnosis, mean, total, median, cross = (dict(list(r)) for r in results)
    return {
        "rows": rows_["all"].count,
        "diagnosis": np.array([diagnosis[d].count for d in DIAGNOSES]),
        "mean_stay": mean["all"].mean,
        "cost_sum": total["all"].sum,
        "median_birth_year": median["all"].percentile_50,
        "sex_ward": np.array([cross[c].count for c in cells]),
    }
