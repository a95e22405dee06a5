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

openpyxl takes seconds to parse a sheet of 10^5 cells (an 823 x 171 sheet: about 5 s), so a sheet's cells
are parsed once per version of the file (its path, size and time of change) and kept: the sheets of the
one workbook read last, up to `CACHED_CELLS` cells. The import dialog's every change (a type, the sheet,
the missing-value words) and the Columns page's change of a type read the kept cells under the new choices,
not the file.
"""
from __future__ import annotations

import threading
import zipfile
from collections import OrderedDict
from pathlib import Path

import pandas as pd

from .column_names import refuse_repeated, refuse_too_many
from ..base.errors import InputError
from ..base.words.message import Message

MAX_UNPACKED = 200 * 2**20
MAX_RATIO = 100
RATIO_FROM = 2**20  # small parts (styles, a short sheet) may pack far better; they cost nothing
MAX_PARTS = 10_000
CACHED_CELLS = 4_000_000  # about 200 MB of cells at most; the newest sheet is kept whatever its size
_TOO_LARGE_HINT = Message("Save the sheet as CSV (File > Save As > CSV UTF-8) and open that instead")
_kept: OrderedDict = OrderedDict()  # (path, size, time of change, sheet) -> the sheet's cells
_kept_lock = threading.Lock()


def read_sheet(path: Path, sheet) -> pd.DataFrame:
    """The sheet's cells (dtype object), its first row as the header; InputError if it cannot be."""
    cells = sheet_cells(path, sheet)
    if cells.shape[0] == 0:
        raise InputError(_empty_sheet(path, sheet), where=str(path), hint=choose_sheet_hint(path))
    refuse_too_many(cells.shape[1], where=str(path))
    names = [f"Unnamed: {i}" if _blank(v) else str(v) for i, v in enumerate(cells.iloc[0])]
    refuse_repeated(names, where=str(path))
    frame = cells.iloc[1:].reset_index(drop=True)
    frame.columns = names
    return frame


def sheet_cells(path: Path, sheet) -> pd.DataFrame:
    """Every cell of the sheet as openpyxl reads it (no header), parsed once per version of the file.
    The frame is shared: read it, never change it."""
    key = _version(path) + (0 if sheet is None else sheet,)
    with _kept_lock:
        if key in _kept:
            _kept.move_to_end(key)
            return _kept[key]
    check_archive(path)
    cells = pd.read_excel(path, sheet_name=0 if sheet is None else sheet, engine="openpyxl", header=None,
                          dtype=object)
    with _kept_lock:
        for other in [k for k in _kept if k[:3] != key[:3]]:  # another workbook, or this one before a change
            del _kept[other]
        _kept[key] = cells
        while len(_kept) > 1 and sum(frame.size for frame in _kept.values()) > CACHED_CELLS:
            _kept.popitem(last=False)
    return cells


def _version(path: Path) -> tuple:
    """The file as it is now: a changed file (another size or time of change) is parsed anew."""
    status = Path(path).stat()
    return str(Path(path).resolve()), status.st_size, status.st_mtime_ns


def check_archive(path: Path) -> None:
    """Refuse a workbook that would unpack past the stated limits (see the module's docstring)."""
    try:
        parts = zipfile.ZipFile(path).infolist()
    except (zipfile.BadZipFile, OSError, ValueError) as exc:
        raise InputError(Message("the file could not be read as an Excel workbook ({cause})", cause=str(exc)),
                         where=str(path),
                         hint=Message("Check that the file is not damaged, or export it again as CSV")) from None
    if len(parts) > MAX_PARTS:
        raise _too_large(path, Message("it has {count} parts (at most {limit})", count=len(parts), limit=MAX_PARTS))
    unpacked = sum(part.file_size for part in parts)
    if unpacked > MAX_UNPACKED:
        raise _too_large(path, Message("it unpacks to {size} MiB (at most {limit} MiB)",
                                       size=round(unpacked / 2**20), limit=MAX_UNPACKED // 2**20))
    for part in parts:
        if part.file_size > RATIO_FROM and part.file_size > MAX_RATIO * max(part.compress_size, 1):
            ratio = part.file_size / max(part.compress_size, 1)
            raise _too_large(path, Message("its part {part} unpacks to {ratio} times its size (at most {limit}), "
                                           "as a zip bomb does", part=part.filename, ratio=round(ratio),
                                           limit=MAX_RATIO))


def _too_large(path: Path, why: Message) -> InputError:
    return InputError(Message("the workbook is too large to open safely: {why}", why=why), where=str(path),
                      hint=_TOO_LARGE_HINT)


def _empty_sheet(path: Path, sheet) -> Message:
    if sheet is None or sheet == 0:
        names = sheet_names(path)
        return Message("the sheet {sheet} (the first) is empty", sheet=repr(names[0])) if names \
            else Message("the workbook has no sheets")
    return Message("the sheet {sheet} is empty", sheet=repr(sheet))


def choose_sheet_hint(path: Path) -> Message:
    return Message("The workbook's sheets: {sheets}. Choose the one that holds the table (the app asks which; "
                   "on the command line, --sheet NAME)", sheets=[repr(name) for name in sheet_names(path)])


def sheet_names(path: Path) -> list[str]:
    """The workbook's sheets, in order (the app asks which holds the table when there are several)."""
    check_archive(path)
    with pd.ExcelFile(path, engine="openpyxl") as book:
        return list(book.sheet_names)



def _blank(value) -> bool:
    missing = value is None or (isinstance(value, float) and value != value)
    return missing or (isinstance(value, str) and not value.strip())
