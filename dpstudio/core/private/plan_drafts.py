"""A whole plan's drafts: each query's kind of draft (its record, kinds/<kind>/private.py, in kind_drafts.py), one draw of them all, and what the preview shows."""
from __future__ import annotations

from fractions import Fraction

from ..base.exact_answers import ExactAnswer
from ..plan.counting_rule import rows_per_person
from ..plan.queries import Query
from ..base.words.stored_message import StoredMessage
from .discovery import DiscoveredDraft
from .drafts import Draft
from .grouped_drafts import GroupedDraft
from .kind_drafts import draft_of
from .margins import MarginsDraft
from .mechanisms import CONFIDENCE


def draft_plan(plan, answers) -> list[Draft]:
    """Calibrated mechanisms of every query over its exact answer (in plan order); nothing drawn."""
    return [draft_query(plan, q, answer, ("queries", (i, q.id)))
            for i, (q, answer) in enumerate(zip(plan.queries, answers, strict=True))]


def draft_query(plan, query: Query, answer: ExactAnswer, where: tuple) -> Draft:
    """One query's draft under the plan's accounting (under zCDP, its share of rho)."""
    zcdp = plan.zcdp()
    rho = zcdp.share(query.epsilon) if zcdp is not None else None
    rows = rows_per_person(query, plan.privacy_unit)  # 1 where the answer reads one row per person
    if query.discover:
        return DiscoveredDraft(query, answer, rows, where, rho)
    if getattr(query, "margins", False):
        return MarginsDraft(query, answer, rows, where, rho)
    if query.group_by and draft_of(query).per_group:  # a grouped count is a histogram or cross-tab: CellsDraft
        return GroupedDraft(query, answer, rows, where, rho)
    return draft_of(query).draft(query, answer, rows, where, rho)


def rho_spent(drafts: list[Draft]):
    """What the drafts' mechanisms spend together under zCDP (rho adds up)."""
    return sum((draft.rho_spent() for draft in drafts), Fraction(0))


def draw_all(drafts: list[Draft]) -> list[dict]:
    """One fresh draw per query, then cells made to add up where the plan asks."""
    entries = [draft.draw() for draft in drafts]
    by_id = {d.query.id: (d, e) for d, e in zip(drafts, entries)}
    for draft, entry in zip(drafts, entries):
        target = getattr(draft.query, "sum_to", None)
        if target:
            total, total_entry = by_id[target]
            draft.add_up(entry, total_entry, total)
        if not draft.query.other:
            entry["notes"] = list(entry.get("notes", [])) + [other_note(draft.query)]
    return entries


OTHER_NOTE = ("Rows whose {columns} is not listed (or is missing) are left out of this table: there is no (other) "
              "cell, and totals count the listed rows only.")


def other_note(query) -> StoredMessage:
    """What the report says of a query with `"other": false` (plan/other_rule.py); its columns a list, said as
    alternatives in the reader's language ("age or sex")."""
    columns, _ = query.cell_columns()
    return StoredMessage(OTHER_NOTE, columns=[c for c in columns if c not in query.discover])


def expected_all(drafts: list[Draft], confidence: float = CONFIDENCE, on_this_table: bool = True) -> list[dict]:
    """What preview shows: expected half-widths, with cells made to add up where asked. on_this_table=False
    (budget planning, on stand-in answers) leaves out what only the true counts tell."""
    by_id = {d.query.id: d for d in drafts}
    out = []
    for draft in drafts:
        expected = draft.expected(confidence)
        target = getattr(draft.query, "sum_to", None)
        if target:
            expected["halfwidth"] = draft.consistent_halfwidth(by_id[target], confidence)
            expected["halfwidth_postprocessed"] = None  # cells kept at 0 while adding up: not clamped one by one
            if "clamp_nonnegative" in draft.query.postprocess:  # released wider where cells reach 0: about this
                expected["kept_at_zero_adding_up"] = True
                if on_this_table:
                    expected["halfwidth_kept_at_zero"] = draft.kept_at_zero_halfwidth(by_id[target], confidence)
        out.append(expected)
    return out
