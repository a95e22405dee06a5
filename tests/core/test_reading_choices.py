"""The import dialog's choices in the core: a quoting character (or none), the line holding the
column names (or none), a decimal comma in the guess of types, and types fixed by the steward;
each kept in the reading schema (plan version 6) and read back to the same table."""
import pandas as pd
import pytest

from dpstudio.core.io.loading import load_table
from dpstudio.core.io.schema import MISSING_WORDS, ReadingSchema, missing_from_words, schema_from_dict, words_of_missing
from dpstudio.core.plan.migration import migrate_plan


def round_trip(path, table):
    schema, problems = schema_from_dict(table.schema.to_dict())
    assert problems == []
    again = load_table(path, schema=schema)
    assert again.frame.equals(table.frame) and again.schema == table.schema
    return again


def test_names_on_a_later_line_leave_the_lines_above_out(tmp_path):
    path = tmp_path / "t.csv"
    path.write_text("Export of 2026-11-25\nward: 3\nage,sex\n30,F\n41,M\n", encoding="utf-8")
    table = load_table(path, choices=ReadingSchema(header=3))
    assert list(table.frame.columns) == ["age", "sex"] and table.frame["age"].tolist() == [30, 41]
    assert table.schema.to_dict()["header"] == 3 and table.notes == ()
    round_trip(path, table)


def test_a_file_without_names_has_numbered_columns_and_every_line_is_a_row(tmp_path):
    path = tmp_path / "t.csv"
    path.write_text("30,F\n41,M\n52,F\n", encoding="utf-8")
    table = load_table(path, choices=ReadingSchema(header=0))
    assert list(table.frame.columns) == ["column 1", "column 2"] and len(table.frame) == 3
    assert table.schema.columns == {"column 1": "integer", "column 2": "text"}
    round_trip(path, table)
    # under the declared schema the names come from it, not from the first line: a first line with
    # three fields is one row left out, not a third column
    path.write_text("30,F,x\n41,M\n52,F\n", encoding="utf-8")
    again = load_table(path, schema=table.schema)
    assert list(again.frame.columns) == ["column 1", "column 2"] and len(again.frame) == 2
    assert any("1 row was left out" in note for note in again.notes)


@pytest.mark.parametrize("quote, expected", [("'", ["A, east", "B"]), (None, None)])
def test_the_quoting_character_is_the_stewards(tmp_path, quote, expected):
    path = tmp_path / "t.csv"
    path.write_text("id,ward,note\n1,'A, east',\"x\"\n2,'B',\"y\"\n", encoding="utf-8")
    table = load_table(path, choices=ReadingSchema(quote=quote))
    if quote == "'":
        assert table.frame["ward"].tolist() == expected and table.frame["note"].tolist() == ['"x"', '"y"']
    else:  # no quoting: a quote is an ordinary character, and the row with a comma in 'A, east' is left out
        assert table.frame["ward"].tolist() == ["'B'"] and table.frame["note"].tolist() == ['"y"']
    assert table.schema.to_dict()["quote"] == quote
    round_trip(path, table)


def test_a_decimal_comma_makes_numbers_with_their_thousands_grouped_and_a_lone_point_is_text(tmp_path):
    path = tmp_path / "t.csv"
    path.write_text("weight;price;zip;code\n72,5;1.234,5;01067;4.4\n80;3,0;80331;1.5\n", encoding="utf-8")
    table = load_table(path, choices=ReadingSchema(delimiter=";", decimal=","))
    assert table.schema.columns == {"weight": "number", "price": "number", "zip": "text", "code": "text"}
    assert table.frame["weight"].tolist() == [72.5, 80.0] and table.frame["price"].tolist() == [1234.5, 3.0]
    round_trip(path, table)


def test_types_fixed_by_the_steward_are_kept_and_the_rest_are_guessed(tmp_path):
    path = tmp_path / "t.csv"
    path.write_text("id,stay,admitted\n7,3,2026-01-02\n8,x,2026-02-30\n", encoding="utf-8")
    table = load_table(path, choices=ReadingSchema(columns={"id": "text", "admitted": "date"}))
    assert table.schema.columns == {"id": "text", "stay": "text", "admitted": "date"}
    assert table.frame["id"].tolist() == ["7", "8"]
    assert table.frame["admitted"].iloc[0] == pd.Timestamp("2026-01-02") and pd.isna(table.frame["admitted"].iloc[1])
    round_trip(path, table)


def test_missing_words_chosen_in_words():
    assert missing_from_words(True, "k.A., -99 ,") == MISSING_WORDS + ("k.A.", "-99")
    assert missing_from_words(False, "") == ("",)
    assert words_of_missing(MISSING_WORDS + ("k.A.",)) == (True, "k.A.")
    assert words_of_missing(("", "NA", "-99")) == (False, "NA, -99")


@pytest.mark.parametrize("field, value, message", [
    ("quote", ",", "',' is not a quoting character"),
    ("quote", "«", "'«' is not a quoting character"),
    ("quote", "''", "\"''\" is not a quoting character"),
    ("header", -1, "-1 is not a line number"),
    ("header", True, "True is not a line number"),
    ("header", 1001, "1001 is not a line number"),
])
def test_bad_choices_are_refused_with_their_place(field, value, message):
    schema, problems = schema_from_dict({"delimiter": ",", "columns": {"a": "text"}, field: value})
    assert schema is None and [(p.where, p.message) for p in problems] == [(f"reading.{field}", message)]


def test_a_version_5_plan_is_read_as_version_6_unchanged():
    plan = {"dpstudio_plan": 5, "reading": {"columns": {"a": "text"}}, "queries": []}
    assert migrate_plan(plan) == ({**plan, "dpstudio_plan": 13}, [])


def test_names_on_a_later_line_of_a_file_with_cr_line_ends(tmp_path):
    path = tmp_path / "t.csv"
    path.write_bytes(b"Title\ra,b\r1,2\r3,4\r")
    table = load_table(path, choices=ReadingSchema(header=2))
    assert table.frame.to_dict("list") == {"a": [1, 3], "b": [2, 4]}
    round_trip(path, table)


def test_without_names_no_row_decides_how_the_others_are_read(tmp_path):
    """A first row ending in a CR alone must not make the file be read as CR-ended lines, where a
    stray quote further down would swallow every row after it; a 200,000-character first value is a
    value like any other."""
    schema = schema_from_dict({"header": 0, "delimiter": ",", "columns": {"c1": "text", "c2": "text"}})[0]
    path = tmp_path / "t.csv"
    path.write_bytes(b'a,1\rb,2\nx,9\n"c,3\nd,4\ne,5\n')
    assert load_table(path, schema=schema).frame["c1"].tolist() == ["a", "b", "x", "d", "e"]
    path.write_text("x" * 200_000 + ",1\nb,2\n", encoding="utf-8")
    assert load_table(path, schema=schema).frame["c2"].tolist() == ["1", "2"]


def test_a_header_line_past_the_end_and_a_decimal_mark_equal_to_the_delimiter_are_named(tmp_path):
    from dpstudio.core.base.errors import InputError

    path = tmp_path / "t.csv"
    path.write_text("a,b\n1,2\n", encoding="utf-8")
    with pytest.raises(InputError, match="the file has fewer than 9 lines, so line 9 cannot hold the column names"):
        load_table(path, choices=ReadingSchema(header=9))
    with pytest.raises(InputError, match="the decimal mark ',' is also the delimiter"):
        load_table(path, choices=ReadingSchema(delimiter=",", decimal=","))


def test_a_quote_equal_to_the_default_delimiter_is_refused():
    schema, problems = schema_from_dict({"quote": ",", "columns": {"a": "text"}})  # the delimiter is "," by default
    assert schema is None and [p.where for p in problems] == ["reading.quote"]


def test_the_delimiter_is_sniffed_from_the_header_line_however_long_the_title(tmp_path):
    path = tmp_path / "t.csv"
    path.write_text("T" * 70_000 + "\nid;age\n1;2\n", encoding="utf-8")  # a title longer than the 64 KiB sniffed
    assert load_table(path, choices=ReadingSchema(header=2)).frame.to_dict("list") == {"id": [1], "age": [2]}
    path.write_bytes(b"Report\x0cpage 1\nid;age\n1;2\n")  # a form feed is no line end, for the reader or the sniffer
    assert load_table(path, choices=ReadingSchema(header=2)).frame.to_dict("list") == {"id": [1], "age": [2]}


def test_a_workbooks_decimal_comma_is_kept(tmp_path):
    path = tmp_path / "t.xlsx"
    pd.DataFrame({"a": ["1,5", "2,5"]}).to_excel(path, index=False)
    table = load_table(path, choices=ReadingSchema(columns={"a": "number"}, decimal=","))
    assert table.frame["a"].tolist() == [1.5, 2.5] and table.schema.decimal == ","
    round_trip(path, table)
