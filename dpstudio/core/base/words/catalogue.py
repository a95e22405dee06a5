"""dpstudio's words in German, Chinese and Greek: one gettext catalogue per language (issue 45), read with Babel.

`locale/<language>/LC_MESSAGES/dpstudio.po` holds every text the core says to a person: the msgid is the
English text (with `{name}` placeholders), the msgstr its translation; a text with plural forms is msgid (the
English one-form) and msgid_plural (the English template) with one msgstr per plural form of the language
(German and Greek two, Chinese one). English needs no catalogue: the msgid is the English.

Four lookups read the catalogue, each its own family of texts, told apart by the msgctxt:

- no msgctxt (or "counted", where a plural's English one-form is also another message's whole template):
  the core's messages, `Message(template, **values)` and `counted(name, one, other, **values)` in
  words/message.py, said by `Message.said(language)`;
- "report": the report's and the preview's words, `say(language, english, **values)` in words/__init__.py
  (which also finds the "stored" texts);
- "stored": the sentences release.json stores in English, a `StoredMessage(template, **values)`
  (words/stored_message.py) whose template and values release.json writes beside the English (release format
  13), said by its `said(language)`;
- "problem": a plan problem's message or hint (errors.Problem, English for the command line and plan
  files), a `ProblemMessage(template, **values)` (words/problem_message.py) said by its `said(language)`.

A catalogue is read at its language's first use (70-90 ms with Babel's reader imported, on the 2-core machine;
the dicts it replaces took 50-60 ms for every language at once), never for English: a command in English reads
none. docs/translating.md says how to add a text; tests/core/test_message_catalogue.py renders every text in
every language.
"""
from __future__ import annotations

from functools import lru_cache
from pathlib import Path

from ..languages import DEFAULT_LANGUAGE, LANGUAGES

LOCALE = Path(__file__).with_name("locale")
DOMAIN = "dpstudio"
MESSAGE, REPORT, STORED, PROBLEM = None, "report", "stored", "problem"
FAMILIES = (MESSAGE, REPORT, STORED, PROBLEM)
TRANSLATED = tuple(language for language in LANGUAGES if language != DEFAULT_LANGUAGE)


def po_file(language: str) -> Path:
    return LOCALE / language / "LC_MESSAGES" / f"{DOMAIN}.po"


def words(language: str, family: str | None = MESSAGE) -> dict[str, str | tuple[str, ...]]:
    """One family's texts in `language`: English template -> its translation, or for a text with plural forms
    the language's forms as a tuple (one text for a language with one form, Chinese). Empty for English.
    The dict is shared: do not change it."""
    if language == DEFAULT_LANGUAGE:
        return {}
    if language not in LANGUAGES:
        raise ValueError(f"dpstudio does not speak {language!r}; it speaks {', '.join(LANGUAGES)}")
    return _read(language)[family]


def texts(family: str | None = MESSAGE) -> dict[str, dict[str, str | tuple[str, ...]]]:
    """One family's texts in every language: English template -> {language: translation}; a language that
    lacks a text is left out of its entry (tests/core/test_message_catalogue.py forbids that)."""
    merged: dict[str, dict] = {}
    for language in TRANSLATED:
        for english, translated in words(language, family).items():
            merged.setdefault(english, {})[language] = translated
    return merged


@lru_cache(maxsize=None)
def _read(language: str) -> dict[str | None, dict]:
    from babel.messages.pofile import read_po  # here, not above: a command in English never reads a catalogue

    with po_file(language).open("rb") as file:
        catalogue = read_po(file, locale=language, domain=DOMAIN)
    read: dict[str | None, dict] = {family: {} for family in FAMILIES}
    for message in catalogue:
        if not message.id:  # the header
            continue
        family = message.context if message.context in FAMILIES else MESSAGE
        if isinstance(message.id, tuple):  # (one, other): the English template is the other
            forms = tuple(message.string)
            read[family][message.id[1]] = forms[0] if len(forms) == 1 else forms
        else:
            read[family][message.id] = message.string
    return read
