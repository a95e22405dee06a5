"""A seeded synthetic admissions table at any size (patients with 1-5 admissions), for benchmarks.

python benchmarks/generate.py --rows 1000000 --out /tmp/admissions.parquet   (or .csv)
The pseudo-random numbers here make test data only; privacy noise never comes from them.
"""
from __future__ import annotations

import argparse
import string

import numpy as np
import pandas as pd

DIAGNOSES = [f"D{i:02d}" for i in range(20)]
WARDS = ["Cardiology", "Internal medicine", "Surgery", "Orthopaedics", "Psychiatry", "Neurology", "Oncology"]


def admissions(rows: int, seed: int = 7, people: int | None = None) -> pd.DataFrame:
    """`rows` admissions; with `people`, of exactly that many patients (see patients_of)."""
    rng = np.random.default_rng(seed)
    if people is None:
        visits = rng.choice([1, 2, 3, 4, 5], size=rows, p=[0.55, 0.25, 0.11, 0.06, 0.03])
        patient = np.repeat(np.arange(rows), visits)[:rows]
    else:
        patient = patients_of(rng, rows, people)
    patients = int(patient.max()) + 1
    letters = np.array(list(string.ascii_uppercase))
    names = pd.Series(letters[rng.integers(0, 26, size=(patients, 6))].view("<U6").ravel())
    diagnosis_weights = 1 / np.arange(1, 21) ** 1.1
    table = pd.DataFrame({
        "patient_id": patient,
        "name": names.to_numpy()[patient],
        "national_id": (10**9 + patient * 7919) % 10**10,
        "birth_year": rng.integers(1920, 2024, size=patients)[patient],
        "sex": rng.choice(np.array(["F", "M"]), size=patients)[patient],
        "zip5": np.char.zfill(rng.integers(0, 99999, size=patients).astype(str), 5)[patient],
        "admission_date": (np.datetime64("2020-01-01") + rng.integers(0, 1826, size=rows)).astype(str),
        "diagnosis": rng.choice(np.array(DIAGNOSES), size=rows, p=diagnosis_weights / diagnosis_weights.sum()),
        "ward": rng.choice(np.array(WARDS), size=rows),
        "length_of_stay": np.minimum(rng.geometric(0.12, size=rows) - 1, 200),
        "cost": np.minimum(np.round(rng.lognormal(8.5, 1.0, size=rows)), 500000).astype(np.int64),
        "readmitted": rng.choice(np.array(["yes", "no"]), size=rows, p=[0.12, 0.88]),
        "rare_flag": rng.random(rows) < 0.003,
    })
    return table


def patients_of(rng, rows: int, people: int) -> np.ndarray:
    """Each row's patient, sorted: every patient has a row, and the other rows go to patients drawn with
    skewed weights (lognormal), so that at 10 rows per patient some have one admission and some dozens."""
    if not 0 < people <= rows:
        raise ValueError("people must be between 1 and rows")
    weights = rng.lognormal(0.0, 0.8, size=people)
    extra = rng.choice(people, size=rows - people, p=weights / weights.sum())
    return np.sort(np.concatenate([np.arange(people), extra]))


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__)
    parser.add_argument("--rows", type=int, default=100_000)
    parser.add_argument("--people", type=int, help="exactly this many patients (default: 1-5 admissions each)")
    parser.add_argument("--seed", type=int, default=7)
    parser.add_argument("--out", required=True)
    args = parser.parse_args()
    frame = admissions(args.rows, args.seed, args.people)
    if args.out.endswith(".parquet"):
        frame.to_parquet(args.out, index=False)
    else:
        frame.to_csv(args.out, index=False)


if __name__ == "__main__":
    main()
