"""The report's words in the steward's language (issue 18).

The report is written by the core, which has no Qt, so its words cannot go through Qt's translations
(the app's .ts files). They are in the gettext catalogues of words/catalogue.py (locale/<language>/LC_MESSAGES/
dpstudio.po), each English text, with `{name}` placeholders, beside its German, Chinese or Greek translation:
the report's words under msgctxt "report", the sentences a release stores under "stored", a plan's problems
under "problem". English needs none.

`say(language, english, **values)` gives one text of the report. `reworded(language, sentence)`
translates a sentence a release stores in English (release.json is a public format, in English:
its notes, warnings, composition and privacy-unit description): the sentence is matched against the
catalog's templates, and the values in it are carried over. A sentence no template matches (a
release drawn by an older version in other words) stays in English, which is still correct.

A plan problem's message or hint (errors.Problem) is a ProblemMessage (words/problem_message.py): said from its
"problem" template and its values, never matched back from its English.

tests/core/test_report_languages.py checks that every text the report uses is in every catalog,
with the same placeholders, and that no catalog entry is left over; tests/core/test_problem_languages.py
checks the problems' templates.
"""
from __future__ import annotations

import re
from functools import lru_cache

from ..languages import DEFAULT_LANGUAGE
from .catalogue import REPORT, STORED, texts, words

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


@lru_cache(maxsize=None)
def _stored(language: str) -> dict[str, str]:
    """The templates of the sentences a release stores (msgctxt "stored"), the only ones reworded() may
    match: a general template of the report's own ("{kind} per group") must never rewrite a stored note."""
    return words(language, STORED)


@lru_cache(maxsize=None)
def template_pattern(english: str) -> re.Pattern:
    """A template as a regular expression matching the whole of a sentence made from it, each `{name}` a group."""
    parts = _PLACEHOLDER.split(english)  # text, name, text, name, ..., text
    regex, named = "", set()
    for i, part in enumerate(parts):
        if i % 2 == 0:
            regex += re.escape(part)
        else:  # a value named twice is the same value twice
            regex += f"(?P={part})" if part in named else f"(?P<{part}>.+?)"
            named.add(part)
    return re.compile(regex + r"\Z", re.S)


@lru_cache(maxsize=None)
def _patterns(language: str) -> list[tuple[re.Pattern, str]]:
    return [(template_pattern(english), translated) for english, translated in _stored(language).items()
            if placeholders(english)]


def reworded(language: str, sentence: str) -> str:
    """A sentence the release stores in English, in `language` (left in English if no template matches)."""
    if language == DEFAULT_LANGUAGE:
        return sentence
    words = _stored(language)
    if sentence in words:
        return words[sentence]
    for pattern, translated in _patterns(language):
        match = pattern.match(sentence)
        if match:
            return translated.format(**match.groupdict())
    return sentence


# the placeholders of the problems' templates that hold a figure; any other (a column, a category, an id, what was
# typed) is carried over exactly as it was, even "2.5": a name the steward must find as written
FIGURES = frozenset({"budget", "cells", "chosen", "count", "delta", "expected", "groups", "length", "limit",
                     "lower", "max_rows", "population", "quantile", "spent", "upper"})
_FIGURE = re.compile(r"-?(\d{1,3}(,\d{3})+|\d+)(\.\d+)?")  # 0.01, 1,000, 12,345.5: not 1e-5, a name or a list


def _figure(value: str, language: str) -> str:
    """A value carried into a translated problem: a figure in the language's marks (0,01 and 1.000 in
    German), anything else as it was."""
    from ..locale_format import localized

    return localized(value, language) if _FIGURE.fullmatch(value) else value
