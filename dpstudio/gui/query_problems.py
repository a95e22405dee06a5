"""A problem of the selected query, as the Queries page shows it under the editor: what it is about (the
field and its column: "Bounds of 'age'"), the core's message and hint, and where in the app it is fixed
("Fix them on the Columns page, in the lower and upper bound of 'age'."), all in the app's language.

Bounds and public category lists are the column's, set on the Columns page (the plan copies them into each
query); everything else is a field of the query's own editor, named as its label reads.
"""
from __future__ import annotations

from PySide6.QtCore import QT_TRANSLATE_NOOP

from ..core.base.errors import Problem, place_text
from .problem_words import place_in_words, problem_text, query_of
from .translation import translator

_t = translator("QueryProblems")
PLACES = {  # field -> (what it is about, where it is fixed); {column}: the column the field is about
    "bounds": (QT_TRANSLATE_NOOP("QueryProblems", "Bounds of '{column}'"),
               QT_TRANSLATE_NOOP("QueryProblems", "Fix them on the Columns page, in the lower and upper bound of "
                                                  "'{column}'.")),
    "categories": (QT_TRANSLATE_NOOP("QueryProblems", "Categories of '{column}'"),
                   QT_TRANSLATE_NOOP("QueryProblems", "Fix them on the Columns page, in the categories of "
                                                      "'{column}', or choose other keys under Table.")),
    "bins": (QT_TRANSLATE_NOOP("QueryProblems", "Bins of '{column}'"),
             QT_TRANSLATE_NOOP("QueryProblems", "Fix them under Table, in the bin edges of '{column}'.")),
    "column": (QT_TRANSLATE_NOOP("QueryProblems", "The query's column"),
               QT_TRANSLATE_NOOP("QueryProblems", "Choose another in the Column list.")),
    "columns": (QT_TRANSLATE_NOOP("QueryProblems", "The query's columns"),
                QT_TRANSLATE_NOOP("QueryProblems", "Choose others in the Column lists.")),
    "group_by": (QT_TRANSLATE_NOOP("QueryProblems", "The groups"),
                 QT_TRANSLATE_NOOP("QueryProblems", "Fix them under Table, in Group by.")),
    "where": (QT_TRANSLATE_NOOP("QueryProblems", "The filter on '{column}'"),
              QT_TRANSLATE_NOOP("QueryProblems", "Fix it in Only rows where.")),
    "epsilon": (QT_TRANSLATE_NOOP("QueryProblems", "The query's ε"),
                QT_TRANSLATE_NOOP("QueryProblems", "Fix it in the ε field.")),
    "delta": (QT_TRANSLATE_NOOP("QueryProblems", "The query's δ"),
              QT_TRANSLATE_NOOP("QueryProblems", "Fix it in the δ field.")),
    "mechanism": (QT_TRANSLATE_NOOP("QueryProblems", "The mechanism"),
                  QT_TRANSLATE_NOOP("QueryProblems", "Choose another in the Mechanism list.")),
    "quantile": (QT_TRANSLATE_NOOP("QueryProblems", "The quantile"),
                 QT_TRANSLATE_NOOP("QueryProblems", "Fix it in the Quantile field.")),
    "quantiles": (QT_TRANSLATE_NOOP("QueryProblems", "The quantiles"),
                  QT_TRANSLATE_NOOP("QueryProblems", "Fix them in the Quantiles field, or choose a preset.")),
    "id": (QT_TRANSLATE_NOOP("QueryProblems", "The query's id"),
           QT_TRANSLATE_NOOP("QueryProblems", "Fix it in the Id field.")),
    "postprocess": (QT_TRANSLATE_NOOP("QueryProblems", "What is done afterwards"),
                    QT_TRANSLATE_NOOP("QueryProblems", "Fix it with the boxes under Afterwards.")),
    "sum_to": (QT_TRANSLATE_NOOP("QueryProblems", "The count the cells add up to"),
               QT_TRANSLATE_NOOP("QueryProblems", "Choose another in Cells add up to.")),
    "margins": (QT_TRANSLATE_NOOP("QueryProblems", "The margins"),
                QT_TRANSLATE_NOOP("QueryProblems", "Fix it with the margins box under Table.")),
    "other": (QT_TRANSLATE_NOOP("QueryProblems", "The (other) cell"),
              QT_TRANSLATE_NOOP("QueryProblems", "Fix it with the (other) box under Table.")),
    "most": (QT_TRANSLATE_NOOP("QueryProblems", "The last cell"),
             QT_TRANSLATE_NOOP("QueryProblems", "Fix it in Last cell from.")),
    "of": (QT_TRANSLATE_NOOP("QueryProblems", "What the query counts"),
           QT_TRANSLATE_NOOP("QueryProblems", "Choose it in the Counts list.")),
    "person_rule": (QT_TRANSLATE_NOOP("QueryProblems", "How people are counted"),
                    QT_TRANSLATE_NOOP("QueryProblems", "Choose it in the Counts list.")),
}
SAID = QT_TRANSLATE_NOOP("QueryProblems", "{place}: {problem}. {fix}")


def query_problem_text(problem: Problem, query: dict) -> str:
    """"Bounds of 'age': the lower bound 5 must be below the upper bound 3. Fix them on the Columns page, in
    the lower and upper bound of 'age'." A field this module does not know keeps the core's words alone."""
    place = problem.place
    field, column = _field_and_column(place[2:] if query_of(place) is not None else (), query)
    if field not in PLACES:
        return problem_text(problem)
    if column is None and "{column}" in PLACES[field][0]:  # a filter that is not a list: no column to name
        return _t(SAID).format(place=place_in_words(place), problem=problem_text(problem).rstrip("."),
                               fix=_t(PLACES[field][1]).format(column=""))
    place, fix = (_t(text).format(column=column or "") for text in PLACES[field])
    return _t(SAID).format(place=place, problem=problem_text(problem).rstrip("."), fix=fix)


def _field_and_column(rest: tuple, query: dict) -> tuple[str, str | None]:
    """The parts of a place within the query: ("bounds",) -> ("bounds", the query's column); ("bins", "age") ->
    ("bins", "age"); ("where", 0, "in") -> ("where", the filter's column)."""
    if not rest:
        return "", None
    head, tail = rest[0], rest[1:]
    if tail and isinstance(tail[0], int):
        items = query.get(head) if isinstance(query.get(head), list) else []
        item = items[tail[0]] if tail[0] < len(items) else None
        column = item.get("column") if isinstance(item, dict) else item if isinstance(item, str) else None
        return head, column
    own = query.get("column") if isinstance(query.get("column"), str) else None
    return head, place_text(tail) or own
