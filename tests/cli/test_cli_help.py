"""The command line's help and argparse's own words in the run's language (issue 32): `dpstudio --language de
release --help` is German through and through (dpstudio's help texts, and argparse's "usage:", "options", its
errors), the same in Chinese and Greek; English as it always was; argparse given back its own words after."""
import argparse
import inspect
import os
import re
import subprocess
import sys
import unicodedata

import pytest

from dpstudio.cli.help import ARGPARSE_WORDS, argparse_speaking, language_on_the_line
from dpstudio.cli.parser import build_parser

LOCALE = ("LC_ALL", "LC_MESSAGES", "LANG", "DPSTUDIO_LANGUAGE")
ARGPARSES_OWN = ("usage:", "positional arguments", "options:", "show this help message and exit")
COMMANDS = [["release"], ["check"], ["preview"], ["risk"], ["ledger"], ["ledger", "set-budget"], ["ledger", "show"],
            ["ledger", "verify"], []]


def run(*args, **environ):
    env = {k: v for k, v in os.environ.items() if k not in LOCALE}
    return subprocess.run([sys.executable, "-m", "dpstudio", *map(str, args)], capture_output=True, text=True,
                          env={**env, "COLUMNS": "80", **environ}, timeout=120)


def english_help_texts(command: list[str]) -> list[str]:
    """The English help of every option and command the (sub)command shows, one line each."""
    parser = build_parser("en")
    for name in command:
        parser = next(a for a in parser._actions if isinstance(a, argparse._SubParsersAction)).choices[name]
    texts = [parser.description or ""]
    for action in parser._actions:
        texts.append(action.help or "")
        if isinstance(action, argparse._SubParsersAction):
            texts += [choice.help for choice in action._choices_actions]
    return [" ".join(text.replace("%%", "%").split()) for text in texts if text]


def one_line(text: str) -> str:
    return " ".join(text.split())


@pytest.mark.parametrize("language", ["de", "zh", "el"])
@pytest.mark.parametrize("command", COMMANDS, ids=lambda c: " ".join(c) or "dpstudio")
def test_the_help_is_in_the_language_with_no_english_sentence_left(command, language):
    done = run("--language", language, *command, "--help")
    assert done.returncode == 0, done.stderr
    shown = one_line(done.stdout)
    english = english_help_texts(command)
    assert len(english) >= 3
    left = [text for text in english if len(text) > 20 and text[:30] in shown]  # a long text, wrapped anywhere
    assert left == [] and not any(word in done.stdout for word in ARGPARSES_OWN), (left, done.stdout)
    usage = {"de": "Aufruf: dpstudio", "zh": "用法：dpstudio", "el": "χρήση: dpstudio"}[language]
    options = {"de": "\nOptionen:\n", "zh": "\n选项:\n", "el": "\nεπιλογές:\n"}[language]
    assert done.stdout.startswith(usage) and options in done.stdout


def test_release_help_in_german_says_each_option_in_german():
    shown = one_line(run("--language", "de", "release", "--help").stdout)
    for said in ("PLAN.json der Veröffentlichungsplan", "-h, --help diese Hilfe zeigen und beenden",
                 "--out DIR ein neuer Ordner für die Dateien der Veröffentlichung",
                 "(Vorgabe: 80 % des Arbeitsspeichers dieses Computers)", "Die Ausgabe von --json bleibt englisch"):
        assert said in shown, said


def test_english_is_as_it_was():
    done = run("release", "--help")
    assert done.stdout.startswith("usage: dpstudio release [-h] [--data FILE|URL]")
    shown = one_line(done.stdout)
    for said in ("positional arguments: PLAN.json the release plan", "options: -h, --help show this help message "
                 "and exit", "--out DIR a new folder for the release files", "(default: 80% of this computer's memory)"):
        assert said in shown, said
    assert "--version show program's version number and exit" in one_line(run("--help").stdout)


def test_the_language_comes_from_the_environment_when_the_line_has_none():
    assert run("check", "--help", LANG="el_GR.UTF-8").stdout.startswith("χρήση: dpstudio check")
    assert run("check", "--help", DPSTUDIO_LANGUAGE="zh", LANG="de_DE.UTF-8").stdout.startswith("用法：dpstudio check")
    assert run("check", "--help", LANG="C").stdout.startswith("usage: dpstudio check")


@pytest.mark.parametrize("language, said", [
    ("de", "dpstudio release: Fehler: die folgenden Argumente sind erforderlich: --out\n"),
    ("zh", "dpstudio release：错误：缺少以下必需的参数：--out\n"),
    ("el", "dpstudio release: σφάλμα: απαιτούνται τα εξής ορίσματα: --out\n")])
def test_argparses_own_error_is_in_the_language(language, said, tmp_path):
    done = run("release", tmp_path / "plan.json", "--language", language)
    assert done.returncode == 2 and done.stderr.endswith(said), done.stderr
    invalid = run("--language", language, "preview", "plan.json", "--confidence", "high")
    assert invalid.returncode == 2 and "'high'" in invalid.stderr and "invalid" not in invalid.stderr, invalid.stderr


def test_a_chinese_help_fits_the_terminal_by_its_width():
    """A Chinese character takes two columns: the help's lines stay within the 80 the terminal has."""
    done = run("--language", "zh", "ledger", "set-budget", "--help")
    body = done.stdout.split("\n\n", 1)[1]  # after the usage
    width = lambda line: sum(2 if unicodedata.east_asian_width(c) in "WF" else 1 for c in line)  # noqa: E731
    assert max(map(width, body.splitlines())) <= 80, body
    assert not any(line.lstrip().startswith(("，", "。", "；", "）")) for line in body.splitlines())


@pytest.mark.parametrize("argv, language", [
    (["release", "plan.json", "--language", "de"], "de"), (["--language=zh", "check", "p"], "zh"),
    (["--lang", "el", "risk"], "el"), (["check", "--language", "de", "--language", "zh"], "zh"),
    (["check", "--language", "xx"], "en"), (["check", "--", "--language", "de"], "en"), (["check", "--language"], "en"),
])
def test_the_language_on_the_line_is_read_as_argparse_reads_it(argv, language):
    assert language_on_the_line(argv, environ={}) == language


def test_argparse_gets_its_own_words_back(capsys):
    from dpstudio.cli.main import main

    own = (argparse._, argparse.ngettext)
    with pytest.raises(SystemExit):
        main(["--language", "de", "check", "plan.json", "--engine", "nothing"])
    assert "Fehler: Argument --engine: ungültige Auswahl: 'nothing'" in capsys.readouterr().err
    assert (argparse._, argparse.ngettext) == own
    with pytest.raises(SystemExit), argparse_speaking("el"):
        argparse.ArgumentParser(prog="x").parse_args(["--nothing"])
    assert (argparse._, argparse.ngettext) == own


def test_argparses_words_are_the_ones_this_python_says_and_each_is_translated():
    source = inspect.getsource(argparse)
    for words in ("usage: ", "positional arguments", "options", "show this help message and exit",
                  "%(prog)s: error: %(message)s\\n", "the following arguments are required: %s",
                  "invalid choice: %(value)r (choose from %(choices)s)", "unrecognized arguments: %s",
                  "argument %(argument_name)s: %(message)s", "expected one argument"):
        assert f"_('{words}')" in source or f'_("{words}")' in source, words
        assert words.replace("\\n", "\n") in ARGPARSE_WORDS
    marks = re.compile(r"%(?:\(\w+\))?[sr]")
    for english, translated in ARGPARSE_WORDS.items():
        for language in ("de", "zh", "el"):
            forms = translated[language] if isinstance(translated[language], tuple) else (translated[language],)
            assert all(sorted(marks.findall(form)) == sorted(marks.findall(english)) for form in forms), english
