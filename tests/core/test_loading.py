import hashlib
from pathlib import Path

import pandas as pd
import pytest

from dpstudio.core.base.errors import InputError
from dpstudio.core.io.loading import load_table, sniff_delimiter

DATA = Path(__file__).parent.parent / "data"
TEXT = "name,ort,diagnose,plz,alter\nMüller,Köln,Übelkeit,01067,34\nGroß,Straße,Grippe,50667,\nJosé,Düren,Erkältung,52349,71\n"


@pytest.mark.parametrize("encoding, expected", [
    ("utf-8", "utf-8"), ("utf-8-sig", "utf-8-sig"), ("cp1252", "cp1252"),
])
def test_european_text_in_common_encodings(tmp_path, encoding, expected):
    path = tmp_path / "t.csv"
    path.write_bytes(TEXT.encode(encoding))
    table = load_table(path)
    assert table.encoding == expected
    assert list(table.frame.columns) == ["name", "ort", "diagnose", "plz", "alter"]
    assert table.frame["name"].tolist() == ["Müller", "Groß", "José"]
    assert table.frame["ort"].tolist() == ["Köln", "Straße", "Düren"]


def test_chinese_gb18030_with_semicolons(tmp_path):
    text = "姓名;性别;诊断;年龄\n张三;男;高血压;45\n李四;女;糖尿病;62\n王五;男;肺炎;38\n赵六;女;高血压;51\n"
    path = tmp_path / "cn.csv"
    path.write_bytes(text.encode("gb18030"))
    table = load_table(path)
    assert table.encoding == "gb18030"
    assert table.delimiter == ";"
    assert table.frame["诊断"].tolist() == ["高血压", "糖尿病", "肺炎", "高血压"]
    assert table.frame["年龄"].tolist() == [45, 62, 38, 51]
    assert any("not UTF-8" in note for note in table.notes)


def test_greek_utf8_tab_separated(tmp_path):
    path = tmp_path / "gr.tsv"
    path.write_text("όνομα\tφύλο\tηλικία\nΓιάννης\tΑ\t30\nΜαρία\tΘ\t41\n", encoding="utf-8")
    table = load_table(path)
    assert table.delimiter == "\t"
    assert table.frame["όνομα"].tolist() == ["Γιάννης", "Μαρία"]


def test_chosen_encoding_wins(tmp_path):
    path = tmp_path / "t.csv"
    path.write_bytes(TEXT.encode("cp1252"))
    assert load_table(path, encoding="latin-1").frame["name"].tolist() == ["Müller", "Groß", "José"]


def test_types_numbers_and_codes_with_leading_zeros(tmp_path):
    path = tmp_path / "t.csv"
    path.write_bytes(TEXT.encode("utf-8"))
    frame = load_table(path).frame
    assert frame["plz"].tolist() == ["01067", "50667", "52349"]  # zip codes stay text
    assert str(frame["alter"].dtype) == "Int64"  # a missing value keeps the column integer
    assert frame["alter"].isna().tolist() == [False, True, False]


def test_fingerprint_is_sha256_of_the_bytes(tmp_path):
    path = tmp_path / "t.csv"
    path.write_bytes(TEXT.encode("utf-8"))
    assert load_table(path).fingerprint == hashlib.sha256(path.read_bytes()).hexdigest()


def test_sniff_delimiter():
    assert sniff_delimiter("a;b;c\n1;2;3\n") == ";"
    assert sniff_delimiter("a|b\n1|2\n") == "|"
    assert sniff_delimiter('a,b\n"x;y",2\n') == ","


def test_other_formats_round_trip(tmp_path):
    import pyreadstat

    frame = pd.DataFrame({"age": [34, 71, 50], "sex": ["F", "M", "F"], "cost": [10.5, 20.0, 7.25]})
    frame.to_excel(tmp_path / "t.xlsx", index=False)
    frame.to_parquet(tmp_path / "t.parquet")
    pyreadstat.write_dta(frame, str(tmp_path / "t.dta"))
    pyreadstat.write_sav(frame, str(tmp_path / "t.sav"))
    frame.to_csv(tmp_path / "t.csv", index=False)
    for name in ("t.csv", "t.xlsx", "t.parquet", "t.dta", "t.sav"):
        loaded = load_table(tmp_path / name)
        assert loaded.frame["sex"].tolist() == ["F", "M", "F"], name
        assert loaded.frame["cost"].tolist() == [10.5, 20.0, 7.25], name


def test_sas7bdat_is_read():
    """Nothing in Python writes .sas7bdat: a small file from pyreadstat's own tests (tests/data/README.md)."""
    loaded = load_table(DATA / "sample.sas7bdat")
    assert loaded.frame["mychar"].tolist() == ["a", "b", "c", "d", "e"]
    assert loaded.frame["mynum"].tolist() == [1.1, 1.2, -1000.3, -1.4, 1000.3]


def test_spss_value_labels_are_kept(tmp_path):
    import pyreadstat

    frame = pd.DataFrame({"sex": [1, 2, 1], "age": [30, 40, 50]})
    pyreadstat.write_sav(frame, str(tmp_path / "t.sav"), variable_value_labels={"sex": {1: "female", 2: "male"}})
    loaded = load_table(tmp_path / "t.sav")
    assert loaded.frame["sex"].tolist() == ["female", "male", "female"]
    assert any("sex" in note for note in loaded.notes)


def test_missing_file_names_the_file(tmp_path):
    with pytest.raises(InputError, match="nothere.csv.*file not found"):
        load_table(tmp_path / "nothere.csv")


def test_unsupported_extension_says_what_to_do(tmp_path):
    path = tmp_path / "t.docx"
    path.write_text("x")
    with pytest.raises(InputError, match="cannot read '.docx' files.*Save the table as CSV"):
        load_table(path)


def test_a_ragged_row_is_left_out_alone_and_counted(tmp_path):
    path = tmp_path / "t.csv"
    path.write_text("a,b,c\n1,2,3\n4,5,6\n7,8,9,10\n11,12\n13,14,15\n", encoding="utf-8")
    table = load_table(path)
    assert table.frame["a"].tolist() == [1, 4, 13] and table.frame["c"].tolist() == [3, 6, 15]
    assert any(note.startswith("2 rows were left out") for note in table.notes)


def test_damaged_excel_file(tmp_path):
    path = tmp_path / "t.xlsx"
    path.write_bytes(b"not a zip file at all")
    with pytest.raises(InputError, match="could not be read as an Excel workbook"):
        load_table(path)


def test_empty_file(tmp_path):
    path = tmp_path / "t.csv"
    path.write_text("")
    with pytest.raises(InputError, match="empty"):
        load_table(path)
