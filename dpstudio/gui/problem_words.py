"""A plan problem's place in the steward's words: "Query 'diagnoses', categories of sex", never the
plan file's path "queries[2] ('diagnoses').categories.sex" (which the CLI shows, for plan files)."""
from __future__ import annotations

import re

from ..core.errors import Problem

QUERY = re.compile(r"^queries\[(\d+)\](?: \('(?P<id>.*?)'\))?(?:\.(?P<rest>.*))?$")
FIELDS = {
    "epsilon": "ε", "delta": "δ", "bounds": "bounds", "column": "column", "columns": "columns",
    "categories": "categories", "bins": "bins", "group_by": "groups", "mechanism": "mechanism",
    "postprocess": "what is done afterwards", "quantile": "quantile", "sum_to": "cells add up to",
    "margins": "margins", "other": "the (other) cell", "where": "filter", "id": "id", "kind": "kind",
    "row_count_share": "share of ε for the number of answers", "suppress_below": "small-cell rule",
}
PLACES = {
    "budget.epsilon": "The total budget's ε", "budget.delta": "The total budget's δ",
    "budget.population": "The population size", "budget.accounting": "The accounting",
    "budget": "The total budget", "suppress_below": "The small-cell rule",
    "privacy_unit.column": "Who is protected: the person column",
    "privacy_unit.max_rows": "Who is protected: rows per person",
    "privacy_unit.order_by": "Who is protected: the order of each person's rows",
    "privacy_unit": "Who is protected", "table": "The table", "queries": "The queries",
    "publisher": "The publisher", "reading": "How the file is read",
}


def place_in_words(where: str) -> str:
    """Where a problem is, as the app's pages name it."""
    if where in PLACES:
        return PLACES[where]
    match = QUERY.match(where)
    if match:
        name = f"Query '{match['id']}'" if match["id"] else f"Query {int(match[1]) + 1}"
        return name + (f", {_field(match['rest'])}" if match["rest"] else "")
    if where.startswith("columns."):
        return f"Column '{where.removeprefix('columns.')}'"
    if where.startswith("reading.columns."):
        return f"How column '{where.removeprefix('reading.columns.')}' is read"
    return PLACES.get(where.split(".")[0], where)


def _field(rest: str) -> str:
    """"categories.sex" -> "categories of sex"; "where[0].column" -> "filter 1, column"."""
    head, _, tail = rest.partition(".")
    indexed = re.match(r"^(\w+)\[(\d+)\]$", head)
    if indexed:
        words = f"{FIELDS.get(indexed[1], indexed[1])} {int(indexed[2]) + 1}"
        return words + (f", {FIELDS.get(tail, tail)}" if tail else "")
    words = FIELDS.get(head, head)
    return f"{words} of {tail}" if tail else words


def problem_in_words(problem: Problem) -> str:
    """"Query 'diagnoses', categories of sex: the list is empty (give at least one category)."""
    text = f"{place_in_words(problem.where)}: {problem.message}"
    return f"{text} ({problem.hint})" if problem.hint else text


# A hint written for the command line, as the app says it (its controls, not flags).
APP_HINTS = [
    (re.compile(r"[Gg]ive one, e\.g\. --reason .*"), "Give the reason when the app asks for it."),
    (re.compile(r"add --population (\S+)"), r"choose \1 in the Population list on the Release page"),
    (re.compile(r"e\.g\. --new-population --reason .*"), "tick New population on the Release page and give the reason"),
    (re.compile(r"leave out --population"), "choose 'Recognised by the ledger' in the Population list"),
    (re.compile(r"give either --population or --new-population"), "choose a population, or tick New population"),
    (re.compile(r"with --ledger"), "with File › Choose the ledger file"),
    (re.compile(r" \(the app asks which; on the command line, --sheet NAME\)"), " (open the file again and choose it)"),
]
COMMAND_LINE = re.compile(r"(^|\s)--[a-z]|\bdpstudio (ledger|check|release|preview|risk)\b")


def app_hint(hint: str | None) -> str | None:
    """The hint in the app's terms; None for one that only makes sense on the command line."""
    if not hint:
        return hint
    for pattern, words in APP_HINTS:
        hint = pattern.sub(words, hint)
    return None if COMMAND_LINE.search(hint) else hint
