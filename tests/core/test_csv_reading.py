"""The fast CSV path (pyarrow text parse, then csv_typing): types, codes, encodings, ranges, cancel."""
import codecs
import hashlib
import threading
from dataclasses import replace

import pandas as pd
import pytest

from dpstudio.core.io import csv_reading
from dpstudio.core.base.errors import Cancelled, InputError
from dpstudio.core.io.loading import load_table


def write(tmp_path, text: str, name="t.csv", encoding="utf-8"):
    path = tmp_path / name
    path.write_bytes(text.encode(encoding))
    return path


def test_a_code_with_a_leading_zero_anywhere_keeps_the_column_text(tmp_path):
    rows = [f"{i},{10000 + i},{i % 7}" for i in range(200_000)]
    rows[-1] = "199999,04321,3"  # the only code, in the very last row (after the head and after many blocks)
    frame = load_table(write(tmp_path, "id,zip,ward\n" + "\n".join(rows) + "\n")).frame
    assert frame["zip"].dtype != "int64"
    assert frame["zip"].iloc[-1] == "04321" and frame["zip"].iloc[0] == "10000"
    assert frame["id"].dtype == "int64" and frame["ward"].dtype == "int64"
    assert int(frame["id"].sum()) == sum(range(200_000))


@pytest.mark.parametrize("values, expected", [
    (["1", "-2", "30"], [1, -2, 30]),
    (["0", "-0", "7"], [0, 0, 7]),  # "-0" is a number, not a code
    (["0.5", "-0.25", "+0.5", "1e3"], [0.5, -0.25, 0.5, 1000.0]),
    ([" 5", "6 ", " 7 "], [5, 6, 7]),  # spaces around numbers
])
def test_numbers(tmp_path, values, expected):
    frame = load_table(write(tmp_path, "x,y\n" + "\n".join(f"{v},a" for v in values) + "\n")).frame
    assert frame["x"].tolist() == expected


@pytest.mark.parametrize("values", [
    ["01067", "50667"], ["7", "-05"], ["1.5", "00.5"], ["-0.5", "-01.5"], ["0x1F", "12"], ["12", "0x1F"],
    ["3", "three"], ["1", "1,5"],
])
def test_codes_and_text_stay_exactly_as_written(tmp_path, values):
    frame = load_table(write(tmp_path, 'x,y\n' + "\n".join(f'"{v}",a' for v in values) + "\n")).frame
    assert frame["x"].tolist() == values


@pytest.mark.parametrize("encoding", ["utf-8", "cp1252"])  # the pyarrow path and the pandas path
def test_long_identifiers_keep_every_digit(tmp_path, encoding):
    ids = ["12345678901234567890123", "98765432109876543210987"]
    text = "id,name,big\n" + f"{ids[0]},Müller,1e300\n{ids[1]},Groß,2.5\n"
    table = load_table(write(tmp_path, text, encoding=encoding))
    assert table.encoding == encoding
    assert table.frame["id"].tolist() == ids
    assert table.frame["big"].tolist() == [1e300, 2.5]  # written as floats: floats they are


def test_missing_values_keep_integers_exact(tmp_path):
    big = 2**60 + 1
    frame = load_table(write(tmp_path, f"x,y\n{big},a\nNA,b\n,c\n3,d\n")).frame
    assert str(frame["x"].dtype) == "Int64"
    assert frame["x"].iloc[0] == big and frame["x"].iloc[3] == 3
    assert frame["x"].isna().tolist() == [False, True, True, False]
    assert frame["y"].tolist() == ["a", "b", "c", "d"]


def test_leading_spaces_of_text_are_dropped_and_blank_is_missing(tmp_path):
    frame = load_table(write(tmp_path, "ward,n\n Surgery,1\nCardiology ,2\n   ,3\n")).frame
    assert frame["ward"].iloc[0] == "Surgery" and frame["ward"].iloc[1] == "Cardiology "
    assert pd.isna(frame["ward"].iloc[2])


def test_quoted_values_with_line_breaks_and_delimiters(tmp_path):
    text = 'note,n\n"line one\nline two",1\n"a, b",2\nplain,3\n'
    frame = load_table(write(tmp_path, text)).frame
    assert frame["note"].tolist() == ["line one\nline two", "a, b", "plain"]
    assert frame["n"].tolist() == [1, 2, 3]


def test_quoted_header_with_doubled_quotes(tmp_path):
    frame = load_table(write(tmp_path, '"dose ""mg""",n\n5,"x"\n7,y\n')).frame
    assert list(frame.columns) == ['dose "mg"', "n"]
    assert frame['dose "mg"'].tolist() == [5, 7] and frame["n"].tolist() == ["x", "y"]


@pytest.mark.parametrize("newline", ["\r\n", "\r"])
def test_windows_and_old_mac_line_endings(tmp_path, newline):
    frame = load_table(write(tmp_path, newline.join(["a,b", "1,x", "2,y", "3,z"]) + newline)).frame
    assert frame["a"].tolist() == [1, 2, 3] and frame["b"].tolist() == ["x", "y", "z"]


def test_header_only(tmp_path):
    frame = load_table(write(tmp_path, "a,b\n")).frame
    assert list(frame.columns) == ["a", "b"] and len(frame) == 0


def test_many_ranges_give_the_same_table_with_progress_and_cancel(tmp_path, monkeypatch):
    rows = "\n".join(f"{i},{'F' if i % 3 else 'M'},{i * 0.5},{i % 10:02d}" for i in range(20_000))
    path = write(tmp_path, "id,sex,dose,code\n" + rows + "\n")
    whole = load_table(path).frame
    monkeypatch.setattr(csv_reading, "RANGE", 4096)
    seen = []
    cut = load_table(path, progress=seen.append).frame
    pd.testing.assert_frame_equal(cut, whole)
    assert len(seen) > 20 and seen == sorted(seen) and seen[-1] == 1.0
    assert whole["code"].iloc[3] == "03" and whole["dose"].iloc[3] == 1.5

    stop = threading.Event()

    def cancel_midway(fraction):
        if fraction > 0.3:
            stop.set()

    with pytest.raises(Cancelled):
        load_table(path, progress=cancel_midway, cancel=stop)


def test_not_utf8_only_after_the_first_megabyte_is_read_as_cp1252(tmp_path):
    rows = [f"{i},Patient {i}" for i in range(60_000)] + ["60000,Café Müller"]
    path = write(tmp_path, "id,name\n" + "\n".join(rows) + "\n", encoding="cp1252")
    assert path.stat().st_size > 1 << 20
    table = load_table(path)
    assert table.encoding in ("cp1252", "latin_1")
    assert table.frame["name"].iloc[-1] == "Café Müller"
    assert any("not UTF-8" in note for note in table.notes)
    assert table.fingerprint == hashlib.sha256(path.read_bytes()).hexdigest()


def test_utf8_chosen_for_a_file_that_is_not_says_where(tmp_path):
    path = write(tmp_path, "id,name\n1,Caf\u00e9\n", encoding="cp1252")
    with pytest.raises(InputError, match="not valid utf-8"):
        load_table(path, encoding="utf-8")


def test_fingerprint_of_a_large_file_is_its_sha256(tmp_path):
    path = tmp_path / "t.csv"
    path.write_bytes(b"a,b\n" + b"".join(b"%d,%d\n" % (i, i % 97) for i in range(2_000_000)))
    assert path.stat().st_size > 16 << 20  # more than one slice of the hashing thread
    table = load_table(path)
    assert table.fingerprint == hashlib.sha256(path.read_bytes()).hexdigest()
    assert len(table.frame) == 2_000_000 and int(table.frame["b"].iloc[-1]) == 1_999_999 % 97


def test_a_ragged_line_with_a_non_utf8_byte_is_left_out_quietly(tmp_path):
    """pyarrow cannot pass such a line to its row handler and reports an "exception ignored" on
    stderr; the reader handles it, so the user must not see that report. (A subprocess: pytest
    replaces the hook that prints such reports.)"""
    import subprocess
    import sys

    path = tmp_path / "t.csv"
    path.write_bytes(b"a,b\n1,x\n2,\xe9,z\n3,y\n")
    code = ("import sys; from dataclasses import replace; from dpstudio.core.io.loading import load_table; "
            "p = sys.argv[1]; t = load_table(p, schema=replace(load_table(p).schema, encoding='utf-8')); "
            "print(t.frame['a'].tolist(), t.notes)")
    done = subprocess.run([sys.executable, "-c", code, str(path)], capture_output=True, text=True, check=True)
    assert done.stdout.startswith("[1, 3] ('1 row was left out")
    assert done.stderr == ""


def _read_under(tmp_path, data: bytes, schema):
    from dpstudio.core.io.loading import load_table

    path = tmp_path / "grown.csv"
    path.write_bytes(data)
    return load_table(path, schema=schema)


def test_a_last_line_with_an_open_quote_is_left_out_whether_or_not_a_row_follows(tmp_path):
    """Read as a row at the end of the file, but left out once a row follows: so one added row
    would remove another. Now it is left out either way (an auditor's case)."""
    from dpstudio.core.io.loading import load_table

    (tmp_path / "base.csv").write_bytes(b"a,b\n1,x\n2,y\n")
    schema = load_table(tmp_path / "base.csv").schema
    alone = _read_under(tmp_path, b'a,b\n1,x\n2,y\n3,"c', schema)
    followed = _read_under(tmp_path, b'a,b\n1,x\n2,y\n3,"c\n4,d', schema)
    assert alone.frame.values.tolist() == [[1, "x"], [2, "y"]]
    assert followed.frame.values.tolist() == [[1, "x"], [2, "y"], [4, "d"]]
    assert any("1 row was left out" in note for note in alone.notes + followed.notes)
    closed = _read_under(tmp_path, b'a,b\n1,x\n2,y\n3,"c"', schema)
    assert closed.frame.values.tolist() == [[1, "x"], [2, "y"], [3, "c"]]


def test_cr_line_endings_are_decided_by_the_header_not_by_a_row(tmp_path):
    """A CR-only file with one line feed inside a row was a crash (csv.Error on the header)."""
    from dpstudio.core.io.loading import load_table

    (tmp_path / "base.csv").write_bytes(b"a,b\r1,x\r2,y\r")
    schema = load_table(tmp_path / "base.csv").schema
    grown = _read_under(tmp_path, b"a,b\r1,x\r2,y\n5\r3,z", schema)
    assert grown.frame.values.tolist() == [[1, "x"], [2, "y"], [3, "z"]]
    assert list(grown.frame.columns) == ["a", "b"]


@pytest.mark.parametrize("encoding", ["utf-16", "utf-16-be", "utf-32"])
def test_utf16_and_utf32_files_with_a_byte_order_mark_are_read(tmp_path, encoding):
    """Excel's "Unicode text" is UTF-16 with a BOM: found from the mark, not guessed."""
    from dpstudio.core.io.loading import load_table

    path = tmp_path / "unicode.csv"
    text = "name,age\nZoë,41\n张伟,7\nΕλένη,63\n"
    data = text.encode(encoding)
    if encoding == "utf-16-be":
        data = codecs.BOM_UTF16_BE + data
    path.write_bytes(data)
    table = load_table(path)
    assert table.frame["name"].tolist() == ["Zoë", "张伟", "Ελένη"]
    assert table.frame["age"].tolist() == [41, 7, 63]
    assert table.schema.encoding == ("utf-32" if encoding == "utf-32" else "utf-16")
    again = load_table(path, schema=table.schema)
    assert again.frame.equals(table.frame)


@pytest.mark.parametrize("encoding", ["utf-16-le", "utf-16-be", "utf-32-le", "utf-32-be"])
def test_utf16_and_utf32_files_without_a_byte_order_mark_are_recognised_and_read(tmp_path, encoding):
    """Issue 44: without a mark, such a file is valid UTF-8 byte by byte; read so, every name held NULs.
    Where its NUL bytes fall says what it is, and the schema keeps the encoding found."""
    path = write(tmp_path, "name,age\nZoë,41\n张伟,7\nΕλένη,63\n", encoding=encoding)
    table = load_table(path)
    assert load_table(write(tmp_path, "名字,年龄\n张伟,7\n王芳,8\n", "zh.csv", encoding)).schema.encoding == encoding
    assert table.schema.encoding == encoding
    assert list(table.frame.columns) == ["name", "age"]
    assert table.frame["name"].tolist() == ["Zoë", "张伟", "Ελένη"]
    assert table.frame["age"].tolist() == [41, 7, 63]
    assert load_table(path, schema=table.schema).frame.equals(table.frame)


@pytest.mark.parametrize("encoding", ["utf-8", "cp1252"])
def test_a_utf16_file_without_a_mark_read_under_another_encoding_is_refused_naming_its_encoding(tmp_path, encoding):
    """Under a schema (or a chosen encoding) of one byte a letter, the file is refused, not read as names full
    of NULs, and the message names the encoding to read it with."""
    path = write(tmp_path, "name,age\nZoë,41\nAnna,7\n", encoding="utf-16-le")
    schema = load_table(write(tmp_path, "name,age\nZoë,41\n", name="plain.csv")).schema
    for read in (lambda: load_table(path, schema=replace(schema, encoding=encoding)),
                 lambda: load_table(path, encoding=encoding)):
        with pytest.raises(InputError) as refused:
            read()
        said = refused.value.said("en")
        assert "utf-16-le" in said and encoding in said and "t.csv" in said


@pytest.mark.parametrize("data", [
    "id,name\n1,Anna\n2,Bo\n".encode("utf-8").replace(b"Bo", b"B\x00o"),  # a stray NUL in a UTF-8 file
    bytes(range(256)) * 8,  # every byte value, as a binary file has them
])
def test_a_file_that_is_not_wide_text_is_not_taken_for_it(data):
    from dpstudio.core.io.unmarked_unicode import unmarked_unicode

    assert unmarked_unicode(data) is None


def test_a_nul_byte_in_a_header_is_refused_with_the_column_and_the_nul_shown(tmp_path):
    """Issue 44: DuckDB and Ibis cut a name at its NUL ('pi\\x00d' became 'pi'), so a plan naming the column
    crashed set-budget and release. The name is refused as it is read, shown with the NUL written out."""
    path = tmp_path / "nul.csv"
    path.write_bytes(b"pi\x00d,cat,num\np1,a,1\np2,b,2\n")
    with pytest.raises(InputError) as refused:
        load_table(path)
    said = refused.value.said("en")
    assert "column 1, 'pi\\x00d'" in said and "\x00" not in said and "nul.csv" in said
