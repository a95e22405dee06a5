"""Plans of earlier format versions, brought to the current one when read.

Version 1 -> 2: version 2 adds the optional "reading" section (how the table file is read,
core/io/schema.py). A version 1 plan has none; where it is used with a data file, the schema is
inferred from that file when it is first opened, and the steward is told (cli/main.py, the app).

Version 2 -> 3: version 3 adds the optional `privacy_unit.order_by` (which of a person's rows are
kept). A version 2 plan has none and means what it meant: the first rows in file order. Nothing
else changed, so the migration only sets the version (silently: there is nothing to tell).

Version 3 -> 4: version 4 adds optional fields only (`budget.accounting`, `suppress_below`, ...;
docs/plan-format.md). A version 3 plan has none of them and means what it meant: silently 4.

Version 4 -> 5: version 5 adds `"discover"` as a column's categories (keys found by partition
selection), date edges for bins and `"other": false`; and a `randomized_response` query without
`postprocess` now has its estimated shares and counts clamped at 0 (no share of -0.095 is published).
An earlier plan means what it meant: each of its randomized-response queries without `postprocess` is
given `"postprocess": []`, and that is all (silently: nothing else changes).

Version 5 -> 6: version 6 adds `reading.quote` (the quoting character, or none) and
`reading.header` (the line holding the column names, or none), chosen in the app's import
dialog. A version 5 plan has neither and means what it meant (a double quote, names on the first
line): silently 6.

Version 6 -> 7: cells made to add up to a count (`sum_to`) without `postprocess` are now kept at 0
or above as well as rounded (`["clamp_nonnegative", "round"]`), where before they were only rounded
and could be published below 0. An earlier plan means what it meant: each such query is given
`"postprocess": ["round"]` (silently: nothing else changes).

Version 7 -> 8: a table with `margins: true` may now be kept at 0 or above (`clamp_nonnegative`, refused
before), and one without `postprocess` now is, and is rounded (`["clamp_nonnegative", "round"]`), where
before it was neither. An earlier plan means what it meant: each such query is given `"postprocess": []`
(silently: nothing else changes).

Version 8 -> 9: counts, histograms and cross-tabs may count people (`"of": "people"`, each person of the
privacy unit once, by a `person_rule`; plan/counting_rule.py), and one without `of` now does, where
before every count counted rows. An earlier plan means what it meant: each such query is given
`"of": "rows"`, and where the plan's privacy unit is a person column (so that rows and people differ),
the steward is told that its counts still count rows and how to count people.

Version 9 -> 10: version 10 adds the query kind `marginals` (a family of tables measured once,
kinds/marginals/rule.py). A version 9 plan has none and means what it meant: silently 10.

Version 10 -> 11: version 11 adds the query kind `synthetic` (synthetic microdata from a family of tables,
kinds/synthetic/rule.py). A version 10 plan has none and means what it meant: silently 11.

Version 11 -> 12: a `quantile` or `quantiles` query has a `resolution` (the step between its candidate values,
plan/resolution_rule.py), by default a thousandth of its bounds' range rounded to a power of ten, where before
its candidates were every whole number within whole-number bounds at most 10,000 apart, else 1001 points
(a decimal value such as albumin in [1, 6] g/dl had six candidates); and where the privacy unit is a person
column, a quantile without `of` takes one value per person. An earlier plan means what it meant: each of its
quantile queries without `resolution` is given that of its old grid (exact/definitions.legacy_resolution), and
each without `of` is given `"of": "rows"`; the steward is told about both (the first because it publishes whole
numbers of a decimal value, the second where rows and people differ).

Version 12 -> 13: version 13 adds a synthetic table's optional `choose_tables` (its pairs of columns chosen
privately at release, kinds/synthetic/rule.py). A version 12 plan has none and means what it meant: silently 13.
"""
from __future__ import annotations

import math

from ..base.quantile_candidates import legacy_resolution
from ..base.words.message import Message
from ..kinds import CROSSTAB, HISTOGRAM, RANDOMIZED_RESPONSE, kind_named
from .counting_rule import CELLS, ROWS

CURRENT = 13

ROWS_NOTICE = Message("This plan was written before dpstudio could count people: its counts, histograms and "
                      "cross-tabs count rows, as they did (a person with several rows is counted several times). To "
                      "count each person once, set \"of\": \"people\" on a query (see docs/plan-format.md).")
RESOLUTION_NOTICE = Message("This plan was written before quantiles had a resolution: its quantiles keep the candidate "
                            "values they had (every whole number within whole-number bounds, else 1,001 values spread "
                            "evenly), now written as their \"resolution\". A quantile of a decimal value such as 3.4 "
                            "then comes out as a whole number: give its query a finer \"resolution\", e.g. 0.01 (see "
                            "docs/plan-format.md).")
QUANTILE_ROWS_NOTICE = Message("This plan was written before quantiles took one value per person: its quantiles take "
                               "every row's value, as they did (a person with several rows counts several times). To "
                               "take each person's value once, set \"of\": \"people\" on them (see "
                               "docs/plan-format.md).")


def migrate_plan(data) -> tuple[object, list[str]]:
    """`data` as a current-version plan, and notices for the steward about what changed.

    Anything that is not a plan of a known earlier version is returned as it is, for the parser
    to report."""
    if not isinstance(data, dict) or type(data.get("dpstudio_plan")) is not int or \
            data["dpstudio_plan"] not in range(1, CURRENT):
        return data, []
    version = data["dpstudio_plan"]
    notices = []
    if version == 1:
        notices.append(Message("This is a version 1 plan: it does not say how the table is read. dpstudio reads it "
                               "as version {version}, with the reading schema inferred from the data file.", version=CURRENT))
    as_before = [(_randomized_response_as_before, 5), (_sum_to_as_before, 7), (_margins_as_before, 8),
                 (_families_as_before, 12)]
    queries = data.get("queries")
    if isinstance(queries, list):
        for keep, since in as_before:
            queries = [keep(q) if version < since and isinstance(q, dict) and q.get("postprocess") is None else q
                       for q in queries]
        counted = [_rows_as_before(q) for q in queries] if version < 9 else queries
        if counted != queries and _person_column(data):
            notices.append(ROWS_NOTICE)
        resolved = [_resolution_as_before(q) for q in counted] if version < 12 else counted
        if resolved != counted:
            notices.append(RESOLUTION_NOTICE)
        rows = [_quantile_rows_as_before(q) for q in resolved] if version < 12 else resolved
        if rows != resolved and _person_column(data):
            notices.append(QUANTILE_ROWS_NOTICE)
        data = {**data, "queries": rows}
    return {**data, "dpstudio_plan": CURRENT}, notices


def _randomized_response_as_before(query: dict) -> dict:
    """Before version 5 a randomized-response query without `postprocess` had none: say so explicitly."""
    return {**query, "postprocess": []} if kind_named(query.get("kind")) is RANDOMIZED_RESPONSE else query


def _sum_to_as_before(query: dict) -> dict:
    """Before version 7 cells added up to a count (`sum_to`) without `postprocess` were only rounded."""
    cells = kind_named(query.get("kind")) in (HISTOGRAM, CROSSTAB) and query.get("sum_to") is not None
    return {**query, "postprocess": ["round"]} if cells else query


def _margins_as_before(query: dict) -> dict:
    """Before version 8 a table with margins without `postprocess` was neither clamped nor rounded."""
    return {**query, "postprocess": []} if query.get("margins") is True else query


def _families_as_before(query: dict) -> dict:
    """Version 11 -> 12 (issue 46), table families: a `marginals` or `synthetic` query without `postprocess` now has
    its tables kept at 0 or above and rounded while they still add up (`["clamp_nonnegative", "round"]`,
    private/family_postprocess.py), where before they were published as estimated. An earlier plan means what it
    meant: each such query is given `"postprocess": []` (silently: nothing else changes)."""
    return {**query, "postprocess": []} if _kind(query, "family") else query


def _rows_as_before(query) -> object:
    """Before version 9 every count counted rows."""
    if _kind(query, "counts") == CELLS and "of" not in query:
        return {**query, "of": ROWS}
    return query


def _resolution_as_before(query) -> object:
    """Before version 12 a quantile's candidates were its bounds' whole numbers, or 1001 points: that resolution."""
    if not _kind(query, "ranks") or "resolution" in query:
        return query
    bounds = query.get("bounds")
    good = isinstance(bounds, list) and len(bounds) == 2 and all(
        isinstance(b, (int, float)) and not isinstance(b, bool) and math.isfinite(b) for b in bounds)
    if not good or not bounds[0] < bounds[1] or not math.isfinite(bounds[1] - bounds[0]):
        return query  # the parser says what is wrong with the bounds
    return {**query, "resolution": legacy_resolution(bounds)}


def _quantile_rows_as_before(query) -> object:
    """Before version 12 a quantile without `of` took every row's value."""
    if _kind(query, "ranks") and "of" not in query:
        return {**query, "of": ROWS}
    return query


def _kind(query, what: str):
    """What the kind of a query (a dict) says of itself (core/kinds' Kind), None for no query or kind."""
    kind = kind_named(query.get("kind")) if isinstance(query, dict) else None
    return getattr(kind, what, None)


def _person_column(data: dict) -> bool:
    unit = data.get("privacy_unit")
    return isinstance(unit, dict) and unit.get("column") is not None
