"""Tables that say they add up add up, stay at 0 or above, keep what the small-cell rule withholds withheld,
and state intervals that hold (issue 30): properties of the released bundle's values on random tables,
checked here without dpstudio's own code for them (exact rational arithmetic for what can be derived)."""
from __future__ import annotations

import itertools
from fractions import Fraction

import numpy as np
import pandas as pd
import pytest
from hypothesis import HealthCheck, given, settings, strategies as st
from scipy import stats

from dpstudio.core.exact.frame_source import FrameSource
from dpstudio.core.exact.listed_only import without_other
from dpstudio.core.plan.release_plan import parse_plan
from dpstudio.core.private.complementary import Sum, determined, withheld
from dpstudio.core.private.margins import aggregations
from dpstudio.core.private.nonnegative_tables import nonnegative_cells
from dpstudio.core.private.plan_drafts import draft_plan
from dpstudio.core.pipeline.release import produce_release

from ..conftest import FALSE_ALARM

CATEGORIES = {"a": ["a0", "a1", "a2", "a3"], "b": ["b0", "b1", "b2"], "c": ["c0", "c1"]}


def table(counts: dict) -> pd.DataFrame:
    """One row per person, `counts[(a, b, c)]` people in each combination."""
    rows = [key for key, n in counts.items() for _ in range(n)]
    frame = pd.DataFrame(rows, columns=["a", "b", "c"])
    frame.insert(0, "pid", range(len(frame)))
    return frame


def plan(columns, epsilon=1.0, suppress=None, postprocess=None, accounting=None, other=False):
    query = {"id": "t", "kind": "crosstab" if len(columns) > 1 else "histogram", "epsilon": epsilon,
             "margins": True}
    if len(columns) > 1:
        query.update(columns=list(columns), categories={c: CATEGORIES[c] for c in columns})
    else:
        query.update(column=columns[0], categories=CATEGORIES[columns[0]])
    if postprocess is not None:
        query["postprocess"] = postprocess
    if not other:
        query["other"] = False
    budget = {"epsilon": epsilon, **({"delta": 1e-6, "accounting": accounting} if accounting else {})}
    return {"dpstudio_plan": 8, "columns": {"pid": "identifier", "a": "other", "b": "other", "c": "other"},
            "privacy_unit": {"column": "pid", "max_rows": 1}, "budget": budget, "queries": [query],
            **({"suppress_below": suppress} if suppress else {})}


def sums_of(entry: dict) -> list[tuple[dict, list[dict]]]:
    """Each published sum of the entry, from its keys alone: (the margin or total, its cells)."""
    return [(margin, [cell for cell in entry["cells"] if all(cell["key"][k] == v for k, v in margin["key"].items())])
            for margin in entry["margins"]]


def derivable(entry: dict) -> list[dict]:
    """The withheld values that a linear combination of the published values gives exactly: unit vectors in the
    row space of the sums' equations over the withheld values (Gaussian elimination over the rationals)."""
    items = entry["cells"] + entry["margins"]
    unknown = [i for i, item in enumerate(items) if item.get("suppressed")]
    column = {id(items[i]): j for j, i in enumerate(unknown)}
    rows = []
    for margin, cells in sums_of(entry):
        row = [Fraction(0)] * len(unknown)
        for item, sign in [(margin, 1)] + [(cell, -1) for cell in cells]:
            if id(item) in column:
                row[column[id(item)]] += sign
        if any(row):
            rows.append(row)
    rank = _rank(rows)
    found = []
    for j, i in enumerate(unknown):
        unit = [Fraction(int(k == j)) for k in range(len(unknown))]
        if _rank(rows + [unit]) == rank:
            found.append(items[i])
    return found


def narrowest(entry: dict, total_too: dict | None = None) -> float:
    """The narrowest range a withheld value of a table kept at 0 or above can take, given the published values,
    the sums and that every value is at least 0: a linear programme per end (scipy's, not dpstudio's)."""
    from scipy.optimize import linprog

    items = entry["cells"] + entry["margins"]
    unknown = [i for i, item in enumerate(items) if item.get("suppressed")]
    if not unknown:
        return float("inf")
    column = {id(items[i]): j for j, i in enumerate(unknown)}
    rows, targets = [], []
    for margin, cells in sums_of(entry):
        row, target = np.zeros(len(unknown)), 0.0
        for item, sign in [(margin, 1)] + [(cell, -1) for cell in cells]:
            if id(item) in column:
                row[column[id(item)]] += sign
            else:
                target -= sign * item["value"]
        if row.any():
            rows.append(row)
            targets.append(target)
    if not rows:
        return float("inf")
    widths = []
    for j in range(len(unknown)):
        cost = np.zeros(len(unknown))
        cost[j] = 1
        low = linprog(cost, A_eq=np.array(rows), b_eq=targets, bounds=[(0, None)] * len(unknown), method="highs")
        high = linprog(-cost, A_eq=np.array(rows), b_eq=targets, bounds=[(0, None)] * len(unknown), method="highs")
        widths.append(float("inf") if high.status == 3 else -high.fun - low.fun)
    return min(widths)


def _rank(rows) -> int:
    rows = [list(r) for r in rows]
    rank, width = 0, len(rows[0]) if rows else 0
    for col in range(width):
        pivot = next((r for r in range(rank, len(rows)) if rows[r][col] != 0), None)
        if pivot is None:
            continue
        rows[rank], rows[pivot] = rows[pivot], rows[rank]
        for r in range(len(rows)):
            if r != rank and rows[r][col] != 0:
                factor = rows[r][col] / rows[rank][col]
                rows[r] = [x - factor * y for x, y in zip(rows[r], rows[rank])]
        rank += 1
    return rank


counts_strategy = st.dictionaries(
    st.tuples(st.sampled_from(CATEGORIES["a"]), st.sampled_from(CATEGORIES["b"]), st.sampled_from(CATEGORIES["c"])),
    st.one_of(st.integers(0, 12), st.integers(20, 80)), max_size=24)


@settings(max_examples=40, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(counts=counts_strategy, columns=st.sampled_from([("a",), ("a", "b"), ("a", "b", "c"), ("b", "c")]),
       epsilon=st.sampled_from([0.3, 1.0, 4.0]), suppress=st.sampled_from([None, 5, 11]),
       postprocess=st.sampled_from([None, [], ["round"], ["clamp_nonnegative"]]),
       accounting=st.sampled_from([None, "zcdp"]), other=st.booleans())
@pytest.mark.suite_long  # among the slowest of the suite: run by .ci/run's long step (tests/conftest.py)
def test_every_published_table_adds_up_and_no_withheld_value_can_be_derived(counts, columns, epsilon, suppress,
                                                                            postprocess, accounting, other):
    data = plan(columns, epsilon, suppress, postprocess, accounting, other)
    people = {key: n for key, n in counts.items() if n} or {("a0", "b0", "c0"): 1}
    entry = produce_release(table(people), data).release["queries"][0]
    steps = parse_plan(data).queries[0].postprocess
    for margin, cells in sums_of(entry):
        shown = [c["value"] for c in cells if not c.get("suppressed")]
        if margin.get("suppressed"):
            continue
        if len(shown) == len(cells):  # "the margins and the total are sums of the cells"
            assert margin["value"] == pytest.approx(sum(shown), abs=1e-9 * (1 + abs(margin["value"])))
        elif "clamp_nonnegative" in steps:  # "a withheld cell counts in its margins", and is at least 0
            assert margin["value"] >= sum(shown) - 1e-9 * (1 + abs(margin["value"]))
    values = [v["value"] for v in entry["cells"] + entry["margins"] if not v.get("suppressed")]
    if "clamp_nonnegative" in steps:
        assert min(values, default=0) >= 0
    if "round" in steps:
        assert all(float(v).is_integer() for v in values)
    assert all(v["ci95"] > 0 for v in entry["cells"] + entry["margins"] if not v.get("suppressed"))
    assert derivable(entry) == []  # no withheld value is a linear combination of published ones
    if "clamp_nonnegative" in steps:  # nor bound within less than one by them and being at least 0
        assert narrowest(entry) >= 1 - 1e-6
    if suppress:
        withheld_values = [v for v in entry["cells"] + entry["margins"] if v.get("suppressed")]
        assert all(v["value"] is None and v["ci95"] is None for v in withheld_values)


def test_the_issues_table_adds_up_and_hides_what_it_hides():
    """Patients by 10-year age band x sex with margins and 'no value under 11' (the issue's walk): every published
    margin is at least its published cells and every value is at least 0, and no withheld value is derivable."""
    bands = [f"{10 * i}-{10 * i + 9}" for i in range(10)]
    people = {("F", b): n for b, n in zip(bands, [14, 9, 22, 31, 40, 38, 35, 20, 8, 2])}
    people.update({("M", b): n for b, n in zip(bands, [12, 11, 18, 26, 30, 25, 19, 9, 3, 0])})
    frame = pd.DataFrame([(sex, band) for (sex, band), n in people.items() for _ in range(n)], columns=["sex", "age"])
    frame.insert(0, "pid", range(len(frame)))
    query = {"id": "t", "kind": "crosstab", "columns": ["age", "sex"], "epsilon": 1, "margins": True,
             "categories": {"age": bands, "sex": ["F", "M"]}}
    data = {"dpstudio_plan": 8, "columns": {"pid": "identifier", "age": "quasi_identifier", "sex": "quasi_identifier"},
            "privacy_unit": {"column": "pid", "max_rows": 1}, "budget": {"epsilon": 1}, "queries": [query],
            "suppress_below": 11}
    for _ in range(20):
        entry = produce_release(frame, data).release["queries"][0]
        assert derivable(entry) == [] and any(c.get("suppressed") for c in entry["cells"])
        assert narrowest(entry) >= 1 - 1e-6
        for margin, cells in sums_of(entry):
            if not margin.get("suppressed"):
                assert margin["value"] >= sum(c["value"] for c in cells if not c.get("suppressed"))
        assert all(v["value"] >= 0 for v in entry["cells"] + entry["margins"] if not v.get("suppressed"))


@pytest.mark.parametrize("budget", [{}, {"delta": 1e-6, "accounting": "zcdp"}])  # Laplace; Gaussian (zCDP)
def test_values_kept_at_zero_and_rounded_are_covered_at_least_95_percent(budget):
    """The version-8 default (kept at 0 or above, rounded) on a table of empty, small and large cells: over 2,000
    fresh draws, every cell, margin and total is within its stated interval at least 95% of the time (a one-sided
    binomial test at the false-alarm rate), as the notes say."""
    counts = {("a0", "b0", "c0"): 0, ("a1", "b0", "c0"): 1, ("a2", "b0", "c0"): 3, ("a0", "b1", "c0"): 40,
              ("a3", "b2", "c0"): 7, ("a1", "b2", "c0"): 25}
    data = plan(("a", "b"), epsilon=0.5)
    data["budget"].update(budget)
    parsed = parse_plan(data)
    assert parsed.queries[0].postprocess == ("clamp_nonnegative", "round")
    answer = without_other(parsed, FrameSource(table(counts)).prepare(parsed)).answers[0]
    draft = draft_plan(parsed, [answer])[0]
    truth = draft.sums @ np.asarray(answer.value, dtype=float)
    runs, hits = 2_000, np.zeros(len(truth))
    for _ in range(runs):
        entry = draft.draw()
        items = entry["cells"] + entry["margins"]
        hits += [abs(item["value"] - t) <= item["ci95"] for item, t in zip(items, truth)]
    assert "at least 95%" in " ".join(entry["notes"])
    assert hits.min() >= stats.binom.ppf(FALSE_ALARM, runs, 0.95), hits.min() / runs


def test_the_cells_are_the_nearest_nonnegative_table_with_the_nonnegative_margins():
    """Optimality of the projection on random tables, by its certificate: x >= 0 with the targets as margins (the
    estimated margins kept at 0 or above, adding up to the total kept at 0 or above), and a nu exists (found by a
    linear programme) with noisy - A^T nu = x where x > 0 and noisy - A^T nu <= 0 where x = 0: the conditions
    under which x is the nearest such table (Karush-Kuhn-Tucker, sufficient for a convex problem)."""
    generator = np.random.default_rng(30)  # test data only, never privacy noise
    for sizes in [(4, 3), (6, 3, 2), (10, 2), (5, 5)]:
        parts = aggregations(sizes)
        one_way = parts[1:-1]
        for _ in range(10):
            truth = generator.choice([0, 1, 2, 30], size=parts[0].shape[0])
            noisy = truth + generator.laplace(scale=3, size=len(truth))
            margins = [p @ noisy for p in one_way]
            x = nonnegative_cells(noisy, margins, float(noisy.sum()), sizes, one_way)
            kept = max(float(noisy.sum()), 0.0)
            assert x.min() >= 0 and x.sum() == pytest.approx(kept, abs=1e-7)
            for part, margin in zip(one_way, margins):
                target = part @ x
                assert target.min() >= -1e-9 and target.sum() == pytest.approx(kept, abs=1e-7)
            assert nearest(noisy, x, np.vstack(one_way))
            assert not nearest(noisy, 0.7 * x + 0.3 * x.sum() / len(x), np.vstack(one_way)) or np.ptp(x) < 1e-9


def nearest(noisy: np.ndarray, x: np.ndarray, A: np.ndarray) -> bool:
    """Whether the KKT conditions of min ||x - noisy|| over x >= 0 with A x fixed hold at x."""
    from scipy.optimize import linprog

    positive = x > 1e-7
    result = linprog(np.zeros(A.shape[0]), A_ub=-A[:, ~positive].T, b_ub=-noisy[~positive] + 1e-7,
                     A_eq=A[:, positive].T, b_eq=(noisy - x)[positive], bounds=[(None, None)] * A.shape[0],
                     method="highs")
    return result.status == 0


def rectangle_table(cells: np.ndarray):
    rows, cols = cells.shape
    n = rows * cols
    values = list(cells.ravel()) + list(cells.sum(1)) + list(cells.sum(0)) + [cells.sum()]
    sums = ([Sum(n + r, tuple(r * cols + c for c in range(cols))) for r in range(rows)]
            + [Sum(n + rows + c, tuple(r * cols + c for r in range(rows))) for c in range(cols)]
            + [Sum(n + rows + cols, tuple(range(n)))])
    return values, sums


def test_one_small_cell_is_protected_by_a_rectangle_of_four():
    values, sums = rectangle_table(np.array([[50, 5, 40], [30, 20, 60], [25, 70, 35]], dtype=float))
    assert determined({1}, sums) == {1}  # alone, the row's margin less its other cells gives it
    hidden = withheld(values, {1}, sums)
    assert hidden == {0, 1, 3, 4} and determined(hidden, sums) == set()  # 5, 20, 30 and 50: the cheapest rectangle


def test_every_suppression_pattern_of_a_small_table_ends_with_nothing_derivable():
    """Every set of up to three withheld values of a 2 x 3 table with its margins and total (298 patterns)."""
    values, sums = rectangle_table(np.array([[4, 9, 30], [12, 2, 45]], dtype=float))
    for size in range(1, 4):
        for below in itertools.combinations(range(12), size):
            hidden = withheld(values, set(below), sums)
            assert set(below) <= hidden and determined(hidden, sums) == set()


def test_cells_that_add_up_to_a_count_keep_a_suppressed_cell_hidden():
    """sum_to: the released count less the other cells would give the one suppressed cell, so one more value (a
    cell or the count) is withheld, and none can be worked out."""
    frame = pd.DataFrame({"pid": range(253), "ward": ["A"] * 100 + ["B"] * 3 + ["C"] * 100 + ["D"] * 50})
    data = {"dpstudio_plan": 8, "columns": {"pid": "identifier", "ward": "other"},
            "privacy_unit": {"column": "pid", "max_rows": 1}, "budget": {"epsilon": 40},
            "queries": [{"id": "n", "kind": "count", "epsilon": 20},
                        {"id": "h", "kind": "histogram", "column": "ward", "categories": ["A", "B", "C"],
                         "epsilon": 20, "sum_to": "n"}], "suppress_below": 11}
    for _ in range(5):
        count, cells = produce_release(frame, data).release["queries"]
        values = cells["cells"] + [count]
        assert [v.get("suppressed", False) for v in values].count(True) == 2
        assert cells["cells"][1]["suppressed"]  # B
        assert derivable({"cells": cells["cells"], "margins": [{**count, "key": {}}]}) == []
        assert "complementary suppression" in " ".join(cells.get("notes", []) + count.get("notes", []))


def test_the_preview_says_a_moved_value_has_a_wider_interval():
    """The preview draws nothing, so for a table kept at 0 or above it states the estimate's half-width where the
    step leaves a value, and that a moved value's released interval is wider (at least 95%); with
    "postprocess": [] it states the exact interval alone."""
    from dpstudio.core.preview.expected_error import preview_plan

    frame = table({("a0", "b0", "c0"): 30, ("a1", "b1", "c0"): 2})
    (kept,) = preview_plan(frame, plan(("a", "b")))
    assert kept.widened_where_moved and "at least 95%" in kept.sentence()
    assert "widened by how far it moved" in kept.sentence() and kept.to_dict()["widened_where_moved"]
    (exact,) = preview_plan(frame, plan(("a", "b"), postprocess=[]))
    assert not exact.widened_where_moved and "at least" not in exact.sentence()
    assert "Jede" not in kept.sentence("de") and "mindestens 95" in kept.sentence("de")


def test_withheld_cells_known_to_be_at_least_0_are_not_pinned_at_0():
    """Two empty cells withheld while the total less the published cells is 0: each would be known to be 0 (the
    audit's case). More is withheld until every withheld value can still take values at least one apart."""
    frame = pd.DataFrame({"pid": range(170), "a": ["a2"] * 80 + ["a3"] * 90})
    data = plan(("a",), epsilon=1, suppress=11)
    for _ in range(60):
        entry = produce_release(frame, data).release["queries"][0]
        assert derivable(entry) == [] and narrowest(entry) >= 1 - 1e-6
        assert entry["cells"][0].get("suppressed") or entry["cells"][0]["value"] >= 11


def test_a_count_under_the_rule_is_not_the_sum_of_cells_without_one():
    """The audit's case: the count 'n' is under the rule, the cells that add up to it have none of their own
    ("suppress_below": null); one of the cells is withheld too, so n cannot be read off their sum."""
    frame = pd.DataFrame({"pid": range(8), "ward": ["A", "A", "A", "B", "B", "B", "C", "C"]})
    data = {"dpstudio_plan": 8, "columns": {"pid": "identifier", "ward": "other"},
            "privacy_unit": {"column": "pid", "max_rows": 1}, "budget": {"epsilon": 40},
            "queries": [{"id": "n", "kind": "count", "epsilon": 20, "suppress_below": 11},
                        {"id": "h", "kind": "histogram", "column": "ward", "categories": ["A", "B", "C"],
                         "epsilon": 20, "sum_to": "n", "suppress_below": None}]}
    for _ in range(10):
        count, cells = produce_release(frame, data).release["queries"]
        assert count["value"] is None and sum(c.get("suppressed", False) for c in cells["cells"]) >= 1
        table = {"cells": cells["cells"], "margins": [{**count, "key": {}}]}
        assert derivable(table) == [] and narrowest(table) >= 1 - 1e-6
