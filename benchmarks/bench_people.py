"""Counting people against counting rows (issue 31): `dpstudio release` of a longitudinal Parquet file, whole
processes timed from outside (GNU time: wall clock and peak RSS), the row counts paired in the same run.

python3 benchmarks/bench_people.py [--rows 10000000 --people 1000000] [--repeats 5] [--core]

The table is generate.py's admissions with exactly --people patients (generate.patients_of: 10 rows each
on average, skewed), admission_date a date and `age` the patient's age at admission (so a patient's rows
may fall in two age bands). Four plans, the same three queries (ε 1/3 each; privacy unit patient_id,
max_rows 3, order_by admission_date): a count, a histogram of diagnosis, a cross-tab age band x sex, counting
  rows        "of": "rows" (what every count counted before plan version 9): the baseline
  first_row   "of": "people", each patient in the cell of their first admission
  each_cell   "of": "people", each patient once in every cell their first 3 admissions reach
  last_row    "of": "people", each patient in the cell of their last admission
Each repeat runs the four once, in an order rotated per repeat; a plan's ratio is the median over repeats
of (its run / the rows run of the same repeat). `--core` also times a process that opens the source and
calls produce_release (no ledger, no bundle) for each plan, the same way.
"""
from __future__ import annotations

import argparse
import json
import os
import statistics
import sys
import tempfile
from pathlib import Path

HERE = Path(__file__).resolve().parent
sys.path.insert(0, str(HERE.parent))

from benchmarks.bench_engines import PY, cli, stage, timed  # noqa: E402
from benchmarks.generate import DIAGNOSES  # noqa: E402

AGE_EDGES = [0, 18, 45, 65, 80, 110]
RULES = ["rows", "first_row", "each_cell", "last_row"]
ROLES = {"patient_id": "identifier", "name": "identifier", "national_id": "identifier", "birth_year": "quasi_identifier",
         "sex": "quasi_identifier", "zip5": "quasi_identifier", "admission_date": "quasi_identifier",
         "age": "quasi_identifier", "diagnosis": "sensitive", "ward": "other", "length_of_stay": "sensitive",
         "cost": "other", "readmitted": "sensitive", "rare_flag": "sensitive"}


def people_table(rows: int, people: int):
    """generate.py's table with `people` patients, a real date column and the age at each admission."""
    import pandas as pd

    from benchmarks.generate import admissions

    frame = admissions(rows, people=people)
    dates = pd.to_datetime(frame["admission_date"])
    frame["admission_date"] = dates.dt.date
    frame["age"] = (dates.dt.year - frame["birth_year"]).clip(lower=0)
    return frame


def write_table(rows: int, people: int, folder: Path) -> Path:
    path = folder / f"people-{rows}-{people}.parquet"
    if not path.exists():
        partial = path.with_suffix(".partial")
        people_table(rows, people).to_parquet(partial, index=False)
        partial.rename(path)
    return path


def plan(rule: str) -> dict:
    """The three queries counting rows (rule "rows") or people by `rule`."""
    counted = {"of": "rows"} if rule == "rows" else {"of": "people", "person_rule": rule}
    third = 1 / 3 - 1e-9  # the three shares' decimal sum stays within the budget
    return {
        "dpstudio_plan": 9, "columns": ROLES,
        "privacy_unit": {"column": "patient_id", "max_rows": 3, "order_by": "admission_date"},
        "budget": {"epsilon": 1},
        "queries": [
            {"id": "patients", "kind": "count", "epsilon": third, **counted},
            {"id": "diagnosis", "kind": "histogram", "column": "diagnosis", "categories": DIAGNOSES,
             "epsilon": third, **counted},
            {"id": "age_sex", "kind": "crosstab", "columns": ["age", "sex"], "bins": {"age": AGE_EDGES},
             "categories": {"sex": ["F", "M"]}, "epsilon": third, **counted},
        ],
    }


def write_plans(folder: Path) -> dict[str, Path]:
    paths = {}
    for rule in RULES:
        paths[rule] = folder / f"plan-{rule}.json"
        paths[rule].write_text(json.dumps(plan(rule), indent=1))
    return paths


def ledger(folder: Path, rule: str, plan_path: Path, data: Path) -> Path:
    """A ledger of its own for each plan, its lifetime budget set once (outside the timings)."""
    path = folder / f"ledger-{rule}" / "ledger.sqlite"
    if not path.exists():
        path.parent.mkdir()
        timed(cli("ledger", "set-budget", "--data", str(data), "--plan", str(plan_path), "--epsilon", "100",
                  "--ledger", str(path)))
    return path


def commands(folder: Path, plans: dict, data: Path, core: bool) -> dict:
    """Each case's command, made when it runs (each CLI release writes a new folder)."""
    cases = {}
    for rule, path in plans.items():
        book = ledger(folder, rule, path, data)
        cases[f"cli {rule}"] = (lambda path=path, book=book: cli(
            "release", str(path), "--data", str(data), "--out", tempfile.mkdtemp(dir=folder) + "/release",
            "--ledger", str(book)))
        if core:
            cases[f"core {rule}"] = (lambda path=path: stage("core", "duckdb", str(data), "--plan", str(path)))
    return cases


def run(cases: dict, repeats: int) -> dict[str, list[dict]]:
    """Every case once per repeat, the order of the plans rotated each repeat."""
    results: dict[str, list[dict]] = {name: [] for name in cases}
    for repeat in range(repeats):
        shift = repeat % len(RULES)
        order = RULES[shift:] + RULES[:shift]
        for rule in order:
            for name in [n for n in cases if n.endswith(" " + rule)]:
                results[name].append(timed(cases[name]()))
                print(f"  {repeat} {name}: {results[name][-1]}", file=sys.stderr, flush=True)
    return results


def summary(results: dict, rows: int, people: int) -> list[str]:
    lines = ["| rows | people | case | runs | wall (median) | peak RSS (max) | inside (medians) | "
             "wall / rows, median of pairs | peak RSS / rows, median of pairs |", "|---|---|---|---|---|---|---|---|---|"]
    for name, runs in results.items():
        kind, rule = name.split(" ", 1)
        base = results[f"{kind} rows"]
        wall = statistics.median(r["wall"] / b["wall"] for r, b in zip(runs, base))
        peak = statistics.median(r["peak_gb"] / b["peak_gb"] for r, b in zip(runs, base))
        inner = ", ".join(f"{part} {statistics.median(r[part] for r in runs):.2f} s"
                          for part in runs[0] if part not in ("wall", "peak_gb"))
        lines.append(f"| {rows:,} | {people:,} | {name} | {len(runs)} | {statistics.median(r['wall'] for r in runs):.2f} s "
                     f"| {max(r['peak_gb'] for r in runs):.2f} GB | {inner} | "
                     f"{'(baseline)' if rule == 'rows' else f'{wall:.2f}x'} | "
                     f"{'(baseline)' if rule == 'rows' else f'{peak:.2f}x'} |")
    return lines


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--rows", type=int, default=100_000)
    parser.add_argument("--people", type=int, default=10_000)
    parser.add_argument("--repeats", type=int, default=3)
    parser.add_argument("--core", action="store_true", help="also time open + produce_release in a process alone")
    parser.add_argument("--folder", default="/tmp/dpstudio-people", help="where the Parquet file is (or goes)")
    parser.add_argument("--json", help="also write every run's figures here")
    args = parser.parse_args()
    folder = Path(args.folder)
    folder.mkdir(parents=True, exist_ok=True)
    data = write_table(args.rows, args.people, folder)
    scratch = Path(tempfile.mkdtemp(prefix="bench-people-", dir=folder))
    load = [os.getloadavg()]
    results = run(commands(scratch, write_plans(scratch), data, args.core), args.repeats)
    load.append(os.getloadavg())
    if args.json:
        Path(args.json).write_text(json.dumps({"results": results, "load": load}, indent=1))
    print("\n".join(summary(results, args.rows, args.people)))
    print(f"\n{data.name}: {data.stat().st_size / 2**20:,.0f} MiB; python {PY}; "
          f"load average (1, 5, 15 min) before: {load[0]}, after: {load[-1]}")


if __name__ == "__main__":
    main()
