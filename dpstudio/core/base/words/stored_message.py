"""A sentence a release stores (release.json's notes, warnings, composition, neighbouring relation and privacy
unit) as data: its English template (a msgid of msgctxt "stored") and its values (issue 45, step 2).

release.json is a public format in English: the sentence is written there as English text, and beside it, since
release format 13, its message, `{"message": template, "values": {...}}` (docs/release-format.md, "Stored
sentences"). A reader says it in another language from the message, never by reading the English back.

Each value is kept as the English sentence writes it (text: a figure keeps its English marks, "1,000", as the
report has always carried it into every language), or, for a list of the query's columns, as the list of names,
said as alternatives in the reader's own list form ("age or sex", "Alter oder Geschlecht").
"""
from __future__ import annotations

from ..languages import DEFAULT_LANGUAGE
from .catalogue import STORED, words
from .lists import listed_or
from .message import _PLACEHOLDER, Message, translated_into


class StoredMessage(Message):
    """A stored sentence: a "stored" template of the catalogue and its values (text, or a list of names)."""

    def __new__(cls, template: str, /, **values):
        values = {name: _kept(value) for name, value in values.items()}
        made = str.__new__(cls, _filled(template, values, DEFAULT_LANGUAGE))
        made.template, made.one, made.count_name, made.values = template, None, None, values
        return made

    def said(self, language: str = DEFAULT_LANGUAGE) -> str:
        """The sentence in `language` (English for a template the catalogue lacks)."""
        if not translated_into(language):
            return str.__str__(self)
        translated = words(language, STORED).get(self.template)
        return str.__str__(self) if translated is None else _filled(translated, self.values, language)

    def to_json(self) -> dict:
        """Its message as release.json writes it beside the sentence."""
        return {"message": self.template, "values": dict(self.values)}

    @classmethod
    def from_json(cls, message: dict) -> StoredMessage:
        return cls(message["message"], **message.get("values", {}))

    def __reduce__(self):
        return (_remade, (self.template, self.values))


def _remade(template, values):
    return StoredMessage(template, **values)


def _kept(value):
    """A value as the release keeps it: a list of names as a list of text, anything else as its English text."""
    if isinstance(value, (list, tuple)):
        return [str(item) for item in value]
    return str(value)


def _filled(template: str, values: dict, language: str) -> str:
    """`template` with each `{name}` replaced by its value, by name (a template may hold braces of its own)."""
    def value(name: str) -> str:
        kept = values[name]
        return listed_or(kept, language) if isinstance(kept, list) else kept
    return _PLACEHOLDER.sub(lambda m: value(m[1]) if m[1] in values else m[0], template)


def stored_said(text, message: dict | None, language: str = DEFAULT_LANGUAGE) -> str:
    """A sentence of a release in `language`: from its message (release format 13 on); a sentence without one (an
    older release's) as it was stored, in English. The English is never read back into a template."""
    if message is None:
        return str(text)
    return StoredMessage.from_json(message).said(language)
