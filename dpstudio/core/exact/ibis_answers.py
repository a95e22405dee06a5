"""A plan's exact answers from the Ibis engine: one aggregate query, decoded as the pandas engine fills them.

Only aggregates come back: counts per cell code, per quantile bucket, and exact DECIMAL(38, 0) sums of
scaled integers (ibis_parts.py). Codes and buckets no row has are put back locally on the full public
grid, so an absent cell never reveals an empty group. Randomized response alone needs a code per row:
it is read in batches, and only from a source whose rows may be read in this process.
"""
from __future__ import annotations

from collections import defaultdict

import ibis
import numpy as np

from ..databases.ibis_results import aggregate_rows, arrow_batches
from ..base.errors import PlanError
from ..base.progress import check_cancel, report
from .answers import ExactAnswer, GroupedAnswer, quantile_answer, wants_discrete
from .definitions import query_grid, sum_scale
from .ibis_discovered import discovered_counts
from .ibis_parts import FACTS, MISSING_CODE, coded, facts_part, filtered
from .ibis_people import people_part, rows_for
from .table_checks import rows_needed_problems

def cells(rows: list[dict], size: int, offset: int = 0) -> np.ndarray:
    """Rows per code on the full grid of `size` codes (codes no row has count 0)."""
    counts = np.zeros(size, dtype=np.int64)
    for row in rows:
        if row["code"] + offset >= 0:
            counts[row["code"] + offset] = row["n"]
    return counts


def _count(query, rows):
    if query.group_by:
        return _cells(query, rows)
    return ExactAnswer(int(rows[0]["n"] or 0))


def _cells(query, rows):
    return ExactAnswer(cells(rows, int(np.prod([len(c) + 1 for c in query.cell_columns()[1]]))))


NO_ROWS = {"n": 0, "total": 0, "present": 0, "missing": 0, "fractional": 0}


def _grouped(query, rows) -> GroupedAnswer:
    """Each group's answer from its aggregate row(s); a group no row has is answered as over no rows."""
    groups = int(np.prod([len(c) + 1 for c in query.cell_columns()[1]]))
    decode = DECODE[query.kind]
    if query.kind == "quantile":  # codes g * stride + bucket + 1, and g * stride + stride - 1 for missing rows
        stride = query_grid(query).buckets + 1
        local = defaultdict(list)
        for row in rows:
            group, code = divmod(int(row["code"]), stride)
            local[group].append({**row, "code": MISSING_CODE if code == stride - 1 else code})
        return GroupedAnswer(tuple(decode(query, local[g]) for g in range(groups)))
    by_group = {int(row["code"]): row for row in rows}
    return GroupedAnswer(tuple(decode(query, [by_group.get(g, NO_ROWS)]) for g in range(groups)))


def _sum(query, rows):
    found = rows[0]
    total, missing = int(found["total"] or 0), int(found["missing"] or 0)  # Spark: NULL counts over no rows
    if found["fractional"]:  # refused before anything is drawn (for the steward's eyes only)
        return ExactAnswer(0, integer_valued=False, rows_missing=missing)
    if wants_discrete(query):
        return ExactAnswer(total, integer_valued=True, rows_missing=missing)
    return ExactAnswer(sum_scale(query.bounds, whole=False).total(total), integer_valued=False, rows_missing=missing)


def _mean(query, rows):
    found = rows[0]
    total, present, missing = (int(found[name] or 0) for name in ("total", "present", "missing"))
    if found["fractional"]:
        return ExactAnswer((0, 0), integer_valued=False, rows_missing=missing)
    doubled = sum_scale(query.bounds, whole=wants_discrete(query)).doubled_centred(total, present)
    if wants_discrete(query):
        return ExactAnswer((int(doubled), present), integer_valued=True, rows_missing=missing)
    return ExactAnswer((float(doubled), present), integer_valued=False, rows_missing=missing)


def _quantile(query, rows):
    missing = sum(int(row["n"]) for row in rows if row["code"] == MISSING_CODE)
    return quantile_answer(query, cells(rows, query_grid(query).buckets), missing)


def _people_by_rows(query, rows):
    return ExactAnswer(cells(rows, query.most))  # no (other) cell: every person has a number of rows


DECODE = {"count": _count, "histogram": _cells, "crosstab": _cells, "marginals": _cells, "synthetic": _cells, "sum": _sum,
          "mean": _mean, "quantile": _quantile, "quantiles": _quantile,
          "rows_per_person": _people_by_rows}


def refuse_row_reads(plan, source) -> None:
    """Randomized response reads a code per row: refused, before any work, where rows stay remote (the plan's
    problem with this table, as checking the plan against it finds: table_checks.rows_needed_problems)."""
    problems = rows_needed_problems(plan, source)
    if problems:
        raise PlanError(problems)


def randomized_response(query, rows, kinds, where, source) -> ExactAnswer:
    rows, (code,) = coded(filtered(rows, query, kinds, where), [query.column], [query.categories], kinds, where)
    ordered = rows.order_by(source.row_order) if source.row_order else rows
    parts = [batch.column(0).to_numpy(zero_copy_only=False) for batch in arrow_batches(ordered.select(code=code))]
    codes = np.concatenate(parts).astype(np.int64) if parts else np.zeros(0, dtype=np.int64)
    return ExactAnswer(codes, counts=np.bincount(codes, minlength=len(query.categories) + 1))


def answer_plan(plan, bounded, kinds, source, progress=None, cancel=None) -> tuple[list, dict]:
    """(every query's ExactAnswer in plan order, the bounding facts), from one aggregate query."""
    refuse_row_reads(plan, source)
    wheres = [f"queries[{i}] ('{q.id}')" for i, q in enumerate(plan.queries)]
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
        if query.kind == "randomized_response":
            answers.append(randomized_response(query, bounded.rows, kinds, where, source))
        elif query.discover:
            answers.append(discovered_counts(*rows_for(query, bounded, unit, kinds, where), kinds, where))
        else:
            grouped = query.group_by and query.kind != "count"
            answers.append((_grouped if grouped else DECODE[query.kind])(query, found[index]))
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
    return next((i for i, q in enumerate(plan.queries) if q.kind == "count" and not q.where and not q.group_by),
                None)
