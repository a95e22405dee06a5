"""The ledger's sample of a table's people is computed where the table lives, and is the same everywhere.

Every engine (pandas through an in-process DuckDB, DuckDB on a frame and on a Parquet file, a real
PostgreSQL 15 server, a local Spark session) writes each value in one canonical text and returns the
same salted hashes for the same table: a table keeps its population whatever holds it. Both hashes are
checked: MD5 then SHA-256 (the sketch's scheme V3) and SHA-256 alone (V2, which older ledgers hold), the first
against hashlib's digests of the canonical texts.
"""
from __future__ import annotations

import hashlib
import math

import numpy as np
import pandas as pd
import pyarrow as pa
import pyarrow.parquet as pq
import pytest
from hypothesis import HealthCheck, given, settings

from dpstudio.core.exact.duckdb_sources import duckdb_frame_source, duckdb_parquet_source
from dpstudio.core.exact.frame_people import frame_row_hashes
from dpstudio.core.exact.frame_source import FrameSource
from dpstudio.core.exact.people_digests import MD5_SHA256, SHA256
from dpstudio.core.exact.people_sample import FULL, MOST, people_sample
from dpstudio.core.exact.people_text import person_text, row_text

from .frames import kinds_frame, tables
from .test_agreement import ROW, EXAMPLES, factory_for

NUMBERS = [17, 17.0, 0.5, -0.5, -1e-20, 1e20, -1e20, 2.0 ** 63, 2.0 ** 53 + 2, 1.7976931348623157e308, math.inf,
           -math.inf, math.nan, None, 0.1, -0.0, 1 / 3, 123456.789, 2.0 ** 62]
NUMBER_TEXTS = ["17", "17", "0.4611686018427387904", "-0.4611686018427387904", "0", "6103515625000000*2^14",
                "-6103515625000000*2^14", "4503599627370496*2^11", "9007199254740994", "9007199254740991*2^971", "inf",
                "-inf", None, None, "0.922337203685477632", "0", "0.3074457345618258432",
                "123456.7277240537118146560", "4611686018427387904"]
TEXTS = ["17", " 17 ", "a", "", "  ", None, "北京", "e\u0301", "😀x", "|", "0:", "a|b", "x", "\u3000y", "z\t",
         "\x0bw\x0c", "v", "Graf", "Kiev"]
TEXT_IDS = ["17", "17", "a", None, None, None, "北京", "e\u0301", "😀x", "|", "0:", "a|b", "x", "y", "z", "w", "v",
            "Graf", "Kiev"]
WHEN = ["2020-01-01", "2020-01-01 12:00:00.000001", None] + ["1969-12-31 23:59:59.999999"] * 16


# the current scheme's hash in the README's command, the older scheme's (V2: ledgers made before) in the long step
KINDS = [MD5_SHA256, pytest.param(SHA256, marks=pytest.mark.suite_long)]


def values_frame() -> pd.DataFrame:
    """Values whose canonical text engines could easily write differently."""
    return pd.DataFrame({"x": pd.array(NUMBERS, dtype="float64"), "s": pd.array(TEXTS, dtype="string"),
                         "b": pd.array([True, False, None] + [True] * 16, dtype="boolean"),
                         "d": pd.to_datetime(WHEN, format="ISO8601"),
                         "n": pd.array([17, None, -5] + [2 ** 62] * 16, dtype="Int64")})


@pytest.fixture(params=sorted(EXAMPLES))
def engine(request):
    return request.param, factory_for(request, request.param)


def texts(source, expression) -> list:
    table = source.table
    return table.select(r=table[source.row_order], v=expression(table)).order_by("r").to_pyarrow()["v"].to_pylist()


def test_every_engine_writes_each_value_in_one_canonical_text(engine):
    source = engine[1](values_frame())
    assert texts(source, lambda t: person_text(t, "x")) == NUMBER_TEXTS
    assert texts(source, lambda t: person_text(t, "n")) == ["17", None, "-5"] + ["4611686018427387904"] * 16
    assert texts(source, lambda t: person_text(t, "s")) == TEXT_IDS
    assert texts(source, lambda t: person_text(t, "b")) == ["true", "false", None] + ["true"] * 16
    assert texts(source, lambda t: person_text(t, "d")) == ["t1577836800000000", "t1577880000000001", None] + \
        ["t-1"] * 16
    rows = [row.split("\x1f") for row in texts(source, lambda t: row_text(t, ["x", "s", "b", "d", "n"]))]
    assert rows[:4] == [["true", "t1577836800000000", "17", "17", "17"],
                        ["false", "t1577880000000001", "\x1e", " 17 ", "17"],
                        ["\x1e", "\x1e", "-5", "a", "0.4611686018427387904"],
                        ["true", "t-1", "4611686018427387904", "", "-0.4611686018427387904"]]
    assert [row[3] for row in rows[4:]] == [t if t is not None else "\x1e" for t in TEXTS[4:]]  # text as it stands


@pytest.mark.parametrize("frame", [values_frame, kinds_frame])
@pytest.mark.parametrize("kind", KINDS)
def test_the_same_table_gives_the_same_sample_on_every_engine(engine, frame, kind):
    table = frame()
    for columns, person in [([c], True) for c in table.columns] + [(list(table.columns), False)]:
        expected = FrameSource(table).people_sample(columns, person, "a salt", kind)
        assert engine[1](table).people_sample(columns, person, "a salt", kind) == expected, (columns, person)


def hashed(text: str, kind: str) -> int:
    """What the engine's 64-bit hash of a salted canonical text is, by hashlib."""
    data = text.encode("utf-8")
    if kind == SHA256:
        return int.from_bytes(hashlib.sha256(data).digest()[:8], "big")
    return int.from_bytes(hashlib.md5(data).digest()[:4] + hashlib.sha256(data).digest()[:4], "big")


@pytest.mark.parametrize("kind", KINDS)
def test_each_hash_is_md5_then_sha256_of_the_salted_text_on_every_engine(engine, kind):
    """The exact values: the people's hashes are hashlib's of the salt and the canonical text (here the texts of
    test_every_engine_writes_each_value_in_one_canonical_text, each person once)."""
    source = engine[1](values_frame())
    for column, ids in (("s", TEXT_IDS), ("x", NUMBER_TEXTS)):
        expected = sorted({hashed("pepper" + text, kind) for text in ids if text is not None})
        assert source.people_sample([column], True, "pepper", kind).hashes.tolist() == expected, column


def test_v3s_candidates_by_md5_give_the_smallest_hashes_below_any_bound():
    """Below a bound, V3's engine keeps only the people whose MD5 part is at most the bound's (SHA-256 is computed
    for those alone): the people it returns are exactly the smallest of every person's hash, for bounds that cut
    inside one MD5 part and between two."""
    frame = pd.DataFrame({"pid": np.arange(5000).astype(str)})
    everyone = np.sort(np.array([hashed("s" + str(i), MD5_SHA256) for i in range(5000)], dtype=np.uint64))
    for most in (1, 7, 64):
        found = people_sample(duckdb_frame_source(frame).table, ["pid"], True, "s", 10 ** 9, most=most)
        assert found.hashes.tolist() == everyone[:most].tolist() and found.bound == everyone[most - 1]


def test_a_parquet_file_read_where_it_lies_gives_the_frames_sample(tmp_path):
    table = values_frame()
    pq.write_table(pa.Table.from_pandas(table, preserve_index=False), tmp_path / "t.parquet")
    source = duckdb_parquet_source(tmp_path / "t.parquet")
    for columns, person in ([["s"], True], [["x"], True], [list(table.columns), False]):
        assert source.people_sample(columns, person, "k") == FrameSource(table).people_sample(columns, person, "k")


def test_random_tables_give_the_same_sample_on_every_engine(engine):
    name, factory = engine

    @settings(max_examples={"duckdb": 12, "postgres": 6, "spark": 3}[name], deadline=None, derandomize=True,
              database=None, suppress_health_check=[HealthCheck.too_slow, HealthCheck.data_too_large])
    @given(frame=tables())
    def agrees(frame):
        for columns, person in (["pid"], True), (list(frame.columns), False):
            assert factory(frame).people_sample(columns, person, "s") == \
                FrameSource(frame).people_sample(columns, person, "s")

    agrees()


@pytest.mark.parametrize("people, repeats", [(300_000, 1), (100_000, 5)])
def test_a_large_table_returns_only_its_smallest_hashes(people, repeats):
    """More people than MOST (each on `repeats` rows: the first bound searched then holds too few, and a second
    query looks further): the engine returns the MOST smallest hashes, and a count within 1%."""
    ids = np.repeat(np.arange(people), repeats)
    frame = pd.DataFrame({"pid": ids.astype(str)}).sample(frac=1, random_state=1)
    sample = FrameSource(frame).people_sample(["pid"], True, "s")
    everyone = np.unique(frame_row_hashes(frame, "pid", "s"))
    assert len(sample.hashes) == MOST and sample.hashes.tolist() == everyone[:MOST].tolist()
    assert sample.bound == everyone[MOST - 1] < FULL
    assert abs(sample.people - people) < people / 100 if sample.estimated else sample.people == people


@pytest.mark.parametrize("repeats", [1, 6])
@pytest.mark.parametrize("kind", KINDS)
def test_a_bounded_search_gives_the_same_sample_on_every_engine(engine, repeats, kind):
    """With at most 8 hashes returned, 200 people on `repeats` rows each: the engine looks below a bound (and,
    with 6 rows each, looks again further), and every engine returns the 8 smallest and the same count."""
    frame = pd.DataFrame({"pid": pd.array(np.repeat(np.arange(200), repeats).astype(str), dtype="string")})
    everyone = np.unique(frame_row_hashes(frame, "pid", "s", kind))
    found = people_sample(engine[1](frame).table, ["pid"], True, "s", len(frame), most=8, kind=kind)
    assert found.hashes.tolist() == everyone[:8].tolist() and found.bound < FULL
    assert found == people_sample(duckdb_frame_source(frame).table, ["pid"], True, "s", len(frame), most=8,
                                  kind=kind)


def test_spark_reads_a_timestamp_without_time_zone_as_utc_in_any_session_time_zone(spark_con, tmp_path):
    frame = pd.DataFrame({"d": pd.to_datetime(WHEN[:3], format="ISO8601"), ROW: range(3)})
    pq.write_table(pa.Table.from_pandas(frame, preserve_index=False), tmp_path / "naive.parquet")
    session = spark_con._session
    zone = session.conf.get("spark.sql.session.timeZone")
    try:
        session.conf.set("spark.sql.session.timeZone", "America/New_York")
        table = spark_con.read_parquet(str(tmp_path / "naive.parquet"))
        found = people_sample(table, ["d"], True, "s", 3)
        shown = table.select(r=table[ROW], v=person_text(table, "d", frozenset({"d"}))).order_by("r").to_pyarrow()
    finally:
        session.conf.set("spark.sql.session.timeZone", zone)
    assert shown["v"].to_pylist() == ["t1577836800000000", "t1577880000000001", None]
    assert found == FrameSource(frame).people_sample(["d"], True, "s")
