"""Accuracy of counts of people (issue 31) at equal ε: dpstudio beside OpenDP's Polars API and Tumult.

    python benchmarks/peer_people.py run --library dpstudio --runs 300 --out people-dpstudio.json
    python benchmarks/peer_people.py run --library opendp --runs 300 --out people-opendp.json
    .tumult/bin/python benchmarks/peer_people.py run --library tumult --runs 50 --out people-tumult.json
    python benchmarks/peer_people.py report people-*.json

The table: bench_people.people_table (generate.py's admissions, 10^5 rows of 10^4 patients by default,
`age` at each admission). Neighbouring tables differ by one patient with all their rows; ε = 1 over three
queries (1/3 each, pure DP, discrete Laplace-type noise in every library):
  patients      the number of distinct patients
  age_sex       patients per age band x sex, each patient once, at their first admission (5 x 2 cells)
  diagnosis     patients per diagnosis, each patient in every diagnosis they have, at most 3 (20 cells)
Every library is told the same public keys and the same bound of 3 per patient on the third query.
Errors are against the truth a steward wants: the distinct patients; patients by the cell of their first
admission; patients per diagnosis over all their admissions (a bound of 3 leaves some out: bias counted).
"""
from __future__ import annotations

import argparse
import json
import sys
import time
from pathlib import Path

import numpy as np
import pandas as pd

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

from benchmarks.generate import DIAGNOSES  # noqa: E402

LIBRARIES = ("dpstudio", "opendp", "tumult")
TITLES = {"dpstudio": "dpstudio (first_row; each_cell, max_rows 3 by admission date)",
          "opendp": "OpenDP 0.16 (Context API, Polars; identifier truncation)",
          "tumult": "Tumult Analytics 0.21 (AddRowsWithID; count_distinct, MaxGroupsPerID)"}
AGE_EDGES = [0, 18, 45, 65, 80, 110]
BANDS = [f"{lo}-{hi}" for lo, hi in zip(AGE_EDGES, AGE_EDGES[1:])]
SEXES = ["F", "M"]
CELLS = [(band, sex) for band in BANDS for sex in SEXES]
K = 3  # at most 3 diagnoses (dpstudio: first 3 admissions) per patient
THIRD = 1 / 3 - 1e-9


def table(rows: int, people: int) -> pd.DataFrame:
    """The people table with `band` (the age band at admission as text, for the peers' group keys) and the
    admission date as a timestamp."""
    from benchmarks.bench_people import people_table

    frame = people_table(rows, people)
    frame["admission_date"] = pd.to_datetime(frame["admission_date"])
    codes = np.searchsorted(AGE_EDGES, frame["age"].to_numpy(), side="right") - 1
    frame["band"] = np.array(BANDS)[np.clip(codes, 0, len(BANDS) - 1)]
    return frame


def truth(frame: pd.DataFrame) -> dict:
    first = frame.sort_values(["admission_date"], kind="stable").drop_duplicates("patient_id")
    age_sex = first.groupby(["band", "sex"]).size()
    diagnosis = frame.drop_duplicates(["patient_id", "diagnosis"])["diagnosis"].value_counts()
    return {"patients": float(frame["patient_id"].nunique()),
            "age_sex": [float(age_sex.get(cell, 0)) for cell in CELLS],
            "diagnosis": [float(diagnosis.get(d, 0)) for d in DIAGNOSES]}


def own_exact(library: str, frame: pd.DataFrame) -> dict | None:
    """What the library's own truncation leaves, without noise (its noise alone is the error against it);
    None where that is drawn at random for each release (Tumult's choice of groups)."""
    if library == "dpstudio":  # plan-format.md: first row by order_by (ties in file order); first K rows
        ordered = frame.sort_values("admission_date", kind="stable")
        first, kept = ordered.drop_duplicates("patient_id"), ordered.groupby("patient_id").head(K)
        return _counts(frame, first, kept.drop_duplicates(["patient_id", "diagnosis"]))
    if library == "opendp":  # the same Polars expressions as truncate_per_group(keep=SortBy) and
        import polars as pl  # truncate_num_groups(keep="first") in opendp/extras/polars
        data = pl.from_pandas(frame[["patient_id", "admission_date", "band", "sex", "diagnosis"]])
        first = data.filter(pl.int_range(pl.len()).sort_by(pl.col("admission_date")).over("patient_id") < 1)
        pairs = data.unique(["patient_id", "diagnosis"])
        kept = pairs.filter(pl.struct("diagnosis").rank("dense").over("patient_id") < K)
        return _counts(frame, first.to_pandas(), kept.to_pandas())
    return None


def _counts(frame, first, kept) -> dict:
    age_sex, diagnosis = first.groupby(["band", "sex"]).size(), kept["diagnosis"].value_counts()
    return {"patients": float(frame["patient_id"].nunique()),
            "age_sex": [float(age_sex.get(cell, 0)) for cell in CELLS],
            "diagnosis": [float(diagnosis.get(d, 0)) for d in DIAGNOSES]}


def dpstudio_plan() -> dict:
    people = {"of": "people", "person_rule": "first_row"}
    return {
        "dpstudio_plan": 9,
        "columns": {"patient_id": "identifier", "admission_date": "quasi_identifier", "age": "quasi_identifier",
                    "sex": "quasi_identifier", "diagnosis": "sensitive"},
        "privacy_unit": {"column": "patient_id", "max_rows": K, "order_by": "admission_date"},
        "budget": {"epsilon": 1},
        "queries": [
            {"id": "patients", "kind": "count", "epsilon": THIRD, "postprocess": [], **people},
            {"id": "age_sex", "kind": "crosstab", "columns": ["age", "sex"], "bins": {"age": AGE_EDGES},
             "categories": {"sex": SEXES}, "other": False, "epsilon": THIRD, "postprocess": [], **people},
            {"id": "diagnosis", "kind": "histogram", "column": "diagnosis", "categories": DIAGNOSES, "other": False,
             "epsilon": THIRD, "postprocess": [], "of": "people", "person_rule": "each_cell"},
        ],
    }


def dpstudio(frame: pd.DataFrame):
    from dpstudio.core.pipeline.release import produce_release

    data, plan = frame[["patient_id", "admission_date", "age", "sex", "diagnosis"]], dpstudio_plan()

    def release(_):
        queries = {q["id"]: q for q in produce_release(data, plan).release["queries"]}
        return {"patients": queries["patients"]["value"],
                "age_sex": [c["value"] for c in queries["age_sex"]["cells"]],  # age bands slowest, as CELLS
                "diagnosis": [c["value"] for c in queries["diagnosis"]["cells"]]}
    return release


def opendp(frame: pd.DataFrame):
    """The Context API with the patient as identifier (dp.unit_of(contributions=1, identifier=...)): the
    count after truncate_per_group(1); the cross-tab after keeping each patient's first row by admission
    date (keep=SortBy); the diagnoses after one row per patient and diagnosis (truncate_per_group(1, by=...))
    and at most K diagnoses per patient (truncate_num_groups(K, ..., keep="first"): the K lowest codes, here the
    commonest diagnoses; its default keep="sample" fails on a single grouping column with Polars 1.36,
    "multiple fields with name 'diagnosis' found"). The public keys by with_keys (after truncation by
    identifier, margins do not carry public keys)."""
    import opendp.prelude as dp
    import polars as pl

    dp.enable_features("contrib")
    data = pl.from_pandas(frame[["patient_id", "admission_date", "band", "sex", "diagnosis"]]).lazy()
    cells = pl.DataFrame({"band": [b for b, _ in CELLS], "sex": [s for _, s in CELLS]})
    diagnoses = pl.DataFrame({"diagnosis": DIAGNOSES})

    context = dp.Context.compositor(
        data=data, privacy_unit=dp.unit_of(contributions=1, identifier="patient_id"),
        privacy_loss=dp.loss_of(epsilon=1.0), split_evenly_over=3)
    first = dp.polars.SortBy(by=pl.col("admission_date"))
    # each query resolved once into its measurement (LazyFrameQuery.resolve), then invoked once per run: the
    # same noise as .release(), without searching for the noise scale every run
    count = context.query().truncate_per_group(1).select(dp.len(signed=True)).resolve()
    cross = (context.query().truncate_per_group(1, keep=first).group_by(["band", "sex"])
             .agg(dp.len(signed=True)).with_keys(cells).resolve())
    per_diagnosis = (context.query().truncate_per_group(1, by=[pl.col("diagnosis")])
                     .truncate_num_groups(K, by=[pl.col("diagnosis")], keep="first").group_by("diagnosis")
                     .agg(dp.len(signed=True)).with_keys(diagnoses).resolve())

    def release(_):
        patients = count(data).collect().item()
        by_cell = {(b, s): n for b, s, n in cross(data).collect().iter_rows()}
        by_diagnosis = dict(per_diagnosis(data).collect().iter_rows())
        return {"patients": patients, "age_sex": [by_cell[cell] for cell in CELLS],
                "diagnosis": [by_diagnosis[d] for d in DIAGNOSES]}
    return release


def tumult(frame: pd.DataFrame, runs: int):
    """Tumult Analytics with AddRowsWithID("patient_id"): count_distinct of the patient ids; per age band x sex
    (one column of both) and per diagnosis, count_distinct of the patient ids after MaxGroupsPerID(column, m):
    m = 1 (each patient in one cell, which Tumult picks at random, not by their first admission) and m = K.
    One session holds every run's budget (ε = 1 per run), so Spark starts once."""
    from tmlt.analytics import AddRowsWithID, KeySet, MaxGroupsPerID, PureDPBudget, QueryBuilder, Session

    from benchmarks.peer_tumult import spark_session

    spark = spark_session()
    columns = frame[["patient_id", "band", "sex", "diagnosis"]].assign(cell=frame["band"] + "|" + frame["sex"])
    data = spark.createDataFrame(columns[["patient_id", "cell", "diagnosis"]])
    session = Session.from_dataframe(privacy_budget=PureDPBudget(float(runs)), source_id="admissions",
                                     dataframe=data, protected_change=AddRowsWithID("patient_id"))
    cells = KeySet.from_dict({"cell": [f"{b}|{s}" for b, s in CELLS]})
    diagnoses = KeySet.from_dict({"diagnosis": DIAGNOSES})
    third = PureDPBudget(THIRD)

    def per(column: str, keys, most: int) -> dict:
        query = QueryBuilder("admissions").enforce(MaxGroupsPerID(column, most)).groupby(keys)
        rows = session.evaluate(query.count_distinct(["patient_id"], name="n"), third).collect()
        return {row[column]: row["n"] for row in rows}

    def release(_):
        patients = session.evaluate(QueryBuilder("admissions").count_distinct(["patient_id"], name="n"),
                                    third).collect()[0]["n"]
        by_cell, by_diagnosis = per("cell", cells, 1), per("diagnosis", diagnoses, K)
        return {"patients": patients, "age_sex": [by_cell[f"{b}|{s}"] for b, s in CELLS],
                "diagnosis": [by_diagnosis[d] for d in DIAGNOSES]}
    return release


def run(library: str, runs: int, rows: int, people: int, out: Path) -> None:
    frame = table(rows, people)
    true, own = truth(frame), own_exact(library, frame)
    release = tumult(frame, runs) if library == "tumult" else {"dpstudio": dpstudio, "opendp": opendp}[library](frame)
    answers = []
    start = time.perf_counter()
    for done in range(runs):
        answer = release(done)
        answers.append({key: np.asarray(value, float).tolist() for key, value in answer.items()})
        if (done + 1) % 10 == 0 or done + 1 == runs:
            out.write_text(json.dumps({"library": library, "rows": rows, "people": people, "runs": done + 1,
                                       "seconds": time.perf_counter() - start, "truth": true, "own": own,
                                       "answers": answers}))
            print(f"{library}: {done + 1} runs", file=sys.stderr, flush=True)


def rmse(answers: list, true, key: str) -> tuple[float, float]:
    """RMSE per released number over the runs, and its standard error (delta method on the mean square)."""
    squared = np.array([np.mean((np.asarray(a[key], float) - np.asarray(true, float)) ** 2) for a in answers])
    mean = squared.mean()
    return float(np.sqrt(mean)), float(squared.std(ddof=1) / np.sqrt(len(squared)) / (2 * np.sqrt(mean)))


def report(paths: list[str]) -> None:
    results = [json.loads(Path(p).read_text()) for p in paths]
    if len({json.dumps(r["truth"]) for r in results}) > 1:
        print("**The libraries saw different tables** (their truths differ): the figures do not compare.\n")
    for against, title in (("truth", "Error against the truth (distinct patients; patients at their first admission; "
                                     "patients per diagnosis over all admissions): noise and truncation"),
                           ("own", "Error against the library's own exact answer after its truncation: the noise alone")):
        print(f"{title}. RMSE per released number ± standard error.\n")
        table_of([r for r in results if r.get(against)], against)
    first = results[0]
    print(f"{first['rows']:,} rows, {first['people']:,} patients; truth: {first['truth']['patients']:,.0f} patients")


def table_of(results: list, against: str) -> None:
    keys = ["patients", "age_sex", "diagnosis"]
    print("| library (runs, s/run) | patients (1 number) | patients per age band x sex (10 cells) | "
          "patients per diagnosis (20 cells) |\n|---|---|---|---|")
    figures = {}
    for r in results:
        figures[r["library"]] = {key: rmse(r["answers"], r[against][key], key) for key in keys}
        cells = " | ".join(f"{m:.3g} ± {s:.2g}" for m, s in figures[r["library"]].values())
        print(f"| {TITLES[r['library']]} ({r['runs']}, {r['seconds'] / r['runs']:.2f}) | {cells} |")
    said = []
    for key in keys:
        peers = {name: f[key] for name, f in figures.items() if name != "dpstudio"}
        if "dpstudio" not in figures or not peers:
            continue
        own, best = figures["dpstudio"][key], min(peers, key=lambda name: peers[name][0])
        z = (own[0] - peers[best][0]) / np.hypot(own[1], peers[best][1])
        said.append(f"{key}: dpstudio {own[0]:.3g}, best peer {best} {peers[best][0]:.3g} (z = {z:+.1f})")
    print("\n" + "; ".join(said) + "\n")


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    commands = parser.add_subparsers(dest="command", required=True)
    running = commands.add_parser("run")
    running.add_argument("--library", choices=LIBRARIES, required=True)
    running.add_argument("--runs", type=int, default=200)
    running.add_argument("--rows", type=int, default=100_000)
    running.add_argument("--people", type=int, default=10_000)
    running.add_argument("--out", required=True)
    reporting = commands.add_parser("report")
    reporting.add_argument("files", nargs="+")
    args = parser.parse_args()
    if args.command == "run":
        run(args.library, args.runs, args.rows, args.people, Path(args.out))
    else:
        report(args.files)


if __name__ == "__main__":
    main()
