"""A synthetic table whose columns' full grid is too large to hold (issue 48): up to 40 columns, read with the
model's cliques checked (and up to 40 columns whose grid fits, released through the grid); its exact tables
counted table by table as the grid's sums would be, by pandas and by DuckDB alike (rows or people, categories or
bins); its post-processing over the junction tree equal to the grid's where the grid fits (kept at 0 or above),
whole tables that agree where rounded; a 20-column plan released by `dpstudio release` with rows whose pair tables
are near the published ones, and the notes saying how."""
import csv
import io
import json
from itertools import combinations

import numpy as np
import pandas as pd
import pytest

from dpstudio.core.base.words.stored_message import StoredMessage
from dpstudio.core.exact.answers import cells_answer
from dpstudio.core.exact.frame_source import FrameSource
from dpstudio.core.exact.listed_only import without_other
from dpstudio.core.kinds.synthetic import query as synthetic_query
from dpstudio.core.kinds.synthetic.exact import table_counts
from dpstudio.core.kinds.synthetic.output.report import synthetic_intro
from dpstudio.core.kinds.synthetic.preview import kept_sentence
from dpstudio.core.kinds.synthetic.private import (MANY_NOT_KEPT_NOTE, SYNTHETIC_NOTE, WIDE_MODEL_NOTE,
                                                   WIDE_ROUNDED_NOTE)
from dpstudio.core.plan.release_plan import parse_plan, plan_problems
from dpstudio.core.private.family_postprocess import postprocessed_model_tables, postprocessed_tables
from dpstudio.core.private.margins import moved
from dpstudio.core.private.plan_drafts import draft_plan
from dpstudio.core.private.residual_bases import marginal_of
from dpstudio.core.private.synthesis import fit_joint
from dpstudio.core.preview.expected_error import preview_plan

CATEGORIES = 6


def wide_table(rows: int, columns: int, seed: int = 0) -> pd.DataFrame:
    """A chain of related columns (each a copy of the one before with probability 0.6): test data."""
    rng = np.random.default_rng(seed)
    codes = np.empty((rows, columns), dtype=np.int64)
    codes[:, 0] = rng.integers(0, CATEGORIES, rows)
    for i in range(1, columns):
        codes[:, i] = np.where(rng.random(rows) < 0.6, codes[:, i - 1], rng.integers(0, CATEGORIES, rows))
    labels = np.array([f"v{v}" for v in range(CATEGORIES)])
    return pd.DataFrame({name(i): labels[codes[:, i]] for i in range(columns)})


def name(i: int) -> str:
    return f"x{i:02d}"


def wide_plan(columns: int, rows: int | None = 4000, delta: float = 1e-6, **more) -> dict:
    names = [name(i) for i in range(columns)]
    query = {"id": "wide", "kind": "synthetic", "of": "rows", "epsilon": 2, "delta": delta, "columns": names,
             "categories": {n: [f"v{v}" for v in range(CATEGORIES)] for n in names}, "other": False,
             "tables": [[names[i], names[i + 1]] for i in range(columns - 1)], **more}
    if rows is not None:
        query["rows"] = rows
    return {"dpstudio_plan": 12, "columns": {n: "other" for n in names}, "budget": {"epsilon": 2, "delta": 1e-5},
            "queries": [query], "reading": {"encoding": "utf-8", "delimiter": ",", "decimal": ".", "multiline": False,
                                            "columns": {n: "text" for n in names}}}


def _draft(plan: dict, table: pd.DataFrame):
    parsed = parse_plan(plan)
    return draft_plan(parsed, without_other(parsed, FrameSource(table).prepare(parsed)).answers)[0]


def test_up_to_forty_columns_and_the_cliques_are_checked():
    assert plan_problems(wide_plan(40)) == []
    assert parse_plan(wide_plan(40)).queries[0].wide
    too_many = plan_problems(wide_plan(41))
    assert any("2 to 40 different columns" in p.message for p in too_many), too_many
    every_pair = wide_plan(15)
    del every_pair["queries"][0]["tables"]  # every pair by default: one clique of every column
    problems = plan_problems(every_pair)
    assert [p.message for p in problems] == [
        "the model of these tables must hold 15 columns together (" + ", ".join(name(i) for i in range(15)) +
        "), 470,184,984,576 combinations (at most 2,000,000): the full grid of all the columns is too large to "
        "hold, and the tables link these"]
    assert "a chain or a tree of pairs" in problems[0].hint


@pytest.mark.parametrize("other", [False, True])
def test_the_exact_tables_are_the_grids_sums(other):
    plan = wide_plan(4, other=other, tables=[["x00", "x01"], ["x01", "x02", "x03"], ["x03"]])
    query = parse_plan(plan).queries[0]
    table = wide_table(500, 4)
    table.loc[::7, "x02"] = "unlisted"
    table.loc[::11, "x00"] = None
    parsed = parse_plan(plan)
    prepared = without_other(parsed, FrameSource(table).prepare(parsed)).answers[0]
    sizes = tuple(len(query.with_other(c)) for c in query.categories)
    grid = np.asarray(prepared.value).reshape(sizes)
    counted = table_counts(query, table)
    for t in query.table_index():
        assert np.array_equal(counted[t], np.ravel(marginal_of(grid, tuple(range(4)), t)))
    assert len(cells_answer(query, table).value) == int(np.prod([CATEGORIES + 1] * 4))


def test_post_processing_over_the_tree_is_the_grids_where_the_grid_fits():
    """Kept at 0 or above: the junction tree's published tables equal the full grid's (the same fit); rounded:
    whole, at 0 or above, the same total, and agreeing on every column two tables share."""
    rng = np.random.default_rng(5)
    sizes = (4, 3, 5, 2, 3)
    grid = rng.integers(0, 6, size=sizes).astype(float)
    family = [(0, 1), (1, 2), (1, 3), (3, 4), (1,)]
    noisy = {t: marginal_of(grid, tuple(range(5)), t) + rng.normal(0, 4, [sizes[c] for c in t]) for t in family}
    steps = ("clamp_nonnegative",)
    by_grid, widened = postprocessed_tables(sizes, noisy, steps)
    by_tree, widened_tree = postprocessed_model_tables(sizes, noisy, steps)
    for t in family:
        assert np.allclose(by_tree[t], by_grid[t], rtol=0, atol=1e-9 * grid.sum())
        assert np.allclose(widened_tree[t], widened[t], rtol=0, atol=1e-9 * grid.sum())
    rounded, widening = postprocessed_model_tables(sizes, noisy, ("clamp_nonnegative", "round"))
    total = {float(v.sum()) for v in rounded.values()}
    assert len(total) == 1 and total.pop() == np.floor(np.mean([by_grid[t].sum() for t in family]) + 0.5)
    for a, b in combinations(family, 2):
        assert all(np.all(v == np.round(v)) and np.all(v >= 0) for v in (rounded[a], rounded[b]))
        shared = tuple(c for c in a if c in b)
        assert np.array_equal(marginal_of(rounded[a], a, shared), marginal_of(rounded[b], b, shared))
    for t in family:  # each interval widened by how far its cell moved (margins.moved, as the grid's)
        assert np.array_equal(widening[t], moved(np.ravel(rounded[t]), np.ravel(noisy[t])))


def test_a_small_table_sent_the_wide_way_gives_the_grids_model(monkeypatch):
    """The same small plan with the family's grid limit lowered below its grid: its exact tables, its tables kept at 0 or
    above and its model's tables are the grid's."""
    plan = wide_plan(4, postprocess=["clamp_nonnegative"])
    table = wide_table(3000, 4)
    narrow = _draft(plan, table)
    monkeypatch.setattr(synthetic_query, "beyond_family_grid", lambda cells: cells > 100)
    wide = _draft(plan, table)
    assert wide.query.wide and not isinstance(narrow.answer.value, dict) and isinstance(wide.answer.value, dict)
    exact_narrow, exact_wide = narrow.exact_tables(), wide.exact_tables()
    assert all(np.array_equal(exact_narrow[t], exact_wide[t]) for t in narrow.workload.marginals)
    measured = narrow.measured_tables()
    published_narrow, _ = narrow.published(measured)
    published_wide, _ = wide.published(measured)
    for t in narrow.workload.marginals:
        assert np.allclose(published_wide[t], published_narrow[t], rtol=0, atol=1e-6)


def test_fourteen_columns_whose_grid_fits_are_released_through_the_grid(monkeypatch):
    """The 40-column cap is a synthetic table's on either path: 14 columns of two cells each (a family takes 12)
    have a grid of 2^14 = 16,384 cells, so the plan is read, not wide, and drawn from fit_joint's grid with the
    grid's notes; the junction tree's functions are never called."""
    from dpstudio.core.kinds.synthetic import private
    from dpstudio.core.private.marginals_draft import FAMILY_NOTE, ROUNDED_NOTE

    plan = wide_plan(14, rows=3000)
    plan["queries"][0]["categories"] = {name(i): ["v0", "v1"] for i in range(14)}
    assert plan_problems(plan) == []
    query = parse_plan(plan).queries[0]
    assert len(query.columns) == 14 and query.grid_cells() == 2 ** 14 and not query.wide
    table = wide_table(3000, 14).apply(lambda column: column.map(lambda v: f"v{int(v[1:]) % 2}"))
    grids = []

    def fitted(sizes, tables):
        grids.append(sizes)
        return fit_joint(sizes, tables)

    def refused(*args, **kwargs):
        raise AssertionError("the junction tree's model used for a grid that fits")
    monkeypatch.setattr(private, "fit_joint", fitted)
    for tree_path in ("fit_model", "draw_model_rows", "postprocessed_model_tables"):
        monkeypatch.setattr(private, tree_path, refused)
    entry = _draft(plan, table).draw()
    assert grids == [(2,) * 14]
    assert entry["synthetic_rows"].codes.shape == (3000, 14) and len(entry["tables"]) == 13
    assert not entry["synthetic_rows"].wide  # its files written by distinct rows (output/files.py)
    assert [getattr(n, "template", n) for n in entry["notes"]] == [FAMILY_NOTE, ROUNDED_NOTE, SYNTHETIC_NOTE,
                                                                    MANY_NOT_KEPT_NOTE]


@pytest.mark.parametrize("delta", [1e-6, 0])
def test_a_twenty_column_table_is_drawn_from_its_tree_with_its_pairs_near_the_published(delta):
    plan = wide_plan(20, rows=None, delta=delta)
    if not delta:
        plan["budget"]["delta"] = 0
    draft = _draft(plan, wide_table(20_000, 20))
    entry = draft.draw()
    codes = entry["synthetic_rows"].codes
    published = [c["value"] for c in entry["cells"]]
    assert len(codes) == round(sum(published[:36])) and codes.dtype == np.int32
    assert all(float(v).is_integer() and v >= 0 for v in published)
    said = [str(n) for n in entry["notes"]]
    assert WIDE_ROUNDED_NOTE in said
    assert [n.values for n in entry["notes"] if getattr(n, "template", None) == WIDE_MODEL_NOTE] == [
        {"columns": "20", "groups": "19", "cells": "36"}]
    assert str(StoredMessage(WIDE_MODEL_NOTE, columns=20, groups=19, cells="36")) in said
    # 171 of the 190 pairs have no table (a chain of 19): counted in the words, listed in release.json only
    assert [n.values for n in entry["notes"] if getattr(n, "template", None) == MANY_NOT_KEPT_NOTE] == [
        {"count": "171", "total": "190"}]
    assert len(entry["synthetic"]["pairs_not_kept"]) == 171
    for table in entry["tables"]:  # the rows' own tables: the published ones rounded along the tree
        assert table["synthetic_largest_difference"] <= 20, table


def test_forty_columns_are_drawn():
    entry = _draft(wide_plan(40, rows=5000), wide_table(5000, 40)).draw()
    assert entry["synthetic_rows"].codes.shape == (5000, 40) and len(entry["tables"]) == 39
    assert entry["synthetic_rows"].wide  # its files written column by column (output/files.py)
    assert any("Every combination of the 40 columns" in str(n) for n in entry["notes"])


def test_the_preview_of_a_wide_table_needs_no_grid():
    preview = preview_plan(wide_table(2000, 20), wide_plan(20))[0]
    assert len(preview.tables) == 19 and "will not keep the relation within 171 pairs of its columns" in \
        preview.sentence() and len(preview.pairs_not_kept) == 171


@pytest.mark.parametrize("chosen", [False, True],
                         ids=["chain", "chosen"])
def test_a_twenty_column_plan_releases_through_the_cli(tmp_path, private_ledger, run_cli, chosen):
    """The chain of 19 pairs as listed, or (plan version 13) 19 pairs chosen at release among the 190."""
    data, plan_path = tmp_path / "wide.csv", tmp_path / "plan.json"
    wide_table(30_000, 20).to_csv(data, index=False)
    plan = wide_plan(20, rows=30_000)
    if chosen:
        del plan["queries"][0]["tables"]
        plan = {**plan, "dpstudio_plan": 13, "queries": [{**plan["queries"][0], "choose_tables": {}}]}
    plan_path.write_text(json.dumps(plan), encoding="utf-8")
    code, _, err = run_cli("ledger", "set-budget", "--data", data, "--plan", plan_path, "--epsilon", 10, "--delta",
                           1e-4)
    assert code == 0, err
    code, out, err = run_cli("release", plan_path, "--data", data, "--out", tmp_path / "out")
    assert code == 0, err
    release = json.loads((tmp_path / "out" / "release.json").read_text(encoding="utf-8"))["queries"][0]
    with open(tmp_path / "out" / "synthetic-wide.csv", encoding="utf-8") as handle:
        rows = pd.DataFrame(list(csv.DictReader(handle)))
    assert len(rows) == 30_000 and list(rows.columns) == [name(i) for i in range(20)]
    start = 0
    for table in release["tables"]:
        cells = release["cells"][start:start + table["cells"]]
        start += table["cells"]
        counted = rows.groupby(table["columns"]).size()
        own = np.array([counted.get(tuple(c["key"].values()), 0) for c in cells], dtype=float)
        values = np.array([c["value"] for c in cells], dtype=float)
        own = own * values.sum() / len(rows)
        assert np.abs(own - values).max() == pytest.approx(table["synthetic_largest_difference"], rel=1e-9)
        assert 0.5 * np.abs(own / values.sum() - values / values.sum()).sum() < 0.01  # total variation
    assert run_cli("verify", tmp_path / "out")[0] == 0
    assert len(release["tables"]) == 19 and (len(release["synthetic"]["chosen"]["pairs"]) == 19 if chosen else
                                             "chosen" not in release["synthetic"])


@pytest.mark.parametrize("other, columns", [(False, 20), (True, 20), (True, 40)])
def test_duckdb_counts_a_wide_tables_tables_as_pandas_does(other, columns):
    """An Ibis engine (DuckDB in process) codes a wide table table by table: the same tables as pandas, also where
    the grid's flat code would not fit in 64 bits (7^40 cells)."""
    from dpstudio.core.exact.duckdb_sources import duckdb_frame_source

    table = wide_table(3000, columns)
    table.loc[::7, "x02"] = "unlisted"
    table.loc[::11, "x05"] = None
    parsed = parse_plan(wide_plan(columns, other=other))
    expected = without_other(parsed, FrameSource(table).prepare(parsed)).answers[0].value
    found = without_other(parsed, duckdb_frame_source(table).prepare(parsed)).answers[0].value
    assert list(found) == list(expected) and all(np.array_equal(found[t], expected[t]) for t in expected)


def wide_people_case(of: str, other: bool):
    """A wide table counting people (a person id, max_rows 2) or the rows bounding keeps, with a binned number
    column, and its parsed plan: person ids missing, people of one to several rows, ages missing, outside the bins
    and on their edges, a value not listed."""
    rng = np.random.default_rng(12)
    table = wide_table(3000, 20).assign(pid=[f"p{v}" for v in rng.integers(0, 1000, 3000)],
                                        age=rng.integers(-5, 126, 3000).astype(float))
    table.loc[::17, "pid"] = None
    table.loc[::13, "age"] = np.nan
    table.loc[1::23, "age"] = 18.0
    table.loc[2::29, "age"] = 120.0
    table.loc[::7, "x02"] = "unlisted"
    plan = wide_plan(20, other=other)
    query = plan["queries"][0]
    query.update(of=of, columns=[*query["columns"], "age"], bins={"age": [0, 18, 40, 65, 120]},
                 tables=[*query["tables"], ["x19", "age"]])
    plan["columns"].update(pid="identifier", age="other")
    plan["privacy_unit"] = {"column": "pid", "max_rows": 2}
    del plan["reading"]
    parsed = parse_plan(plan)
    assert parsed.queries[0].wide
    return table, parsed


@pytest.mark.parametrize("of", ["people", "rows"])
@pytest.mark.parametrize("other", [False, True])
def test_duckdb_counts_a_wide_tables_people_and_bins_as_pandas_does(of, other):
    """A wide table counting people (each person's first row: ibis_people.picked_rows, then ibis_parts.tables_part),
    or the rows bounding keeps, with a binned number column: DuckDB's tables are pandas' (wide_people_case). The
    same on PostgreSQL and Spark: tests/engines/test_agreement_wide.py."""
    from dpstudio.core.exact.duckdb_sources import duckdb_frame_source

    table, parsed = wide_people_case(of, other)
    expected = without_other(parsed, FrameSource(table).prepare(parsed)).answers[0].value
    found = without_other(parsed, duckdb_frame_source(table).prepare(parsed)).answers[0].value
    assert len(expected) == 20 and list(found) == list(expected)
    assert all(np.array_equal(found[t], expected[t]) for t in expected)
    if other:  # every person (row) in every table once
        counted = table["pid"].nunique() if of == "people" else int(table.groupby("pid").size().clip(upper=2).sum())
        assert {int(v.sum()) for v in expected.values()} == {counted}


def test_a_wide_tables_files_are_made_column_by_column_with_the_same_bytes_and_cells():
    """The column-by-column writer (a wide table's) gives the csv module's bytes and the sheet's cells of the
    distinct-rows writer, labels that need quoting or neutralising included."""
    import openpyxl

    from dpstudio.core.kinds.synthetic.output import files
    from dpstudio.core.kinds.synthetic.private import SyntheticRows

    labels = (("a,b", 'say "x"', "=1+1", "plain"), ("", " lead", "line\nbreak"), ("-3", "ü", "\x1b[31m"))
    rng = np.random.default_rng(9)
    codes = np.stack([rng.integers(0, len(c), 70_000) for c in labels], axis=1).astype(np.int32)

    def made(wide: bool) -> dict:
        rows = SyntheticRows(("c,1", "c2", "+c3"), labels, codes, wide=wide)
        return files.synthetic_files({"id": "w", "synthetic_rows": rows})
    narrow, wide = made(False), made(True)
    assert wide["synthetic-w.csv"] == narrow["synthetic-w.csv"]
    assert wide["synthetic-w.parquet"] == narrow["synthetic-w.parquet"]
    read = [openpyxl.load_workbook(io.BytesIO(f["synthetic-w.xlsx"]), read_only=True).active for f in (wide, narrow)]
    assert [list(r) for r in read[0].iter_rows(values_only=True)] == \
        [list(r) for r in read[1].iter_rows(values_only=True)]


def test_a_wide_table_counts_people_by_their_first_row():
    from dpstudio.core.pipeline.release import produce_release

    table = wide_table(4000, 20).assign(pid=np.arange(4000) // 2)
    plan = wide_plan(20)
    plan["columns"]["pid"], plan["privacy_unit"] = "identifier", {"column": "pid", "max_rows": 2}
    plan["queries"][0]["of"] = "people"
    del plan["reading"]
    outcome = produce_release(table, plan)
    entry = outcome.release["queries"][0]
    assert entry["synthetic"]["rows"] == 4000 and len(entry["tables"]) == 19
    first = entry["tables"][0]["cells"]
    assert abs(sum(c["value"] for c in entry["cells"][:first]) - 2000) < 200  # 2,000 people, each counted once
    assert any("differ from the real tables" in n for n in outcome.steward_notes)


@pytest.mark.parametrize("language, count, total", [("en", "171", "190"), ("de", "171", "190")])
def test_a_long_list_of_pairs_not_kept_is_counted_in_the_report_and_the_preview(language, count, total):
    """The report's and the preview's words name the pairs not kept when there are at most LISTED_PAIRS of them,
    and count them when there are more (release.json lists every one)."""
    columns = [f"x{i:02d}" for i in range(20)]
    missing = [[a, b] for i, a in enumerate(columns) for b in columns[i + 2:]]
    query = {"tables": [[a, b] for a, b in zip(columns, columns[1:])],
             "synthetic": {"columns": columns, "rows": 10, "pairs_not_kept": missing, "files": {"csv": "s.csv"}}}
    intro, preview = synthetic_intro(query, language), kept_sentence(missing, language)
    for words in (intro, preview):
        assert count in words and "x00 × x02" not in words
    assert total in intro
    few = missing[:3]
    listed = synthetic_intro({**query, "synthetic": {**query["synthetic"], "pairs_not_kept": few}}, language)
    assert "x00 × x02, x00 × x03, x00 × x04" in listed and "x00 × x02, x00 × x03" in kept_sentence(few, language)
