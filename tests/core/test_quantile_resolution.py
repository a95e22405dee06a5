"""A quantile's resolution (plan version 12, issue 46 item 3): the candidates lo, lo + r, ... up to hi, r public
(never from the data), by default a thousandth of the bounds' range rounded to a power of ten; plans before
version 12 keep the whole-number (or 1001-point) grid they had, and are told; engines bucket a decimal value
at its candidate alike; and a quantile counts people by default where the privacy unit is a person."""
import ibis
import numpy as np
import pandas as pd
import pytest

from dpstudio.core.exact.definitions import quantile_grid
from dpstudio.core.exact.frame_source import FrameSource
from dpstudio.core.exact.ibis_source import IbisSource
from dpstudio.core.plan.migration import migrate_plan
from dpstudio.core.plan.release_plan import PLAN_VERSION, parse_plan, plan_problems
from dpstudio.core.pipeline.release import produce_release

RNG = np.random.default_rng(46)  # test data only; privacy noise never comes from it
ALBUMIN = np.round(RNG.normal(3.5, 0.45, size=2000), 2)  # g/dl, two decimals, many ties
TABLE = pd.DataFrame({"pid": np.repeat(np.arange(1000), 2), "albumin": ALBUMIN})
MEDIAN = {"id": "albumin median", "kind": "quantile", "column": "albumin", "bounds": [1, 6], "quantile": 0.5,
          "epsilon": 1}
QUARTILES = {"id": "albumin quartiles", "kind": "quantiles", "column": "albumin", "bounds": [1, 6],
             "quantiles": [0.25, 0.5, 0.75], "epsilon": 1}


def plan(*queries, version=PLAN_VERSION, unit=True, epsilon=2) -> dict:
    return {"dpstudio_plan": version, "columns": {"pid": "identifier", "albumin": "sensitive"},
            "privacy_unit": {"column": "pid", "max_rows": 2} if unit else None,
            "budget": {"epsilon": epsilon, "delta": 0}, "queries": list(queries)}


def test_a_decimal_column_gets_candidates_a_hundredth_apart_by_default_and_keeps_them_written():
    query = parse_plan(plan(MEDIAN)).queries[0]
    assert query.resolution == 0.01 and query.to_dict()["resolution"] == 0.01
    grid = quantile_grid(query.bounds, query.resolution)
    assert len(grid.candidates) == 501 and grid.candidates[245] == 3.45  # not 3.4500000000000002
    assert parse_plan(plan({**MEDIAN, "resolution": 0.1})).queries[0].resolution == 0.1
    assert parse_plan(plan({**MEDIAN, "bounds": [0, 120]})).queries[0].resolution == 0.1
    assert parse_plan(plan({**MEDIAN, "bounds": [0, 100000]})).queries[0].resolution == 100
    written = parse_plan(plan(QUARTILES)).queries[0].to_dict()
    assert written["resolution"] == 0.01 and parse_plan(plan(written)).queries[0].resolution == 0.01


def test_the_published_quantiles_of_a_decimal_value_are_not_whole_numbers():
    """At a large ε the median lands within a few hundredths of the true one (before: 3 or 4, whole numbers)."""
    release = produce_release(TABLE, plan({**MEDIAN, "epsilon": 20}, {**QUARTILES, "epsilon": 20}, epsilon=40))
    median, quartiles = release.release["queries"]
    first_rows = ALBUMIN[::2]  # of people: each person's first row (the default where the unit is a person)
    assert median["of"] == "people" and median["resolution"] == 0.01
    assert abs(median["value"] - np.median(first_rows)) <= 0.05 and median["value"] != round(median["value"])
    truth = np.quantile(first_rows, [0.25, 0.5, 0.75])
    values = [c["value"] for c in quartiles["cells"]]
    assert np.all(np.abs(np.array(values) - truth) <= 0.05), (values, truth)
    assert all(round(v, 2) == v for v in values)


@pytest.mark.parametrize("bad", [0, -0.1, "0.01", True, 10, 1e-7])
def test_a_resolution_that_cannot_be_used_is_refused_at_its_place(bad):
    problems = plan_problems(plan({**MEDIAN, "resolution": bad}))
    assert [p.where for p in problems] == ["queries[0] ('albumin median').resolution"], problems


def test_a_plan_before_version_12_keeps_its_whole_number_candidates_and_counts_rows_and_is_told():
    for version in (4, 9, 10, 11):
        migrated, notices = migrate_plan(plan(MEDIAN, QUARTILES, {**MEDIAN, "id": "fine", "bounds": [0, 10.5]},
                                              version=version))
        resolutions = [q["resolution"] for q in migrated["queries"]]
        assert resolutions == [1, 1, 0.0105] and [q["of"] for q in migrated["queries"]] == ["rows"] * 3
        assert len(notices) == 2 and "resolution" in str(notices[0]) and "one value per person" in str(notices[1])
        parsed = parse_plan(plan(MEDIAN, version=version)).queries[0]
        assert parsed.resolution == 1 and parsed.of == "rows"
        assert quantile_grid(parsed.bounds, parsed.resolution).candidates.tolist() == [1, 2, 3, 4, 5, 6]
    fine = parse_plan(plan({**MEDIAN, "bounds": [0, 10.5]}, version=11)).queries[0]
    assert len(quantile_grid(fine.bounds, fine.resolution).candidates) == 1001  # as before: 1001 points
    _, notices = migrate_plan(plan({**MEDIAN, "resolution": 1, "of": "rows"}, version=11))
    assert notices == []  # nothing changed: nothing to say
    _, notices = migrate_plan(plan(MEDIAN, version=11, unit=False))
    assert len(notices) == 1  # rows and people are the same: only the resolution is said


def test_without_a_person_column_a_quantile_counts_rows():
    assert parse_plan(plan(MEDIAN, unit=False)).queries[0].of == "rows"
    assert parse_plan(plan(MEDIAN)).queries[0].of == "people"
    assert parse_plan(plan({**MEDIAN, "of": "rows"})).queries[0].of == "rows"


def test_duckdb_buckets_decimal_values_at_their_candidates_as_pandas_does():
    parsed = parse_plan(plan({**MEDIAN, "of": "rows"}, {**QUARTILES, "resolution": 0.05, "of": "rows"}))
    table = ibis.duckdb.connect().create_table("t", TABLE.assign(__row=range(len(TABLE))))
    on_duckdb = IbisSource(table, "duckdb", "__row", "t", rows_local=True).prepare(parsed).answers
    on_pandas = FrameSource(TABLE).prepare(parsed).answers
    for a, b in zip(on_duckdb, on_pandas):
        assert (a.bucket_counts == b.bucket_counts).all()
    grid = quantile_grid((1, 6), 0.01)
    at_candidates = on_pandas[0].bucket_counts[1::2].sum()  # bucket 2i at index 2i + 1
    assert at_candidates == np.sum((ALBUMIN >= 1) & (ALBUMIN <= 6)) and len(grid.candidates) == 501
