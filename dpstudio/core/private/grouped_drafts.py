"""Grouped sums, means and quantiles (plan `group_by`, version 4): one draw per group, at the query's scale.

Why each group gets the whole query's epsilon (parallel composition): one person contributes at most k
= max_rows rows, so touches at most k groups, and the change across all groups together is bounded as
one ungrouped query's is. For sums, sum over groups of |change| <= k * max(|lo|, |hi|) (L1), and so is
the L2 norm (all k rows may fall in one group): Laplace noise of scale L1/epsilon, or Gaussian noise
for that L2, on every group is the vector mechanism of the ungrouped sum. A mean's sum of
(2x - lo - hi) and count parts likewise (k * (hi - lo) and k). For a quantile each group's exponential
mechanism is calibrated to the score sensitivity of k rows; a person with r_g rows in group g moves
that group's scores by at most r_g / k of it, and the mechanism's loss grows linearly with that move
(under zCDP, with its square), so the groups together cost at most the query's epsilon (rho).
"""
from __future__ import annotations

from ..plan.queries import Query
from .kind_drafts import draft_of
from .mechanisms import CONFIDENCE


class GroupedDraft:
    """One draft of the query's kind per group, each over that group's exact answer."""

    def __init__(self, query: Query, answer, max_rows: int, where: tuple, rho=None):
        self.query, self.answer, self.max_rows, self.where, self.rho = query, answer, max_rows, where, rho
        inner = draft_of(query).draft  # its kind's draft (kinds/<kind>/private.py): a sum's, mean's or quantile's
        self.groups = [inner(query, group, max_rows, where, rho) for group in answer.groups]
        self.mechanism = self.groups[0].mechanism

    def rho_spent(self):
        """Parallel composition: every group's mechanism has the same calibration, and costs it once."""
        return max(group.rho_spent() for group in self.groups)

    def draw(self) -> dict:
        entries = [group.draw() for group in self.groups]
        first = entries[0]
        cells = [{"key": dict(zip(self.query.group_by, key)), "value": entry["value"], "ci95": entry["ci95"],
                  **({"no_estimate": True} if entry.get("no_estimate") else {})}
                 for key, entry in zip(self.query.group_keys(), entries)]
        common = {name: value for name, value in first.items() if name not in ("value", "ci95", "no_estimate")}
        common["notes"] = list(dict.fromkeys(note for entry in entries for note in entry.get("notes", [])))
        same_interval = all(entry["ci95"] == first["ci95"] for entry in entries)
        return {**common, "ci95": first["ci95"] if same_interval else None, "cells": cells,
                "composition": "parallel across disjoint groups"}

    def expected(self, confidence: float = CONFIDENCE) -> dict:
        """Each group's expected half-width; the query's is the widest (a mean's depends on its count)."""
        per_group = [group.expected(confidence) for group in self.groups]
        first = per_group[0]
        return {**first, "halfwidth": max(e["halfwidth"] for e in per_group),
                "halfwidths": [e["halfwidth"] for e in per_group], "truth": [e["truth"] for e in per_group],
                "cells": [dict(zip(self.query.group_by, key)) for key in self.query.group_keys()]}
