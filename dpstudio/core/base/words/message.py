"""A message for a person, said in their language where it is shown (issue 32).

The core raises errors and writes notes (an import's, a release's) without knowing who will read
them: the app in German, the command line in Greek, a log in English. So it makes a `Message`: an
English template with `{name}` placeholders and the values to put in them. A Message *is* the
English sentence (a `str`, so logs, tests and plan files keep working), and `said(language)` gives
it in German, Chinese or Greek from the catalogue (words/catalogue.py: the gettext .po file of the language),
its figures in the language's marks (1.350 and 0,5 in German) and its plural forms chosen by the
language's own rule (CLDR, through Babel).

    Message("The file is not UTF-8; it was read as {encoding}.", encoding="cp1252")
    counted("count", "{count} row had no person id and was left out.",
            "{count} rows had no person id and were left out.", count=3)

tests/core/test_message_catalogue.py walks the core's source: every error it raises and every note
it writes is a Message whose template has its three translations, with the same placeholders.
"""
from __future__ import annotations

import math
import re
from datetime import date, datetime
from decimal import Decimal
from fractions import Fraction
from functools import lru_cache
from pathlib import PurePath

from babel import Locale

from ..languages import DEFAULT_LANGUAGE, LANGUAGES
from ..locale_format import day, localized, moment
from ..number_text import given_text
from .catalogue import texts, words

_PLACEHOLDER = re.compile(r"\{(\w+)\}")


class Message(str):
    """An English sentence that knows its template and values, to be said in another language."""

    template: str
    one: str | None
    count_name: str | None
    values: dict

    def __new__(cls, template: str, /, *, _one: str | None = None, _count: str | None = None, **values):
        english = _render(_chosen(template, _one, _count, values, DEFAULT_LANGUAGE), values, DEFAULT_LANGUAGE)
        made = super().__new__(cls, english)
        made.template, made.one, made.count_name, made.values = template, _one, _count, values
        return made

    def said(self, language: str = DEFAULT_LANGUAGE) -> str:
        """The sentence in `language` (English for a template the catalogue lacks: a test forbids that)."""
        if not translated_into(language):
            return str.__str__(self)
        translated = words(language).get(self.template)
        if translated is None:
            return str.__str__(self)
        if isinstance(translated, tuple):  # (one, other)
            translated = translated[0] if _form(self.values.get(self.count_name), language) == "one" else translated[1]
        return _render(translated, self.values, language)

    def __reduce__(self):  # a Message crosses threads and processes whole
        values = dict(self.values, _one=self.one, _count=self.count_name)
        return (_remade, (self.template, values))


def translated_into(language: str) -> bool:
    """Whether a sentence is said in `language` from a translation (English is the template itself); a language
    dpstudio does not speak is refused."""
    if language == DEFAULT_LANGUAGE:
        return False
    if language not in LANGUAGES:
        raise ValueError(f"dpstudio does not speak {language!r}; it speaks {', '.join(LANGUAGES)}")
    return True


def _remade(template, values):
    return Message(template, **values)


def counted(count_name: str, one: str, other: str, /, **values) -> Message:
    """A Message whose wording follows the number `values[count_name]`: `one` for 1 (in English), `other`
    for the rest. The catalogue gives a language's forms as a (one, other) pair, or one text for a language
    without plural forms (Chinese)."""
    return Message(other, _one=one, _count=count_name, **values)


def said(text, language: str = DEFAULT_LANGUAGE) -> str | None:
    """Any text the core gives a person, in `language`: a Message (a StoredMessage, a ProblemMessage among them)
    from the catalogue; anything else as it is."""
    if text is None:
        return None
    if isinstance(text, Message):
        return text.said(language)
    return str(text)


SENTENCE_ENDS = (".", "?", "!", ":", ";", "。", "？", "！", "：", "；")


def in_chinese(text: str) -> bool:
    """Whether `text` is said in Chinese: it holds a Chinese character or full-width mark (a Chinese sentence
    may end in a name such as SELECT, and still ends in 。)."""
    return any("\u2e80" <= character <= "\uffef" for character in text)


def sentence(text: str, language: str | None = None) -> str:
    """`text` ending as a sentence in its own language does: a full stop, or Chinese's 。 (an English part
    left untranslated inside a Chinese app keeps its English stop). Given the `language` it is said in, only
    Chinese ends in 。: another language's sentence that names a Chinese column or query keeps its stop."""
    chinese = in_chinese(text) and language in (None, "zh")
    return text if text.endswith(SENTENCE_ENDS) else text + ("。" if chinese else ".")


def _chosen(template, one, count_name, values, language) -> str:
    if one is not None and _form(values.get(count_name), language) == "one":
        return one
    return template


def _form(count, language: str) -> str:
    try:
        return _plural_rule(language)(abs(count))
    except (TypeError, ValueError):
        return "other"


@lru_cache(maxsize=None)
def _plural_rule(language: str):
    return Locale.parse(language).plural_form


def _render(template: str, values: dict, language: str) -> str:
    """`template` with each `{name}` replaced by its value in `language`'s way (by name, not str.format: a
    translation may hold the braces of JSON)."""
    return _PLACEHOLDER.sub(lambda m: written(values[m[1]], language) if m[1] in values else m[0], template)


def written(value, language: str = DEFAULT_LANGUAGE) -> str:
    """One value of a message in `language`: a whole number with its thousands separated (1,350 / 1.350), a
    fraction or decimal in the language's mark (0.5 / 0,5), a nested Message said, a datetime or a date as the
    language writes it (Babel's medium form, in UTC), a list joined, a path or a name as it is."""
    if isinstance(value, Message):
        return value.said(language)
    if isinstance(value, (date, datetime)):  # a time stamp in UTC, a day: as the language writes them

        return moment(value, language) if isinstance(value, datetime) else day(value, language)
    if isinstance(value, bool) or value is None:
        return str(value)
    if isinstance(value, int):
        return localized(f"{value:,}", language)
    if isinstance(value, (float, Fraction, Decimal)):
        number = float(value)
        if not math.isfinite(number):
            return "∞" if number > 0 else str(number)
        if number == int(number) and abs(number) < 1e15:
            return localized(f"{int(number):,}", language)
        if abs(number) < 1:  # an ε or δ as given: 0.25, 1e-07, an even share 0.333 (never 0.333333)
            return localized(given_text(number), language)
        return localized(f"{number:,.6g}", language)
    if isinstance(value, (list, tuple, set, frozenset)):
        return ", ".join(written(item, language) for item in value)
    if isinstance(value, PurePath):
        return str(value)
    return str(value)


def placeholders(template) -> set[str]:
    return set(_PLACEHOLDER.findall(template if isinstance(template, str) else " ".join(template)))


@lru_cache(maxsize=None)
def catalogue() -> dict[str, dict[str, str | tuple[str, str]]]:
    """Every message's English template -> its translations."""
    return texts()
