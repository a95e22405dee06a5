"""A workbook with several sheets: the app asks which one holds the table, never loading the first
(a cover page) silently; one sheet is opened at once; cancelling opens nothing."""
import pandas as pd
from PySide6.QtWidgets import QInputDialog

from tests.gui.conftest import open_and_wait


def workbook(path, sheets: dict) -> None:
    with pd.ExcelWriter(path, engine="openpyxl") as writer:
        for name, frame in sheets.items():
            frame.to_excel(writer, sheet_name=name, index=False)


def test_the_sheet_is_chosen_by_the_steward(qtbot, window, tmp_path, monkeypatch):
    path = tmp_path / "book.xlsx"
    data = pd.DataFrame({"age": [30, 40, 50], "sex": ["F", "M", "F"]})
    workbook(path, {"Cover": pd.DataFrame({"About": ["Extract 2025"]}), "Patients": data})
    asked = []

    def answer(parent, title, label, items, current, editable):
        asked.append(list(items))
        return "Patients", True
    monkeypatch.setattr(QInputDialog, "getItem", answer)
    open_and_wait(qtbot, window, lambda: window.open_table(path))
    assert asked == [["Cover", "Patients"]]
    assert list(window.project.table.frame.columns) == ["age", "sex"] and len(window.project.table.frame) == 3
    assert window.project.reading.sheet == "Patients"  # kept in the plan's reading schema


def test_cancelling_the_choice_opens_nothing(qtbot, window, tmp_path, monkeypatch):
    path = tmp_path / "book.xlsx"
    workbook(path, {"A": pd.DataFrame({"x": [1]}), "B": pd.DataFrame({"y": [2]})})
    monkeypatch.setattr(QInputDialog, "getItem", lambda *args: ("", False))
    window.open_table(path)
    assert not window.loader.running and window.project.table is None
