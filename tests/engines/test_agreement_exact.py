"""Exact answers on small hand-made tables, the same on every engine (the pandas one included)."""
from __future__ import annotations

import math
import threading
from fractions import Fraction

import numpy as np
import pandas as pd
import pytest

from dpstudio.core.base.errors import Cancelled, PlanError
from dpstudio.core.exact.duckdb_sources import duckdb_frame_source
from dpstudio.core.exact.ibis_source import IbisSource
from dpstudio.core.plan.queries import Condition
from dpstudio.core.kinds.count.query import CountQuery
from dpstudio.core.kinds.histogram.query import HistogramQuery
from dpstudio.core.kinds.quantile.query import QuantileQuery
from dpstudio.core.kinds.randomized_response.query import RandomizedResponseQuery
from dpstudio.core.kinds.sum.query import SumQuery
from dpstudio.core.plan.release_plan import PrivacyUnit, ReleasePlan
from dpstudio.core.base.budget import Budget

from .test_agreement import EXAMPLES, LOCAL, factory_for

ALL_ENGINES = ("pandas", *sorted(EXAMPLES))
ONE = Fraction(1)


def plan_of(*queries, unit=PrivacyUnit()):
    return ReleasePlan(columns={}, budget=Budget(Fraction(100), Fraction(0)), queries=queries, privacy_unit=unit)


@pytest.fixture(params=ALL_ENGINES)
def source_of(request):
    return factory_for(request, request.param)


@pytest.fixture(params=LOCAL)
def local_source_of(request):
    return factory_for(request, request.param)


def test_ids_equal_after_trimming_are_one_person(source_of):
    frame = pd.DataFrame({"pid": pd.array([" P1", "P1", "P2 ", None, "  ", "P1\u3000"], dtype="string")})
    prepared = source_of(frame).prepare(plan_of(CountQuery(id="c", epsilon=ONE), unit=PrivacyUnit("pid", 2)))
    assert (prepared.rows_without_person, prepared.rows_over_limit, prepared.people) == (2, 1, 2)
    assert prepared.answers[0].value == 3


@pytest.mark.parametrize("where", [(), (Condition("sex", "in", ("M",)),)])
def test_when_a_row_is_a_person_the_people_are_the_rows(source_of, where):
    """With or without a query counting every row (whose answer the Ibis engine reuses for the facts)."""
    frame = pd.DataFrame({"sex": pd.array(["M", "F", None, "M"], dtype="string")})
    prepared = source_of(frame).prepare(plan_of(CountQuery(id="c", epsilon=ONE, where=where)))
    assert (prepared.rows_without_person, prepared.rows_over_limit, prepared.people) == (0, 0, 4)
    assert prepared.answers[0].value == (4 if not where else 2)


def test_text_categories_match_by_their_trimmed_key(source_of):
    frame = pd.DataFrame({"sex": pd.array([" M ", "m", "TRUE", "true ", "Zürich", "北京", None, "\u3000北京"],
                                          dtype="string")})
    query = HistogramQuery(id="h", epsilon=ONE, column="sex", categories=("M", "true", "北京"))
    answer = source_of(frame).prepare(plan_of(query)).answers[0]
    assert answer.value.dtype == np.int64
    assert answer.value.tolist() == [1, 2, 2, 3]  # other: "m", "Zürich", missing


def test_number_categories_match_as_the_pandas_keys_do(source_of):
    frame = pd.DataFrame({"x": [3.0, 2.5, 1e20, math.nan, -0.0, 3.0000000000000004],
                          "n": pd.array([3, 0, None, 3, -2, 7], dtype="Int64")})
    categories = ("3", "3.0", 2.5, "1e+20", 0, 1e20)  # 1e20's key is "100000000000000000000"
    found = source_of(frame).prepare(plan_of(HistogramQuery(id="x", epsilon=ONE, column="x", categories=categories),
                                             HistogramQuery(id="n", epsilon=ONE, column="n", categories=categories)))
    assert found.answers[0].value.tolist() == [1, 0, 1, 0, 1, 1, 2]
    assert found.answers[1].value.tolist() == [2, 0, 0, 0, 1, 0, 3]


def test_where_in_and_between(source_of):
    frame = pd.DataFrame({"ward": pd.array(["A ", "b", None, "A", "true"], dtype="string"),
                          "age": [10.0, 20.0, 30.0, math.nan, 40.0]})
    query = CountQuery(id="c", epsilon=ONE, where=(Condition("ward", "in", ("A", True)),
                                                    Condition("age", "between", (10, 40))))
    assert source_of(frame).prepare(plan_of(query)).answers[0].value == 2


def test_a_sum_is_the_exact_total_of_scaled_integers(source_of):
    frame = pd.DataFrame({"x": [0.1, 0.2, math.nan]})
    answer = source_of(frame).prepare(plan_of(SumQuery(id="s", epsilon=ONE, column="x", bounds=(0, 1)))).answers[0]
    assert answer.value == 0.3 and answer.rows_missing == 1  # a float sum gives 0.30000000000000004


def test_quantile_scores_count_the_rows_below_and_above_each_candidate(source_of):
    frame = pd.DataFrame({"n": pd.array([0, 1, 1, 2, 5, None], dtype="Int64")})
    query = QuantileQuery(id="q", epsilon=ONE, column="n", bounds=(0, 2), quantile=0.5)
    answer = source_of(frame).prepare(plan_of(query)).answers[0]
    assert answer.value.tolist() == [4, 1, 2] and answer.candidates.tolist() == [0, 1, 2]
    assert answer.rows_missing == 1 and answer.integer_valued


def test_decimal_values_fall_at_their_candidates_by_the_resolution_on_every_engine(source_of):
    """Issue 46: candidates every 0.01 within [1, 6]; 3.45 - 1 is 2.4500000000000002 in doubles, and each engine
    puts it at candidate 245 (a position within a millionth of a step of a candidate is at it), 3.455 between."""
    frame = pd.DataFrame({"x": [3.45, 3.45, 3.455, 1.0, 6.0, 0.5, 7.0, 2.07, None]})
    query = QuantileQuery(id="q", epsilon=ONE, column="x", bounds=(1, 6), quantile=0.5, resolution=0.01)
    answer = source_of(frame).prepare(plan_of(query)).answers[0]
    counts = answer.bucket_counts  # counts[j]: bucket j - 1; candidate i's own bucket 2i at index 2i + 1
    assert len(answer.candidates) == 501 and answer.candidates[245] == 3.45 and answer.rows_missing == 1
    assert counts[2 * 245 + 1] == 2 and counts[2 * 245 + 2] == 1 and counts[2 * 107 + 1] == 1
    assert counts[0] == 1 and counts[-1] == 1 and counts[1] == 1 and counts[2 * 500 + 1] == 1


def test_randomized_response_reads_codes_in_file_order(local_source_of):
    frame = pd.DataFrame({"dx": pd.array(["b", "a", None, "c", "a"], dtype="string")})
    query = RandomizedResponseQuery(id="r", epsilon=ONE, column="dx", categories=("a", "b"))
    answer = local_source_of(frame).prepare(plan_of(query)).answers[0]
    assert answer.value.tolist() == [1, 0, 2, 2, 0] and answer.counts.tolist() == [2, 1, 2]


def test_progress_is_reported_and_cancel_stops(source_of):
    frame = pd.DataFrame({"n": [1, 2]})
    seen = []
    source_of(frame).prepare(plan_of(CountQuery(id="a", epsilon=ONE), CountQuery(id="b", epsilon=ONE)),
                             progress=seen.append)
    assert seen[-1] == 1.0 and seen == sorted(seen)
    stop = threading.Event()
    stop.set()
    with pytest.raises(Cancelled):
        source_of(frame).prepare(plan_of(CountQuery(id="a", epsilon=ONE)), cancel=stop)


def duckdb_table(frame):
    return duckdb_frame_source(frame).table


def test_a_remote_engine_refuses_randomized_response():
    frame = pd.DataFrame({"dx": ["a", "b"]})
    source = IbisSource(duckdb_table(frame), "postgres", None, "a remote table", rows_local=False)
    query = RandomizedResponseQuery(id="r", epsilon=ONE, column="dx", categories=("a",))
    with pytest.raises(PlanError, match="randomized response needs each row's value") as raised:
        source.prepare(plan_of(query))
    assert [p.where for p in raised.value.problems] == ["queries[0] ('r')"]
    assert "export the column 'dx'" in raised.value.problems[0].hint
    assert "exportieren Sie die Spalte 'dx'" in raised.value.said("de")  # the plan problem's words (problem_texts)


def test_categories_of_a_date_column_are_refused():
    frame = pd.DataFrame({"day": pd.to_datetime(["2020-01-01", "2020-01-02"])})
    query = HistogramQuery(id="h", epsilon=ONE, column="day", categories=("2020-01-01",))
    with pytest.raises(PlanError, match="categories of a date column"):
        duckdb_frame_source(frame).prepare(plan_of(query))


@pytest.mark.parametrize("days", [[3, 1, None, math.nan, 2, 2],
                                  pd.to_datetime(["2024-03-01", "2024-01-01", None, None, "2024-02-01", "2024-02-01"])])
def test_order_by_keeps_each_persons_lowest_rows(source_of, days):
    frame = pd.DataFrame({"pid": ["a", "a", "a", "a", "b", "b"], "day": days, "cost": [30, 10, 99, 98, 5, 7]})
    query = SumQuery(id="s", epsilon=ONE, column="cost", bounds=(0, 1000))
    kept_one = source_of(frame).prepare(plan_of(query, unit=PrivacyUnit("pid", 1, order_by="day")))
    assert kept_one.answers[0].value == 15.0  # a's day 1 (10), b's tie broken by file order (5)
    assert (kept_one.rows_over_limit, kept_one.people) == (4, 2)
    kept_three = source_of(frame).prepare(plan_of(query, unit=PrivacyUnit("pid", 3, order_by="day")))
    assert kept_three.answers[0].value == 30 + 10 + 99 + 5 + 7  # missing days last, in file order


def test_without_file_order_each_release_draws_its_own_keyed_order():
    frame = pd.DataFrame({"pid": ["a", "a", "b"], "cost": [1, 2, 50]})
    source = IbisSource(duckdb_table(frame).drop("__dpstudio_row"), "duckdb", None, "no order", rows_local=True)
    query = SumQuery(id="s", epsilon=ONE, column="cost", bounds=(0, 100))
    plan = plan_of(query, unit=PrivacyUnit("pid", 1))
    totals = {source.prepare(plan).answers[0].value for _ in range(20)}
    assert totals == {51.0, 52.0}  # b's one row always; a's first row is 1 or 2, by a fresh salt (all 20 alike: 2^-19)


def test_the_trimmed_characters_are_exactly_pythons_whitespace():
    """ibis_values finds them with the regular expression \\s; str.strip's own test, str.isspace, decides."""
    from dpstudio.core.exact.ibis_values import python_spaces

    assert python_spaces() == "".join(chr(c) for c in range(0x110000) if chr(c).isspace())
    assert {"\u3000", "\xa0", "\x1c", "\u2028", " "} <= set(python_spaces())
