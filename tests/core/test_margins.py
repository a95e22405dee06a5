"""`margins: true` (plan version 4): cells, margins and total measured apart, made consistent by
weighted least squares, with exact 95% intervals (coverage checked), in every file."""
import math

import numpy as np
import pandas as pd
import pytest

from dpstudio.core.base.errors import PlanError
from dpstudio.core.exact.frame_source import FrameSource
from dpstudio.core.output.export import release_rows
from dpstudio.core.plan.release_plan import parse_plan
from dpstudio.core.private.plan_drafts import draft_plan
from dpstudio.core.private.margin_split import best_shares, expected_error, margin_split
from dpstudio.core.private.margins import _laplace_sum_halfwidth, aggregations, estimator
from dpstudio.core.pipeline.release import produce_release

FRAME = pd.DataFrame({"age": [3, 20, 70, None, 40, 18] * 20, "sex": ["F", "M", "F", "F", "M", None] * 20})


def plan(query, **budget):
    return {"dpstudio_plan": 5, "columns": {"age": "quasi_identifier", "sex": "other"},
            "budget": {"epsilon": 1, **budget}, "queries": [query]}


CROSSTAB = {"id": "x", "kind": "crosstab", "columns": ["age", "sex"], "bins": {"age": [0, 18, 65, 120]},
            "categories": {"sex": ["F", "M"]}, "epsilon": 1, "margins": True}


def problems(data) -> list[str]:
    with pytest.raises(PlanError) as raised:
        parse_plan(data)
    return [f"{p.where}: {p.message}" for p in raised.value.problems]


def test_margins_need_continuous_noise_and_groups():
    assert problems(plan({**CROSSTAB, "mechanism": "discrete_laplace"}))[0].startswith(
        "queries[0] ('x').mechanism: discrete_laplace cannot be used with margins")
    assert problems(plan({"id": "n", "kind": "count", "epsilon": 1, "margins": True})) == [
        "queries[0] ('n').margins: a count without group_by has no margins"]
    assert problems(plan({**CROSSTAB, "margins": "yes"})) == ["queries[0] ('x').margins: 'yes' is not true or false"]
    parsed = parse_plan(plan(CROSSTAB))  # version 5: neither kept at 0 nor rounded, as then (migration)
    assert parsed.queries[0].postprocess == () and parse_plan(parsed.to_dict()) == parsed
    current = parse_plan({**plan(CROSSTAB), "dpstudio_plan": 8})  # since version 8: both, by default
    assert current.queries[0].postprocess == ("clamp_nonnegative", "round")
    assert parse_plan(current.to_dict()) == current
    chosen = parse_plan({**plan({**CROSSTAB, "postprocess": ["clamp_nonnegative"]}), "dpstudio_plan": 8})
    assert chosen.queries[0].postprocess == ("clamp_nonnegative",)


def test_the_split_spends_exactly_the_querys_epsilon():
    assert margin_split((4,), False) == [1, 0] and margin_split((4, 3, 2), False) == [1, 0, 0, 0, 0]
    gaussian = margin_split((6, 3, 8), True)
    assert sum(gaussian) == 1 and len(gaussian) == 5 and all(share > 0 for share in gaussian)
    sizes = (4, 3)
    cells, age, sex, total = aggregations(sizes)
    assert cells.shape == (12, 12) and age.shape == (4, 12) and sex.shape == (3, 12) and total.shape == (1, 12)
    assert age.sum(axis=1).tolist() == [3] * 4 and sex.sum(axis=1).tolist() == [4] * 3


def test_the_interval_of_one_laplace_noise_is_b_ln_20():
    assert _laplace_sum_halfwidth((2.0,), 0.95) == pytest.approx(2 * math.log(20), rel=1e-9)


def test_released_cells_add_up_to_the_released_margins_and_total():
    entry = produce_release(FRAME, plan(CROSSTAB)).release["queries"][0]
    cells = {tuple(c["key"].values()): c["value"] for c in entry["cells"]}
    margins = entry["margins"]
    assert len(margins) == 4 + 3 + 1 and margins[-1]["key"] == {}
    for margin in margins[:4]:
        assert margin["value"] == pytest.approx(sum(v for k, v in cells.items() if k[0] == margin["key"]["age"]))
    assert margins[-1]["value"] == pytest.approx(sum(cells.values()))
    rows = [r["cell"] for r in release_rows({"queries": [entry]})]
    assert rows[12:] == ["age=[0, 18); sex=(all)", "age=[18, 65); sex=(all)", "age=[65, 120]; sex=(all)",
                         "age=(other); sex=(all)", "age=(all); sex=F", "age=(all); sex=M", "age=(all); sex=(other)",
                         "age=(all); sex=(all)"]


@pytest.mark.suite_long  # among the slowest of the suite: run by .ci/run's long step (tests/conftest.py)
@pytest.mark.parametrize("budget", [{}, {"delta": 1e-6, "accounting": "zcdp"}])  # Laplace; Gaussian (zCDP)
def test_the_95_percent_intervals_cover_95_percent(budget):
    """10,000 fresh draws (each from the vetted sampler): coverage of one cell, one margin and the total
    within [0.94, 0.96]; for exact intervals a miss of that size (4.6 standard errors) has probability below
    1e-5 each."""
    parsed = parse_plan(plan(CROSSTAB, **budget))
    answer = FrameSource(FRAME).prepare(parsed).answers[0]
    draft = draft_plan(parsed, [answer])[0]
    truth = np.asarray(answer.value, dtype=float)
    exact = {"cell": truth[4], "margin": truth.reshape(4, 3)[1].sum(), "total": truth.sum()}
    hits = {name: 0 for name in exact}
    runs = 10_000
    for _ in range(runs):
        entry = draft.draw()
        found = {"cell": entry["cells"][4], "margin": entry["margins"][1], "total": entry["margins"][-1]}
        for name, item in found.items():
            hits[name] += abs(item["value"] - exact[name]) <= item["ci95"]
    for name, hit in hits.items():
        assert 0.94 <= hit / runs <= 0.96, (name, hit / runs)


def total_variance(sizes, shares, power) -> float:
    """The released values' total variance computed directly: least squares over the measured parts."""
    parts = aggregations(sizes)
    measured = [(p, s) for p, s in zip(parts, shares) if s > 0]
    H = estimator([p for p, _ in measured], [1 / s ** power for _, s in measured], parts)
    variances = np.concatenate([np.full(p.shape[0], 1 / s ** power) for p, s in measured])
    return float(np.sum(H ** 2 * variances))


@pytest.mark.parametrize("sizes", [(5,), (4, 3), (6, 3, 8)])
def test_the_closed_form_error_is_the_least_squares_error_and_the_split_is_its_minimum(sizes):
    shares = np.asarray(best_shares(sizes, True))
    assert expected_error(sizes, shares) == pytest.approx(total_variance(sizes, shares, 1), rel=1e-9)
    best = expected_error(sizes, shares)
    rng = np.random.default_rng(5)  # other splits of the same budget are no better (convex: a local check suffices)
    for _ in range(50):
        other = np.clip(shares * np.exp(rng.normal(scale=0.3, size=len(shares))), 1e-6, None)
        assert expected_error(sizes, other / other.sum()) >= best * (1 - 1e-9)
    cells_only = total_variance(sizes, [1] + [0] * (len(shares) - 1), 1)
    assert best < cells_only  # under Gaussian noise measuring the margins apart pays


@pytest.mark.parametrize("sizes", [(5,), (4, 3), (6, 3, 8)])
def test_under_laplace_noise_the_cells_alone_have_the_least_error(sizes):
    parts = len(sizes) + 2 if len(sizes) > 1 else 2
    cells_only = total_variance(sizes, [1] + [0] * (parts - 1), 2)
    rng = np.random.default_rng(6)
    for _ in range(30):
        other = rng.dirichlet(np.ones(parts))
        assert total_variance(sizes, other, 2) >= cells_only
