"""A synthetic table in the output: its name in the report, and where the release says what it counts, of people or
of rows; its section of the report (report.py), its noise scale's words (a family's, output/report_family.py); the
fields of its entry; and what is its own in the bundle: its rows' files (files.py, named in names.py), which
release.json names instead of holding the rows, and its entry's field saying so, described for the release's schema.
It is a package, not one module, for these parts: all of it is at the output's level (pyproject.toml's contracts)."""
from __future__ import annotations

from ....output.kind_output import KindOutput
from ....output.report_family import residual_words
from ....plan.counting_rule import PEOPLE, ROWS
from ..plan import SYNTHETIC
from .files import synthetic_files
from .names import ENTRY_FIELD, synthetic_names
from .report import synthetic_intro, synthetic_section

_NAMES = {"type": "array", "items": {"type": "string"}}
ENTRY_FIELDS = {ENTRY_FIELD: ("the synthetic rows' columns, number, pairs not kept and files (version 11)", {
    "type": "object", "required": ["columns", "rows", "pairs_not_kept"], "properties": {
        "columns": {"description": "the rows' columns", **_NAMES},
        "rows": {"description": "how many rows", "type": "integer", "minimum": 0},
        "pairs_not_kept": {"description": "pairs of columns no table holds, independent in the rows given the tables",
                           "type": "array", "items": _NAMES},
        "files": {"description": "the files of the rows: csv, parquet and (up to 1,048,575 rows) xlsx",
                  "type": "object", "additionalProperties": {"type": "string"}},
        "chosen": {"description": "with the plan's choose_tables (version 14): the pairs chosen, in the order "
                                  "chosen, among how many candidates, in how many rounds of the exponential mechanism, "
                                  "its score's sensitivity and noise scale, the share of the query's budget and what "
                                  "the rounds spent (epsilon, or under zCDP rho)",
                   "type": "object", "required": ["pairs", "candidates", "rounds", "budget_share", "mechanism",
                                                  "score_sensitivity", "noise_scale"],
                   "properties": {"pairs": {"type": "array", "items": _NAMES},
                                  "candidates": {"type": "integer", "minimum": 1},
                                  "rounds": {"type": "integer", "minimum": 1},
                                  "budget_share": {"type": "number"}, "mechanism": {"const": "exponential"},
                                  "score_sensitivity": {"type": "integer", "minimum": 1},
                                  "noise_scale": {"type": "number"}, "epsilon": {"type": "number"},
                                  "rho": {"type": "number"}}}}})}


def bundle_files(query: dict) -> dict[str, bytes]:
    """Its rows' files (file name -> bytes), where the entry holds its rows (a release as drawn, not as read back)."""
    return synthetic_files(query) if "synthetic_rows" in query else {}


def public_entry(query: dict) -> dict:
    """Its entry as release.json has it: the names of its rows' files instead of the rows."""
    if "synthetic_rows" not in query:
        return query
    out = {k: v for k, v in query.items() if k != "synthetic_rows"}
    out[ENTRY_FIELD] = {**query[ENTRY_FIELD], "files": synthetic_names(query, len(query["synthetic_rows"]))}
    return out


SYNTHETIC_OUTPUT = KindOutput(kind=SYNTHETIC, name="synthetic table", counted_names={PEOPLE: "synthetic table of people", ROWS: "synthetic table of rows"},
                              section=synthetic_section, scale_words=residual_words, intro=synthetic_intro,
                              bundle_files=bundle_files, public_entry=public_entry, entry_fields=ENTRY_FIELDS,
                              release_fields=("cells", "tables", "sensitivity", "composition", ENTRY_FIELD))
