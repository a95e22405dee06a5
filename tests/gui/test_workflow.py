"""Drive the app like a steward: open, set roles, add one query of each kind, preview, export."""
import json

from PySide6.QtWidgets import (QAbstractButton, QAbstractItemView, QAbstractSpinBox, QComboBox, QHeaderView,
                               QLineEdit, QMessageBox, QPushButton, QRadioButton, QSlider, QSpinBox)

from dpstudio.core.kinds import QUERY_TYPES
from dpstudio.core.plan import edits
from dpstudio.gui.models import ColumnsModel
from dpstudio.resources import sample_data
from tests.gui.conftest import by_name, ledger_status, open_and_wait

ROLES = {"patient_id": "identifier", "name": "identifier", "national_id": "identifier", "birth_year": "quasi_identifier",
         "sex": "quasi_identifier", "zip": "quasi_identifier", "diagnosis": "sensitive", "test_result": "sensitive"}
BOUNDS = {"birth_year": (1900, 2025), "length_of_stay": (0, 60), "cost": (0, 100000)}
CATEGORIES = {"sex": "F; M", "ward": "Cardiology; Internal medicine; Surgery; Orthopaedics; Psychiatry",
              "test_result": "negative; positive; inconclusive", "diagnosis": "I10 Hypertension; E11 Type 2 diabetes"}


def test_whole_workflow_on_the_sample(qtbot, window, tmp_path):
    open_and_wait(qtbot, window, lambda: window.open_table(sample_data()))
    assert "3,577 rows" in by_name(window, type(window.data_page.info), "Table information").text()

    window.steps.setCurrentRow(1)
    columns = window.columns_page.model
    for row, name in enumerate(window.project.column_names):
        if name in ROLES:
            columns.setData(columns.index(row, ColumnsModel.ROLE), ROLES[name])
        if name in BOUNDS:
            columns.setData(columns.index(row, ColumnsModel.LOW), str(BOUNDS[name][0]))
            columns.setData(columns.index(row, ColumnsModel.HIGH), str(BOUNDS[name][1]))
        if name in CATEGORIES:
            columns.setData(columns.index(row, ColumnsModel.CATEGORIES), CATEGORIES[name])
    by_name(window, QRadioButton, "Privacy unit: person column").click()
    by_name(window, QComboBox, "Person column").setCurrentText("patient_id")
    by_name(window, QComboBox, "Person column").activated.emit(0)
    by_name(window, QSpinBox, "Most rows per person").setValue(3)
    assert window.project.state.person_column == "patient_id" and window.project.state.max_rows == 3

    window.steps.setCurrentRow(2)
    page = window.queries_page
    by_name(window, QAbstractSpinBox, "Total epsilon").setValue(2.0)
    by_name(window, QLineEdit, "Total delta").setText("1e-6")  # a family of tables (Gaussian noise) needs a δ
    by_name(window, QLineEdit, "Total delta").editingFinished.emit()
    kinds = list(page.kind_actions)  # every kind the Add query menu offers
    assert {"quantiles", "marginals", "synthetic"} <= set(kinds) and set(kinds) == set(QUERY_TYPES)
    for kind in kinds:
        page.add_query(kind)
    assert [q["kind"] for q in window.project.state.queries] == kinds
    crosstab_row = kinds.index("crosstab")
    page.list.selectRow(crosstab_row)
    by_name(window, QComboBox, "Query column").setCurrentText("sex")
    by_name(window, QComboBox, "Query column").activated.emit(0)
    by_name(window, QComboBox, "Second column").setCurrentText("ward")
    by_name(window, QComboBox, "Second column").activated.emit(0)
    assert window.project.state.queries[crosstab_row]["columns"] == ["sex", "ward"]
    histogram_row = kinds.index("histogram")
    page.list.selectRow(histogram_row)
    by_name(window, QComboBox, "Query column").setCurrentText("diagnosis")
    by_name(window, QComboBox, "Query column").activated.emit(0)
    rr_row = kinds.index("randomized_response")
    page.list.selectRow(rr_row)
    by_name(window, QComboBox, "Query column").setCurrentText("test_result")
    by_name(window, QComboBox, "Query column").activated.emit(0)

    meter = page.meter
    assert meter.format() == "ε spent 1.1 of 2" and len(kinds) == 11 and not meter.over  # each kind at 0.1
    page.list.selectRow(0)
    by_name(window, QAbstractSpinBox, "Query epsilon value").setValue(1.8)
    assert meter.over and "over budget" in meter.format()
    assert "more than the budget" in page.plan_problems.text()
    assert not by_name(window, QPushButton, "Export release").isEnabled()
    by_name(window, QPushButton, "Split budget evenly").click()
    assert not meter.over
    assert window.project.problems() == []

    window.steps.setCurrentRow(3)
    with qtbot.waitSignal(window.preview_page.runner.done, timeout=30000):
        window.preview_page.recompute()
    table = window.preview_page.table
    assert table.rowCount() == len(kinds)
    assert table.item(0, 6).text().startswith("The number of people will be within ±")  # a new count counts people

    window.steps.setCurrentRow(4)
    out = tmp_path / "release"
    by_name(window, QLineEdit, "Output folder").setText(str(out))
    assert "No lifetime budget" in ledger_status(qtbot, window)
    by_name(window, QAbstractSpinBox, "Lifetime epsilon").setValue(2.5)
    by_name(window, QPushButton, "Set lifetime budget").click()
    assert "2.5 left" in ledger_status(qtbot, window)
    assert by_name(window, QPushButton, "Export release").isEnabled()
    with qtbot.waitSignal(window.release_page.runner.done, timeout=60000):
        window.release_page.export(confirmed=True)
    assert sorted(p.name for p in out.iterdir()) == ["SHA256SUMS", "SHA256SUMS.sig", "plan.json", "public-key.pem",
                                                      "randomized_response_1.perturbed.csv", "release.csv",
                                                      "release.json", "release.xlsx", "report.html", "report.pdf",
                                                      "synthetic-synthetic_1.csv", "synthetic-synthetic_1.parquet",
                                                      "synthetic-synthetic_1.xlsx"]
    from dpstudio.core.ledger.book import Ledger
    from dpstudio.core.ledger.signing import office_signer
    from dpstudio.core.output.bundle_check import check_bundle

    with Ledger(window.release_page.export_ledger_path()) as ledger:  # signed as `dpstudio release` signs
        office = office_signer(ledger, create=False)
    check = check_bundle(out, office.private.public_key())  # the recipient's check, with the office's key
    assert check.problems == [] and check.signed_by == office.fingerprint
    assert "spent ε = 2 of its lifetime ε = 2.5; <b>0.5" in ledger_status(qtbot, window)
    release = json.loads((out / "release.json").read_text(encoding="utf-8"))
    assert [q["kind"] for q in release["queries"]] == kinds
    assert release["budget"]["epsilon"] <= 2
    assert "Released" in window.release_page.result.toPlainText()

    again = tmp_path / "again"
    by_name(window, QLineEdit, "Output folder").setText(str(again))
    with qtbot.waitSignal(window.release_page.runner.failed, timeout=60000):
        window.release_page.export(confirmed=True)  # the lifetime budget has 0.5 left: refused
    box = [b for b in window.findChildren(QMessageBox) if b.accessibleName() == "Error dialog"][-1]
    assert "lifetime budget of 2.5 has 2 spent already" in box.text() and not again.exists()


def test_undo_redo_of_a_role(qtbot, window):
    open_and_wait(qtbot, window, window.open_sample)
    columns = window.columns_page.model
    row = window.project.column_names.index("zip")
    columns.setData(columns.index(row, ColumnsModel.ROLE), "sensitive")
    assert window.project.state.columns["zip"].role.value == "sensitive"
    window.project.undo_stack.undo()
    assert window.project.state.columns["zip"].role.value == "quasi_identifier"
    window.project.undo_stack.redo()
    assert window.project.state.columns["zip"].role.value == "sensitive"


def test_sample_opens_with_its_plan_and_previews(qtbot, window):
    open_and_wait(qtbot, window, window.open_sample)
    assert len(window.project.state.queries) == 8
    assert window.steps.currentRow() == 2
    assert window.queries_page.meter.format() == "ε spent 3 of 3"


def test_a_bad_file_gets_the_error_dialog_and_the_app_goes_on(qtbot, window, tmp_path):
    bad = tmp_path / "broken.xlsx"
    bad.write_bytes(b"this is not a workbook")
    with qtbot.waitSignal(window.loader.failed, timeout=30000):
        window.open_table(bad)
    boxes = [b for b in window.findChildren(QMessageBox) if b.accessibleName() == "Error dialog"]
    assert boxes and "could not be read as an Excel workbook" in boxes[-1].text()
    assert "broken.xlsx" in boxes[-1].text()
    boxes[-1].close()
    open_and_wait(qtbot, window, window.open_sample)
    assert window.project.table is not None


def test_project_file_saves_plan_and_fingerprint_not_data(qtbot, window, tmp_path):
    open_and_wait(qtbot, window, window.open_sample)
    path = tmp_path / "p.dpstudio.json"
    window.project.save(path)
    saved = json.loads(path.read_text(encoding="utf-8"))
    assert saved["data"]["sha256"] == window.project.table.fingerprint
    assert len(saved["plan"]["queries"]) == 8
    assert "Müller" not in path.read_text(encoding="utf-8")


def test_every_interactive_widget_has_an_accessible_name(qtbot, window):
    open_and_wait(qtbot, window, window.open_sample)
    kinds = (QAbstractButton, QLineEdit, QComboBox, QAbstractSpinBox, QAbstractItemView, QSlider)
    unnamed = [f"{type(w).__name__} {w.objectName()!r}" for kind in kinds for w in window.findChildren(kind)
               if not w.accessibleName() and w.isVisibleTo(window) and not w.objectName().startswith("qt_")
               and not isinstance(w, QHeaderView)]  # headers are parts of their named table
    assert unnamed == []


def test_split_by_weights_and_evenly(qtbot, window):
    from dpstudio.gui.pages.queries_page import split_budget

    assert split_budget(1.0, [1, 1, 1]) == [0.3333333333333333, 0.3333333333333333, 0.3333333333333334]
    assert split_budget(3.0, [2, 1]) == [2.0, 1.0]
    open_and_wait(qtbot, window, window.open_sample)
    page = window.queries_page
    page.list.selectRow(0)
    by_name(window, QAbstractSpinBox, "Query weight").setValue(3)
    by_name(window, QPushButton, "Split budget by weights").click()
    epsilons = [q["epsilon"] for q in window.project.state.queries]
    assert epsilons[0] == 0.9 and epsilons[1:] == [0.3] * 7
    assert window.queries_page.meter.format() == "ε spent 3 of 3"


def test_an_even_split_of_one_in_three_shows_a_third_each_and_one_in_all(qtbot, window):
    """The shares add up to exactly ε = 1 (as the plan reads them), so the meter says 1 of 1, never 0.999999;
    each share reads 0.333 in the list, as in the ε box, and the release's report says the same."""
    from dpstudio.core.output.report import build_report
    from dpstudio.core.pipeline.release import produce_release

    open_and_wait(qtbot, window, window.open_sample)
    window.project.edit_plan("Three queries",
                             lambda doc: edits.with_budget(edits.with_queries(doc, doc.query_list()[:3]), epsilon=1.0))
    page = window.queries_page
    by_name(window, QPushButton, "Split budget evenly").click()
    assert page.meter.format() == "ε spent 1 of 1"
    model = page.model
    shown = [model.data(model.index(row, model.columnCount() - 1)) for row in range(3)]
    assert shown == ["0.333"] * 3
    page.list.selectRow(1)
    assert by_name(window, QAbstractSpinBox, "Query epsilon value").text() == "0.333"
    assert not window.project.problems()  # they add up to the budget, not past it
    report = build_report(produce_release(window.project.rows, window.project.to_plan()).release, {}, charts=False)
    assert "Total <b>ε = 1</b>" in report and report.count("<td>0.333</td>") == 3 and "0.999999" not in report


def test_categories_pasted_one_per_line(qtbot, window):
    open_and_wait(qtbot, window, window.open_sample)
    page = window.columns_page
    page.view.selectRow(window.project.column_names.index("ward"))
    dialog = page.edit_categories()
    dialog.text.setPlainText("Cardiology\nSurgery\n\nPsychiatry\n")
    dialog.accept()
    assert window.project.state.columns["ward"].categories == ["Cardiology", "Surgery", "Psychiatry"]


def test_categories_from_the_data_warn_and_are_recorded(qtbot, window, tmp_path):
    open_and_wait(qtbot, window, window.open_sample)
    page = window.columns_page
    page.view.selectRow(window.project.column_names.index("ward"))
    page.take_categories_from_data(confirmed=True)
    assert window.project.state.columns["ward"].categories_from_data
    assert window.project.to_plan()["categories_from_data"] == ["ward"]
    assert "Category lists taken from the data" in window.release_page.summary.text()


def test_loading_reports_progress_and_can_be_cancelled(qtbot, window, tmp_path):
    big = tmp_path / "big.csv"
    big.write_text("a,b\n" + "".join(f"{i},{i % 7}\n" for i in range(600_000)), encoding="utf-8")
    seen = []
    window.loader.progress.connect(seen.append)
    open_and_wait(qtbot, window, lambda: window.open_table(big))
    assert seen and seen[-1] == 100 and len(window.project.table.frame) == 600_000
    window.open_table(tmp_path / "big.csv")
    window.data_page.cancel_button.click()
    assert not window.loader.running
    window.loader.wait()
    qtbot.wait(50)
    assert window.data_page.open_button.isEnabled()


def test_open_a_saved_project(qtbot, window, tmp_path):
    open_and_wait(qtbot, window, window.open_sample)
    window.project.edit_plan("eps", lambda doc: edits.with_query_fields(doc, 0, epsilon=0.05))
    path = tmp_path / "p.dpstudio.json"
    window.project.save(path)
    window.project.set_table(window.project.table)  # forget the plan
    assert window.project.state.queries == []
    open_and_wait(qtbot, window, lambda: window.open_project(path))
    assert window.project.state.queries[0]["epsilon"] == 0.05
    assert window.project.state.person_column == "patient_id"


def test_cells_can_be_made_to_add_up_from_the_editor(qtbot, window):
    open_and_wait(qtbot, window, window.open_sample)
    page = window.queries_page
    row = [q["id"] for q in window.project.state.queries].index("sex_by_ward")
    page.list.selectRow(row)
    combo = by_name(window, QComboBox, "Add up to")
    combo.setCurrentIndex(combo.findData("admissions"))
    combo.activated.emit(combo.currentIndex())
    assert window.project.state.queries[row]["sum_to"] == "admissions"
    # the sample's sex_by_ward counts patients in each ward they reach; "admissions" counts rows: said, and
    # mended by counting rows in the same editor
    assert [p.where for p in window.project.problems()] == ["queries[3] ('sex_by_ward').person_rule"]
    counts = by_name(window, QComboBox, "Counts")
    counts.setCurrentIndex(counts.findData("rows"))
    counts.activated.emit(counts.currentIndex())
    assert window.project.problems() == []


def test_an_unexpected_error_in_a_slot_reaches_the_error_dialog(qtbot, window):
    import sys

    from dpstudio.gui.app import install_error_hook

    previous = sys.excepthook
    try:
        install_error_hook(window)
        try:
            raise ZeroDivisionError("boom")
        except ZeroDivisionError:
            sys.excepthook(*sys.exc_info())
    finally:
        sys.excepthook = previous
    box = [b for b in window.findChildren(QMessageBox) if b.accessibleName() == "Error dialog"][-1]
    assert "This is a bug in dpstudio" in box.text() and "ZeroDivisionError: boom" in box.detailedText()


def test_post_processing_choices_in_the_editor(qtbot, window):
    from PySide6.QtWidgets import QCheckBox

    open_and_wait(qtbot, window, window.open_sample)
    page = window.queries_page
    page.list.selectRow(1)  # a count (no cells add up to it): clamped at zero by default
    clamp = by_name(window, QCheckBox, "Clamp at zero")
    assert clamp.isChecked()
    clamp.setChecked(False)
    assert window.project.state.queries[1]["postprocess"] == []
    by_name(window, QCheckBox, "Round to whole numbers").setChecked(True)
    assert window.project.state.queries[1]["postprocess"] == ["round"]
    assert window.project.problems() == []


def test_cells_that_add_up_are_kept_at_zero_or_above_and_the_choice_is_offered(qtbot, window):
    """Plan version 7: a histogram made to add up to a count is clamped at zero by default, and the
    steward may turn that off; cells kept at 0 or above need their count kept there too."""
    from PySide6.QtWidgets import QCheckBox

    open_and_wait(qtbot, window, window.open_sample)
    page = window.queries_page
    queries = window.project.state.queries
    row = next(i for i, q in enumerate(queries) if q.get("sum_to") == "admissions")
    page.list.selectRow(row)
    clamp = by_name(window, QCheckBox, "Clamp at zero")
    assert clamp.isVisible() and clamp.isChecked() and "postprocess" not in queries[row]
    clamp.setChecked(False)
    assert window.project.state.queries[row]["postprocess"] == ["round"] and window.project.problems() == []
    clamp.setChecked(True)
    page.list.selectRow(0)  # admissions, the count the cells add up to
    by_name(window, QCheckBox, "Clamp at zero").setChecked(False)
    assert [p.message for p in window.project.problems()] == [
        "cells kept at 0 or above must add up to a count kept at 0 or above: 'admissions' is not"]


def test_the_ledger_file_is_a_setting(qtbot, window, tmp_path):
    open_and_wait(qtbot, window, window.open_sample)
    shared = tmp_path / "shared" / "ledger.sqlite"
    window.choose_ledger(str(shared))
    window.release_page.set_lifetime_budget(4)
    assert shared.exists()
    assert "4 left" in ledger_status(qtbot, window)


def test_window_layout_and_recent_files_are_remembered(qtbot, window, tmp_path):
    from dpstudio.gui.main_window import MainWindow

    open_and_wait(qtbot, window, window.open_sample)
    window.help.hide()
    window.close()
    again = MainWindow(settings=window.settings)
    qtbot.addWidget(again)
    assert again.recent_files()[0].endswith("hospital_admissions.csv")
    assert again.help.isHidden()
    toolbar = again.findChildren(type(again.addToolBar("x")))[0]
    assert [a.text() for a in toolbar.actions()][:3] == ["&Open table…", "Open &sample dataset", "&Save project…"]


def test_about_names_the_versions(window):
    from importlib.metadata import version

    text = window.about_text()
    assert f"dpstudio {version('dpstudio')}" in text and f"OpenDP {version('opendp')}" in text and "Qt 6." in text


def test_delete_key_removes_the_selected_query(qtbot, window):
    from PySide6.QtCore import Qt

    open_and_wait(qtbot, window, window.open_sample)
    window.steps.setCurrentRow(2)
    page = window.queries_page
    page.list.selectRow(1)
    page.list.setFocus()
    qtbot.keyClick(page.list, Qt.Key_Delete)
    assert [q["id"] for q in window.project.state.queries][:2] == ["admissions", "diagnoses"]


def test_every_step_fits_a_1366_pixel_wide_screen(window, qtbot):
    window.open_sample()
    qtbot.waitUntil(lambda: window.project.table is not None, timeout=30000)
    for step in range(window.steps.count()):
        window.steps.setCurrentRow(step)
        assert window.minimumSizeHint().width() <= 1366, window.steps.item(step).text()
