"""Issue 14 §4: what a reader says is what is really wrong with the file."""
import re

import openpyxl
import pandas as pd
import pytest

from dpstudio.core.base.errors import InputError
from dpstudio.core.io.loading import load_table
from dpstudio.core.plan.release_plan import parse_plan
from dpstudio.core.exact.table_checks import table_problems
from dpstudio.core.pipeline.release import produce_release
from dpstudio.core.risk.reidentification import assess_risk


def workbook(path, sheets: dict):
    book = openpyxl.Workbook()
    book.remove(book.active)
    for name, rows in sheets.items():
        sheet = book.create_sheet(name)
        for row in rows:
            sheet.append(row)
    book.save(path)
    return path


def numeric_header_plan():
    return {"dpstudio_plan": 1, "columns": {"3": "quasi_identifier"}, "budget": {"epsilon": 1},
            "queries": [{"id": "h", "kind": "histogram", "column": "3", "categories": [0, 1], "epsilon": 1}]}


def test_a_numeric_excel_header_is_read_as_text(tmp_path):
    path = workbook(tmp_path / "t.xlsx", {"Data": [[3, 2.5, "b"], [0, 1, "x"], [1, 2, "y"]]})
    assert list(load_table(path).frame.columns) == ["3", "2.5", "b"]


def test_a_frame_with_a_numeric_header_matches_the_plans_text_name():
    """pd.read_excel gives the header 3 as the number 3; the plan can only write "3"."""
    frame = pd.DataFrame({3: [0, 1, 1, 0]})
    assert table_problems(parse_plan(numeric_header_plan()), frame) == []
    release = produce_release(frame, numeric_header_plan()).release
    assert release["queries"][0]["id"] == "h"
    assert assess_risk(frame, ["3"]).records == 4


def test_a_frame_whose_names_meet_as_text_is_refused():
    frame = pd.DataFrame([[0, 1]], columns=[3, "3"])
    with pytest.raises(InputError, match=r"columns 1 and 2 are both named '3'"):
        produce_release(frame, numeric_header_plan())


def test_an_empty_first_sheet_names_the_sheets_and_how_to_choose(tmp_path):
    path = workbook(tmp_path / "t.xlsx", {"Notes": [], "Data": [["a"], [1]]})
    with pytest.raises(InputError) as raised:
        load_table(path)
    text = str(raised.value)
    assert "the sheet 'Notes' (the first) is empty" in text and "sheets: 'Notes', 'Data'" in text
    assert "--sheet" in text
    assert list(load_table(path, sheet="Data").frame.columns) == ["a"]


def test_an_empty_chosen_sheet_says_which(tmp_path):
    path = workbook(tmp_path / "t.xlsx", {"Data": [["a"], [1]], "Blank": []})
    with pytest.raises(InputError, match="the sheet 'Blank' is empty"):
        load_table(path, sheet="Blank")


def test_a_header_only_file_is_said_to_have_no_rows(tmp_path):
    path = tmp_path / "t.csv"
    path.write_text("age,sex\n", encoding="utf-8")
    plan = {"dpstudio_plan": 1, "columns": {"age": "quasi_identifier"}, "budget": {"epsilon": 1},
            "queries": [{"id": "m", "kind": "mean", "column": "age", "bounds": [0, 100], "epsilon": 1}]}
    problems = [str(p) for p in table_problems(parse_plan(plan), load_table(path).frame)]
    assert problems == ["table: the table has no rows, only a header (choose the file that holds the data)"]


@pytest.mark.parametrize("header, expected", [
    ("a,b,a\n", "columns 1 and 3 are both named 'a'"),
    ("a, a,b\n", "columns 1 and 2 are both named 'a'"),
    ("x,y,x,y,x\n", "columns 1, 3 and 5 are all named 'x'; columns 2 and 4 are both named 'y'"),
])
def test_repeated_csv_headers_are_refused_with_their_positions(tmp_path, header, expected):
    path = tmp_path / "t.csv"
    path.write_text(header + ",".join("1" * header.count(",")) + ",1\n", encoding="utf-8")
    with pytest.raises(InputError) as raised:
        load_table(path)
    assert expected in str(raised.value)
    assert raised.value.where == str(path) and "Rename the repeated headers" in raised.value.hint


def test_repeated_excel_headers_are_refused_with_their_positions(tmp_path):
    path = workbook(tmp_path / "t.xlsx", {"Data": [["a", "b", "a"], [1, 2, 3]]})
    with pytest.raises(InputError, match="columns 1 and 3 are both named 'a'"):
        load_table(path)


@pytest.mark.parametrize("values, what", [
    ([[1, 2], [3]], "lists"), ([{"x": 1}, {"x": 2}], "records (structs)"),
])
def test_a_parquet_nested_column_is_refused_by_name(tmp_path, values, what):
    path = tmp_path / "t.parquet"
    pd.DataFrame({"visits": values, "age": [1, 2]}).to_parquet(path)
    with pytest.raises(InputError, match=re.escape(f"column 'visits' holds {what}")):
        load_table(path)


def _bomb(path, rows: int, base_dir):
    """A workbook whose sheet is `rows` repeated rows: it packs to almost nothing."""
    import zipfile

    base = workbook(base_dir / "base.xlsx", {"Sheet": [["a"], [1]]})
    row = b'<row><c t="n"><v>1</v></c></row>'
    with zipfile.ZipFile(base) as source, zipfile.ZipFile(path, "w", zipfile.ZIP_DEFLATED, compresslevel=9) as out:
        for info in source.infolist():
            if not info.filename.startswith("xl/worksheets/"):
                out.writestr(info, source.read(info.filename))
                continue
            with out.open(info.filename, "w", force_zip64=True) as sheet:
                sheet.write(b'<worksheet xmlns="http://schemas.openxmlformats.org/spreadsheetml/2006/main"><sheetData>')
                for _ in range(rows // 100_000):
                    sheet.write(row * 100_000)
                sheet.write(b"</sheetData></worksheet>")
    return path


def test_a_zip_bomb_workbook_is_refused_before_it_is_unpacked(tmp_path):
    path = _bomb(tmp_path / "bomb.xlsx", 7_000_000, tmp_path)  # about 230 MiB of XML in under 1 MB
    assert path.stat().st_size < 1_000_000
    with pytest.raises(InputError, match=r"too large to open safely: it unpacks to 2\d\d MiB \(at most 200 MiB\)"):
        load_table(path)


def test_a_workbook_that_packs_too_well_is_refused(tmp_path):
    path = _bomb(tmp_path / "bomb.xlsx", 100_000, tmp_path)  # 3 MiB of XML packed some thousand times
    with pytest.raises(InputError, match=r"its part xl/worksheets/sheet1.xml unpacks to [\d,]+ times its size "
                                         r"\(at most 100\)"):
        load_table(path)


def test_a_csv_of_more_than_10000_columns_is_refused_from_its_header(tmp_path):
    path = tmp_path / "wide.csv"
    path.write_text(",".join(f"c{i}" for i in range(10_001)) + "\n" + "1," * 10_000 + "1\n", encoding="utf-8")
    with pytest.raises(InputError, match="the table has 10,001 columns, more than dpstudio reads \\(10,000\\)") as raised:
        load_table(path)
    assert raised.value.where == str(path)


@pytest.mark.parametrize("suffix", ["parquet", "xlsx", "dta"])
def test_every_reader_refuses_more_columns_than_the_limit(tmp_path, monkeypatch, suffix):
    """The limit lowered to 3 for speed: each reader checks it (Parquet before reading any row)."""
    monkeypatch.setattr("dpstudio.core.io.column_names.MAX_COLUMNS", 3)
    frame = pd.DataFrame({f"c{i}": [1.0, 2.0] for i in range(4)})
    path = tmp_path / f"wide.{suffix}"
    if suffix == "parquet":
        frame.to_parquet(path)
    elif suffix == "xlsx":
        workbook(path, {"Data": [list(frame.columns), *frame.values.tolist()]})
    else:
        frame.to_stata(path, write_index=False)
    with pytest.raises(InputError, match="the table has 4 columns, more than dpstudio reads \\(3\\)"):
        load_table(path)


@pytest.mark.parametrize("length, expected", [
    (1_001, "the name of column 2 is 1,001 characters long (at most 1,000)"),
    (2_000_000, "the header line cannot be read (field larger than field limit"),
])
def test_a_column_name_over_1000_characters_is_refused(tmp_path, length, expected):
    path = tmp_path / "t.csv"
    path.write_text("a," + "x" * length + "\n1,2\n", encoding="utf-8")
    with pytest.raises(InputError) as raised:
        load_table(path)
    assert raised.value.where == str(path) and expected in str(raised.value)


def test_more_than_30_quasi_identifiers_are_refused():
    frame = pd.DataFrame({f"c{i}": [0, 1] for i in range(31)})
    with pytest.raises(InputError, match=r"31 quasi-identifiers are more than the risk analysis takes \(30\)"):
        assess_risk(frame, list(frame.columns))
    assert assess_risk(frame, list(frame.columns)[:30]).records == 2


def test_a_csv_value_over_4_mib_is_refused_with_its_line(tmp_path):
    """Found by helper D (D6): pyarrow's 4 MiB block made it a bug (exit 1)."""
    path = tmp_path / "t.csv"
    path.write_text("id,name\n1,a\n2," + "n" * (9 << 20) + "\n3,b\n", encoding="utf-8")
    with pytest.raises(InputError, match=r"a value is longer than the 4 MiB a CSV value may have \(the line is "
                                         r"9 MiB long\)") as raised:
        load_table(path)
    assert raised.value.where == f"{path}, line 3"


def test_a_sheet_that_does_not_exist_lists_the_sheets(tmp_path):
    path = workbook(tmp_path / "t.xlsx", {"Notes": [["x"]], "Data": [["a"], [1]]})
    with pytest.raises(InputError, match="there is no sheet 'Daten'") as raised:
        load_table(path, sheet="Daten")
    assert "The workbook's sheets: 'Notes', 'Data'" in raised.value.hint
