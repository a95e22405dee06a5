"""Expected error of every query, from the mechanisms' parameters alone: previews draw no noise,
spend no budget and can never be exported. The exact answers shown beside them are for the
steward's eyes only.

A PreviewSession computes the exact answers once per plan *structure* (columns, filters, bounds,
categories); after that, previews for any epsilons, deltas, mechanisms or confidence level take
milliseconds, because the errors are analytic.
"""
from __future__ import annotations

import json
from dataclasses import dataclass, replace
from fractions import Fraction

from ..exact.source import as_source
from ..base.errors import PlanError
from ..private.mechanisms import CONFIDENCE
from ..plan.release_plan import ReleasePlan, parse_plan
from ..exact.listed_only import without_other
from ..exact.table_checks import table_problems
from ..private.plan_drafts import draft_query, expected_all
from ..base.locale_format import format_number, given, localized, percent
from ..base.words import say
from ..kinds.quantile.query import QuantileQuery
from .interval_words import column_value, family_sentence
from .kind_previews import preview_of
from .value_spread import ValueSpread

NOT_STRUCTURAL = ("id", "epsilon", "delta", "mechanism", "postprocess", "sum_to", "row_count_share")


@dataclass(frozen=True)
class QueryPreview:
    id: str
    kind: str
    epsilon: float
    delta: float
    mechanism: str
    noise_scale: object
    halfwidth: object        # a number, or one per cell; the released value is within it with `confidence`
    truth: object            # the exact answer (number, or one per cell): never published
    confidence: float = CONFIDENCE
    cells: list | None = None
    unit: str | None = None  # "rows" for quantiles: the half-width is in places of the sorted values (ranks)
    value_interval: tuple | None = None  # an ungrouped quantile: the values at the rank interval's ends, on this
    # table (the steward's preview only): the same interval in the column's units
    halfwidth_postprocessed: object = None  # with clamping at zero: smaller near zero (per cell for cells)
    rho: float | None = None  # under zCDP accounting: the query's share of the budget's rho
    group_halfwidths: list | None = None  # a grouped sum, mean or quantile: each group's (halfwidth: the widest)
    threshold: int | None = None  # discovered keys: a key is published only if its noisy count reaches this
    publish_chances: list | None = None  # discovered keys: each key's chance of being published (cells' order)
    kept_at_zero_adding_up: bool = False  # cells kept at 0 or above while adding up to a count (sum_to): the
    # released interval adds how far that moved them, known only once drawn (private/consistency.py) ...
    halfwidth_kept_at_zero: float | None = None  # ... and about what it will be on this table (its mean)
    widened_where_moved: bool = False  # a table with margins kept at 0 or above (plan version 8): a value the
    # projection moves has its interval widened by how far it moved (private/margins.py), known only once drawn
    counts: str = ""  # "people" or "rows" where a person may have several rows (plan version 9), else ""
    quantiles: list | None = None  # several quantiles at once (plan version 10): the plan's, in truth's order
    tables: list | None = None  # a table family (plan version 10): each table's columns, cells, halfwidth and
    # one_by_one_halfwidth (measured on its own at an equal share), and its exact cells (truth: never published)
    pairs_not_kept: list | None = None  # a synthetic table (plan version 11): the pairs of columns no table holds
    table_choice: dict | None = None  # a synthetic table choosing its pairs (plan version 13): how many pairs, among
    # how many, with which share of its budget; `tables` are then a stand-in chain's (kinds/synthetic/private.py)
    resolution: float | None = None  # a quantile's (plan version 12): the step between its candidates
    value_intervals: list | None = None  # several quantiles, ungrouped: each one's value_interval (plan's order)

    def family_saving(self) -> float | None:
        """A table family's expected total squared error measured one by one over measured together."""
        if not self.tables:
            return None
        together = sum(t["cells"] * t["halfwidth"] ** 2 for t in self.tables)
        alone = sum(t["cells"] * t["one_by_one_halfwidth"] ** 2 for t in self.tables)
        return alone / together

    def kept_at_zero_words(self, level: str, language: str) -> str:
        """A family's tables post-processed (plan version 12, issue 46): how that widens an interval, or nothing."""
        if not (self.tables and self.widened_where_moved):
            return ""
        return " " + say(language, "Published, the tables are kept at 0 or above while they still add up: a value "
                         "that step moves has its released interval widened by how far it moved, so each released "
                         "interval holds with at least {level} probability.", level=level)

    def relative_error(self):
        """Half-width over the true answer (per cell for cells, a family's table after table; None where the truth
        is 0)."""
        if self.unit == "rows":
            return None
        if self.tables:  # issue 46: a family's small cells are mostly noise as a histogram's are
            return [t["halfwidth"] / abs(v) if v else None for t in self.tables for v in t["truth"]]
        if isinstance(self.truth, list):
            widths = self.halfwidth if isinstance(self.halfwidth, list) else [self.halfwidth] * len(self.truth)
            return [w / abs(t) if t else None for w, t in zip(widths, self.truth)]
        return self.halfwidth / abs(self.truth) if self.truth else None

    def sentence(self, language: str = "en") -> str:
        """The interval in plain words, in `language` (en, de, zh, el)."""
        lang = language
        level = percent(self.confidence, lang, 0)
        own = preview_of(self)
        if own.says:  # its own sentence (several quantiles, a synthetic table)
            return own.says(self, level, lang)
        if self.unit == "rows":  # the release states the interval in places; on this table, in values too
            text = say(lang, "The released value will be within ±{ranks} places in the sorted values of the true "
                       "quantile with {level} probability", ranks=format_number(self.halfwidth, lang), level=level)
            if self.value_interval:
                lo, hi = self.value_interval
                text += say(lang, ": on this table, between {low} and {high}", low=column_value(lo, lang),
                            high=column_value(hi, lang))
            return text + say(lang, ".") + self.resolution_words(lang)
        if self.threshold is not None:
            return discovered_sentence(self, level, lang)
        if self.tables:
            return family_sentence(self, level, lang) + self.kept_at_zero_words(level, lang)
        if self.group_halfwidths:
            low, high = format_number(min(self.group_halfwidths), lang), format_number(max(self.group_halfwidths), lang)
            return say(lang, own.group_sentence, low=low, high=high, level=level)
        if isinstance(self.halfwidth, list):
            worst = max(c for c in self.halfwidth if c == c)
            return say(lang, "Each share will be within ±{worst} of the true share with at least {level} probability.",
                       worst=format_number(worst, lang), level=level)
        if self.widened_where_moved:
            return say(lang, "Each cell's count will be within ±{width} of the true count with {level} probability "
                       "where keeping the table at 0 or above leaves it; a value that step moves has its released "
                       "interval widened by how far it moved, so each released interval holds with at least {level} "
                       "probability.", width=format_number(self.halfwidth, lang), level=level)
        if self.kept_at_zero_adding_up and self.halfwidth_kept_at_zero is not None:  # the stated interval covers
            # (private/consistency.py), but how wide it is depends on the draw: about this
            return say(lang, "Each cell's count will be within its released interval of the true count with at least "
                       "{level} probability; on this table that interval will be about ±{width} (keeping cells at 0 "
                       "or above while they add up widens it by how far that moves the others).",
                       width=format_number(self.halfwidth_kept_at_zero, lang), level=level)
        shape = "cells" if isinstance(self.truth, list) else "one"
        counted = COUNTED_SENTENCES.get((shape, self.counts)) if own.counted_sentence else None
        sentence = counted or own.sentence  # a sum's or mean's counts say whose values, not a number of them
        return say(lang, sentence, width=format_number(self.halfwidth, lang), level=level)

    def resolution_words(self, lang: str) -> str:
        """" Candidate values 0.01 apart: …" after a quantile's sentence (plan version 12), else ""."""
        if self.resolution is None:
            return ""
        return " " + say(lang, "Candidate values are {resolution} apart: the value is published to that resolution.",
                         resolution=given(self.resolution, lang))

    def to_dict(self) -> dict:
        return {"id": self.id, "kind": self.kind, "epsilon": self.epsilon, "delta": self.delta,
                "mechanism": self.mechanism, "noise_scale": self.noise_scale, "confidence": self.confidence,
                "halfwidth": self.halfwidth, "halfwidth_after_clamping": self.halfwidth_postprocessed,
                "unit": self.unit, "value_interval": self.value_interval, "counts": self.counts or None,
                "true_value": self.truth, "relative_error": self.relative_error(), "in_words": self.sentence(),
                **({"cells": self.cells} if self.cells else {}), **({"rho": self.rho} if self.rho is not None else {}),
                **({"threshold": self.threshold, "publish_chances": self.publish_chances}
                   if self.threshold is not None else {}),
                **({"kept_at_zero_adding_up": True, "halfwidth_kept_at_zero": self.halfwidth_kept_at_zero}
                   if self.kept_at_zero_adding_up else {}),
                **({"widened_where_moved": True} if self.widened_where_moved else {}),
                **({"tables": self.tables, "saving": self.family_saving()} if self.tables else {}),
                **({"pairs_not_kept": self.pairs_not_kept} if self.pairs_not_kept is not None else {}),
                **({"table_choice": self.table_choice} if self.table_choice is not None else {}),
                **({"resolution": self.resolution} if self.resolution is not None else {}),
                **({"value_intervals": self.value_intervals} if self.value_intervals else {})}


def discovered_sentence(preview: QueryPreview, level: str, language: str = "en") -> str:
    """Discovered keys: the error of a published count, the threshold, and how many keys to expect."""
    expected = sum(preview.publish_chances or [])
    keys = len(preview.truth)
    return say(language, "Each published count will be within ±{width} of its true count with {level} probability. A "
               "key is published only if its noisy count reaches {threshold}: on this table, about {expected} of its "
               "{keys} keys would be published; keys with fewer rows are likely left out.",
               width=format_number(preview.halfwidth, language), level=level, threshold=preview.threshold,
               expected=localized(f"{expected:,.0f}", language), keys=localized(f"{keys:,}", language))


COUNTED_SENTENCES = {  # (one value or cells, what they count) where a person may have several rows
    ("one", "people"): "The number of people will be within ±{width} of the true number with {level} probability.",
    ("cells", "people"): "The number of people in each cell will be within ±{width} of the true number with {level} "
                         "probability.",
    ("one", "rows"): "The number of rows will be within ±{width} of the true number with {level} probability.",
    ("cells", "rows"): "The number of rows in each cell will be within ±{width} of the true number with {level} "
                       "probability.",
}
def counts_of_query(query, unit) -> str:
    """What a query's numbers count, where a person may have several rows: "people" or "rows" ("" otherwise); for a
    sum, mean or quantile, whose values they are (one per person, or every row's)."""
    if unit.column is None:
        return ""
    own = preview_of(query)
    if own.counts_people:
        return "people"
    return query.of if own.kind.counted else ""


def answer_key(query) -> str:
    spec = {k: v for k, v in query.to_dict().items() if k not in NOT_STRUCTURAL}
    return json.dumps(spec, sort_keys=True, default=str)


class PreviewSession:
    """Exact answers of a plan's queries on a table, computed once; previews for any budget after.

    `table` is a pandas DataFrame or any TableSource: the exact side runs where the table lives.
    """

    def __init__(self, table, plan: ReleasePlan | dict, progress=None, cancel=None):
        plan = plan if isinstance(plan, ReleasePlan) else parse_plan(plan)
        source = as_source(table)
        problems = table_problems(plan, source)
        if problems:
            raise PlanError(problems)
        self.unit = plan.privacy_unit
        spread_queries = [spread_query(q) for q in plan.queries if preview_of(q).spread]
        widened = replace(plan, queries=(*plan.queries, *spread_queries))
        prepared = without_other(widened, source.prepare(widened, progress, cancel))
        self.people = prepared.people
        answers = prepared.answers[:len(plan.queries)]
        self.answers = {answer_key(q): a for q, a in zip(plan.queries, answers)}
        self._spreads = {answer_key(q): ValueSpread(q.bounds, a.bucket_counts, q.resolution)
                         for q, a in zip(spread_queries, prepared.answers[len(plan.queries):])}
        self.plan = plan

    def covers(self, plan: ReleasePlan) -> bool:
        """Whether this session's answers serve `plan` (same privacy unit, same query structures)."""
        return plan.privacy_unit == self.unit and all(answer_key(q) in self.answers for q in plan.queries)

    def drafts(self, plan: ReleasePlan):
        return [draft_query(plan, q, self.answers[answer_key(q)], ("queries", (i, q.id)))
                for i, q in enumerate(plan.queries)]

    def previews(self, plan: ReleasePlan | dict | None = None, confidence: float = CONFIDENCE) -> list[QueryPreview]:
        plan = self.plan if plan is None else plan if isinstance(plan, ReleasePlan) else parse_plan(plan)
        drafts = self.drafts(plan)
        out = []
        for query, draft, expected in zip(plan.queries, drafts, expected_all(drafts, confidence)):
            value_interval = value_intervals = None
            in_values = preview_of(query).value_intervals  # a quantile's, in the column's values on this table
            if in_values:
                value_interval, value_intervals = in_values(self, query, expected)
            out.append(QueryPreview(
                id=query.id, kind=query.kind, epsilon=float(query.epsilon), delta=float(query.delta),
                mechanism=draft.mechanism, noise_scale=expected["noise_scale"], halfwidth=expected["halfwidth"],
                truth=expected["truth"], confidence=confidence, cells=expected.get("cells"),
                unit=expected.get("unit"), value_interval=value_interval,
                halfwidth_postprocessed=expected.get("halfwidth_postprocessed"),
                rho=float(draft.rho) if draft.rho is not None else None,
                group_halfwidths=expected.get("halfwidths"), threshold=expected.get("threshold"),
                publish_chances=expected.get("publish_chances"),
                kept_at_zero_adding_up=expected.get("kept_at_zero_adding_up", False),
                halfwidth_kept_at_zero=expected.get("halfwidth_kept_at_zero"),
                widened_where_moved=expected.get("widened_where_moved", False),
                counts=counts_of_query(query, plan.privacy_unit), tables=expected.get("tables"),
                pairs_not_kept=expected.get("pairs_not_kept"), table_choice=expected.get("table_choice"),
                quantiles=expected.get("quantiles"), resolution=getattr(query, "resolution", None),
                value_intervals=value_intervals))
        return out

    def spread(self, query) -> "ValueSpread":
        """How the query's column (after its filter, clamped to its bounds) is spread over its bounds."""
        return self._spreads[answer_key(spread_query(query))]


def spread_query(query) -> QuantileQuery:
    """A median over the same column, bounds and filter: its bucket counts show how values spread."""
    return QuantileQuery(id=f"spread of {query.id}", epsilon=Fraction(1), column=query.column, bounds=query.bounds,
                         where=query.where, quantile=0.5, resolution=getattr(query, "resolution", None),
                         of=query.of, person_rule=query.person_rule)


def preview_plan(table, plan: ReleasePlan | dict, confidence: float = CONFIDENCE) -> list[QueryPreview]:
    """One QueryPreview per query of the plan. Raises PlanError if the plan does not fit the table."""
    return PreviewSession(table, plan).previews(confidence=confidence)
