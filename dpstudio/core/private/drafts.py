"""Per-query release steps: compute the exact answer and calibrate the noise first (a Draft), then
draw once (Draft.draw) and describe the result for release.json. This module holds the base and the
additive drafts (count, cells, sum); a mean's, a quantile's, several quantiles', randomized response's and a synthetic
table's are in their kinds' packages (kinds/<kind>/private.py), a table family's in marginals_draft.py,
grouped_drafts.py, margins.py and discovery.py the others, plan_drafts.py a whole plan's.

Every figure an entry states (epsilon, delta, scale, interval) is read from the mechanism object
that drew the noise.
"""
from __future__ import annotations

import numpy as np

from ..base.exact_answers import ExactAnswer
from .consistency import (expected_widening, project_to_total, project_to_total_nonnegative, projected_halfwidth,
                          round_keeping_sum)
from ..base.errors import PlanError, Problem, within
from ..base.words.problem_message import ProblemMessage
from ..base.words.stored_message import StoredMessage
from .mechanisms import CONFIDENCE, FLOAT_SUM_SLACK, AdditiveNoise, calibrate, clamped_halfwidth
from ..base.exact_numbers import as_json_number
from ..plan.counting_rule import EACH_CELL, PEOPLE, cells_reached, each_cell_sensitivity
from ..plan.queries import Query
from .zcdp import calibrate_rho

ZCDP_DEFAULTS = {"laplace": "gaussian", "discrete_laplace": "discrete_gaussian"}  # the default noise under zcdp

MISSING_NOTE = "Rows whose value is missing are left out."
TOTAL_NOTE = "Cells were moved equally to add up to the released total '{total}' (post-processing; no extra budget)."
TOTAL_NONNEGATIVE_NOTE = ("Cells were moved to add up to the released total '{total}' with none below 0: the same "
                          "amount off each cell left above 0, the others set to 0 (post-processing; no extra budget).")


class Draft:
    """A query ready to draw: exact answer known, mechanism calibrated, nothing drawn yet.

    `rho` is the query's share of rho under zCDP accounting (None: its own epsilon and delta)."""

    def __init__(self, query: Query, answer: ExactAnswer, max_rows: int, where: tuple, rho=None):
        self.query, self.answer, self.max_rows, self.where, self.rho = query, answer, max_rows, where, rho
        self.calibrate()

    def noise_for(self, mechanism: str, sensitivity, epsilon, delta, part=1) -> AdditiveNoise:
        """Additive noise for (epsilon, delta), or under zCDP for `part` of the query's rho."""
        if self.rho is None:
            return calibrate(mechanism, sensitivity, epsilon, delta)
        return calibrate_rho(mechanism, sensitivity, self.rho * part)

    def rho_spent(self):
        """The zCDP cost of this query's mechanisms, by their own maps (zCDP accounting only)."""
        return self.noise.rho

    def calibrate(self) -> None:
        raise NotImplementedError

    def draw(self) -> dict:
        raise NotImplementedError

    def expected(self, confidence: float = CONFIDENCE) -> dict:
        """The error half-width at `confidence` and the exact answer, from parameters alone: nothing is drawn."""
        raise NotImplementedError

    def mechanism_name(self) -> str:
        q = self.query
        mechanism = q.mechanism or q.default_mechanism(self.answer.integer_valued)
        if self.rho is not None and not q.mechanism:
            mechanism = ZCDP_DEFAULTS.get(mechanism, mechanism)
        if mechanism.startswith("discrete_") and not self.answer.integer_valued:
            raise PlanError([Problem(within(self.where, "mechanism"),
                                     ProblemMessage("{mechanism} needs whole numbers, and this column has fractions",
                                                    mechanism=mechanism),
                                     ProblemMessage("use {mechanism} instead",
                                                    mechanism=mechanism.removeprefix("discrete_")))])
        return mechanism

    def entry(self, noise_scale, ci95, **result) -> dict:
        q = self.query
        head = {"id": q.id, "kind": q.kind, "epsilon": as_json_number(q.epsilon),
                "delta": as_json_number(q.delta), "mechanism": self.mechanism, "noise_scale": noise_scale,
                "ci95": ci95}
        if self.rho is not None:  # zCDP accounting: epsilon is the query's share; rho what it spent
            head["rho"] = as_json_number(self.rho_spent())
        # the plan's fields, but never over what was measured: a family's plan `tables` (lists of columns) is not
        # its release's `tables` (each table's columns, cells and intervals)
        spec = {k: v for k, v in q.to_dict().items()
                if k not in ("id", "kind", "epsilon", "delta", "mechanism") and k not in result}
        return {**head, **result, **spec}


def rounding(draft) -> float:
    """Rounding a float-noised answer to a whole number moves it by up to 0.5: the interval says so."""
    return 0.5 if "round" in draft.query.postprocess and not draft.noise.discrete else 0.0


def postprocess_number(value, steps):
    if "clamp_nonnegative" in steps:
        value = max(0, value)
    if "round" in steps:
        value = int(round(value))
    return value


class CountDraft(Draft):
    def calibrate(self):
        self.mechanism = self.mechanism_name()
        self.noise = self.noise_for(self.mechanism, self.sensitivity(), self.query.epsilon, self.query.delta)

    def sensitivity(self):
        """max_rows for rows (1 when the answer reads one row per person); for people counted in each cell
        they reach, the L1 or L2 norm of changing min(max_rows, cells) cells by 1 (plan/counting_rule.py)."""
        q = self.query
        if q.of == PEOPLE and q.person_rule == EACH_CELL and q.cell_columns()[0] and self.max_rows > 1:
            cells = None if q.discover else len(q.cell_keys())
            return each_cell_sensitivity(cells_reached(self.max_rows, cells), self.mechanism.endswith("gaussian"))
        return q.sensitivity(self.max_rows)

    def draw(self):
        self.raw_value = self.noise.add_to(self.answer.value)
        value = postprocess_number(self.raw_value, self.query.postprocess)
        return self.entry(self.noise.scale, self.noise.ci_halfwidth() + rounding(self), value=value,
                          sensitivity=self.noise.sensitivity)


    def expected(self, confidence: float = CONFIDENCE):
        return {"halfwidth": self.noise.ci_halfwidth(confidence), "noise_scale": self.noise.scale,
                "truth": self.answer.value,
                "halfwidth_postprocessed": self.clamped(self.answer.value, confidence)}

    def clamped(self, truth, confidence):
        """With clamp_nonnegative, the (smaller) half-width near zero; None without it."""
        if "clamp_nonnegative" not in self.query.postprocess:
            return None
        return clamped_halfwidth(self.noise.mechanism, self.noise.scale, float(truth), confidence)


class CellsDraft(CountDraft):
    """Histogram and cross-tab: one noisy count per disjoint cell (parallel composition)."""

    def draw(self):
        noisy = self.noise.add_to(np.asarray(self.answer.value, dtype=np.int64 if self.noise.discrete else float))
        self.raw_cells = noisy  # before post-processing: what add_up moves
        ci = self.noise.ci_halfwidth() + rounding(self)
        columns = self.query.own_columns()
        cells = [{"key": dict(zip(columns, key)), "value": postprocess_number(v.item(), self.query.postprocess),
                  "ci95": ci} for key, v in zip(self.query.cell_keys(), noisy)]
        return self.entry(self.noise.scale, ci, cells=cells, sensitivity=self.noise.sensitivity,
                          composition="parallel across disjoint cells")

    def consistent_halfwidth(self, total: "CountDraft", confidence: float = CONFIDENCE) -> float:
        """Half-width once the cells are made to add up to `total`'s released value (rounded)."""
        width = projected_halfwidth(self.noise.mechanism, self.noise.scale, len(self.answer.value),
                                    total.noise.mechanism, total.noise.scale, confidence)
        return width + (1 if "round" in self.query.postprocess else 0)

    def kept_at_zero_halfwidth(self, total: "CountDraft", confidence: float = CONFIDENCE) -> float:
        """About the half-width add_up will state with clamp_nonnegative on this table (the steward's
        preview: from the true counts, drawing nothing): consistent_halfwidth plus the mean of what
        add_up adds to it (consistency.expected_widening)."""
        widening = expected_widening(self.answer.value, self.noise.mechanism, self.noise.scale,
                                     float(total.answer.value), total.noise.mechanism, total.noise.scale)
        return self.consistent_halfwidth(total, confidence) + widening

    def add_up(self, entry: dict, total_entry: dict, total: "CountDraft") -> None:
        """Move the cells so that they add up to the released total: every cell by the same amount, or
        with clamp_nonnegative, to the nearest non-negative cells that add up (consistency.py)."""
        values = np.asarray(self.raw_cells, dtype=float)
        target = total_entry["value"]
        if "clamp_nonnegative" in self.query.postprocess:  # the total is clamped too (plan/parsing.py)
            adjusted, further = project_to_total_nonnegative(values, target)
            note = TOTAL_NONNEGATIVE_NOTE
        else:
            adjusted, further, note = project_to_total(values, target), 0.0, TOTAL_NOTE
        if "round" in self.query.postprocess:
            adjusted = round_keeping_sum(adjusted, int(round(target)))
        # a total clamped at zero moved by |raw - released|; every cell then moves by that / m more
        ci = self.consistent_halfwidth(total) + abs(total.raw_value - target) / len(values) + further
        for cell, value in zip(entry["cells"], adjusted):
            cell["value"], cell["ci95"] = value.item(), ci
        entry["ci95"] = ci
        entry["notes"] = [StoredMessage(note, total=total.query.id)]

    def expected(self, confidence: float = CONFIDENCE):
        truth = [int(v) for v in self.answer.value]
        clamped = [self.clamped(t, confidence) for t in truth] if "clamp_nonnegative" in self.query.postprocess \
            else None
        return {"halfwidth": self.noise.ci_halfwidth(confidence), "noise_scale": self.noise.scale,
                "truth": truth, "halfwidth_postprocessed": clamped,
                "cells": [dict(zip(self.query.own_columns(), key)) for key in self.query.cell_keys()]}


class SumDraft(Draft):
    def calibrate(self):
        self.mechanism = self.mechanism_name()
        sensitivity = self.query.sensitivity(self.max_rows)
        if self.answer.integer_valued:
            sensitivity = int(sensitivity)
        else:
            sensitivity = float(sensitivity) * FLOAT_SUM_SLACK
        self.noise = self.noise_for(self.mechanism, sensitivity, self.query.epsilon, self.query.delta)

    def draw(self):
        value = postprocess_number(self.noise.add_to(self.answer.value), self.query.postprocess)
        return self.entry(self.noise.scale, self.noise.ci_halfwidth() + rounding(self), value=value,
                          sensitivity=self.noise.sensitivity, notes=[MISSING_NOTE])

    def expected(self, confidence: float = CONFIDENCE):
        return {"halfwidth": self.noise.ci_halfwidth(confidence), "noise_scale": self.noise.scale,
                "truth": self.answer.value}
