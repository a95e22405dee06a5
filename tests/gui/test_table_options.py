"""The Queries page's table options: group-by columns, each column's keys (public list, bins with
presets, found in the table), margins, and the accounting choice; each edit lands in the plan."""
from PySide6.QtCore import Qt
from PySide6.QtWidgets import QCheckBox, QComboBox, QLabel, QLineEdit

from dpstudio.core.plan.release_plan import parse_plan
from dpstudio.gui.project_state import with_declared_bounds, with_declared_categories
from tests.gui.conftest import by_name, open_and_wait


def choose(combo: QComboBox, data) -> None:
    """Pick the item holding `data`, as a user's click does (activated is what the page listens to)."""
    index = combo.findData(data)
    assert index >= 0, f"{combo.accessibleName()} offers no {data!r}"
    combo.setCurrentIndex(index)
    combo.activated.emit(index)


def choose_text(combo: QComboBox, text: str) -> None:
    """Pick the item whose text starts with `text` ("10-year bands" picks "10-year bands: 0-9 / … / 50+")."""
    index = combo.findText(text, Qt.MatchStartsWith)
    assert index >= 0, f"{combo.accessibleName()} offers no {text!r}"
    combo.setCurrentIndex(index)
    combo.activated.emit(index)


def new_query(window, kind: str) -> dict:
    page = window.queries_page
    page.add_query(kind)
    return page.current_query()


def with_categories(window, **lists) -> None:
    def change(snapshot):
        for column, categories in lists.items():
            snapshot = with_declared_categories(snapshot, column, categories, snapshot.declared[column].from_data)
        return snapshot
    window.project.edit_snapshot("Set categories", change)


def planned(window, query_id: str) -> dict:
    return next(q for q in window.project.to_plan()["queries"] if q["id"] == query_id)


def test_a_binned_grouped_count_with_margins_is_made_in_the_editor(qtbot, window):
    open_and_wait(qtbot, window, window.open_sample)
    window.steps.setCurrentRow(2)
    with_categories(window, sex=["F", "M"])
    query = new_query(window, "count")
    choose(by_name(window, QComboBox, "Group by column 1"), "birth_year")
    choose(by_name(window, QComboBox, "Group by column 2"), "sex")
    choose(by_name(window, QComboBox, "Keys of birth_year"), "bins")
    choose_text(by_name(window, QComboBox, "Bin presets of birth_year"), "10-year bands")
    by_name(window, QCheckBox, "Margins").setChecked(True)
    decades = [1900, 1910, 1920, 1930, 1940, 1950, 1960, 1970, 1980, 1990, 2000, 2010, 2020, 2025]  # to its bounds
    assert planned(window, query["id"]) == {
        "id": query["id"], "kind": "count", "epsilon": query["epsilon"], "group_by": ["birth_year", "sex"],
        "bins": {"birth_year": decades}, "categories": {"sex": ["F", "M"]}, "margins": True}
    # plan version 8: a table with margins is kept at 0 or above and rounded unless the steward unticks them
    assert by_name(window, QCheckBox, "Clamp at zero").isChecked() and by_name(window, QCheckBox, "Round to whole numbers").isChecked()
    alone = {**window.project.to_plan(), "queries": [planned(window, query["id"])]}
    assert parse_plan(alone).query(query["id"]).postprocess == ("clamp_nonnegative", "round")
    edges = by_name(window, QLineEdit, "Bin edges of birth_year")
    assert edges.text() == ", ".join(map(str, decades))
    edges.setText("1900, 1950, 2000, 2025")
    edges.editingFinished.emit()
    assert planned(window, query["id"])["bins"] == {"birth_year": [1900, 1950, 2000, 2025]}
    row = window.queries_page.current_row()
    assert not [p for p in window.project.problems() if p.where.startswith(f"queries[{row}]")]


def histogram_with_keys(qtbot, window, column: str, keys: str) -> dict:
    """A new histogram of `column` on the sample, its keys given as `keys` (categories, bins, discover)."""
    open_and_wait(qtbot, window, window.open_sample)
    window.steps.setCurrentRow(2)
    query = new_query(window, "histogram")
    choose(by_name(window, QComboBox, "Query column"), column)
    choose(by_name(window, QComboBox, f"Keys of {column}"), keys)
    return query


def test_edges_that_are_not_numbers_are_refused_in_place(qtbot, window):
    query = histogram_with_keys(qtbot, window, "length_of_stay", "bins")
    edges = by_name(window, QLineEdit, "Bin edges of length_of_stay")
    edges.setText("0, 7, many")
    edges.editingFinished.emit()
    assert planned(window, query["id"])["bins"] == {"length_of_stay": [0, 18, 60]}  # the last good edges
    assert "must be numbers" in edges.toolTip()


def presets_of(window, column: str) -> dict:
    combo = by_name(window, QComboBox, f"Bin presets of {column}")
    return {combo.itemText(i): combo.itemData(i) for i in range(1, combo.count())}


def test_bin_presets_stop_at_the_columns_declared_bounds(qtbot, window):
    """length_of_stay is declared 0 to 60 (days): no preset has a bin beyond 60, which could only hold noise."""
    query = histogram_with_keys(qtbot, window, "length_of_stay", "bins")
    assert planned(window, query["id"])["bins"] == {"length_of_stay": [0, 18, 60]}  # the first preset, cut at 60
    presets = presets_of(window, "length_of_stay")
    assert presets == {"0-17 / 18+": [0, 18, 60], "5-year bands: 0-4 / 5-9 / … / 55+": list(range(0, 61, 5)),
                       "10-year bands: 0-9 / 10-19 / … / 50+": [0, 10, 20, 30, 40, 50, 60]}
    choose_text(by_name(window, QComboBox, "Bin presets of length_of_stay"), "10-year bands")
    assert planned(window, query["id"])["bins"] == {"length_of_stay": [0, 10, 20, 30, 40, 50, 60]}
    window.project.edit_snapshot("Change bounds", lambda s: with_declared_bounds(s, "length_of_stay", (0, 95)))
    assert presets_of(window, "length_of_stay")["10-year bands: 0-9 / 10-19 / … / 90+"][-3:] == [80, 90, 95]


def test_ten_year_bands_start_at_the_lower_bound_and_say_so(qtbot, window):
    """Issue 46: bounds from 18 gave [18, 20) beside ten-year bands. The bands start at the lower bound, the
    last one runs to the upper bound (a sliver below half a band joins it), and the menu shows them."""
    query = histogram_with_keys(qtbot, window, "length_of_stay", "bins")
    window.project.edit_snapshot("Adults", lambda s: with_declared_bounds(s, "length_of_stay", (18, 100)))
    presets = presets_of(window, "length_of_stay")
    assert presets["10-year bands: 18-27 / 28-37 / … / 88+"] == [18, 28, 38, 48, 58, 68, 78, 88, 100]
    assert presets["5-year bands: 18-22 / 23-27 / … / 93+"][:3] == [18, 23, 28]
    choose_text(by_name(window, QComboBox, "Bin presets of length_of_stay"), "10-year bands")
    assert planned(window, query["id"])["bins"]["length_of_stay"][:2] == [18, 28]


def test_without_declared_bounds_the_presets_run_to_120(qtbot, window):
    query = histogram_with_keys(qtbot, window, "cost", "bins")
    window.project.edit_snapshot("No bounds", lambda s: with_declared_bounds(s, "cost", None))
    presets = presets_of(window, "cost")
    assert presets["0-17 / 18-64 / 65+"] == [0, 18, 65, 120]
    assert presets["10-year bands: 0-9 / 10-19 / … / 110+"][-1] == 120
    assert query["kind"] == "histogram"


def test_keys_found_in_the_table_need_a_delta_and_have_no_margins(qtbot, window):
    query = histogram_with_keys(qtbot, window, "diagnosis", "discover")
    made = planned(window, query["id"])
    assert made["categories"] == "discover" and made["delta"] == 1e-7 and "bins" not in made
    assert not by_name(window, QCheckBox, "Margins").isVisibleTo(window.queries_page.editor)
    choose(by_name(window, QComboBox, "Keys of diagnosis"), "categories")
    assert planned(window, query["id"]).get("categories") != "discover"


def test_a_mean_per_ward_takes_the_wards_public_list_and_cannot_discover(qtbot, window):
    open_and_wait(qtbot, window, window.open_sample)
    window.steps.setCurrentRow(2)
    wards = ["Internal medicine", "Cardiology", "Surgery"]
    with_categories(window, ward=wards)
    query = new_query(window, "mean")
    choose(by_name(window, QComboBox, "Group by column 1"), "ward")
    keys = by_name(window, QComboBox, "Keys of ward")
    assert keys.findData("discover") == -1 and keys.findData("bins") == -1  # text: no bins; a mean: no discovery
    made = planned(window, query["id"])
    assert made["group_by"] == ["ward"] and made["categories"] == {"ward": wards}
    choose(by_name(window, QComboBox, "Group by column 1"), None)
    assert "group_by" not in planned(window, query["id"]) and "categories" not in planned(window, query["id"])


def test_the_accounting_choice_says_what_it_means(qtbot, window):
    open_and_wait(qtbot, window, window.open_sample)
    window.steps.setCurrentRow(2)
    sentence = by_name(window, QLabel, "Accounting meaning")
    assert sentence.text().startswith("Sequential accounting: the queries' ε (and δ) add up")
    choose(by_name(window, QComboBox, "Accounting"), "zcdp")
    assert window.project.to_plan()["budget"]["accounting"] == "zcdp"
    assert sentence.text().startswith("zCDP accounting: Gaussian noise adds up more slowly")
    window.project.undo_stack.undo()
    assert "accounting" not in window.project.to_plan()["budget"]


def test_a_date_column_is_binned_by_month_or_quarter_presets(qtbot, window, tmp_path):
    """A table whose reading schema declares a date: its keys may be bins with date presets (the years
    from the clock, never the table's range), written to the plan as ISO dates the reader accepts."""
    import datetime
    import json

    from tests.conftest import SAMPLE_DATA

    plan = json.loads((SAMPLE_DATA.parent / "sample_plan.json").read_text(encoding="utf-8"))
    plan["reading"]["columns"]["admission_date"] = "date"
    declared = tmp_path / "dated_plan.json"
    declared.write_text(json.dumps(plan), encoding="utf-8")
    open_and_wait(qtbot, window, lambda: window.open_table(SAMPLE_DATA, declared))
    assert window.project.is_date("admission_date") and not window.project.is_numeric("admission_date")
    window.steps.setCurrentRow(2)
    query = new_query(window, "count")
    choose(by_name(window, QComboBox, "Group by column 1"), "admission_date")
    choose(by_name(window, QComboBox, "Keys of admission_date"), "bins")
    year = datetime.date.today().year
    assert planned(window, query["id"])["bins"]["admission_date"][0] == f"{year - 1}-01-01"  # a date default
    choose_text(by_name(window, QComboBox, "Bin presets of admission_date"), f"Quarters of {year - 1}")
    assert planned(window, query["id"])["bins"] == {"admission_date": [
        f"{year - 1}-01-01", f"{year - 1}-04-01", f"{year - 1}-07-01", f"{year - 1}-10-01", f"{year}-01-01"]}
    edges = by_name(window, QLineEdit, "Bin edges of admission_date")
    assert "YYYY-MM-DD" in edges.toolTip()
    edges.setText("2024-01-01, 2024-07-01, 2025-01-01")
    edges.editingFinished.emit()
    assert planned(window, query["id"])["bins"] == {"admission_date": ["2024-01-01", "2024-07-01", "2025-01-01"]}
    row = window.queries_page.current_row()
    assert not [p for p in window.project.problems() if p.where.startswith(f"queries[{row}]")]
    edges = by_name(window, QLineEdit, "Bin edges of admission_date")  # the row is built anew after each edit
    edges.setText("2024-01-01, 2024-02-30")  # not in the calendar: the plan's reader says so under the editor
    edges.editingFinished.emit()
    assert any("'2024-02-30' is not a date" in p.message for p in window.project.problems())


def test_unlisted_values_can_be_left_out_of_a_table(qtbot, window):
    open_and_wait(qtbot, window, window.open_sample)
    window.steps.setCurrentRow(2)
    with_categories(window, sex=["F", "M"])
    query = new_query(window, "count")
    other = by_name(window, QCheckBox, "Other cell")
    assert other.isHidden()  # an ungrouped count has no cells
    choose(by_name(window, QComboBox, "Group by column 1"), "sex")
    other = by_name(window, QCheckBox, "Other cell")
    assert not other.isHidden() and other.isChecked() and "left out" in other.toolTip()
    other.setChecked(False)
    assert planned(window, query["id"])["other"] is False
    row = window.queries_page.current_row()
    assert not [p for p in window.project.problems() if p.where.startswith(f"queries[{row}]")]
    by_name(window, QCheckBox, "Other cell").setChecked(True)
    assert "other" not in planned(window, query["id"])


def test_edges_with_semicolons_are_read_in_the_languages_marks():
    """'0, 2,5, 10' cannot say where a German decimal comma is; with semicolons it can: '0; 2,5; 10'."""
    from dpstudio.gui.pages.table_options import parse_edges

    assert parse_edges("0; 2,5; 10", "de") == [0, 2.5, 10] and parse_edges("0; 2.5; 10", "de") == [0, 2.5, 10]
    assert parse_edges("0, 18, 65, 120", "de") == [0, 18, 65, 120]  # commas between edges: '.' is the mark
    assert parse_edges("0; 1.500; 3.000", "de") == [0, 1500, 3000] and parse_edges("0; 1,500", "en") == [0, 1500]
    assert parse_edges("2024-01-01; 2024-04-01", "el") == ["2024-01-01", "2024-04-01"]
    assert parse_edges("0; zwei", "de") is None


def test_the_query_edits_return_a_new_query_and_leave_the_plan_documents_as_it_was():
    from dpstudio.core.plan.document import PlanQuery
    from dpstudio.gui.pages.family_options import with_columns, with_rows, with_ways
    from dpstudio.gui.pages.table_options import DEFAULT_DELTA, KEYS_BINS, KEYS_FOUND, with_groups, with_keys_mode

    grouped = PlanQuery({"id": "g", "kind": "count", "group_by": ["sex", "ward"], "margins": True, "epsilon": 0.5,
                         "bins": {"ward": [0, 5]}, "categories": {"sex": ["F", "M"]}})
    assert with_groups(grouped, ["sex"]) == {"id": "g", "kind": "count", "group_by": ["sex"], "margins": True,
                                             "epsilon": 0.5, "categories": {"sex": ["F", "M"]}}
    assert list(with_groups(grouped, [])) == ["id", "kind", "epsilon"]
    found = with_keys_mode(grouped, "ward", KEYS_FOUND, [])
    assert list(found.items()) == [("id", "g"), ("kind", "count"), ("group_by", ["sex", "ward"]), ("margins", True),
                                   ("epsilon", 0.5), ("categories", {"sex": ["F", "M"], "ward": "discover"}),
                                   ("delta", DEFAULT_DELTA)]
    assert with_keys_mode(grouped, "sex", KEYS_BINS, [0, 1])["bins"] == {"ward": [0, 5], "sex": [0, 1]}
    family = PlanQuery({"id": "f", "kind": "marginals", "columns": ["a", "b", "c"], "tables": [["a", "b"], ["c"]],
                        "bins": {"c": [0, 1]}, "epsilon": 1.0})
    assert with_columns(family, ["a", "b"]) == {"id": "f", "kind": "marginals", "columns": ["a", "b"],
                                                "tables": [["a", "b"]], "epsilon": 1.0}
    assert with_ways(family, (1, 2)).to_json() == {"id": "f", "kind": "marginals", "columns": ["a", "b", "c"],
                                                   "bins": {"c": [0, 1]}, "epsilon": 1.0, "ways": [1, 2]}
    assert with_rows(with_rows(family, 500), 0) == family and with_rows(family, 500)["rows"] == 500
    assert grouped.to_json()["group_by"] == ["sex", "ward"] and family.to_json()["tables"] == [["a", "b"], ["c"]]
