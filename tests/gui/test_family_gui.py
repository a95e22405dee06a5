"""A table family (`"kind": "marginals"`) in the app: added and edited through the Queries page's widgets, its
plan read by the core's reader, saved and opened again; the Preview's tables measured together beside on their
own; a release showing each table's cells under its title."""
from PySide6.QtCore import Qt
from PySide6.QtWidgets import (QAbstractButton, QAbstractItemView, QAbstractSpinBox, QComboBox, QHeaderView, QLabel,
                               QLineEdit, QListWidget, QPushButton, QSlider, QTableView)

from dpstudio.core.plan.release_plan import parse_plan
from dpstudio.resources import resource_path, sample_data
from tests.gui.conftest import by_name, ledger_status, open_and_wait

FAMILY_PLAN = resource_path("sample", "family_plan.json")


def open_family(qtbot, window):
    open_and_wait(qtbot, window, lambda: window.open_table(sample_data(), str(FAMILY_PLAN)))


def tick(window, names: list[str]) -> None:
    """Tick exactly `names` in the family's column list, one click-like change at a time."""
    columns = by_name(window, QListWidget, "Family columns")
    for row in range(columns.count()):
        item = columns.item(row)
        wanted = Qt.Checked if item.text() in names else Qt.Unchecked
        if item.checkState() != wanted:
            item.setCheckState(wanted)


def choose(combo: QComboBox, data) -> None:
    index = combo.findData(data)
    assert index >= 0, f"{data!r} is not offered"
    combo.setCurrentIndex(index)
    combo.activated.emit(index)


def test_a_family_added_with_the_widgets_makes_a_plan_the_core_reads(qtbot, window):
    open_family(qtbot, window)
    window.steps.setCurrentRow(2)
    page = window.queries_page
    page.list.selectRow(0)
    by_name(window, QPushButton, "Remove query").click()
    page.kind_actions["marginals"].trigger()  # Add query → Family of tables
    assert "Family of tables" in page.kind_label.text()
    assert not page.form.isRowVisible(page.mechanism) and page.form.isRowVisible(page.delta)
    tick(window, ["sex", "ward", "test_result"])
    choose(by_name(window, QComboBox, "Family tables"), [1, 2, 3])
    choose(by_name(window, QComboBox, "Counts"), "rows")
    assert "people:each_cell" not in [window.findChild(QComboBox, "Counts").itemData(i)
                                      for i in range(window.findChild(QComboBox, "Counts").count())]
    by_name(window, type(page.table_options.other), "Other cell").click()  # leave unlisted values out

    query = window.project.state.queries[0]
    assert query["columns"] == ["sex", "ward", "test_result"] and query["ways"] == [1, 2, 3]
    assert query["of"] == "rows" and query["other"] is False and query["delta"] > 0
    plan = parse_plan(window.project.to_plan())  # the reader takes it: no problem left
    family = plan.queries[0]
    assert family.kind == "marginals" and len(family.tables) == 7
    assert ("sex", "ward", "test_result") in family.tables and ("ward",) in family.tables
    assert window.project.to_plan()["queries"][0]["categories"]["ward"][0] == "Cardiology"  # the Columns page's list

    tick(window, ["sex", "ward"])  # two columns: no table of three is left to ask for
    assert window.project.state.queries[0]["ways"] == [1, 2]
    assert len(parse_plan(window.project.to_plan()).queries[0].tables) == 3


def test_a_saved_project_keeps_its_family(qtbot, window, tmp_path):
    open_family(qtbot, window)
    window.steps.setCurrentRow(2)
    page = window.queries_page
    page.list.selectRow(0)
    tick(window, ["sex", "ward"])
    choose(by_name(window, QComboBox, "Counts"), "rows")
    path = tmp_path / "family.dpstudio.json"
    window.project.save(path)
    before = window.project.to_plan()["queries"]
    assert before[0]["columns"] == ["sex", "ward"] and before[0]["of"] == "rows" and "bins" not in before[0]
    open_and_wait(qtbot, window, lambda: window.open_project(str(path)))
    assert window.project.to_plan()["queries"] == before
    page.list.selectRow(0)
    assert page.family.checked() == ["sex", "ward"] and by_name(window, QComboBox, "Counts").currentData() == "rows"


def test_the_sample_family_opens_with_its_columns_bins_and_tables_shown(qtbot, window):
    open_family(qtbot, window)
    window.steps.setCurrentRow(2)
    page = window.queries_page
    page.list.selectRow(0)
    assert page.family.checked() == ["birth_year", "sex", "ward", "test_result"]
    assert by_name(window, QComboBox, "Family tables").currentData() == [1, 2]
    assert by_name(window, QLineEdit, "Bin edges of birth_year").text().startswith("1930, 1945")
    assert not by_name(window, type(page.table_options.other), "Other cell").isChecked()
    assert by_name(window, QLabel, "Expected error").text().startswith("<b>±30.29</b>")
    assert window.project.problems() == []
    kinds = (QAbstractButton, QLineEdit, QComboBox, QAbstractSpinBox, QAbstractItemView, QSlider)
    unnamed = [f"{type(w).__name__} {w.objectName()!r}" for kind in kinds for w in window.findChildren(kind)
               if not w.accessibleName() and w.isVisibleTo(window) and not w.objectName().startswith("qt_")
               and not isinstance(w, QHeaderView)]
    assert unnamed == []


def test_the_preview_shows_each_table_measured_together_beside_on_its_own(qtbot, window):
    open_family(qtbot, window)
    with qtbot.waitSignal(window.preview_page.updated, timeout=30000):
        window.steps.setCurrentRow(3)
    preview = window.preview_page
    assert preview.family_tables.isVisible()
    view = by_name(window, QTableView, "Family tables preview")
    model = view.model()
    tables = preview.previews[0].tables
    assert model.rowCount() == len(tables) == 10
    titles = [model.index(row, 0).data() for row in range(model.rowCount())]
    assert titles[:4] == ["birth_year", "sex", "ward", "test_result"] and "sex × ward" in titles
    for row, table in enumerate(tables):
        together, alone = (float(model.index(row, c).data().removeprefix("± ")) for c in (2, 3))
        assert together == float(f"{table['halfwidth']:.4g}") and alone == float(f"{table['one_by_one_halfwidth']:.4g}")
        assert together <= alone  # measuring together never makes a table less accurate
    assert "measured one by one" in by_name(window, QLabel, "Family saving").text()


def test_a_released_family_shows_each_tables_cells_under_its_title(qtbot, window, private_ledger, tmp_path):
    open_family(qtbot, window)
    window.steps.setCurrentRow(4)
    window.release_page.set_lifetime_budget(5, 1e-6)
    ledger_status(qtbot, window)
    out = tmp_path / "release"
    by_name(window, QLineEdit, "Output folder").setText(str(out))
    with qtbot.waitSignal(window.release_page.runner.done, timeout=60000):
        window.release_page.export(confirmed=True)
    shown = window.release_page.result.toPlainText()
    assert "10 tables measured together" in shown
    sex = shown.index("sex: each cell ±")
    ward = shown.index("ward: each cell ±")
    assert sex < shown.index("\nF", sex) < ward  # the sex table's cells under its title, before the next table
    assert "sex × ward: each cell ±" in shown and "Internal medicine" in shown[ward:]
    assert "(measured on its own: ± 30.85)" in shown


def test_a_plans_own_list_of_tables_is_kept_until_the_steward_picks_other_tables(qtbot, window, tmp_path):
    import json

    plan = json.loads(FAMILY_PLAN.read_text(encoding="utf-8"))
    family = plan["queries"][0]
    family.pop("ways")
    family["tables"] = [["sex", "ward"], ["test_result"]]
    path = tmp_path / "listed.json"
    path.write_text(json.dumps(plan), encoding="utf-8")
    open_and_wait(qtbot, window, lambda: window.open_table(sample_data(), str(path)))
    window.steps.setCurrentRow(2)
    window.queries_page.list.selectRow(0)
    tables = by_name(window, QComboBox, "Family tables")
    assert tables.currentData() is None and tables.currentText() == "As the plan lists them: sex × ward; test_result"
    assert window.project.to_plan()["queries"][0]["tables"] == [["sex", "ward"], ["test_result"]]
    tick(window, ["birth_year", "sex", "ward"])  # test_result left out: its table goes, the other stays
    assert window.project.state.queries[0]["tables"] == [["sex", "ward"]]
    choose(tables, [1, 2])
    query = window.project.state.queries[0]
    assert query["ways"] == [1, 2] and "tables" not in query
    assert len(parse_plan(window.project.to_plan()).queries[0].tables) == 6


def test_under_a_budget_delta_of_0_a_new_family_keeps_its_delta_and_the_advice_says_to_raise_the_budgets(qtbot,
                                                                                                           window):
    """Issue 46: a family's Gaussian noise needs a δ; under a budget δ of 0 the plan's problem names the way out."""
    open_family(qtbot, window)
    window.steps.setCurrentRow(2)
    page = window.queries_page
    page.list.selectRow(0)
    by_name(window, QPushButton, "Remove query").click()
    field = by_name(window, QLineEdit, "Total delta")
    field.setText("0")
    field.editingFinished.emit()
    page.kind_actions["marginals"].trigger()  # Add query → Family of tables
    assert window.project.state.queries[0]["delta"] > 0
    said = page.plan_problems.text()
    assert "raise the budget's delta" in said and "Gaussian" in said, said


def test_a_new_family_is_kept_at_zero_and_rounded_with_the_afterwards_boxes_and_they_change_the_plan(qtbot, window):
    """Issue 46: the Afterwards boxes a cross-tab with margins has, ticked by default for a family (plan version 12)."""
    open_family(qtbot, window)
    window.steps.setCurrentRow(2)
    page = window.queries_page
    page.list.selectRow(0)
    by_name(window, QPushButton, "Remove query").click()
    page.kind_actions["marginals"].trigger()
    clamp, rounding = page.clamp, page.round
    assert page.form.isRowVisible(page.post_row) and clamp.isChecked() and rounding.isChecked()
    assert parse_plan(window.project.to_plan()).queries[0].postprocess == ("clamp_nonnegative", "round")
    clamp.click()  # rounding alone: the plan's problem says what to do
    assert window.project.state.queries[0]["postprocess"] == ["round"]
    assert "rounded only when they are kept at 0 or above" in page.problems.text()
    rounding.click()
    assert window.project.state.queries[0]["postprocess"] == [] and page.problems.text() == ""
    assert parse_plan(window.project.to_plan()).queries[0].postprocess == ()
