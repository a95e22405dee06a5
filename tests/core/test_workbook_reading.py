"""A workbook read as a CSV file is: its missing-value words are missing whatever the column's type (and
are left out when its type is guessed), and its sheets are parsed once per version of the file, so the
import dialog's changes re-type the kept cells instead of reading the workbook again."""
import os

import pandas as pd

from dpstudio.core.io.excel_reading import sheet_cells
from dpstudio.core.io.loading import load_table
from dpstudio.core.io.schema import MISSING_WORDS, ReadingSchema, schema_from_dict

# a laboratory sheet as wards fill it in: numbers, and words for "no value"
KAPPA = [4.4, "NA", 3.9, "k.A.", "-", "n/a", " ", 5.1]
WARD = ["Süd", "NA", "Nord", "k.A.", "Süd", "-", "Nord", "Süd"]


def values(frame) -> dict:
    """Each column's values, a missing one as None (a CSV file's text column is a string column, a
    workbook's holds objects: the values are what must agree)."""
    return {name: [None if pd.isna(v) else v for v in frame[name].tolist()] for name in frame.columns}


def workbook(path, sheets: dict) -> None:
    with pd.ExcelWriter(path, engine="openpyxl") as writer:
        for name, frame in sheets.items():
            frame.to_excel(writer, sheet_name=name, index=False)


def test_missing_words_are_missing_in_a_workbook_as_in_a_csv_file(tmp_path):
    path = tmp_path / "labor.xlsx"
    workbook(path, {"Labor": pd.DataFrame({"Kappa": KAPPA, "Station": WARD})})
    usual = load_table(path)  # "k.A." and "-" are not among the usual words: Kappa holds text
    assert usual.schema.columns == {"Kappa": "text", "Station": "text"}
    assert usual.frame["Station"].tolist() == ["Süd", None, "Nord", "k.A.", "Süd", "-", "Nord", "Süd"]
    words = MISSING_WORDS + ("k.A.", "-")
    table = load_table(path, choices=ReadingSchema(missing=words))
    assert table.schema.columns == {"Kappa": "number", "Station": "text"} and table.notes == ()
    assert table.frame["Kappa"].isna().tolist() == [False, True, False, True, True, True, True, False]
    assert table.frame["Kappa"].dropna().tolist() == [4.4, 3.9, 5.1]
    assert table.frame["Station"].tolist() == ["Süd", None, "Nord", None, "Süd", None, "Nord", "Süd"]
    assert table.schema.missing == words
    # the same table written as a CSV file and read with the same words gives the same values
    csv = tmp_path / "labor.csv"
    csv.write_text("Kappa;Station\n" + "".join(f"{k};{w}\n" for k, w in zip(KAPPA, WARD)), encoding="utf-8")
    from_text = load_table(csv, choices=ReadingSchema(delimiter=";", missing=words))
    assert values(from_text.frame) == values(table.frame)
    again = load_table(path, schema=schema_from_dict(table.schema.to_dict())[0])
    assert again.frame.equals(table.frame)


def test_a_number_named_as_a_missing_word_is_missing_in_a_number_cell(tmp_path):
    path = tmp_path / "codes.xlsx"
    codes = pd.DataFrame({"weight": [72.5, -99, 80], "visits": [3, -99, 1], "zip": ["01067", -99, "80331"]})
    workbook(path, {"A": codes})
    table = load_table(path, choices=ReadingSchema(missing=MISSING_WORDS + ("-99",)))
    assert table.schema.columns == {"weight": "number", "visits": "integer", "zip": "text"}
    assert table.frame["weight"].isna().tolist() == [False, True, False]
    assert table.frame["visits"].tolist()[0] == 3 and pd.isna(table.frame["visits"].tolist()[1])
    assert table.frame["zip"].tolist() == ["01067", None, "80331"] and table.notes == ()


def test_a_sheet_is_parsed_once_per_version_of_the_file(tmp_path):
    path = tmp_path / "book.xlsx"
    workbook(path, {"Cover": pd.DataFrame({"About": ["Extract"]}), "Data": pd.DataFrame({"age": [30, 40]})})
    first = sheet_cells(path, "Data")
    assert sheet_cells(path, "Data") is first  # kept: a type or a sheet changed reads the kept cells
    assert sheet_cells(path, "Cover") is not first and sheet_cells(path, "Data") is first
    kinds = load_table(path, choices=ReadingSchema(sheet="Data", columns={"age": "text"})).frame["age"].tolist()
    assert kinds == ["30", "40"]
    stat = path.stat()
    workbook(path, {"Cover": pd.DataFrame({"About": ["Extract"]}), "Data": pd.DataFrame({"age": [31, 41, 51]})})
    os.utime(path, ns=(stat.st_atime_ns, stat.st_mtime_ns + 10**9))  # a changed file, even within the same second
    assert sheet_cells(path, "Data") is not first
    assert load_table(path, choices=ReadingSchema(sheet="Data")).frame["age"].tolist() == [31, 41, 51]


def test_only_the_workbook_read_last_is_kept(tmp_path):
    first, other = tmp_path / "a.xlsx", tmp_path / "b.xlsx"
    workbook(first, {"A": pd.DataFrame({"x": [1]})})
    workbook(other, {"B": pd.DataFrame({"y": [2]})})
    kept = sheet_cells(first, "A")
    assert sheet_cells(first, "A") is kept
    sheet_cells(other, "B")  # the steward opened another file: the first one's cells are let go
    assert sheet_cells(first, "A") is not kept
