"""The import dialog and the Data page in the app's language: a reading's notes said in German with German
number marks; a German export's decimal comma found and shown as the dialog's choice; a workbook's
missing-value words chosen in the dialog as a text file's are."""
import pandas as pd
from PySide6.QtWidgets import QComboBox, QLabel, QLineEdit, QPushButton, QSpinBox

from tests.gui.conftest import by_name
from tests.gui.test_import_dialog import choose, dialog_for, settle, types_shown

# a laboratory export: Latin-1, ";" between fields, decimal commas, thousands grouped by points
LABOUR = "Patient;Kappa;Lambda;Kreatinin;Befund\n" + "".join(
    f"{i};4,{i % 10};12,0;1.{i % 1000:03d},5;unauffällig\n" for i in range(1, 1251))


def test_a_german_export_shows_komma_and_its_notes_in_german(qtbot, window, tmp_path, monkeypatch):
    monkeypatch.delenv("DPSTUDIO_LANGUAGE")
    window.language_actions["de"].trigger()
    path = tmp_path / "labor.csv"
    path.write_bytes(LABOUR.encode("latin-1"))
    dialog = dialog_for(qtbot, window, path)
    decimal = by_name(dialog, QComboBox, "Decimal mark")
    assert decimal.currentText() == "Komma (4,4)" and decimal.currentData() == ","
    assert types_shown(dialog) == {"Patient": "integer", "Kappa": "number", "Lambda": "number",
                                   "Kreatinin": "number", "Befund": "text"}
    summary = lambda: by_name(dialog, QLabel, "Import summary").text()  # noqa: E731
    assert "Dezimalzeichen: Komma (4,4), an den Werten erkannt." in summary()
    assert "Die Datei ist nicht UTF-8; sie wurde als cp1252 gelesen." in summary()
    choose(by_name(dialog, QComboBox, "Type of Befund"), "number")  # the steward's mistake, counted in German
    settle(qtbot, dialog)
    assert "Spalte 'Befund': 1.250 Werte sind keine Zahlen und wurden als fehlend gelesen." in summary()
    assert decimal.currentData() == ","  # still the mark found
    with qtbot.waitSignal(window.loader.done, timeout=30000):
        by_name(dialog, QPushButton, "Open with these choices").click()
    assert window.project.to_plan()["reading"]["decimal"] == ","
    assert window.project.table.frame["Kreatinin"].tolist()[:2] == [1001.5, 1002.5]
    info = window.data_page.info.text()
    assert "Hinweis: Spalte 'Befund': 1.250 Werte sind keine Zahlen" in info and "Dezimalzeichen: Komma" in info
    window.language_actions["en"].trigger()  # the notes follow the language
    info = window.data_page.info.text()
    assert "Note: Column 'Befund': 1,250 values are not numbers and were read as missing." in info


def test_the_mark_follows_the_header_line_until_the_steward_picks_one(qtbot, window, tmp_path):
    path = tmp_path / "station.csv"
    path.write_text("Bericht 2026, Station 3\nAlter;Gewicht\n34;72,5\n51;80,0\n", encoding="utf-8")
    dialog = dialog_for(qtbot, window, path)
    decimal = by_name(dialog, QComboBox, "Decimal mark")
    assert decimal.currentData() == "."  # names taken from the title: nothing to go by
    by_name(dialog, QSpinBox, "Column names on line").setValue(2)
    choose(by_name(dialog, QComboBox, "Delimiter"), ";")
    settle(qtbot, dialog)
    assert decimal.currentData() == "," and types_shown(dialog) == {"Alter": "integer", "Gewicht": "number"}
    choose(decimal, ".")  # the steward's choice: kept, whatever the values say
    settle(qtbot, dialog)
    assert types_shown(dialog)["Gewicht"] == "text"
    by_name(dialog, QSpinBox, "Column names on line").setValue(1)
    settle(qtbot, dialog)
    by_name(dialog, QSpinBox, "Column names on line").setValue(2)
    settle(qtbot, dialog)
    assert decimal.currentData() == "." and dialog.choices().decimal == "."


def test_a_workbooks_missing_words_are_chosen_in_the_dialog(qtbot, window, tmp_path):
    path = tmp_path / "labor.xlsx"
    with pd.ExcelWriter(path, engine="openpyxl") as writer:
        pd.DataFrame({"Kappa": [4.4, "k.A.", 3.9, "-", "NA"], "Station": ["Süd", "k.A.", "Nord", "Süd", "NA"]}
                     ).to_excel(writer, sheet_name="Labor", index=False)
    dialog = dialog_for(qtbot, window, path)
    assert not by_name(dialog, QComboBox, "Encoding").isVisibleTo(dialog)
    assert types_shown(dialog) == {"Kappa": "text", "Station": "text"}
    extra = by_name(dialog, QLineEdit, "More missing words")
    assert extra.isVisibleTo(dialog)
    extra.setText("k.A., -")
    extra.textEdited.emit("k.A., -")
    settle(qtbot, dialog)
    assert types_shown(dialog) == {"Kappa": "number", "Station": "text"}
    with qtbot.waitSignal(window.loader.done, timeout=30000):
        by_name(dialog, QPushButton, "Open with these choices").click()
    table = window.project.table
    assert table.frame["Kappa"].dropna().tolist() == [4.4, 3.9] and table.frame["Station"].tolist()[:2] == ["Süd", None]
    assert window.project.to_plan()["reading"]["missing"][-2:] == ["k.A.", "-"]
