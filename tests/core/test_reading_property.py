"""Issue 13.2: adding one row, whatever it holds, changes no other row's parsed value.

The schema is inferred once from a random base table; then one row (a word in a number column,
a CP1252 byte, quotes, an empty field, a leading-zero code, or raw bytes with a stray quote) is
inserted anywhere, and both files are read under that schema.
"""
import csv
import io

import numpy as np
import pandas as pd
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from dpstudio.core.io.loading import load_table

SETTINGS = settings(max_examples=80, deadline=None, suppress_health_check=[HealthCheck.function_scoped_fixture])
NAMES = ["count", "code", "note", "dose"]

numbers = st.integers(-10**6, 10**6).map(str)
codes = st.integers(0, 99999).map(lambda i: f"{i:05d}")
words = st.sampled_from(["", "NA", "Müller", "Surgery", "a b", "x,y", 'say "hi"', "line\nbreak"])
doses = st.floats(-1e6, 1e6, allow_nan=False).map(lambda f: repr(round(f, 3)))
base_rows = st.lists(st.tuples(numbers, codes, words.filter(lambda w: "\n" not in w), doses), min_size=1,
                     max_size=8)
field = st.one_of(numbers, codes, words, doses, st.sampled_from(["unknown", "01067", "0x1F", '"', '""', "-", ""]))
raw_bytes = st.lists(st.sampled_from([b'"', b",", b"1", b"0", b"a", b"\xe9", b"\x81", b" ", b"\n", b"NA"]),
                     max_size=12).map(b"".join)


def csv_bytes(rows) -> bytes:
    out = io.StringIO()
    csv.writer(out, lineterminator="\n").writerows(rows)
    return out.getvalue().encode("utf-8")


@st.composite
def added_lines(draw) -> bytes:
    """One more row: written by a CSV writer (maybe with a CP1252 byte in a field), or raw bytes."""
    kind = draw(st.sampled_from(["writer", "cp1252", "raw"]))
    if kind == "raw":
        return draw(raw_bytes) + b"\n"
    line = csv_bytes([draw(st.lists(field, min_size=4, max_size=4))])
    if kind == "cp1252":
        at = draw(st.integers(0, max(0, len(line) - 2)))
        line = line[:at] + "é".encode("cp1252") + line[at:]
    return line


def read(tmp_path, name, data, schema=None):
    path = tmp_path / name
    path.write_bytes(data)
    return load_table(path, schema=schema)


@SETTINGS
@given(rows=base_rows, line=added_lines(), where=st.integers(0, 8))
def test_one_added_row_changes_no_other_row(tmp_path, rows, line, where):
    header = csv_bytes([NAMES])
    lines = [csv_bytes([row]) for row in rows]
    where = min(where, len(lines))
    base = read(tmp_path, "base.csv", header + b"".join(lines))
    schema = base.schema
    grown = read(tmp_path, "grown.csv", header + b"".join(lines[:where]) + line + b"".join(lines[where:]), schema)
    before, after = base.frame, grown.frame
    assert grown.schema == schema and list(after.columns) == list(before.columns)
    assert len(after) >= len(before)
    tail = len(before) - where
    same(before.iloc[:where], after.iloc[:where])
    same(before.iloc[where:], after.iloc[len(after) - tail:])


def same(expected: pd.DataFrame, got: pd.DataFrame) -> None:
    """Equal values of the same kind (1 and 1.0 are not the same parsed value)."""
    for name in expected.columns:
        assert typed(got[name]) == typed(expected[name]), name


def typed(column: pd.Series) -> list:
    def kind(value):
        if isinstance(value, (int, np.integer)):
            return "integer"
        return "number" if isinstance(value, (float, np.floating)) else type(value).__name__
    return [None if pd.isna(v) else (kind(v), v) for v in column]


@settings(max_examples=25, deadline=None, suppress_health_check=[HealthCheck.function_scoped_fixture])
@given(rows=st.lists(st.tuples(st.integers(-1000, 1000), st.sampled_from(["F", "M"])), min_size=1, max_size=6),
       added=st.tuples(st.one_of(st.integers(-5, 5), st.sampled_from(["unknown", "3.5", "", "007"])),
                        st.one_of(st.sampled_from(["F", "X"]), st.integers(0, 3))))
def test_one_added_excel_row_changes_no_other_row(tmp_path, rows, added):
    path = tmp_path / "t.xlsx"
    pd.DataFrame(rows, columns=["age", "sex"]).to_excel(path, index=False)
    base = load_table(path)
    pd.DataFrame(rows + [added], columns=["age", "sex"]).to_excel(path, index=False)
    grown = load_table(path, schema=base.schema)
    same(base.frame, grown.frame.iloc[:len(rows)])
