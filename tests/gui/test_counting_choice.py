"""The Queries page's "Counts" choice (plan version 9): a new count counts people by their first row; the
steward can pick last row, each cell, or rows, and a sum's one value per person; each pick lands in the plan;
without a person column (a row is a person) the choice is not shown."""
from PySide6.QtWidgets import QComboBox

from dpstudio.core.plan import edits
from dpstudio.core.plan.release_plan import PLAN_VERSION, parse_plan
from tests.gui.conftest import by_name, open_and_wait
from tests.gui.test_table_options import choose, new_query, planned


def parsed(window, query_id: str):
    """The query as the plan reader reads it (alone: the sample's queries already spend the whole budget)."""
    return parse_plan({**window.project.to_plan(), "queries": [planned(window, query_id)]}).query(query_id)


def test_a_new_histogram_counts_people_and_the_steward_can_choose_otherwise(qtbot, window):
    open_and_wait(qtbot, window, window.open_sample)
    window.steps.setCurrentRow(2)
    query = new_query(window, "histogram")
    counts = by_name(window, QComboBox, "Counts")
    assert counts.isVisibleTo(window) and counts.count() == 4
    assert counts.currentData() == "people:first_row" and "first row" in counts.currentText()
    assert parsed(window, query["id"]).of == "people"
    choose(counts, "people:each_cell")
    assert planned(window, query["id"])["of"] == "people" and planned(window, query["id"])["person_rule"] == "each_cell"
    choose(counts, "rows")
    assert planned(window, query["id"])["of"] == "rows" and "person_rule" not in planned(window, query["id"])
    assert parsed(window, query["id"]).of == "rows"
    window.project.undo_stack.undo()  # one step: the same edit made twice in a row is one undo step
    assert "of" not in planned(window, query["id"]) and counts.currentData() == "people:first_row"


def test_a_mean_takes_every_rows_value_or_one_per_person(qtbot, window):
    open_and_wait(qtbot, window, window.open_sample)
    window.steps.setCurrentRow(2)
    query = new_query(window, "mean")
    counts = by_name(window, QComboBox, "Counts")
    assert counts.count() == 3 and counts.currentData() == "rows"
    choose(counts, "people:last_row")
    mean = parsed(window, query["id"])
    assert (mean.of, mean.person_rule) == ("people", "last_row")


def test_without_a_person_column_there_is_nothing_to_choose(qtbot, window):
    open_and_wait(qtbot, window, window.open_sample)
    window.project.edit_plan("No person column", lambda doc: edits.with_privacy_unit(doc, None))
    window.steps.setCurrentRow(2)
    query = new_query(window, "count")
    assert not by_name(window, QComboBox, "Counts").isVisibleTo(window)
    model = window.queries_page.list.model()
    row = [q["id"] for q in window.project.state.queries].index(query["id"])
    assert model.data(model.index(row, 1)) == "Count"  # a row is a person: nothing to say


def test_a_project_saved_before_counting_people_keeps_counting_rows_and_says_so(qtbot, window, tmp_path):
    import json

    open_and_wait(qtbot, window, window.open_sample)
    path = tmp_path / "old.dpstudio.json"
    window.project.save(path)
    saved = json.loads(path.read_text(encoding="utf-8"))
    saved["plan"]["dpstudio_plan"] = 8  # as dpstudio wrote it before version 9: no "of" anywhere
    saved["plan"]["queries"] = [{k: v for k, v in q.items() if k not in ("of", "person_rule")}
                                for q in saved["plan"]["queries"]]
    path.write_text(json.dumps(saved), encoding="utf-8")
    open_and_wait(qtbot, window, lambda: window.open_project(path))
    qtbot.waitUntil(lambda: "count rows" in window.statusBar().currentMessage(), timeout=5000)
    counted = {q["id"]: q.get("of") for q in window.project.to_plan()["queries"]}
    assert counted["positive_tests_women"] == "rows" and counted["sex_by_ward"] == "rows"
    assert window.project.to_plan()["dpstudio_plan"] == PLAN_VERSION  # the version it writes today


def test_people_by_their_number_of_rows_from_the_add_menu(qtbot, window):
    from PySide6.QtWidgets import QSpinBox

    open_and_wait(qtbot, window, window.open_sample)
    window.steps.setCurrentRow(2)
    window.queries_page.kind_actions["rows_per_person"].trigger()
    query = window.queries_page.current_query()
    most = by_name(window, QSpinBox, "Most rows")
    assert query["kind"] == "rows_per_person" and most.isVisibleTo(window) and most.value() == 10
    assert not by_name(window, QComboBox, "Counts").isVisibleTo(window)  # it counts people, always
    most.setValue(5)
    visits = parsed(window, query["id"])
    assert visits.most == 5 and visits.cell_keys()[-1] == ("5+",)


def test_the_release_page_says_what_each_released_number_counts():
    import dpstudio
    from dpstudio.gui.pages.release_texts import released_values_html
    from tests.conftest import SAMPLE_DATA

    import json
    from pathlib import Path

    table_plan = json.loads((Path(SAMPLE_DATA).parent / "table_plan.json").read_text(encoding="utf-8"))
    release = dpstudio.release_uncharged(SAMPLE_DATA, table_plan)
    shown = released_values_html(release, charts=False)
    assert "<b>patients_by_birth_and_sex</b> (count of people per group)" in shown
    assert "Counts people: each value of patient_id once, in the cell of their first row in file order." in shown
    assert "<b>admissions_by_diagnosis</b> (rows per category)" in shown


def test_a_new_quantile_takes_one_value_per_person_and_says_so(qtbot, window):
    """Issue 46: a quantile counted visits and nobody said so. Where the privacy unit is a person, a new quantile
    (and several quantiles) takes one value per person, their first row's; the list says "people"; the steward can
    still choose every row's value; an old project's quantile keeps rows."""
    open_and_wait(qtbot, window, window.open_sample)
    window.steps.setCurrentRow(2)
    for kind in ("quantile", "quantiles"):
        query = new_query(window, kind)
        counts = by_name(window, QComboBox, "Counts")
        assert counts.isVisibleTo(window) and counts.currentData() == "people:first_row"
        assert parsed(window, query["id"]).of == "people"
        model = window.queries_page.list.model()
        row = [q["id"] for q in window.project.state.queries].index(query["id"])
        assert "people" in model.data(model.index(row, 1)).lower()
        choose(counts, "rows")
        assert parsed(window, query["id"]).of == "rows"
    median = next(q for q in window.project.to_plan()["queries"] if q["id"] == "median_birth_year")
    assert median["of"] == "rows"  # the sample's own quantile, written before: as it was
