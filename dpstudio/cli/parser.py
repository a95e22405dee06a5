"""The command line's commands and options (`dpstudio --help`), their help said in the run's language.

Each help text is a Message (its translations in core/base/words/locale/), said when the parser is
built; argparse's own words ("usage:", "options") are help.argparse_speaking's. The option names,
metavars and choices are what a person types, the same in every language. Each command names the function
that runs it (`run`, one of main.py's run_* by its name), so this module needs nothing from main.py.
"""
from __future__ import annotations

import argparse
import sys

from .help import HelpFormatter
from .sources import add_source_options
from ..core.base.languages import DEFAULT_LANGUAGE, LANGUAGES
from ..core.ledger.lifetime_delta import DEFAULT_LIFETIME_DELTA
from ..core.base.words.message import Message


class _Version(argparse.Action):
    """--version: the installed package's version, read from its metadata (importlib.metadata, some 50 ms)
    only when asked, not by every command."""

    def __init__(self, option_strings, dest=argparse.SUPPRESS, default=argparse.SUPPRESS, help=None):
        super().__init__(option_strings, dest=dest, default=default, nargs=0, help=help)

    def __call__(self, parser, namespace, values, option_string=None):
        # start-up: the package's metadata only when the version is asked for
        from ..version import __version__

        print(f"dpstudio {__version__}", file=sys.stdout)
        parser.exit()


def build_parser(language: str = DEFAULT_LANGUAGE) -> argparse.ArgumentParser:
    said = _sayer(language)
    parser = argparse.ArgumentParser(
        prog="dpstudio", formatter_class=HelpFormatter,
        description=said(Message("Publish statistics about patients under differential privacy.")))
    parser.add_argument("--version", action=_Version, help=said(Message("show program's version number and exit")))
    parser.add_argument("--self-test", action="store_true", help=said(Message(
        "open the app offscreen, release the sample into a temporary folder, check it, exit")))
    _language_option(parser, said, top=True)
    commands = parser.add_subparsers(dest="command", metavar="COMMAND")
    command = lambda name, words: commands.add_parser(name, help=said(words), formatter_class=HelpFormatter)  # noqa: E731
    _release(command("release", Message("run a release plan on a table and write the release")), said, language)
    _check(command("check", Message("check a plan (and, with --data, that it fits the table)")), said, language)
    _preview(command("preview", Message("the expected error of every query, before spending anything")), said,
             language)
    _ledger(command("ledger", Message("the record of every release and each dataset's lifetime budget")), said,
            language)
    _verify(command("verify", Message("check that a release folder is what was published: its files, its "
                                      "signature, and the ledger's record of it")), said)
    _risk(command("risk", Message("how re-identifiable the raw table is (for your eyes only)")), said, language)
    return parser


def _sayer(language: str):
    return lambda message: message.said(language)


def _release(release, said, language) -> None:
    release.add_argument("plan", metavar="PLAN.json", help=said(Message("the release plan")))
    _data_options(release, language)
    release.add_argument("--out", required=True, metavar="DIR", help=said(Message("a new folder for the release files")))
    release.add_argument("--publisher", metavar="NAME", help=said(Message(
        "who publishes, as the report should show it (e.g. an organisation); overrides the plan's publisher. Without "
        "one the report names no one")))
    _language_option(release, said, Message("; the report is written in it too, and the language recorded in "
                                            "release.json, whose fields stay English"))
    _ledger_option(release, said)
    _population_option(release, said)
    release.set_defaults(run="release")


def _check(check, said, language) -> None:
    check.add_argument("plan", metavar="PLAN.json")
    _data_options(check, language, required=False)
    check.add_argument("--write-schema", action="store_true", help=said(Message(
        "save how --data is read (its reading schema) into the plan file, if it has none")))
    _language_option(check, said)
    check.set_defaults(run="check")


def _preview(preview, said, language) -> None:
    preview.add_argument("plan", metavar="PLAN.json")
    _data_options(preview, language)
    preview.add_argument("--confidence", type=float, default=0.95,
                         help=said(Message("the interval's level (default 0.95)")))
    preview.add_argument("--json", action="store_true", help=said(Message("print the figures as JSON")))
    _language_option(preview, said)
    preview.set_defaults(run="preview")


def _ledger(ledger, said, language) -> None:
    actions = ledger.add_subparsers(dest="action", metavar="ACTION", required=True)
    action = lambda name, words: actions.add_parser(name, help=said(words), formatter_class=HelpFormatter)  # noqa: E731
    set_budget = action("set-budget", Message("set the lifetime budget of a population (a table's people)"))
    _data_options(set_budget, language)
    _unit_options(set_budget, said)
    set_budget.add_argument("--epsilon", required=True, type=float, help=said(Message(
        "the lifetime epsilon: the most all releases of these people may spend together")))
    set_budget.add_argument("--delta", type=float, default=DEFAULT_LIFETIME_DELTA, help=said(Message(
        "the lifetime delta: the most delta all releases of these people may spend together (default: {default}, as "
        "in the app; only Gaussian noise spends delta; 0 for Laplace-only releases)",
        default=f"{DEFAULT_LIFETIME_DELTA:g}")))
    set_budget.add_argument("--reason", help=said(Message(
        "why (required to raise a budget; giving it is the confirmation); recorded in the ledger")))
    set_budget.add_argument("--new-population", action="store_true", help=said(Message(
        "declare these people a different population from the one they match (needs --reason, which is recorded)")))
    show = action("show", Message("list a population's releases, budget changes and what remains"))
    _data_options(show, language)
    _unit_options(show, said)
    populations = action("populations", Message("list every population of the ledger, each with its budget, what "
                                                "is spent and left, and its releases (no table needed)"))
    verify = action("verify", Message("check that no ledger record was changed or removed, and that every release "
                                      "folder it recorded is as it was delivered"))
    verify.add_argument("--head", metavar="ID:N:HASH", help=said(Message(
        "a head that `ledger verify` printed earlier and you wrote down elsewhere: check that the ledger still holds "
        "it")))
    public_key = action("public-key", Message("the data office's public key, which recipients check its releases "
                                              "with (made on first use)"))
    public_key.add_argument("--out", metavar="FILE",
                            help=said(Message("write it to this new file (default: print it)")))
    for sub in (set_budget, show, populations, verify, public_key):
        _ledger_option(sub, said)
        _language_option(sub, said)
    for sub in (set_budget, show):
        _population_option(sub, said)
    ledger.set_defaults(run="ledger")


def _verify(verify, said) -> None:
    verify.add_argument("bundle", metavar="FOLDER", help=said(Message(
        "the release's folder (the one holding SHA256SUMS)")))
    verify.add_argument("--key", metavar="PUBLIC_KEY_FILE", help=said(Message(
        "the data office's public key, as you got it from the office: the release must be signed with it (without "
        "it, the key in the folder's public-key.pem is used, and its fingerprint printed)")))
    verify.add_argument("--ledger", metavar="FILE", help=said(Message(
        "check against this ledger's record of the release too (default: $DPSTUDIO_LEDGER or ledger.sqlite in your "
        "data folder, if there is one)")))
    _language_option(verify, said)
    verify.set_defaults(run="verify")


def _risk(risk, said, language) -> None:
    _data_options(risk, language)
    risk.add_argument("--qi", required=True, metavar="COL,COL,...", help=said(Message("the quasi-identifiers")))
    risk.add_argument("--sensitive", default="", metavar="COL,...",
                      help=said(Message("sensitive columns for l-diversity")))
    risk.add_argument("--threshold", type=float, default=0.2, help=said(Message(
        "count records whose risk (1 / class size) is above this (default 0.2)")))
    risk.add_argument("--person", metavar="COLUMN", help=said(Message(
        "count people, not rows: the column that identifies a person (rows without an id are left out)")))
    risk.add_argument("--order-by", metavar="COLUMN", help=said(Message(
        "with --person-rule first or last: the column ordering each person's rows (missing values last; without it, "
        "file order)")))
    risk.add_argument("--person-rule", choices=("set", "first", "last"), default="set", help=said(Message(
        "with --person: read a person's quasi-identifiers as the set of the combinations on all their rows (set, the "
        "default and the stricter), or as those on their first or last row")))
    risk.add_argument("--json", action="store_true", help=said(Message("print the figures as JSON")))
    _language_option(risk, said)
    risk.set_defaults(run="risk")


def _data_options(parser, language: str, required: bool = True) -> None:
    add_source_options(parser, language, required)


def _unit_options(parser, said) -> None:
    unit = parser.add_mutually_exclusive_group()
    unit.add_argument("--plan", metavar="PLAN.json",
                      help=said(Message("take the privacy unit (whose people) from this plan")))
    unit.add_argument("--person-column", metavar="NAME", help=said(Message("the column that identifies a person")))


def _language_option(parser, said, more: Message | str = "", top: bool = False) -> None:
    languages = ", ".join(f"{code} ({name})" for code, name in LANGUAGES.items())
    parser.add_argument("--language", choices=sorted(LANGUAGES), default=argparse.SUPPRESS if top else None,
                        help=said(Message(
                            "the language of what dpstudio says here (results, notes, errors, this help): "
                            "{languages}{more} (default: $DPSTUDIO_LANGUAGE, else the locale: $LC_ALL, $LC_MESSAGES "
                            "or $LANG, else en). --json output stays English", languages=languages, more=more)))


def _ledger_option(parser, said) -> None:
    parser.add_argument("--ledger", metavar="FILE", help=said(Message(
        "the ledger file (default: $DPSTUDIO_LEDGER or ledger.sqlite in your data folder)")))


def _population_option(parser, said) -> None:
    parser.add_argument("--population", metavar="ID", help=said(Message(
        "declare the table's people part of this known population (its id, or the start of it; see ledger show): "
        "charged to its lifetime budget, and recorded")))
