"""Randomized response under add/remove-one-person: the number of answers is private too.

Statistical tests reject a correct implementation with probability at most FALSE_ALARM each.
"""
import math
from collections import Counter
from fractions import Fraction

import numpy as np
import pandas as pd
import pytest
from scipy import stats

from dpstudio.core.private import mechanisms
from dpstudio.core.base.errors import PlanError
from dpstudio.core.base.exact_numbers import exact
from dpstudio.core.plan.release_plan import parse_plan
from dpstudio.core.preview.expected_error import PreviewSession
from dpstudio.core.private.randomized_response import choose_rows, pad_and_shuffle
from dpstudio.core.private.plan_drafts import draft_plan
from dpstudio.core.exact.frame_source import FrameSource
from tests.conftest import FALSE_ALARM, small_plan

COLUMNS = {"pid": "identifier", "dx": "sensitive"}


def rr_plan(epsilon=1, max_rows=2, categories=("a", "b"), **extra) -> dict:
    query = {"id": "r", "kind": "randomized_response", "column": "dx", "categories": list(categories),
             "epsilon": epsilon, "postprocess": [], **extra}
    return small_plan([query], columns=COLUMNS, privacy_unit={"column": "pid", "max_rows": max_rows})


def rr_draft(frame, plan):
    plan = parse_plan(plan)
    return draft_plan(plan, FrameSource(frame).prepare(plan).answers)[0]


def table(people: int, rows_each: int = 2) -> pd.DataFrame:
    pids = np.repeat([f"P{i}" for i in range(people)], rows_each)
    return pd.DataFrame({"pid": pids, "dx": np.resize(["a", "b", "c"], len(pids))})


def with_one_more_person(frame: pd.DataFrame, rows: int, value: str = "a") -> pd.DataFrame:
    return pd.concat([frame, pd.DataFrame({"pid": ["NEW"] * rows, "dx": [value] * rows})], ignore_index=True)


def assert_within_factor(first: Counter, second: Counter, draws: int, epsilon: float) -> None:
    """Every outcome's probability under one table is at most e^epsilon times the other's.

    For each outcome seen at least 30 times, both ways round, the test fails only when the
    Clopper-Pearson lower bound of one probability exceeds e^epsilon times the upper bound of the
    other; each bound is at level FALSE_ALARM / (4 x outcomes) (Bonferroni), so a mechanism that
    keeps its promise fails with probability at most FALSE_ALARM.
    """
    outcomes = [o for o in set(first) | set(second) if first[o] + second[o] >= 30]
    level = FALSE_ALARM / (4 * len(outcomes))
    for outcome in outcomes:
        for a, b in ((first[outcome], second[outcome]), (second[outcome], first[outcome])):
            lower = stats.beta.ppf(level, a, draws - a + 1) if a else 0.0
            upper = stats.beta.ppf(1 - level, b + 1, draws - b) if b < draws else 1.0
            assert lower <= math.exp(epsilon) * upper, (outcome, a, b)


def released_rows(draft, draws: int) -> Counter:
    return Counter(draft.draw()["rows"] for _ in range(draws))


def test_one_more_person_changes_the_row_count_probabilities_by_at_most_e_to_the_epsilon():
    """THE test of issue 13: a table, and the same table with one more person (2 rows)."""
    plan = rr_plan(epsilon=1, max_rows=2, row_count_share=0.5)
    base = table(1)  # small, so that each draw is quick; clamping at 0 is exercised as well
    draws = 6_000
    without = released_rows(rr_draft(base, plan), draws)
    with_person = released_rows(rr_draft(with_one_more_person(base, 2), plan), draws)
    assert_within_factor(without, with_person, draws, epsilon=0.5)  # what the row count is charged


def test_the_check_catches_an_exact_row_count_as_release_format_1_published():
    """The old RR published `rows` = n exactly: 20 on one table, 22 on its neighbour."""
    with pytest.raises(AssertionError):
        assert_within_factor(Counter({20: 5000}), Counter({22: 5000}), 5000, epsilon=1)


def test_the_check_catches_a_row_count_noised_for_one_row_instead_of_max_rows():
    """Noise calibrated to sensitivity 1 when a person has 2 rows costs 2 x epsilon, not epsilon."""
    too_little = mechanisms.calibrate("discrete_laplace", 1, Fraction(1, 2))
    draws = 6_000
    first = Counter(int(v) for v in too_little.add_to(np.full(draws, 20, dtype=np.int64)))
    second = Counter(int(v) for v in too_little.add_to(np.full(draws, 22, dtype=np.int64)))
    with pytest.raises(AssertionError):
        assert_within_factor(first, second, draws, epsilon=0.5)


def test_the_whole_output_changes_by_at_most_e_to_the_epsilon():
    """Rows and answers together, on a tiny table: the padding and dropping keep the promise."""
    plan = rr_plan(epsilon=1, max_rows=1, categories=("a",), row_count_share=0.5)
    base = pd.DataFrame({"pid": ["P1", "P2"], "dx": ["a", "b"]})
    draws = 6_000

    def outputs(frame):
        draft = rr_draft(frame, plan)
        return Counter(tuple(sorted(Counter(draft.draw()["perturbed_values"]).items())) for _ in range(draws))
    assert_within_factor(outputs(base), outputs(with_one_more_person(base, 1, "b")), draws, epsilon=1)


@pytest.mark.parametrize("noisy_rows, expected", [(17, 17), (20, 20), (26, 26), (-4, 0), (0, 0)])
def test_the_answers_are_exactly_the_noisy_row_count(monkeypatch, noisy_rows, expected):
    monkeypatch.setattr(mechanisms.AdditiveNoise, "add_to", lambda self, value: noisy_rows)
    entry = rr_draft(table(10), rr_plan()).draw()
    assert entry["rows"] == expected and len(entry["perturbed_values"]) == expected
    assert set(entry["perturbed_values"]) <= {"a", "b", "(other)"}


def test_dropping_keeps_distinct_rows_and_padding_keeps_every_answer():
    codes = np.arange(10, dtype=np.int64)
    kept = choose_rows(codes, 6)
    assert len(kept) == 6 and len(set(kept.tolist())) == 6
    assert choose_rows(codes, 15).tolist() == codes.tolist()
    grown = pad_and_shuffle(codes, 15, 10)
    assert len(grown) == 15 and set(codes.tolist()) <= set(grown.tolist())
    assert sorted(pad_and_shuffle(codes, 10, 10).tolist()) == codes.tolist()


def test_padding_is_uniform_over_every_cell():
    pads = pad_and_shuffle(np.array([], dtype=np.int64), 20_000, 4)
    assert stats.chisquare(np.bincount(pads, minlength=4)).pvalue > FALSE_ALARM


def test_dropping_chooses_every_row_equally_often():
    kept = np.concatenate([choose_rows(np.arange(8, dtype=np.int64), 3) for _ in range(4000)])
    assert stats.chisquare(np.bincount(kept, minlength=8)).pvalue > FALSE_ALARM


def test_the_order_of_the_answers_is_uniform():
    firsts = [int(pad_and_shuffle(np.arange(4, dtype=np.int64), 4, 4)[0]) for _ in range(8000)]
    assert stats.chisquare(np.bincount(firsts, minlength=4)).pvalue > FALSE_ALARM


ROWS = 80


def coverage_frame():
    rng = np.random.default_rng(11)
    return pd.DataFrame({"pid": np.arange(ROWS).astype(str),
                         "dx": rng.choice(["a", "b", "c"], size=ROWS, p=[0.6, 0.3, 0.1])})


@pytest.mark.parametrize("share", [0.1, 0.5])
def test_stated_intervals_cover_the_true_shares_counts_and_rows(share):
    frame = coverage_frame()
    plan = rr_plan(epsilon=2, max_rows=1, categories=("a", "b", "c"), row_count_share=share)
    draft = rr_draft(frame, plan)
    true_counts = [int((frame["dx"] == c).sum()) for c in ("a", "b", "c")] + [0]
    inside, total = Counter(), 0
    for _ in range(200):
        entry = draft.draw()
        inside["rows"] += abs(entry["rows"] - ROWS) <= entry["rows_ci95"]
        for cell, count in zip(entry["cells"], true_counts):
            inside["share"] += abs(cell["value"] - count / ROWS) <= cell["ci95"]
            inside["count"] += abs(cell["count"] - count) <= cell["count_ci95"]
        total += 1
    for what, n in (("rows", total), ("share", 4 * total), ("count", 4 * total)):
        assert stats.binomtest(inside[what], n, 0.95, alternative="less").pvalue > FALSE_ALARM, what


def test_estimated_shares_are_close_to_unbiased():
    """The mean share estimate over many releases is within its sampling error of the truth,
    plus the bias that padding can add: at most E|count noise| / rows."""
    frame = coverage_frame()
    draft = rr_draft(frame, rr_plan(epsilon=2, max_rows=1, categories=("a", "b", "c")))
    estimates = np.array([[c["value"] for c in draft.draw()["cells"]] for _ in range(300)])
    truth = np.array([(frame["dx"] == c).mean() for c in ("a", "b", "c")] + [0.0])
    scale = draft.randomizer.count_noise.scale
    r = math.exp(-1 / scale)
    bias_bound = 2 * r / (1 - r * r) / (ROWS - 20)  # E|Z| of the discrete Laplace, over rows >= ROWS - 20
    z = stats.norm.ppf(1 - FALSE_ALARM / 8)
    spread = z * estimates.std(axis=0, ddof=1) / math.sqrt(len(estimates))
    assert np.all(np.abs(estimates.mean(axis=0) - truth) <= spread + bias_bound)


def test_the_components_add_up_exactly_to_the_querys_epsilon():
    plan = rr_plan(epsilon=0.3, max_rows=3, row_count_share=0.1)
    draft = rr_draft(table(5, 3), plan)
    entry = draft.draw()
    count, responses = entry["components"]
    assert count["part"] == "count" and responses["part"] == "responses"
    assert exact(count["epsilon"]) == Fraction(3, 100) and exact(responses["epsilon"]) == Fraction(27, 100)
    assert exact(count["epsilon"]) + exact(responses["epsilon"]) == exact(entry["epsilon"])
    assert draft.randomizer.epsilon == Fraction(3, 10)
    assert exact(responses["epsilon_per_row"]) == Fraction(9, 100) == Fraction(entry["epsilon_per_row"]).limit_denominator()
    assert count["sensitivity"] == 3 and count["noise_scale"] == entry["noise_scale"]["count"]
    assert count["noise_scale"] == pytest.approx(3 / 0.03)
    assert responses["keep_probability"] == entry["keep_probability"]
    assert entry["row_count_share"] == 0.1 and entry["delta"] == 0


def test_row_count_share_defaults_to_a_tenth():
    query = parse_plan(rr_plan()).queries[0]
    assert query.row_count_share == Fraction(1, 10)
    assert query.to_dict()["row_count_share"] == 0.1


@pytest.mark.parametrize("bad", [0, 0.001, 1, 1.5, -0.2, "a tenth", True, None, [0.1]])
def test_a_bad_row_count_share_is_refused_by_name(bad):
    with pytest.raises(PlanError) as refused:
        parse_plan(rr_plan(row_count_share=bad))
    assert "queries[0] ('r').row_count_share" in str(refused.value)


def test_preview_draws_nothing_and_states_the_release_interval_at_the_true_row_count(monkeypatch):
    frame = coverage_frame()
    plan = rr_plan(epsilon=2, max_rows=1, categories=("a", "b", "c"))

    def refuse(*args, **kwargs):
        raise AssertionError("a preview drew noise")
    session = PreviewSession(frame, plan)
    from dpstudio.core.private import randomized_response
    with monkeypatch.context() as patched:
        for owner, name in ((mechanisms.AdditiveNoise, "add_to"), (mechanisms.RandomizedResponse, "perturb"),
                            (randomized_response, "choose_rows"), (randomized_response, "pad_and_shuffle")):
            patched.setattr(owner, name, refuse)
        preview = session.previews()[0]
    monkeypatch.setattr(mechanisms.AdditiveNoise, "add_to", lambda self, value: value)  # rows = n exactly
    entry = rr_draft(frame, plan).draw()
    assert preview.halfwidth == pytest.approx([c["ci95"] for c in entry["cells"]])
    assert preview.noise_scale == entry["noise_scale"]


def test_the_report_still_reads_a_release_format_1_randomized_response():
    """Release format 1 had no noisy count: its entries still make a report, without a claim about it."""
    from dpstudio.core.output.report import build_report

    v1_entry = {"id": "t", "kind": "randomized_response", "epsilon": 1, "delta": 0,
                "mechanism": "randomized_response", "noise_scale": None, "ci95": None, "postprocess": [],
                "cells": [{"key": {"t": "a"}, "value": 0.7, "std_error": 0.08, "ci95": 0.16}],
                "rows": 3343, "keep_probability": 0.3175, "epsilon_per_row": 0.3333333333333333}
    release = {"dpstudio_release": 1, "created": "2026-01-01T00:00:00+00:00", "dataset_fingerprint": "0" * 64,
               "privacy_unit": None, "neighbouring": "n", "queries": [v1_entry],
               "budget": {"epsilon": 1, "delta": 0, "limit": {"epsilon": 1, "delta": 0}, "composition": "c"}}
    html = build_report(release, {}, charts=False)
    assert "0.7" in html and "± 0.16" in html
    assert "Answers released" not in html and "Estimated count" not in html
    assert "the number of rows answered is revealed, exactly" in html and "hides both" not in html
