"""A synthetic table (`"kind": "synthetic"`) in the app: added from the Add query menu on the sample and edited
with the Queries page's widgets (columns, tables, rows to write), its plan read by the core's reader; the Preview's
tables and the sentence on the pairs it keeps; a release whose bundle holds the rows asked for and whose steward's
notes compare them with the real tables."""
import csv
import json
from fractions import Fraction

import pytest

from PySide6.QtWidgets import (QAbstractButton, QAbstractItemView, QAbstractSpinBox, QComboBox, QHeaderView, QLabel,
                               QLineEdit, QPushButton, QSlider, QSpinBox, QTableView)

from dpstudio.core.plan.release_plan import parse_plan
from tests.gui.conftest import apply_plan_to, by_name, ledger_status, open_and_wait
from tests.gui.test_family_gui import choose, tick

COLUMNS = ["sex", "ward", "test_result"]


def add_synthetic(qtbot, window, rows: int = 0) -> dict:
    """The sample with its queries removed and a synthetic table added from the menu, over COLUMNS."""
    open_and_wait(qtbot, window, window.open_sample)
    window.steps.setCurrentRow(2)
    page = window.queries_page
    while window.project.state.queries:
        page.list.selectRow(0)
        by_name(window, QPushButton, "Remove query").click()
    page.kind_actions["synthetic"].trigger()  # Add query → Synthetic table
    tick(window, COLUMNS)
    box = by_name(window, QSpinBox, "Synthetic rows to write")
    box.setValue(rows)
    return window.project.state.queries[0]


def exported(qtbot, window, out, delta: float):
    """The Release page's export into `out`, under a lifetime budget of epsilon 5 and `delta` set first."""
    window.steps.setCurrentRow(4)
    window.release_page.set_lifetime_budget(5, delta)
    ledger_status(qtbot, window)
    by_name(window, QLineEdit, "Output folder").setText(str(out))
    with qtbot.waitSignal(window.release_page.runner.done, timeout=120000):
        window.release_page.export(confirmed=True)
    return out


def csv_lines(path) -> list[list[str]]:
    with open(path, encoding="utf-8", newline="") as file:
        return list(csv.reader(file))


def test_a_synthetic_table_added_from_the_menu_makes_a_plan_the_core_reads(qtbot, window):
    add_synthetic(qtbot, window, rows=500)
    page = window.queries_page
    assert "Synthetic table" in page.kind_label.text() and "no row is a patient" in page.kind_label.text()
    assert not page.form.isRowVisible(page.mechanism) and not page.form.isRowVisible(page.column)
    assert page.form.isRowVisible(page.delta) and page.form.isRowVisible(page.family.rows)
    tables = by_name(window, QComboBox, "Family tables")
    assert [tables.itemData(i) for i in range(tables.count())] == [[2], [3], "chain", "chosen"]
    assert tables.currentData() == [2]

    written = window.project.to_plan()["queries"][0]
    assert written["kind"] == "synthetic" and written["columns"] == COLUMNS
    assert written["ways"] == [2] and written["rows"] == 500 and written["delta"] > 0
    synthetic = parse_plan(window.project.to_plan()).queries[0]  # the reader takes it: no problem left
    assert synthetic.rows == 500 and synthetic.tables == (("sex", "ward"), ("sex", "test_result"),
                                                          ("ward", "test_result"))

    choose(tables, [3])
    assert parse_plan(window.project.to_plan()).queries[0].tables == (tuple(COLUMNS),)
    choose(tables, "chain")  # each column with the next: listed as tables, and kept a chain of the ticked columns
    assert window.project.to_plan()["queries"][0]["tables"] == [["sex", "ward"], ["ward", "test_result"]]
    tick(window, ["sex", "ward", "test_result", "age_band"] if "age_band" in window.project.queryable_columns()
         else COLUMNS)
    assert tables.currentData() == "chain"
    tick(window, COLUMNS)
    choose(tables, "chosen")  # plan version 13: chosen at release, with the default pairs and share
    written = window.project.to_plan()["queries"][0]
    assert written["choose_tables"] == {} and "tables" not in written and "ways" not in written
    assert parse_plan(window.project.to_plan()).queries[0].choose.pairs_for(3) == 2
    assert tables.currentData() == "chosen"
    pairs = by_name(window, QSpinBox, "Pairs to choose")  # shown with pairs chosen at release only
    assert page.form.isRowVisible(pairs) and pairs.value() == 2 and pairs.maximum() == 3
    pairs.setValue(3)
    assert window.project.to_plan()["queries"][0]["choose_tables"] == {"pairs": 3}
    assert parse_plan(window.project.to_plan()).queries[0].choose.pairs == 3
    pairs.setValue(2)  # a tree again: the default, written without "pairs"
    assert window.project.to_plan()["queries"][0]["choose_tables"] == {}
    share = by_name(window, QSpinBox, "Budget for choosing")  # the choice's share of the query's budget, in percent
    assert page.form.isRowVisible(share) and share.value() == 10 and (share.minimum(), share.maximum()) == (1, 50)
    assert share.text() == "10%" and share.toolTip()
    share.setValue(25)
    assert window.project.to_plan()["queries"][0]["choose_tables"] == {"budget_share": 0.25}
    assert parse_plan(window.project.to_plan()).queries[0].choose.budget_share == Fraction(1, 4)
    window.project.undo_stack.undo()  # one step, undone as one
    assert window.project.to_plan()["queries"][0]["choose_tables"] == {} and share.value() == 10
    choose(tables, [2])
    assert "choose_tables" not in window.project.to_plan()["queries"][0] and not page.form.isRowVisible(pairs)
    assert not page.form.isRowVisible(share)
    box = by_name(window, QSpinBox, "Synthetic rows to write")
    box.setValue(0)  # the lowest value: as many as estimated, and no "rows" in the plan
    assert box.text() == "as many as estimated" and "rows" not in window.project.to_plan()["queries"][0]
    window.project.undo_stack.undo()
    assert window.project.to_plan()["queries"][0]["rows"] == 500 and box.value() == 500
    assert window.project.problems() == []
    kinds = (QAbstractButton, QLineEdit, QComboBox, QAbstractSpinBox, QAbstractItemView, QSlider)
    unnamed = [f"{type(w).__name__} {w.objectName()!r}" for kind in kinds for w in window.findChildren(kind)
               if not w.accessibleName() and w.isVisibleTo(window) and not w.objectName().startswith("qt_")
               and not isinstance(w, QHeaderView)]
    assert unnamed == []


def test_the_preview_shows_the_synthetic_tables_and_the_pairs_it_keeps(qtbot, window):
    add_synthetic(qtbot, window, rows=500)
    with qtbot.waitSignal(window.preview_page.updated, timeout=30000):
        window.steps.setCurrentRow(3)
    preview = window.preview_page
    assert preview.family_tables.isVisible()
    model = by_name(window, QTableView, "Family tables preview").model()
    titles = [model.index(row, 0).data() for row in range(model.rowCount())]
    assert titles == ["sex × ward", "sex × test_result", "ward × test_result"]
    sentence = by_name(window, QLabel, "Family saving").text()
    assert "measured one by one" in sentence
    assert "will keep the relation of every pair of its columns" in sentence
    assert preview.table.item(0, 6).text() == sentence  # the table's sentence is the same


def test_a_released_synthetic_table_writes_its_rows_and_compares_them_for_the_steward(qtbot, window,
                                                                                        private_ledger, tmp_path):
    add_synthetic(qtbot, window, rows=321)
    out = exported(qtbot, window, tmp_path / "release", delta=1e-6)
    name = window.project.state.queries[0]["id"]
    lines = csv_lines(out / f"synthetic-{name}.csv")
    assert lines[0] == COLUMNS and len(lines) == 321 + 1
    assert {line[0] for line in lines[1:]} <= {"F", "M", "(other)"}
    shown = window.release_page.result.toPlainText()
    assert f"A synthetic table of 321 rows over the columns sex, ward, test_result, in the files synthetic-{name}.csv, " \
           f"synthetic-{name}.parquet, synthetic-{name}.xlsx." in shown
    assert "3 tables measured together" in shown and "sex × ward: each cell ±" in shown
    assert "the synthetic rows differ from it by at most" in shown
    eyes_only = shown[shown.index("For your eyes only (not in the release):"):]
    assert f"Query '{name}': the synthetic rows' tables differ from the real tables by at most" in eyes_only


def test_with_no_delta_the_expected_error_says_each_table_is_measured_on_its_own_with_laplace_noise(qtbot, window):
    add_synthetic(qtbot, window, rows=500)
    label = by_name(window, QLabel, "Expected error")
    assert "what measuring them together saves" in label.text()
    field = by_name(window, QLineEdit, "Query delta")
    field.setText("0")
    field.editingFinished.emit()
    assert window.project.to_plan()["queries"][0].get("delta", 0) == 0  # a delta of 0 is left out of the plan
    assert parse_plan(window.project.to_plan()).queries[0].default_mechanism() == "laplace"
    assert "each table measured on its own with Laplace noise" in label.text(), label.text()


def test_under_a_budget_delta_of_0_a_new_synthetic_table_starts_pure_epsilon_and_the_plan_has_no_problem(qtbot, window):
    """Issue 46: it started with δ = 1e-7 under a budget δ of 0, and the plan was refused."""
    open_and_wait(qtbot, window, window.open_sample)
    window.steps.setCurrentRow(2)
    page = window.queries_page
    while window.project.state.queries:
        page.list.selectRow(0)
        by_name(window, QPushButton, "Remove query").click()
    field = by_name(window, QLineEdit, "Total delta")
    field.setText("0")
    field.editingFinished.emit()
    page.kind_actions["synthetic"].trigger()  # Add query → Synthetic table
    query = window.project.state.queries[0]
    assert not query.get("delta") and by_name(window, QLineEdit, "Query delta").text() == "0"
    assert window.project.problems() == [] and page.plan_problems.text() == ""
    assert parse_plan(window.project.to_plan()).queries[0].default_mechanism() == "laplace"
    field = by_name(window, QLineEdit, "Query delta")  # a δ typed anyway: the advice names both ways out
    field.setText("1e-7")
    field.editingFinished.emit()
    said = page.plan_problems.text()
    assert "raise the budget's delta" in said and "a delta of 0" in said and "Laplace" in said, said


def test_a_twenty_column_synthetic_table_is_previewed_and_released_in_the_app(qtbot, window, private_ledger, tmp_path):
    """Issue 48: a plan of a synthetic table over 20 columns (a chain of 19 pair tables; every combination,
    6^20, is too many to hold) opened in the app with its table: the Queries page has no problem, the Preview
    shows its 19 tables and counts the 171 pairs it will not keep, and the export writes the rows asked for,
    drawn from the junction tree's model."""
    from tests.core.test_wide_synthetic import wide_plan, wide_table

    data = tmp_path / "wide.csv"
    wide_table(3000, 20).to_csv(data, index=False)
    open_and_wait(qtbot, window, lambda: window.open_table(data))
    apply_plan_to(window.project, wide_plan(20, rows=2500))
    assert window.project.problems() == []
    with qtbot.waitSignal(window.preview_page.updated, timeout=60000):
        window.steps.setCurrentRow(3)
    model = by_name(window, QTableView, "Family tables preview").model()
    assert model.rowCount() == 19 and model.index(0, 0).data() == "x00 × x01"
    assert "will not keep the relation within 171 pairs of its columns" in by_name(window, QLabel,
                                                                                    "Family saving").text()
    out = exported(qtbot, window, tmp_path / "release", delta=1e-5)
    lines = csv_lines(out / "synthetic-wide.csv")
    assert lines[0] == [f"x{i:02d}" for i in range(20)] and len(lines) == 2500 + 1
    assert {value for line in lines[1:] for value in line} <= {f"v{v}" for v in range(6)}
    assert "Not kept: the relation within 171 of the 190 pairs of columns" in window.release_page.result.toPlainText()
    notes = json.loads((out / "release.json").read_text(encoding="utf-8"))["queries"][0]["notes"]
    assert any("groups of columns linked in a tree" in note for note in notes), notes


@pytest.mark.suite_long  # a whole export in the app: .ci/run's long step
def test_pairs_chosen_at_release_are_previewed_as_a_choice_and_named_after_the_export(qtbot, window, private_ledger,
                                                                                        tmp_path):
    """Issue 48: the 20-column plan with its pairs chosen in the app (the Family tables choice "chosen"): the Preview
    says what the choice costs and shows a chain of 19 tables as its stand-in, with no pairs named as not kept; the
    export's release.json lists the 19 pairs chosen, its tables are those pairs, and the Release page's report says
    the pairs were chosen privately."""
    from tests.core.test_wide_synthetic import wide_plan, wide_table

    data = tmp_path / "wide.csv"
    wide_table(3000, 20).to_csv(data, index=False)
    open_and_wait(qtbot, window, lambda: window.open_table(data))
    apply_plan_to(window.project, wide_plan(20, rows=2500))
    window.steps.setCurrentRow(2)
    window.queries_page.list.selectRow(0)
    choose(by_name(window, QComboBox, "Family tables"), "chosen")
    assert window.project.to_plan()["queries"][0]["choose_tables"] == {} and window.project.problems() == []
    with qtbot.waitSignal(window.preview_page.updated, timeout=60000):
        window.steps.setCurrentRow(3)
    said = by_name(window, QLabel, "Family saving").text()
    assert said.startswith("At release, dpstudio will choose 19 of the 190 pairs of columns with 10% of this "
                           "query's budget") and "will not keep" not in said
    assert by_name(window, QTableView, "Family tables preview").model().rowCount() == 19
    out = exported(qtbot, window, tmp_path / "release", delta=1e-5)
    entry = json.loads((out / "release.json").read_text(encoding="utf-8"))["queries"][0]
    pairs = entry["synthetic"]["chosen"]["pairs"]
    assert len(pairs) == 19 and sorted(map(tuple, pairs)) == sorted(tuple(t["columns"]) for t in entry["tables"])
    assert len(csv_lines(out / "synthetic-wide.csv")) == 2500 + 1
    assert "Its 19 pairs of columns were chosen privately at release among the 190 pairs, with 10% of its budget" \
        in window.release_page.result.toPlainText()
