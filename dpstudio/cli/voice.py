"""What the command line says to a person, in the run's language (issue 32).

The language is `--language` (en, de, zh, el), else DPSTUDIO_LANGUAGE, else the terminal's locale
(LC_ALL, LC_MESSAGES, LANG: the first one set), else English. Errors, notes and results are
Messages (their templates in words/locale/), said in it with their figures in its marks; the help
and argparse's own words too (parser.py, help.py). What a program reads stays English: the --json
output, release.json.
"""
from __future__ import annotations

import sys

from ..core.base.languages import chosen_language, terminal_locale
from ..core.base.words.message import Message, said


def run_language(option: str | None, environ=None) -> str:
    """The language of this run: the --language given, else DPSTUDIO_LANGUAGE, else the locale, else English."""
    return option or chosen_language(None, terminal_locale(environ), environ)


class Voice:
    """Says Messages in one language: `tell` to stderr (notes, warnings, errors), `out` to stdout (results).
    A plain string is printed as it is (a table or text already in the language, a library's words)."""

    def __init__(self, language: str):
        self.language = language

    def words(self, text) -> str:
        return text.said(self.language) if isinstance(text, Message) else str(text)

    def said(self, text) -> str:
        """A sentence of the core (a Message, a plan problem, a release's stored sentence) in the language."""
        return said(text, self.language)

    def tell(self, text) -> None:
        print(self.words(text), file=sys.stderr)

    def out(self, text) -> None:
        print(self.words(text))
