"""Lists in a sentence in the reader's language: "Alter oder Geschlecht", "A, B ή C", "A、B或C" (Babel's CLDR
list patterns), never a list joined with an English "or" inside a German sentence (issue 46).

A note a release stores keeps its list of the query's columns as a list (words/stored_message.py), said in the
reader's list form; the report's own sentences list with `listed_or` too."""
from __future__ import annotations

from babel.lists import format_list


def listed_or(items, language: str) -> str:
    """`items` as alternatives in `language`: "age or sex", "A, B oder C"."""
    items = [str(item) for item in items]
    return format_list(items, style="or", locale=language) if items else ""

