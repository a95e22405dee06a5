"""One text for each person, the same on every engine: what the ledger's population sample hashes.

A person is the privacy unit's id, or, when a row is a person, the whole row. Its canonical text is an
Ibis expression computed by the engine (DuckDB, PostgreSQL, Spark; a DataFrame through an in-process
DuckDB), so that the same table gives the same text whatever holds it or which type a reader gave a
column:
- an id's text: trimmed of what Python's str.strip() removes (ibis_values.stripped), as the answers
  trim it; an id that is empty after trimming is missing;
- a whole number: its decimal digits (an integer column's values, a float or decimal column's values
  without a fraction below 2^63), so 17, 17.0, "17" and " 17 " are one id;
- a number with a fraction: its exact binary value, "-" for a negative one, its whole part's digits, "."
  and the digits of the floor of its fraction times 2^63 (numbers closer than 2^-63 are one); a number
  beyond 2^63: its 53-bit mantissa, "*2^" and its power of two; an infinity "inf" or "-inf"; NaN is
  missing, as NULL is;
- true and false: "true" and "false";
- a date or a date-time: "t" and its microseconds since 1970-01-01 00:00 UTC (a date at its midnight, a
  date-time with a time zone at its instant, one without read as UTC);
- any other type: the engine's own text of it (the one form that may differ between engines).
A row is its columns' values in the order of their names, joined by the unit separator (U+001F), a
missing value written as the record separator (U+001E): numbers, true/false and dates in the texts
above, text as it stands (not trimmed, as the first scheme had it; only a text holding one of those two
control characters could make two rows one). Engines hash the text salted (people_sample.py), so it
never leaves the engine.
"""
from __future__ import annotations

import ibis
import ibis.expr.datatypes as dt

from .ibis_values import as_double, double, kind_of, stripped
from .column_kinds import BOOLEAN, DATE, NUMBER, TEXT

SEPARATOR, MISSING = "\x1f", "\x1e"  # a row's fields are joined by the unit separator; a missing one is "\x1e"
_BIG = 2.0 ** 63
_LARGEST = 1.7976931348623157e308  # the largest finite double


def canonical_text(column, kind: str, zoneless: bool = False):
    """The canonical text of each value of `column` as an id (NULL when missing). `zoneless`: a Spark
    TIMESTAMP_NTZ column (Ibis types it as Spark's TIMESTAMP; see spark_zoneless)."""
    if kind == TEXT:
        text = stripped(column)
        return ibis.ifelse(text == "", ibis.null("string"), text)
    if kind == NUMBER:
        return number_text(column)
    if kind == BOOLEAN:
        return column.cases((True, "true"), (False, "false"), else_=ibis.null("string"))
    if kind == DATE:
        return "t" + epoch_microseconds(column, zoneless).cast("string")
    return column.cast("string")


def number_text(column):
    """A number as its decimal digits when whole, else by its exact binary value (see the module's docstring).

    Every cast reads a value already known to fit (others read 0): Spark may compute an expression its
    CASE shares before choosing the branch, and refuses a cast that overflows."""
    if column.type().is_integer():
        return column.cast("string")
    x = as_double(column)
    size = x.abs()
    sign = ibis.ifelse(x < double(0.0), "-", "")
    infinite = ~x.isnan() & (size > double(_LARGEST))  # Ibis's isinf() is always false on Spark
    finite = x.notnull() & ~x.isnan() & ~infinite
    return ibis.cases(
        (x.isnull() | x.isnan(), ibis.null("string")),
        (infinite, sign + "inf"),
        (size < double(2.0 ** 53), _small(_within(x, finite & (size < double(2.0 ** 53))), sign)),
        (size < double(_BIG), _within(x, finite & (size < double(_BIG))).cast("int64").cast("string")),
        else_=_huge(_within(size, finite & (size >= double(_BIG)), _BIG), sign))


def _within(value, fits, otherwise: float = 0.0):
    """`value` where `fits`, else `otherwise`: what a cast may read whichever branch the engine takes."""
    return ibis.ifelse(fits, value, double(otherwise))


def _small(x, sign):
    """A number below 2^53: its digits when whole, else whole part "." fraction times 2^63 (all exact)."""
    size = x.abs()
    whole = size.floor()
    fraction = ((size - whole.cast("float64")) * double(_BIG)).floor()
    return ibis.ifelse(fraction == 0, x.cast("int64").cast("string"),
                       sign + whole.cast("string") + "." + fraction.cast("string"))


def _huge(size, sign):
    """A number of 2^63 or more: mantissa * 2^power, the mantissa from 2^52 up to 2^53 (both exact)."""
    guess = size.log2().floor() - 52
    power = ibis.cases((size / _two_to(guess) >= double(2.0 ** 53), guess + 1),
                       (size / _two_to(guess) < double(2.0 ** 52), guess - 1), else_=guess)
    mantissa = (size / _two_to(power)).cast("int64")
    return sign + mantissa.cast("string") + "*2^" + power.cast("string")


def _two_to(power):
    return ibis.literal(2.0, type="float64").pow(power.cast("float64"))


def epoch_microseconds(column, zoneless: bool = False):
    """A date's or a date-time's microseconds since 1970-01-01 00:00 UTC, on the column's own engine."""
    backend = _backend_name(column)
    value = column.cast("timestamp") if column.type().is_date() and backend != "pyspark" else column
    if backend == "postgres":
        return _pg_int8(value.epoch_seconds() * 1_000_000)  # EXTRACT(epoch ...) is numeric: exact
    if backend == "pyspark":
        if column.type().is_date():
            return _spark_days(column)
        return _spark_wall_clock(column) if zoneless else _spark_unix_micros(column)
    return _duckdb_epoch_us(value)


def _backend_name(expr) -> str:
    try:
        return expr._find_backend(use_default=True).name
    except Exception:  # noqa: BLE001 - an unbound expression: DuckDB, where memtables run
        return "duckdb"


def _spark_days(date):
    return _spark_unix_date(date).cast("int64") * 86_400_000_000


def _spark_wall_clock(value):
    """A TIMESTAMP_NTZ read as UTC, from its parts (Spark's unix_micros takes only a TIMESTAMP, and a cast
    to one would read the wall clock in the session's time zone)."""
    seconds = value.hour().cast("int64") * 3600 + value.minute().cast("int64") * 60 + value.second().cast("int64")
    return _spark_days(value.cast("date")) + seconds * 1_000_000 + _spark_date_format(value, "SSSSSS").cast("int64")


def spark_zoneless(table) -> frozenset[str]:
    """The TIMESTAMP_NTZ columns of a Spark table (asking Spark to analyse its query runs no job)."""
    session = table._find_backend()._session
    fields = session.sql(ibis.to_sql(table, dialect="pyspark")).schema.fields
    return frozenset(f.name for f in fields if f.dataType.typeName() == "timestamp_ntz")


@ibis.udf.scalar.builtin(name="date_format")
def _spark_date_format(value: dt.timestamp, pattern: str) -> str:
    """Spark's text of a date-time in a pattern."""


@ibis.udf.scalar.builtin(name="epoch_us")
def _duckdb_epoch_us(value: dt.timestamp) -> dt.int64:
    """DuckDB's microseconds since the epoch (a TIMESTAMPTZ's instant)."""


@ibis.udf.scalar.builtin(name="int8")
def _pg_int8(value: dt.int64) -> dt.int64:
    """PostgreSQL's bigint of a number (EXTRACT's numeric, which Ibis types as an integer already)."""


@ibis.udf.scalar.builtin(name="unix_micros")
def _spark_unix_micros(value: dt.timestamp) -> dt.int64:
    """Spark's microseconds since the epoch."""


@ibis.udf.scalar.builtin(name="unix_date")
def _spark_unix_date(value: dt.date) -> dt.int32:
    """Spark's days since the epoch."""


def person_text(table, column: str, zoneless=frozenset(), salt: str = ""):
    """The canonical id of each row's person (NULL when the id is missing), after `salt` (people_sample.py)."""
    text = canonical_text(table[column], kind_of(table[column].type()), column in zoneless)
    return ibis.literal(salt) + text if salt else text


def row_text(table, columns, zoneless=frozenset(), salt: str = ""):
    """The canonical text of each row over `columns` (in the order of their names; see the module's docstring),
    after `salt` and the separator when one is given (one CONCAT_WS: a row's text is copied once)."""
    fields = [ibis.literal(salt)] if salt else []
    for name in sorted(columns, key=str):
        kind = kind_of(table[name].type())
        text = table[name] if kind == TEXT else canonical_text(table[name], kind, name in zoneless)
        fields.append(text.fill_null(MISSING))
    return ibis.literal(SEPARATOR).join(fields)
