"""Risk figures checked against a brute-force count, on random tables and on a real public table."""
from collections import Counter
from itertools import combinations
from pathlib import Path

import numpy as np
import pandas as pd
import pytest

from dpstudio.core.base.errors import InputError
from dpstudio.core.risk.reidentification import assess_risk, class_ids, riskiest_classes

ARRESTS = Path(__file__).resolve().parents[1] / "data" / "toronto_arrests.csv"


def key(row):
    return tuple("<missing>" if pd.isna(v) else v for v in row)


def brute_force(frame, qis, sensitive, threshold):
    rows = [key(r) for r in frame[qis].itertuples(index=False)]
    sizes = Counter(rows)
    n = len(rows)
    per_record = [sizes[r] for r in rows]
    out = {
        "classes": len(sizes), "k": min(sizes.values()), "unique": sum(1 for s in per_record if s == 1),
        "small": {t: sum(1 for s in per_record if s < t) for t in (2, 3, 5, 10)},
        "class_sizes": dict(Counter(sizes.values())), "highest": 1 / min(sizes.values()),
        "average": sum(1 / s for s in per_record) / n, "above": sum(1 for s in per_record if 1 / s > threshold),
    }
    for column in sensitive:
        values = {}
        for r, v in zip(rows, frame[column]):
            values.setdefault(r, set()).add("<missing>" if pd.isna(v) else v)
        out[column] = (min(len(v) for v in values.values()), sum(1 for r in rows if len(values[r]) == 1))
    for size in (1, 2):
        for chosen in combinations(qis, size):
            sub = Counter(key(r) for r in frame[list(chosen)].itertuples(index=False))
            out[chosen] = sum(1 for r in frame[list(chosen)].itertuples(index=False) if sub[key(r)] == 1)
    return out


def check(frame, qis, sensitive, threshold=0.2):
    got = assess_risk(frame, qis, sensitive, threshold=threshold)
    want = brute_force(frame, qis, sensitive, threshold)
    assert got.records == len(frame)
    assert got.classes == want["classes"] and got.k == want["k"]
    assert got.unique_records == want["unique"]
    assert got.in_small_classes == want["small"]
    assert got.class_sizes == want["class_sizes"]
    assert got.highest_risk == pytest.approx(want["highest"])
    assert got.average_risk == pytest.approx(want["average"])
    assert got.records_above_threshold == want["above"]
    for s in got.sensitive:
        assert (s.smallest_l, s.records_with_one_value) == want[s.column]
    for combination in got.combinations:
        assert combination.unique_records == want[combination.columns], combination.columns
    return got


@pytest.mark.parametrize("seed", [1, 2, 3])
def test_random_tables_with_missing_values(seed):
    rng = np.random.default_rng(seed)
    n = 400
    frame = pd.DataFrame({
        "age": pd.array(rng.integers(20, 40, n), dtype="Int64"),
        "sex": rng.choice(["F", "M"], n),
        "zip": rng.choice(["01067", "01069", "01097", None], n),
        "dx": rng.choice(["a", "b", "c", None], n),
    })
    frame.loc[rng.random(n) < 0.05, "age"] = pd.NA
    check(frame, ["age", "sex", "zip"], ["dx"], threshold=0.3)


def test_real_public_table_toronto_arrests():
    frame = pd.read_csv(ARRESTS)
    got = check(frame, ["age", "sex", "colour", "employed", "citizen"], ["released", "checks"])
    assert got.records == 5226
    assert got.k == 1 and got.unique_records > 0


def test_leave_one_out_shows_what_drives_uniqueness():
    frame = pd.DataFrame({"a": range(6), "b": [1, 1, 1, 2, 2, 2]})
    got = assess_risk(frame, ["a", "b"])
    assert got.unique_records == 6
    assert got.leave_one_out == {"a": 0.0, "b": 1.0}  # without a nobody is unique; without b everyone still is


def test_riskiest_classes_only_on_request():
    frame = pd.DataFrame({"a": [1, 1, 2], "b": ["x", "x", "y"]})
    table = riskiest_classes(frame, ["a", "b"])
    assert table.iloc[0].tolist() == [2, "y", 1]


def test_bad_input():
    frame = pd.DataFrame({"a": [1]})
    with pytest.raises(InputError, match="no column 'b'"):
        assess_risk(frame, ["b"])
    with pytest.raises(InputError, match="at least one quasi-identifier"):
        assess_risk(frame, [])


def test_sample_table(sample_frame):
    got = check(sample_frame, ["birth_year", "sex", "zip"], ["diagnosis", "test_result"])
    assert got.records == len(sample_frame)


@pytest.mark.parametrize("widths", [(3, 5), (100, 100, 100), (5000, 5000, 7)])  # lookup table, then hashing too
def test_class_ids_group_exactly_the_rows_with_equal_codes(widths):
    rng = np.random.default_rng(sum(widths))
    rows = 2000
    codes = [rng.integers(0, w, size=rows).astype(np.int64) for w in widths]
    ids = class_ids(codes, rows)
    assert ids.min() == 0 and set(np.unique(ids)) == set(range(ids.max() + 1))  # dense
    tuples = list(zip(*codes))
    by_tuple = {t: i for t, i in zip(tuples, ids)}
    assert all(by_tuple[t] == i for t, i in zip(tuples, ids))  # equal codes, equal id
    assert len(set(by_tuple.values())) == len(by_tuple)  # different codes, different ids
