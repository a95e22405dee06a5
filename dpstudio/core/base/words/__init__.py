"""The report's words in the steward's language (issue 18).

The report is written by the core, which has no Qt, so its words cannot go through Qt's translations
(the app's .ts files). They are in the gettext catalogues of words/catalogue.py (locale/<language>/LC_MESSAGES/
dpstudio.po), each English text, with `{name}` placeholders, beside its German, Chinese or Greek translation:
the report's words under msgctxt "report", the sentences a release stores under "stored", a plan's problems
under "problem". English needs none.

`say(language, english, **values)` gives one text of the report. A sentence a release stores in English
(release.json is a public format, in English: its notes, warnings, composition and privacy-unit description) is
said from the message written beside it, its template and values (words/stored_message.py, since release format
13); an older release's sentence has none and stays in English, which is still correct. No regular expression
reads a stored sentence back.

A plan problem's message or hint (errors.Problem) is a ProblemMessage (words/problem_message.py): said from its
"problem" template and its values, never matched back from its English.

tests/core/test_report_languages.py checks that every text the report uses is in every catalog,
with the same placeholders, and that no catalog entry is left over; tests/core/test_problem_languages.py
checks the problems' templates.
"""
from __future__ import annotations

import re
from functools import lru_cache

from .catalogue import REPORT, STORED, texts, words
from ..locale_format import localized

_PLACEHOLDER = re.compile(r"\{(\w+)\}")


@lru_cache(maxsize=None)
def catalog(language: str) -> dict[str, str]:
    """The language's words: English text -> translation (empty for English)."""
    return {**words(language, REPORT), **words(language, STORED)}


def all_texts() -> dict[str, dict[str, str]]:
    """Every English text of the report with its translations."""
    return {**texts(REPORT), **texts(STORED)}


def say(language: str, english: str, **values) -> str:
    """`english` in `language`, its `{name}` placeholders filled with `values` (already formatted)."""
    text = catalog(language).get(english, english)
    return text.format(**values) if values else text


def placeholders(text: str) -> set[str]:
    return set(_PLACEHOLDER.findall(text))


# the placeholders of the problems' templates that hold a figure; any other (a column, a category, an id, what was
# typed) is carried over exactly as it was, even "2.5": a name the steward must find as written
FIGURES = frozenset({"budget", "cells", "chosen", "count", "delta", "expected", "groups", "length", "limit",
                     "lower", "max_rows", "population", "quantile", "spent", "upper"})
_FIGURE = re.compile(r"-?(\d{1,3}(,\d{3})+|\d+)(\.\d+)?")  # 0.01, 1,000, 12,345.5: not 1e-5, a name or a list


def _figure(value: str, language: str) -> str:
    """A value carried into a translated problem: a figure in the language's marks (0,01 and 1.000 in
    German), anything else as it was."""
    return localized(value, language) if _FIGURE.fullmatch(value) else value
