"""The plan format as a JSON Schema (draft 2020-12), generated: docs/plan.schema.json.

`python -m dpstudio.core.plan.schema [PATH]` writes it (default docs/plan.schema.json); a test keeps the
committed file equal to what this writes. What the code holds as data comes from the code: the format's
version, the kinds and each kind's fields, mechanisms and post-processing steps, the roles, the reading
section's fields and types, and the limits; which fields a kind requires (and how many columns it takes) is its
record's (kinds/<kind>/plan.py). What it holds only as reading code is stated here, once: which other fields are
required, each field's JSON type, and a one-line description from docs/plan-format.md.

The schema describes the current version's plans. A plan of an earlier version is still read and migrated by
dpstudio, and a plan the schema accepts can still be refused by `dpstudio check` (a column not declared, an
over-spent budget, a sum_to naming no count): the schema says what a plan looks like, the reader what it means.
"""
from __future__ import annotations

import json
import sys
from pathlib import Path

from ..kinds import KINDS, QUERY_TYPES, Kind
from ..kinds.quantiles.rule import MAX_JOINT_QUANTILES
from ..kinds.rows_per_person.rule import MOST_LIMITS
from ..kinds.synthetic.rule import MAX_SYNTHETIC_ROWS
from ..io.schema import COLUMN_TYPES, DECIMAL_MARKS, FIELDS as READING_FIELDS, MAX_HEADER_LINE
from .bins import MAX_BINS
from .counting_rule import PEOPLE, PERSON_RULES, ROWS
from .discovery_rule import DISCOVER
from .grouping import MAX_GROUP_COLUMNS
from .limits import MAX_ID_LENGTH, MAX_ROWS_PER_PERSON
from .migration import CURRENT
from .parsing import EPSILON_LIMITS, TOP_FIELDS, TOP_FIELDS_V2, TOP_FIELDS_V4, TOP_FIELDS_V6
from .query_reading import COMMON_FIELDS
from .roles import ROLE_NAMES
from .rules import ACCOUNTING, PUBLISHER_LENGTH
from .suppression_rule import MAX_THRESHOLD
from .units import UNIT_LENGTH

KIND_FIELDS = {kind.name: kind.fields for kind in KINDS}  # a query's fields beside COMMON_FIELDS, by kind

DRAFT = "https://json-schema.org/draft/2020-12/schema"
PATH = Path("docs") / "plan.schema.json"
REQUIRED = ["dpstudio_plan", "columns", "budget", "queries"]  # docs/plan-format.md, "Top level"
REQUIRED_QUERY = ["id", "kind", "epsilon"]
EPSILON = {"type": "number", "minimum": float(EPSILON_LIMITS[0]), "maximum": float(EPSILON_LIMITS[1])}
DELTA = {"type": "number", "minimum": 0, "exclusiveMaximum": 1}
THRESHOLD = {"type": ["integer", "null"], "minimum": 1, "maximum": MAX_THRESHOLD}
NAMES = {"type": "array", "items": {"type": "string"}, "uniqueItems": True}
CATEGORY_LIST = {"type": "array", "minItems": 1, "uniqueItems": True, "items": {"type": ["string", "number", "boolean"]}}
LIST_OR_DISCOVER = {"anyOf": [CATEGORY_LIST, {"const": DISCOVER}]}
BOUNDS = {"type": "array", "items": {"type": "number"}, "minItems": 2, "maxItems": 2}


def _described(description: str, schema: dict) -> dict:
    return {"description": description, **schema}


TOP = {  # the top level's fields: TOP_FIELDS* of parsing.py, each with its type and meaning
    "dpstudio_plan": ("the format version; earlier versions are read and migrated by dpstudio",
                      {"const": CURRENT}),
    "columns": ("each column a query or the privacy unit uses, with its role",
                {"type": "object", "minProperties": 1, "additionalProperties": {"enum": list(ROLE_NAMES)}}),
    "privacy_unit": ("who is protected: null when one row is one individual", {"$ref": "#/$defs/privacy_unit"}),
    "budget": ("the most the plan may spend", {"$ref": "#/$defs/budget"}),
    "queries": ("one or more queries", {"type": "array", "minItems": 1, "items": {"$ref": "#/$defs/query"}}),
    "categories_from_data": ("columns whose category lists were taken from the data rather than a public source",
                             NAMES),
    "description": ("free text for people; not used, and not copied into a release", {"type": "string"}),
    "publisher": ("who publishes, as the report shows it (version 2)",
                  {"type": "string", "minLength": 1, "maxLength": PUBLISHER_LENGTH}),
    "suppress_below": ("the small-cell rule of every count, cell and mean: values below it are suppressed "
                       "(version 4)", THRESHOLD),
    "reading": ("how the table file is read (version 2)", {"$ref": "#/$defs/reading"}),
    "units": ("a number column's unit in words, written after its values (version 6)",
              {"type": "object", "additionalProperties": {"type": "string", "minLength": 1,
                                                          "maxLength": UNIT_LENGTH}}),
}
PRIVACY_UNIT = {  # read_privacy_unit (parsing.py)
    "column": ("the column whose value is an individual", {"type": "string"}),
    "max_rows": ("the most rows one individual contributes; further rows are left out",
                 {"type": "integer", "minimum": 1, "maximum": MAX_ROWS_PER_PERSON}),
    "order_by": ("a date or number column ordering each person's rows before the first max_rows are kept "
                 "(version 3)", {"type": "string"}),
}
BUDGET = {  # read_budget (parsing.py)
    "epsilon": ("the most epsilon the queries may spend together", EPSILON),
    "delta": ("the most delta the queries may spend together (default 0)", DELTA),
    "population": ("the public number of people the table is drawn from, for the delta rule (version 2)",
                   {"type": "integer", "minimum": 1}),
    "accounting": ("how the queries' costs compose (version 4; default sequential)", {"enum": list(ACCOUNTING)}),
}
READING = {  # io/schema.py FIELDS
    "columns": ("every column of the file with its type", {"type": "object",
                                                          "additionalProperties": {"enum": list(COLUMN_TYPES)}}),
    "encoding": ("CSV only: the file's encoding (default utf-8)", {"type": "string"}),
    "delimiter": ("CSV only: the delimiter (default a comma)", {"type": "string", "minLength": 1, "maxLength": 1}),
    "quote": ("CSV only: the quoting character, or null for a file without quoting (version 6)",
              {"type": ["string", "null"], "minLength": 1, "maxLength": 1}),
    "header": ("CSV only: the line holding the column names, 0 for none (version 6; default 1)",
               {"type": "integer", "minimum": 0, "maximum": MAX_HEADER_LINE}),
    "decimal": ("the decimal mark of number values (default a point)", {"enum": list(DECIMAL_MARKS)}),
    "missing": ("words that mean no value (default pandas' list)", {"type": "array", "items": {"type": "string"}}),
    "multiline": ("CSV only: whether a quoted value may run over several lines", {"type": "boolean"}),
    "sheet": ("Excel only: the sheet's name, or its number from 0", {"type": ["string", "integer"], "minimum": 0}),
}
QUERY = {  # COMMON_FIELDS of query_reading.py and every kind's own fields (core/kinds)
    "id": ("a short name, unique in the plan, used in every output",
           {"type": "string", "minLength": 1, "maxLength": MAX_ID_LENGTH}),
    "kind": ("what the query releases", {"enum": list(QUERY_TYPES)}),
    "epsilon": ("the privacy loss this query spends", EPSILON),
    "delta": ("the delta this query spends (default 0); only Gaussian noise spends it", DELTA),
    "mechanism": ("the noise (default by kind)",
                  {"enum": list(dict.fromkeys(m for q in QUERY_TYPES.values() for m in q.mechanisms))}),
    "where": ("conditions a row must all meet", {"type": "array", "items": {"$ref": "#/$defs/condition"}}),
    "postprocess": ("steps applied to the noisy result (default by kind)", {"type": "array", "items": {
        "enum": list(dict.fromkeys(s for q in QUERY_TYPES.values() for s in q.allowed_postprocess))}}),
    "suppress_below": ("this query's own small-cell rule; null switches the plan's off for it (version 4)",
                       THRESHOLD),
    "of": ("what the query counts: each person once, or every row (version 9)", {"enum": [PEOPLE, ROWS]}),
    "person_rule": ("how a person whose rows fall in several cells is counted (version 9)",
                    {"enum": list(PERSON_RULES)}),
    "column": ("the column the query reads", {"type": "string"}),
    "columns": ("the columns of a cross-tab or table family", {**NAMES, "minItems": 2}),
    "categories": ("the public category list, or \"discover\", or per column its list",
                   {"anyOf": [CATEGORY_LIST, {"const": DISCOVER},
                              {"type": "object", "additionalProperties": LIST_OR_DISCOVER}]}),
    "bins": ("public bins per numeric or date column: their edges (version 4)", {"type": "object",
             "additionalProperties": {"type": "array", "minItems": 2, "maxItems": MAX_BINS + 1,
                                      "items": {"type": ["number", "string"]}}}),
    "sum_to": ("the id of a count query whose released value the cells are made to add up to",
               {"type": "string", "minLength": 1}),
    "margins": ("release the margins and the total too (version 4)", {"type": "boolean"}),
    "other": ("false: rows outside the lists and bins are left out, with no (other) cell (version 5)",
              {"type": "boolean"}),
    "group_by": ("one value per group of these columns (version 4)",
                 {**NAMES, "minItems": 1, "maxItems": MAX_GROUP_COLUMNS}),
    "bounds": ("[lower, upper]: the range the values can take, declared, never from the data", BOUNDS),
    "quantile": ("the quantile, strictly between 0 and 1, at most 3 decimal places",
                 {"type": "number", "exclusiveMinimum": 0, "exclusiveMaximum": 1}),
    "quantiles": ("several quantiles chosen jointly (version 10)", {"type": "array", "uniqueItems": True,
                  "minItems": 2, "maxItems": MAX_JOINT_QUANTILES,
                  "items": {"type": "number", "exclusiveMinimum": 0, "exclusiveMaximum": 1}}),
    "resolution": ("the step between a quantile's candidate values (version 12)",
                   {"type": "number", "exclusiveMinimum": 0}),
    "row_count_share": ("the share of epsilon spent on the noisy number of rows (version 2; default 0.1)",
                        {"type": "number", "minimum": 0.01, "exclusiveMaximum": 1}),
    "most": ("the public cap: the last cell counts the people with this many rows or more (version 9)",
             {"type": "integer", "minimum": MOST_LIMITS[0], "maximum": MOST_LIMITS[1]}),
    "ways": ("every table of this many of the columns (version 10)",
             {"type": "array", "minItems": 1, "uniqueItems": True, "items": {"type": "integer", "minimum": 1}}),
    "tables": ("the tables of a family, each a list of its columns (version 10)",
               {"type": "array", "minItems": 1, "items": {**NAMES, "minItems": 1}}),
    "choose_tables": ("a synthetic table's pairs of columns chosen privately at release, in place of ways and "
                      "tables: how many pairs (absent, one fewer than the columns) and the share of the query's "
                      "budget the choice spends (absent, 0.1) (version 13)",
                      {"type": "object", "additionalProperties": False, "properties": {
                          "pairs": {"type": "integer", "minimum": 1},
                          "budget_share": {"type": "number", "minimum": 0.01, "maximum": 0.5}}}),
    "rows": ("how many synthetic rows to write; absent, as many as estimated (version 11)",
             {"type": "integer", "minimum": 1, "maximum": MAX_SYNTHETIC_ROWS}),
}
CONDITION = {"type": "object", "required": ["column"], "additionalProperties": False,
             "minProperties": 2, "maxProperties": 2, "properties": {  # a column and one of in, between
                 "column": _described("the column the condition reads", {"type": "string"}),
                 "in": _described("the value is one of these, matched as categories are", CATEGORY_LIST),
                 "between": _described("the value is a number from lo to hi, both included", BOUNDS)}}


def _object(fields: dict, known: set, required=()) -> dict:
    """A closed object of `fields`, which must describe exactly the fields the code knows (`known`)."""
    if set(fields) != set(known):
        raise AssertionError(f"the schema's fields {sorted(fields)} are not the code's {sorted(known)}")
    return {"type": "object", "additionalProperties": False, **({"required": list(required)} if required else {}),
            "properties": {name: _described(*fields[name]) for name in sorted(fields)}}


def _kind_rule(kind: Kind) -> dict:
    """What a kind allows: its own fields only, its required ones, its mechanisms and post-processing steps (each a
    fact of its record, kinds/<kind>/plan.py, or of its specification)."""
    allowed = COMMON_FIELDS | kind.fields
    query_type = kind.query
    then = {"propertyNames": {"enum": sorted(allowed)}, "required": list(kind.required),
            "properties": {"mechanism": {"enum": list(query_type.mechanisms)},
                           "postprocess": {"items": {"enum": list(query_type.allowed_postprocess)}}
                           if query_type.allowed_postprocess else {"maxItems": 0}}}
    if kind.columns_between:
        low, high = kind.columns_between
        then["properties"]["columns"] = {"minItems": low, "maxItems": high}
    if kind.needs_categories:  # one column's list, or "discover" where the kind may find its keys in the table
        then["properties"]["categories"] = LIST_OR_DISCOVER if kind.discovers else CATEGORY_LIST
    elif "categories" in allowed:
        then["properties"]["categories"] = {"type": "object"}
    if kind.needs_any_of:
        then["anyOf"] = [{"required": [field]} for field in kind.needs_any_of]
    if kind.needs_one_of:
        then["oneOf"] = [{"required": [field]} for field in kind.needs_one_of]
    return {"if": {"properties": {"kind": {"const": kind.name}}, "required": ["kind"]}, "then": then}


def plan_schema() -> dict:
    query = _object(QUERY, set().union(COMMON_FIELDS, *KIND_FIELDS.values()), REQUIRED_QUERY)
    query["allOf"] = [_kind_rule(kind) for kind in KINDS]  # in the plan's order of kinds (QUERY_TYPES')
    top = _object(TOP, TOP_FIELDS | TOP_FIELDS_V2 | TOP_FIELDS_V4 | TOP_FIELDS_V6, REQUIRED)
    return {"$schema": DRAFT, "title": f"dpstudio release plan, version {CURRENT}",
            "description": "A release plan (docs/plan-format.md); generated by python -m dpstudio.core.plan.schema",
            **top, "$defs": {
                "privacy_unit": {"anyOf": [{"type": "null"}, _object(PRIVACY_UNIT, set(PRIVACY_UNIT),
                                                                     ["column", "max_rows"])]},
                "budget": _object(BUDGET, set(BUDGET), ["epsilon"]),
                "reading": _object(READING, READING_FIELDS, ["columns"]),
                "query": query,
                "condition": CONDITION,
            }}


def schema_text(schema: dict) -> str:
    """The committed form of a schema: indented JSON, UTF-8 as written, one line feed at the end."""
    return json.dumps(schema, indent=2, ensure_ascii=False) + "\n"


def main(argv=None) -> None:
    path = Path((argv or sys.argv[1:] or [PATH])[0])
    path.write_text(schema_text(plan_schema()), encoding="utf-8")


if __name__ == "__main__":
    main()
