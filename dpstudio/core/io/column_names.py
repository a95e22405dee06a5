"""A table's column names as the plan knows them: text, each used once.

A plan, its reading schema and the release name columns by text. A header given twice is refused,
not renamed: pandas' "a.1" would be a name the steward never wrote, published in the release, and
which of the two columns keeps the plain name would follow the column order, so a file re-exported
with its columns swapped would silently swap what the plan reads. Renaming one header in the
source costs the steward a minute and leaves no doubt. A header that is a number (an Excel cell
3, a DataFrame column 3) is the text "3", as the plan can only write it.

A name holding a NUL byte is refused too: DuckDB and Ibis end a name at its first NUL, so 'pi\\x00d'
would be a column the plan names and the engine cannot find. (A UTF-16 or UTF-32 file without a
byte-order mark, whose letters are each followed by NULs, is recognised before its names are read,
unmarked_unicode.py: read as what it is, or refused under another encoding.)

`MAX_COLUMNS`: a table may have at most 10,000 columns. Each column is read and typed on its own
(about 1 ms each), so 10,000 open in about 10 s, and 10^5 took minutes; the limit is checked on
the header, before any row is read.
"""
from __future__ import annotations

from collections import defaultdict

import pandas as pd

from ..base.errors import InputError
from ..base.words.message import Message
from ..base.visible_text import visible

MAX_COLUMNS = 10_000
MAX_NAME_LENGTH = 1_000  # characters of a column name, as of a category label (plan_limits.py)


def refuse_too_many(count: int, where: str | None = None) -> None:
    if count > MAX_COLUMNS:
        raise InputError(Message("the table has {count} columns, more than dpstudio reads ({limit})", count=count,
                                 limit=MAX_COLUMNS),
                         where=where, hint=Message("Keep only the columns the release needs (for example, save a "
                                                   "copy with fewer columns) and open that"))


def repeated_names(names) -> Message | None:
    """'columns 1 and 3 are both named 'a'' for every name given more than once, else None."""
    places = defaultdict(list)
    for position, name in enumerate(names, start=1):
        places[str(name)].append(position)
    repeated = [(name, at) for name, at in places.items() if len(at) > 1]
    if not repeated:
        return None
    return in_turn([Message("columns {positions} are both named '{name}'", positions=_listed(at), name=name)
                    if len(at) == 2 else
                    Message("columns {positions} are all named '{name}'", positions=_listed(at), name=name)
                    for name, at in repeated])


def refuse_repeated(names, where: str | None = None) -> None:
    """Refuse names given twice, names over MAX_NAME_LENGTH characters (each is printed in
    messages, the plan and the release), and names holding a NUL byte (refuse_nul)."""
    refuse_nul(names, where)
    for position, name in enumerate(names, start=1):
        if len(str(name)) > MAX_NAME_LENGTH:
            raise InputError(Message("the name of column {position} is {length} characters long (at most {limit})",
                                     position=position, length=len(str(name)), limit=MAX_NAME_LENGTH),
                             where=where, hint=Message("Shorten it in the file and open it again"))
    found = repeated_names(names)
    if found:
        raise InputError(Message("{repeated} (each column needs its own name)", repeated=found), where=where,
                         hint=Message("Rename the repeated headers in the file (names are compared after trimming "
                                      "spaces), save it and open it again"))


def refuse_nul(names, where: str | None = None) -> None:
    """Refuse the first name holding a NUL byte, shown with the NUL written out as \\x00."""
    for position, name in enumerate(names, start=1):
        if "\x00" in str(name):
            raise InputError(Message("the name of column {position}, '{name}', holds a NUL byte (\\x00), which no "
                                     "engine can read", position=position, name=visible(str(name)[:100])),
                             where=where,
                             hint=Message("Rename the column in the file, save it and open it again"))


def text_named(frame: pd.DataFrame) -> pd.DataFrame:
    """`frame` with its column names as text (the same frame when they already are), refused as a file's
    header is when a name is given twice or holds a NUL (a DataFrame handed to the Python API is read by no
    file reader)."""
    refuse_repeated(frame.columns)
    if all(isinstance(name, str) for name in frame.columns):
        return frame
    return frame.rename(columns=str)


def _listed(positions: list[int]) -> Message:
    """1, 2 and 5 (positions as written, without thousands separators: 1234 is column 1234)."""
    shown = [str(p) for p in positions]
    return Message("{first} and {last}", first=shown[:-1], last=shown[-1])


def in_turn(parts: list) -> Message:
    """Messages one after the other, each said in the reader's language, kept apart by semicolons (nested
    in halves, so that thousands of parts nest only a few levels deep)."""
    if len(parts) == 1:
        return parts[0]
    half = len(parts) // 2
    return Message("{earlier}; {later}", earlier=in_turn(parts[:half]), later=in_turn(parts[half:]))
