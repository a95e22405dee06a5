from fractions import Fraction

import numpy as np
import opendp.prelude as dp

import dpstudio.core.private.mechanisms  # noqa: F401  (enables OpenDP's "contrib" features)
import pandas as pd
import pytest

from dpstudio.core.exact.kind_answers import exact_answer
from dpstudio.core.exact.definitions import exact_integer_sum, quantile_grid, sum_scale
from dpstudio.core.plan.release_plan import parse_plan
from dpstudio.core.plan.queries import Condition, category_key
from dpstudio.core.exact.transforms import bound_contributions, category_codes, where_mask
from tests.conftest import small_plan

FRAME = pd.DataFrame({
    "id": ["a", "a", "a", "b", None, "c", "b", "a"],
    "age": pd.array([30, 30, 31, 50, 44, None, 51, 32], dtype="Int64"),
    "sex": ["F", "F", "F", "M", "M", "F", "M", "F"],
    "dx": ["x", "y", "x", "z", "x", "y", None, "x"],
    "cost": [10.0, -5.0, 200.0, 50.5, 0.0, 7.0, None, 3.0],
    "ward": [1, 2, 3, 1, 2, 3, 1, 2],
})


def query(**spec):
    spec.setdefault("epsilon", 1)
    spec.setdefault("id", "q")
    return parse_plan(small_plan([spec])).queries[0]


def test_truncation_keeps_first_rows_per_person_and_drops_unknown_people():
    prepared = bound_contributions(FRAME, "id", 2)
    assert prepared.frame.index.tolist() == [0, 1, 3, 5, 6]
    assert prepared.rows_without_person == 1
    assert prepared.rows_over_limit == 2


def test_no_privacy_unit_keeps_everything():
    assert bound_contributions(FRAME, None, 1).frame is FRAME


def test_where_mask_in_and_between():
    mask = where_mask(FRAME, (Condition("sex", "in", ("F",)), Condition("age", "between", (30, 31))))
    assert mask.tolist() == [True, True, True, False, False, False, False, False]
    assert where_mask(FRAME, (Condition("ward", "in", (2, "3")),)).tolist() == [False, True, True, False, True, True,
                                                                                 False, True]


def test_category_matching_ignores_number_spelling():
    assert category_key(3) == category_key(3.0) == category_key("3") == category_key(np.int64(3)) == "3"
    assert category_key(float("nan")) is None and category_key(pd.NA) is None
    assert category_codes(FRAME["dx"], ["x", "y"]).tolist() == [0, 1, 0, 2, 0, 1, 2, 0]


def test_exact_answers():
    assert exact_answer(query(kind="count", where=[{"column": "sex", "in": ["M"]}]), FRAME).value == 3
    hist = exact_answer(query(kind="histogram", column="dx", categories=["x", "z"]), FRAME)
    assert hist.value.tolist() == [4, 1, 3]
    cross = exact_answer(query(kind="crosstab", columns=["sex", "ward"], categories={"sex": ["F"], "ward": [1, 2]}),
                         FRAME)
    # cells in order: (F,1) (F,2) (F,other) (other,1) (other,2) (other,other)
    assert cross.value.tolist() == [1, 2, 2, 2, 1, 0]
    total = exact_answer(query(kind="sum", column="cost", bounds=[0, 100]), FRAME)
    assert total.value == pytest.approx(170.5) and total.rows_missing == 1 and not total.integer_valued
    ages = exact_answer(query(kind="sum", column="age", bounds=[0, 40]), FRAME)
    assert ages.value == 30 + 30 + 31 + 40 + 40 + 40 + 32 and not ages.integer_valued  # float noise by default
    whole = exact_answer(query(kind="sum", column="age", bounds=[0, 40], mechanism="discrete_laplace"), FRAME)
    assert whole.value == 243 and isinstance(whole.value, int) and whole.integer_valued
    fractional = exact_answer(query(kind="sum", column="cost", bounds=[0, 100], mechanism="discrete_laplace"), FRAME)
    assert not fractional.integer_valued  # refused when drafted, before any draw
    mean = exact_answer(query(kind="mean", column="age", bounds=[20, 40], mechanism="discrete_laplace"), FRAME)
    assert mean.value == (sum(2 * v - 60 for v in [30, 30, 31, 40, 40, 40, 32]), 7)


def brute_force_scores(values, candidates, alpha):
    num, den = alpha.numerator, alpha.denominator
    return [abs((den - num) * sum(v < c for v in values) - num * sum(v > c for v in values)) for c in candidates]


@pytest.mark.parametrize("alpha", [0.5, 0.25, 0.9, 0.333])
def test_quantile_scores_match_brute_force_and_opendp(alpha):
    rng = np.random.default_rng(7)
    values = np.concatenate([rng.integers(-3, 24, size=200), rng.uniform(-2, 22, size=50)])
    candidates = np.arange(0, 21, dtype=float)
    a = Fraction(repr(alpha)).limit_denominator(1000)
    grid = quantile_grid((0, 20))
    assert grid.candidates.tolist() == candidates.tolist()
    counts = np.bincount(grid.bucket_of(values) + 1, minlength=grid.buckets)
    ours = grid.scores(counts, a)
    assert ours.tolist() == brute_force_scores(values, candidates, a)
    space = dp.vector_domain(dp.atom_domain(T=float, nan=False)), dp.symmetric_distance()
    theirs = np.array(dp.t.make_quantile_score_candidates(*space, candidates=list(candidates), alpha=alpha)(
        list(values)))
    # OpenDP scales the same score by its own denominator
    factor = theirs.max() / ours.max()
    assert np.array_equal(ours * factor, theirs)


def test_quantile_candidates():
    assert quantile_grid((0, 100)).candidates.tolist() == list(range(101))
    assert len(quantile_grid((0, 100000)).candidates) == 1001
    assert quantile_grid((0, 10.5)).candidates.dtype.kind == "f"


def test_a_value_at_a_whole_number_candidate_is_neither_below_nor_above_it():
    grid = quantile_grid((-5, 5))
    assert grid.bucket_of(np.array([-5, -4.5, 0, 5, -7, 9])).tolist() == [0, 1, 10, 20, -1, 21]


def test_on_the_fine_grid_buckets_follow_positions_one_multiplication_away():
    grid = quantile_grid((0, 10.5))
    buckets = grid.bucket_of(grid.candidates)
    assert np.all(np.diff(buckets) > 0) and np.all(np.abs(buckets - 2 * np.arange(1001)) <= 1)
    assert grid.bucket_of(np.array([-1.0, 0.00001, 11.0])).tolist() == [-1, 1, 2001]


def test_a_trailing_space_does_not_make_a_second_person():
    frame = pd.DataFrame({"id": ["P1", "P1 ", " P1", "P2"], "x": [1, 2, 3, 4]})
    prepared = bound_contributions(frame, "id", 1)
    assert prepared.frame["x"].tolist() == [1, 4] and prepared.rows_over_limit == 2


def test_true_and_false_match_whatever_their_case():
    assert category_key(True) == category_key("True") == category_key("TRUE ") == "true"
    assert category_codes(pd.Series(["True", "False", "True"]), [True, False]).tolist() == [0, 1, 0]


@pytest.mark.parametrize("values", [
    np.arange(100_000, dtype=np.float64) % 61,
    np.array([0.1] * 10 + [1e-300, -0.3]),
    np.array([2.0**60, 1.0, -(2.0**60)], dtype=np.float64),
    np.array([], dtype=np.float64),
])
def test_a_clamped_sum_is_the_exact_sum_of_the_scaled_values_in_any_order(values):
    scale = sum_scale((-1e15, 1e15), whole=False)
    scaled = scale.scale(values)
    expected = sum(int(v) for v in scaled)
    assert exact_integer_sum(scaled) == exact_integer_sum(scaled[::-1]) == expected
    assert scale.total(expected) == float(Fraction(expected, scale.factor))


def test_the_scale_comes_from_the_bounds_and_keeps_every_value_within_them():
    scale = sum_scale((0.1, 0.3), whole=False)
    assert scale.digits == 15 and (scale.low, scale.high) == (10 ** 14, 3 * 10 ** 14)
    scaled = scale.scale(np.array([0.1, 0.2, 0.30000000000000004, 5.0, -2.0]))
    assert scaled.tolist() == [10 ** 14, 2 * 10 ** 14, 3 * 10 ** 14, 3 * 10 ** 14, 10 ** 14]
    assert scale.total(exact_integer_sum(scaled)) == 1.0  # not 0.1 + 0.2 + ... in floats
    assert sum_scale((0, 1e15), whole=False).digits == 0
    assert sum_scale((-7, 7), whole=True).digits == 0


def test_huge_bounds_do_not_wrap_around():
    scaled = np.full(20_000, 10 ** 15, dtype=np.int64)
    assert exact_integer_sum(scaled) == 2 * 10 ** 19


@pytest.mark.parametrize("values", [
    [np.iinfo(np.int64).max] * 3 + [np.iinfo(np.int64).min] * 2 + [-1, 0, 1],
    [np.iinfo(np.int64).min] * 5,
    [2 ** 32 - 1, 2 ** 32, -(2 ** 32), -(2 ** 32) - 1, 2 ** 62] * 7,
])
def test_sums_past_int64_equal_pythons_exact_sum(values):
    scaled = np.array(values, dtype=np.int64)
    assert exact_integer_sum(scaled) == sum(int(v) for v in scaled)


def test_a_million_large_values_sum_exactly():
    rng = np.random.default_rng(3)  # the table's values, not noise
    scaled = rng.integers(-(10 ** 17), 10 ** 17, size=1_000_000, dtype=np.int64)
    assert exact_integer_sum(scaled) == sum(int(v) for v in scaled.tolist())
