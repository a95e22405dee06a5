"""An Excel workbook's sheet as raw cells: its size checked before openpyxl opens it, its header
read as text, an empty sheet explained with the sheets there are.

An .xlsx file is a zip archive of XML. openpyxl unpacks the sheet it reads whole, so a 1.5 MB
file whose sheet is a long run of repeated rows (a "zip bomb") needs gigabytes and minutes. The
archive's own directory says how large each part unpacks (zipfile never unpacks more than that),
so it is looked at first and a workbook past these limits is refused:

- `MAX_UNPACKED`: 200 MiB for all its parts together (about a million rows of ten columns);
- `MAX_RATIO`: a part over 1 MiB unpacked may be at most 100 times its packed size (sheets of
  real data pack 5 to 20 times);
- `MAX_PARTS`: 10,000 parts.
"""
from __future__ import annotations

import zipfile
from pathlib import Path

import pandas as pd

from .column_names import refuse_repeated, refuse_too_many
from ..errors import InputError

MAX_UNPACKED = 200 * 2**20
MAX_RATIO = 100
RATIO_FROM = 2**20  # small parts (styles, a short sheet) may pack far better; they cost nothing
MAX_PARTS = 10_000
_TOO_LARGE_HINT = "Save the sheet as CSV (File > Save As > CSV UTF-8) and open that instead"


def read_sheet(path: Path, sheet) -> pd.DataFrame:
    """The sheet's cells (dtype object), its first row as the header; InputError if it cannot be."""
    check_archive(path)
    cells = pd.read_excel(path, sheet_name=0 if sheet is None else sheet, engine="openpyxl",
                          header=None, dtype=object)
    if cells.shape[0] == 0:
        raise InputError(_empty_sheet(path, sheet), where=str(path), hint=choose_sheet_hint(path))
    refuse_too_many(cells.shape[1], where=str(path))
    names = [f"Unnamed: {i}" if _blank(v) else str(v) for i, v in enumerate(cells.iloc[0])]
    refuse_repeated(names, where=str(path))
    frame = cells.iloc[1:].reset_index(drop=True)
    frame.columns = names
    return frame


def check_archive(path: Path) -> None:
    """Refuse a workbook that would unpack past the stated limits (see the module's docstring)."""
    try:
        parts = zipfile.ZipFile(path).infolist()
    except (zipfile.BadZipFile, OSError, ValueError) as exc:
        raise InputError(f"the file could not be read as an Excel workbook ({exc})", where=str(path),
                         hint="Check that the file is not damaged, or export it again as CSV") from None
    if len(parts) > MAX_PARTS:
        raise _too_large(path, f"it has {len(parts):,} parts (at most {MAX_PARTS:,})")
    unpacked = sum(part.file_size for part in parts)
    if unpacked > MAX_UNPACKED:
        raise _too_large(path, f"it unpacks to {unpacked / 2**20:,.0f} MiB (at most {MAX_UNPACKED // 2**20} MiB)")
    for part in parts:
        if part.file_size > RATIO_FROM and part.file_size > MAX_RATIO * max(part.compress_size, 1):
            ratio = part.file_size / max(part.compress_size, 1)
            raise _too_large(path, f"its part {part.filename} unpacks to {ratio:,.0f} times its size "
                                   f"(at most {MAX_RATIO}), as a zip bomb does")


def _too_large(path: Path, why: str) -> InputError:
    return InputError(f"the workbook is too large to open safely: {why}", where=str(path), hint=_TOO_LARGE_HINT)


def _empty_sheet(path: Path, sheet) -> str:
    if sheet is None or sheet == 0:
        return f"the sheet {sheet_names(path)[0]!r} (the first) is empty" if sheet_names(path) \
            else "the workbook has no sheets"
    return f"the sheet {sheet!r} is empty"


def choose_sheet_hint(path: Path) -> str:
    names = sheet_names(path)
    listed = ", ".join(repr(n) for n in names)
    return (f"The workbook's sheets: {listed}. Choose the one that holds the table (the app asks which; "
            "on the command line, --sheet NAME)")


def sheet_names(path: Path) -> list[str]:
    """The workbook's sheets, in order (the app asks which holds the table when there are several)."""
    check_archive(path)
    with pd.ExcelFile(path, engine="openpyxl") as book:
        return list(book.sheet_names)



def _blank(value) -> bool:
    missing = value is None or (isinstance(value, float) and value != value)
    return missing or (isinstance(value, str) and not value.strip())
