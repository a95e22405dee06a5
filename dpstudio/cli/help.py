"""The command line's help and argparse's own words in the run's language (issue 32).

dpstudio's help texts are Messages, said when the parser is built (parser.py), so the language must be
known before argparse reads the line: `--language` anywhere on it (as argparse would take it: the last one,
`--language de` or `--language=de`, or a prefix argparse accepts such as `--lang`), else DPSTUDIO_LANGUAGE,
else the locale (voice.run_language).

argparse writes its own words ("usage:", "options", "the following arguments are required: %s") through
gettext, calling the module's `_` and `ngettext` as it formats them (Python 3.11 to 3.13 alike).
`argparse_speaking(language)` lends argparse those two functions, answering from ARGPARSE_WORDS, while the
parser is built and used, and gives argparse back its own afterwards; a word argparse says that is not here
(one a later Python adds) stays English. tests/cli/test_cli_help.py checks that the words here are the ones
the running Python's argparse says.
"""
from __future__ import annotations

import argparse
import re
import unicodedata
from contextlib import contextmanager

from .voice import run_language
from ..core.base.languages import DEFAULT_LANGUAGE, LANGUAGES

ARGPARSE_WORDS = {
    "usage: ": {"de": "Aufruf: ", "zh": "用法：", "el": "χρήση: "},
    "positional arguments": {"de": "Positionsargumente", "zh": "位置参数", "el": "ορίσματα θέσης"},
    "options": {"de": "Optionen", "zh": "选项", "el": "επιλογές"},
    "show this help message and exit": {"de": "diese Hilfe zeigen und beenden", "zh": "显示此帮助信息并退出",
                                        "el": "εμφάνιση αυτής της βοήθειας και έξοδος"},
    "%(prog)s: error: %(message)s\n": {"de": "%(prog)s: Fehler: %(message)s\n", "zh": "%(prog)s：错误：%(message)s\n",
                                       "el": "%(prog)s: σφάλμα: %(message)s\n"},
    "the following arguments are required: %s": {
        "de": "die folgenden Argumente sind erforderlich: %s", "zh": "缺少以下必需的参数：%s",
        "el": "απαιτούνται τα εξής ορίσματα: %s"},
    "one of the arguments %s is required": {
        "de": "eines der Argumente %s ist erforderlich", "zh": "必须给出参数 %s 之一",
        "el": "απαιτείται ένα από τα ορίσματα %s"},
    "unrecognized arguments: %s": {"de": "unbekannte Argumente: %s", "zh": "无法识别的参数：%s",
                                   "el": "άγνωστα ορίσματα: %s"},
    "argument %(argument_name)s: %(message)s": {
        "de": "Argument %(argument_name)s: %(message)s", "zh": "参数 %(argument_name)s：%(message)s",
        "el": "όρισμα %(argument_name)s: %(message)s"},
    "invalid choice: %(value)r (choose from %(choices)s)": {
        "de": "ungültige Auswahl: %(value)r (wählen Sie aus %(choices)s)", "zh": "无效的选择：%(value)r（可选：%(choices)s）",
        "el": "μη έγκυρη επιλογή: %(value)r (επιλέξτε από %(choices)s)"},
    "invalid %(type)s value: %(value)r": {
        "de": "ungültiger Wert für %(type)s: %(value)r", "zh": "无效的 %(type)s 值：%(value)r",
        "el": "μη έγκυρη τιμή %(type)s: %(value)r"},
    "expected one argument": {"de": "erwartet ein Argument", "zh": "需要一个参数", "el": "αναμένεται ένα όρισμα"},
    "expected at most one argument": {"de": "erwartet höchstens ein Argument", "zh": "最多需要一个参数",
                                      "el": "αναμένεται το πολύ ένα όρισμα"},
    "expected at least one argument": {"de": "erwartet mindestens ein Argument", "zh": "至少需要一个参数",
                                       "el": "αναμένεται τουλάχιστον ένα όρισμα"},
    "expected %s arguments": {"de": ("erwartet %s Argument", "erwartet %s Argumente"), "zh": "需要 %s 个参数",
                              "el": ("αναμένεται %s όρισμα", "αναμένονται %s ορίσματα")},
    "ambiguous option: %(option)s could match %(matches)s": {
        "de": "mehrdeutige Option: %(option)s könnte %(matches)s sein", "zh": "有歧义的选项：%(option)s 可能是 %(matches)s",
        "el": "αμφίσημη επιλογή: το %(option)s μπορεί να είναι %(matches)s"},
    "not allowed with argument %s": {"de": "nicht zusammen mit Argument %s erlaubt", "zh": "不能与参数 %s 一起使用",
                                     "el": "δεν επιτρέπεται μαζί με το όρισμα %s"},
    "ignored explicit argument %r": {"de": "ausdrückliches Argument %r ignoriert", "zh": "已忽略显式给出的参数 %r",
                                     "el": "αγνοήθηκε το ρητό όρισμα %r"},
    "can't open '%(filename)s': %(error)s": {
        "de": "'%(filename)s' kann nicht geöffnet werden: %(error)s", "zh": "无法打开 '%(filename)s'：%(error)s",
        "el": "δεν είναι δυνατό να ανοίξει το '%(filename)s': %(error)s"},
}


def language_on_the_line(argv: list[str], environ=None) -> str:
    """The run's language: the last --language on the line (argv) that dpstudio speaks, else DPSTUDIO_LANGUAGE,
    else the locale, else English."""
    given = None
    for at, word in enumerate(argv):
        if word == "--":  # what follows is no option
            break
        name, equals, value = word.partition("=")
        if len(name) >= len("--la") and "--language".startswith(name):  # argparse takes a unique prefix too
            given = value if equals else (argv[at + 1] if at + 1 < len(argv) else None)
    return run_language(given if given in LANGUAGES else None, environ)


@contextmanager
def argparse_speaking(language: str):
    """argparse's own words in `language` while the block runs (building, parsing, printing help or an error)."""
    if language == DEFAULT_LANGUAGE:
        yield
        return
    own = {name: getattr(argparse, name) for name in ("_", "ngettext") if hasattr(argparse, name)}
    argparse._ = lambda text: _said(text, language)
    argparse.ngettext = lambda one, other, count: _said_counted(one, other, count, language)
    try:
        yield
    finally:
        for name, function in own.items():
            setattr(argparse, name, function)


def _said(text: str, language: str) -> str:
    translated = ARGPARSE_WORDS.get(text, {}).get(language, text)
    return translated if isinstance(translated, str) else translated[1]


def _said_counted(one: str, other: str, count, language: str) -> str:
    # start-up: babel's locale data only when help is written in a language
    from babel import Locale

    translated = ARGPARSE_WORDS.get(other, {}).get(language)
    if translated is None:
        return one if count == 1 else other
    if isinstance(translated, str):
        return translated
    return translated[0] if Locale.parse(language).plural_form(abs(count)) == "one" else translated[1]


CLOSING = "，。；：、）」』！？…"
WIDE = re.compile(rf"[\u2e80-\u9fff\uf900-\ufaff\uff00-\uffef][{CLOSING}]*")


class HelpFormatter(argparse.HelpFormatter):
    """argparse's formatter, wrapping a help text that holds Chinese by its width on the terminal (a Chinese
    character takes two columns, and a line may break between any two of them, never before a closing mark),
    and lining the usage's later lines up under its first after a Chinese "用法：" (argparse counts characters)."""

    def _format_usage(self, usage, actions, groups, prefix):
        text = super()._format_usage(usage, actions, groups, prefix)
        said = argparse._("usage: ") if prefix is None else prefix
        wider = _columns(said) - len(said)
        if wider <= 0:
            return text
        first, *rest = text.split("\n")
        return "\n".join([first, *(" " * wider + line if line.startswith(" ") else line for line in rest)])

    def _split_lines(self, text, width):
        if not WIDE.search(text):
            return super()._split_lines(text, width)
        pieces = []
        for piece in re.findall(WIDE.pattern + r"|[^\s\u2e80-\u9fff\uf900-\ufaff\uff00-\uffef]+\s*|\s+",
                                " ".join(text.split())):
            if pieces and piece[0] in CLOSING:  # a closing mark stays with what it closes
                pieces[-1] += piece
            else:
                pieces.append(piece)
        lines, line = [], ""
        for piece in pieces:
            if line and _columns(line + piece.rstrip()) > width:
                lines.append(line.rstrip())
                line = piece.lstrip()
            else:
                line += piece
        return lines + [line.rstrip()] if line.strip() else lines


def _columns(text: str) -> int:
    return sum(2 if unicodedata.east_asian_width(c) in "WF" else 1 for c in text)
