"""Several quantiles estimated jointly (`"kind": "quantiles"`, plan version 10; kinds/quantiles/private.py): the
recursion and its relative quantiles, the plan read and written back, one person's change to each level's scores
within what the level was calibrated to (and reaching it), the budget spent, intervals that hold, the preview, and
DuckDB answering as pandas does."""
import itertools
import math
from fractions import Fraction

import ibis
import numpy as np
import pandas as pd
import pytest

from dpstudio.core.exact.answers import quantile_answer
from dpstudio.core.exact.definitions import quantile_grid
from dpstudio.core.exact.frame_source import FrameSource
from dpstudio.core.exact.ibis_source import IbisSource
from dpstudio.core.plan.release_plan import parse_plan, plan_problems
from dpstudio.core.preview.expected_error import preview_plan
from dpstudio.core.private.plan_drafts import draft_plan
from dpstudio.core.kinds.quantiles.private import End, offered_range, recursion, stretch_scores
from dpstudio.core.pipeline.release import produce_release

COLUMNS = {"pid": "identifier", "stay": "sensitive"}
RNG = np.random.default_rng(3)  # test data only; privacy noise never comes from it
STAYS = np.minimum(RNG.geometric(0.12, size=3000) - 1, 60)
TABLE = pd.DataFrame({"pid": np.repeat(np.arange(1000), 3), "stay": STAYS})
QUERY = {"id": "stay", "kind": "quantiles", "column": "stay", "bounds": [0, 60], "epsilon": 1,
         "quantiles": [0.9, 0.1, 0.5, 0.25, 0.75]}


def plan(*queries, max_rows=3, **budget) -> dict:
    return {"dpstudio_plan": 10, "columns": COLUMNS, "privacy_unit": {"column": "pid", "max_rows": max_rows},
            "budget": {"epsilon": 2, "delta": 1e-6, **budget}, "queries": list(queries)}


def test_five_quantiles_take_three_levels_each_relative_to_the_quantiles_around_it():
    fractions = tuple(Fraction(q) for q in ("0.1", "0.25", "0.5", "0.75", "0.9"))
    steps = [(c.index, c.level, c.below, c.above, c.relative) for c in recursion(fractions)]
    assert steps == [(2, 0, None, None, Fraction(1, 2)), (1, 1, None, 2, Fraction(1, 2)),
                     (4, 1, 2, None, Fraction(4, 5)), (0, 2, None, 1, Fraction(2, 5)), (3, 2, 2, 4, Fraction(5, 8))]
    assert 1 + max(c.level for c in recursion(tuple(Fraction(i, 20) for i in range(1, 20)))) == 5  # 19: 5, not 19


def test_the_plan_is_read_and_written_back_and_what_it_cannot_be_is_refused():
    query = parse_plan(plan(QUERY)).queries[0]
    assert query.kind == "quantiles" and query.quantiles == (0.9, 0.1, 0.5, 0.25, 0.75) and query.of == "rows"
    assert query.to_dict()["quantiles"] == [0.9, 0.1, 0.5, 0.25, 0.75] and parse_plan(plan(query.to_dict())).queries[0] \
        == query
    for bad in ([0.5], [0.5, 0.5], [0.2, 1.0], [0.2, 0.0001], "median"):
        assert [p.where for p in plan_problems(plan({**QUERY, "quantiles": bad}))] == ["queries[0] ('stay').quantiles"]
    assert plan_problems(plan({**QUERY, "group_by": ["stay"]}))


def test_one_person_moves_each_levels_scores_by_at_most_what_it_was_calibrated_to():
    """Whatever quantiles were chosen before (every bracket of candidates, each with a split of the rows tied at it,
    the same on both tables), a new person's 1 to 3 rows (k = 3) change the scores of a level's choices, each over
    its stretch, by at most its calibrated sensitivity in all (the changes relative to their sensitivities add up
    to at most 1), and some person reaches 1. The brackets include a tie split at 3/8 and two choices at the same
    candidate (a stretch inside one block of tied rows)."""
    parsed = parse_plan(plan(QUERY))
    draft = draft_plan(parsed, FrameSource(TABLE).prepare(parsed).answers)[0]
    grid = quantile_grid((0, 60))
    base = np.bincount(grid.bucket_of(STAYS.astype(float)) + 1, minlength=grid.buckets)
    for brackets in ({2: End(4, Fraction(3, 8)), 1: End(2, Fraction(1, 2)), 4: End(33, Fraction(1))},
                     {2: End(4, Fraction(3, 8)), 1: End(4, Fraction(1, 8)), 4: End(4, Fraction(7, 8))}):
        reached = 0.0
        for rows in range(1, 4):
            for values in itertools.combinations_with_replacement([0.0, 2.0, 4.0, 4.5, 20.0, 33.0, 59.0, 70.0], rows):
                added = base + np.bincount(grid.bucket_of(np.array(values)) + 1, minlength=grid.buckets)
                for level in range(draft.levels):
                    used = 0.0
                    for choice in (c for c in draft.choices if c.level == level):
                        low = brackets[choice.below] if choice.below is not None else None
                        high = brackets[choice.above] if choice.above is not None else None
                        first, last = offered_range(low, high, 61)
                        scores = [stretch_scores(c, low, high, first, last, choice.relative, draft.unit)
                                  for c in (added, base)]
                        used += np.abs(scores[0] - scores[1]).max() / draft.selections[choice.index].sensitivity
                    assert used <= 1 + 1e-12, (values, level)
                    reached = max(reached, used)
        assert reached == pytest.approx(1.0)


def test_the_budget_is_spent_level_by_level():
    parsed = parse_plan(plan(QUERY))
    draft = draft_plan(parsed, FrameSource(TABLE).prepare(parsed).answers)[0]
    assert draft.levels == 3 and all(s.epsilon == Fraction(1, 3) for s in draft.selections.values())
    zcdp = parse_plan(plan({**QUERY, "epsilon": 2}, accounting="zcdp"))
    draft = draft_plan(zcdp, FrameSource(TABLE).prepare(zcdp).answers)[0]
    assert draft.rho_spent() <= draft.rho and draft.rho_spent() >= 0.999 * draft.rho


def _rank_error(sorted_values, value, q) -> float:
    """How far q * n lies from the places `value` takes in the sorted values."""
    below = np.searchsorted(sorted_values, value, side="left")
    upto = np.searchsorted(sorted_values, value, side="right")
    target = q * len(sorted_values)
    return 0.0 if below <= target <= upto else min(abs(target - below), abs(target - upto))


def test_the_stated_intervals_hold_for_every_quantile_at_once_and_beat_one_budget_per_quantile():
    """200 draws at epsilon = 0.3 (k = 3): each draw's five quantiles are all within their stated places in at least
    95% of draws (observed at 90% or above: a false alarm below 1e-3 if the truth were 95%). The mean rank error is below
    that of five `quantile` queries at a fifth of the budget each (the point of estimating them jointly)."""
    joint = parse_plan(plan({**QUERY, "epsilon": 0.3}))
    draft = draft_plan(joint, FrameSource(TABLE).prepare(joint).answers)[0]
    apart = parse_plan(plan(*[{"id": f"q{i}", "kind": "quantile", "column": "stay", "bounds": [0, 60], "epsilon": 0.06,
                               "quantile": q} for i, q in enumerate(QUERY["quantiles"])]))
    singles = draft_plan(apart, FrameSource(TABLE).prepare(apart).answers)
    ordered = np.sort(STAYS)  # every person's 3 rows are kept (k = 3)
    held, joint_errors, apart_errors = 0, [], []
    for _ in range(200):
        cells = draft.draw()["cells"]
        errors = [_rank_error(ordered, c["value"], c["key"]["quantile"]) for c in cells]
        held += all(e <= c["ci95"] for e, c in zip(errors, cells))
        joint_errors += errors
        apart_errors += [_rank_error(ordered, d.draw()["value"], d.query.quantile) for d in singles]
    assert held / 200 >= 0.90
    assert np.mean(joint_errors) < 0.8 * np.mean(apart_errors), (np.mean(joint_errors), np.mean(apart_errors))


def test_the_preview_gives_every_true_quantile_and_the_widest_interval():
    previews = preview_plan(TABLE, plan(QUERY))
    truth = [float(np.quantile(STAYS, q, method="inverted_cdf")) for q in QUERY["quantiles"]]
    assert previews[0].truth == pytest.approx(truth, abs=1)
    assert previews[0].unit == "rows" and "Each of the 5 quantiles" in previews[0].sentence()
    assert previews[0].quantiles == QUERY["quantiles"]  # the plot names each line by its quantile


def test_the_preview_plot_names_each_true_quantile_in_the_readers_marks():
    from matplotlib.figure import Figure

    from dpstudio.core.preview.plots import plot_preview

    previews = preview_plan(TABLE, plan({**QUERY, "quantiles": [0.9, 0.25, 0.5]}))
    ax = Figure().subplots()
    plot_preview(ax, previews[0], "de")
    named = {t.get_text(): t.xy[0] for t in ax.texts}
    assert set(named) == {"0,9", "0,25", "0,5"}
    assert named["0,25"] < named["0,5"] < named["0,9"]  # each at its own true value


def test_duckdb_answers_as_pandas_does():
    parsed = parse_plan(plan(QUERY))
    table = ibis.duckdb.connect().create_table("t", TABLE.assign(__row=range(len(TABLE))))
    on_duckdb = IbisSource(table, "duckdb", "__row", "t", rows_local=True).prepare(parsed).answers[0]
    on_pandas = FrameSource(TABLE).prepare(parsed).answers[0]
    assert (on_duckdb.bucket_counts == on_pandas.bucket_counts).all()
    assert (quantile_answer(parsed.queries[0], on_pandas.bucket_counts, 0).value == on_pandas.value).all()
    release = produce_release(TABLE, plan(QUERY)).release["queries"][0]
    assert [c["key"]["quantile"] for c in release["cells"]] == QUERY["quantiles"]
    assert release["ci95_unit"] == "rows" and release["levels"] == 3


def test_a_tie_across_a_chosen_quantile_does_not_shift_the_next_one():
    """40% of the values below 10 (all different), 20% exactly 10 (across the median), 40% above (all different):
    at a large epsilon the median is 10 and the 0.75 quantile must sit at place 0.75 n, not at 0.8 n (where it
    would if the stretch above the median began after the tied rows). Every quantile's places come within its
    stated interval of q n, beyond the best any candidate of the grid can do, in each of 50 draws."""
    values = np.concatenate([np.linspace(0, 9.9, 400), np.full(200, 10.0), np.linspace(10.1, 59, 400)])
    frame = pd.DataFrame({"pid": np.arange(1000), "stay": values})
    query = {**QUERY, "quantiles": [0.25, 0.5, 0.75], "epsilon": 50, "bounds": [0, 60.0]}  # the median first
    parsed = parse_plan(plan(query, max_rows=1, epsilon=50))
    draft = draft_plan(parsed, FrameSource(frame).prepare(parsed).answers)[0]
    ordered = np.sort(values)
    best = {q: min(_rank_error(ordered, c, q) for c in draft.answer.candidates) for q in (0.25, 0.5, 0.75)}
    assert best[0.5] == 0 and best[0.25] <= 8 and best[0.75] <= 8  # the integer grid: 28 or 29 around the 750th value
    for _ in range(50):
        cells = draft.draw()["cells"]
        assert cells[1]["value"] == 10
        for cell in cells:
            q = cell["key"]["quantile"]
            assert _rank_error(ordered, cell["value"], q) <= best[q] + cell["ci95"], cells
        assert abs(np.searchsorted(ordered, cells[2]["value"]) - 750) <= cells[2]["ci95"] + best[0.75] + 1


def _tied_ages() -> np.ndarray:
    """2,000 whole-year ages in blocks of tied values: the median (the 1000th place) three quarters of the way
    through the 200 rows aged 50, the 0.25 quantile (the 500th) 5 rows into the block aged 37."""
    counts = {**{a: 30 for a in range(20, 36)}, 36: 15, **{a: 27 for a in range(37, 49)}, 49: 31, 50: 200,
              **{a: 35 for a in range(51, 73)}, **{a: 18 for a in range(73, 83)}}
    return np.repeat(np.array(list(counts), dtype=float), np.array(list(counts.values())))


def test_quantiles_inside_blocks_of_tied_values_are_found_without_a_bias_and_their_intervals_hold():
    """Issue 46: splitting the rows tied at a chosen quantile half on each side started the next stretch at the
    middle of the block (the 950th place, not the 1000th), and the 0.25 quantile was sought at the 475th place,
    in the block below its own: 17.6 places off on average, in 99 of 100 runs at epsilon 1. Each choice now also
    picks where in its block the stretches meet. Over 200 runs at epsilon 1 the 0.25 quantile misses its block
    by 5 places or less on average (about 1 measured; 17.6 before), and every quantile is within its stated
    interval at once in at least 90% of runs (a false alarm below 1e-3 if they hold 95% of the time)."""
    ages = _tied_ages()
    frame = pd.DataFrame({"age": ages})
    query = {"id": "age", "kind": "quantiles", "column": "age", "bounds": [0, 120], "resolution": 1, "epsilon": 1,
             "quantiles": [0.1, 0.25, 0.5, 0.75, 0.9]}
    parsed = parse_plan({"dpstudio_plan": 12, "columns": {"age": "sensitive"}, "budget": {"epsilon": 1, "delta": 0},
                         "queries": [query]})
    draft = draft_plan(parsed, FrameSource(frame).prepare(parsed).answers)[0]
    ordered = np.sort(ages)
    held, quartile = 0, []
    for _ in range(200):
        cells = draft.draw()["cells"]
        errors = [_rank_error(ordered, c["value"], c["key"]["quantile"]) for c in cells]
        held += all(e <= c["ci95"] for e, c in zip(errors, cells))
        quartile.append(errors[1])
    assert held / 200 >= 0.90
    assert np.mean(quartile) <= 5, np.mean(quartile)


@pytest.mark.suite_long  # among the slowest of the suite: run by .ci/run's long step (tests/conftest.py)
def test_black_box_audit_one_person_in_a_block_of_ties_changes_no_event_by_more_than_e_to_the_epsilon():
    """Neighbouring tables (issue 46: the tie splits): 400 values in blocks of ties, and the same with one more person
    of two rows (k = 2) at the value of the largest block, where every split of it moves. 3,000 draws of the five
    joint quantiles of each at epsilon 1; every event "quantile q released at most t" has, on one table, at most
    e^1 times its probability on the other, checked with Clopper-Pearson bounds at a false alarm of 1e-6 over all
    events."""
    from tests.core.test_synthetic_query import _clopper_pearson

    values = np.repeat(np.arange(11, dtype=float), [10, 20, 30, 40, 120, 60, 40, 30, 25, 15, 10])
    query = {**QUERY, "bounds": [0, 10], "resolution": 1, "epsilon": 1}
    released = []
    for table in (values, np.concatenate([values, [4.0, 4.0]])):
        pids = np.concatenate([np.repeat(np.arange(200), 2), np.full(len(table) - 400, 200)])  # the new person: 200
        frame = pd.DataFrame({"pid": pids, "stay": table})
        parsed = parse_plan(plan(query, max_rows=2, epsilon=1))
        draft = draft_plan(parsed, FrameSource(frame).prepare(parsed).answers)[0]
        released.append(np.array([[c["value"] for c in draft.draw()["cells"]] for _ in range(3000)]))
    events = [(i, t) for i in range(5) for t in range(10)]
    alpha = 1e-6 / (2 * len(events))
    for i, t in events:
        (low_a, high_a), (low_b, high_b) = (_clopper_pearson(int(np.sum(r[:, i] <= t)), len(r), alpha)
                                            for r in released)
        assert low_a <= math.e * high_b and low_b <= math.e * high_a, (i, t)
