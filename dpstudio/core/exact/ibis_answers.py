"""A plan's exact answers from the Ibis engine: one aggregate query, decoded as the pandas engine fills them.

Only aggregates come back: counts per cell code, per quantile bucket, and exact DECIMAL(38, 0) sums of
scaled integers (ibis_parts.py). Codes and buckets no row has are put back locally on the full public
grid, so an absent cell never reveals an empty group. Randomized response alone needs a code per row:
it is read in batches, and only from a source whose rows may be read in this process. Each query's kind says
which aggregate it asks for and how it is read back (its record, kinds/<kind>/exact.py, in kind_answers.py).
"""
from __future__ import annotations

from collections import defaultdict

import ibis
import numpy as np

from ..databases.ibis_results import aggregate_rows
from ..base.errors import PlanError
from ..base.exact_answers import GroupedAnswer
from ..base.progress import check_cancel, report
from .ibis_discovered import discovered_counts
from .ibis_parts import FACTS, facts_part
from .ibis_people import people_part, rows_for
from .kind_answers import exact_of
from .table_checks import rows_needed_problems

NO_ROWS = {"n": 0, "total": 0, "present": 0, "missing": 0, "fractional": 0}


def _grouped(query, rows) -> GroupedAnswer:
    """Each group's answer from its aggregate row(s); a group no row has is answered as over no rows."""
    exact = exact_of(query)
    if exact.decode_groups is not None:  # its groups' rows coded apart (a quantile's buckets)
        return exact.decode_groups(query, rows)
    groups = int(np.prod([len(c) + 1 for c in query.cell_columns()[1]]))
    by_group = {int(row["code"]): row for row in rows}
    return GroupedAnswer(tuple(exact.decode(query, [by_group.get(g, NO_ROWS)]) for g in range(groups)))


def refuse_row_reads(plan, source) -> None:
    """Randomized response reads a code per row: refused, before any work, where rows stay remote (the plan's
    problem with this table, as checking the plan against it finds: table_checks.rows_needed_problems)."""
    problems = rows_needed_problems(plan, source)
    if problems:
        raise PlanError(problems)


def answer_plan(plan, bounded, kinds, source, progress=None, cancel=None) -> tuple[list, dict]:
    """(every query's ExactAnswer in plan order, the bounding facts), from one aggregate query."""
    refuse_row_reads(plan, source)
    wheres = [("queries", (i, q.id)) for i, q in enumerate(plan.queries)]
    unit = plan.privacy_unit
    parts = [people_part(i, q, bounded, unit, kinds, w) for i, (q, w) in enumerate(zip(plan.queries, wheres))]
    facts_index, counted = len(plan.queries), whole_table_count(plan)
    if counted is None:
        parts.append(facts_part(facts_index, bounded.facts))
    parts = [part for part in parts if part is not None]
    check_cancel(cancel)
    found = defaultdict(list)
    for row in aggregate_rows(ibis.union(*parts, distinct=False)):  # the facts' part, or the count standing for it
        found[row["q"]].append(row)
    report(progress, 0.9)
    answers = []
    for index, (query, where) in enumerate(zip(plan.queries, wheres)):
        check_cancel(cancel)
        exact = exact_of(query)
        if exact.row_codes is not None:
            answers.append(exact.row_codes(query, bounded.rows, kinds, where, source))
        elif query.discover:
            answers.append(discovered_counts(*rows_for(query, bounded, unit, kinds, where), kinds, where))
        else:
            grouped = query.group_by and exact.per_group
            answers.append((_grouped if grouped else exact.decode)(query, found[index]))
    facts = {name: int(sum(row["n"] or 0 for row in found[facts_index] if row["code"] == code))
             for code, name in enumerate(FACTS)}
    if counted is not None:
        facts["people"] = int(answers[counted].value)
    return answers, facts


def whole_table_count(plan) -> int | None:
    """The index of a query counting every row when a row is a person (its answer is the number of
    people): the facts then need no scan of their own. None if there is none."""
    if plan.privacy_unit.column is not None:
        return None
    return next((i for i, q in enumerate(plan.queries) if exact_of(q).counts_rows and not q.where and not q.group_by),
                None)
