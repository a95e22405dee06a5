"""Read a table file into a pandas DataFrame, with a fingerprint of its bytes.

CSV/TSV files have their encoding detected (UTF-8 with or without BOM, GB18030/GBK,
CP1252/Latin-1) and their delimiter sniffed; both can be given instead. Columns whose every
present value is a number become numeric, except codes with leading zeros (zip codes such as
"01234"), which stay text.
"""
from __future__ import annotations

import codecs
import csv
import re
from dataclasses import dataclass, field
from pathlib import Path

import pandas as pd

from .errors import InputError
from .file_hash import FileHasher
from .progress import check_cancel, report

SUPPORTED = {
    ".csv": "csv", ".tsv": "csv", ".txt": "csv", ".tab": "csv",
    ".xlsx": "excel", ".xlsm": "excel",
    ".parquet": "parquet", ".pq": "parquet",
    ".sav": "spss", ".zsav": "spss", ".sas7bdat": "sas", ".dta": "stata",
}
FALLBACK_ENCODINGS = ["gb18030", "cp1252", "latin_1"]
UTF8 = ("utf-8", "utf-8-sig")
_CHUNK = 1 << 20
CSV_CHUNK_ROWS = 250_000


@dataclass(frozen=True)
class LoadedTable:
    """A table as read from disk. `notes` are for the steward only: they may describe the data."""

    frame: pd.DataFrame
    source: Path
    format: str
    fingerprint: str
    encoding: str | None = None
    delimiter: str | None = None
    notes: tuple[str, ...] = field(default_factory=tuple)


def load_table(path, encoding: str | None = None, delimiter: str | None = None,
               sheet: str | int | None = None, progress=None, cancel=None) -> LoadedTable:
    """Read `path` (CSV/TSV, Excel, Parquet, SPSS, SAS, Stata); raise InputError if it can't be read.

    `progress(fraction)` is called as the file is read; `cancel.is_set()` stops it (Cancelled).
    """
    path = Path(path)
    if not path.is_file():
        raise InputError("file not found" if not path.exists() else "not a file", where=str(path),
                         hint="Check the path and try again")
    kind = SUPPORTED.get(path.suffix.lower())
    if kind is None:
        raise InputError(f"dpstudio cannot read '{path.suffix or 'extensionless'}' files", where=str(path),
                         hint="Save the table as CSV, Excel (.xlsx), Parquet, SPSS (.sav), SAS (.sas7bdat) or Stata (.dta)")
    notes: list[str] = []
    hasher = FileHasher(path)
    try:
        if kind == "csv":
            frame, encoding, delimiter = _read_csv(path, encoding, delimiter, notes, progress, cancel)
        else:
            frame = _read_other(path, kind, sheet, notes)
        check_cancel(cancel)
        fingerprint = hasher.result()
    except OSError as exc:
        raise InputError(f"the file could not be read ({exc.strerror or exc})", where=str(path),
                         hint="Check that it is not open in another program and that you may read it") from None
    finally:
        hasher.stop()
    report(progress, 1.0)
    if frame.shape[1] == 0:
        raise InputError("the file has no columns", where=str(path), hint="Check that it has a header row")
    _note_column_names(frame, notes)
    return LoadedTable(frame=frame, source=path, format=kind, fingerprint=fingerprint,
                       encoding=encoding, delimiter=delimiter, notes=tuple(notes))


def _encoding_of(head: bytes, bad_utf8_at: int | None = None, path: Path | None = None) -> str:
    """UTF-8 (with or without BOM) when `head` is; else the likeliest of FALLBACK_ENCODINGS.

    `bad_utf8_at` is where a file whose head looked like UTF-8 turned out not to be: the guess is
    made from the bytes there, since a head of plain ASCII says nothing about the encoding.
    """
    if bad_utf8_at is None and _is_utf8_prefix(head):
        return "utf-8-sig" if head.startswith(codecs.BOM_UTF8) else "utf-8"
    sample = head
    if bad_utf8_at is not None and path is not None:
        with open(path, "rb") as handle:
            handle.seek(max(0, bad_utf8_at - 4096))
            sample = handle.read(_CHUNK)
    from charset_normalizer import from_bytes

    best = from_bytes(sample, cp_isolation=FALLBACK_ENCODINGS).best()
    return best.encoding if best is not None else "cp1252"


def _is_utf8_prefix(data: bytes) -> bool:
    """Whether `data` is valid UTF-8, allowing a character cut off at its end."""
    try:
        codecs.getincrementaldecoder("utf-8")().decode(data)
        return True
    except UnicodeDecodeError:
        return False


def _first_bad_utf8(path: Path) -> int | None:
    """The offset of the first byte that is not valid UTF-8, or None."""
    decoder = codecs.getincrementaldecoder("utf-8")()
    offset = 0
    with open(path, "rb") as handle:
        while chunk := handle.read(_CHUNK):
            try:
                decoder.decode(chunk)
            except UnicodeDecodeError as exc:
                return offset + max(0, exc.start)
            offset += len(chunk)
    try:
        decoder.decode(b"", final=True)
    except UnicodeDecodeError:
        return offset
    return None


def sniff_delimiter(text: str) -> str:
    """The delimiter that splits the first lines into the same number (>1) of fields."""
    lines = [line for line in text.splitlines()[:50] if line.strip()]
    if not lines:
        return ","
    if '"' not in text:  # no quoting: the one delimiter found the same number of times on every line
        steady = [d for d in ",;\t|" if len({line.count(d) for line in lines[:-1] or lines}) == 1
                  and lines[0].count(d) > 0]
        if len(steady) == 1:
            return steady[0]
    try:
        found = csv.Sniffer().sniff("\n".join(lines), delimiters=",;\t|").delimiter
        if _consistent_count(lines, found) > 0:
            return found
    except csv.Error:
        pass
    scored = [(_consistent_count(lines, d), d) for d in ",;\t|"]
    best = max(scored)
    return best[1] if best[0] > 0 else ","


def _consistent_count(lines: list[str], delimiter: str) -> int:
    rows = list(csv.reader(lines, delimiter=delimiter))
    counts = {len(r) for r in rows[:-1] or rows}
    return len(rows[0]) - 1 if len(counts) == 1 and len(rows[0]) > 1 else 0


def _read_csv(path, encoding, delimiter, notes, progress=None, cancel=None):
    chosen = encoding
    with open(path, "rb") as handle:
        head_bytes = handle.read(_CHUNK)
    encoding = encoding or _encoding_of(head_bytes)
    head = _head_text(path, head_bytes, encoding)
    delimiter = delimiter or sniff_delimiter(head)
    def not_utf8_after_all() -> str:  # the head looked like UTF-8; guess from where it stops being so
        return _encoding_of(head_bytes, _first_bad_utf8(path), path)

    try:
        frame = None
        if encoding in UTF8:
            frame = _read_csv_arrow(path, head, delimiter, progress, cancel)
            if frame is _NOT_UTF8:  # pandas names the byte that is wrong if the encoding was chosen
                frame, encoding = None, encoding if chosen else not_utf8_after_all()
        if frame is None:  # not UTF-8, unusual headers, or a parse error: pandas says exactly where
            try:
                frame = infer_types(_read_csv_chunks(path, delimiter, encoding, progress, cancel))
            except UnicodeDecodeError:
                if chosen or encoding not in UTF8:
                    raise
                encoding = not_utf8_after_all()
                frame = infer_types(_read_csv_chunks(path, delimiter, encoding, progress, cancel))
    except UnicodeDecodeError as exc:
        raise _decode_error(path, encoding, exc) from None
    except pd.errors.ParserError as exc:
        raise _parser_error(path, delimiter, exc) from None
    except pd.errors.EmptyDataError:
        raise InputError("the file has no data", where=str(path), hint="Check that it has a header row") from None
    if chosen is None and encoding not in UTF8:
        notes.append(f"The file is not UTF-8; it was read as {encoding}. "
                     "If letters look wrong, choose the encoding by hand.")
    return frame, encoding, delimiter


def _head_text(path: Path, head_bytes: bytes, encoding: str) -> str:
    """The first 64 KiB or so of the file as text, for the header and the delimiter."""
    try:
        head = codecs.getincrementaldecoder(encoding)().decode(head_bytes[:64 * 1024])
    except LookupError:
        raise InputError(f"unknown encoding '{encoding}'", where=str(path),
                         hint="Use one such as utf-8, gb18030 or cp1252") from None
    except UnicodeDecodeError as exc:
        raise _decode_error(path, encoding, exc) from None
    if not head.strip():
        raise InputError("the file is empty", where=str(path), hint="Choose a file with a header row and data")
    return head


NA_VALUES = ["", "#N/A", "#N/A N/A", "#NA", "-1.#IND", "-1.#QNAN", "-NaN", "-nan", "1.#IND", "1.#QNAN", "<NA>",
             "N/A", "NA", "NULL", "NaN", "None", "n/a", "nan", "null"]  # pandas' defaults


_NOT_UTF8 = object()
_RANGE = 128 << 20  # bytes parsed per call when the file can be cut at any line break


def _read_csv_arrow(path: Path, head: str, delimiter: str, progress, cancel):
    """pyarrow's multithreaded CSV reader for UTF-8 files: every column as text, then typed by
    csv_typing. _NOT_UTF8 when some value is not UTF-8 (pyarrow checks every text value); None
    where pandas should read instead (duplicate or empty column names, or a malformed file, for
    which pandas gives the line number)."""
    import pyarrow as pa

    from .csv_typing import NotUtf8, typed_frame

    names = next(csv.reader([head.lstrip("\ufeff").splitlines()[0]], delimiter=delimiter), [])
    if not names or len({n.strip() for n in names}) != len(names) or any(not n.strip() for n in names):
        return None  # pandas names duplicates and blanks ("a.1", "Unnamed: 2")
    try:
        table = _parse_text_columns(path, names, delimiter, progress, cancel)
        return typed_frame(table, [name.strip() for name in names], cancel)
    except NotUtf8:
        return _NOT_UTF8
    except pa.ArrowInvalid:
        return None


def _parse_text_columns(path: Path, names: list[str], delimiter: str, progress, cancel):
    """The whole file as a pyarrow Table of text columns, parsed straight from a memory map.

    A file without a double quote cannot have a line break inside a value, so it is cut at line
    breaks into ranges of about 128 MiB, parsed one after another: progress and Cancel work between
    ranges. A file with quotes is parsed in one call with pyarrow's quote-aware splitting.
    """
    import mmap

    import pyarrow as pa
    import pyarrow.csv as pacsv

    parse = pacsv.ParseOptions(delimiter=delimiter)
    convert = pacsv.ConvertOptions(column_types={n: pa.string() for n in names}, null_values=NA_VALUES,
                                   strings_can_be_null=True, check_utf8=False)  # csv_typing checks text
    with pa.memory_map(str(path)) as source, open(path, "rb") as handle, \
            mmap.mmap(handle.fileno(), 0, access=mmap.ACCESS_READ) as mapped:
        data = source.read_buffer()
        size = len(mapped)
        if mapped.find(b'"') >= 0 or mapped.find(b"\n") < 0:  # quotes, or lines ended by CR only
            parse.newlines_in_values = True
            return pacsv.read_csv(pa.BufferReader(data), parse_options=parse, convert_options=convert,
                                  read_options=pacsv.ReadOptions(block_size=4 << 20, column_names=names, skip_rows=1))
        start = mapped.find(b"\n") + 1 or size
        tables = []
        while start < size:
            check_cancel(cancel)
            end = mapped.find(b"\n", min(size - 1, start + _RANGE))
            end = size if end < 0 else end + 1
            tables.append(pacsv.read_csv(
                pa.BufferReader(data.slice(start, end - start)),
                read_options=pacsv.ReadOptions(block_size=4 << 20, column_names=names),
                parse_options=parse, convert_options=convert))
            start = end
            report(progress, 0.9 * start / size)
        if not tables:  # a header and nothing else
            return pa.table({n: pa.array([], pa.string()) for n in names})
        return pa.concat_tables(tables)


def _read_csv_chunks(path: Path, delimiter: str, encoding: str, progress, cancel) -> pd.DataFrame:
    """pandas' CSV reader in chunks of rows, reporting the share of bytes read and checking cancel."""
    size = max(1, path.stat().st_size)
    chunks = []
    with open(path, "rb") as raw:
        reader = pd.read_csv(raw, sep=delimiter, encoding=encoding, dtype=str, skipinitialspace=True,
                             encoding_errors="strict", chunksize=CSV_CHUNK_ROWS)
        for chunk in reader:
            chunks.append(chunk)
            check_cancel(cancel)
            report(progress, raw.tell() / size)
    return pd.concat(chunks, ignore_index=True) if len(chunks) > 1 else chunks[0]


def _decode_error(path, encoding, exc):
    return InputError(f"the bytes at position {exc.start} are not valid {encoding}", where=str(path),
                      hint="Choose the file's encoding by hand (for example gb18030 or cp1252), "
                           "or save it as UTF-8")


def _parser_error(path, delimiter, exc):
    text = str(exc)
    found = re.search(r"Expected (\d+) fields in line (\d+), saw (\d+)", text)
    shown = {"\t": "tab", ",": "comma", ";": "semicolon", "|": "bar"}.get(delimiter, repr(delimiter))
    if found:
        expected, line, saw = found.groups()
        return InputError(f"line {line} has {saw} fields but the header has {expected}",
                          where=f"{path}, line {line}",
                          hint=f"The delimiter used was {shown}: check that line for an unquoted "
                               "delimiter or a stray quote, or choose the delimiter by hand")
    return InputError(f"the file could not be read as a table ({text.strip()})", where=str(path),
                      hint=f"The delimiter used was {shown}; choose it or the encoding by hand")


_LEADING_ZERO = re.compile(r"^[+-]?0\d")


def infer_types(frame: pd.DataFrame) -> pd.DataFrame:
    """Turn text columns whose every present value is a number into numbers (not codes like '0123')."""
    out = {}
    for name in frame.columns:
        column = frame[name]
        out[name] = _as_number(column) if _is_text(column) else column
    return pd.DataFrame(out, index=frame.index)


def _is_text(column: pd.Series) -> bool:
    return column.dtype == object or pd.api.types.is_string_dtype(column.dtype)


def _as_number(column: pd.Series) -> pd.Series:
    text = column.astype("string").str.strip()
    present = text.notna() & (text != "")
    if not present.any():
        return column
    values = text[present]
    if values.str.match(_LEADING_ZERO).any():
        return column
    numbers = pd.to_numeric(values, errors="coerce")
    if numbers.isna().any():
        return column
    big = numbers.abs() >= 2**53
    if big.any() and not values[big].str.contains(r"[.eE]|inf|nan", case=False, regex=True).all():
        return column  # a long identifier written as digits: a float would lose some of them
    full = pd.Series(float("nan"), index=column.index, dtype="float64")
    full[present] = numbers.astype("float64")
    if (full[present] % 1 == 0).all() and full[present].abs().max() < 2**53:
        return full.astype("Int64") if not present.all() else full.astype("int64")
    return full


def _read_other(path: Path, kind: str, sheet, notes: list[str]) -> pd.DataFrame:
    try:
        if kind == "excel":
            return pd.read_excel(path, sheet_name=0 if sheet is None else sheet, engine="openpyxl")
        if kind == "parquet":
            return pd.read_parquet(path)
        return _read_stat_file(path, kind, notes)
    except InputError:
        raise
    except ValueError as exc:
        if kind == "excel" and "Worksheet" in str(exc):
            raise InputError(f"there is no sheet {sheet!r}", where=str(path),
                             hint="Choose one of the workbook's sheets") from None
        raise _unreadable(path, kind, exc) from None
    except Exception as exc:  # every reader has its own error types; all mean "cannot read this file"
        raise _unreadable(path, kind, exc) from None


def _read_stat_file(path: Path, kind: str, notes: list[str]) -> pd.DataFrame:
    import pyreadstat

    reader = {"spss": pyreadstat.read_sav, "sas": pyreadstat.read_sas7bdat, "stata": pyreadstat.read_dta}[kind]
    frame, meta = reader(str(path), apply_value_formats=True, formats_as_category=False)
    labelled = sorted(getattr(meta, "variable_value_labels", {}) or {})
    if labelled:
        notes.append("Value labels were applied to: " + ", ".join(labelled))
    return frame


def _unreadable(path: Path, kind: str, exc: Exception) -> InputError:
    names = {"excel": "an Excel workbook", "parquet": "a Parquet file", "spss": "an SPSS file",
             "sas": "a SAS file", "stata": "a Stata file"}
    detail = str(exc).strip().splitlines()[0] if str(exc).strip() else type(exc).__name__
    return InputError(f"the file could not be read as {names[kind]} ({detail})", where=str(path),
                      hint="Check that the file is not damaged or open in another program, "
                           "or export it again as CSV")


def _note_column_names(frame: pd.DataFrame, notes: list[str]) -> None:
    unnamed = [str(c) for c in frame.columns if str(c).startswith("Unnamed:")]
    if unnamed:
        notes.append(f"{len(unnamed)} column(s) had no name in the header and were named {', '.join(unnamed)}")
