"""A table family's draft (the kind `marginals`, plan version 10): every table measured once through residual
queries and rebuilt consistent (ResidualPlanner: residual_planner.py, residual_split.py, residual_measure.py).

The query's zCDP rho (its share under zCDP accounting, else the largest rho whose conversion at its delta is
within its epsilon) is split between the residuals so as to minimise the total squared error over all cells
with no table noisier per cell than measured on its own at rho / m; OpenDP's Gaussian draws each residual's
noise and its own map states each residual's rho (they add up to at most the query's).

Every released cell is a fixed linear combination of independent Gaussian noises, so its error is exactly
normal with the variance the strategy states (the same for every cell of a table): the 95% interval is
1.96 standard deviations, exact. Every table is exactly the sum of any larger table of the family over the columns
it leaves out. With `postprocess` (plan version 12: `["clamp_nonnegative", "round"]` by default, issue 46) the
tables are then kept at 0 or above and rounded while they still add up (family_postprocess.py), each interval
widened by how far its value moved; with `[]` (an earlier plan's) the values are published as estimated, and a
cell can be below 0 or fractional. The report says which.
"""
from __future__ import annotations

from fractions import Fraction

import numpy as np

from ..base.words.stored_message import StoredMessage
from .drafts import Draft
from .family_postprocess import postprocessed_tables
from .mechanisms import CONFIDENCE, noise_halfwidth
from .residual_bases import marginal_of
from .residual_measure import calibrate, measure, tables_from
from .residual_planner import Workload, one_by_one_variance, plan_strategy
from .zcdp import rho_for

FAMILY_NOTE = ("The {tables} tables were measured once, together: dpstudio measured {residuals} residual queries (one "
               "for each set of columns that some table contains), with noise of its own each, and rebuilt every table "
               "from them (ResidualPlanner; Xiao, Kifer et al., 2023). The tables therefore agree exactly: each is the "
               "sum of any larger table of the family over the columns it leaves out. The noise was split so that the "
               "total error over all cells is the least possible with no table less accurate than if it had been "
               "measured on its own with its share of the budget. Post-processing; the query's budget covers every "
               "measurement.")
UNROUNDED_NOTE = ("Values are published as estimated, not rounded and not kept at 0 or above, so that the tables add up "
                  "exactly: a small count may be published as a fraction or below 0. Each cell's 95% interval is exact.")
ROUNDED_NOTE = ("The tables were then kept at 0 or above and rounded to whole numbers while still adding up to each "
                "other: dpstudio fitted counts at 0 or above over every combination of the columns to the noisy tables, "
                "rounded them to whole numbers keeping their total, and published every table as their sums. A value "
                "so moved has its interval widened by how far it moved, so each interval holds with at least 95% "
                "probability. Post-processing; no extra budget.")
CLAMPED_NOTE = ("The tables were then kept at 0 or above while still adding up to each other: dpstudio fitted counts at "
                "0 or above over every combination of the columns to the noisy tables and published every table as "
                "their sums. A value so moved has its interval widened by how far it moved, so each interval holds "
                "with at least 95% probability. Post-processing; no extra budget.")


def postprocess_note(steps) -> str:
    """What the family's post-processing did to its tables (or that there was none), for its notes."""
    if not steps:
        return UNROUNDED_NOTE
    return ROUNDED_NOTE if "round" in steps else CLAMPED_NOTE
TOTAL = "(total)"


def z_value(confidence: float) -> float:
    """The normal quantile of a two-sided interval: a unit Gaussian's half-width (mechanisms.noise_halfwidth)."""
    return noise_halfwidth("gaussian", 1.0, confidence)


class MarginalsDraft(Draft):
    """The family's strategy and noises, calibrated before anything is drawn."""

    def calibrate(self):
        q = self.query
        self.mechanism = self.mechanism_name()
        self.sizes = tuple(len(q.with_other(c)) for c in q.categories)
        self.workload = Workload(self.sizes, q.table_index())
        self.budget_rho = self.measurement_rho()
        planned = plan_strategy(self.workload, float(self.budget_rho), self.max_rows)
        self.strategy, self.noises = calibrate(planned, Fraction(self.budget_rho))
        self.noise = max(self.noises, key=lambda n: n.scale).noise  # what a single figure of the entry names
        self.variances = self.strategy.cell_variances()  # per table, the same for each of its cells

    def rho_spent(self):
        return sum((n.rho for n in self.noises), Fraction(0))

    def query_rho(self) -> Fraction:
        """The query's rho: its share under zCDP accounting, else the largest whose conversion at its delta is
        within its epsilon."""
        return self.rho if self.rho is not None else rho_for(self.query.epsilon, self.query.delta)

    def measurement_rho(self) -> Fraction:
        """What the tables' measurement may spend: the query's rho (a synthetic table that chooses its pairs
        spends a share of it choosing)."""
        return self.query_rho()

    def one_by_one_variance(self) -> float:
        """Each cell's variance were every table measured on its own at rho / m (the peers' way)."""
        return one_by_one_variance(self.workload, float(self.budget_rho), self.max_rows)

    def halfwidths(self, confidence: float = CONFIDENCE) -> np.ndarray:
        return z_value(confidence) * np.sqrt(self.variances)

    def one_by_one_halfwidth(self, confidence: float = CONFIDENCE) -> float:
        return z_value(confidence) * float(np.sqrt(self.one_by_one_variance()))

    def table_keys(self, table) -> list[dict]:
        """The keys of a table's cells, first column slowest, each column's (other) last."""
        q, keys = self.query, [{}]
        for c in table:
            labels = q.with_other(q.categories[q.columns.index(c)])
            keys = [{**k, c: label} for k in keys for label in labels]
        return keys

    def exact_tables(self, tables=None, sizes=None) -> dict:
        """The exact tables (index tuple -> cells shaped as the table): the workload's, or these `tables`."""
        tables, sizes = tables or self.workload.marginals, sizes or self.sizes
        if isinstance(self.answer.value, dict):  # a wide synthetic table's, counted table by table
            return {t: np.asarray(self.answer.value[t], dtype=float).reshape([sizes[c] for c in t]) for t in tables}
        joint = np.asarray(self.answer.value, dtype=float).reshape(sizes)
        columns = tuple(range(len(sizes)))
        return {t: marginal_of(joint, columns, t) for t in tables}

    def draw(self):
        return self.family_entry(*self.published(self.measured_tables()))

    def published(self, rebuilt: dict) -> tuple[dict, dict]:
        """The tables to publish from the measured ones (post-processed as the plan says: family_postprocess.py),
        and how far each cell's interval is widened for it (index tuple -> one figure per cell)."""
        if not self.query.postprocess:
            return rebuilt, {t: np.zeros(np.size(v)) for t, v in rebuilt.items()}
        return postprocessed_tables(self.sizes, rebuilt, self.query.postprocess)

    def value(self, v) -> float | int:
        """A published cell: a whole number where the plan rounds."""
        return int(round(float(v))) if "round" in self.query.postprocess else float(v)

    def measured_tables(self) -> dict:
        """Every table of the family, rebuilt from the residuals measured once: index tuple -> noisy cells."""
        return tables_from(self.strategy, measure(self.strategy, self.noises, self.exact_tables()))

    def family_entry(self, rebuilt: dict, widening: dict, notes: tuple = (), **more):
        """The release entry of the published tables (cells table after table), each cell's interval its table's
        widened by `widening`, with `more` fields and notes."""
        widths, cells, tables = self.halfwidths(), [], []
        for table, names, width in zip(self.workload.marginals, self.query.tables, widths):
            values = np.ravel(rebuilt[table])
            cells += [{"key": key, "value": self.value(v), "ci95": float(width + wider)}
                      for key, v, wider in zip(self.table_keys(names), values, widening[table])]
            tables.append({"columns": list(names), "cells": len(values), "ci95": float(width),
                           "one_by_one_ci95": self.one_by_one_halfwidth()})
        return self.entry({_residual_name(self.query, n.residual): n.scale for n in self.noises}, None,
                          cells=cells, tables=tables, sensitivity=self.max_rows,
                          composition="residual queries measured once (their rho add up); every table rebuilt "
                                      "from them, and parallel composition across the disjoint cells of each",
                          components=self.components(), **more,
                          notes=[StoredMessage(FAMILY_NOTE, tables=len(tables), residuals=len(self.noises)),
                                 self.postprocess_words(), *notes])

    def postprocess_words(self):
        """The note on what the family's post-processing did to its tables."""
        return postprocess_note(self.query.postprocess)

    def components(self) -> list[dict]:
        return [{"part": _residual_name(self.query, n.residual), "mechanism": "gaussian", "noise_scale": n.scale,
                 "sensitivity": n.sensitivity, "rho": float(n.rho)} for n in self.noises]

    def expected(self, confidence: float = CONFIDENCE):
        """Each table's half-width, beside the one-by-one half-width; the exact tables (the steward's only)."""
        exact = self.exact_tables()
        widths, alone = self.halfwidths(confidence), self.one_by_one_halfwidth(confidence)
        tables = [{"columns": list(names), "halfwidth": float(w), "one_by_one_halfwidth": alone,
                   "cells": self.workload.cells(t), "truth": [float(v) for v in np.ravel(exact[t])]}
                  for t, names, w in zip(self.workload.marginals, self.query.tables, widths)]
        return {"halfwidth": float(max(widths)), "noise_scale": self.noise.scale, "truth": None,
                "halfwidth_postprocessed": None, "tables": tables,
                "widened_where_moved": bool(self.query.postprocess),
                "total_squared_error": self.strategy.total_error(),
                "one_by_one_total_squared_error": self.strategy.one_by_one_total()}


def _residual_name(query, residual) -> str:
    """A residual query by the columns it covers ("sex × ward"), the grand total's "(total)"."""
    return " × ".join(query.columns[i] for i in residual) or TOTAL
