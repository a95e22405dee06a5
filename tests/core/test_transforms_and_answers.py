from fractions import Fraction

import numpy as np
import opendp.prelude as dp

import dpstudio.core.private.mechanisms  # noqa: F401  (enables OpenDP's "contrib" features)
import pandas as pd
import pytest

from dpstudio.core.exact.answers import exact_answer, exact_float_sum, quantile_candidates, quantile_scores
from dpstudio.core.plan.release_plan import parse_plan
from dpstudio.core.plan.queries import Condition, category_key
from dpstudio.core.exact.transforms import bound_contributions, category_codes, clamped_values, where_mask
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


def test_clamping_drops_missing():
    assert clamped_values(FRAME["cost"], 0, 100).tolist() == [10.0, 0.0, 100.0, 50.5, 0.0, 7.0, 3.0]


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
    values = rng.integers(0, 20, size=200).astype(float)
    candidates = np.arange(0, 21, dtype=float)
    a = Fraction(repr(alpha)).limit_denominator(1000)
    ours = quantile_scores(values, candidates, a)
    assert ours.tolist() == brute_force_scores(values, candidates, a)
    space = dp.vector_domain(dp.atom_domain(T=float, nan=False)), dp.symmetric_distance()
    theirs = np.array(dp.t.make_quantile_score_candidates(*space, candidates=list(candidates), alpha=alpha)(
        list(values)))
    # OpenDP scales the same score by its own denominator
    factor = theirs.max() / ours.max()
    assert np.array_equal(ours * factor, theirs)


def test_quantile_candidates():
    q = query(kind="quantile", column="age", bounds=[0, 100], quantile=0.5)
    assert quantile_candidates(q).tolist() == list(range(101))
    wide = query(kind="quantile", column="age", bounds=[0, 100000], quantile=0.5)
    assert len(quantile_candidates(wide)) == 1001
    fractional = query(kind="quantile", column="age", bounds=[0, 10.5], quantile=0.5)
    assert quantile_candidates(fractional).dtype.kind == "f"


def test_a_trailing_space_does_not_make_a_second_person():
    frame = pd.DataFrame({"id": ["P1", "P1 ", " P1", "P2"], "x": [1, 2, 3, 4]})
    prepared = bound_contributions(frame, "id", 1)
    assert prepared.frame["x"].tolist() == [1, 4] and prepared.rows_over_limit == 2


def test_true_and_false_match_whatever_their_case():
    assert category_key(True) == category_key("True") == category_key("TRUE ") == "true"
    assert category_codes(pd.Series(["True", "False", "True"]), [True, False]).tolist() == [0, 1, 0]


@pytest.mark.parametrize("values", [
    np.arange(100_000, dtype=np.float64) % 61,                     # whole numbers: the int64 path
    np.arange(100_000, dtype=np.int64) * 7,                        # an integer column
    np.array([1e16, 1.0, -1e16, 3.0]),                             # whole but beyond 2^53: fsum
    np.array([0.1] * 10 + [1e-300, -0.3]),                         # fractions: fsum
    np.array([2.0**60, 1.0, -(2.0**60)], dtype=np.float64),        # a naive sum gives 0, the exact one 1
    np.array([], dtype=np.float64),
])
def test_exact_float_sum_is_the_correctly_rounded_sum(values):
    import math

    assert exact_float_sum(values) == math.fsum(values.tolist())
