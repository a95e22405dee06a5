"""Risk figures counted over persons (issue 31): a small longitudinal table counted by hand for each rule,
and the set rule against a brute-force count with Python sets on random tables."""
from collections import Counter

import numpy as np
import pandas as pd
import pytest

from dpstudio.core.base.errors import InputError
from dpstudio.core.risk.persons import PersonRule, assess, set_ids, smallest_classes
from dpstudio.core.risk.reidentification import assess_risk

NaT = None
# The quasi-identifiers are band and sex; their four combinations are
#   A = 60-64 F, B = 65-69 F, C = 70-74 M, D = 65-69 M.
ROWS = [  # person, visit, band, sex, dx                     row  combination
    ("P1", "2020-01-01", "60-64", "F", "flu"),     # 1   A
    ("P2", "2020-02-01", "60-64", "F", "cold"),    # 2   A
    ("P1", "2021-01-01", "65-69", "F", "flu"),     # 3   B   P1 crosses a band
    (" P3 ", "2020-03-01", "60-64", "F", "asthma"),  # 4  A   " P3 " is P3 (trimmed)
    ("P2", "2021-03-01", "65-69", "F", "flu"),     # 5   B
    ("P3", "2020-03-01", "60-64", "F", "copd"),    # 6   A   the same visit date as row 4: a tie
    ("P4", "2020-01-05", "70-74", "M", "gout"),    # 7   C
    ("P4", NaT, "65-69", "M", "gout"),             # 8   D   no visit date
    ("P4", "2019-12-01", "65-69", "M", "gout"),    # 9   D
    ("P5", "2020-03-01", "70-74", "M", "gout"),    # 10  C
    ("P5", "2020-02-01", "65-69", "M", "gout"),    # 11  D
    ("", "2020-01-01", "60-64", "F", "flu"),       # 12  A   no person (blank id)
    ("P6", NaT, "65-69", "M", "gout"),             # 13  D   P6 has no visit date at all
    ("P6", NaT, "70-74", "M", "gout"),             # 14  C
    (None, "2020-06-01", "65-69", "F", "flu"),     # 15  B   no person (missing id)
]
TABLE = pd.DataFrame(ROWS, columns=["patient", "visit", "band", "sex", "dx"]).assign(
    visit=lambda f: pd.to_datetime(f["visit"]))
QI = ["band", "sex"]


def figures(rule, order_by="visit", threshold=0.4):
    return assess(TABLE, QI, ["dx"], threshold, PersonRule("patient", rule, order_by))


def test_by_the_set_of_each_persons_combinations():
    # P1 {A, B}, P2 {A, B}, P3 {A}, P4 {C, D}, P5 {C, D}, P6 {C, D}: classes of 2, 1 and 3 persons.
    s = figures("set")
    assert (s.counts, s.person_rule, s.person_column, s.rows_without_person) == ("people", "set", "patient", 2)
    assert (s.records, s.classes, s.k, s.unique_records) == (6, 3, 1, 1)  # P3 is unique
    assert s.class_sizes == {1: 1, 2: 1, 3: 1}
    assert s.in_small_classes == {2: 1, 3: 3, 5: 6, 10: 6}
    # risks 1 (P3), 1/2 (P1, P2), 1/3 (P4-P6): highest 1, average 3 classes / 6 people; above 0.4: P1-P3
    assert (s.highest_risk, s.average_risk, s.records_above_threshold) == (1.0, 0.5, 3)
    # dx over every row of a class's persons: {A, B} flu, cold; {A} asthma, copd; {C, D} gout only (l = 1)
    (dx,) = s.sensitive
    assert (dx.smallest_l, dx.classes_with_one_value, dx.records_with_one_value, dx.share_with_one_value) == \
        (1, 1, 3, 0.5)
    # band alone: {60-64, 65-69} x2, {60-64} (P3, unique), {65-69, 70-74} x3; sex alone: {F} x3, {M} x3
    assert [(c.columns, c.classes, c.unique_records) for c in s.combinations] == [(("band",), 3, 1),
                                                                                 (("sex",), 2, 0)]
    assert s.leave_one_out == {"band": 0.0, "sex": 1 / 6}


def test_by_each_persons_first_row_by_visit():
    # P1 row 1 (A, flu), P2 row 2 (A, cold), P3 row 4 (A, asthma: the tie goes to file order), P4 row 9
    # (D, the earliest date; the row without a date comes last), P5 row 11 (D), P6 row 13 (no dates: the
    # first in file order, D). Classes: A of 3, D of 3.
    s = figures("first")
    assert (s.counts, s.person_rule, s.order_by, s.rows_without_person) == ("people", "first", "visit", 2)
    assert (s.records, s.classes, s.k, s.unique_records) == (6, 2, 3, 0)
    assert s.class_sizes == {3: 2}
    assert s.in_small_classes == {2: 0, 3: 0, 5: 6, 10: 6}
    assert (s.highest_risk, s.average_risk, s.records_above_threshold) == (1 / 3, 1 / 3, 0)
    (dx,) = s.sensitive  # A: flu, cold, asthma (l = 3); D: gout x3 (l = 1)
    assert (dx.smallest_l, dx.classes_with_one_value, dx.records_with_one_value) == (1, 1, 3)
    assert s.leave_one_out == {"band": 0.0, "sex": 0.0}


def test_by_each_persons_last_row_by_visit():
    # P1 row 3 (B), P2 row 5 (B), P3 row 6 (A, copd: the last of the tie in file order), P4 row 7 (C: the
    # latest date, not row 8 without a date nor row 9, last in file order), P5 row 10 (C), P6 row 14 (no
    # dates: the last in file order, C). Classes: B of 2, A of 1, C of 3.
    s = figures("last")
    assert (s.records, s.classes, s.k, s.unique_records) == (6, 3, 1, 1)
    assert s.class_sizes == {1: 1, 2: 1, 3: 1}
    assert (s.highest_risk, s.average_risk, s.records_above_threshold) == (1.0, 0.5, 3)
    (dx,) = s.sensitive  # B: flu, flu; A: copd; C: gout x3: every class has one value
    assert (dx.smallest_l, dx.classes_with_one_value, dx.records_with_one_value, dx.share_with_one_value) == \
        (1, 3, 6, 1.0)
    # band alone: 65-69 (P1, P2), 60-64 (P3, unique), 70-74 (P4-P6)
    assert s.leave_one_out == {"band": 0.0, "sex": 1 / 6}


def test_without_order_by_first_and_last_are_in_file_order():
    # first: P1 A, P2 A, P3 A (row 4), P4 C (row 7), P5 C (row 10), P6 D (row 13): A 3, C 2, D 1
    first = figures("first", order_by=None)
    assert (first.k, first.unique_records, first.class_sizes, first.order_by) == (1, 1, {1: 1, 2: 1, 3: 1}, None)
    # last: P1 B, P2 B, P3 A (row 6), P4 D (row 9), P5 D (row 11), P6 C (row 14): B 2, A 1, D 2, C 1
    last = figures("last", order_by=None)
    assert (last.classes, last.k, last.unique_records, last.class_sizes) == (4, 1, 2, {1: 2, 2: 2})


def test_rows_still_count_as_before_and_say_so():
    # A: rows 1, 2, 4, 6, 12; B: 3, 5, 15; C: 7, 10, 14; D: 8, 9, 11, 13. Counting rows, the table looks
    # 3-anonymous; counting people by the set of their combinations, P3 is alone.
    rows = assess(TABLE, QI, ["dx"], 0.4)
    assert rows == assess_risk(TABLE, QI, ["dx"], 0.4)
    assert (rows.counts, rows.person_rule, rows.records, rows.k, rows.class_sizes) == \
        ("rows", None, 15, 3, {3: 2, 4: 1, 5: 1})
    as_dict = figures("set").to_dict()
    assert (as_dict["counts"], as_dict["person_rule"], as_dict["rows_without_person"], as_dict["records"]) == \
        ("people", "set", 2, 6)
    assert rows.to_dict()["counts"] == "rows"


def test_a_wrong_rule_or_column_is_told_plainly():
    with pytest.raises(InputError, match="the person rule must be one of set, first, last"):
        PersonRule("patient", "middle")
    with pytest.raises(InputError, match="the table has no column 'admitted'"):
        assess(TABLE, QI, (), 0.2, PersonRule("patient", "first", "admitted"))


def test_numbers_as_person_ids_and_a_table_with_no_person():
    numeric = TABLE.assign(patient=[1, 2, 1, 3, 2, 3, 4, 4, 4, 5, 5, np.nan, 6, 6, np.nan])
    assert figures("set") == assess(numeric, QI, ["dx"], 0.4, PersonRule("patient", "set", "visit"))
    nobody = assess(TABLE.assign(patient=""), QI, ["dx"], 0.4, PersonRule("patient"))
    assert (nobody.records, nobody.k, nobody.rows_without_person, nobody.sensitive[0].smallest_l) == (0, 0, 15, 0)


def brute_force_sets(frame, qis, person):
    """Each person's set of combinations, in plain Python: sizes of the classes of equal sets."""
    sets = {}
    for pid, *values in frame[[person, *qis]].itertuples(index=False):
        sets.setdefault(pid, set()).add(tuple("<missing>" if pd.isna(v) else v for v in values))
    return Counter(Counter(frozenset(s) for s in sets.values()).values())


@pytest.mark.parametrize("seed", [1, 2, 3])
def test_the_set_rule_against_python_sets_on_random_tables(seed):
    rng = np.random.default_rng(seed)
    n = 600
    frame = pd.DataFrame({"pid": rng.integers(0, 150, n), "age": rng.choice([60, 61, 62, None], n),
                          "sex": rng.choice(["F", "M"], n), "zip": rng.choice(["a", "b", "c"], n)})
    got = assess(frame, ["age", "sex", "zip"], (), 0.2, PersonRule("pid"))
    assert got.class_sizes == dict(brute_force_sets(frame, ["age", "sex", "zip"], "pid"))
    for combination in got.combinations:
        sizes = brute_force_sets(frame, list(combination.columns), "pid")
        assert combination.unique_records == sizes.get(1, 0), combination.columns


def test_set_ids_are_equal_exactly_for_equal_sets():
    # persons 0 {1, 3}, 1 {3, 1, 1}, 2 {1}, 3 {1, 3, 4}, 4 {4, 1, 3}: the order and repeats do not matter
    person = np.array([0, 0, 1, 1, 1, 2, 3, 3, 3, 4, 4, 4])
    combination = np.array([1, 3, 3, 1, 1, 1, 1, 3, 4, 4, 1, 3])
    ids = set_ids(person, combination, 5)
    assert ids[0] == ids[1] and ids[3] == ids[4] and len(set(ids)) == 3


def test_the_smallest_classes_count_what_the_figures_count():
    """Issue 46: the list of the smallest classes counted rows where the figures counted people."""
    by_rows = smallest_classes(TABLE, QI)
    assert by_rows.values.tolist() == [["65-69", "F", 3], ["70-74", "M", 3], ["65-69", "M", 4], ["60-64", "F", 5]]
    # the set rule: {A} is P3 alone, {A, B} P1 and P2, {C, D} P4 to P6; a set's combinations one after another
    by_sets = smallest_classes(TABLE, QI, PersonRule("patient"))
    assert by_sets.values.tolist() == [["60-64", "F", 1], ["60-64; 65-69", "F; F", 2],
                                       ["65-69; 70-74", "M; M", 3]]
    assert list(by_sets.columns) == ["band", "sex", "class size"]
    # each person's first visit: A for P1-P3, D for P4 (2019-12-01), P5 (2020-02-01) and P6 (no dates: file order)
    first = smallest_classes(TABLE, QI, PersonRule("patient", "first", "visit"))
    assert first.values.tolist() == [["60-64", "F", 3], ["65-69", "M", 3]]
    assert sum(by_sets["class size"]) == figures("set").records == sum(first["class size"])
    assert len(smallest_classes(TABLE, QI, PersonRule("patient"), most=2)) == 2
