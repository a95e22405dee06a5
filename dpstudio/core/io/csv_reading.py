"""Parse a CSV file into text columns under a declared encoding and delimiter, row by row.

pyarrow's multithreaded reader does the work. What one row can do to the others is limited:
- a row with more or fewer fields than the header is left out (counted);
- with `multiline` false (the default), a row is one line: a line whose quoting is still open
  at its end (a stray quote) is left out and cannot swallow the lines after it; a value
  that really spans lines is then broken into pieces (declare `multiline` for such files, at
  the price that a stray quote swallows the lines up to the next quote);
- a file in another encoding than UTF-8 is decoded with U+FFFD for each invalid byte, so the
  value holding it is found and made missing (value_reading), not the file refused.
"""
from __future__ import annotations

import codecs
import csv
import mmap
import sys
from dataclasses import dataclass

import pyarrow as pa
import pyarrow.compute as pc
import pyarrow.csv as pacsv

from .column_names import refuse_repeated, refuse_too_many
from ..base.errors import InputError
from ..base.progress import check_cancel, report
from ..base.words.message import Message
from .text_bytes import has_byte

UTF8 = ("utf-8", "utf-8-sig")
RANGE = 128 << 20  # bytes parsed per call when the file can be cut at any line break
_BLOCK = 4 << 20


@dataclass(frozen=True)
class Dialect:
    """How fields are written: the delimiter and the quoting character (None: no quoting)."""

    delimiter: str = ","
    quote: str | None = '"'

    @property
    def quote_byte(self) -> bytes | None:
        return self.quote.encode("utf-8") if self.quote else None


@dataclass
class ParsedText:
    table: pa.Table  # every column text (UTF-8 not yet checked)
    names: list[str]
    rows_left_out: int = 0
    transcoded: bool = False
    crossed: bool = False  # some quoted value ran across a line break (read with `multiline` false)
    nulled: tuple[str, ...] = ()  # missing-value words the parser read as null (when written exactly)


def header_names(fields: list[str]) -> list[str]:
    """Column names: stripped, a blank one "Unnamed: i"; a name given twice is refused (column_names)."""
    refuse_too_many(len(fields))
    names = [raw.strip() or f"Unnamed: {index}" for index, raw in enumerate(fields)]
    refuse_repeated(names)
    return names


def parse_text(path, encoding: str, delimiter: str, multiline: bool = False, progress=None,
               cancel=None, missing=(), quote: str | None = '"', header: int = 1,
               names: list[str] | None = None) -> ParsedText:
    """The file's rows as text columns, named from its `header` line (1: the first; the lines
    above it are left out). With `header` 0 the file has no names: every line is a row, and the
    columns are `names` (a declared schema's) or else "column 1", "column 2", ... as many as the
    first line has fields. `quote` is the quoting character (None: no quoting).

    A UTF-8 file is parsed from its bytes as they are; if a line pyarrow must leave out holds
    bytes that are not UTF-8 (which its row handler cannot take), the file is decoded first,
    with U+FFFD for each invalid byte, as other encodings are: value_reading treats a value
    holding U+FFFD as missing either way, so both give the same values.

    The `missing` words that a value can only be when written exactly as the word (no space or
    tab around them) come back as null (ParsedText.nulled): pyarrow's parser finds them at no
    cost, and value_reading then need not look for them in columns without blanks around values."""
    dialect = Dialect(delimiter, quote)
    nulled = _parser_nulls(missing, dialect)
    lines = _Lines(header, names)
    if encoding in UTF8:
        hook = sys.unraisablehook
        sys.unraisablehook = _quiet_about_bad_bytes(hook)
        try:
            return _parse_utf8(path, dialect, multiline, progress, cancel, nulled, lines)
        except pa.ArrowInvalid:
            pass
        finally:
            sys.unraisablehook = hook
    data = codecs.decode(path.read_bytes(), encoding, errors="replace").encode("utf-8")
    try:
        return _parse(_Source(pa.py_buffer(data), data), dialect, multiline, True, progress, cancel, nulled, lines)
    except pa.ArrowInvalid as exc:
        if "straddl" not in str(exc):  # pyarrow: "straddling object straddles two block boundaries"
            raise
        raise _too_long(path) from None


def _too_long(path) -> InputError:
    """A value longer than the parser's block (_BLOCK, 4 MiB: the longest value a CSV may hold),
    with the first line that long when there is one."""
    line, number = b"", 1
    with open(path, "rb") as handle:
        for number, line in enumerate(handle, start=1):
            if len(line) > _BLOCK:
                break
    hint = Message("A table's cell holds a code, a number or a short text: check that line for a quote left open, "
                   "or remove the long text")
    if len(line) <= _BLOCK:
        return InputError(Message("a value is longer than the {limit} MiB a CSV value may have", limit=_BLOCK >> 20),
                          where=str(path), hint=hint)
    return InputError(Message("a value is longer than the {limit} MiB a CSV value may have (the line is {size} MiB "
                              "long)", limit=_BLOCK >> 20, size=round(len(line) / 2**20, 1)),
                      where=Message("{path}, line {line}", path=str(path), line=str(number)), hint=hint)


def _parser_nulls(missing, dialect: Dialect) -> tuple[str, ...]:
    """The missing-value words pyarrow may read as null: not empty (always null), no space or tab
    at their edges (the rule trims them: " NA" is not missing unless "NA" is), no U+FFFD (counted
    as a bad byte), and nothing the parser treats specially."""
    special = {'"', "\r", "\n", dialect.delimiter, "\ufffd"} | ({dialect.quote} if dialect.quote else set())
    return tuple(word for word in dict.fromkeys(missing) if word and word == word.strip(" \t")
                 and not special & set(word))


def _quiet_about_bad_bytes(hook):
    """pyarrow cannot hand a row with non-UTF-8 bytes to the row handler; it reports that as an
    "exception ignored" on stderr and then fails the read, which parse_text answers by decoding
    the file first. The user must not see that report: it is expected, and handled."""
    def quiet(unraisable):
        if not isinstance(unraisable.exc_value, UnicodeDecodeError):
            hook(unraisable)
    return quiet


def _parse_utf8(path, dialect, multiline, progress, cancel, nulled, lines) -> ParsedText:
    with pa.memory_map(str(path)) as source, open(path, "rb") as handle:
        if source.size() == 0:
            return _parse(_Source(pa.py_buffer(b""), b""), dialect, multiline, False, progress, cancel, nulled, lines)
        with mmap.mmap(handle.fileno(), 0, access=mmap.ACCESS_READ) as mapped:
            return _parse(_Source(source.read_buffer(), mapped), dialect, multiline, False, progress, cancel,
                          nulled, lines)


@dataclass
class _Source:
    """The file's bytes twice: a pyarrow buffer to slice without copying, and bytes or an mmap to search."""

    buffer: pa.Buffer
    raw: object

    def find(self, needle: bytes, start: int = 0) -> int:
        return self.raw.find(needle, start)

    def slice(self, start: int, end: int) -> pa.Buffer:
        return self.buffer.slice(start, end - start)

    def from_line(self, number: int) -> "_Source":
        """The source from its `number`-th line on (1: all of it); a line ends at CR LF, LF or a CR
        alone. From line 2 on this is a copy of the rest of the file (searching needs bytes)."""
        start = 0
        for _ in range(number - 1):
            start = self._after_line(start)
            if start < 0:
                raise InputError(Message("the file has fewer than {line} lines, so line {line} cannot hold the "
                                         "column names", line=number),
                                 hint=Message("Choose the line that holds the column names (1 is the first)"))
        if start == 0:
            return self
        rest = bytes(self.raw[start:self.buffer.size])
        return _Source(pa.py_buffer(rest), rest)

    def _after_line(self, start: int) -> int:
        """Where the line starting at `start` ends, after its line break; -1 when it has none."""
        ends = [e for e in (self.find(b"\n", start), self.find(b"\r", start)) if e >= 0]
        if not ends:
            return -1
        end = min(ends)
        crlf = self.raw[end:end + 1] == b"\r" and self.raw[end + 1:end + 2] == b"\n"
        return end + (2 if crlf else 1)


@dataclass(frozen=True)
class _Lines:
    """Which line holds the column names (0: none), and the names a declared schema gives a file without."""

    header: int = 1
    names: list[str] | None = None


def _parse(source: _Source, dialect: Dialect, multiline, transcoded, progress, cancel, nulled=(),
           lines: _Lines = _Lines()) -> ParsedText:
    source = source.from_line(max(1, lines.header))
    size = source.buffer.size
    first_end = source.find(b"\n")
    header_end = _header_end(source, first_end, size)
    header = bytes(source.raw[:header_end]).decode("utf-8", "replace")
    if lines.header == 0 and lines.names:  # a declared schema names the columns: the first line is a row
        names = list(lines.names)
        refuse_too_many(len(names))
    else:
        fields = _first_fields(header, dialect, lines.header)
        names = header_names(fields) if lines.header else [f"column {i + 1}" for i in range(len(fields))]
        refuse_too_many(len(names))
    skip = lines.header > 0
    cr_only = source.raw[header_end:header_end + 1] == b"\r" and source.raw[header_end + 1:header_end + 2] != b"\n"
    if cr_only and (skip or first_end < 0):
        # the header line ends in CR alone, so the file's lines do (decided by the header, not by any row;
        # a file without names is read this way only when it holds no LF at all)
        return _one_call(source.buffer, names, dialect, multiline, transcoded, nulled, skip_header=skip)
    start = (first_end + 1 if first_end >= 0 else size) if skip else 0
    if multiline:
        return _one_call(source.slice(start, size), names, dialect, True, transcoded, nulled)
    source, size, open_tail = _without_open_last_line(source, start, dialect)
    parsed = _in_ranges(source, start, names, dialect, transcoded, progress, cancel, nulled)
    if parsed is not None:
        parsed.rows_left_out += open_tail
    if parsed is None:  # some quote stayed open across a line break: leave out such lines
        body, dropped = _without_open_quote_lines(bytes(source.raw[start:size]), dialect)
        parsed = _one_call(pa.py_buffer(body), names, dialect, False, transcoded, nulled)
        parsed.rows_left_out += dropped + open_tail
        parsed.crossed = True
    return parsed


def _first_fields(line: str, dialect: Dialect, header: int) -> list[str]:
    """The fields of the first line read: the names, or (a file without names) its first row."""
    quoting = dict(quotechar=dialect.quote) if dialect.quote else dict(quoting=csv.QUOTE_NONE)
    try:
        return next(csv.reader([line.lstrip("\ufeff")], delimiter=dialect.delimiter, **quoting), [])
    except csv.Error as exc:  # e.g. a name longer than the csv module's field limit (131,072)
        if header:
            raise InputError(Message("the header line cannot be read ({cause})", cause=str(exc)),
                             hint=Message("Check the line that holds the column names")) from None
        raise InputError(Message("the first line cannot be read ({cause})", cause=str(exc)),
                         hint=Message("Check the file's first line")) from None


def _header_end(source: _Source, first_end: int, size: int) -> int:
    """Where the header line ends: at its first CR or LF (at most 64 KiB in)."""
    cr = source.find(b"\r")
    ends = [e for e in (first_end, cr) if e >= 0]
    return min(ends) if ends else min(size, 1 << 16)


def _without_open_last_line(source: _Source, start: int, dialect: Dialect):
    """The source without a last line (one with no line break after it) whose quote is still open.

    pyarrow would read such a line as a row, but the same line followed by another row would be
    a quote open across a line break, and left out: whether it is read must not depend on
    whether a row comes after it."""
    size = source.buffer.size
    window = max(start, size - (1 << 20))
    last_break = bytes(source.raw[window:size]).rfind(b"\n")
    if last_break < 0 and window > start:  # a last line of over 1 MiB: not a row anyone wrote
        return source, size, 0
    tail_start = window + last_break + 1 if last_break >= 0 else start
    tail = bytes(source.raw[tail_start:size]).rstrip(b"\r")
    if not tail or dialect.quote_byte is None or dialect.quote_byte not in tail or not _ends_in_quote(tail, dialect):
        return source, size, 0
    return _Source(source.buffer.slice(0, tail_start), source.raw), tail_start, 1


def _options(names, dialect: Dialect, multiline, skip_header, counter, nulled=()):
    def left_out(row):
        counter.append(row.text)
        return "skip"
    parse = pacsv.ParseOptions(delimiter=dialect.delimiter, quote_char=dialect.quote or False,
                               newlines_in_values=multiline, invalid_row_handler=left_out)
    read = pacsv.ReadOptions(block_size=_BLOCK, column_names=names, skip_rows=1 if skip_header else 0)
    convert = pacsv.ConvertOptions(column_types={n: pa.string() for n in names}, null_values=["", *nulled],
                                   strings_can_be_null=True, quoted_strings_can_be_null=True, check_utf8=False)
    return dict(parse_options=parse, read_options=read, convert_options=convert)


def _one_call(buffer, names, dialect, multiline, transcoded, nulled, skip_header=False) -> ParsedText:
    left_out: list[str] = []
    options = _options(names, dialect, multiline, skip_header, left_out, nulled)
    table = pacsv.read_csv(pa.BufferReader(buffer), **options)
    return ParsedText(table, names, len(left_out), transcoded, nulled=nulled)


def _in_ranges(source: _Source, start, names, dialect, transcoded, progress, cancel,
               nulled) -> ParsedText | None:
    """Ranges of about RANGE bytes cut at line breaks, parsed one after another (progress and
    Cancel work between them); None when some quoted value ran across a line break."""
    size, tables, left_out = source.buffer.size, [], []
    quoted = dialect.quote_byte is not None and source.find(dialect.quote_byte, start) >= 0
    while start < size:
        check_cancel(cancel)
        end = source.find(b"\n", min(size - 1, start + RANGE))
        end = size if end < 0 else end + 1
        options = _options(names, dialect, False, False, left_out, nulled)
        tables.append(pacsv.read_csv(pa.BufferReader(source.slice(start, end)), **options))
        start = end
        report(progress, 0.9 * start / size)
    table = pa.concat_tables(tables) if tables else pa.table({n: pa.array([], pa.string()) for n in names})
    if quoted and (any("\n" in text for text in left_out) or _any_line_break(table)):
        return None
    return ParsedText(table, names, len(left_out), transcoded, nulled=nulled)


def _any_line_break(table: pa.Table) -> bool:
    """Whether some value holds a line feed: its bytes searched first (fast), then each value."""
    return any(has_byte(column, b"\n") and pc.any(pc.match_substring(column.cast(pa.binary()), "\n")).as_py()
               for column in table.columns if column.null_count < len(column))


def _without_open_quote_lines(body: bytes, dialect: Dialect) -> tuple[bytes, int]:
    """The body without the lines whose quoting is still open at their end, and how many."""
    lines = body.split(b"\n")
    kept = [line for line in lines if dialect.quote_byte not in line or not _ends_in_quote(line, dialect)]
    return b"\n".join(kept), len(lines) - len(kept)


def _ends_in_quote(line: bytes, dialect: Dialect) -> bool:
    """Whether a quote opened at the start of a field is still open at the end of the line
    (a doubled quote inside quotes is a quote character)."""
    inside, at_start, i, quote = False, True, 0, ord(dialect.quote)
    delimiter = ord(dialect.delimiter)
    while i < len(line):
        byte = line[i]
        if inside:
            if byte == quote and i + 1 < len(line) and line[i + 1] == quote:
                i += 1
            elif byte == quote:
                inside = False
        elif byte == quote and at_start:
            inside = True
        at_start = not inside and byte == delimiter
        i += 1
    return inside
