"""Read a table file into a pandas DataFrame under a declared reading schema (core/io/schema.py).

Opening a file for the first time infers its schema (`infer_schema`): the encoding (UTF-8 with
or without BOM, GB18030/GBK, CP1252/Latin-1), the delimiter (sniffed), whether quoted values
span lines, and each column's type (a CSV column is "integer" or "number" only when every value
in it is one, and codes with leading zeros stay text). The steward sees it and keeps it in the
plan. Given a schema, `load_table` infers nothing from the data: each value is read under it on
its own (value_reading, other_reading), so one row cannot change how another row is read.
"""
from __future__ import annotations

import codecs
import csv
import re
from dataclasses import dataclass, field, replace
from pathlib import Path

import pandas as pd

from .column_names import refuse_repeated, refuse_too_many
from ..base.errors import InputError
from .file_hash import FileHasher
from .reading_notes import unfit_note
from .unmarked_unicode import is_wide, unmarked_unicode
from ..base.words.message import Message, counted
from ..base.progress import check_cancel, report
from .schema import MISSING_WORDS, ReadingSchema
# Each format's reader is imported in the function that reads that format: start-up (a CSV never loads pyreadstat or
# openpyxl, a Parquet file no CSV reader).

SUPPORTED = {
    ".csv": "csv", ".tsv": "csv", ".txt": "csv", ".tab": "csv",
    ".xlsx": "excel", ".xlsm": "excel",
    ".parquet": "parquet", ".pq": "parquet",
    ".sav": "spss", ".zsav": "spss", ".sas7bdat": "sas", ".dta": "stata",
}
FALLBACK_ENCODINGS = ["gb18030", "cp1252", "latin_1"]
# UTF-32's little-endian mark begins with UTF-16's, so it is looked for first
UNICODE_BOMS = ((codecs.BOM_UTF32_LE, "utf-32"), (codecs.BOM_UTF32_BE, "utf-32"),
                (codecs.BOM_UTF16_LE, "utf-16"), (codecs.BOM_UTF16_BE, "utf-16"))
UTF8 = ("utf-8", "utf-8-sig")
_CHUNK = 1 << 20


@dataclass(frozen=True)
class LoadedTable:
    """A table as read from disk. `notes` are for the steward only: counts, never raw values.
    `schema` is the reading schema the table was read under (inferred when none was given)."""

    frame: pd.DataFrame
    source: Path
    format: str
    fingerprint: str | None  # the file's SHA-256 (None: not asked for, load_table's `hashed`)
    encoding: str | None = None
    delimiter: str | None = None
    notes: tuple[str, ...] = field(default_factory=tuple)  # Messages: said in the reader's language where shown
    schema: ReadingSchema | None = None
    inferred: bool = False  # whether `schema` was inferred from this file rather than given


def load_table(path, encoding: str | None = None, delimiter: str | None = None,
               sheet: str | int | None = None, progress=None, cancel=None,
               schema: ReadingSchema | None = None, choices: ReadingSchema | None = None,
               hashed: bool = True) -> LoadedTable:
    """Read `path` (CSV/TSV, Excel, Parquet, SPSS, SAS, Stata); raise InputError if it can't be read.

    With `schema`, every value is read under it (encoding, delimiter and sheet come from it);
    without, the schema is inferred from the file (`encoding`, `delimiter`, `sheet` fix parts of
    it) and returned on the LoadedTable. `choices` are what the steward chose in the import
    dialog: a schema whose encoding, delimiter, quote, header line, decimal mark, missing-value
    words and sheet are kept (an encoding, delimiter or decimal mark of None is detected), and whose `columns`
    fix the types of the columns they name (the others' are inferred). `progress(fraction)` is
    called as the file is read; `cancel.is_set()` stops it (Cancelled). `hashed`: the file's SHA-256 is
    computed as it is read (the app shows it and keeps it in the project; the command line asks for it only
    for a ledger from before populations).
    """
    path, kind = _checked_path(path)
    notes: list[str] = []
    hasher = FileHasher(path) if hashed else None
    try:
        if kind == "csv":
            choices = choices or ReadingSchema(encoding=encoding, delimiter=delimiter, decimal=None)
            frame, used = _read_csv(path, schema, choices, notes, progress, cancel)
        else:
            frame, used = _read_other(path, kind, schema, sheet, notes, choices)
        check_cancel(cancel)
        fingerprint = hasher.result() if hasher is not None else None
    except InputError as error:  # a reader that could not say which file it was reading
        error.where = error.where or str(path)
        raise
    except OSError as exc:
        raise InputError(Message("the file could not be read ({cause})", cause=exc.strerror or str(exc)),
                         where=str(path), hint=Message("Check that it is not open in another program and that you "
                                                       "may read it")) from None
    finally:
        if hasher is not None:
            hasher.stop()
    report(progress, 1.0)
    if frame.shape[1] == 0:
        raise InputError(Message("the file has no columns"), where=str(path),
                         hint=Message("Check that it has a header row"))
    _note_column_names(frame, notes)
    return LoadedTable(frame=frame, source=path, format=kind, fingerprint=fingerprint, encoding=used.encoding,
                       delimiter=used.delimiter, notes=tuple(notes), schema=used, inferred=schema is None)


def infer_schema(path, encoding: str | None = None, delimiter: str | None = None, sheet=None,
                 progress=None, cancel=None) -> ReadingSchema:
    """What opening a new file decides: how to read it. Looks at every row, once; the steward
    sees the result and keeps it in the plan, so later reads infer nothing."""
    return load_table(path, encoding, delimiter, sheet, progress, cancel).schema


def _checked_path(path) -> tuple[Path, str]:
    path = Path(path)
    if not path.is_file():
        raise InputError(Message("file not found") if not path.exists() else Message("not a file"), where=str(path),
                         hint=Message("Check the path and try again"))
    kind = SUPPORTED.get(path.suffix.lower())
    if kind is None:
        cannot = Message("dpstudio cannot read '{suffix}' files", suffix=path.suffix) if path.suffix else \
            Message("dpstudio cannot read files without an extension")
        raise InputError(cannot, where=str(path), hint=Message("Save the table as CSV, Excel (.xlsx), Parquet, SPSS "
                                                               "(.sav), SAS (.sas7bdat) or Stata (.dta)"))
    return path, kind


def _encoding_of(head: bytes, bad_utf8_at: int | None = None, path: Path | None = None) -> str:
    """UTF-8 (with or without BOM) when `head` is; else the likeliest of FALLBACK_ENCODINGS.

    `bad_utf8_at` is where a file whose head looked like UTF-8 turned out not to be: the guess is
    made from the bytes there, since a head of plain ASCII says nothing about the encoding.
    """
    for bom, name in UNICODE_BOMS:  # Excel's "Unicode text" and other UTF-16/32 files say so up front
        if head.startswith(bom):
            return name
    unmarked = unmarked_unicode(head)  # before UTF-8: UTF-16 of Latin letters is valid UTF-8 too
    if unmarked is not None:
        return unmarked
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


def _read_csv(path, schema, choices: ReadingSchema, notes, progress, cancel):
    from .csv_reading import parse_text
    from .schema_reading import frame_under, infer_column_types_under, read_inferring

    delimiter = choices.delimiter
    if delimiter is not None and len(delimiter) != 1:
        raise InputError(Message("the delimiter {delimiter} is not one character", delimiter=repr(delimiter)),
                         where=str(path), hint=Message("Give one character, such as , or ; (tab: --delimiter tab)"))
    if schema is None:
        base, parsed = _infer_csv(path, choices, notes, progress, cancel)
        if base.decimal == "." and not choices.columns:  # the types inferred and the values read in one pass
            schema, frame = read_inferring(parsed, base, notes, cancel)
            return frame, schema
        kinds = infer_column_types_under(parsed, base.missing, base.decimal)
        schema = replace(base, columns={name: choices.columns.get(name, kind) for name, kind in kinds.items()})
        return frame_under(parsed, schema, notes, cancel), schema
    _check_encoding(path, schema.encoding or "utf-8")
    _check_not_wide(path, schema.encoding or "utf-8")
    _check_marks(path, schema.decimal, schema.quote, schema.delimiter or ",")
    parsed = parse_text(path, schema.encoding or "utf-8", schema.delimiter or ",", schema.multiline,
                        progress, cancel, schema.missing, schema.quote, schema.header,
                        list(schema.columns) if schema.header == 0 and schema.columns else None)
    return frame_under(parsed, schema, notes, cancel), schema


def _infer_csv(path, choices: ReadingSchema, notes, progress, cancel):
    """Detect what `choices` leave open (encoding, delimiter, decimal mark) and whether values span
    lines (the columns' types are left to the caller); the schema without its columns, and the parsed file."""
    from .csv_reading import parse_text
    from .schema_reading import all_valid_utf8

    chosen = choices.encoding
    with open(path, "rb") as handle:
        head_bytes = handle.read(_CHUNK)
    encoding = chosen or _encoding_of(head_bytes)
    _check_encoding(path, encoding)
    _check_not_wide(path, encoding, head_bytes)
    delimiter = choices.delimiter or sniff_delimiter(_head_text(path, head_bytes, encoding, choices.header))
    missing, quote, header = choices.missing, choices.quote, choices.header
    _check_marks(path, choices.decimal, quote, delimiter)

    def parse(encoding, multiline):
        return parse_text(path, encoding, delimiter, multiline, progress, cancel, missing, quote, header)

    parsed = parse(encoding, False)
    if chosen is None and encoding in UTF8 and not all_valid_utf8(parsed):
        encoding = _encoding_of(head_bytes, _first_bad_utf8(path), path)  # the head looked like UTF-8
        parsed = parse(encoding, False)
    multiline = parsed.crossed
    if multiline:  # quoted values span lines: read them whole
        parsed = parse(encoding, True)
    if chosen is None and encoding not in UTF8:
        notes.append(Message("The file is not UTF-8; it was read as {encoding}. If letters look wrong, choose the "
                             "encoding by hand.", encoding=encoding))
    decimal = choices.decimal if choices.decimal is not None else _detected_decimal(parsed, missing, delimiter, notes)
    return replace(choices, columns={}, encoding=encoding, delimiter=delimiter, decimal=decimal,
                   multiline=multiline), parsed


def _detected_decimal(parsed, missing, delimiter: str, notes: list) -> str:
    """The decimal mark the values are written with (decimal_mark.py), and a note when some column said so."""
    from .decimal_mark import detected_decimal

    votes = detected_decimal(parsed, missing, delimiter)
    if votes.mark == ",":
        notes.append(Message("Decimal mark: comma (4,4), detected from the values."))
    elif votes.comma:  # as many columns written with the point: they decide, the others are read as text
        notes.append(counted("count", "Decimal mark: point (4.4), detected from the values; {count} column written "
                             "with a decimal comma was read as text: {columns}.", "Decimal mark: point (4.4), "
                             "detected from the values; {count} columns written with a decimal comma were read as "
                             "text: {columns}.", count=len(votes.comma), columns=votes.comma))
    return votes.mark


def _check_marks(path, decimal: str, quote: str | None, delimiter: str) -> None:
    """The decimal mark and the quote must differ from the delimiter, or no value could be read."""
    if decimal == delimiter:
        raise InputError(Message("the decimal mark '{mark}' is also the delimiter", mark=delimiter), where=str(path),
                         hint=Message("Choose another decimal mark or another delimiter"))
    if quote == delimiter:
        raise InputError(Message("the quote '{mark}' is also the delimiter", mark=delimiter), where=str(path),
                         hint=Message("Choose another quote or another delimiter"))


def _check_encoding(path, encoding: str) -> None:
    try:
        codecs.lookup(encoding)
    except LookupError:
        raise _unknown_encoding(path, encoding) from None


def _check_not_wide(path, encoding: str, head: bytes | None = None) -> None:
    """Refuse to read a UTF-16 or UTF-32 file without a byte-order mark (unmarked_unicode) under an
    encoding of one byte per letter: its names and values would all hold NULs."""
    if is_wide(encoding):
        return
    if head is None:
        with open(path, "rb") as handle:
            head = handle.read(_CHUNK)
    found = unmarked_unicode(head)
    if found is not None:
        raise InputError(Message("the file is {found} text without a byte-order mark, but it is to be read as "
                                 "{encoding}", found=found, encoding=encoding), where=str(path),
                         hint=Message("Read it as {found} (the plan's reading \"encoding\", or --encoding {found}), "
                                      "or save the file as UTF-8", found=found))


def _unknown_encoding(path, encoding: str) -> InputError:
    return InputError(Message("unknown encoding '{encoding}'", encoding=encoding), where=str(path),
                      hint=Message("Use one such as utf-8, gb18030 or cp1252"))


def _head_text(path: Path, head_bytes: bytes, encoding: str, header: int = 1) -> str:
    """The first 64 KiB or so of the file as text from its `header` line on, for the delimiter.
    Lines end at CR LF, LF or a CR alone, as the reader counts them (csv_reading._Source.from_line)."""
    try:
        head = codecs.getincrementaldecoder(encoding)().decode(head_bytes if header > 1 else head_bytes[:64 * 1024])
    except LookupError:
        raise _unknown_encoding(path, encoding) from None
    except UnicodeDecodeError as exc:
        raise _decode_error(path, encoding, exc) from None
    if header > 1:
        lines = re.split(r"\r\n|\r|\n", head)
        if len(lines) < header or (len(lines) == header and not lines[-1] and len(head_bytes) < _CHUNK):
            if len(head_bytes) < _CHUNK:  # the whole file was read
                raise InputError(Message("the file has fewer than {line} lines, so line {line} cannot hold the "
                                         "column names", line=header), where=str(path),
                                 hint=Message("Choose the line that holds the column names (1 is the first)"))
            raise InputError(Message("line {line} starts more than 1 MiB into the file", line=header),
                             where=str(path),
                             hint=Message("Choose the delimiter by hand, or a header line nearer the start"))
        head = "\n".join(lines[header - 1:])[:64 * 1024]
    if not head.strip():
        raise InputError(Message("the file is empty"), where=str(path),
                         hint=Message("Choose a file with a header row and data"))
    return head


def _decode_error(path, encoding, exc):
    return InputError(Message("the bytes at position {position} are not valid {encoding}", position=str(exc.start),
                              encoding=encoding), where=str(path),
                      hint=Message("Choose the file's encoding by hand (for example gb18030 or cp1252), or save it "
                                   "as UTF-8"))


def _read_other(path: Path, kind: str, schema, sheet, notes: list[str], choices: ReadingSchema | None = None):
    """A typed file read cell by cell under `schema` (inferred from its columns when None, with
    the types, sheet, missing-value words and decimal mark of `choices` kept)."""
    from .other_reading import conform, infer_kind, without_missing_words

    if schema is not None and schema.sheet is not None:
        sheet = schema.sheet
    elif schema is None and choices is not None and choices.sheet is not None:
        sheet = choices.sheet
    raw = _read_other_raw(path, kind, sheet, notes)
    refuse_too_many(raw.shape[1], where=str(path))
    refuse_repeated(raw.columns, where=str(path))
    missing = schema.missing if schema is not None else choices.missing if choices is not None else MISSING_WORDS
    raw = pd.DataFrame({str(name): without_missing_words(raw[name], missing) for name in raw.columns},
                       index=raw.index, copy=False)
    if schema is None:
        fixed = choices.columns if choices is not None else {}
        schema = ReadingSchema(columns={name: fixed.get(name) or infer_kind(raw[name]) for name in raw.columns},
                               sheet=sheet if kind == "excel" else None, missing=missing,
                               decimal=(choices.decimal if choices is not None else None) or ".")
    out = {}
    for name in raw.columns:
        kind_of = schema.columns.get(name, "text")
        read = conform(raw[name], kind_of, schema.decimal, schema.missing)
        out[name] = read.series
        if read.unfit:
            notes.append(unfit_note(name, kind_of, read.unfit))
    return pd.DataFrame(out, index=raw.index), schema


def _read_other_raw(path: Path, kind: str, sheet, notes: list[str]) -> pd.DataFrame:
    try:
        if kind == "excel":  # every cell keeps its own type, whatever the others hold
            from .excel_reading import read_sheet

            return read_sheet(path, sheet)
        if kind == "parquet":
            from .nested_columns import refuse_nested

            refuse_nested(path)
            return pd.read_parquet(path)
        return _read_stat_file(path, kind, notes)
    except InputError:
        raise
    except ValueError as exc:
        if kind == "excel" and "Worksheet" in str(exc):
            from .excel_reading import choose_sheet_hint

            raise InputError(Message("there is no sheet {sheet}", sheet=repr(sheet)), where=str(path),
                             hint=choose_sheet_hint(path)) from None
        raise _unreadable(path, kind, exc) from None
    except Exception as exc:  # every reader has its own error types; all mean "cannot read this file"
        raise _unreadable(path, kind, exc) from None


def _read_stat_file(path: Path, kind: str, notes: list[str]) -> pd.DataFrame:
    import pyreadstat

    if kind == "sas":  # value labels live in a separate catalog file; read_sas7bdat has no apply_value_formats
        frame, meta = pyreadstat.read_sas7bdat(str(path), formats_as_category=False)
        return frame
    reader = {"spss": pyreadstat.read_sav, "stata": pyreadstat.read_dta}[kind]
    frame, meta = reader(str(path), apply_value_formats=True, formats_as_category=False)
    labelled = sorted(getattr(meta, "variable_value_labels", {}) or {})
    if labelled:
        notes.append(Message("Value labels were applied to: {columns}", columns=labelled))
    return frame


def _unreadable(path: Path, kind: str, exc: Exception) -> InputError:
    detail = str(exc).strip().splitlines()[0] if str(exc).strip() else type(exc).__name__
    return InputError(_cannot_read(kind, detail), where=str(path),
                      hint=Message("Check that the file is not damaged or open in another program, or export it "
                                   "again as CSV"))


def _cannot_read(kind: str, cause: str) -> Message:
    if kind == "excel":
        return Message("the file could not be read as an Excel workbook ({cause})", cause=cause)
    if kind == "parquet":
        return Message("the file could not be read as a Parquet file ({cause})", cause=cause)
    if kind == "spss":
        return Message("the file could not be read as an SPSS file ({cause})", cause=cause)
    if kind == "sas":
        return Message("the file could not be read as a SAS file ({cause})", cause=cause)
    return Message("the file could not be read as a Stata file ({cause})", cause=cause)


def _note_column_names(frame: pd.DataFrame, notes: list[str]) -> None:
    unnamed = [str(c) for c in frame.columns if str(c).startswith("Unnamed:")]
    if unnamed:
        notes.append(counted("count", "{count} column had no name in the header and was named {names}",
                             "{count} columns had no name in the header and were named {names}",
                             count=len(unnamed), names=unnamed))

