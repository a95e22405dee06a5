"""The sentences a release stores, and their messages beside them (release format 13, issue 45 step 2).

release.json states some things in English sentences: `privacy_unit_description`, `neighbouring`,
`budget.composition`, `warnings` and each entry's `notes`. Since format 13 each such field has its message
beside it, so that a reader says the sentence in its own language from the message's template and values,
never by reading the English back: `<field>_message` beside a sentence, `<field>_messages` (one per sentence,
in the same order) beside a list of them, each `{"message": template, "values": {name: value}}`
(docs/release-format.md, "Stored sentences"; words/stored_message.py).

`with_messages` writes them (pipeline/release.py, once the release is whole); `sentence_said`,
`sentences_said` and `messages_of` read them (the report, the app's Release page). `migrated` reads a release of format 12 or
before, whose sentences have no message: each sentence is its own message, with no values, so a sentence that is
a whole template of the catalogue is still said in the reader's language, and one that holds values stays as it
was stored, in English.
"""
from __future__ import annotations

from ..base.languages import DEFAULT_LANGUAGE
from ..base.words.stored_message import StoredMessage, stored_said

MESSAGES_SINCE = 13  # the release format that first wrote the messages
ONE, MANY = "_message", "_messages"
TOP_SENTENCES, TOP_LISTS = ("privacy_unit_description", "neighbouring"), ("warnings",)
BUDGET_SENTENCES = ("composition",)
ENTRY_LISTS = ("notes",)


def message_of(sentence) -> dict:
    """A stored sentence's message; a sentence made as plain text is its own template, with no values."""
    if isinstance(sentence, StoredMessage):
        return sentence.to_json()
    return {"message": str(sentence), "values": {}}


def with_messages(release: dict) -> dict:
    """The release with each stored sentence's message written beside it (right after the sentence's field)."""
    out = _beside(release, TOP_SENTENCES, TOP_LISTS)
    if isinstance(out.get("budget"), dict):
        out["budget"] = _beside(out["budget"], BUDGET_SENTENCES, ())
    out["queries"] = [_beside(entry, (), ENTRY_LISTS) for entry in out.get("queries", [])]
    return out


def migrated(release: dict) -> dict:
    """A release of any format as format 13 reads it: one of format 12 or before gets each sentence as its own
    message (its `dpstudio_release` stays the version it was written in)."""
    if release.get("dpstudio_release", 1) >= MESSAGES_SINCE:
        return release
    return with_messages(release)


def sentence_said(data: dict, field: str, language: str = DEFAULT_LANGUAGE) -> str:
    """The sentence `data[field]` in `language`, from the message beside it ("" when there is none)."""
    text = data.get(field, "")
    return stored_said(text, data.get(field + ONE) or message_of(text), language)


def sentences_said(data: dict, field: str, language: str = DEFAULT_LANGUAGE) -> list[str]:
    """The sentences of the list `data[field]` in `language`, each from its message."""
    return [stored_said(text, message, language) for text, message in zip(data.get(field) or [],
                                                                         messages_of(data, field))]


def messages_of(data: dict, field: str) -> list[dict]:
    """The messages of the sentences of the list `data[field]`; without them (a release of format 12 or before)
    each sentence is its own message, as `migrated` reads it."""
    texts, messages = data.get(field) or [], data.get(field + MANY)
    if messages is None or len(messages) != len(texts):  # an older release's, or a list changed by hand
        return [message_of(text) for text in texts]
    return messages


def _beside(data: dict, sentences: tuple, lists: tuple) -> dict:
    written = {name + ONE for name in sentences} | {name + MANY for name in lists}
    out = {}
    for name, value in data.items():
        if name in written:  # written again below, from the sentence as it is now
            continue
        out[name] = value
        if name in sentences:
            out[name + ONE] = message_of(value)
        elif name in lists:
            out[name + MANY] = [message_of(sentence) for sentence in value]
    return out
