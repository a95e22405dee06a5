"""A synthetic table's pairs chosen privately at release (`"choose_tables"`, plan version 13, issue 48): the score's
bound on every neighbouring pair of small tables; a black-box audit of a choice on neighbouring tables; the costs by
OpenDP's maps (the choice's and the measurement's add up to the query's, under every accounting); a chain in the data
found; the model's groups kept within their limit; the plan field read, refused where wrong and written back; the
preview says the choice before, the release the chosen pairs after, with schema-valid release.json."""
import itertools
import json
import math
from fractions import Fraction
from pathlib import Path

import jsonschema
import numpy as np
import pandas as pd
import pytest
from scipy.stats import beta, poisson

from dpstudio.core.exact.frame_source import FrameSource
from dpstudio.core.exact.listed_only import without_other
from dpstudio.core.kinds.synthetic.private import CHOSEN_LAPLACE_ALONE_NOTE, CHOSEN_NOTE
from dpstudio.core.output.bundle import render_bundle
from dpstudio.core.plan.junction_tree import junction_tree
from dpstudio.core.private.graphical_model import project
from dpstudio.core.plan.migration import migrate_plan
from dpstudio.core.plan.release_plan import PLAN_VERSION, parse_plan, plan_problems
from dpstudio.core.preview.expected_error import preview_plan
from dpstudio.core.private.plan_drafts import draft_plan
from dpstudio.core.private.table_choice import (ChoiceRounds, choose_pairs, independence_distance,
                                                rounded_score, score_sensitivity)
from dpstudio.core.private.zcdp import rho_for
from dpstudio.core.pipeline.release import produce_release

from .test_wide_synthetic import name, wide_plan, wide_table

SCHEMA = Path(__file__).resolve().parents[2] / "docs" / "release.schema.json"


def chosen_plan(columns: int, choice=None, **more) -> dict:
    plan = wide_plan(columns, **more)
    query = plan["queries"][0]
    del query["tables"]
    query["choose_tables"] = {} if choice is None else choice
    return {**plan, "dpstudio_plan": PLAN_VERSION}


def _draft(plan: dict, table: pd.DataFrame):
    parsed = parse_plan(plan)
    return draft_plan(parsed, without_other(parsed, FrameSource(table).prepare(parsed)).answers)[0]


def _table(shape, cells) -> np.ndarray:
    return np.bincount(np.asarray(cells, dtype=int), minlength=shape[0] * shape[1]).reshape(shape).astype(float)


def test_one_row_moves_a_pairs_score_by_less_than_4_on_every_small_table_and_on_random_ones():
    """Every table of up to 6 rows over 2x2 and 2x3 cells and up to 4 over 3x3, every row added: < 4 (the bound
    docs/privacy.md proves), and the rounded score the selection sees by at most 4 (its sensitivity), 3 here; 3,000 random
    tables up to 6x6 with up to 200 rows a cell, skewed and sparse, too. The rounded score is exact where floats
    are not: on a table of 4 * 10^9 rows it is the nearest whole number to the exact fraction."""
    largest, largest_rounded = 0.0, 0
    for shape, most in (((2, 2), 6), ((2, 3), 6), ((3, 3), 4)):
        size = shape[0] * shape[1]
        for n in range(most + 1):
            for cells in itertools.combinations_with_replacement(range(size), n):
                table = _table(shape, cells)
                for c in range(size):
                    bigger = table.copy()
                    bigger.flat[c] += 1
                    largest = max(largest, abs(independence_distance(bigger) - independence_distance(table)))
                    largest_rounded = max(largest_rounded, abs(rounded_score(bigger) - rounded_score(table)))
    assert 3 < largest < 4  # the bound is nearly reached
    assert 3 <= largest_rounded <= 4 == score_sensitivity(1)
    rng = np.random.default_rng(5)  # test tables, not privacy noise
    for _ in range(3000):
        shape = tuple(rng.integers(2, 7, 2))
        table = rng.integers(0, rng.integers(1, 200), shape) * (rng.random(shape) < 0.5)
        bigger = table.astype(float)
        bigger.flat[rng.integers(0, bigger.size)] += 1
        assert abs(independence_distance(bigger) - independence_distance(table)) < 4
        assert abs(rounded_score(bigger) - rounded_score(table)) <= 4
        assert rounded_score(table) == math.floor(Fraction(int(np.abs(table.sum() * table - np.outer(
            table.sum(axis=1), table.sum(axis=0))).sum()), max(int(table.sum()), 1)) + Fraction(1, 2))
    assert independence_distance(np.zeros((2, 3))) == 0 == rounded_score(np.zeros((2, 3)))
    huge = np.array([[2_000_000_001, 999_999_999], [999_999_999, 1]])  # n = 4 * 10^9: n * x beyond int64
    n, rows = 4_000_000_000, [3_000_000_000, 1_000_000_000]
    exact = sum(abs(n * int(huge[a, b]) - rows[a] * rows[b]) for a in range(2) for b in range(2))
    assert rounded_score(huge) == math.floor(Fraction(exact, n) + Fraction(1, 2))
    assert independence_distance(np.array([[5, 0], [0, 5]])) == 10  # 2.5 off in each of four cells
    assert score_sensitivity(1) == 4 and score_sensitivity(3) == 12


def _pair_tables(rows: np.ndarray, sizes) -> dict:
    return {(a, b): np.bincount(rows[:, a] * sizes[b] + rows[:, b], minlength=sizes[a] * sizes[b])
            for a, b in itertools.combinations(range(len(sizes)), 2)}


def _clopper_pearson(hits: int, n: int, alpha: float) -> tuple[float, float]:
    low = beta.ppf(alpha / 2, hits, n - hits + 1) if hits else 0.0
    high = beta.ppf(1 - alpha / 2, hits + 1, n - hits) if hits < n else 1.0
    return low, high


def test_black_box_audit_one_person_with_three_rows_changes_no_first_choice_by_more_than_e_to_the_epsilon():
    """Neighbouring tables over three columns of two values: 24 rows, every pair independent, and the same with one
    person of three rows, the one that makes the pair (0, 1) look most related against the others (found by trying
    every person of three rows). 4,000 choices of the first pair on each, the round at epsilon 4 with the
    sensitivity of three rows: for every pair, its chance on one table is at most e^4 times its chance on the other,
    by Clopper-Pearson bounds at a false alarm of 1e-6 over the six comparisons; and the person's table does choose
    (0, 1) more often (the audit can see a change)."""
    sizes = (2, 2, 2)
    base = np.array([[a, b, c] for a in range(2) for b in range(2) for c in range(2)] * 3)
    person = np.array([[1, 1, 1], [1, 1, 1], [0, 0, 1]])
    choice = ChoiceRounds.for_epsilon(1, score_sensitivity(3), Fraction(4))
    first = []
    for rows in (base, np.concatenate([base, person])):
        tables = _pair_tables(rows, sizes)
        first.append([choose_pairs(tables, sizes, choice)[0] for _ in range(4000)])
    assert set(first[1]) == {(0, 1), (0, 2), (1, 2)}  # the contest is open on both tables
    alpha = 1e-6 / 6
    for pair in ((0, 1), (0, 2), (1, 2)):
        (low_a, high_a), (low_b, high_b) = (_clopper_pearson(sum(p == pair for p in f), len(f), alpha)
                                            for f in first)
        assert low_a <= math.e ** 4 * high_b and low_b <= math.e ** 4 * high_a, pair
    assert sum(p == (0, 1) for p in first[1]) > sum(p == (0, 1) for p in first[0])  # the person shows


@pytest.mark.parametrize("accounting", ["sequential", "zcdp", "pure", "zcdp-laplace"])
def test_the_choice_and_the_measurement_add_up_to_the_querys_cost_by_opendps_maps(accounting):
    """The rounds spend the plan's share of the query's budget and the measurement the rest, by OpenDP's own maps:
    their rhos add up to at most the query's (under zCDP accounting the entry's rho), or under pure epsilon their
    epsilons to its epsilon. Under zCDP a synthetic table measured with Laplace noise one table at a time splits its
    rho between the tables too (each table's rho, not the whole rho, is its share)."""
    more = {"delta": 0} if accounting == "pure" else {"mechanism": "laplace"} if accounting == "zcdp-laplace" else {}
    plan = chosen_plan(6, {"budget_share": 0.2}, **more)
    if accounting.startswith("zcdp"):
        plan["budget"]["accounting"] = "zcdp"
        plan["queries"][0].pop("delta")
    if accounting == "pure":
        plan["budget"]["delta"] = 0
    draft = _draft(plan, wide_table(3000, 6))
    draft.draw()
    q, choice = draft.query, draft.choice
    assert choice.rounds == 5 and choice.selection.sensitivity == 4
    if accounting == "pure":
        assert choice.epsilon() == Fraction(2) * Fraction(1, 5) and choice.selection.rho is None
        assert draft.mechanism == "laplace"
        tables = len(q.tables)
        assert float(draft.noise.privacy_loss()[0]) * tables + float(choice.epsilon()) <= 2 + 1e-12
        assert draft.noise.privacy_loss()[0] == pytest.approx(2 * 0.8 / tables)
        entry = draft.draw()
        assert [n.values for n in entry["notes"] if getattr(n, "template", None) == CHOSEN_LAPLACE_ALONE_NOTE] == [
            {"tables": str(tables)}]  # an equal share of what the choice left, not of the query's epsilon
        return
    whole = draft.rho if draft.rho is not None else rho_for(q.epsilon, q.delta)
    assert choice.rho() <= whole * Fraction(1, 5) and choice.rho() == pytest.approx(float(whole) / 5)
    assert draft.rho_spent() <= whole and float(draft.rho_spent()) == pytest.approx(float(whole), rel=1e-6)
    if accounting == "zcdp-laplace":
        assert draft.mechanism == "laplace"
        assert draft.noise.rho * len(q.tables) <= whole * Fraction(4, 5)


def test_a_chain_in_the_data_is_chosen_and_the_pairs_not_kept_are_the_others():
    """Each column a copy of the one before with probability 0.6: the chain's pairs are far more related than any
    other (scores about 8,000 apart at 20,000 rows, the rounds' noise scale about 140), so the tree chosen is the
    chain."""
    columns = 10
    draft = _draft(chosen_plan(columns, epsilon=2), wide_table(20_000, columns, seed=2))
    entry = draft.draw()
    chain = {(name(i), name(i + 1)) for i in range(columns - 1)}
    chosen = entry["synthetic"]["chosen"]
    assert {tuple(p) for p in chosen["pairs"]} == chain and chosen["candidates"] == 45 and chosen["rounds"] == 9
    assert {tuple(t["columns"]) for t in entry["tables"]} == chain
    assert len(entry["synthetic"]["pairs_not_kept"]) == 45 - 9
    assert any(n.startswith("The 9 pairs of columns measured were chosen privately among the 45 pairs, in 9 rounds")
               for n in entry["notes"])
    assert entry["choose_tables"] == {"budget_share": 0.1} and "tables" not in parse_plan(
        chosen_plan(columns)).queries[0].to_dict()


def test_pairs_beyond_the_models_limit_are_never_chosen_and_further_rounds_keep_its_groups_within_it():
    """Sizes (30, 30, 3, 3, 3): the pair of the two large columns (900 cells) is beyond a limit of 300 and never
    chosen, however related; after the tree, rounds choose only pairs whose model's largest group stays within the
    limit, and stop when none is left."""
    rng = np.random.default_rng(3)  # test data
    sizes = (30, 30, 3, 3, 3)
    first = rng.integers(0, 30, 5000)
    rows = np.stack([first, first, first % 3, rng.integers(0, 3, 5000), first % 3], axis=1)
    tables = _pair_tables(rows, sizes)
    choice = ChoiceRounds.for_epsilon(10, 5, Fraction(20))
    for _ in range(20):
        chosen = choose_pairs(tables, sizes, choice, most_cells=300)
        assert (0, 1) not in chosen and len(chosen) >= 4
        assert junction_tree(sizes, chosen).largest() <= 300
        assert len({c for p in chosen[:4] for c in p}) == 5  # the first four rounds link every column


def test_the_plan_field_is_read_written_back_and_refused_where_wrong():
    query = parse_plan(chosen_plan(40)).queries[0]  # 780 candidate pairs: no limit of 300 tables, no clique refusal
    assert query.choose.pairs is None and query.choose.budget_share == Fraction(1, 10)
    assert len(query.tables) == 780 and query.wide
    written = query.to_dict()
    assert written["choose_tables"] == {"budget_share": 0.1} and "ways" not in written and "tables" not in written
    plan = chosen_plan(40)
    assert parse_plan({**plan, "queries": [written]}).queries[0] == query
    given = parse_plan(chosen_plan(6, {"pairs": 7, "budget_share": 0.25})).queries[0]
    assert given.choose.pairs == 7 and given.choose.budget_share == Fraction(1, 4)
    assert given.to_dict()["choose_tables"] == {"pairs": 7, "budget_share": 0.25}
    both = chosen_plan(6)
    both["queries"][0]["tables"] = [[name(0), name(1)]]
    cases = [(both, '"choose_tables" chooses the tables: a query with it has no "ways" or "tables"'),
             (chosen_plan(6, {"pairs": 16}), "choose_tables.pairs: 16 is not a whole number from 1 to 15"),
             (chosen_plan(6, {"pairs": True}), "choose_tables.pairs: True is not a whole number from 1 to 15"),
             (chosen_plan(6, {"budget_share": 0.9}), "choose_tables.budget_share: 0.9 is outside 0.01 to 0.5"),
             (chosen_plan(6, {"tree": 1}), "choose_tables: must be an object with \"pairs\" (how many pairs to choose)")]
    for plan, said in cases:
        messages = [f"{'.'.join(map(str, p.place[2:]))}: {p.message}" if p.place[2:] else p.message
                    for p in plan_problems(plan)]
        assert any(said in m for m in messages), (said, messages)
    older = {**chosen_plan(6), "dpstudio_plan": 12}
    older["queries"][0]["tables"] = older["queries"][0].pop("choose_tables") or [[name(0), name(1)]]
    migrated, notices = migrate_plan(older)
    assert migrated["dpstudio_plan"] == 13 and notices == [] and migrated["queries"] == older["queries"]


def test_the_preview_says_the_choice_before_and_the_release_names_the_chosen_pairs_in_a_valid_release_json():
    plan, table = chosen_plan(8, rows=2000), wide_table(4000, 8)
    preview = preview_plan(table, plan)[0]
    assert preview.table_choice == {"pairs": 7, "candidates": 28, "budget_share": 0.1}
    assert preview.pairs_not_kept is None and len(preview.tables) == 7  # the stand-in chain
    assert [t["columns"] for t in preview.tables] == [[name(i), name(i + 1)] for i in range(7)]
    said = preview.sentence("en")
    assert said.startswith("At release, dpstudio will choose 7 of the 28 pairs of columns with 10% of this query's "
                           "budget") and "for as many pairs taken in the columns' order (a chain, then further pairs)" in said
    assert "wird dpstudio 7 der 28 Spaltenpaare" in preview.sentence("de")
    outcome = produce_release(table, plan)
    release = json.loads(render_bundle(outcome.release, plan)["release.json"])
    jsonschema.Draft202012Validator(json.loads(SCHEMA.read_text(encoding="utf-8"))).validate(release)
    entry = release["queries"][0]
    assert release["dpstudio_release"] == 14 and len(entry["synthetic"]["chosen"]["pairs"]) == 7
    assert sorted(tuple(t["columns"]) for t in entry["tables"]) == sorted(
        tuple(p) for p in entry["synthetic"]["chosen"]["pairs"])
    assert any(m["message"] == CHOSEN_NOTE for m in entry["notes_messages"])


@pytest.mark.suite_long  # 200 releases: .ci/run's long step
def test_with_pairs_chosen_the_stated_intervals_hold_at_least_95_percent_over_the_wide_model():
    """200 releases of 9 columns of six values (10^7 combinations: the junction tree's model), pairs chosen each time:
    the published cells of the chosen tables fall within their stated intervals of the chosen tables' truth in at
    least 94% of cells on average (the report's "at least 95%": each interval is the chosen tables' own, widened by
    post-processing), the mean's standard error at most a quarter of the 1% margin."""
    draft = _draft(chosen_plan(9, rows=1000, epsilon=1), wide_table(3000, 9, seed=4))
    shares = []
    for _ in range(200):
        entry = draft.draw()
        exact = draft.exact_tables()
        truth = np.concatenate([np.ravel(exact[t]) for t in draft.workload.marginals])
        values = np.array([c["value"] for c in entry["cells"]])
        widths = np.array([c["ci95"] for c in entry["cells"]])
        shares.append(float(np.mean(np.abs(values - truth) <= widths)))
    assert draft.query.wide and np.std(shares, ddof=1) / math.sqrt(len(shares)) <= 0.0025
    assert np.mean(shares) >= 0.94, np.mean(shares)


def _model_chance(model, rows: np.ndarray) -> np.ndarray:
    """Each row's probability under a junction tree's model: its cliques' tables over its separators' at the row's
    values, over the total."""
    tree, chance = model.tree, np.ones(len(rows))
    for i, clique in enumerate(tree.cliques):
        chance *= model.beliefs[i][tuple(rows[:, c] for c in clique)]
        separator = tree.separator(i)
        if i:
            below = project(model.beliefs[i], clique, separator)
            with np.errstate(divide="ignore", invalid="ignore"):
                chance = np.where(below[tuple(rows[:, c] for c in separator)] > 0,
                                  chance / below[tuple(rows[:, c] for c in separator)], 0.0)
    return chance / model.total


def test_with_pairs_chosen_no_synthetic_row_equals_a_real_row_more_often_than_the_model_explains():
    """300 people over 9 columns of six values (10^7 combinations: the junction tree's model), nearly every row
    unique, pairs chosen at release: the synthetic rows equal to some real row stay below the 1e-6 Poisson upper
    quantile of what the model fitted to the published tables alone predicts (3,000 rows times the model's chance
    of the real rows' combinations)."""
    rng = np.random.default_rng(12)  # the test's table, not privacy noise
    codes = rng.integers(0, 6, (300, 9))
    table = pd.DataFrame({name(i): [f"v{v}" for v in codes[:, i]] for i in range(9)})
    draft = _draft(chosen_plan(9, rows=3000, epsilon=1), table)
    entry = draft.draw()
    real = np.unique(codes, axis=0)
    chance = float(_model_chance(draft.model, real).sum())
    drawn = entry["synthetic_rows"].codes
    sizes = (6,) * 9
    matches = int(np.isin(np.ravel_multi_index(drawn.T, sizes), np.ravel_multi_index(real.T, sizes)).sum())
    assert draft.query.wide and 0 < chance < 0.01
    assert matches <= poisson.ppf(1 - 1e-6, 3000 * chance), (matches, 3000 * chance)
