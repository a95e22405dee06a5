"""group_by on count, sum, mean and quantile (plan version 4): read, answered per group, exact
sensitivities against neighbouring tables, released a value per group."""
import itertools

import numpy as np
import pandas as pd
import pytest

from dpstudio.core.base.errors import PlanError
from dpstudio.core.exact.frame_source import FrameSource
from dpstudio.core.plan.release_plan import parse_plan
from dpstudio.core.private.plan_drafts import draft_plan, rho_spent
from dpstudio.core.pipeline.release import produce_release
from dpstudio.core.output.export import release_rows

COLUMNS = {"pid": "identifier", "ward": "other", "age": "quasi_identifier", "stay": "sensitive"}
BASE = pd.DataFrame({"pid": [f"P{i}" for i in range(12)],
                     "ward": ["A", "A", "B", "B", "B", "C", None, "A", "B", "A", "A", "B"],
                     "age": [5, 17, 18, 30, 64, 65, 80, 120, None, 40, 12, 2],
                     "stay": [1, 3, 60, 0, 12, 7, 5, None, 4, 75, 2, 9]})


def plan(queries, max_rows=3, epsilon=20, **budget):
    return {"dpstudio_plan": 4, "columns": COLUMNS, "privacy_unit": {"column": "pid", "max_rows": max_rows},
            "budget": {"epsilon": epsilon, **budget}, "queries": queries}


BY_WARD = {"group_by": ["ward"], "categories": {"ward": ["A", "B"]}}
BY_AGE = {"group_by": ["age"], "bins": {"age": [0, 18, 65, 121]}}


def problems(data) -> list[str]:
    with pytest.raises(PlanError) as raised:
        parse_plan(data)
    return [f"{p.where}: {p.message}" for p in raised.value.problems]


def test_group_by_needs_each_columns_keys_and_at_most_three_columns():
    mean = {"id": "m", "kind": "mean", "column": "stay", "bounds": [0, 60], "epsilon": 1}
    assert problems(plan([{**mean, "group_by": ["ward"]}])) == [
        "queries[0] ('m').categories.ward: the groups of 'ward' are not declared"]
    assert problems(plan([{**mean, "categories": {"ward": ["A"]}}])) == [
        "queries[0] ('m').categories: categories of a mean query name its groups"]
    assert problems(plan([{**mean, "group_by": ["ward", "age", "stay", "pid"]}]))[0].startswith(
        "queries[0] ('m').group_by: must be a list of 1 to 3 different columns")
    assert problems(plan([{**mean, "group_by": ["pid"], "categories": {"pid": ["P1"]}}]))[0] == (
        "queries[0] ('m').group_by: column 'pid' is a direct identifier and can never be queried")
    assert problems(plan([{**mean, **BY_WARD, "bins": {"ward": [0, 1]}}])) == [
        "queries[0] ('m').categories.ward: a binned column has no category list: its bins are its groups"]
    rr = {"id": "r", "kind": "randomized_response", "column": "ward", "categories": ["A"], "epsilon": 1,
          "group_by": ["age"]}
    assert problems(plan([rr])) == ["queries[0] ('r').group_by: unknown field"]


def test_a_grouped_plan_round_trips():
    queries = [{"id": "n", "kind": "count", "epsilon": 1, "group_by": ["age", "ward"],
                "bins": {"age": [0, 18, 65, 121]}, "categories": {"ward": ["A", "B"]}},
               {"id": "q", "kind": "quantile", "column": "stay", "bounds": [0, 60], "quantile": 0.5, "epsilon": 1,
                **BY_WARD}]
    parsed = parse_plan(plan(queries))
    assert parse_plan(parsed.to_dict()) == parsed
    assert parsed.queries[0].group_keys()[:3] == [("[0, 18)", "A"), ("[0, 18)", "B"), ("[0, 18)", "(other)")]


def answers(frame, queries, max_rows=3):
    return FrameSource(frame).prepare(parse_plan(plan(queries, max_rows))).answers


def test_each_group_is_answered_from_its_own_rows_on_the_full_grid():
    total = {"id": "s", "kind": "sum", "column": "stay", "bounds": [0, 60], "epsilon": 1, **BY_AGE}
    count = {"id": "n", "kind": "count", "epsilon": 1, **BY_WARD}
    grouped, counted = answers(BASE, [total, count])
    # [0, 18): 1 + 3 + 2 + 9; [18, 65): 60 + 0 + 12 + 60 (75 clamped); [65, 121]: 7 + 5 (+ a missing); other: 4
    assert grouped.value == [15.0, 132.0, 12.0, 4.0] and grouped.rows_missing == 1
    assert list(counted.value) == [5, 5, 2]  # A, B, (other): C and a missing ward


PERSON = pd.DataFrame({"pid": ["NEW"] * 3, "ward": ["A", "B", "B"], "age": [3, 40, 90], "stay": [60, 60, 60]})


def l1(a, b) -> float:
    return float(np.abs(np.asarray(a, dtype=float) - np.asarray(b, dtype=float)).sum())


@pytest.mark.parametrize("rows_of_new", [1, 2, 3])
def test_one_added_person_moves_the_groups_by_at_most_the_stated_sensitivity(rows_of_new):
    """Exactly: a person of k = 3 rows (spread over groups, or all in one) added to the table."""
    k = 3
    queries = [{"id": "n", "kind": "count", "epsilon": 1, **BY_WARD},
               {"id": "s", "kind": "sum", "column": "stay", "bounds": [-10, 60], "epsilon": 1, **BY_WARD},
               {"id": "m", "kind": "mean", "column": "stay", "bounds": [0, 60], "epsilon": 1, **BY_WARD},
               {"id": "q", "kind": "quantile", "column": "stay", "bounds": [0, 60], "quantile": 0.5, "epsilon": 1,
                **BY_WARD}]
    parsed = parse_plan(plan(queries, max_rows=k))
    for spread in itertools.product(["A", "B", None], repeat=rows_of_new):
        person = PERSON.head(rows_of_new).assign(ward=list(spread))
        before = FrameSource(BASE).prepare(parsed).answers
        after = FrameSource(pd.concat([BASE, person], ignore_index=True)).prepare(parsed).answers
        count, total, mean, quantile = (parsed.queries[i] for i in range(4))
        assert l1(before[0].value, after[0].value) == rows_of_new <= count.sensitivity(k)
        assert l1(before[1].value, after[1].value) == 60 * rows_of_new <= total.sensitivity(k)
        doubled = [g[0] for g in before[2].value], [g[0] for g in after[2].value]
        assert l1(*doubled) == 60 * rows_of_new <= mean.sensitivity(k)["sum"] * 2  # sum of 2x - lo - hi
        assert l1([g[1] for g in before[2].value], [g[1] for g in after[2].value]) == rows_of_new
        moved = [np.abs(np.asarray(b.value) - np.asarray(a.value)).max()
                 for b, a in zip(before[3].groups, after[3].groups)]
        per_row = quantile.sensitivity(1)
        assert sum(moved) <= per_row * rows_of_new <= quantile.sensitivity(k)


def test_a_grouped_release_has_a_value_per_group_in_json_and_csv():
    queries = [{"id": "m", "kind": "mean", "column": "stay", "bounds": [0, 60], "epsilon": 40, **BY_WARD},
               {"id": "s", "kind": "sum", "column": "stay", "bounds": [0, 60], "epsilon": 40,
                "mechanism": "discrete_laplace", **BY_AGE}]
    release = produce_release(BASE, plan(queries, epsilon=80)).release
    mean, total = release["queries"]
    assert [c["key"] for c in mean["cells"]] == [{"ward": "A"}, {"ward": "B"}, {"ward": "(other)"}]
    assert mean["composition"] == "parallel across disjoint groups" and mean["group_by"] == ["ward"]
    assert all(isinstance(c["value"], int) and c["ci95"] == total["ci95"] > 0 for c in total["cells"])
    assert total["noise_scale"] == 60 * 3 / 40 and total["sensitivity"] == 180  # each group: the query's scale
    rows = [r for r in release_rows(release) if r["query_id"] == "s"]
    assert [r["cell"] for r in rows] == ["age=[0, 18)", "age=[18, 65)", "age=[65, 121]", "age=(other)"]


def test_a_grouped_quantiles_rows_state_their_unit():
    query = {"id": "q", "kind": "quantile", "column": "stay", "bounds": [0, 60], "quantile": 0.5, "epsilon": 1,
             **BY_WARD}
    rows = release_rows(produce_release(BASE, plan([query])).release)
    assert [r["ci95_unit"] for r in rows] == ["rows"] * 3


def test_groups_cost_the_query_once_under_zcdp():
    queries = [{"id": "s", "kind": "sum", "column": "stay", "bounds": [0, 60], "epsilon": 1, **BY_AGE}]
    grouped = parse_plan(plan(queries, epsilon=1, delta=1e-6, accounting="zcdp"))
    single = parse_plan(plan([{k: v for k, v in queries[0].items() if k not in ("group_by", "bins")}], epsilon=1,
                             delta=1e-6, accounting="zcdp"))
    spent = [rho_spent(draft_plan(p, FrameSource(BASE).prepare(p).answers)) for p in (grouped, single)]
    assert spent[0] == spent[1] > 0


def test_the_preview_gives_each_groups_error_and_draws_a_group_with_no_rows(sample_frame):
    import json

    from matplotlib.figure import Figure

    from dpstudio.core.preview.expected_error import preview_plan
    from dpstudio.core.preview.plots import plot_preview
    from tests.conftest import SAMPLE_DATA

    plan_data = json.loads((SAMPLE_DATA.parent / "table_plan.json").read_text(encoding="utf-8"))
    previews = preview_plan(sample_frame, plan_data)
    counts, means, medians, diagnoses = previews
    assert means.truth[-1] is None and len(means.group_halfwidths) == 6  # no row has ward (other)
    assert means.halfwidth == max(means.group_halfwidths) > min(means.group_halfwidths)
    assert means.sentence().startswith("Each group's mean will be within ±")
    assert diagnoses.threshold == 101 and len(diagnoses.cells) == len(sample_frame["diagnosis"].unique())
    for preview in previews:
        artists = plot_preview(Figure().add_subplot(111), preview)
        assert artists["kind"] == preview.kind


def test_a_group_column_the_table_lacks_is_named_before_anything_runs():
    query = {"id": "m", "kind": "mean", "column": "stay", "bounds": [0, 60], "epsilon": 1,
             "group_by": ["wards"], "categories": {"wards": ["A"]}}
    data = plan([query])
    data["columns"] = {**COLUMNS, "wards": "other"}
    with pytest.raises(PlanError) as raised:
        produce_release(BASE, data)
    assert [(p.where, p.message) for p in raised.value.problems] == [
        ("queries[0] ('m').group_by", "the table has no column 'wards'")]
