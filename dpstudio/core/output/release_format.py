"""The release format (release.json): its version, and its JSON Schema (draft 2020-12), generated as
docs/release.schema.json.

`python -m dpstudio.core.output.release_format [PATH]` writes the schema (default docs/release.schema.json);
a test keeps the committed file equal to what this writes, and checks releases of the sample plans against it.
From the code come the version, the kinds, the mechanisms, the languages, the accounting rules and, for the
plan's fields each entry repeats, the plan's own schema (plan/schema.py). A release's entry is built by the
drafts that drew its noise, not from a list of fields, so what an entry holds is stated here, once, from
docs/release-format.md: each field's type and meaning; which fields each kind always has is its output record's
(kinds/<kind>/output.py, `release_fields`).

Objects are open: a reader skips a field it does not know, as the format's versions have always asked of
scripts (release-format.md, "Versioning"), so the schema lists every field dpstudio writes without refusing a
field a later version adds. Its kinds, types and required fields are checked.
"""
from __future__ import annotations

import sys
from pathlib import Path

from ..base.languages import LANGUAGES
from ..kinds import QUERY_TYPES, kind_named
from ..plan.counting_rule import PEOPLE, PERSON_RULES, ROWS
from ..plan.rules import ACCOUNTING
from ..plan.schema import DRAFT, QUERY as PLAN_QUERY, TOP as PLAN_TOP, plan_schema, schema_text
from .kind_outputs import KIND_OUTPUTS

RELEASE_VERSION = 14
PATH = Path("docs") / "release.schema.json"
NUMBER = {"type": "number"}
NUMBER_OR_NULL = {"type": ["number", "null"]}
TEXTS = {"type": "array", "items": {"type": "string"}}
NUMBERS_BY_PART = {"type": "object", "additionalProperties": NUMBER}
MESSAGE = {"$ref": "#/$defs/message"}
MESSAGES = {"type": "array", "items": MESSAGE}


def _described(description: str, schema: dict) -> dict:
    return {"description": description, **schema}


def _with(required: list, fields: dict) -> dict:
    """An object with `required` fields and these described ones (name: (description, schema))."""
    return {"type": "object", "required": required,
            "properties": {name: _described(*fields[name]) for name in fields}}


BUDGET_LIMIT = _with(["epsilon", "delta"], {"epsilon": ("the plan's budget epsilon", NUMBER),
                                            "delta": ("the plan's budget delta", NUMBER)})
COMPONENT = _with(["mechanism"], {
    "part": ("which part of the query: sum, count, responses, cells, margins of a column, total, or a residual "
             "query's columns", {"type": "string"}),
    "mechanism": ("the part's mechanism", {"type": "string"}),
    "epsilon": ("the part's epsilon", NUMBER), "delta": ("the part's delta", NUMBER),
    "rho": ("under zCDP, or a family's residual: the part's rho", NUMBER),
    "noise_scale": ("the part's noise scale", NUMBER), "sensitivity": ("the part's sensitivity", NUMBER),
    "share": ("margins: the part's share of the query's budget", NUMBER),
    "keep_probability": ("randomized response: the probability an answer keeps its category", NUMBER),
    "epsilon_per_row": ("randomized response: the responses' epsilon per row", NUMBER)})
TABLE = _with(["columns", "cells", "ci95"], {
    "columns": ("the table's columns", {"type": "array", "items": {"type": "string"}}),
    "cells": ("how many cells it has", {"type": "integer"}),
    "ci95": ("every cell is within this of its true count with probability 95% (before post-processing)",
             NUMBER),
    "one_by_one_ci95": ("the same had the table been measured on its own", NUMBER),
    "synthetic_largest_difference": ("synthetic: the largest difference between the rows' own count and the "
                                     "published value (version 11)", NUMBER)})
DISCOVERED = _with(["columns", "threshold"], {
    "columns": ("the discovered columns", {"type": "array", "items": {"type": "string"}}),
    "threshold": ("the threshold a noisy count had to reach", NUMBER),
    "epsilon": ("what the query costs for the keys others also have", NUMBER),
    "rho": ("under zCDP, the same as a rho", NUMBER),
    "delta": ("the exact chance a key only one person has is published", NUMBER)})
STORED_MESSAGE = _with(["message", "values"], {  # a stored sentence's message (version 13): stored_sentences.py
    "message": ("the sentence's English template, its values as {name}: the message id of the catalogues "
                "(msgctxt \"stored\", docs/translating.md)", {"type": "string"}),
    "values": ("each placeholder's value: text as the English sentence has it, or a list of column names said "
               "as alternatives (\"age or sex\")", {"type": "object", "additionalProperties": {
                   "anyOf": [{"type": "string"}, {"type": "array", "items": {"type": "string"}}]}})})
REQUIRED = ["dpstudio_release", "created", "dpstudio_version", "language", "dataset_fingerprint", "privacy_unit",
            "privacy_unit_description", "neighbouring", "budget", "queries"]
REQUIRED_ENTRY = ["id", "kind", "epsilon", "delta", "mechanism", "noise_scale", "ci95"]
# release-format.md, "By kind": each kind's own required fields are its output record's (kinds/<kind>/output.py);
# a grouped kind's entry (a count, sum, mean or quantile) has cells, not a value
REQUIRED_BY_KIND = {kind.name: list(own.release_fields) for kind, own in KIND_OUTPUTS.items()}


TOP = {
    "dpstudio_release": ("the format version of release.json and release.csv", {"const": RELEASE_VERSION}),
    "created": ("when the noise was drawn: UTC, ISO 8601, to the second", {"type": "string"}),
    "dpstudio_version": ("the dpstudio version that drew it", {"type": "string"}),
    "language": ("the report's language (version 6); field names and stored sentences stay English",
                 {"enum": list(LANGUAGES)}),
    "dataset_fingerprint": ("HMAC-SHA256 (hex) of the ledger's id for the table's population; null without a "
                            "ledger", {"type": ["string", "null"], "pattern": "^[0-9a-f]{64}$"}),
    "privacy_unit": ("as in the plan, or null when one row is one individual", PLAN_TOP["privacy_unit"][1]),
    "privacy_unit_description": ("the privacy unit in words", {"type": "string"}),
    "privacy_unit_description_message": ("the privacy unit's words as a message (version 13)", MESSAGE),
    "neighbouring": ("the neighbouring relation the guarantee is stated for", {"type": "string"}),
    "neighbouring_message": ("the neighbouring relation's words as a message (version 13)", MESSAGE),
    "budget": ("what the queries spent together, the plan's limit, and how the costs compose",
               {"$ref": "#/$defs/budget"}),
    "queries": ("one entry per query, in plan order", {"type": "array", "items": {"$ref": "#/$defs/entry"}}),
    "categories_from_data": ("only when the plan has it: columns whose categories were taken from the data",
                             TEXTS),
    "warnings": ("present when there is something to warn about: category lists taken from the data", TEXTS),
    "warnings_messages": ("with warnings: each warning as a message, in the same order (version 13)", MESSAGES),
    "suppress_below": ("only under the plan's top-level small-cell rule: its N (version 4)",
                       {"type": "integer", "minimum": 1}),
    "publisher": ("only when the plan names one: who publishes (version 2)", {"type": "string"}),
}
BUDGET = {
    "epsilon": ("what the queries spent together (under zCDP, what the rho spent guarantees)", NUMBER),
    "delta": ("the delta they spent together (under zCDP, the delta rho was converted at)", NUMBER),
    "limit": ("the plan's budget", BUDGET_LIMIT),
    "composition": ("how the queries' costs combine, in words", {"type": "string"}),
    "composition_message": ("how the queries' costs combine, as a message (version 13)", MESSAGE),
    "accounting": ("the plan's accounting (version 4)", {"enum": list(ACCOUNTING)}),
    "rho": ("under zCDP: the rho the queries' mechanisms spent together (version 4)", NUMBER),
    "rho_limit": ("under zCDP: the plan's rho (version 4)", NUMBER),
    "population": ("only when the plan declares it: the public population size delta was checked against",
                   {"type": "integer", "minimum": 1}),
}
CELL = {"type": "object", "required": ["key", "value", "ci95"], "properties": {
    "key": _described("the cell's category or bin label per column, as written in the plan ({} for a total)",
                      {"type": "object", "additionalProperties": {"type": ["string", "number", "boolean"]}}),
    "value": _described("the released value; null when suppressed or without an estimate", NUMBER_OR_NULL),
    "ci95": _described("the half-width of its interval of at least 95%; null with the value", NUMBER_OR_NULL),
    "suppressed": _described("withheld by the small-cell rule (version 4)", {"type": "boolean"}),
    "no_estimate": _described("a mean of too few values, published without a number (version 9)",
                              {"type": "boolean"}),
    "count": _described("randomized response: the estimated number of rows in the category", NUMBER),
    "count_ci95": _described("randomized response: the half-width of the count's interval", NUMBER),
}}
CELLS = {"type": "array", "items": {"$ref": "#/$defs/cell"}}
ENTRY = {  # the result fields; the plan's fields an entry repeats come from the plan's schema (_entry below)
    "kind": ("as in the plan", {"enum": list(QUERY_TYPES)}),
    "epsilon": ("what the query was charged; under zCDP, its share of the budget's epsilon", NUMBER),
    "delta": ("what the query was charged, 0 for pure-epsilon mechanisms", NUMBER),
    "rho": ("under zCDP only: what the query's mechanisms spent (version 4)", NUMBER),
    "mechanism": ("the mechanism that drew the noise, after defaults",
                  {"enum": list(dict.fromkeys(m for q in QUERY_TYPES.values() for m in q.mechanisms))}),
    "noise_scale": ("the noise's scale, or one scale per part, choice or residual query",
                    {"anyOf": [NUMBER, NUMBERS_BY_PART]}),
    "ci95": ("the half-width of an interval holding the true value with probability at least 95%; null where "
             "each cell or table has its own", NUMBER_OR_NULL),
    "notes": ("plain-words notes on what was left out or adjusted", TEXTS),
    "notes_messages": ("with notes: each note as a message, in the same order (version 13)", MESSAGES),
    "suppress_below": ("under a small-cell rule: its N (version 4)", {"type": "integer", "minimum": 1}),
    "suppressed": ("the single value was withheld by the small-cell rule (version 4)", {"type": "boolean"}),
    "no_estimate": ("a mean of too few values, published without a number (version 9)", {"type": "boolean"}),
    "value": ("the released number after post-processing; null when withheld", NUMBER_OR_NULL),
    "sensitivity": ("the sensitivity the noise was calibrated to", {"anyOf": [NUMBER, NUMBERS_BY_PART]}),
    "cells": ("one per cell or group, in plan order", CELLS),
    "margins": ("each column's one-way margins, then the total (version 4)", CELLS),
    "composition": ("how the cells' or groups' costs combine, in words", {"type": "string"}),
    "components": ("each part of the query's noise: its part, mechanism, scale and cost",
                   {"type": "array", "items": COMPONENT}),
    "estimate_from": ("a mean: the least noisy count with an estimate (version 9)", {"type": "integer"}),
    "ci95_unit": ("a quantile's interval is in rows of rank", {"const": "rows"}),
    "candidates": ("how many candidate values a quantile chose among", {"type": "integer", "minimum": 1}),
    "levels": ("several quantiles: how many budget shares were spent (version 10)", {"type": "integer"}),
    "discovered": ("discovered keys: the columns, the threshold and what the query costs with it (version 5)",
                   DISCOVERED),
    "tables": ("a family's tables, in order, each with its cells' interval (version 10)",
               {"type": "array", "items": TABLE}),
    "rows": ("randomized response: the noisy number of answers; synthetic: the plan's number of rows",
             {"type": "integer", "minimum": 0}),
    "rows_ci95": ("randomized response: the half-width of the number of answers' interval", NUMBER),
    "keep_probability": ("randomized response: the probability an answer keeps its category", NUMBER),
    "epsilon_per_row": ("randomized response: the responses' epsilon per row", NUMBER),
    "perturbed_values_file": ("randomized response: the file of the randomized answers", {"type": "string"}),
    "of": ("what the numbers count (version 8)", {"enum": [PEOPLE, ROWS]}),
    "person_rule": ("how a person was counted (version 8)", {"enum": list(PERSON_RULES)}),
}


def _entry() -> dict:
    """An entry: its result fields (ENTRY, and a kind's own, its output record's entry_fields) and the plan's fields it
    repeats, as in plan.json."""
    fields = {**{name: (f"as in the plan: {text}", schema) for name, (text, schema) in PLAN_QUERY.items()}, **ENTRY,
              **{name: field for own in KIND_OUTPUTS.values() for name, field in (own.entry_fields or {}).items()}}
    entry = {"type": "object", "required": REQUIRED_ENTRY,
             "properties": {name: _described(*fields[name]) for name in sorted(fields)}}
    entry["allOf"] = [_kind_rule(kind) for kind in QUERY_TYPES]
    return entry


def _kind_rule(kind: str) -> dict:
    then = {"required": REQUIRED_BY_KIND.get(kind, [])}
    if kind_named(kind).grouped:
        then["anyOf"] = [{"required": ["value"]}, {"required": ["cells"]}]
    return {"if": {"properties": {"kind": {"const": kind}}, "required": ["kind"]}, "then": then}


def release_schema() -> dict:
    return {"$schema": DRAFT, "title": f"dpstudio release.json, version {RELEASE_VERSION}",
            "description": "A release's release.json (docs/release-format.md); generated by "
                           "python -m dpstudio.core.output.release_format",
            "type": "object", "required": REQUIRED,
            "properties": {name: _described(*TOP[name]) for name in TOP},
            "$defs": {"budget": _with(["epsilon", "delta", "limit", "composition", "accounting"], BUDGET),
                      "entry": _entry(), "cell": CELL, "message": STORED_MESSAGE, **_plan_defs()}}


def _plan_defs() -> dict:
    """The plan's definitions the entries refer to, as the plan's schema gives them."""
    defs = plan_schema()["$defs"]
    return {"privacy_unit": defs["privacy_unit"], "condition": defs["condition"]}


def main(argv=None) -> None:
    path = Path((argv or sys.argv[1:] or [PATH])[0])
    path.write_text(schema_text(release_schema()), encoding="utf-8")


if __name__ == "__main__":
    main()
