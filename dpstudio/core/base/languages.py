"""The languages dpstudio speaks, and which one a run uses (issue 18).

`DPSTUDIO_LANGUAGE` (en, de, zh, el) forces the language, for tests and screenshots; otherwise the
steward's choice (the app's Language menu), else the system's locale, else English. The command line
takes the steward's choice from `--language`, which wins over DPSTUDIO_LANGUAGE (the more particular
word), and the locale from the environment (`terminal_locale`). A language is
named in its own words in the menu: a steward who cannot read the current one still finds theirs.
"""
from __future__ import annotations

import os

LANGUAGES = {"en": "English", "de": "Deutsch", "zh": "中文", "el": "Ελληνικά"}
DEFAULT_LANGUAGE = "en"


def normalized(code) -> str | None:
    """"de_DE.UTF-8", "zh-Hans", "el" -> "de", "zh", "el"; None for a language dpstudio does not speak."""
    if not code:
        return None
    head = str(code).strip().replace("-", "_").split(".")[0].split("_")[0].lower()
    return head if head in LANGUAGES else None


def chosen_language(explicit=None, system=None, environ=None) -> str:
    """The language of this run: DPSTUDIO_LANGUAGE, else `explicit` (the steward's), else `system`, else English."""
    environ = os.environ if environ is None else environ
    for candidate in (environ.get("DPSTUDIO_LANGUAGE"), explicit, system):
        language = normalized(candidate)
        if language:
            return language
    return DEFAULT_LANGUAGE


LOCALE_VARIABLES = ("LC_ALL", "LC_MESSAGES", "LANG")  # POSIX's order: the first one set decides


def terminal_locale(environ=None) -> str | None:
    """The locale a terminal's messages follow: the first of LC_ALL, LC_MESSAGES, LANG that is set ("C" or
    "fr_FR.UTF-8" too, which dpstudio does not speak: then English, not a later variable's language)."""
    environ = os.environ if environ is None else environ
    return next((environ[name] for name in LOCALE_VARIABLES if environ.get(name)), None)
