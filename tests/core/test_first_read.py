"""A first open infers the types and reads the values in one pass: the values must be exactly
those a later read under the inferred schema gives (a release reads that way)."""
import csv
import io

import numpy as np
import pandas as pd
import pyarrow as pa
import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from dpstudio.core.io.csv_reading import parse_text
from dpstudio.core.io.loading import load_table
from dpstudio.core.io.schema import MISSING_WORDS, ReadingSchema
from dpstudio.core.io.schema_reading import infer_and_read, infer_column_types, read_inferring
from dpstudio.core.io.value_reading import read_column, without_missing

# values that steer inference and reading apart: words, blanks, codes, hex, huge and odd numbers
ODD = ["", "NA", "nan", "-nan", "NULL", "None", "inf", "-inf", "1e400", " 5", "5 ", "\t7", "7\t", "\u00a05",
       "0x1F", "-0x1F", "01067", "-05", "0", "-0", "+5", "3.5", ".5", "5.", "1e3", "-1E-3", "1,5",
       "99999999999999999999", "9223372036854775807", "-9223372036854775808", "9007199254740993",
       "12345678901234567890.5", "a b", " text", "Müller", "\ufffd", "   ", "-", "٣"]
integers = st.integers(-10**6, 10**6).map(str)
floats = st.floats(-1e6, 1e6, allow_nan=False).map(repr)
odd = st.sampled_from(ODD)
# a column is mostly of one sort, with a few odd values, so that every inferred type occurs
columns = st.sampled_from([integers, floats, st.sampled_from(["F", "M", "NA"]), integers | odd, floats | odd, odd])
SETTINGS = settings(max_examples=150, deadline=None, suppress_health_check=[HealthCheck.function_scoped_fixture])


@st.composite
def tables(draw):
    sorts = draw(st.lists(columns, min_size=1, max_size=4))
    rows = draw(st.integers(1, 12))
    return [[draw(sort) for sort in sorts] for _ in range(rows)]


def typed(column: pd.Series) -> list:
    """Values with their kind: 1 and 1.0 are not the same parsed value."""
    return [None if pd.isna(v) else (type(v).__name__, v) for v in column]


def assert_same_frames(first: pd.DataFrame, later: pd.DataFrame) -> None:
    assert list(first.columns) == list(later.columns)
    for name in first.columns:
        assert str(first[name].dtype) == str(later[name].dtype), name
        assert typed(first[name]) == typed(later[name]), name


@SETTINGS
@given(rows=tables(), quoting=st.sampled_from([csv.QUOTE_MINIMAL, csv.QUOTE_NONNUMERIC]))
def test_a_first_open_reads_what_a_read_under_its_schema_reads(tmp_path, rows, quoting):
    out = io.StringIO()
    writer = csv.writer(out, lineterminator="\n", quoting=quoting)
    writer.writerows([[f"c{i}" for i in range(len(rows[0]))], *rows])
    path = tmp_path / "t.csv"
    path.write_text(out.getvalue(), encoding="utf-8")
    first = load_table(path)
    later = load_table(path, schema=first.schema)
    assert_same_frames(first.frame, later.frame)
    assert first.notes == later.notes


@settings(max_examples=300, deadline=None)
@given(values=st.lists(st.one_of(odd, integers, floats, st.none()), min_size=1, max_size=8))
def test_one_column_inferred_and_read_as_inference_then_reading_alone(values):
    column = pa.chunked_array([pa.array(values, pa.string())])
    kind, read = infer_and_read(column, MISSING_WORDS)
    parsed = type("Parsed", (), {"table": pa.table({"c": column}), "names": ["c"], "transcoded": False,
                                 "nulled": ()})()
    assert kind == infer_column_types(parsed, MISSING_WORDS)["c"]
    alone = read_column(column, kind, ".", MISSING_WORDS)
    assert typed(read.series) == typed(alone.series) and str(read.series.dtype) == str(alone.series.dtype)
    assert (read.unfit, read.bad_bytes) == (alone.unfit, alone.bad_bytes)


def test_the_bench_table_in_several_ranges_reads_the_same_both_ways(tmp_path, monkeypatch):
    """Chunked columns on the thread pool, as a large file is read."""
    import dpstudio.core.io.csv_reading as csv_reading

    monkeypatch.setattr(csv_reading, "RANGE", 4096)
    rng = np.random.default_rng(3)
    rows = 20_000
    frame = pd.DataFrame({"id": np.arange(rows), "zip": [f"{v:05d}" for v in rng.integers(0, 99999, rows)],
                          "dose": np.round(rng.normal(size=rows), 3),
                          "ward": rng.choice(["Surgery", "Internal medicine", "NA", ""], rows),
                          "stay": np.where(rng.random(rows) < 0.1, "NA", rng.integers(0, 50, rows).astype(str))})
    path = tmp_path / "t.csv"
    frame.to_csv(path, index=False)
    first = load_table(path)
    assert first.schema.columns == {"id": "integer", "zip": "text", "dose": "number", "ward": "text",
                                    "stay": "integer"}
    assert_same_frames(first.frame, load_table(path, schema=first.schema).frame)


def test_the_parser_reads_a_missing_word_as_null_only_when_written_exactly(tmp_path):
    path = tmp_path / "t.csv"
    path.write_text('a,b\nNA,"NA"\n NA,NA \nN/A,"say ""hi"""\n', encoding="utf-8")
    words = ("NA", "N/A", 'say "hi"', " x")
    parsed = parse_text(path, "utf-8", ",", missing=words)
    assert parsed.nulled == ("NA", "N/A")  # a word with a quote or blank edges is left to value_reading
    assert parsed.table.column("a").to_pylist() == [None, " NA", None]
    assert parsed.table.column("b").to_pylist() == [None, "NA ", 'say "hi"']
    schema, frame = read_inferring(parsed, ReadingSchema(missing=words), [])
    assert frame["a"].isna().all() and frame["b"].isna().all()  # each read as missing all the same
    assert schema.columns == {"a": "text", "b": "text"}
    assert without_missing(parsed.table.column("b"), ("NA", 'say "hi"'), parsed.nulled).null_count == 3


def test_a_file_parsed_with_other_missing_words_is_refused(tmp_path):
    path = tmp_path / "t.csv"
    path.write_text("a\nNA\n", encoding="utf-8")
    parsed = parse_text(path, "utf-8", ",", missing=MISSING_WORDS)
    with pytest.raises(ValueError):
        read_inferring(parsed, ReadingSchema(missing=("-99",)), [])
