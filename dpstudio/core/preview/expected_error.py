"""Expected error of every query, from the mechanisms' parameters alone: previews draw no noise,
spend no budget and can never be exported. The exact answers shown beside them are for the
steward's eyes only.

A PreviewSession computes the exact answers once per plan *structure* (columns, filters, bounds,
categories); after that, previews for any epsilons, deltas, mechanisms or confidence level take
milliseconds, because the errors are analytic.
"""
from __future__ import annotations

import json
from dataclasses import dataclass

import numpy as np
import pandas as pd

from ..exact.answers import exact_answer
from ..io.column_names import text_named
from ..errors import PlanError
from ..private.mechanisms import CONFIDENCE
from ..plan.release_plan import ReleasePlan, parse_plan, table_problems
from ..progress import check_cancel, report
from ..private.drafts import DRAFTS, expected_all
from ..exact.transforms import bound_contributions, where_mask

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
    unit: str | None = None  # "rows" for quantiles: the half-width is in rank
    value_interval: tuple | None = None  # quantiles: the values at the rank interval's ends
    halfwidth_postprocessed: object = None  # with clamping at zero: smaller near zero (per cell for cells)

    def relative_error(self):
        """Half-width over the true answer (per cell for cells; None where the truth is 0)."""
        if self.unit == "rows":
            return None
        if isinstance(self.truth, list):
            widths = self.halfwidth if isinstance(self.halfwidth, list) else [self.halfwidth] * len(self.truth)
            return [w / abs(t) if t else None for w, t in zip(widths, self.truth)]
        return self.halfwidth / abs(self.truth) if self.truth else None

    def sentence(self) -> str:
        """The interval in plain words."""
        level = f"{self.confidence:.0%}"
        if self.unit == "rows":
            text = (f"The released value will be within ±{self.halfwidth:.0f} rows (in rank) of the true "
                    f"quantile with {level} probability")
            if self.value_interval:
                lo, hi = self.value_interval
                text += f": on this table, between {lo:.6g} and {hi:.6g}"
            return text + "."
        if isinstance(self.halfwidth, list):
            worst = max(c for c in self.halfwidth if c == c)
            return f"Each share will be within ±{worst:.3f} of the true share with at least {level} probability."
        what = {"count": "count", "histogram": "count in each cell", "crosstab": "count in each cell",
                "sum": "sum", "mean": "mean"}[self.kind]
        return f"The {what} will be within ±{_short(self.halfwidth)} of the true {what} with {level} probability."

    def to_dict(self) -> dict:
        return {"id": self.id, "kind": self.kind, "epsilon": self.epsilon, "delta": self.delta,
                "mechanism": self.mechanism, "noise_scale": self.noise_scale, "confidence": self.confidence,
                "halfwidth": self.halfwidth, "halfwidth_after_clamping": self.halfwidth_postprocessed,
                "unit": self.unit, "value_interval": self.value_interval,
                "true_value": self.truth, "relative_error": self.relative_error(), "in_words": self.sentence(),
                **({"cells": self.cells} if self.cells else {})}


def _short(value: float) -> str:
    return f"{value:,.0f}" if abs(value) >= 100 else f"{value:.3g}"


def answer_key(query) -> str:
    spec = {k: v for k, v in query.to_dict().items() if k not in NOT_STRUCTURAL}
    return json.dumps(spec, sort_keys=True, default=str)


class PreviewSession:
    """Exact answers of a plan's queries on a table, computed once; previews for any budget after."""

    def __init__(self, frame: pd.DataFrame, plan: ReleasePlan | dict, progress=None, cancel=None):
        plan = plan if isinstance(plan, ReleasePlan) else parse_plan(plan)
        frame = text_named(frame)
        problems = table_problems(plan, frame)
        if problems:
            raise PlanError(problems)
        self.unit = plan.privacy_unit
        prepared = bound_contributions(frame, self.unit.column, self.unit.max_rows)
        self.rows = prepared.frame
        self.people = (int(self.rows[self.unit.column].nunique()) if self.unit.column else len(self.rows))
        self.answers = {}
        self._cache = {}
        for index, query in enumerate(plan.queries):
            check_cancel(cancel)
            self.answers.setdefault(answer_key(query), exact_answer(query, self.rows))
            report(progress, (index + 1) / len(plan.queries))
        self.plan = plan

    def covers(self, plan: ReleasePlan) -> bool:
        """Whether this session's answers serve `plan` (same privacy unit, same query structures)."""
        return plan.privacy_unit == self.unit and all(answer_key(q) in self.answers for q in plan.queries)

    def drafts(self, plan: ReleasePlan):
        return [DRAFTS[q.kind](q, self.answers[answer_key(q)], self.unit.max_rows, f"queries[{i}] ('{q.id}')")
                for i, q in enumerate(plan.queries)]

    def previews(self, plan: ReleasePlan | dict | None = None, confidence: float = CONFIDENCE) -> list[QueryPreview]:
        plan = self.plan if plan is None else plan if isinstance(plan, ReleasePlan) else parse_plan(plan)
        drafts = self.drafts(plan)
        out = []
        for query, draft, expected in zip(plan.queries, drafts, expected_all(drafts, confidence)):
            value_interval = None
            if expected.get("unit") == "rows":
                value_interval = self._quantile_values(query, expected["halfwidth"])
            out.append(QueryPreview(
                id=query.id, kind=query.kind, epsilon=float(query.epsilon), delta=float(query.delta),
                mechanism=draft.mechanism, noise_scale=expected["noise_scale"], halfwidth=expected["halfwidth"],
                truth=expected["truth"], confidence=confidence, cells=expected.get("cells"),
                unit=expected.get("unit"), value_interval=value_interval,
                halfwidth_postprocessed=expected.get("halfwidth_postprocessed")))
        return out

    def sorted_values(self, query) -> np.ndarray:
        """The query's column (after its filter), clamped and sorted; computed once per structure."""
        key = "sorted:" + answer_key(query)
        if key not in self._cache:
            rows = self.rows[where_mask(self.rows, query.where)]
            self._cache[key] = np.sort(rows[query.column].dropna().to_numpy(dtype=float).clip(*query.bounds))
        return self._cache[key]

    def _quantile_values(self, query, rank_halfwidth) -> tuple | None:
        values = self.sorted_values(query)
        if not len(values):
            return None
        target = float(query.quantile) * len(values)
        lo = int(np.clip(np.floor(target - rank_halfwidth), 0, len(values) - 1))
        hi = int(np.clip(np.ceil(target + rank_halfwidth), 0, len(values) - 1))
        return float(values[lo]), float(values[hi])


def preview_plan(frame: pd.DataFrame, plan: ReleasePlan | dict, confidence: float = CONFIDENCE) -> list[QueryPreview]:
    """One QueryPreview per query of the plan. Raises PlanError if the plan does not fit the table."""
    return PreviewSession(frame, plan).previews(confidence=confidence)
