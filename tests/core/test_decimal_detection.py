"""The decimal mark found with the delimiter when the steward leaves it open (decimal_mark.py): a German
";" file with "4,4" values reads its measurements as numbers, and a note says which mark was chosen."""
import pandas as pd

from dpstudio.core.io.loading import load_table
from dpstudio.core.io.schema import ReadingSchema, schema_from_dict

# a laboratory export from a German hospital: Latin-1, ";" between fields, decimal commas, thousands grouped
LABOUR = ("Patient;Größe;Kappa;Lambda;Kreatinin;Station\n"
          "1;172;4,4;12,0;1.234,5;Süd\n"
          "2;168;3,9;11,5;980,0;Nord\n"
          "3;181;5,1;10,0;1.050,25;Süd\n")
DETECTED_COMMA = "Decimal mark: comma (4,4), detected from the values."


def written(tmp_path, text: str, encoding: str = "utf-8"):
    path = tmp_path / "t.csv"
    path.write_bytes(text.encode(encoding))
    return path


def test_a_german_semicolon_file_is_read_with_the_decimal_comma_and_says_so(tmp_path):
    path = written(tmp_path, LABOUR, "latin-1")
    table = load_table(path)
    assert table.schema.delimiter == ";" and table.schema.decimal == ","
    assert table.schema.columns == {"Patient": "integer", "Größe": "integer", "Kappa": "number", "Lambda": "number",
                                    "Kreatinin": "number", "Station": "text"}
    assert table.frame["Kappa"].tolist() == [4.4, 3.9, 5.1] and table.frame["Lambda"].tolist() == [12.0, 11.5, 10.0]
    assert table.frame["Kreatinin"].tolist() == [1234.5, 980.0, 1050.25]
    assert table.frame["Station"].tolist() == ["Süd", "Nord", "Süd"]  # Latin-1 letters read right
    assert DETECTED_COMMA in table.notes
    note = table.notes[table.notes.index(DETECTED_COMMA)]
    assert note.said("de") == "Dezimalzeichen: Komma (4,4), an den Werten erkannt."
    # what was detected is kept in the schema: read under it, nothing is detected again
    again = load_table(path, schema=schema_from_dict(table.schema.to_dict())[0])
    assert again.frame.equals(table.frame) and again.schema.decimal == "," and DETECTED_COMMA not in again.notes


def test_a_comma_delimited_file_has_the_decimal_point(tmp_path):
    table = load_table(written(tmp_path, "id,dose,ward\n1,4.4,A\n2,12.0,B\n3,1234.5,A\n"))
    assert table.schema.delimiter == "," and table.schema.decimal == "."
    assert table.frame["dose"].tolist() == [4.4, 12.0, 1234.5]
    assert not any(note.startswith("Decimal mark") for note in table.notes)


def test_whole_numbers_alone_leave_the_default_point(tmp_path):
    table = load_table(written(tmp_path, "id;age;stays\n1;34;2\n2;71;1.204\n3;50;12\n"))
    assert table.schema.delimiter == ";" and table.schema.decimal == "."  # 1.204: a number either way, no vote
    assert table.schema.columns["age"] == "integer" and table.notes == ()


def test_a_semicolon_file_written_with_points_keeps_the_point(tmp_path):
    table = load_table(written(tmp_path, "id;dose\n1;4.4\n2;0.25\n"))
    assert table.schema.decimal == "." and table.frame["dose"].tolist() == [4.4, 0.25] and table.notes == ()


def test_as_many_columns_with_points_as_with_commas_keep_the_point_and_name_the_others(tmp_path):
    table = load_table(written(tmp_path, "a;b\n4,4;4.4\n1,5;2.5\n"))
    assert table.schema.decimal == "." and table.schema.columns == {"a": "text", "b": "number"}
    assert table.notes == ("Decimal mark: point (4.4), detected from the values; 1 column written with a decimal "
                           "comma was read as text: a.",)
    assert table.notes[0].said("de") == ("Dezimalzeichen: Punkt (4.4), an den Werten erkannt; 1 Spalte mit "
                                         "Dezimalkomma wurde als Text gelesen: a.")


def test_the_stewards_mark_is_never_replaced(tmp_path):
    path = written(tmp_path, LABOUR, "latin-1")
    table = load_table(path, choices=ReadingSchema(decimal="."))
    assert table.schema.decimal == "." and table.schema.columns["Kappa"] == "text"
    assert DETECTED_COMMA not in table.notes
    declared = ReadingSchema({"Kappa": "number"}, "latin-1", ";")  # a plan's schema: the point, as it says
    read = load_table(path, schema=declared)
    assert read.frame["Kappa"].isna().all() and DETECTED_COMMA not in read.notes


def test_a_missing_value_word_does_not_stop_the_comma(tmp_path):
    table = load_table(written(tmp_path, "id;dose\n1;4,4\n2;NA\n3;\n", "cp1252"))
    assert table.schema.decimal == "," and table.frame["dose"].tolist()[0] == 4.4
    assert pd.isna(table.frame["dose"].tolist()[1])
