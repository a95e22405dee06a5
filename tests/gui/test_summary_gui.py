"""Summarise every column (issue 35) and the quantiles kind on the Queries page: one click adds a histogram per
column with categories and the joint quantiles of each number column with bounds, as one undoable step, and says
which columns it left out; a quantiles query is made in the editor, refused lists are said, and it previews."""
from fractions import Fraction

from PySide6.QtCore import Qt
from PySide6.QtWidgets import QComboBox, QLabel, QLineEdit, QPushButton

from dpstudio.core.plan import edits
from dpstudio.core.plan.release_plan import parse_plan
from dpstudio.gui.project_state import with_declared_bounds, with_declared_categories
from tests.gui.conftest import by_name, open_and_wait

SAMPLE_CATEGORIES = ("diagnosis", "sex", "ward", "test_result")  # the sample plan's lists
SAMPLE_BOUNDS = ("length_of_stay", "cost", "birth_year")


def declare(window, categories=None, bounds=None, clear=()) -> None:
    """Declare lists and bounds as the Columns page does (one edit each), and clear others."""
    def change(snapshot):
        for column, values in (categories or {}).items():
            snapshot = with_declared_categories(snapshot, column, values, snapshot.declared[column].from_data)
        for column, pair in (bounds or {}).items():
            snapshot = with_declared_bounds(snapshot, column, pair)
        for column in clear:
            snapshot = with_declared_categories(snapshot, column, None, snapshot.declared[column].from_data)
            snapshot = with_declared_bounds(snapshot, column, None)
        return snapshot
    window.project.edit_snapshot("Declare", change)


def summarised(qtbot, window) -> QLabel:
    window.steps.setCurrentRow(2)
    qtbot.mouseClick(by_name(window, QPushButton, "Summarise every column"), Qt.LeftButton)
    return by_name(window, QLabel, "Summary result")


def test_one_click_adds_a_query_per_declared_column_as_one_undoable_step(qtbot, window):
    open_and_wait(qtbot, window, window.open_sample)
    project = window.project
    before = [dict(q) for q in project.state.queries]
    project.state.queries.append({**before[0], "id": "diagnosis counts"})  # an id the summary wants is taken
    project.state.epsilon = 5.0  # the sample's queries spend 3 (and this one 0.2): 1.8 is left to share
    project.changed.emit()
    message = summarised(qtbot, window)
    queries = project.state.queries
    added = queries[len(before) + 1:]
    assert queries[:len(before) + 1] == before + [{**before[0], "id": "diagnosis counts"}]  # none replaced
    assert [(q["kind"], q["column"]) for q in added] == [
        ("quantiles", "birth_year"), ("histogram", "sex"), ("histogram", "diagnosis"), ("histogram", "ward"),
        ("quantiles", "length_of_stay"), ("quantiles", "cost"), ("histogram", "test_result")]
    assert added[2]["id"] == "diagnosis counts 2"  # made unique, the steward's kept
    assert len({q["id"] for q in queries}) == len(queries)
    assert all(q.get("of") == "people" for q in added if q["kind"] == "histogram")  # a person column: people
    assert sum(Fraction(repr(q["epsilon"])) for q in added) == Fraction("1.8")  # exactly what is left (issue 46)
    plan = project.to_plan()
    parsed = parse_plan({**plan, "budget": {**plan["budget"], "epsilon": 100}})  # the steward's queries spend too
    assert parsed.query("birth_year quantiles").quantiles == (0.1, 0.25, 0.5, 0.75, 0.9)
    assert parsed.query("birth_year quantiles").bounds == (1900, 2025)  # the Columns page's bounds
    assert all(parsed.query(q["id"]).of == "people" for q in added if q["kind"] == "quantiles")  # issue 46
    model = window.queries_page.list.model()
    kinds = [model.data(model.index(row, 1)) for row, q in enumerate(queries) if q["kind"] == "quantiles"]
    assert kinds and all("people" in k.lower() for k in kinds), kinds  # the list says so, beside the histograms
    assert list(parsed.query("sex counts").categories) == ["F", "M"]  # the Columns page's list
    text = message.text()
    assert text.startswith("Added 7 queries from what the Columns page declares"), text
    assert "2 columns left out, with neither categories nor bounds declared: zip, admission_date." in text
    assert "declare their categories or bounds on the Columns page" in text
    assert "patient_id" not in text and "national_id" not in text  # identifiers are never summarised
    assert "what the queries already in the plan leave of the total ε, 1.8, among its own" in text
    assert window.queries_page.current_row() == len(before) + 1  # the first query added is selected
    project.undo_stack.undo()  # one step takes them all away
    assert [q["id"] for q in project.state.queries] == [q["id"] for q in before] + ["diagnosis counts"]


def test_the_message_names_a_lone_column_left_out_and_speaks_the_apps_language(qtbot, window, monkeypatch):
    open_and_wait(qtbot, window, window.open_sample)
    declare(window, categories={"zip": ["01067", "01069"]})
    window.project.edit_plan("No queries", lambda doc: edits.with_queries(doc, []))
    message = summarised(qtbot, window)
    assert "1 column left out, with neither categories nor bounds declared: admission_date. To summarise it" in \
        message.text()
    assert "already in the plan" not in message.text()  # nothing else spends
    spent = sum(Fraction(repr(q["epsilon"])) for q in window.project.state.queries)
    assert spent == Fraction(repr(window.project.state.epsilon))  # the whole budget, exactly (issue 46: 0.9997)
    assert list(parse_plan(window.project.to_plan()).query("zip counts").categories) == ["01067", "01069"]
    monkeypatch.delenv("DPSTUDIO_LANGUAGE")
    window.language_actions["de"].trigger()
    assert message.text().startswith("8 Abfragen"), message.text()
    assert "1 Spalte" in message.text() and "admission_date" in message.text()
    assert by_name(window, QPushButton, "Summarise every column").text() == "Jede Spalte zusammenfassen"


def test_the_queries_are_named_in_the_apps_language_and_nothing_is_added_when_nothing_is_left(
        qtbot, window, monkeypatch):
    """Issue 46: the German app named its summary's queries in English (the report's headings), and spent the whole
    ε again beside the queries already in the plan (1.7997 of 1, red)."""
    monkeypatch.delenv("DPSTUDIO_LANGUAGE")
    open_and_wait(qtbot, window, window.open_sample)
    window.language_actions["de"].trigger()
    try:
        steps = window.project.undo_stack.count()
        message = summarised(qtbot, window)  # the sample's queries spend all of ε 3
        assert window.project.undo_stack.count() == steps and message.text().startswith("Nichts wurde hinzugefügt")
        window.project.edit_plan("more", lambda doc: edits.with_budget(doc, epsilon=4.0))
        summarised(qtbot, window)
        ids = [q["id"] for q in window.project.state.queries[8:]]
        assert "sex Anzahlen" in ids and "birth_year Quantile" in ids, ids
        assert window.project.spent_epsilon() == 4.0
    finally:
        window.language_actions["en"].trigger()


def test_nothing_declared_adds_nothing_and_says_what_to_do(qtbot, window):
    open_and_wait(qtbot, window, window.open_sample)
    names = list(window.project.state.columns)
    declare(window, clear=names)
    steps = window.project.undo_stack.count()
    message = summarised(qtbot, window)
    assert window.project.undo_stack.count() == steps  # no step when nothing is added
    assert message.text().startswith("Nothing was added: no column has categories or bounds declared.")
    assert "9 columns left out" in message.text()
    declare(window, categories={"sex": ["F", "M"]})
    window.project.edit_plan("more", lambda doc: edits.with_budget(doc, epsilon=4.0))  # the sample's queries spend ε 3
    summarised(qtbot, window)
    assert message.text().startswith("Added 1 query from what the Columns page declares; review, edit or remove it "
                                     "like any other.\n8 columns left out"), message.text()
    assert window.project.state.queries[-1]["id"] == "sex counts"


def test_a_quantiles_query_is_made_in_the_editor_and_a_refused_list_is_said(qtbot, window):
    open_and_wait(qtbot, window, window.open_sample)
    window.steps.setCurrentRow(2)
    page = window.queries_page
    page.kind_actions["quantiles"].trigger()
    query = page.current_query()
    assert query["kind"] == "quantiles" and query["quantiles"] == [0.1, 0.25, 0.5, 0.75, 0.9]
    column = by_name(window, QComboBox, "Query column")
    column.setCurrentIndex(column.findData("length_of_stay"))
    column.activated.emit(column.currentIndex())
    line = by_name(window, QLineEdit, "Quantiles")
    assert line.isVisible() and line.text() == "0.1, 0.25, 0.5, 0.75, 0.9"
    line.setText("0.9 0.5,0.25")
    line.editingFinished.emit()
    planned = next(q for q in window.project.to_plan()["queries"] if q["id"] == query["id"])
    assert planned["quantiles"] == [0.25, 0.5, 0.9] and planned["bounds"] == [0, 60]
    assert planned["column"] == "length_of_stay"
    problem = by_name(window, QLabel, "Quantiles problem")
    for typed, said in (("0.5, 1.5", "1.5 is not between 0 and 1"), ("0.5", "at least 2 different quantiles"),
                        ("0.5, half", "'half' is not a number"), ("0.1, 0.0005", "more than 3 decimal places")):
        line.setText(typed)
        line.editingFinished.emit()
        assert said in problem.text() and problem.isVisible(), (typed, problem.text())
        assert "The query keeps 0.25, 0.5, 0.9." in problem.text()
        assert page.current_query()["quantiles"] == [0.25, 0.5, 0.9]
    presets = by_name(window, QComboBox, "Quantile presets")
    index = presets.findData([0.25, 0.5, 0.75])
    presets.setCurrentIndex(index)
    presets.activated.emit(index)
    assert page.current_query()["quantiles"] == [0.25, 0.5, 0.75] and not problem.isVisible()
    assert "places in the sorted values" in by_name(window, QLabel, "Expected error").text()
    plan = window.project.to_plan()
    parse_plan({**plan, "budget": {**plan["budget"], "epsilon": 100}})
    window.project.undo_stack.undo()
    assert page.current_query()["quantiles"] == [0.25, 0.5, 0.9]
    row = page.current_row()  # a list written by hand in a plan file: its problem says where it is fixed
    window.project.edit_plan("By hand", lambda doc: edits.with_query_fields(doc, row, quantiles=[0.5]))
    assert "The quantiles: " in by_name(window, QLabel, "Query problems").text()
    assert "Fix them in the Quantiles field, or choose a preset." in by_name(window, QLabel, "Query problems").text()


def test_german_quantiles_are_typed_with_decimal_commas(qtbot, window, monkeypatch):
    open_and_wait(qtbot, window, window.open_sample)
    monkeypatch.delenv("DPSTUDIO_LANGUAGE")
    window.language_actions["de"].trigger()
    window.steps.setCurrentRow(2)
    window.queries_page.kind_actions["quantiles"].trigger()
    line = by_name(window, QLineEdit, "Quantiles")
    assert line.text() == "0,1; 0,25; 0,5; 0,75; 0,9"
    line.setText("0,2; 0,8")
    line.editingFinished.emit()
    assert window.queries_page.current_query()["quantiles"] == [0.2, 0.8]
    line.setText("0,5; 2")
    line.editingFinished.emit()
    assert "2 liegt nicht zwischen 0 und 1" in by_name(window, QLabel, "Quantiles problem").text()


def test_a_quantiles_query_previews_and_its_release_shows_each_quantile(qtbot, window, sample_frame, sample_plan):
    from dpstudio.core.pipeline.release import produce_release
    from dpstudio.gui.pages.release_texts import released_values_html

    open_and_wait(qtbot, window, window.open_sample)
    query = {"id": "stay quartiles", "kind": "quantiles", "column": "length_of_stay", "quantiles": [0.25, 0.5, 0.75],
             "epsilon": 0.5}
    window.project.edit_plan("Only quantiles", lambda doc: edits.with_queries(doc, [query]))
    page = window.preview_page
    window.steps.setCurrentRow(3)
    with qtbot.waitSignal(page.updated, timeout=30000):
        page.recompute()
    assert page.table.rowCount() == 1 and "places in the sorted values" in page.table.item(0, 6).text()
    qtbot.waitUntil(lambda: page.plots.artists.get("answer", {}).get("kind") == "quantiles", timeout=5000)
    assert {t.get_text() for t in page.answer_axes.texts} >= {"0.25", "0.5", "0.75"}  # each line named
    release = produce_release(sample_frame, window.project.to_plan()).release
    shown = released_values_html(release, charts=True)
    entry = release["queries"][0]
    assert [c["key"] for c in entry["cells"]] == [{"quantile": 0.25}, {"quantile": 0.5}, {"quantile": 0.75}]
    for cell in entry["cells"]:
        assert f"± {cell['ci95']:.4g} places in the sorted values" in shown


def test_a_summarised_project_saves_and_opens_as_it_was(qtbot, window, tmp_path):
    open_and_wait(qtbot, window, window.open_sample)
    window.project.edit_plan("No queries", lambda doc: edits.with_queries(doc, []))
    summarised(qtbot, window)
    plan = window.project.to_plan()
    path = tmp_path / "summary.dpstudio.json"
    window.project.save(path)
    open_and_wait(qtbot, window, lambda: window.open_project(path))
    assert window.project.to_plan()["queries"] == plan["queries"]
    quantiles = [q for q in plan["queries"] if q["kind"] == "quantiles"]
    assert [q["bounds"] for q in quantiles] == [[1900, 2025], [0, 60], [0, 100000]]
    assert not by_name(window, QLabel, "Summary result").isVisible()  # another table: the message is gone
