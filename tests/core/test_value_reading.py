"""Each value read on its own: the fast whole-column cast and the per-value rule agree."""
import math

import pyarrow as pa
from hypothesis import given, settings
from hypothesis import strategies as st

from dpstudio.core.io.value_reading import read_column

text = st.text(alphabet="0123456789+-.,eExXinfaINF _\t", max_size=8)


def one_by_one(values, kind, decimal):
    return [read_column(pa.chunked_array([pa.array([v], pa.string())]), kind, decimal).series.tolist()[0]
            for v in values]


def comparable(values):
    return [None if v is None or (isinstance(v, float) and math.isnan(v)) or v is _NA else v for v in values]


_NA = __import__("pandas").NA


@settings(max_examples=300, deadline=None)
@given(values=st.lists(text, min_size=1, max_size=6), kind=st.sampled_from(["integer", "number"]),
       decimal=st.sampled_from([".", ","]))
def test_a_value_reads_the_same_alone_and_in_any_column(values, kind, decimal):
    together = read_column(pa.chunked_array([pa.array(values, pa.string())]), kind, decimal).series.tolist()
    assert comparable(together) == comparable(one_by_one(values, kind, decimal))


def test_the_declared_rules_value_by_value():
    values = ["1", " 2 ", "unknown", "NA", "", "01067", "0x1F", "+5", "99999999999999999999", "1e3", "inf", "3.5"]
    column = pa.chunked_array([pa.array(values, pa.string())])
    integers = read_column(column, "integer", missing=("NA",))
    assert comparable(integers.series.tolist()) == [1, 2, None, None, None, 1067, None, 5, None, None, None, None]
    assert integers.unfit == 6  # unknown, 0x1F, the 20 digits, 1e3, inf, 3.5
    numbers = read_column(column, "number", missing=("NA",))
    assert comparable(numbers.series.tolist()) == [1, 2, None, None, None, 1067, None, 5, 1e20, 1000, None, 3.5]
    assert numbers.unfit == 3  # unknown, 0x1F, inf
    text = read_column(column, "text", missing=("NA",))
    assert comparable(text.series.tolist()) == ["1", "2 ", "unknown", None, None, "01067", "0x1F", "+5",
                                                "99999999999999999999", "1e3", "inf", "3.5"]


def test_a_comma_decimal_mark():
    column = pa.chunked_array([pa.array(["1,5", "2", "1.5", "-0,25"], pa.string())])
    read = read_column(column, "number", decimal=",")
    assert comparable(read.series.tolist()) == [1.5, 2.0, None, -0.25] and read.unfit == 1


def test_with_a_comma_decimal_mark_thousands_may_be_grouped_by_points():
    values = ["1.234,5", "12.345", "-1.234.567,25", "1.23,4", "0.123", "1.2345", "4.4", "1.234e3", " 2.000 "]
    column = pa.chunked_array([pa.array(values, pa.string())])
    numbers = read_column(column, "number", decimal=",")
    assert comparable(numbers.series.tolist()) == [1234.5, 12345, -1234567.25, None, None, None, None, None, 2000]
    assert numbers.unfit == 5
    integers = read_column(pa.chunked_array([pa.array(["1.234", "12", "1.234,5"], pa.string())]), "integer",
                           decimal=",")
    assert comparable(integers.series.tolist()) == [1234, 12, None] and integers.unfit == 1
    point = read_column(pa.chunked_array([pa.array(["1.234,5", "1.234"], pa.string())]), "number", decimal=".")
    assert comparable(point.series.tolist()) == [None, 1.234]  # with the point, a point is the decimal mark


@settings(max_examples=200, deadline=None)
@given(values=st.lists(st.one_of(st.none(), st.binary(max_size=6),
                                 st.sampled_from([b"M\xc3\xbcller", b"Caf\xe9", b"\xe2\x82", b"\xef\xbf\xbd", b"ok"])),
                       min_size=1, max_size=12),
       cut=st.integers(0, 12), offset=st.integers(0, 2))
def test_a_value_that_is_not_utf8_is_missing_and_counted_alone(values, cut, offset):
    """valid_text finds the values with invalid bytes without decoding the others; chunked and sliced."""
    from dpstudio.core.io.value_reading import REPLACEMENT, valid_text

    def decoded(raw):
        try:
            text = raw.decode("utf-8")
        except UnicodeDecodeError:
            return None, 1
        return (None, 1) if REPLACEMENT in text else (text, 0)

    raw = pa.array([b"pad"] * offset + values, pa.binary()).slice(offset).view(pa.string())
    column = pa.chunked_array([raw.slice(0, cut), raw.slice(cut)])
    expected = [(None, 0) if v is None else decoded(v) for v in values]
    got, bad = valid_text(column)
    assert got.to_pylist() == [text for text, _ in expected] and bad == sum(n for _, n in expected)


def test_long_integers_at_the_64_bit_bounds_in_a_chunked_column():
    values = ["1", "99999999999999999999", "9223372036854775807", "-9223372036854775808",
              "9223372036854775808", "-9223372036854775809", "00000000000000000000000005", None, "x",
              "+9223372036854775807"]
    column = pa.chunked_array([pa.array(values[:4], pa.string()), pa.array(values[4:], pa.string())])
    read = read_column(column, "integer")
    assert comparable(read.series.tolist()) == [1, None, 2**63 - 1, -2**63, None, None, 5, None, None, 2**63 - 1]
    assert read.unfit == 4  # the 20 nines, one beyond each bound, and "x"
