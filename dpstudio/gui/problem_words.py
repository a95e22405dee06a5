"""A plan problem's place in the steward's words: "Query 'diagnoses', categories of sex", never the
plan file's path "queries[2] ('diagnoses').categories.sex" (which the CLI shows, for plan files). The words are made
from the place's parts (errors.Problem.place: ("queries", (2, "diagnoses"), "categories", "sex")), never read back
from the path."""
from __future__ import annotations

import re

from PySide6.QtCore import QT_TRANSLATE_NOOP

from ..core.base.errors import Problem, place_text
from ..core.base.words.message import Message, said
from .translation import app_language, translator

_t = translator("ProblemWords")
FIELDS = {
    "epsilon": "ε", "delta": "δ", "bounds": QT_TRANSLATE_NOOP("ProblemWords", "bounds"),
    "column": QT_TRANSLATE_NOOP("ProblemWords", "column"), "columns": QT_TRANSLATE_NOOP("ProblemWords", "columns"),
    "categories": QT_TRANSLATE_NOOP("ProblemWords", "categories"), "bins": QT_TRANSLATE_NOOP("ProblemWords", "bins"),
    "group_by": QT_TRANSLATE_NOOP("ProblemWords", "groups"),
    "mechanism": QT_TRANSLATE_NOOP("ProblemWords", "mechanism"),
    "postprocess": QT_TRANSLATE_NOOP("ProblemWords", "what is done afterwards"),
    "quantile": QT_TRANSLATE_NOOP("ProblemWords", "quantile"),
    "sum_to": QT_TRANSLATE_NOOP("ProblemWords", "cells add up to"),
    "margins": QT_TRANSLATE_NOOP("ProblemWords", "margins"),
    "other": QT_TRANSLATE_NOOP("ProblemWords", "the (other) cell"),
    "where": QT_TRANSLATE_NOOP("ProblemWords", "filter"),
    "id": QT_TRANSLATE_NOOP("ProblemWords", "id"), "kind": QT_TRANSLATE_NOOP("ProblemWords", "kind"),
    "row_count_share": QT_TRANSLATE_NOOP("ProblemWords", "share of ε for the number of answers"),
    "suppress_below": QT_TRANSLATE_NOOP("ProblemWords", "small-cell rule"),
}
PLACES = {
    ("budget", "epsilon"): QT_TRANSLATE_NOOP("ProblemWords", "The total budget's ε"),
    ("budget", "delta"): QT_TRANSLATE_NOOP("ProblemWords", "The total budget's δ"),
    ("budget", "population"): QT_TRANSLATE_NOOP("ProblemWords", "The population size"),
    ("budget", "accounting"): QT_TRANSLATE_NOOP("ProblemWords", "The accounting"),
    ("budget",): QT_TRANSLATE_NOOP("ProblemWords", "The total budget"),
    ("suppress_below",): QT_TRANSLATE_NOOP("ProblemWords", "The small-cell rule"),
    ("privacy_unit", "column"): QT_TRANSLATE_NOOP("ProblemWords", "Who is protected: the person column"),
    ("privacy_unit", "max_rows"): QT_TRANSLATE_NOOP("ProblemWords", "Who is protected: rows per person"),
    ("privacy_unit", "order_by"): QT_TRANSLATE_NOOP("ProblemWords",
                                                    "Who is protected: the order of each person's rows"),
    ("privacy_unit",): QT_TRANSLATE_NOOP("ProblemWords", "Who is protected"),
    ("table",): QT_TRANSLATE_NOOP("ProblemWords", "The table"),
    ("queries",): QT_TRANSLATE_NOOP("ProblemWords", "The queries"),
    ("publisher",): QT_TRANSLATE_NOOP("ProblemWords", "The publisher"),
    ("reading",): QT_TRANSLATE_NOOP("ProblemWords", "How the file is read"),
}
MARKED = (  # for pyside6-lupdate: the texts _t translates
    QT_TRANSLATE_NOOP("ProblemWords", "Query '{name}'"), QT_TRANSLATE_NOOP("ProblemWords", "Query {number}"),
    QT_TRANSLATE_NOOP("ProblemWords", "{place}, {detail}"), QT_TRANSLATE_NOOP("ProblemWords", "Column '{name}'"),
    QT_TRANSLATE_NOOP("ProblemWords", "How column '{name}' is read"),
    QT_TRANSLATE_NOOP("ProblemWords", "{field} {number}"),
    QT_TRANSLATE_NOOP("ProblemWords", "{field} of {column}"), QT_TRANSLATE_NOOP("ProblemWords", "{place}: {problem}"),
    QT_TRANSLATE_NOOP("ProblemWords", "{problem} ({hint})"),
)


def place_in_words(place: tuple) -> str:
    """Where a problem is (errors.Problem.place, the tuple of its parts), as the app's pages name it, in the app's
    language: ("queries", (2, "dx"), "categories", "sex") -> "Query 'dx', categories of sex"."""
    if place in PLACES:
        return _t(PLACES[place])
    head, rest = place[0], place[1:]
    if query_of(place) is not None:
        return query_place_in_words(rest[0], rest[1:])
    if head == "columns" and rest:
        return _t("Column '{name}'").format(name=place_text(rest))
    if head == "reading" and rest[:1] == ("columns",) and rest[1:]:
        return _t("How column '{name}' is read").format(name=place_text(rest[1:]))
    return _t(PLACES[(head,)]) if (head,) in PLACES else place_text(place)


def query_of(place: tuple) -> int | None:
    """The number of the query a place is in (("queries", (2, "dx"), "bounds") -> 2); None outside the queries."""
    if place[0] == "queries" and len(place) > 1 and isinstance(place[1], (int, tuple)):
        return place[1][0] if isinstance(place[1], tuple) else place[1]
    return None


def query_place_in_words(query, rest: tuple) -> str:
    """A place in a query (its index, or its (index, id) pair), then the parts within it."""
    index, name = query if isinstance(query, tuple) else (query, None)
    named = (_t("Query '{name}'").format(name=name) if name else
             _t("Query {number}").format(number=index + 1))
    return _t("{place}, {detail}").format(place=named, detail=_field(rest)) if rest else named


def _words(parts: tuple) -> str:
    """A field in the app's words ("categories", "where": "filter"); a name it does not know, or several parts,
    as the plan file writes them."""
    return _t(FIELDS[parts[0]]) if len(parts) == 1 and parts[0] in FIELDS else place_text(parts)


def _field(rest: tuple) -> str:
    """("categories", "sex") -> "categories of sex"; ("where", 0, "column") -> "filter 1, column"."""
    head, tail = rest[:1], rest[1:]
    if tail and isinstance(tail[0], int):
        words = _t("{field} {number}").format(field=_words(head), number=tail[0] + 1)
        return _t("{place}, {detail}").format(place=words, detail=_words(tail[1:])) if tail[1:] else words
    return _t("{field} of {column}").format(field=_words(head), column=place_text(tail)) if tail else _words(head)


def problem_in_words(problem: Problem) -> str:
    """"Query 'diagnoses', categories of sex: must be a non-empty list of the public categories (list every
    value ...)", all in the app's language: where it is, and the core's message and hint (ProblemMessages, said
    from core/base/words' catalogues, msgctxt "problem"). The Problem itself stays English."""
    return problem_text(problem, _t("{place}: {problem}").format(place=place_in_words(problem.place),
                                                                  problem=_said(problem.message)))


def problem_text(problem: Problem, message: str | None = None) -> str:
    """The problem's message and hint, without its place ("must be [lower, upper] (declare the range ...)"),
    in the app's language: the Queries page says them under the query they belong to."""
    text = _said(problem.message) if message is None else message
    return _t("{problem} ({hint})").format(problem=text, hint=_said(problem.hint)) if problem.hint else text


def _said(text: Message | None) -> str | None:
    """A problem's message or hint (a ProblemMessage: a template and its values) in the app's language."""
    return said(text, app_language())


# A core hint that names the command line's options -> the app's own hint, made from the core hint's values and
# said whole in the app's language (its templates in core/base/words' catalogues). test_app_hints.py finds every
# core hint naming an option: each is here, or in COMMAND_LINE_ONLY (app_hint gives None for it).
APP_HINTS = {
    'Give one, e.g. --reason "approved by the data protection board, 2026-03"':
        lambda: Message("Give the reason when the app asks for it"),
    "Set one first: dpstudio ledger set-budget --data FILE --plan PLAN --epsilon E [--delta D] (in the app: Release "
    "page, Set lifetime budget)":
        lambda: Message("Set one first on the Release page (Lifetime ε, then Set lifetime budget)"),
    'If they are part of {first}, add --population {first} (charged to its lifetime budget; in the app: choose it '
    'under Population on the Release page); if they are a different population, declare it: --new-population '
    '--reason "..."':
        lambda first: Message("If they are part of {first}, choose it in the population list on the Release page "
                              "(charged to its lifetime budget); if they are a different population, tick New "
                              "population and give the reason", first=first),
    "dpstudio ledger show --data FILE --plan PLAN lists them":
        lambda: Message("The population list on the Release page shows them"),
    'e.g. --new-population --reason "a new study; the 2025 cohort is a different consent"':
        lambda: Message("Tick New population on the Release page and give the reason"),
    "give either --population or --new-population": lambda: Message("Choose a population, or tick New population"),
    "leave out --population to charge the population they are":
        lambda: Message("Choose 'Recognised by the ledger' in the population list to charge the population they are"),
    "Restore the ledger from a backup (ask your IT department) and do not release until it is intact; `dpstudio "
    "ledger verify` shows the changed records":
        lambda: Message("Restore the ledger from a backup (ask your IT department) and do not release until it is "
                        "intact"),
    "Check that the folder exists and you may write there, or choose another ledger with --ledger":
        lambda: Message("Check that the folder exists and you may write there, or choose another ledger with File › "
                        "Choose the ledger file…"),
    "Choose the ledger file itself with --ledger, or a new file name":
        lambda: Message("Choose the ledger file itself with File › Choose the ledger file…, or a new file name"),
    "The ledger's folder must be writable and have free space: free some space or ask your IT department, or choose "
    "another ledger with --ledger":
        lambda: Message("The ledger's folder must be writable and have free space: free some space or ask your IT "
                        "department, or choose another ledger with File › Choose the ledger file…"),
    "The workbook's sheets: {sheets}. Choose the one that holds the table (the app asks which; on the command line, "
    "--sheet NAME)":
        lambda sheets: Message("The workbook's sheets: {sheets}. Open the file again and choose the one that holds "
                               "the table", sheets=sheets),
    "Raise --memory-limit (e.g. 2GB), or close other programs and try again":
        lambda: Message("Close other programs and try again"),
    "Read it as {found} (the plan's reading \"encoding\", or --encoding {found}), or save the file as UTF-8":
        lambda found: Message("Open the file again and choose the encoding {found}", found=found),
}
COMMAND_LINE_ONLY = frozenset({  # hints about options the app has no control for, or whose error the app never meets
    "Give one character, such as , or ; (tab: --delimiter tab)",
    "Leave --engine out for a database URL", "add --engine spark, or leave --spark-master out",
    "Check the host name in --spark-master, and this computer's network connection",
    "Check that --spark-master names a running Spark Connect server (its port, 15002 by default) that this computer "
    "may reach",
    "Check that --spark-master names a running cluster with room for dpstudio's application; Spark's own log is in "
    "{log}",
    "Check the port in --spark-master: a Spark master's (7077 by default, not its web page's) or a Spark Connect "
    "server's (15002 by default)",
    "Check that --spark-master names a Spark master (its port, 7077 by default, not its web page's) and that it has "
    "workers free; Spark's own log is in {log}",
    "Leave --engine spark out to read this file on this computer (or add --engine duckdb), or save it as Parquet for "
    "Spark",
    "leave --timeout out, or give the seconds a database statement may run, e.g. --timeout 600",  # the app's box
    # takes whole minutes only
    "leave --memory-limit out, or add --engine duckdb for a file",
    'Give one SELECT statement that reads the rows to release from, e.g. --query "SELECT * FROM admissions WHERE '
    'year = 2024"; or name a table with --table',
    "Check --spark-master (local[*], spark://HOST:7077 or sc://HOST:15002), that the cluster is running, and that "
    "Java 17 is installed for a local master",
    "Run --engine spark from dpstudio installed with pip (python -m pip install 'dpstudio[spark]'), or read the data "
    "from a file or a database",
})
COMMAND_LINE = re.compile(r"(^|\s)--[a-z]|\bdpstudio (ledger|check|release|preview|risk)\b")


def app_hint(hint) -> str | None:
    """The hint in the app's terms and language: the app's own for a core hint that names the command line's
    options, the core's said in the app's language otherwise; None for one that only makes sense on the command
    line."""
    if not hint:
        return hint
    own = APP_HINTS.get(getattr(hint, "template", None))
    if own is not None:
        return own(**hint.values).said(app_language())
    if getattr(hint, "template", None) in COMMAND_LINE_ONLY or COMMAND_LINE.search(str(hint)):
        return None
    return said(hint, app_language())
