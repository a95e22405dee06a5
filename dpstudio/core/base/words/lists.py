"""Lists in a sentence in the reader's language: "Alter oder Geschlecht", "A, B ή C", "A、B或C" (Babel's CLDR
list patterns), never a list joined with an English "or" inside a German sentence (issue 46).

A release stores its notes in English (release.json is a public format), such as "Rows whose age or sex is not
listed …"; `note_said` gives such a note in another language with its list of the query's columns written again
in that language's list form, the columns' names as they are."""
from __future__ import annotations

from itertools import combinations

from babel.lists import format_list

from . import reworded, template_pattern

LISTED = ("columns",)  # the placeholders of the stored sentences that hold a list of the query's columns
MOST_COLUMNS = 8  # a query names at most a few columns; more are not looked through


def listed_or(items, language: str) -> str:
    """`items` as alternatives in `language`: "age or sex", "A, B oder C"."""
    items = [str(item) for item in items]
    return format_list(items, style="or", locale=language) if items else ""


def query_columns(query: dict) -> list[str]:
    """The columns a release's query names, in its order (its group_by, columns or column)."""
    columns = query.get("group_by") or query.get("columns") or ([query["column"]] if query.get("column") else [])
    return [str(column) for column in columns]


def note_said(note: str, query: dict, language: str) -> str:
    """A stored English note of `query` in `language` (words.reworded), its list of columns in the language's
    own list form when the list is the query's columns as listed_or writes them in English."""
    said = reworded(language, note)
    if language == "en" or said == note:
        return said
    from . import _stored

    columns = query_columns(query)[:MOST_COLUMNS]
    for english, translated in _stored(language).items():
        if not any("{" + name + "}" in english for name in LISTED):
            continue
        match = template_pattern(english).match(note)
        if not match:
            continue
        values = dict(match.groupdict())
        for name in LISTED:
            if name in values:
                values[name] = _relisted(values[name], columns, language)
        return translated.format(**values)
    return said


def _relisted(text: str, columns: list[str], language: str) -> str:
    """`text` written again in `language` when it lists some of `columns` (in their order) as English does."""
    for size in range(len(columns), 0, -1):
        for chosen in combinations(columns, size):
            if listed_or(chosen, "en") == text:
                return listed_or(chosen, language)
    return text
