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

`problem_reworded(language, text)` says a plan problem's message or hint, matched back against its template, (errors.Problem, which
stays English for the command line and plan files), against the "problem" templates only: the app shows
its problems in the steward's language. A problem made as a ProblemMessage (words/problem_message.py: every one
of core/plan, core/kinds and core/io) is said from its template and values without it; this is the fallback for
those still made as plain text (core/exact, core/private).

tests/core/test_report_languages.py checks that every text the report uses is in every catalog,
with the same placeholders, and that no catalog entry is left over; tests/core/test_problem_languages.py
checks the problems' templates.
"""
from __future__ import annotations

import re
from functools import lru_cache

from ..languages import DEFAULT_LANGUAGE, LANGUAGES
from .catalogue import PROBLEM, REPORT, STORED, texts, words

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
def template_pattern(english: str) -> re.Pattern:
    """A problem's template as a regular expression matching the whole of a problem's text made from it, each
    `{name}` a group (for the problems still made as plain text; problem_reworded)."""
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
def _problem_patterns(language: str) -> list[tuple[re.Pattern, str]]:
    return [(template_pattern(english), translated)
            for english, translated in words(language, PROBLEM).items() if placeholders(english)]


def problem_templates(text: str) -> list[str]:
    """Every "problem" template that `text` (a problem's message or hint) is made from: one, or none
    for a text that stays English (tests/core/test_problem_languages.py: never two)."""
    return [english for english in texts(PROBLEM) if template_pattern(english).match(text)]


def problem_reworded(language: str, text: str | None) -> str | None:
    """A plan problem's message or hint in `language`, its values carried over as they are; left in English
    if no template matches (a problem only a hand-written plan file can have)."""
    if not text or language == DEFAULT_LANGUAGE:
        return text
    if language not in LANGUAGES:
        raise ValueError(f"dpstudio does not speak {language!r}; it speaks {', '.join(LANGUAGES)}")
    whole = words(language, PROBLEM).get(text)
    if whole is not None:
        return whole
    for pattern, translated in _problem_patterns(language):
        match = pattern.match(text)
        if match:  # filled by name, not str.format: a translation may hold braces of JSON ({column: [...]})
            values = {name: _figure(value, language) if name in FIGURES else value
                      for name, value in match.groupdict().items()}
            return _PLACEHOLDER.sub(lambda m: values[m[1]], translated)
    return text


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
