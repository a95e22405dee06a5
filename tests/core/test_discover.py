"""Keys found in the table (plan version 5, `"discover"`): where the plan allows it, the threshold,
a statistical test of its delta, and releases that list only keys present in the table."""
from __future__ import annotations

from fractions import Fraction

import numpy as np
import pandas as pd
import pytest
from scipy import stats

from dpstudio.core.errors import PlanError
from dpstudio.core.exact.answers import ExactAnswer
from dpstudio.core.plan.release_plan import parse_plan, plan_problems
from dpstudio.core.preview.expected_error import preview_plan
from dpstudio.core.private.discovery import DiscoveredDraft, laplace_tail, smallest_threshold, threshold_loss
from dpstudio.core.private.plan_drafts import draft_query
from dpstudio.core.release import produce_release

from ..conftest import FALSE_ALARM

COLUMNS = {"pid": "identifier", "icd": "sensitive", "sex": "quasi_identifier", "stay": "sensitive"}
DISCOVER = {"epsilon": 1, "delta": 1e-7}


def plan(*queries, max_rows=2, budget=None, population=None):
    budget = budget or {"epsilon": 5, "delta": 1e-6}
    if population:  # a declared population allows a delta below 1/population
        budget = {**budget, "delta": 1 / (2 * population), "population": population}  # 0.05 > 0.02 set apart
    return {"dpstudio_plan": 5, "columns": COLUMNS, "privacy_unit": {"column": "pid", "max_rows": max_rows},
            "budget": budget, "queries": list(queries)}


def problems(*queries, **kwargs) -> list[str]:
    return [f"{p.where}: {p.message}" for p in plan_problems(plan(*queries, **kwargs))]


def test_histograms_cross_tabs_and_grouped_counts_discover_and_write_it_back():
    queries = [{"id": "h", "kind": "histogram", "column": "icd", "categories": "discover", **DISCOVER},
               {"id": "x", "kind": "crosstab", "columns": ["sex", "icd"],
                "categories": {"sex": ["F", "M"], "icd": "discover"}, **DISCOVER},
               {"id": "g", "kind": "count", "group_by": ["icd"], "categories": {"icd": "discover"}, **DISCOVER}]
    parsed = parse_plan(plan(*queries))
    assert [q.discover for q in parsed.queries] == [("icd",), ("icd",), ("icd",)]
    written = parsed.to_dict()["queries"]
    assert written[0]["categories"] == "discover"
    assert written[1]["categories"] == {"sex": ["F", "M"], "icd": "discover"}
    assert written[2]["categories"] == {"icd": "discover"}
    assert parse_plan(parsed.to_dict()) == parsed


def test_discovering_needs_a_delta_and_the_threshold_noise():
    histogram = {"id": "h", "kind": "histogram", "column": "icd", "categories": "discover", "epsilon": 1}
    assert problems(histogram) == ["queries[0] ('h').delta: discovering keys needs a delta: it bounds the chance "
                                   "that a key only one person has is published"]
    gaussian = {**histogram, "delta": 1e-7, "mechanism": "discrete_gaussian"}
    assert problems(gaussian) == ["queries[0] ('h').mechanism: keys are discovered with discrete_laplace noise and "
                                  "a threshold under sequential accounting, not discrete_gaussian"]


def test_what_cannot_discover_is_refused_with_a_way_out():
    mean = {"id": "m", "kind": "mean", "column": "stay", "bounds": [0, 30], "group_by": ["icd"],
            "categories": {"icd": "discover"}, **DISCOVER}
    found = problems(mean)
    assert len(found) == 1 and found[0].startswith("queries[0] ('m').categories: a mean's groups cannot be discovered")
    margins = {"id": "x", "kind": "crosstab", "columns": ["sex", "icd"], "margins": True,
               "categories": {"sex": ["F", "M"], "icd": "discover"}, **DISCOVER}
    assert "queries[0] ('x').margins: discovered keys cannot have margins" in problems(margins)[0]
    laplace = {"id": "h", "kind": "histogram", "column": "icd", "categories": "discover", "epsilon": 1,
               "delta": 1e-7, "mechanism": "discrete_laplace"}
    zcdp = plan(laplace, budget={"epsilon": 1, "delta": 1e-6, "accounting": "zcdp"})
    assert [p.message for p in plan_problems(zcdp)] == [
        "keys are discovered with discrete_gaussian noise and a threshold under zcdp accounting, not discrete_laplace"]


def test_under_zcdp_the_deltas_of_discovering_queries_leave_some_of_the_budgets():
    query = {"id": "h", "kind": "histogram", "column": "icd", "categories": "discover", "epsilon": 1, "delta": 1e-6}
    found = plan_problems(plan(query, budget={"epsilon": 1, "delta": 1e-6, "accounting": "zcdp"}))
    assert [(p.where, p.message) for p in found] == [(
        "budget.delta", "the deltas of the queries that discover keys add up to 1e-06, which leaves nothing of the "
        "budget's delta of 1e-06 for zCDP")]


@pytest.mark.parametrize("max_rows, epsilon, delta", [(1, Fraction(1), Fraction(1, 10**7)),
                                                       (3, Fraction(1, 2), Fraction(1, 10**7)),
                                                       (2, Fraction(2), Fraction(1, 10**9))])
@pytest.mark.parametrize("accounting", ["sequential", "zcdp"])
def test_the_threshold_is_the_smallest_opendp_accepts(max_rows, epsilon, delta, accounting):
    draft = discovered_draft(max_rows, epsilon, delta, {}, accounting=accounting)
    t, gaussian, scale = draft.threshold, accounting == "zcdp", draft.noise.scale
    assert threshold_loss(scale, t, max_rows, gaussian)[1] <= delta
    assert threshold_loss(scale, t - 1, max_rows, gaussian)[1] > delta
    if gaussian:  # the query's share of rho pays for the noise, its own delta for the threshold
        assert threshold_loss(scale, t, max_rows, True)[0] <= draft.rho and draft.mechanism == "discrete_gaussian"
    else:
        assert scale == max_rows / float(epsilon)
    assert smallest_threshold(scale, max_rows, draft.rho or epsilon, delta, gaussian) == t


def discovered_draft(max_rows, epsilon, delta, counts, population=None, accounting="sequential"):
    query = {"id": "h", "kind": "histogram", "column": "icd", "categories": "discover",
             "epsilon": float(epsilon), "delta": float(delta)}
    budget = {"epsilon": 5, "delta": 1e-6, "accounting": accounting}
    parsed = parse_plan(plan(query, max_rows=max_rows, population=population, budget=budget))
    draft = draft_query(parsed, parsed.queries[0], ExactAnswer(counts), "queries[0] ('h')")
    assert isinstance(draft, DiscoveredDraft)
    return draft


def publications(draft, draws: int, key: str) -> int:
    return sum(any(c["key"] == {"icd": key} for c in draft.draw()["cells"]) for _ in range(draws))


@pytest.mark.parametrize("accounting", ["sequential", "zcdp"])
def test_a_key_only_one_person_has_is_published_with_probability_at_most_delta(accounting):
    """Neighbouring tables: without the person the key cannot appear; with their k rows of it, it appears with
    P(k + noise >= T), which the threshold keeps at most delta. At a delta large enough to observe (a declared
    population of 10 allows it), the observed rate must be no higher than delta allows."""
    delta, draws = Fraction(2, 100), 10_000
    draft = discovered_draft(2, Fraction(1), delta, {("Z99",): 2}, population=10, accounting=accounting)
    chance = draft.publish_chance(2)
    gaussian = accounting == "zcdp"
    assert chance <= float(delta) <= threshold_loss(draft.noise.scale, draft.threshold - 1, 2, gaussian)[1] + 1e-12
    seen = publications(draft, draws, "Z99")
    assert seen <= stats.binom.ppf(1 - FALSE_ALARM, draws, float(delta))  # never more often than delta allows
    assert stats.binomtest(seen, draws, chance).pvalue > FALSE_ALARM  # and as often as the noise says


def test_a_key_near_the_threshold_is_published_as_often_as_the_noise_says():
    draws = 4_000
    draft = discovered_draft(1, Fraction(1), Fraction(1, 10**7), {})
    count = draft.threshold - 1
    draft.answer = ExactAnswer({("A00",): count})
    seen = publications(draft, draws, "A00")
    assert stats.binomtest(seen, draws, laplace_tail(draft.noise.scale, 1)).pvalue > FALSE_ALARM


def frame(rows: int = 600) -> pd.DataFrame:
    codes = np.array(["I10", "E11", "J45", "C50", "Z99"])
    weights = np.array([300, 200, 80, 19, 1])
    icd = np.repeat(codes, weights * rows // 600)
    return pd.DataFrame({"pid": np.arange(len(icd)), "icd": icd, "sex": np.where(np.arange(len(icd)) % 2, "F", "M"),
                         "stay": 3})


def test_a_release_lists_only_keys_in_the_table_in_order_with_its_threshold():
    query = {"id": "h", "kind": "histogram", "column": "icd", "categories": "discover", **DISCOVER}
    table = frame()
    present = set(table["icd"])
    for _ in range(200):
        entry = produce_release(table, plan(query, max_rows=1)).release["queries"][0]
        keys = [c["key"]["icd"] for c in entry["cells"]]
        assert set(keys) <= present and keys == sorted(keys) and "(other)" not in keys
        assert {"I10", "E11", "J45"} <= set(keys)  # 80 rows are far above the threshold of 16 at epsilon 1
        assert entry["discovered"]["threshold"] == 16 and entry["discovered"]["columns"] == ["icd"]
        assert entry["categories"] == "discover" and entry["delta"] == 1e-7


def test_a_suppressed_discovered_cell_shows_no_number():
    query = {"id": "h", "kind": "histogram", "column": "icd", "categories": "discover", **DISCOVER,
             "suppress_below": 100}
    entry = produce_release(frame(), plan(query, max_rows=1)).release["queries"][0]
    small = [c for c in entry["cells"] if c["key"]["icd"] == "J45"]
    assert small == [{"key": {"icd": "J45"}, "value": None, "ci95": None, "suppressed": True}]


def test_the_preview_says_how_likely_each_key_is_published():
    query = {"id": "h", "kind": "histogram", "column": "icd", "categories": "discover", **DISCOVER}
    (preview,) = preview_plan(frame(), plan(query, max_rows=1))
    chances = dict(zip([c["icd"] for c in preview.cells], preview.publish_chances))
    assert preview.threshold == 16 and chances["I10"] == pytest.approx(1) and chances["Z99"] < 1e-6
    assert chances["C50"] == pytest.approx(laplace_tail(1.0, 16 - 19))
    assert "A key is published only if its noisy count reaches 16" in preview.sentence()


def test_the_keys_of_a_date_column_are_not_discovered():
    dates = pd.DataFrame({"pid": [1, 2], "icd": pd.to_datetime(["2024-01-01", "2024-02-01"]), "sex": "F", "stay": 1})
    query = {"id": "h", "kind": "histogram", "column": "icd", "categories": "discover", **DISCOVER}
    with pytest.raises(PlanError) as refused:
        produce_release(dates, plan(query))
    assert [p.where for p in refused.value.problems] == ["queries[0] ('h').categories.icd"]


def test_under_zcdp_discovering_spends_its_share_of_rho_and_its_own_delta():
    query = {"id": "h", "kind": "histogram", "column": "icd", "categories": "discover", "epsilon": 1, "delta": 1e-7}
    count = {"id": "n", "kind": "count", "epsilon": 1}
    release = produce_release(frame(), plan(query, count, max_rows=1, budget={
        "epsilon": 2, "delta": 1e-6, "accounting": "zcdp"})).release
    entry, total = release["queries"]
    assert entry["mechanism"] == "discrete_gaussian" and entry["delta"] == 1e-7
    assert entry["rho"] == entry["discovered"]["rho"] and entry["discovered"]["delta"] <= 1e-7
    assert release["budget"]["rho"] == pytest.approx(entry["rho"] + total["rho"])
    assert release["budget"]["delta"] == 1e-6 and release["budget"]["epsilon"] <= 2
    assert "1e-07 in all, set apart from the budget's delta" in release["budget"]["composition"]
