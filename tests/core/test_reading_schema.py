"""The declared reading schema: exact cases, plan version 2 and the migration of version 1."""
import json

import pandas as pd
import pytest

from dpstudio.core.base.errors import PlanError
from dpstudio.core.io.loading import infer_schema, load_table
from dpstudio.core.plan.release_plan import PLAN_VERSION, parse_plan, plan_problems
from dpstudio.core.plan.migration import migrate_plan
from dpstudio.core.pipeline.plan_table import load_for_plan
from dpstudio.core.io.schema import MISSING_WORDS, ReadingSchema, schema_from_dict
from tests.conftest import small_plan

BASE = "id,stay,zip,ward\nP1,1.0,01067,Surgery\nP2,2.0,50667,Cardiology\nP3,3.0,52349,\n"


def write(tmp_path, data, name="t.csv"):
    path = tmp_path / name
    path.write_bytes(data if isinstance(data, bytes) else data.encode("utf-8"))
    return path


def test_a_word_in_a_number_column_is_missing_for_its_row_alone(tmp_path):
    schema = load_table(write(tmp_path, BASE)).schema
    assert schema.columns == {"id": "text", "stay": "number", "zip": "text", "ward": "text"}
    grown = load_table(write(tmp_path, BASE + "P4,unknown,01234,Surgery\n", "grown.csv"), schema=schema)
    assert grown.frame["stay"].tolist()[:3] == [1.0, 2.0, 3.0] and pd.isna(grown.frame["stay"].iloc[3])
    assert grown.frame["zip"].tolist() == ["01067", "50667", "52349", "01234"]
    assert "Column 'stay': 1 value is not a number and was read as missing." in grown.notes
    assert all("unknown" not in note for note in grown.notes)  # counts, never values
    assert load_table(write(tmp_path, BASE + "P4,unknown,01234,Surgery\n", "again.csv")).schema.columns["stay"] == "text"


def test_a_cp1252_byte_in_a_utf8_file_spoils_only_its_own_value(tmp_path):
    schema = load_table(write(tmp_path, BASE)).schema
    data = ((BASE + "P4,4.0,01234,").encode("utf-8") + "Café".encode("cp1252")
            + "\nP5,5.0,01235,Müller\n".encode("utf-8"))
    grown = load_table(write(tmp_path, data, "grown.csv"), schema=schema)
    assert grown.encoding == "utf-8"
    assert grown.frame["ward"].tolist()[:2] == ["Surgery", "Cardiology"]
    assert pd.isna(grown.frame["ward"].iloc[3]) and grown.frame["ward"].iloc[-1] == "Müller"
    assert grown.frame["stay"].tolist()[3] == 4.0  # the rest of that row is read
    assert "Column 'ward': 1 value had bytes that are not valid utf-8 and was read as missing." in grown.notes


def test_codes_under_text_and_under_integer(tmp_path):
    path = write(tmp_path, "code,n\n01067,1\n007,2\n0x1F,3\n")
    as_text = load_table(path, schema=ReadingSchema({"code": "text", "n": "integer"}, "utf-8", ","))
    assert as_text.frame["code"].tolist() == ["01067", "007", "0x1F"]
    as_integer = load_table(path, schema=ReadingSchema({"code": "integer", "n": "integer"}, "utf-8", ","))
    assert as_integer.frame["code"].tolist()[:2] == [1067, 7] and pd.isna(as_integer.frame["code"].iloc[2])


def test_a_stray_quote_leaves_out_only_its_own_line(tmp_path):
    schema = load_table(write(tmp_path, BASE)).schema
    assert schema.multiline is False
    stray = BASE.replace("P2,", 'P2,"', 1)
    read = load_table(write(tmp_path, stray, "stray.csv"), schema=schema)
    assert read.frame["id"].tolist() == ["P1", "P3"]
    assert any(note.startswith("1 row was left out") for note in read.notes)


def test_values_spanning_lines_are_inferred_and_read_whole(tmp_path):
    path = write(tmp_path, 'note,n\n"line one\nline two",1\nplain,2\n')
    assert infer_schema(path).multiline is True
    assert load_table(path).frame["note"].tolist() == ["line one\nline two", "plain"]
    one_per_line = ReadingSchema({"note": "text", "n": "integer"}, "utf-8", ",", multiline=False)
    assert load_table(path, schema=one_per_line).frame["note"].tolist()[-1] == "plain"


def test_a_declared_encoding_and_delimiter_are_used_as_given(tmp_path):
    path = write(tmp_path, "name;dose\nMüller;1,5\nGroß;2\n".encode("cp1252"))
    schema = ReadingSchema({"name": "text", "dose": "number"}, "cp1252", ";", decimal=",")
    frame = load_table(path, schema=schema).frame
    assert frame["name"].tolist() == ["Müller", "Groß"] and frame["dose"].tolist() == [1.5, 2.0]


def test_excel_cells_are_read_one_by_one(tmp_path):
    path = tmp_path / "t.xlsx"
    pd.DataFrame({"age": [34, 71, "unknown", 50], "sex": ["F", "M", "F", 1]}).to_excel(path, index=False)
    schema = ReadingSchema({"age": "integer", "sex": "text"})
    read = load_table(path, schema=schema)
    assert read.frame["age"].tolist()[:2] == [34, 71] and pd.isna(read.frame["age"].iloc[2])
    assert read.frame["sex"].tolist() == ["F", "M", "F", "1"]
    assert "Column 'age': 1 value is not a whole number and was read as missing." in read.notes


def test_schema_round_trips_and_refuses_what_it_does_not_know():
    schema = ReadingSchema({"a": "integer", "b": "text"}, "utf-8", ";", ",", ("", "NA"), True)
    assert schema_from_dict(schema.to_dict()) == (schema, [])
    assert "missing" not in ReadingSchema({"a": "text"}).to_dict()  # the default list is not repeated
    assert schema_from_dict(ReadingSchema({"a": "text"}).to_dict())[0].missing == MISSING_WORDS
    _, problems = schema_from_dict({"columns": {"a": "float"}, "decimal": ";", "encodng": "x"})
    assert sorted(str(p).split(":")[0] for p in problems) == ["reading.columns.a", "reading.decimal",
                                                             "reading.encodng"]


def test_plan_version_2_carries_the_schema_and_round_trips(tmp_path):
    reading = ReadingSchema({"age": "integer", "sex": "text"}, "utf-8", ",").to_dict()
    data = {**small_plan([{"id": "n", "kind": "count", "epsilon": 1}]), "dpstudio_plan": 2, "reading": reading}
    plan = parse_plan(data)
    assert PLAN_VERSION == 13 and plan.reading.columns == {"age": "integer", "sex": "text"}
    assert plan.to_dict()["reading"] == reading and parse_plan(plan.to_dict()) == plan
    assert plan.public_dict()["reading"] == {**reading, "columns": {}}  # how the file is read; no column's type
    counted = parse_plan({**data, "queries": [{"id": "n", "kind": "histogram", "column": "sex", "epsilon": 1,
                                               "categories": ["F", "M"]}]})
    assert counted.public_dict()["reading"]["columns"] == {"sex": "text"}  # the columns it reads, each one's type
    headless = parse_plan({**data, "reading": {**reading, "header": 0}})
    assert headless.public_dict()["reading"]["columns"] == {"age": "integer", "sex": "text"}  # named by position
    bad = {**data, "reading": {**reading, "columns": {"age": "float"}}}
    with pytest.raises(PlanError, match="reading.columns.age: unknown type 'float'"):
        parse_plan(bad)


def test_a_version_1_plan_is_migrated_with_a_notice(tmp_path):
    v1 = small_plan([{"id": "n", "kind": "count", "epsilon": 1}])
    assert v1["dpstudio_plan"] == 1
    migrated, notices = migrate_plan(v1)
    assert migrated["dpstudio_plan"] == PLAN_VERSION and "reading" not in migrated and v1["dpstudio_plan"] == 1
    assert len(notices) == 1 and "version 1 plan" in notices[0]
    plan = parse_plan(v1)
    assert plan.reading is None and plan.to_dict()["dpstudio_plan"] == PLAN_VERSION and plan_problems(v1) == []
    path = write(tmp_path, BASE)
    table, with_schema, told = load_for_plan(plan, path)
    assert with_schema.reading == table.schema and table.inferred
    assert len(told) == 1 and "no reading schema" in told[0] and "1 number" in told[0]
    again, same_plan, none = load_for_plan(with_schema, path)
    assert same_plan is with_schema and none == [] and not again.inferred


def test_the_sample_plan_reads_the_sample_as_inferred(sample_plan):
    from tests.conftest import SAMPLE_DATA

    plan = parse_plan(sample_plan)
    assert sample_plan["dpstudio_plan"] == PLAN_VERSION and plan.reading == infer_schema(SAMPLE_DATA)
    assert json.dumps(plan.to_dict())  # JSON-safe


def test_a_bad_byte_does_not_stop_missing_words_being_missing(tmp_path):
    schema = load_table(write(tmp_path, "n,note\n1,\n2,NA\n")).schema
    grown = load_table(write(tmp_path, b"n,note\n0,\xe90\n1,\n2,NA\n", "grown.csv"), schema=schema)
    assert grown.frame["note"].isna().all()  # found by the property test


@pytest.mark.parametrize("dtype, kind", [(dtype, kind) for dtype in ["float64", "float32", "Float64"]
                                         for kind in ["integer", "number"]]
                         + [(dtype, "number") for dtype in ["int64", "Int64", "uint8"]])
def test_a_numeric_column_is_read_as_cell_by_cell(dtype, kind):
    """Numbers of a typed file are read all at once; the same as each cell on its own. (An
    integer column under "integer" is kept as it is, every digit: not compared here.)"""
    from dpstudio.core.io.other_reading import conform

    floats = [1.0, 2.5, None, float("inf"), -float("inf"), 2.0**60, -3.0, 0.0, float("nan")]
    values = {"Int64": [1, 2, None, 7, -2**40, 0, 5], "int64": [1, -2, 7, 2**40, 0], "uint8": [1, 2, 255, 0]}
    values = floats if dtype.lower().startswith("float") else values[dtype]
    column = pd.Series(values, dtype=dtype)
    cells = pd.Series(column.astype(object).tolist(), dtype=object)  # the per-cell path
    fast, slow = conform(column, kind), conform(cells, kind)
    assert fast.unfit == slow.unfit and str(fast.series.dtype) == str(slow.series.dtype)
    assert [None if pd.isna(v) else v for v in fast.series] == [None if pd.isna(v) else v for v in slow.series]


def test_how_a_file_is_read_is_said_in_each_language_with_its_plural_forms():
    """describe() is a Message of Messages: each part and each count of columns in the reader's words."""
    schema = ReadingSchema({"a": "number", "b": "number", "c": "text", "d": "integer"}, "cp1252", ";", ",",
                           quote=None, header=0)
    described = schema.describe()
    assert described == ("encoding cp1252; delimiter semicolon; decimal mark ','; quote none; no header row; "
                         "1 whole-number column, 2 number columns, 1 text column")
    assert "column(s)" not in described
    assert described.said("de") == ("Kodierung cp1252; Trennzeichen Semikolon; Dezimalzeichen ','; "
                                    "Anführungszeichen: keine; keine Kopfzeile; 1 Spalte mit ganzen Zahlen, "
                                    "2 Zahlenspalten, 1 Textspalte")
    assert described.said("zh") == ("编码 cp1252；分隔符：分号；小数点符号 ','；引号：无；无标题行；"
                                     "1 个整数列，2 个数字列，1 个文本列")
    assert described.said("el").startswith("κωδικοποίηση cp1252· διαχωριστικό ερωτηματικό· ")
    assert described.said("el").endswith("1 στήλη ακεραίων, 2 αριθμητικές στήλες, 1 στήλη κειμένου")
    one_text = ReadingSchema({"a": "text"}, "utf-8", ",", header=3)
    assert one_text.describe() == "encoding utf-8; delimiter comma; decimal mark '.'; names on line 3; 1 text column"
    assert one_text.describe().said("de").endswith("Spaltennamen in Zeile 3; 1 Textspalte")


def test_a_plans_inferred_schema_is_told_in_the_readers_language(tmp_path):
    plan = parse_plan(small_plan([{"id": "n", "kind": "count", "epsilon": 1}]))  # a version 1 plan: no schema
    _, _, notices = load_for_plan(plan, write(tmp_path, BASE))
    german = notices[0].said("de")
    assert "Kodierung utf-8; Trennzeichen Komma" in german and "3 Textspalten" in german, german
    assert "encoding" not in german and "column" not in german
