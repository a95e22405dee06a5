"""The import dialog: a live preview of the first rows and each column's type, controls for the
encoding, delimiter, quote, decimal mark, header line and missing-value words (a CSV) or the
sheet (a workbook), a type editor; what is accepted becomes the plan's declared reading schema."""
import json

import pandas as pd
import pytest
from PySide6.QtWidgets import QCheckBox, QComboBox, QLabel, QLineEdit, QPushButton, QSpinBox, QTableWidget

from dpstudio.core.io.loading import load_table
from dpstudio.core.io.schema import MISSING_WORDS, schema_from_dict
from tests.gui.conftest import by_name, open_and_wait

# a German export: a title line above the names, ";" between fields, "4,4" numbers, "k.A." for missing, cp1252
GERMAN = ("Bericht Station 3, 2026\n"
          "Alter;Gewicht;PLZ;Name\n"
          "34;72,5;01067;Müller\n"
          "51;80,0;80331;Schmidt\n"
          "47;k.A.;10115;Weiß\n")


def dialog_for(qtbot, window, path):
    dialog = window.import_file(path)
    assert dialog is not None and dialog.isVisible()
    settle(qtbot, dialog)
    return dialog


def settle(qtbot, dialog):
    """Wait until the dialog has read the file under what its controls say now."""
    qtbot.waitUntil(lambda: not dialog.timer.isActive() and not dialog.runner.running, timeout=30000)


def column_names(dialog):
    table = by_name(dialog, QTableWidget, "Import preview")
    return [table.horizontalHeaderItem(i).text().split("\n")[0] for i in range(table.columnCount())]


def types_shown(dialog):
    table = by_name(dialog, QTableWidget, "Column types")
    return {table.item(r, 0).text(): table.cellWidget(r, 1).currentData() for r in range(table.rowCount())}


def choose(combo: QComboBox, data):
    combo.setCurrentIndex(combo.findData(data))


def test_a_german_export_is_read_right_by_the_stewards_choices_and_they_become_the_plans_schema(
        qtbot, window, tmp_path):
    path = tmp_path / "station3.csv"
    path.write_bytes(GERMAN.encode("cp1252"))
    dialog = dialog_for(qtbot, window, path)
    # first guess: names from line 1 (the title), so one column: the preview shows the problem
    assert column_names(dialog) == ["Bericht Station 3"] or len(column_names(dialog)) <= 2
    assert by_name(dialog, QComboBox, "Encoding").currentText() == "cp1252"  # detected, and shown
    by_name(dialog, QSpinBox, "Column names on line").setValue(2)
    choose(by_name(dialog, QComboBox, "Delimiter"), ";")
    settle(qtbot, dialog)
    assert column_names(dialog) == ["Alter", "Gewicht", "PLZ", "Name"]
    assert types_shown(dialog) == {"Alter": "integer", "Gewicht": "text", "PLZ": "text", "Name": "text"}
    choose(by_name(dialog, QComboBox, "Decimal mark"), ",")
    settle(qtbot, dialog)
    assert types_shown(dialog)["Gewicht"] == "text"  # "k.A." is not a number: the guess stays text
    choose(by_name(dialog, QComboBox, "Type of Gewicht"), "number")  # the steward knows better
    settle(qtbot, dialog)
    assert types_shown(dialog)["Gewicht"] == "number"
    summary = by_name(dialog, QLabel, "Import summary").text()
    assert "3 rows, 4 columns" in summary and "Column 'Gewicht': 1 value is not a number" in summary
    extra = by_name(dialog, QLineEdit, "More missing words")
    extra.setText("k.A.")
    extra.textEdited.emit("k.A.")
    settle(qtbot, dialog)
    assert "Gewicht" not in by_name(dialog, QLabel, "Import summary").text()  # k.A. is missing, not unreadable
    preview = by_name(dialog, QTableWidget, "Import preview")
    assert [preview.item(r, 1).text() for r in range(3)] == ["72.5", "80", "missing"]
    assert preview.item(0, 2).text() == "01067" and preview.item(2, 3).text() == "Weiß"
    choose(by_name(dialog, QComboBox, "Type of Alter"), "text")
    settle(qtbot, dialog)
    by_name(dialog, QPushButton, "Guess types again").click()
    settle(qtbot, dialog)
    assert types_shown(dialog) == {"Alter": "integer", "Gewicht": "number", "PLZ": "text", "Name": "text"}
    choose(by_name(dialog, QComboBox, "Type of Alter"), "text")
    settle(qtbot, dialog)
    with qtbot.waitSignal(window.loader.done, timeout=30000):
        by_name(dialog, QPushButton, "Open with these choices").click()
    table = window.project.table
    assert list(table.frame.columns) == ["Alter", "Gewicht", "PLZ", "Name"]
    assert table.frame["Gewicht"].tolist()[:2] == [72.5, 80.0] and pd.isna(table.frame["Gewicht"][2])
    reading = window.project.to_plan()["reading"]
    assert reading == {"encoding": "cp1252", "delimiter": ";", "decimal": ",", "header": 2, "multiline": False,
                       "missing": list(MISSING_WORDS) + ["k.A."],
                       "columns": {"Alter": "text", "Gewicht": "number", "PLZ": "text", "Name": "text"}}
    # the declared schema reads the file to the same table, with nothing inferred
    again = load_table(path, schema=schema_from_dict(json.loads(json.dumps(reading)))[0])
    assert again.frame.equals(table.frame) and not again.inferred


def test_a_single_quote_and_a_file_without_names(qtbot, window, tmp_path):
    quoted = tmp_path / "quoted.csv"
    quoted.write_text("id,ward\n1,'A, east'\n2,'B'\n", encoding="utf-8")
    dialog = dialog_for(qtbot, window, quoted)
    assert "1 row was left out" in by_name(dialog, QLabel, "Import summary").text()  # 'A, east' splits
    choose(by_name(dialog, QComboBox, "Quote"), "'")
    settle(qtbot, dialog)
    preview = by_name(dialog, QTableWidget, "Import preview")
    assert [preview.item(r, 1).text() for r in range(2)] == ["A, east", "B"]
    dialog.reject()
    bare = tmp_path / "bare.csv"
    bare.write_text("1,2.5,F\n3,4.5,M\n", encoding="utf-8")
    dialog = dialog_for(qtbot, window, bare)
    assert column_names(dialog) == ["1", "2.5", "F"]  # the first row taken for names: the preview shows it
    by_name(dialog, QSpinBox, "Column names on line").setValue(0)
    settle(qtbot, dialog)
    assert column_names(dialog) == ["column 1", "column 2", "column 3"]
    assert by_name(dialog, QTableWidget, "Import preview").rowCount() == 2
    with qtbot.waitSignal(window.loader.done, timeout=30000):
        by_name(dialog, QPushButton, "Open with these choices").click()
    assert window.project.to_plan()["reading"]["header"] == 0 and len(window.project.table.frame) == 2


def test_only_the_usual_words_can_be_switched_off(qtbot, window, tmp_path):
    path = tmp_path / "na.csv"
    path.write_text("code\nNA\nNB\n", encoding="utf-8")  # NA is Namibia here, not "missing"
    dialog = dialog_for(qtbot, window, path)
    preview = by_name(dialog, QTableWidget, "Import preview")
    assert preview.item(0, 0).text() == "missing"
    by_name(dialog, QCheckBox, "Usual missing words").setChecked(False)
    settle(qtbot, dialog)
    assert [preview.item(r, 0).text() for r in range(2)] == ["NA", "NB"]


def test_a_bad_choice_is_named_in_the_dialog_and_open_waits(qtbot, window, tmp_path):
    path = tmp_path / "t.csv"
    path.write_text("a,b\n1,2\n", encoding="utf-8")
    dialog = dialog_for(qtbot, window, path)
    encoding = by_name(dialog, QComboBox, "Encoding")
    encoding.setCurrentText("klingon")
    encoding.lineEdit().textEdited.emit("klingon")
    settle(qtbot, dialog)
    assert by_name(dialog, QLabel, "Import summary").text() == (
        "These choices do not read the file: Unknown encoding 'klingon'. Use one such as utf-8, gb18030 or cp1252")
    assert not by_name(dialog, QPushButton, "Open with these choices").isEnabled()
    dialog.reject()
    assert window.project.table is None and not window.loader.running  # nothing opened, nothing lost


def test_a_workbook_sheet_is_chosen_in_the_dialog(qtbot, window, tmp_path):
    path = tmp_path / "book.xlsx"
    with pd.ExcelWriter(path, engine="openpyxl") as writer:
        pd.DataFrame({"About": ["Extract 2025"]}).to_excel(writer, sheet_name="Cover", index=False)
        pd.DataFrame({"age": [30, 40], "zip": ["01067", "80331"]}).to_excel(writer, sheet_name="Patients", index=False)
    dialog = dialog_for(qtbot, window, path)
    assert not by_name(dialog, QComboBox, "Encoding").isVisibleTo(dialog)  # no text-file controls for a workbook
    assert "This workbook has 2 sheets" in " ".join(label.text() for label in dialog.findChildren(QLabel))
    assert column_names(dialog) == ["About"]  # the cover, in plain sight
    by_name(dialog, QComboBox, "Sheet").setCurrentText("Patients")
    settle(qtbot, dialog)
    assert types_shown(dialog) == {"age": "integer", "zip": "text"}
    with qtbot.waitSignal(window.loader.done, timeout=30000):
        by_name(dialog, QPushButton, "Open with these choices").click()
    assert window.project.reading.sheet == "Patients" and list(window.project.table.frame.columns) == ["age", "zip"]


def test_changing_how_the_open_file_is_read_keeps_the_plan(qtbot, window, tmp_path):
    from dpstudio.resources import sample_data, sample_plan

    open_and_wait(qtbot, window, lambda: window.open_table(sample_data(), sample_plan()))
    queries = [q["id"] for q in window.project.state.queries]
    roles = {n: c.role for n, c in window.project.state.columns.items()}
    window.steps.setCurrentRow(0)
    button = by_name(window, QPushButton, "Change how the file is read")
    assert button.isEnabled()
    button.click()
    dialog = window.import_dialog
    settle(qtbot, dialog)
    assert by_name(dialog, QComboBox, "Encoding").currentText() == window.project.reading.encoding
    name_of = next(n for n, kind in window.project.reading.columns.items() if kind == "text")
    type_box = by_name(dialog, QComboBox, f"Type of {window.project.column_names[0]}")
    assert type_box.currentData() == window.project.reading.columns[window.project.column_names[0]]
    with qtbot.waitSignal(window.loader.done, timeout=30000):
        by_name(dialog, QPushButton, "Open with these choices").click()
    assert [q["id"] for q in window.project.state.queries] == queries
    assert {n: c.role for n, c in window.project.state.columns.items()} == roles
    assert window.project.reading.columns[name_of] == "text"
    assert window.steps.currentRow() == 0  # stays where the steward was


@pytest.mark.parametrize("suffix", [".parquet"])
def test_a_typed_file_opens_at_once(qtbot, window, tmp_path, suffix):
    path = tmp_path / f"t{suffix}"
    pd.DataFrame({"age": [30, 40]}).to_parquet(path)
    with qtbot.waitSignal(window.loader.done, timeout=30000):
        assert window.import_file(path) is None
    assert list(window.project.table.frame.columns) == ["age"]


def test_every_control_of_the_dialog_has_a_name(qtbot, window, tmp_path):
    from PySide6.QtWidgets import QAbstractButton, QAbstractItemView, QAbstractSpinBox

    path = tmp_path / "t.csv"
    path.write_text("a,b\n1,x\n", encoding="utf-8")
    dialog = dialog_for(qtbot, window, path)
    controls = [w for kind in (QAbstractButton, QComboBox, QLineEdit, QAbstractSpinBox, QAbstractItemView)
                for w in dialog.findChildren(kind) if w.isVisibleTo(dialog) and w.focusPolicy()
                and not isinstance(w.parent(), QAbstractSpinBox)]  # a spin box's own text field: named by it
    assert len(controls) >= 12
    assert [w for w in controls if not w.accessibleName()] == []


def test_choices_made_while_the_first_read_runs_are_kept(qtbot, window, tmp_path):
    path = tmp_path / "t.csv"
    path.write_text("a;b|c\n1;2|3\n", encoding="utf-8")
    dialog = window.import_file(path)
    choose(by_name(dialog, QComboBox, "Delimiter"), "|")  # before the first read has come back
    settle(qtbot, dialog)
    assert by_name(dialog, QComboBox, "Delimiter").currentData() == "|"
    assert column_names(dialog) == ["a;b", "c"]


def test_changing_the_reading_keeps_what_the_controls_cannot_show(qtbot, window, tmp_path):
    """A declared ':' delimiter and a missing word with a comma in it come back as they were."""
    from dpstudio.core.io.schema import ReadingSchema

    path = tmp_path / "t.csv"
    path.write_text("a:b\n1:-99,9\n2:9\n", encoding="utf-8")
    declared = ReadingSchema(columns={"a": "integer", "b": "text"}, encoding="utf-8", delimiter=":",
                             missing=("", "-99,9"))
    open_and_wait(qtbot, window, lambda: window.open_table(path, reading=declared.to_dict()))
    dialog = window.adjust_reading()
    settle(qtbot, dialog)
    assert by_name(dialog, QComboBox, "Delimiter").currentData() == ":"
    assert dialog.choices().missing == ("", "-99,9")
    with qtbot.waitSignal(window.loader.done, timeout=30000):
        by_name(dialog, QPushButton, "Open with these choices").click()
    assert window.project.reading == declared
    assert window.project.table.frame["b"].tolist()[1] == "9"


def test_a_closed_dialog_keeps_no_table(qtbot, window, tmp_path):
    path = tmp_path / "t.csv"
    path.write_text("a\n1\n", encoding="utf-8")
    for _ in range(3):
        dialog = dialog_for(qtbot, window, path)
        dialog.reject()
    qtbot.waitUntil(lambda: not window.findChildren(type(dialog)))


def test_picking_an_encoding_from_the_list_reads_the_file_again(qtbot, window, tmp_path):
    """The box shows what was detected (cp1252) while the list still has utf-8 selected: picking utf-8 must
    read again, or the preview (cp1252) and the box (utf-8) would disagree and Open import the other."""
    path = tmp_path / "t.csv"
    path.write_bytes("name\nMüller\n".encode("cp1252"))
    dialog = dialog_for(qtbot, window, path)
    encoding = by_name(dialog, QComboBox, "Encoding")
    assert encoding.currentText() == "cp1252"
    encoding.setCurrentIndex(encoding.findText("utf-8"))
    settle(qtbot, dialog)
    assert dialog.table.schema.encoding == "utf-8" and "bytes that are not valid utf-8" in by_name(
        dialog, QLabel, "Import summary").text()


def test_decimal_numbers_are_shown_in_the_apps_language(qtbot, window, tmp_path, monkeypatch):
    """Issue 46: "58.77" with a point in the German app's import preview of a file written with decimal commas."""
    from PySide6.QtWidgets import QTableView

    monkeypatch.delenv("DPSTUDIO_LANGUAGE")
    window.choose_language("de", remember=False)
    try:
        path = tmp_path / "labor.csv"
        path.write_bytes("Patienten-Nr;Albumin;Alter\n101;58,77;34\n102;4,1;51\n".encode("cp1252"))
        dialog = dialog_for(qtbot, window, path)
        choose(by_name(dialog, QComboBox, "Delimiter"), ";")
        choose(by_name(dialog, QComboBox, "Decimal mark"), ",")
        settle(qtbot, dialog)
        preview = by_name(dialog, QTableWidget, "Import preview")
        assert [preview.item(r, 1).text() for r in range(2)] == ["58,77", "4,1"]
        assert preview.item(0, 0).text() == "101" and preview.item(1, 2).text() == "51"
        from tests.gui.test_fitting import shown_header  # "Alter\nganze Zahl" whole, not "Alte…"
        assert [shown_header(preview, c) for c in range(3)] == [["Patienten-Nr", "ganze Zahl"], ["Albumin", "Zahl"],
                                                                ["Alter", "ganze Zahl"]]
        with qtbot.waitSignal(window.loader.done, timeout=30000):
            by_name(dialog, QPushButton, "Open with these choices").click()
        data = by_name(window, QTableView, "Table preview").model()
        assert data.data(data.index(0, 1)) == "58,77"  # the Data page's table too
    finally:
        window.choose_language("en", remember=False)
