"""Counting people (plan version 9, plan/counting_rule.py): read, answered by hand-counted rules on pandas
and DuckDB, exact sensitivities against neighbouring tables that differ by one person with several rows,
calibrated noise, and intervals that cover."""
import itertools
import math

import ibis
import numpy as np
import pandas as pd
import pytest

from dpstudio.core.base.errors import PlanError
from dpstudio.core.exact.frame_source import FrameSource
from dpstudio.core.exact.ibis_source import IbisSource
from dpstudio.core.plan.migration import ROWS_NOTICE, migrate_plan
from dpstudio.core.plan.release_plan import parse_plan
from dpstudio.core.private.mechanisms import _measured_loss, calibrate
from dpstudio.core.private.plan_drafts import draft_plan
from dpstudio.core.private.zcdp import calibrate_rho

COLUMNS = {"pid": "identifier", "age": "quasi_identifier", "sex": "quasi_identifier", "day": "other",
           "stay": "sensitive"}
# a: 4 rows (ages 64, 66, 70 and, as " a", 90: one person after trimming); b: 2 rows; c: 1; a row without id
TABLE = pd.DataFrame({"pid": ["a", "a", "a", "b", "b", "c", " a", None],
                      "age": [64, 66, 70, 30, 31, 50, 90, 40],
                      "sex": ["F", "F", "F", "M", "M", "F", "F", "F"],
                      "day": [3, 1, 2, 1, 2, 1, 5, 1],
                      "stay": [4, 2, 6, 1, 3, 5, 9, 7]})
AGE = {"bins": {"age": [0, 65, 100]}}  # cells [0, 65), [65, 100], (other)
AGE_SEX = {"columns": ["age", "sex"], "bins": {"age": [0, 65, 100]}, "categories": {"sex": ["F", "M"]}}


def plan(queries, max_rows=2, order_by="day", version=9, epsilon=20, **budget):
    unit = {"column": "pid", "max_rows": max_rows, **({"order_by": order_by} if order_by else {})}
    return {"dpstudio_plan": version, "columns": COLUMNS, "privacy_unit": unit,
            "budget": {"epsilon": epsilon, **budget}, "queries": queries}


def hist(query_id, rule=None, **more):
    return {"id": query_id, "kind": "histogram", "column": "age", "epsilon": 1, **AGE,
            **({"person_rule": rule} if rule else {}), **more}


def duckdb_source(frame):
    table = ibis.duckdb.connect().create_table("t", frame.assign(__row=range(len(frame))))
    return IbisSource(table, "duckdb", "__row", "t", rows_local=True)


SOURCES = {"pandas": FrameSource, "duckdb": duckdb_source}


# -- the plan --------------------------------------------------------------------------------------
def test_counts_count_people_by_their_first_row_unless_the_plan_says_otherwise():
    parsed = parse_plan(plan([{"id": "n", "kind": "count", "epsilon": 1}, hist("h"),
                              {"id": "s", "kind": "sum", "column": "stay", "bounds": [0, 9], "epsilon": 1}]))
    count, cells, total = parsed.queries
    assert (count.of, count.person_rule, cells.of, cells.person_rule, total.of) == \
        ("people", "first_row", "people", "first_row", "rows")
    assert cells.to_dict()["of"] == "people" and cells.to_dict()["person_rule"] == "first_row"
    assert "person_rule" not in total.to_dict() and total.to_dict()["of"] == "rows"
    assert parse_plan(parsed.to_dict()) == parsed


@pytest.mark.parametrize("query, where, message", [
    (hist("h", of="visits"), "of", "'visits' is not what a query counts"),
    (hist("h", "every_row"), "person_rule", "'every_row' is not a rule for counting people"),
    (hist("h", "last_row", of="rows"), "person_rule", "needs \"of\": \"people\""),
    ({"id": "s", "kind": "sum", "column": "stay", "bounds": [0, 9], "epsilon": 1, "of": "people",
      "person_rule": "each_cell"}, "person_rule", "takes one value per person"),
    ({**hist("h", "each_cell"), "margins": True}, "person_rule", "would not add up"),
    ({"id": "h", "kind": "histogram", "column": "sex", "categories": "discover", "epsilon": 1, "delta": 1e-9,
      "person_rule": "each_cell"}, "person_rule", "keys found in the table"),
])
def test_a_rule_that_cannot_count_this_query_is_refused_with_its_place(query, where, message):
    with pytest.raises(PlanError) as refused:
        parse_plan(plan([query], delta=1e-6))
    assert any(p.where == f"queries[0] ('{query['id']}').{where}" and message in p.message
               for p in refused.value.problems), refused.value.problems


def test_cells_add_up_only_to_a_count_of_the_same():
    with pytest.raises(PlanError, match="counts rows and these cells count people"):
        parse_plan(plan([{"id": "n", "kind": "count", "epsilon": 1, "of": "rows"},
                         hist("h", sum_to="n", mechanism="discrete_laplace")]))
    assert parse_plan(plan([{"id": "n", "kind": "count", "epsilon": 1}, hist("h", sum_to="n")]))


def test_an_earlier_plan_counts_rows_as_before_and_is_told_so():
    older = plan([{"id": "n", "kind": "count", "epsilon": 1}, hist("h"),
                  {"id": "s", "kind": "sum", "column": "stay", "bounds": [0, 9], "epsilon": 1}], version=8)
    migrated, notices = migrate_plan(older)
    assert [q.get("of") for q in migrated["queries"]] == ["rows", "rows", None] and notices == [ROWS_NOTICE]
    assert [q.of for q in parse_plan(older).queries] == ["rows", "rows", "rows"]
    rows_are_people = {**older, "privacy_unit": None}
    assert migrate_plan(rows_are_people)[1] == []  # a row is a person: nothing to tell


# -- exact answers, counted by hand ------------------------------------------------------------------
@pytest.mark.parametrize("engine", SOURCES)
def test_people_are_counted_by_each_rule_as_counted_by_hand(engine):
    queries = [{"id": "n", "kind": "count", "epsilon": 1}, {"id": "r", "kind": "count", "epsilon": 1, "of": "rows"},
               hist("first"), hist("last", "last_row"), hist("each", "each_cell"),
               {"id": "x", "kind": "crosstab", "epsilon": 1, "person_rule": "each_cell", **AGE_SEX},
               {"id": "older", "kind": "count", "epsilon": 1, "where": [{"column": "age", "between": [65, 100]}]},
               {"id": "m", "kind": "mean", "column": "stay", "bounds": [0, 10], "epsilon": 1, "of": "people",
                "person_rule": "last_row"}]
    answers = [a.value for a in SOURCES[engine](TABLE).prepare(parse_plan(plan(queries))).answers]
    # a's rows by day: 66 (day 1), 70 (2), 64 (3), 90 (5); bounded to 2: 66 and 70. b: 30, 31. c: 50.
    assert answers[0] == 3  # a, b and c; the row without an id is nobody's
    assert answers[1] == 2 + 2 + 1  # rows: each person's first two by day
    assert list(answers[2]) == [2, 1, 0]  # first rows: a at 66 (65+), b at 30, c at 50
    assert list(answers[3]) == [2, 1, 0]  # last rows: a at 90, b at 31, c at 50
    # each cell: a's rows by day reach 65+ (66, 70) then <65 (64): two different cells, both within k = 2
    assert list(answers[4]) == [3, 1, 0]
    assert list(answers[5]) == [2, 1, 0, 1, 0, 0, 0, 0, 0]  # (<65, F) a and c; (<65, M) b; (65+, F) a
    assert answers[6] == 1  # only a has a row aged 65 or more
    assert answers[7] == (2 * (9 + 3 + 5) - 3 * 10, 3)  # last stays: a 9, b 3, c 5


@pytest.mark.parametrize("engine", SOURCES)
def test_the_last_row_breaks_ties_by_the_later_row_and_the_filter_comes_first(engine):
    frame = pd.DataFrame({"pid": ["p", "p", "p", "q"], "age": [10, 70, 80, 20], "sex": ["F", "F", "M", "M"],
                          "day": [1, 2, 2, None], "stay": [1, 1, 1, 1]})
    queries = [hist("last", "last_row"), hist("first_male", where=[{"column": "sex", "in": ["M"]}])]
    last, first_male = (a.value for a in SOURCES[engine](frame).prepare(parse_plan(plan(queries))).answers)
    assert list(last) == [1, 1, 0]  # p: day 2 twice, the later row (80); q has no day: its one row (20)
    assert list(first_male) == [1, 1, 0]  # p's first row that is male (80), q at 20


@pytest.mark.parametrize("engine", SOURCES)
def test_a_person_with_values_in_one_cell_is_one_person_there(engine):
    frame = pd.DataFrame({"pid": ["p"] * 3, "age": [66, 67, 68], "sex": ["F", " F", "F"], "day": [1, 2, 3],
                          "stay": [1, 1, 1]})
    query = {"id": "x", "kind": "crosstab", "epsilon": 1, "person_rule": "each_cell", **AGE_SEX}
    answer = SOURCES[engine](frame).prepare(parse_plan(plan([query], max_rows=3))).answers[0].value
    assert list(answer) == [0, 0, 0, 1, 0, 0, 0, 0, 0]  # three rows, one band, one sex ("F" trimmed): one person


@pytest.mark.parametrize("engine", SOURCES)
def test_each_cell_takes_a_persons_first_max_rows_different_cells(engine):
    """Five visits of one patient, by day aged 21, 22, 70, missing, 20: at k = 2 the patient is in the first two
    different cells their visits reach ([0, 65) F, then [65, 100] F), not in the third ((other), age missing);
    two visits in the first cell do not use up k."""
    frame = pd.DataFrame({"pid": ["p"] * 5, "age": [20, 21, 22, 70, None], "sex": ["F"] * 5,
                          "day": [5, 1, 2, 3, 4], "stay": 1})
    query = {"id": "x", "kind": "crosstab", "epsilon": 1, "person_rule": "each_cell", **AGE_SEX}
    answer = SOURCES[engine](frame).prepare(parse_plan(plan([query], max_rows=2))).answers[0].value
    assert list(answer) == [1, 0, 0, 1, 0, 0, 0, 0, 0]
    by_day_first = SOURCES[engine](frame.assign(day=[1, 2, 3, 5, 4])).prepare(parse_plan(plan([query], max_rows=2)))
    assert list(by_day_first.answers[0].value) == [1, 0, 0, 0, 0, 0, 1, 0, 0]  # the missing age comes second


# -- neighbouring tables: one person with several rows --------------------------------------------
def l1(a, b):
    return float(np.abs(np.asarray(a, dtype=float) - np.asarray(b, dtype=float)).sum())


def l2(a, b):
    return float(np.sqrt(((np.asarray(a, dtype=float) - np.asarray(b, dtype=float)) ** 2).sum()))


@pytest.mark.suite_long  # among the slowest of the suite: run by .ci/run's long step (tests/conftest.py)
@pytest.mark.parametrize("engine, most_rows", [("pandas", 4), ("duckdb", 3)])
def test_one_person_moves_the_cells_by_at_most_the_calibrated_sensitivity_under_every_rule(engine, most_rows):
    """Every spread of a new person's rows (up to 4 on pandas, 3 on DuckDB) over the age bands and sex,
    under k = 3: the exact change of every query's answer, in L1 (Laplace) and in L2 (Gaussian), is within
    the sensitivity its noise was calibrated to, and reaches it."""
    k = 3
    shapes = [{"kind": "count"}, {"kind": "crosstab", **AGE_SEX},
              {"kind": "crosstab", "person_rule": "last_row", **AGE_SEX},
              {"kind": "crosstab", "person_rule": "each_cell", **AGE_SEX}, {"kind": "crosstab", "of": "rows", **AGE_SEX}]
    gaussian = {"mechanism": "gaussian", "delta": 1e-7}
    queries = [{"id": f"{i}{noise}", "epsilon": 1, **shape, **({"mechanism": "laplace"} if noise == "l1" else gaussian)}
               for noise in ("l1", "l2") for i, shape in enumerate(shapes)]
    parsed = parse_plan(plan(queries, max_rows=k, delta=1e-6))
    stated = [d.noise.sensitivity for d in draft_plan(parsed, FrameSource(TABLE).prepare(parsed).answers)]
    assert stated == pytest.approx([1, 1, 1, 3, 3, 1, 1, 1, math.sqrt(3), 3])
    norms = [l1] * len(shapes) + [l2] * len(shapes)
    before = [a.value for a in SOURCES[engine](TABLE).prepare(parsed).answers]
    reached = [0.0] * len(queries)
    cells = [(30, "F"), (70, "F"), (30, "M"), (70, "M"), (120, "X")]
    for rows in range(1, most_rows + 1):
        for spread in itertools.combinations_with_replacement(cells, rows):
            person = pd.DataFrame({"pid": "new", "age": [c[0] for c in spread], "sex": [c[1] for c in spread],
                                   "day": range(rows), "stay": 1})
            after = [a.value for a in SOURCES[engine](pd.concat([TABLE, person], ignore_index=True))
                     .prepare(parsed).answers]
            for i, (b, a) in enumerate(zip(before, after)):
                moved = norms[i](np.atleast_1d(b), np.atleast_1d(a))
                assert moved <= stated[i] + 1e-12, (queries[i]["id"], spread)
                reached[i] = max(reached[i], moved)
    assert reached == pytest.approx(stated)  # tight: some person moves each answer by all of it


# -- the noise ---------------------------------------------------------------------------------------
@pytest.mark.parametrize("d_in", [1, 2, 4])
def test_the_discrete_gaussian_costs_what_the_continuous_one_does_at_whole_sensitivities(d_in):
    """mapped_as reads a discrete Gaussian's cost at sqrt(m) from the continuous map: the two agree where
    OpenDP has both."""
    for scale in (0.7, 2.0, 11.0):
        assert _measured_loss("discrete_gaussian", scale, d_in, 1e-6) == \
            pytest.approx(_measured_loss("gaussian", scale, float(d_in), 1e-6), rel=1e-12)


def test_a_discrete_gaussian_at_sensitivity_root_m_costs_at_most_its_budget():
    root = math.sqrt(3)
    noise = calibrate("discrete_gaussian", root, 1, 1e-6)
    assert noise.sensitivity == root and noise.privacy_loss()[0] <= 1
    assert noise.scale < calibrate("discrete_gaussian", 2, 1, 1e-6).scale  # less noise than rounding sqrt(3) up
    zcdp = calibrate_rho("discrete_gaussian", root, 0.1)
    assert zcdp.rho <= 0.1 and 3 / (2 * zcdp.scale ** 2) == pytest.approx(float(zcdp.rho), rel=1e-9)


def test_the_stated_intervals_of_people_counted_in_each_cell_cover_95_percent():
    """10,000 cells (10 draws of a 1,000-cell table, each_cell under k = 4, Gaussian at L2 sensitivity 2): the
    share of cells whose interval holds the true count lies in 94-96% (4.6 standard errors; false alarm
    below 1e-5)."""
    frame = pd.DataFrame({"pid": np.repeat(np.arange(250), 4), "g": np.arange(1000) % 999,
                          "day": 0, "age": 1, "sex": "F", "stay": 1})
    cats = [str(i) for i in range(999)]
    query = {"id": "h", "kind": "histogram", "column": "g", "categories": cats, "epsilon": 1, "delta": 1e-6,
             "mechanism": "gaussian", "person_rule": "each_cell", "postprocess": []}
    columns = {**COLUMNS, "g": "other"}
    parsed = parse_plan({**plan([query], max_rows=4, delta=1e-6), "columns": columns})
    answer = FrameSource(frame).prepare(parsed).answers
    draft = draft_plan(parsed, answer)[0]
    assert draft.noise.sensitivity == 2  # sqrt(min(4, 1000))
    truth = np.asarray(answer[0].value)
    covered = 0
    for _ in range(10):
        entry = draft.draw()
        covered += sum(abs(c["value"] - t) <= c["ci95"] for c, t in zip(entry["cells"], truth))
    assert 0.94 <= covered / 10_000 <= 0.96


# -- words -------------------------------------------------------------------------------------------
def test_the_release_and_its_report_say_what_each_number_counts_in_each_language():
    from dpstudio.core.output.export import CSV_COLUMNS, csv_bytes, release_rows
    from dpstudio.core.output.report import build_report
    from dpstudio.core.pipeline.release import produce_release

    queries = [{"id": "patients", "kind": "crosstab", "epsilon": 1, **AGE_SEX},
               {"id": "visits", "kind": "crosstab", "epsilon": 1, "of": "rows", **AGE_SEX},
               {"id": "reached", "kind": "histogram", "column": "age", "epsilon": 1, "person_rule": "each_cell", **AGE},
               {"id": "last_stay", "kind": "mean", "column": "stay", "bounds": [0, 10], "epsilon": 1, "of": "people",
                "person_rule": "last_row"}]
    data = plan(queries)
    said = {}
    for language in ("en", "de", "zh", "el"):
        release = produce_release(TABLE, data, language=language).release
        said[language] = build_report(release, data, charts=False)
    entries = {q["id"]: q for q in release["queries"]}
    assert (entries["patients"]["of"], entries["patients"]["person_rule"]) == ("people", "first_row")
    assert entries["visits"]["of"] == "rows" and "person_rule" not in entries["visits"]
    csv = csv_bytes(CSV_COLUMNS, release_rows(release)).decode()
    assert CSV_COLUMNS[-2:] == ["counts", "no_estimate"]  # no_estimate: release format 9
    counts = [(line.split(",")[0], line.rsplit(",", 2)[1]) for line in csv.splitlines()[1:]]
    assert all(said == ("rows" if query == "visits" else "people") for query, said in counts)
    import io

    from openpyxl import load_workbook

    from dpstudio.core.output.bundle import xlsx_bytes
    book = load_workbook(io.BytesIO(xlsx_bytes(release)))
    first_rows = {sheet.title: [c.value for c in sheet[1]] for sheet in book.worksheets[1:]}
    assert first_rows["patients"][-2:] == ["counts", "people"] and first_rows["visits"][-2:] == ["counts", "rows"]
    english = said["en"]
    assert "patients (people per combination)" in english and "visits (rows per combination)" in english
    assert "Counts people: each value of pid once, in the cell of their first row by day." in english
    assert "Counts rows: a person with several rows is counted once for each of their first 2 rows." in english
    assert "the cells add up to more than the number of people" in english
    assert "One value per person (pid): the one on their last row by day." in english
    assert "Personen je Kombination" in said["de"] and "Zählt Personen: jeden Wert von pid einmal" in said["de"]
    assert "按组合的人数" in said["zh"] and "πρόσωπα ανά συνδυασμό" in said["el"]
    for language in ("de", "zh", "el"):
        assert "Counts people" not in said[language] and "per combination" not in said[language]


# -- people by their number of rows -------------------------------------------------------------------
VISITS = {"id": "visits", "kind": "rows_per_person", "most": 3, "epsilon": 1}


@pytest.mark.parametrize("engine", SOURCES)
def test_people_by_their_number_of_rows_as_counted_by_hand(engine):
    women = {**VISITS, "id": "women", "where": [{"column": "sex", "in": ["F"]}]}
    answers = SOURCES[engine](TABLE).prepare(parse_plan(plan([VISITS, women], max_rows=1))).answers
    # every row counts, not only the one max_rows keeps: a has 4 rows (3+), b 2, c 1; among women: a 4, c 1
    assert list(answers[0].value) == [1, 1, 1] and list(answers[1].value) == [1, 0, 1]


def test_one_person_moves_one_cell_of_people_by_their_rows_by_one():
    parsed = parse_plan(plan([VISITS], max_rows=2))
    assert draft_plan(parsed, FrameSource(TABLE).prepare(parsed).answers)[0].noise.sensitivity == 1
    before = FrameSource(TABLE).prepare(parsed).answers[0].value
    for rows in range(1, 7):
        person = pd.DataFrame({"pid": "new", "age": 1, "sex": "F", "day": range(rows), "stay": 1})
        after = FrameSource(pd.concat([TABLE, person], ignore_index=True)).prepare(parsed).answers[0].value
        assert l1(before, after) == 1 and after[min(rows, 3) - 1] == before[min(rows, 3) - 1] + 1


def test_people_by_their_number_of_rows_need_a_person_and_a_cap():
    with pytest.raises(PlanError) as refused:
        parse_plan({**plan([{**VISITS, "most": 1}]), "privacy_unit": None})
    said = {(p.where, p.message) for p in refused.value.problems}
    assert ("queries[0] ('visits').most", "1 is not a whole number of rows from 2 to 1000") in said
    assert any(where == "queries[0] ('visits').kind" and "need a privacy unit with a person column" in message
               for where, message in said)


def test_people_by_their_number_of_rows_are_released_and_reported_as_people():
    from dpstudio.core.output.export import CSV_COLUMNS, csv_bytes, release_rows
    from dpstudio.core.output.report import build_report
    from dpstudio.core.pipeline.release import produce_release

    data = plan([{"id": "n", "kind": "count", "epsilon": 1}, {**VISITS, "sum_to": "n"}])
    release = produce_release(TABLE, data, language="de").release
    cells = release["queries"][1]["cells"]
    assert [c["key"] for c in cells] == [{"rows per person": "1"}, {"rows per person": "2"}, {"rows per person": "3+"}]
    assert sum(c["value"] for c in cells) == release["queries"][0]["value"]  # each person in one cell: adds up
    csv = csv_bytes(CSV_COLUMNS, release_rows(release)).decode()
    assert [line.rsplit(",", 2)[1] for line in csv.splitlines() if line.startswith("visits,")] == ["people"] * 3
    report = build_report(release, data, charts=False)
    assert "Personen nach ihrer Zahl von Zeilen" in report and "mit 3 oder mehr Zeilen" in report


def test_the_steward_is_told_of_rows_left_out_only_where_a_query_leaves_them_out():
    from dpstudio.core.pipeline.release import produce_release

    people = produce_release(TABLE, plan([hist("first"), VISITS], max_rows=1))
    assert not any("per-person limit" in note for note in people.steward_notes)  # both read all of a's rows
    mixed = produce_release(TABLE, plan([hist("first"), hist("each", "each_cell"), hist("r", of="rows")], max_rows=1))
    assert "4 rows were over the per-person limit and were left out of r." in mixed.steward_notes  # a 3, b 1


def test_the_sample_tables_count_its_2000_patients_once_and_its_admissions_as_rows():
    """What docs/guide.md says of resources/sample/table_plan.json: 3,577 admissions of 2,000 patients; the birth-year
    band × sex table counts each patient once (its cells add up to 2,000), the diagnoses count admissions."""
    import json

    from tests.conftest import SAMPLE_DATA

    frame = pd.read_csv(SAMPLE_DATA, dtype={"patient_id": str, "zip": str})
    data = json.loads((SAMPLE_DATA.parent / "table_plan.json").read_text(encoding="utf-8"))
    parsed = parse_plan(data)
    answers = dict(zip((q.id for q in parsed.queries), FrameSource(frame).prepare(parsed).answers))
    assert len(frame) == 3577 and frame["patient_id"].nunique() == 2000
    assert int(np.sum(answers["patients_by_birth_and_sex"].value)) == 2000
    assert sum(answers["admissions_by_diagnosis"].value.values()) == len(frame) - 234  # rows beyond 3 a patient
    assert parsed.query("patients_by_birth_and_sex").person_rule == "first_row"


def test_the_report_says_which_queries_read_all_of_a_persons_rows():
    from dpstudio.core.output.report import build_report
    from dpstudio.core.pipeline.release import produce_release

    said = "read all of a person's rows: their noise is scaled to one person"
    for queries, expected in (([hist("first")], True), ([VISITS], True), ([hist("r", of="rows")], False),
                              ([hist("each", "each_cell")], True)):
        data = plan(queries)
        assert (said in build_report(produce_release(TABLE, data).release, data, charts=False)) is expected
