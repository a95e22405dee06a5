"""Generate the bundled synthetic hospital table (resources/sample/hospital_admissions.csv).

Every person in it is invented. Seeded, so running it again writes the same file. The pseudo-
random numbers here make demo data only; privacy noise never comes from them.
"""
from __future__ import annotations

import argparse
from pathlib import Path

import numpy as np
import pandas as pd

FIRST = ["Anna", "Ben", "Clara", "David", "Elena", "Felix", "Greta", "Hannah", "Ivan", "Jonas", "Katrin",
         "Lukas", "Maria", "Nikos", "Olga", "Paul", "Rosa", "Stefan", "Theresa", "Yusuf", "Wei", "Mei"]
LAST = ["Müller", "Schmidt", "Schneider", "Fischer", "Weber", "Meyer", "Wagner", "Becker", "Papadopoulos",
        "Nowak", "Kowalski", "Yilmaz", "Wang", "Li", "Rossi", "Jensen", "Novak", "Horvat", "Silva"]
DIAGNOSES = ["I10 Hypertension", "E11 Type 2 diabetes", "J18 Pneumonia", "I21 Myocardial infarction",
             "I50 Heart failure", "J44 COPD", "N39 Urinary tract infection", "S72 Hip fracture",
             "K35 Appendicitis", "C50 Breast cancer", "F32 Depressive episode", "A41 Sepsis"]
DIAGNOSIS_WEIGHTS = [18, 14, 12, 8, 9, 8, 7, 6, 5, 4, 5, 4]
WARDS = ["Cardiology", "Internal medicine", "Surgery", "Orthopaedics", "Psychiatry"]
WARD_OF = {"I10": 1, "E11": 1, "J18": 1, "I21": 0, "I50": 0, "J44": 1, "N39": 1, "S72": 3, "K35": 2,
           "C50": 2, "F32": 4, "A41": 1}
ZIPS = ["01067", "01069", "01097", "01099", "01109", "01127", "01139", "01157", "01169", "01187",
        "01189", "01217", "01219", "01237", "01239", "01257", "01259", "01277", "01279", "01307"]


def make_table(patients: int = 2000, seed: int = 20261122) -> pd.DataFrame:
    rng = np.random.default_rng(seed)
    visits = rng.choice([1, 2, 3, 4, 5], size=patients, p=[0.55, 0.25, 0.11, 0.06, 0.03])
    person = np.repeat(np.arange(patients), visits)
    n = len(person)
    birth_year = rng.integers(1930, 2021, size=patients)
    sex = rng.choice(["F", "M"], size=patients, p=[0.52, 0.48])
    zips = rng.choice(ZIPS, size=patients)
    names = [f"{rng.choice(FIRST)} {rng.choice(LAST)}" for _ in range(patients)]
    national = [f"{rng.integers(10**9, 10**10)}" for _ in range(patients)]
    weights = np.array(DIAGNOSIS_WEIGHTS, dtype=float) / sum(DIAGNOSIS_WEIGHTS)
    diagnosis = rng.choice(DIAGNOSES, size=n, p=weights)
    ward = [WARDS[WARD_OF[d[:3]]] if rng.random() < 0.85 else WARDS[rng.integers(len(WARDS))] for d in diagnosis]
    stay = np.minimum(rng.geometric(0.14, size=n) - 1, 200)
    cost = np.round(1800 + stay * rng.gamma(2.0, 450.0, size=n) + rng.gamma(1.5, 900.0, size=n))
    days = rng.integers(0, 730, size=n)
    admitted = pd.Timestamp("2024-01-01") + pd.to_timedelta(days, unit="D")
    test = rng.choice(["negative", "positive", "inconclusive"], size=n, p=[0.7, 0.25, 0.05])
    frame = pd.DataFrame({
        "patient_id": [f"P{p + 1:05d}" for p in person],
        "name": [names[p] for p in person],
        "national_id": [national[p] for p in person],
        "birth_year": birth_year[person],
        "sex": sex[person],
        "zip": zips[person],
        "admission_date": admitted.strftime("%Y-%m-%d"),
        "diagnosis": diagnosis,
        "ward": ward,
        "length_of_stay": stay,
        "cost": cost.astype(int),
        "test_result": test,
    })
    missing = rng.random(n) < 0.01
    frame["cost"] = frame["cost"].astype("Int64").mask(missing)
    return frame.sort_values(["admission_date", "patient_id"], kind="stable").reset_index(drop=True)


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__)
    parser.add_argument("--out", default=str(Path(__file__).with_name("hospital_admissions.csv")))
    parser.add_argument("--patients", type=int, default=2000)
    args = parser.parse_args()
    make_table(args.patients).to_csv(args.out, index=False)


if __name__ == "__main__":
    main()
