"""A plan problem's place in the steward's words: "Query 'diagnoses', categories of sex", never the
plan file's path "queries[2] ('diagnoses').categories.sex" (which the CLI shows, for plan files)."""
from __future__ import annotations

import re

from PySide6.QtCore import QT_TRANSLATE_NOOP

from ..core.errors import Problem
from ..core.words import problem_reworded
from ..core.words.message import said
from .translation import app_language, translator

_t = translator("ProblemWords")
QUERY = re.compile(r"^queries\[(\d+)\](?: \('(?P<id>.*?)'\))?(?:\.(?P<rest>.*))?$")
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
    "budget.epsilon": QT_TRANSLATE_NOOP("ProblemWords", "The total budget's ε"),
    "budget.delta": QT_TRANSLATE_NOOP("ProblemWords", "The total budget's δ"),
    "budget.population": QT_TRANSLATE_NOOP("ProblemWords", "The population size"),
    "budget.accounting": QT_TRANSLATE_NOOP("ProblemWords", "The accounting"),
    "budget": QT_TRANSLATE_NOOP("ProblemWords", "The total budget"),
    "suppress_below": QT_TRANSLATE_NOOP("ProblemWords", "The small-cell rule"),
    "privacy_unit.column": QT_TRANSLATE_NOOP("ProblemWords", "Who is protected: the person column"),
    "privacy_unit.max_rows": QT_TRANSLATE_NOOP("ProblemWords", "Who is protected: rows per person"),
    "privacy_unit.order_by": QT_TRANSLATE_NOOP("ProblemWords", "Who is protected: the order of each person's rows"),
    "privacy_unit": QT_TRANSLATE_NOOP("ProblemWords", "Who is protected"),
    "table": QT_TRANSLATE_NOOP("ProblemWords", "The table"),
    "queries": QT_TRANSLATE_NOOP("ProblemWords", "The queries"),
    "publisher": QT_TRANSLATE_NOOP("ProblemWords", "The publisher"),
    "reading": QT_TRANSLATE_NOOP("ProblemWords", "How the file is read"),
}
MARKED = (  # for pyside6-lupdate: the texts _t translates
    QT_TRANSLATE_NOOP("ProblemWords", "Query '{name}'"), QT_TRANSLATE_NOOP("ProblemWords", "Query {number}"),
    QT_TRANSLATE_NOOP("ProblemWords", "{place}, {detail}"), QT_TRANSLATE_NOOP("ProblemWords", "Column '{name}'"),
    QT_TRANSLATE_NOOP("ProblemWords", "How column '{name}' is read"),
    QT_TRANSLATE_NOOP("ProblemWords", "{field} {number}"),
    QT_TRANSLATE_NOOP("ProblemWords", "{field} of {column}"), QT_TRANSLATE_NOOP("ProblemWords", "{place}: {problem}"),
    QT_TRANSLATE_NOOP("ProblemWords", "{problem} ({hint})"),
)


def place_in_words(where: str) -> str:
    """Where a problem is, as the app's pages name it, in the app's language."""
    if where in PLACES:
        return _t(PLACES[where])
    match = QUERY.match(where)
    if match:
        name = (_t("Query '{name}'").format(name=match["id"]) if match["id"]
                else _t("Query {number}").format(number=int(match[1]) + 1))
        return _t("{place}, {detail}").format(place=name, detail=_field(match["rest"])) if match["rest"] else name
    if where.startswith("columns."):
        return _t("Column '{name}'").format(name=where.removeprefix("columns."))
    if where.startswith("reading.columns."):
        return _t("How column '{name}' is read").format(name=where.removeprefix("reading.columns."))
    head = where.split(".")[0]
    return _t(PLACES[head]) if head in PLACES else where


def _words(field: str) -> str:
    return _t(FIELDS[field]) if field in FIELDS else field


def _field(rest: str) -> str:
    """"categories.sex" -> "categories of sex"; "where[0].column" -> "filter 1, column"."""
    head, _, tail = rest.partition(".")
    indexed = re.match(r"^(\w+)\[(\d+)\]$", head)
    if indexed:
        words = _t("{field} {number}").format(field=_words(indexed[1]), number=int(indexed[2]) + 1)
        return _t("{place}, {detail}").format(place=words, detail=_words(tail)) if tail else words
    return _t("{field} of {column}").format(field=_words(head), column=tail) if tail else _words(head)


def problem_in_words(problem: Problem) -> str:
    """"Query 'diagnoses', categories of sex: must be a non-empty list of the public categories (list every
    value ...)", all in the app's language: where it is, and the core's message and hint (core/words/
    problem_texts.py; one no template matches stays in English). The Problem itself stays English."""
    return problem_text(problem, _t("{place}: {problem}").format(place=place_in_words(problem.where),
                                                                  problem=_reworded(problem.message)))


def problem_text(problem: Problem, message: str | None = None) -> str:
    """The problem's message and hint, without its place ("must be [lower, upper] (declare the range ...)"),
    in the app's language: the Queries page says them under the query they belong to."""
    text = _reworded(problem.message) if message is None else message
    return _t("{problem} ({hint})").format(problem=text, hint=_reworded(problem.hint)) if problem.hint else text


def _reworded(text: str | None) -> str | None:
    return problem_reworded(app_language(), text)


# A hint written for the command line, as the app says it (its controls, not flags). A hint the app says
# whole is in the app's language (WHOLE); the others stay inside the core's English sentence.
WHOLE = (QT_TRANSLATE_NOOP("ProblemWords", "Give the reason when the app asks for it."),
         QT_TRANSLATE_NOOP("ProblemWords", "tick New population on the Release page and give the reason"),
         QT_TRANSLATE_NOOP("ProblemWords", "choose a population, or tick New population"))
APP_HINTS = [
    (re.compile(r"[Gg]ive one, e\.g\. --reason .*"), WHOLE[0]),
    (re.compile(r"add --population (\S+)"), r"choose \1 in the Population list on the Release page"),
    (re.compile(r"e\.g\. --new-population --reason .*"), WHOLE[1]),
    (re.compile(r"leave out --population"), "choose 'Recognised by the ledger' in the Population list"),
    (re.compile(r"give either --population or --new-population"), WHOLE[2]),
    (re.compile(r"with --ledger"), "with File › Choose the ledger file"),
    (re.compile(r" \(the app asks which; on the command line, --sheet NAME\)"), " (open the file again and choose it)"),
]
COMMAND_LINE = re.compile(r"(^|\s)--[a-z]|\bdpstudio (ledger|check|release|preview|risk)\b")


def app_hint(hint: str | None) -> str | None:
    """The hint in the app's terms; None for one that only makes sense on the command line."""
    if not hint:
        return hint
    english = str(hint)
    for pattern, words in APP_HINTS:
        english = pattern.sub(words, english)
    if english in WHOLE:
        return _t(english)
    if COMMAND_LINE.search(english):
        return None
    return said(hint, app_language()) if english == str(hint) else english
