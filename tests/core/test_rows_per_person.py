"""Rows per person, for the steward: persons told apart as a release tells them, rows left out per max_rows
exactly as the release leaves them out."""
import pandas as pd
import pytest

from dpstudio.core.exact.transforms import bound_contributions
from dpstudio.core.exact.rows_per_person import rows_per_person

FRAME = pd.DataFrame({"pid": ["P1", "P1 ", "P2", None, "", "P3", "P3", "P3", "P3", "P4"], "x": range(10)})


def test_the_distribution_and_what_each_limit_leaves_out():
    counts = rows_per_person(FRAME["pid"])
    assert counts.people_with == {1: 2, 2: 1, 4: 1} and counts.rows_without_person == 2 and counts.people == 4


@pytest.mark.parametrize("max_rows", [1, 2, 3, 4, 5])
def test_rows_left_out_are_those_a_release_leaves_out(max_rows):
    prepared = bound_contributions(FRAME, "pid", max_rows)
    counts = rows_per_person(FRAME["pid"])
    assert counts.rows_left_out(max_rows) == prepared.rows_over_limit + prepared.rows_without_person


def test_the_summary_says_it_in_words():
    text = rows_per_person(FRAME["pid"]).summary(2)
    assert text.startswith("People by their number of rows (4 people): 1 row: 2; 2 rows: 1; 4 rows: 1.")
    assert "With at most 2 rows each, 4 rows are left out (1 person loses rows), 2 of them without a person id" in text
    assert text.endswith("For your eyes only; never released.")
