"""Cells made to add up to a released total: exact sums, and the stated interval still holds."""
from fractions import Fraction

import numpy as np
import pandas as pd
from scipy import stats

import dpstudio
from dpstudio.core.exact.kind_answers import exact_answer
import pytest

from dpstudio.core.private.consistency import (expected_widening, project_to_total_nonnegative, projected_halfwidth,
                                                round_keeping_sum)
from dpstudio.core.private.mechanisms import calibrate
from dpstudio.core.plan.release_plan import parse_plan, plan_problems
from tests.conftest import FALSE_ALARM, small_plan


def test_round_keeping_sum():
    assert round_keeping_sum(np.array([1.4, 2.4, 3.2]), 7).tolist() == [2, 2, 3]
    assert round_keeping_sum(np.array([0.5, 0.5]), 1).tolist() == [1, 0]


def test_projected_halfwidth_matches_simulation_with_opendp_noise():
    m = 5
    cell = calibrate("discrete_laplace", 1, Fraction(1, 2))
    total = calibrate("discrete_laplace", 1, Fraction(1, 4))
    width = projected_halfwidth(cell.mechanism, cell.scale, m, total.mechanism, total.scale)
    n = 20_000
    y = cell.add_to(np.zeros(n * m, dtype=np.int64)).reshape(n, m)
    z = total.add_to(np.zeros(n, dtype=np.int64))
    error_first = y[:, 0] + (z - y.sum(axis=1)) / m  # first cell's error after the projection
    inside = int((np.abs(error_first) <= width + 1e-9).sum())
    assert stats.binomtest(inside, n, 0.95, alternative="less").pvalue > FALSE_ALARM
    assert stats.binomtest(inside, n, 0.965, alternative="greater").pvalue > FALSE_ALARM
    smaller = int((np.abs(error_first) <= width - 1 / m + 1e-9).sum())
    assert smaller < inside


QUERIES = [
    {"id": "n", "kind": "count", "epsilon": 0.5, "where": [{"column": "sex", "in": ["F"]}]},
    {"id": "h", "kind": "histogram", "column": "dx", "categories": ["a", "b", "c"], "epsilon": 0.5, "sum_to": "n",
     "where": [{"column": "sex", "in": ["F"]}]},
]


def test_sum_to_plan_rules():
    bad_target = [QUERIES[0], {**QUERIES[1], "sum_to": "h"}]
    assert any("'h' is not the id of a count query" in str(p) for p in plan_problems(small_plan(bad_target)))
    other_rows = [{**QUERIES[0], "where": []}, QUERIES[1]]
    assert any("must have the same filter" in str(p) for p in plan_problems(small_plan(other_rows)))
    floats = [QUERIES[0], {**QUERIES[1], "mechanism": "laplace"}]
    assert any("only under discrete mechanisms" in str(p) for p in plan_problems(small_plan(floats)))
    unclamped_total = [{**QUERIES[0], "postprocess": []}, QUERIES[1]]
    assert [p.message for p in plan_problems(version_7(unclamped_total))] == [
        "cells kept at 0 or above must add up to a count kept at 0 or above: 'n' is not"]
    assert plan_problems(version_7([{**QUERIES[0], "postprocess": []}, {**QUERIES[1], "postprocess": ["round"]}])) == []
    plan = parse_plan(version_7(QUERIES))
    assert plan.query("h").postprocess == ("clamp_nonnegative", "round") and plan.query("h").to_dict()["sum_to"] == "n"


def test_a_plan_before_version_7_keeps_its_cells_only_rounded():
    """Migration: before version 7, cells made to add up without `postprocess` were only rounded."""
    assert parse_plan(small_plan(QUERIES)).query("h").postprocess == ("round",)  # version 1
    assert parse_plan({**small_plan(QUERIES), "dpstudio_plan": 6}).query("h").postprocess == ("round",)
    chosen = [QUERIES[0], {**QUERIES[1], "postprocess": []}]
    assert parse_plan({**small_plan(chosen), "dpstudio_plan": 6}).query("h").postprocess == ()
    assert parse_plan({**small_plan(QUERIES), "dpstudio_plan": 6}).to_dict()["dpstudio_plan"] == 13


def version_7(queries) -> dict:
    return {**small_plan(queries), "dpstudio_plan": 7}


def test_projection_onto_nonnegative_cells_that_add_up():
    cells, further = project_to_total_nonnegative(np.array([5.0, -3.0, 2.0, -1.0]), 4)
    assert cells.tolist() == [3.5, 0.0, 0.5, 0.0] and further == 1.75  # 1.5 off each kept cell, not -0.25
    cells, further = project_to_total_nonnegative(np.array([5.0, 3.0, 2.0, 1.0]), 13)
    assert cells.tolist() == [5.5, 3.5, 2.5, 1.5] and further == 0.0  # none at 0: the equal move
    cells, further = project_to_total_nonnegative(np.array([5.0, 3.0, 2.0, 1.0]), 0)
    assert cells.tolist() == [0.0] * 4 and further == 5 - 11 / 4
    cells, further = project_to_total_nonnegative(np.array([-5.0, -3.0]), 2)
    assert cells.tolist() == [0.0, 2.0] and further == 0.0


def test_nonnegative_cells_add_up_and_cover_the_truth():
    """Version 7's default: no cell below 0, the cells add up to the count, and the interval holds, also
    for cells whose true count is 0 or small (where the projection moves the others most)."""
    rng = np.random.default_rng(6)
    dx = rng.choice(["a", "b", "c"], size=300, p=[0.97, 0.02, 0.01])
    frame = pd.DataFrame({"dx": dx, "sex": "F"})
    queries = [{**QUERIES[0], "epsilon": 0.3}, {**QUERIES[1], "categories": ["a", "b", "c", "d", "e"], "epsilon": 0.3}]
    plan = version_7(queries)
    truth = exact_answer(parse_plan(plan).query("h"), frame).value
    assert 0 in list(truth)
    inside = total = 0
    for _ in range(300):
        entries = {q["id"]: q for q in dpstudio.release_uncharged(frame, plan)["queries"]}
        cells = [c["value"] for c in entries["h"]["cells"]]
        assert sum(cells) == entries["n"]["value"] and min(cells) >= 0 and all(isinstance(c, int) for c in cells)
        for cell, true in zip(entries["h"]["cells"], truth):
            inside += abs(cell["value"] - true) <= cell["ci95"]
            total += 1
    assert stats.binomtest(inside, total, 0.95, alternative="less").pvalue > FALSE_ALARM


def test_cells_add_up_and_cover_the_truth():
    rng = np.random.default_rng(5)
    frame = pd.DataFrame({"dx": rng.choice(["a", "b", "c", "d"], size=2000), "sex": rng.choice(["F", "M"], size=2000)})
    plan = small_plan(QUERIES)
    truth = exact_answer(parse_plan(plan).query("h"), frame).value
    inside = total = 0
    for _ in range(300):
        entries = {q["id"]: q for q in dpstudio.release_uncharged(frame, plan)["queries"]}
        cells = [c["value"] for c in entries["h"]["cells"]]
        assert sum(cells) == entries["n"]["value"] and all(isinstance(c, int) for c in cells)
        for cell, true in zip(entries["h"]["cells"], truth):
            inside += abs(cell["value"] - true) <= cell["ci95"]
            total += 1
    assert stats.binomtest(inside, total, 0.95, alternative="less").pvalue > FALSE_ALARM


def test_the_interval_covers_a_large_cell_among_many_empty_ones():
    """With most true counts 0, keeping the cells at 0 moves the large cell furthest: its interval must say
    so (without the added t - t0 it covers about 88% here, with it about 98%)."""
    frame = pd.DataFrame({"dx": ["a"] * 200, "sex": "F"})
    categories = [chr(ord("a") + i) for i in range(20)]
    queries = [{**QUERIES[0], "epsilon": 0.3}, {**QUERIES[1], "categories": categories, "epsilon": 0.3}]
    plan = version_7(queries)
    inside = 0
    runs = 300
    for _ in range(runs):
        entries = {q["id"]: q for q in dpstudio.release_uncharged(frame, plan)["queries"]}
        large = entries["h"]["cells"][0]
        inside += abs(large["value"] - 200) <= large["ci95"]
    assert stats.binomtest(inside, runs, 0.95, alternative="less").pvalue > FALSE_ALARM


def test_rounding_refuses_cells_that_do_not_add_up():
    import pytest

    with pytest.raises(ValueError):
        round_keeping_sum(np.zeros(3), -1)  # sliced from the end, this once gave [1, 1, 0]


ZIPF = [int(2000 / k ** 1.5) for k in range(1, 51)]  # from 2000 down to 5


def widening_over_real_draws(mechanism, epsilon, delta, truth, runs=1000):
    """What add_up adds to consistent_halfwidth (the total's clamp shared out, and the further move), over
    `runs` releases with OpenDP's noise: its mean and that mean's standard error."""
    noise = calibrate(mechanism, 1, epsilon, delta)
    cells = np.array(truth, dtype=np.int64)
    noisy = noise.add_to(np.tile(cells, runs)).reshape(runs, len(cells)).astype(float)
    raw_totals = noise.add_to(np.full(runs, int(cells.sum()), dtype=np.int64))
    added = np.array([abs(raw - max(raw, 0)) / len(cells) + project_to_total_nonnegative(row, float(max(raw, 0)))[1]
                      for row, raw in zip(noisy, raw_totals)])
    return noise, added.mean(), added.std(ddof=1) / np.sqrt(runs)


@pytest.mark.parametrize("mechanism, epsilon, delta", [("discrete_laplace", Fraction(1, 2), 0),
                                                       ("discrete_gaussian", Fraction(1, 2), Fraction(1, 10 ** 6))])
@pytest.mark.parametrize("truth, above", [([1000] + [0] * 49, 0.05),  # one full cell, 49 empty
                                          ([3, 0, 1, 0, 7, 2, 0, 0, 5, 1] * 10, 0.05),  # small counts
                                          (ZIPF, 0.05),  # none empty, the smallest near the noise
                                          ([0] * 20, 0.7)])  # all empty: said larger
def test_the_preview_s_widening_is_the_mean_over_real_draws(mechanism, epsilon, delta, truth, above):
    """expected_widening (the preview's figure) against what add_up adds over 1,000 releases drawn with
    OpenDP's noise: at most 8% below its mean and at most `above` over it."""
    noise, mean, spread = widening_over_real_draws(mechanism, epsilon, delta, truth)
    cells = np.array(truth)
    estimate = expected_widening(cells, noise.mechanism, noise.scale, float(cells.sum()), noise.mechanism, noise.scale)
    slack = stats.norm.isf(FALSE_ALARM / 2) * spread
    assert 0.92 * mean - slack <= estimate <= (1 + above) * mean + slack


@pytest.mark.parametrize("epsilon", [Fraction(10), Fraction(5)])
def test_empty_cells_under_little_noise_are_not_said_to_widen_much(epsilon):
    """Mean field alone says a widening of about 1 here, where the cells almost never move: the estimate
    stays under E[max y] - E[t0]."""
    noise, mean, spread = widening_over_real_draws("discrete_laplace", epsilon, 0, [0] * 20, runs=4000)
    estimate = expected_widening(np.zeros(20), noise.mechanism, noise.scale, 0.0, noise.mechanism, noise.scale)
    assert estimate <= 2 * mean + stats.norm.isf(FALSE_ALARM / 2) * spread + 0.01


def test_the_noise_s_positive_part_is_summed_over_its_pmf():
    """E[(x + n)+] for discrete noise, against the sum over its pmf: its continuous counterpart differs here."""
    from dpstudio.core.private.consistency import _laplace_positive_part, _positive_part, noise_pmf

    xs = np.array([-3.5, -1.0, -0.25, 0.0, 0.5, 2.0, 40.0])
    for mechanism, scale in (("discrete_laplace", 0.7), ("discrete_gaussian", 1.3)):
        pmf, reach = noise_pmf(mechanism, scale)
        summed = [(np.maximum(x + np.arange(-reach, reach + 1), 0) * pmf).sum() for x in xs]
        assert np.allclose(_positive_part(mechanism, scale)(xs), summed, rtol=1e-12, atol=1e-15)
    assert not np.allclose(_laplace_positive_part(0.7)(xs), _positive_part("discrete_laplace", 0.7)(xs), rtol=1e-3)
    wide = 10 ** 7  # too wide for the pmf: the continuous counterpart
    assert expected_widening(np.array([5, 0, 0]), "discrete_laplace", wide, 5.0, "discrete_laplace", wide) > 0
    assert expected_widening(np.array([5, 0, 0]), "discrete_gaussian", wide, 5.0, "discrete_gaussian", wide) > 0
