"""A table family in a plan (`"kind": "marginals"`, plan version 10): read and written back, answered on pandas and
DuckDB, one person's change to every residual within the sensitivity its noise was calibrated to (and reaching it),
every table rebuilt consistent with the others, intervals exact (coverage 94-96%), the budget spent as OpenDP's
maps state, the preview's comparison with measuring one by one, and the release's files and report."""
import itertools
import math

import ibis
import numpy as np
import pandas as pd
import pytest

from dpstudio.core.exact.frame_source import FrameSource
from dpstudio.core.exact.ibis_source import IbisSource
from dpstudio.core.output.bundle import render_bundle
from dpstudio.core.plan.release_plan import parse_plan, plan_problems
from dpstudio.core.preview.expected_error import preview_plan
from dpstudio.core.private.plan_drafts import draft_plan
from dpstudio.core.private.residual_bases import marginal_of, residual
from dpstudio.core.private.zcdp import rho_for
from dpstudio.core.pipeline.release import produce_release

COLUMNS = {"pid": "identifier", "age": "quasi_identifier", "sex": "quasi_identifier", "ward": "other",
           "dx": "sensitive"}
TABLE = pd.DataFrame({"pid": ["a", "a", "b", "c", "c", "c", "d", "e", "f", "g"],
                      "age": [30, 70, 50, 20, 25, 90, 64, 66, 45, 81],
                      "sex": ["F", "F", "M", "F", "F", "F", "M", "M", "X", "F"],
                      "ward": ["w1", "w2", "w1", "w3", "w3", "w2", "w1", "w2", "w2", "w9"],
                      "dx": ["x", "y", "x", "z", "x", "y", "y", "z", "x", "x"]})
FAMILY = {"id": "family", "kind": "marginals", "columns": ["age", "sex", "ward"], "epsilon": 1, "delta": 1e-7,
          "bins": {"age": [0, 40, 65, 100]}, "categories": {"sex": ["F", "M"], "ward": ["w1", "w2", "w3"]},
          "ways": [1, 2]}


def plan(*queries, max_rows=3, **budget) -> dict:
    return {"dpstudio_plan": 10, "columns": COLUMNS, "privacy_unit": {"column": "pid", "max_rows": max_rows},
            "budget": {"epsilon": 2, "delta": 1e-6, **budget}, "queries": list(queries)}


def test_a_family_is_read_and_written_back_as_the_steward_wrote_it():
    query = parse_plan(plan(FAMILY)).queries[0]
    assert query.kind == "marginals" and query.of == "people" and query.mechanism is None
    assert query.tables == (("age",), ("sex",), ("ward",), ("age", "sex"), ("age", "ward"), ("sex", "ward"))
    written = query.to_dict()
    assert written["ways"] == [1, 2] and "tables" not in written and written["postprocess"] == []
    listed = parse_plan(plan({**{k: v for k, v in FAMILY.items() if k != "ways"},
                              "tables": [["ward", "age"], ["sex"]], "of": "rows"})).queries[0]
    assert listed.tables == (("age", "ward"), ("sex",)) and listed.to_dict()["tables"] == [["age", "ward"], ["sex"]]
    assert parse_plan(plan(written)).queries[0] == query


@pytest.mark.parametrize("change, said", [
    ({"person_rule": "each_cell"}, "person_rule"), ({"postprocess": ["round"]}, "postprocess"),
    ({"margins": True}, "unknown field"), ({"mechanism": "laplace"}, "cannot answer a marginals query"),
    ({"categories": {"sex": ["F"], "ward": ["w1", "w2", "w3"]}, "other": False}, "at least two cells"),
    ({"ways": [1, 4]}, "whole numbers from 1 to 3")])
def test_what_a_family_cannot_be_is_refused_with_its_place(change, said):
    problems = plan_problems(plan({**FAMILY, **change}))
    assert problems and any(said in f"{p.where} {p.message}" for p in problems), problems


def test_a_family_under_sequential_accounting_needs_a_delta_and_under_zcdp_takes_its_share():
    assert any("needs a delta above 0" in p.message
               for p in plan_problems(plan({**FAMILY, "delta": 0}, delta=0)))
    zcdp = parse_plan(plan({**FAMILY, "delta": 0}, accounting="zcdp"))
    draft = draft_plan(zcdp, FrameSource(TABLE).prepare(zcdp).answers)[0]
    assert draft.budget_rho == zcdp.zcdp().share(zcdp.queries[0].epsilon) and draft.rho_spent() <= draft.budget_rho
    sequential = parse_plan(plan(FAMILY))
    draft = draft_plan(sequential, FrameSource(TABLE).prepare(sequential).answers)[0]
    assert draft.budget_rho == rho_for(sequential.queries[0].epsilon, sequential.queries[0].delta)
    assert 0.999 * draft.budget_rho <= draft.rho_spent() <= draft.budget_rho  # OpenDP's maps, added up


def _exact(engine, frame, parsed):
    if engine == "pandas":
        source = FrameSource(frame)
    else:
        table = ibis.duckdb.connect().create_table("t", frame.assign(__row=range(len(frame))))
        source = IbisSource(table, "duckdb", "__row", "t", rows_local=True)
    return source.prepare(parsed).answers[0].value


@pytest.mark.parametrize("engine", ["pandas", "duckdb"])
def test_every_table_is_answered_from_the_full_grid_the_same_on_every_engine(engine):
    """People by their first row: a (30 F w1), b (50 M w1), c (20 F w3), d (64 M w1), e (66 M w2), f (45 X w2),
    g (81 F w9); grid age 4 x sex 3 x ward 4 (each with its (other) cell)."""
    parsed = parse_plan(plan(FAMILY))
    grid = np.asarray(_exact(engine, TABLE, parsed)).reshape(4, 3, 4)
    expected = np.zeros((4, 3, 4), dtype=int)
    for cell in [(0, 0, 0), (1, 1, 0), (0, 0, 2), (1, 1, 0), (2, 1, 1), (1, 2, 1), (2, 0, 3)]:
        expected[cell] += 1
    assert (grid == expected).all()


def test_one_person_moves_each_residual_by_at_most_its_calibrated_sensitivity_and_some_person_by_all_of_it():
    """Neighbouring tables: every spread of a new person's 1 to 3 rows over the cells (k = 3), counted as rows and
    as people: the L2 change of each residual query's exact answer is within the sensitivity OpenDP's Gaussian was
    calibrated to, and some person reaches it."""
    for of, rows_counted in (("rows", 3), ("people", 1)):
        parsed = parse_plan(plan({**FAMILY, "of": of, "other": False}))
        draft = draft_plan(parsed, FrameSource(TABLE).prepare(parsed).answers)[0]
        stated = {n.residual: n.sensitivity for n in draft.noises}
        before = _residuals(draft, FrameSource(TABLE).prepare(parsed).answers[0])
        reached = dict.fromkeys(stated, 0.0)
        cells = [(30, "F", "w1"), (70, "M", "w3"), (50, "F", "w2"), (90, "X", "w1")]
        for count in range(1, 4):
            for spread in itertools.combinations_with_replacement(cells, count):
                person = pd.DataFrame({"pid": "new", "age": [c[0] for c in spread], "sex": [c[1] for c in spread],
                                       "ward": [c[2] for c in spread], "dx": "x"})
                after = _residuals(draft, FrameSource(pd.concat([TABLE, person], ignore_index=True))
                                   .prepare(parsed).answers[0])
                for a in stated:
                    moved = float(np.linalg.norm(after[a] - before[a]))
                    assert moved <= stated[a] + 1e-12, (of, a, spread)
                    reached[a] = max(reached[a], moved)
        assert reached == pytest.approx(stated), of
        assert max(stated.values()) < rows_counted + 1e-9


def _residuals(draft, answer) -> dict:
    from dpstudio.core.exact.listed_only import listed_answer

    joint = np.asarray(listed_answer(draft.query, answer).value, dtype=float).reshape(draft.sizes)
    everything = tuple(range(len(draft.sizes)))
    return {n.residual: residual(marginal_of(joint, everything, n.residual),
                                 tuple(draft.sizes[c] for c in n.residual)) for n in draft.noises}


def test_the_tables_agree_exactly_and_each_states_its_exact_interval():
    release = produce_release(TABLE, plan(FAMILY)).release
    entry = release["queries"][0]
    assert [t["columns"] for t in entry["tables"]] == [["age"], ["sex"], ["ward"], ["age", "sex"], ["age", "ward"],
                                                       ["sex", "ward"]]
    assert sum(t["cells"] for t in entry["tables"]) == len(entry["cells"]) == 4 + 3 + 4 + 12 + 16 + 12
    tables, start = {}, 0
    for table in entry["tables"]:
        cells = entry["cells"][start:start + table["cells"]]
        start += table["cells"]
        assert all(list(c["key"]) == table["columns"] and c["ci95"] == table["ci95"] for c in cells)
        assert table["ci95"] < table["one_by_one_ci95"] + 1e-9
        tables[tuple(table["columns"])] = np.array([c["value"] for c in cells])
    age_sex = tables[("age", "sex")].reshape(4, 3)
    assert age_sex.sum(axis=1) == pytest.approx(tables[("age",)], abs=1e-9)
    assert age_sex.sum(axis=0) == pytest.approx(tables[("sex",)], abs=1e-9)
    assert tables[("sex", "ward")].reshape(3, 4).sum(axis=0) == pytest.approx(tables[("ward",)], abs=1e-9)
    assert tables[("age", "ward")].sum() == pytest.approx(tables[("sex",)].sum(), abs=1e-9)
    spent = sum(part["rho"] for part in entry["components"])  # each residual's rho, by OpenDP's map
    assert len(entry["components"]) == 7 and spent <= float(rho_for(parse_plan(plan(FAMILY)).queries[0].epsilon, 1e-7))
    assert release["budget"]["epsilon"] == 1 and release["budget"]["delta"] == 1e-7


def test_the_stated_intervals_cover_95_percent():
    """600 independent draws of the whole family (51 cells each): the share of cells whose interval holds the truth
    is the mean of 600 independent per-draw shares, whose standard error is measured from them (cells of one draw
    share noise). It lies in 94-96%, and that band is at least 4 standard errors either side of 95% (false alarm
    below 1e-4). The errors over their stated standard deviations have a mean square of 1 (within 0.1)."""
    parsed = parse_plan(plan({**FAMILY, "epsilon": 0.5}))
    draft = draft_plan(parsed, FrameSource(TABLE).prepare(parsed).answers)[0]
    truth = np.concatenate([np.ravel(t) for t in draft.exact_tables().values()])
    shares, squares = [], []
    for _ in range(600):
        cells = draft.draw()["cells"]
        errors = np.array([c["value"] for c in cells]) - truth
        widths = np.array([c["ci95"] for c in cells])
        shares.append(float(np.mean(np.abs(errors) <= widths)))
        squares.append(float(np.mean((errors / (widths / 1.959963984540054)) ** 2)))
    covered, error = np.mean(shares), np.std(shares, ddof=1) / math.sqrt(len(shares))
    assert 0.01 / error >= 4, error
    assert 0.94 <= covered <= 0.96
    assert abs(np.mean(squares) - 1) < 0.1


def test_the_preview_shows_each_table_beside_its_error_measured_one_by_one():
    previews = preview_plan(TABLE, plan({**FAMILY, "other": False}))
    family = previews[0]
    assert [t["columns"] for t in family.tables][:3] == [["age"], ["sex"], ["ward"]]
    alone = family.tables[0]["one_by_one_halfwidth"]
    rho = float(rho_for(parse_plan(plan(FAMILY)).queries[0].epsilon, 1e-7))
    assert alone == pytest.approx(1.959963984540054 * math.sqrt(6 / (2 * rho)), rel=1e-9)  # 1 person, m = 6 tables
    assert all(t["halfwidth"] <= alone * (1 + 1e-9) for t in family.tables)
    assert family.family_saving() > 1.3
    assert family.tables[3]["truth"] == [2, 0, 0, 2, 0, 1]  # age x sex, people by their first row, listed values
    assert "times smaller" in family.sentence() and "Über alle Zellen" in family.sentence("de")


def test_a_family_is_refused_under_the_plans_small_cell_rule():
    problems = plan_problems({**plan(FAMILY), "suppress_below": 5})
    assert [p.message for p in problems] == ["a table family cannot follow the small-cell rule (suppress_below): its "
                                             "tables are sums of each other"]


def test_the_readme_shows_what_the_preview_of_the_sample_family_says():
    """docs/guide.md quotes `dpstudio preview` of resources/sample/family_plan.json: its sentence and its table of each
    table's interval beside the one-by-one interval are what the command prints (the figures are analytic)."""
    import re
    import subprocess
    import sys
    from pathlib import Path

    root = Path(__file__).resolve().parents[2]
    readme = (root / "docs" / "guide.md").read_text(encoding="utf-8")
    section = readme[readme.index("### A family of tables measured once"):]
    quoted = next(text for kind, text in re.findall(r"```(\w*)\n(.*?)```", section, re.S) if not kind)
    quoted = [line for line in quoted.strip().splitlines() if line]
    printed = subprocess.run([sys.executable, "-m", "dpstudio", "--language", "en", "preview",
                              "resources/sample/family_plan.json", "--data", "resources/sample/hospital_admissions.csv"],
                             capture_output=True, text=True, cwd=root, timeout=120)
    assert printed.returncode == 0, printed.stderr
    lines = printed.stdout.splitlines()
    assert len(quoted) == 13 and all(line in lines for line in quoted), (quoted, lines)


def test_a_family_of_chosen_tables_releases_each_tables_interval():
    """Issue 44: a plan's own `tables` (lists of columns) no longer stands in the release's place of its tables."""
    chosen = {**{k: v for k, v in FAMILY.items() if k != "ways"}, "tables": [["sex", "ward"], ["age"]]}
    release = produce_release(TABLE, plan(chosen)).release
    tables = release["queries"][0]["tables"]
    assert [(t["columns"], t["cells"]) for t in tables] == [(["sex", "ward"], 12), (["age"], 4)]  # with "(other)"
    assert "<table" in render_bundle(release, plan(chosen))["report.html"].decode()


# -- issue 46: a family's tables kept at 0 or above and rounded while they still add up (plan version 12) ----------

def plan12(*queries, **budget) -> dict:
    return {**plan(*queries, **budget), "dpstudio_plan": 12}


def _tables(entry) -> dict:
    """The released tables of a family's entry: columns -> cells' values, table after table."""
    out, start = {}, 0
    for table in entry["tables"]:
        out[tuple(table["columns"])] = [c["value"] for c in entry["cells"][start:start + table["cells"]]]
        start += table["cells"]
    return out


def test_a_new_family_is_kept_at_zero_or_above_and_rounded_and_an_earlier_plans_keeps_what_it_meant():
    assert parse_plan(plan12(FAMILY)).queries[0].postprocess == ("clamp_nonnegative", "round")
    assert parse_plan(plan12(FAMILY)).queries[0].to_dict()["postprocess"] == ["clamp_nonnegative", "round"]
    for version in (10, 11):  # written before version 12: published as estimated, as it was
        assert parse_plan({**plan(FAMILY), "dpstudio_plan": version}).queries[0].postprocess == ()
    assert parse_plan(plan12({**FAMILY, "postprocess": []})).queries[0].postprocess == ()
    assert parse_plan(plan12({**FAMILY, "postprocess": ["clamp_nonnegative"]})).queries[0].postprocess == \
        ("clamp_nonnegative",)
    assert [p.message for p in plan_problems(plan12({**FAMILY, "postprocess": ["round"]}))] == [
        "a table family's cells are rounded only when they are kept at 0 or above"]


def test_the_post_processed_tables_are_whole_counts_at_zero_or_above_that_add_up_exactly():
    """At a small epsilon many estimated cells are below 0 or fractional ("Placebo -31.95"); published, none is,
    and every table is still the sum of every larger one over the columns it leaves out."""
    parsed = parse_plan(plan12({**FAMILY, "epsilon": 0.3}))
    draft = draft_plan(parsed, FrameSource(TABLE).prepare(parsed).answers)[0]
    assert min(float(np.min(t)) for t in draft.measured_tables().values()) < 0  # what was published before
    for _ in range(20):
        entry = draft.draw()
        values = [c["value"] for c in entry["cells"]]
        assert all(isinstance(v, int) and v >= 0 for v in values)
        tables = _tables(entry)
        age_sex, age_ward = np.reshape(tables[("age", "sex")], (4, 3)), np.reshape(tables[("age", "ward")], (4, 4))
        sex_ward = np.reshape(tables[("sex", "ward")], (3, 4))
        assert list(age_sex.sum(axis=1)) == tables[("age",)] == list(age_ward.sum(axis=1))
        assert list(age_sex.sum(axis=0)) == tables[("sex",)] == list(sex_ward.sum(axis=1))
        assert list(age_ward.sum(axis=0)) == tables[("ward",)] == list(sex_ward.sum(axis=0))
        assert any("kept at 0 or above and rounded" in note for note in entry["notes"])
        assert not any("not rounded" in note for note in entry["notes"])


def test_the_post_processed_intervals_still_cover_at_least_95_percent():
    """600 independent draws of the whole family post-processed (51 cells each), at a small epsilon where most
    cells move: the share of cells whose widened interval holds the truth is the mean of 600 independent per-draw
    shares, whose standard error is measured from them. It is at least 94%, a band at least 4 standard errors
    below 95% (false alarm below 1e-4), where the widening makes it about 99%."""
    parsed = parse_plan(plan12({**FAMILY, "epsilon": 0.5}))
    draft = draft_plan(parsed, FrameSource(TABLE).prepare(parsed).answers)[0]
    truth = np.concatenate([np.ravel(t) for t in draft.exact_tables().values()])
    shares = []
    for _ in range(600):
        cells = draft.draw()["cells"]
        errors = np.array([c["value"] for c in cells]) - truth
        widths = np.array([c["ci95"] for c in cells])
        shares.append(float(np.mean(np.abs(errors) <= widths)))
    covered, error = np.mean(shares), np.std(shares, ddof=1) / math.sqrt(len(shares))
    assert 0.01 / error >= 4, error
    assert covered >= 0.94, covered


def test_the_preview_warns_that_a_familys_small_cells_will_be_mostly_noise():
    """As a histogram's preview does (preview/warnings.py): here every cell holds 0 to 3 people."""
    from dpstudio.core.preview.expected_error import PreviewSession
    from dpstudio.core.preview.warnings import preview_warnings

    session = PreviewSession(TABLE, plan12(FAMILY))
    previews = session.previews()
    assert previews[0].widened_where_moved
    notes = preview_warnings(session, session.plan, previews)
    assert any("'family': some cells' interval is larger than the value itself" in n for n in notes), notes
    assert any("'family':" in n and "Rauschen" in n for n in preview_warnings(session, session.plan, previews, "de"))


def test_the_report_says_the_tables_were_kept_at_zero_or_above_and_rounded_and_how_the_intervals_widen():
    for language, said in [("en", "kept at 0 or above and rounded to whole numbers while still adding up"),
                           ("de", "bei 0 oder darüber gehalten und auf ganze Zahlen gerundet")]:
        release = produce_release(TABLE, plan12({**FAMILY, "epsilon": 0.3}), language=language).release
        report = render_bundle(release, plan12(FAMILY))["report.html"].decode()
        assert said in report, language
        assert ("widened by how far keeping the tables at 0" if language == "en" else "verbreitert um die") in report
        assert "as a fraction or below 0" not in report
    before = produce_release(TABLE, plan(FAMILY)).release  # an earlier plan's family: published as estimated
    assert "as a fraction or below 0" in render_bundle(before, plan(FAMILY))["report.html"].decode()


def test_under_a_budget_delta_of_0_the_advice_names_raising_the_budgets_delta():
    """Issue 46: a family needs a delta (Gaussian noise); under a budget delta of 0 the budget's must be raised."""
    over = plan_problems(plan12(FAMILY, delta=0))
    assert [(p.where, p.hint) for p in over] == [("budget.delta", "raise the budget's delta: a table family's noise is "
                                                                  "Gaussian and needs one")]
    none = plan_problems(plan12({**FAMILY, "delta": 0}, delta=0))
    assert [p.hint for p in none] == ["give it a delta such as 1e-7 and raise the budget's delta to cover it, or use "
                                      "zCDP accounting with a budget delta above 0"]
    assert [p.hint for p in plan_problems(plan12({**FAMILY, "delta": 0}))] == [
        "give a delta such as 1e-7, or use zCDP accounting"]  # the budget has a delta: the query's is what is missing
