"""Malformed (and unusual but valid) table files, generated from the canary table with a fixed seed.

Each case writes one file into a folder and returns its path; `readable=True` marks a file that is
valid, however unusual (a BOM, UTF-16, CR line endings, another format), which a release must
accept; `refused=True` a file every command must refuse (exit 2), whichever engine reads it. The
others may be refused or read in part, but never crash, and never leak.
"""
from __future__ import annotations

import codecs
import gzip
import io
import random
import zipfile
from dataclasses import dataclass
from pathlib import Path
from typing import Callable

from tests.faults.canaries import CANARY, COLUMNS, csv_text

SEED = 1414
ROOT = Path(__file__).resolve().parents[2]


@dataclass(frozen=True)
class FileCase:
    name: str
    suffix: str
    make: Callable  # (rows, rng) -> bytes, or (rows, rng, path) -> None when it writes the file itself
    readable: bool = False
    writes_itself: bool = False
    refused: bool = False

    def write(self, folder: Path, rows: list[dict]) -> Path:
        path = folder / f"admissions-{self.name}{self.suffix}"
        rng = random.Random(f"{SEED}-{self.name}")  # test data only: never privacy noise
        if self.writes_itself:
            self.make(rows, rng, path)
        else:
            path.write_bytes(self.make(rows, rng))
        return path


def _text(rows) -> str:
    return csv_text(rows)


def _utf8(rows) -> bytes:
    return _text(rows).encode("utf-8")


def _cut(rows, rng) -> bytes:
    data = _utf8(rows)
    return data[:rng.randrange(len(data) // 10, len(data) - 1)]


def _lines(rows) -> list[str]:
    return _text(rows).splitlines()


def _with_nuls(rows, rng) -> bytes:
    lines = _lines(rows)
    for i in rng.sample(range(1, len(lines)), 12):
        at = rng.randrange(len(lines[i]))
        lines[i] = lines[i][:at] + "\x00" + lines[i][at:]
    return "\n".join(lines).encode("utf-8")


def _ragged(rows, rng) -> bytes:
    lines = _lines(rows)
    for i in rng.sample(range(1, len(lines)), 20):
        lines[i] = lines[i].rsplit(",", rng.randint(1, 4))[0] if i % 2 else lines[i] + ",extra" * rng.randint(1, 3)
    return "\n".join(lines).encode("utf-8")


def _mixed_encodings(rows, rng) -> bytes:
    named = [{**r, "name": r["name"] + " Müller", "ward": r["ward"]} for r in rows]
    lines = _lines(named)
    return b"\n".join(line.encode("latin-1" if i % 3 == 1 else "utf-8") for i, line in enumerate(lines))


def _invalid_utf8(rows, rng) -> bytes:
    lines = [line.encode("utf-8") for line in _lines(rows)]
    for i in rng.sample(range(1, len(lines)), 10):
        lines[i] = lines[i].replace(b",", rng.choice([b"\xc0\xaf,", b"\x80,", b"\xed\xa0\x80,", b"\xff,"]), 1)
    return b"\n".join(lines)


def _huge_field(size: int) -> Callable:
    def make(rows, rng) -> bytes:
        big = [dict(r) for r in rows]
        big[7]["name"] = CANARY + "x" * size
        big[9]["diagnosis"] = CANARY + "y" * size
        return _utf8(big)
    return make


def _control_header(rows, rng) -> bytes:
    text = _text(rows)
    return text.replace("ward", "wa\x1b[8mrd", 1).replace("zip", "z\u202eip", 1).encode("utf-8")


def _duplicate_header(rows, rng) -> bytes:
    return _text(rows).replace("cost", "diagnosis", 1).encode("utf-8")


def _blank_lines(rows, rng) -> bytes:
    return "\n\n\n".join(_lines(rows)).encode("utf-8")


def _wide(rows, rng) -> bytes:
    lines = _lines(rows)
    extra = [",".join(f"extra{i}" for i in range(2000))] + [",".join(["1"] * 2000)] * (len(lines) - 1)
    return "\n".join(f"{a},{b}" for a, b in zip(lines, extra)).encode("utf-8")


def _png(rows, rng) -> bytes:
    return b"\x89PNG\r\n\x1a\n" + bytes(rng.randrange(256) for _ in range(3000))


def _garbage(rows, rng) -> bytes:
    return bytes(rng.randrange(256) for _ in range(4096))


def _frame(rows):
    import pandas as pd

    return pd.DataFrame(rows, columns=COLUMNS)


def _xlsx_bytes(rows, first_sheet_empty=False, header_only=False) -> bytes:
    from openpyxl import Workbook

    book = Workbook()
    sheet = book.active
    if first_sheet_empty:
        sheet.title = "Empty"
        sheet = book.create_sheet("Data")
    sheet.append(COLUMNS)
    for row in [] if header_only else rows:
        sheet.append([row[c] for c in COLUMNS])
    out = io.BytesIO()
    book.save(out)
    return out.getvalue()


def _zip_junk(rows, rng) -> bytes:
    out = io.BytesIO()
    with zipfile.ZipFile(out, "w") as junk:
        junk.writestr("[Content_Types].xml", "<Types/>")
        junk.writestr("xl/workbook.xml", bytes(rng.randrange(256) for _ in range(500)))
        junk.writestr("xl/worksheets/sheet1.xml", _text(rows))
    return out.getvalue()


def _parquet_bytes(rows, list_column=None, names=None) -> bytes:
    """The rows as Parquet; `names` maps a column to the name the file gives it (pyarrow writes names given
    twice, or holding a NUL, as they are)."""
    import pyarrow as pa
    import pyarrow.parquet as pq

    frame = _frame(rows)
    if list_column:
        frame[list_column] = [[value, value] for value in frame[list_column]]
    table = pa.Table.from_pandas(frame, preserve_index=False)
    if names:
        table = table.rename_columns([names.get(name, name) for name in table.column_names])
    out = io.BytesIO()
    pq.write_table(table, out)
    return out.getvalue()


def _stat_file(writer: str) -> Callable:
    def write(rows, rng, path):
        import pyreadstat

        getattr(pyreadstat, writer)(_frame(rows), str(path))
    return write


def _truncated_stat_file(writer: str) -> Callable:
    def write(rows, rng, path):
        _stat_file(writer)(rows, rng, path)
        data = path.read_bytes()
        path.write_bytes(data[:len(data) // 2])
    return write


def _sas_cut(rows, rng) -> bytes:
    data = (ROOT / "tests" / "data" / "sample.sas7bdat").read_bytes()
    return data[:len(data) * 2 // 3]


def _encoded(encoding: str, bom: bytes = b""):
    return lambda rows, rng: bom + _text(rows).encode(encoding)


CSV_CASES = [
    FileCase("empty", ".csv", lambda rows, rng: b""),
    FileCase("header-only", ".csv", lambda rows, rng: (",".join(COLUMNS) + "\n").encode(), refused=True),
    FileCase("header-only-no-newline", ".csv", lambda rows, rng: ",".join(COLUMNS).encode(), refused=True),
    *[FileCase(f"truncated-{i}", ".csv", _cut) for i in range(3)],
    FileCase("open-quote-at-end", ".csv", lambda rows, rng: _utf8(rows) + f'"{CANARY} open,1,2\n3'.encode()),
    FileCase("garbage", ".csv", _garbage),
    FileCase("nul-bytes", ".csv", _with_nuls),
    FileCase("nul-in-header", ".csv", lambda rows, rng: _utf8(rows).replace(b"sex", b"s\x00ex", 1), refused=True),
    FileCase("ragged-rows", ".csv", _ragged),
    FileCase("mixed-encodings", ".csv", _mixed_encodings),
    FileCase("invalid-utf8", ".csv", _invalid_utf8),
    FileCase("utf8-bom", ".csv", _encoded("utf-8", codecs.BOM_UTF8), readable=True),
    FileCase("utf16le-bom", ".csv", _encoded("utf-16-le", codecs.BOM_UTF16_LE), readable=True),
    FileCase("utf16be-bom", ".csv", _encoded("utf-16-be", codecs.BOM_UTF16_BE), readable=True),
    FileCase("utf32le-bom", ".csv", _encoded("utf-32-le", codecs.BOM_UTF32_LE), readable=True),
    FileCase("utf32be-bom", ".csv", _encoded("utf-32-be", codecs.BOM_UTF32_BE), readable=True),
    FileCase("utf16le-no-bom", ".csv", _encoded("utf-16-le"), readable=True),
    FileCase("utf16be-no-bom", ".csv", _encoded("utf-16-be"), readable=True),
    FileCase("utf32le-no-bom", ".csv", _encoded("utf-32-le"), readable=True),
    FileCase("double-bom", ".csv", _encoded("utf-8", codecs.BOM_UTF8 * 2)),
    FileCase("bom-mid-file", ".csv", lambda rows, rng: _utf8(rows).replace(b"\n", b"\n" + codecs.BOM_UTF8, 40)),
    FileCase("huge-field", ".csv", _huge_field(2_000_000)),
    FileCase("field-of-9-mb", ".csv", _huge_field(9 << 20)),
    FileCase("cr-line-endings", ".csv", lambda rows, rng: _utf8(rows).replace(b"\n", b"\r"), readable=True),
    FileCase("crlf-line-endings", ".csv", lambda rows, rng: _utf8(rows).replace(b"\n", b"\r\n"), readable=True),
    FileCase("mixed-line-endings", ".csv", lambda rows, rng: _utf8(rows).replace(b"\n", b"\r", 30)),
    FileCase("semicolons", ".csv", lambda rows, rng: csv_text(rows, ";").encode()),
    FileCase("tabs", ".tsv", lambda rows, rng: csv_text(rows, "\t").encode()),
    FileCase("duplicate-header", ".csv", _duplicate_header, refused=True),
    FileCase("control-chars-in-header", ".csv", _control_header),
    FileCase("only-delimiters", ".csv", lambda rows, rng: b",,,,,\n" * 50),
    FileCase("blank-lines", ".csv", _blank_lines),
    FileCase("wide", ".csv", _wide),
    FileCase("png-renamed", ".csv", _png),
    FileCase("gzipped", ".csv", lambda rows, rng: gzip.compress(_utf8(rows), mtime=0)),
    FileCase("ctrl-z-at-end", ".csv", lambda rows, rng: _utf8(rows) + b"\x1a"),
    FileCase("one-column", ".csv", lambda rows, rng: "\n".join(["patient_id"] + [r["patient_id"] for r in rows]).encode(
        "utf-8")),
    FileCase("unsupported-extension", ".json", lambda rows, rng: _utf8(rows)),
]

OTHER_CASES = [
    FileCase("valid", ".xlsx", lambda rows, rng: _xlsx_bytes(rows), readable=True),
    FileCase("csv-renamed", ".xlsx", lambda rows, rng: _utf8(rows)),
    FileCase("garbage", ".xlsx", _garbage),
    FileCase("zip-junk", ".xlsx", _zip_junk),
    FileCase("truncated", ".xlsx", lambda rows, rng: _xlsx_bytes(rows)[:6000]),
    FileCase("empty-first-sheet", ".xlsx", lambda rows, rng: _xlsx_bytes(rows, first_sheet_empty=True)),
    FileCase("header-only", ".xlsx", lambda rows, rng: _xlsx_bytes(rows, header_only=True), refused=True),
    FileCase("empty", ".xlsx", lambda rows, rng: b""),
    FileCase("valid", ".parquet", lambda rows, rng: _parquet_bytes(rows), readable=True),
    FileCase("truncated", ".parquet", lambda rows, rng: _parquet_bytes(rows)[:3000]),
    FileCase("garbage", ".parquet", _garbage),
    FileCase("magic-around-junk", ".parquet", lambda rows, rng: b"PAR1" + _garbage(rows, rng) + b"PAR1"),
    FileCase("list-column", ".parquet", lambda rows, rng: _parquet_bytes(rows, list_column="diagnosis")),
    FileCase("header-only", ".parquet", lambda rows, rng: _parquet_bytes([]), refused=True),
    FileCase("duplicate-names", ".parquet", lambda rows, rng: _parquet_bytes(rows, names={"cost": "diagnosis"}),
             refused=True),
    FileCase("nul-in-name", ".parquet", lambda rows, rng: _parquet_bytes(rows, names={"sex": "s\x00ex"}),
             refused=True),
    FileCase("valid", ".sav", _stat_file("write_sav"), readable=True, writes_itself=True),
    FileCase("truncated", ".sav", _truncated_stat_file("write_sav"), writes_itself=True),
    FileCase("garbage", ".sav", _garbage),
    FileCase("valid", ".dta", _stat_file("write_dta"), readable=True, writes_itself=True),
    FileCase("truncated", ".dta", _truncated_stat_file("write_dta"), writes_itself=True),
    FileCase("garbage", ".dta", _garbage),
    FileCase("truncated", ".sas7bdat", _sas_cut),
    FileCase("garbage", ".sas7bdat", _garbage),
]

FILE_CASES = CSV_CASES + OTHER_CASES
