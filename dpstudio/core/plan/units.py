"""`units` (plan version 6): the unit of a number column, as the steward declares it ("years",
"days", "mmHg"). It is only words: the report and the app write it after the column's bounds and
after the released sums, means and quantiles of that column, so that "14.8 ± 0.75" reads "14.8 years
± 0.75 years". It changes no figure and costs nothing; it is public, as the bounds are."""
from __future__ import annotations

from ..base.words.problem_message import ProblemMessage
from ..kinds import kind_named
from .limits import control_problem

UNIT_LENGTH = 40


def read_units(reader, raw, columns: dict) -> dict[str, str]:
    """{column: unit} from the plan, every problem sent to `reader`."""
    if raw is None:
        return {}
    if not isinstance(raw, dict):
        reader.problem("units",
                       ProblemMessage("must be an object: {column: unit}"),
                       ProblemMessage('e.g. {"age": "years", "stay": "days"}'))
        return {}
    units = {}
    for column, unit in raw.items():
        where = ("units", column)
        if columns and column not in columns:
            reader.problem(where,
                           ProblemMessage("'{column}' is not a column of the plan", column=column),
                           ProblemMessage("give units only for columns in 'columns'"))
        elif isinstance(unit, str) and control_problem(unit):
            reader.problem(where, control_problem(unit), ProblemMessage("a unit is written after each value: remove "
                                                                        "the character"))
        elif not isinstance(unit, str) or not unit.strip() or len(unit) > UNIT_LENGTH \
                or not unit.replace("\u00a0", " ").isprintable():  # a no-break space, as codebooks write "mm Hg"
            reader.problem(where, ProblemMessage("must be a unit of 1 to {length} printable characters (no tab or "
                                                 "line break)", length=UNIT_LENGTH),
                           ProblemMessage('e.g. "years", "days", "mmHg"'))
        else:
            units[column] = unit.strip()
    return units


def unit_of(units: dict, query: dict) -> str:
    """The unit of a query's released values ("" for counts, shares and columns without one)."""
    kind = kind_named(query.get("kind"))
    if kind is None or not kind.in_units:  # a kind whose released values are in the column's unit says so
        return ""
    return units.get(query.get("column"), "")
