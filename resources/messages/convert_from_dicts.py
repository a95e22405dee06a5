"""One-off: write the catalogues of dpstudio/core/words (Python dicts until issue 45) as gettext .po files.

Run once from the repository's root, before the dict modules were deleted:

    python resources/messages/convert_from_dicts.py

It writes dpstudio/core/words/locale/<de|zh|el>/LC_MESSAGES/dpstudio.po, then reads each file back with Babel
and checks that every text came back exactly as the dicts hold it. Each family of texts keeps its own
msgctxt, as the lookups that read it (words/catalogue.py) need: none for a Message's template, "report" for
the report's words (say), "stored" for a sentence release.json stores (reworded), "problem" for a plan problem's
template (problem_reworded); "counted" for a Message whose English one-form is another Message's whole
template ("the table has no column {columns}"). A Message with plural forms is msgid (its English one-form, found in the code's
counted(...) call) and msgid_plural (its template, the catalogue's key).
"""
from __future__ import annotations

import ast
import io
import sys
from datetime import datetime, timezone
from pathlib import Path

from babel import Locale
from babel.messages.catalog import Catalog
from babel.messages.pofile import read_po, write_po

ROOT = Path(__file__).resolve().parents[2]
sys.path.insert(0, str(ROOT))

from dpstudio.core.words import all_texts, problem_texts, release_sentences  # noqa: E402
from dpstudio.core.words.message_texts import all_messages  # noqa: E402

LANGUAGES = ("de", "zh", "el")
WRITTEN = datetime(2026, 12, 7, tzinfo=timezone.utc)
HEADER = """\
# dpstudio's words in {language}: the core's messages, the report's words, the sentences release.json
# stores and a plan's problems (msgctxt none, "report", "stored", "problem"). See docs/translating.md."""
PLURAL_MEANING = "counted"  # a Message's msgctxt where its English one-form is also another Message's template
LOCALE = ROOT / "dpstudio" / "core" / "words" / "locale"


def english_one_forms() -> dict[str, str]:
    """Each plural template (counted's `other`) -> its English one-form, from the code's counted(...) calls."""
    ones: dict[str, str] = {}
    for path in sorted((ROOT / "dpstudio").rglob("*.py")):
        for node in ast.walk(ast.parse(path.read_text(encoding="utf-8"))):
            if not (isinstance(node, ast.Call) and getattr(node.func, "id", getattr(node.func, "attr", None))
                    == "counted"):
                continue
            texts = [a.value for a in node.args if isinstance(a, ast.Constant) and isinstance(a.value, str)]
            if len(texts) == 3:
                one, other = texts[1], texts[2]
                if ones.setdefault(other, one) != one:
                    raise SystemExit(f"two English one-forms for {other!r}")
    return ones


def families() -> list[tuple[str | None, dict]]:
    """(msgctxt, English -> {language: translation}) of each family, in the order the .po lists them."""
    stored = release_sentences.TEXTS
    report = {english: words for english, words in all_texts().items() if english not in stored}
    return [(None, all_messages()), ("report", report), ("stored", stored), ("problem", problem_texts.TEXTS)]


def catalogue(language: str, ones: dict[str, str]) -> Catalog:
    made = Catalog(locale=language, domain="dpstudio", project="dpstudio", version="0.1.0", fuzzy=False,
                   charset="utf-8", header_comment=HEADER.format(language=Locale.parse(language).english_name),
                   creation_date=WRITTEN, revision_date=WRITTEN, last_translator="dpstudio",
                   language_team=f"{Locale.parse(language).english_name} <dpstudio>")
    singles = {(context, english) for context, texts in families() for english in texts}
    for context, texts in families():
        for english, words in texts.items():
            translated = words[language]
            if isinstance(translated, tuple) or english in ones:
                forms = translated if isinstance(translated, tuple) else (translated,)
                one = ones.get(english, english)
                meaning = PLURAL_MEANING if one != english and (context, one) in singles else context  # one-form = another's msgid
                made.add((one, english), forms, context=meaning)
            else:
                made.add(english, translated, context=context)
    return made


def check(path: Path, language: str, ones: dict[str, str]) -> None:
    """The file read back holds every text as the dicts do."""
    with path.open("rb") as file:
        back = read_po(file, locale=language)
    read = {}
    for message in back:
        if not message.id:
            continue
        key = message.id[1] if isinstance(message.id, tuple) else message.id
        value = tuple(message.string) if isinstance(message.id, tuple) else message.string
        if isinstance(value, tuple) and len(value) == 1:
            value = value[0]
        read[(None if message.context == PLURAL_MEANING else message.context, key)] = value
    wanted = {(context, english): words[language] for context, texts in families() for english, words in texts.items()}
    assert read == wanted, sorted(set(read.items()) ^ set(wanted.items()))[:5]


def main() -> None:
    ones = english_one_forms()
    for language in LANGUAGES:
        path = LOCALE / language / "LC_MESSAGES" / "dpstudio.po"
        path.parent.mkdir(parents=True, exist_ok=True)
        buffer = io.BytesIO()
        write_po(buffer, catalogue(language, ones), width=116, no_location=True, omit_header=False)
        path.write_bytes(b"".join(line for line in buffer.getvalue().splitlines(keepends=True)
                                  if not line.startswith(b'"Report-Msgid-Bugs-To:')))
        check(path, language, ones)
        print(f"{path.relative_to(ROOT)}: {len(catalogue(language, ones))} texts")


if __name__ == "__main__":
    main()
