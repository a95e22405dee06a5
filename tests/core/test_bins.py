"""Bins on a histogram's or cross-tab's numeric column (plan version 4): read, labelled, released."""
import pandas as pd
import pytest

from dpstudio.core.base.errors import PlanError
from dpstudio.core.plan.bins import bin_labels
from dpstudio.core.plan.release_plan import parse_plan
from dpstudio.core.pipeline.release import produce_release


def plan(*queries):
    return {"dpstudio_plan": 4, "columns": {"age": "quasi_identifier", "sex": "quasi_identifier"},
            "budget": {"epsilon": 50}, "queries": list(queries)}


def ages(**fields):
    return {"id": "ages", "kind": "histogram", "column": "age", "bins": {"age": [0, 18, 65, 120]}, "epsilon": 1,
            **fields}


def problems(data) -> list[str]:
    with pytest.raises(PlanError) as raised:
        parse_plan(data)
    return [f"{p.where}: {p.message}" for p in raised.value.problems]


def test_labels_name_each_bin_as_the_plan_writes_its_edges():
    assert bin_labels([0, 18, 65, 120]) == ("[0, 18)", "[18, 65)", "[65, 120]")
    assert bin_labels([0.5, 2.25, 3.0]) == ("[0.5, 2.25)", "[2.25, 3.0]")


@pytest.mark.parametrize("edges, says", [
    ([18], "at least 2 edges"), ([0, 18, 18], "strictly increasing"), ([5, 1], "strictly increasing"),
    ([0, "18"], "finite number"), ([0, True], "finite number"), ("0-18", "at least 2 edges"),
    (list(range(1002)), "too many")])
def test_edges_must_be_increasing_finite_numbers(edges, says):
    found = problems(plan(ages(bins={"age": edges})))
    assert len(found) == 1 and found[0].startswith("queries[0] ('ages').bins.age: ") and says in found[0]


def test_a_column_has_categories_or_bins_never_both_and_only_its_own_columns_are_binned():
    assert problems(plan(ages(categories=["1"]))) == [
        "queries[0] ('ages').categories: a binned column has no category list: its bins are its cells"]
    assert problems(plan(ages(bins={"sex": [0, 1]})))[0].startswith("queries[0] ('ages').bins.sex: is not a column")
    rr = {"id": "rr", "kind": "randomized_response", "column": "sex", "categories": ["F"], "bins": {"sex": [0, 1]},
          "epsilon": 1}
    assert problems(plan(rr)) == ["queries[0] ('rr').bins: unknown field"]


def test_a_binned_crosstab_round_trips_and_releases_a_cell_per_bin_and_category():
    crosstab = {"id": "x", "kind": "crosstab", "columns": ["age", "sex"], "bins": {"age": [0, 18, 65, 120]},
                "categories": {"sex": ["F", "M"]}, "epsilon": 50, "postprocess": []}
    parsed = parse_plan(plan(crosstab))
    assert parse_plan(parsed.to_dict()) == parsed and parsed.to_dict()["queries"][0]["bins"] == {"age": [0, 18, 65, 120]}
    frame = pd.DataFrame({"age": [3, 18, 64, 65, 120, 121, None], "sex": ["F", "F", "M", "M", "F", "F", "M"]})
    cells = produce_release(frame, parsed).release["queries"][0]["cells"]
    assert [tuple(c["key"].values()) for c in cells[:4]] == [("[0, 18)", "F"), ("[0, 18)", "M"), ("[0, 18)", "(other)"),
                                                            ("[18, 65)", "F")]
    exact = {("[0, 18)", "F"): 1, ("[18, 65)", "F"): 1, ("[18, 65)", "M"): 1, ("[65, 120]", "M"): 1,
             ("[65, 120]", "F"): 1, ("(other)", "F"): 1, ("(other)", "M"): 1}
    for cell in cells:  # epsilon 50: noise of scale 0.02 leaves every cell at its exact count
        assert cell["value"] == exact.get(tuple(cell["key"].values()), 0), cell


def test_presets_stop_at_the_declared_bounds():
    """No preset bin lies beyond the bounds the steward declared: such a cell could only hold noise."""
    from dpstudio.core.plan.bin_presets import band_label, number_presets

    presets = dict(number_presets((0, 95)))
    assert presets == {"age_bands": [0, 18, 65, 95], "5": list(range(0, 95, 5)) + [95],
                       "10": [0, 10, 20, 30, 40, 50, 60, 70, 80, 90, 95]}
    assert dict(number_presets((3, 47)))["10"] == [3, 13, 23, 33, 47]  # from the lower bound; 43-47 joins 33-42
    assert band_label(presets["age_bands"]) == "0-17 / 18-64 / 65+"
    assert dict(number_presets((20, 60))).keys() == {"5", "10"}  # 18 and 65 lie outside: no age bands
    assert number_presets((0, 3)) == []  # one bin is no preset
    assert [name for name, _ in number_presets((-5, 5))] == ["5"]  # 10-year bands would be the same edges
    assert dict(number_presets((0, 1e9))).keys() == {"age_bands"}  # millions of bands: more than a plan allows
    for bounds in [(0, 95), (3, 47), (0.5, 99.5), (1900, 2025)]:
        for _, edges in number_presets(bounds):
            assert edges[0] == bounds[0] and edges[-1] == bounds[1] and edges == sorted(set(edges))
            parse_plan(plan(ages(bins={"age": edges})))  # a plan takes every preset


def test_bands_start_at_the_lower_bound_with_no_short_first_band():
    """Issue 46: the 10-year preset over bounds from 18 began with [18, 20) beside ten-year bands."""
    from dpstudio.core.plan.bin_presets import band_label, number_presets

    presets = dict(number_presets((18, 100)))
    assert presets["10"] == [18, 28, 38, 48, 58, 68, 78, 88, 100]  # 98-100 alone would be a sliver: joined to 88-97
    assert presets["5"][:3] == [18, 23, 28] and presets["5"][-2:] == [93, 100]
    assert band_label(presets["10"], 3) == "18-27 / 28-37 / … / 88+"
    assert band_label([0.5, 10.5, 20.5, 30.5], 3) == "0.5-10.5 / 10.5-20.5 / 20.5+"
    for bounds in [(18, 100), (3, 47), (17, 90), (0.5, 99.5), (1900, 2025), (-7, 64)]:
        for width in (5, 10):
            edges = dict(number_presets(bounds)).get(str(width))
            if edges:
                bands = [b - a for a, b in zip(edges, edges[1:])]
                assert all(band == width for band in bands[:-1]), (bounds, edges)  # each but the last is whole
                assert width / 2 <= bands[-1] < 1.5 * width, (bounds, edges)


def test_without_bounds_the_presets_are_as_before():
    from dpstudio.core.plan.bin_presets import number_presets

    presets = dict(number_presets(None))
    assert presets["age_bands"] == [0, 18, 65, 120] and presets["10"] == list(range(0, 121, 10))
    assert presets["5"] == list(range(0, 121, 5))
