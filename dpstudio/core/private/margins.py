"""Cells with their margins and total, measured apart and made consistent (`margins: true`, plan 4).

The query's budget is split between the cells, each column's one-way margins and the grand total
(margin_split.py: the split with the least expected total squared error, from the table's shape alone;
under Laplace noise that is the cells alone, the margins and total being their sums): each is a vector of counts that one person's k rows change by
at most k in L1 and L2 norm, so each is its own Laplace or Gaussian measurement, and their costs add
up to the query's (sequential composition; under zCDP the rho shares add up). The released values
are the weighted least-squares estimate of the cells given all measurements (weights: the inverse
noise variances), and the margins and total are sums of those cells, so everything adds up.

Every estimated value is then a fixed linear combination of independent noises, sum_i w_i Z_i, whose
weights come from the table's shape alone. Its 95% interval is exact: for Gaussian noise a normal
with variance sum w_i^2 sigma_i^2; for Laplace noise the distribution of the weighted sum, computed
from its characteristic function prod 1 / (1 + w_i^2 b_i^2 t^2) by Gil-Pelaez inversion. Discrete
mechanisms are refused with margins (their weighted sums have no such exact form here).

With `clamp_nonnegative` (plan version 8: the default with `round`) the cells are then kept at 0 or above
while still adding up (nonnegative_tables.py), and with `round` rounded; the margins and total released are
always the sums of the cells released. Each value's interval is its estimate's, widened by how far the
value moved (moved()): it holds with probability at least 95%.
"""
from __future__ import annotations

import math
from fractions import Fraction
from functools import lru_cache
from statistics import NormalDist

import numpy as np

from .drafts import CellsDraft
from .margin_split import margin_split
from .mechanisms import CONFIDENCE
from .nonnegative_tables import nonnegative_cells

ALL = "(all)"


def aggregations(sizes: tuple[int, ...]) -> list[np.ndarray]:
    """The matrices from cells (first column slowest) to each measurement: cells, margins, total."""
    cells = int(np.prod(sizes))
    index = np.indices(sizes).reshape(len(sizes), cells)
    out = [np.eye(cells)]
    if len(sizes) > 1:
        for j, size in enumerate(sizes):
            margin = np.zeros((size, cells))
            margin[index[j], np.arange(cells)] = 1
            out.append(margin)
    out.append(np.ones((1, cells)))
    return out


def estimator(parts: list[np.ndarray], variances, released: list[np.ndarray]) -> np.ndarray:
    """H: the measurements (`parts`: the cells, and the margins and total where measured) -> the released
    cells, margins and total, which are the least-squares cells and their sums (`released` applied to them)."""
    stacked = np.vstack(parts)
    weights = np.concatenate([np.full(p.shape[0], 1 / v) for p, v in zip(parts, variances)])
    normal = stacked.T @ (weights[:, None] * stacked)
    solve = np.linalg.solve(normal, stacked.T * weights)  # cells from the measurements
    return np.vstack(released) @ solve


def halfwidth(weights: np.ndarray, scales: np.ndarray, gaussian: bool, confidence: float = CONFIDENCE) -> float:
    """t with P(|sum w_i Z_i| <= t) = confidence, Z_i independent noises of these scales."""
    spread = np.abs(weights) * scales
    spread = spread[spread > 1e-15 * spread.max()]
    if gaussian:
        return NormalDist().inv_cdf(0.5 + confidence / 2) * float(np.sqrt(np.sum(spread ** 2)))
    top = float(spread.max())
    return _laplace_sum_halfwidth(tuple(np.round(np.sort(spread) / top, 9) * top), confidence)


@lru_cache(maxsize=256)
def _laplace_sum_halfwidth(spread: tuple, confidence: float) -> float:
    """Gil-Pelaez: P(|S| <= a) = (2/pi) int_0^inf sin(a t)/t phi(t) dt, phi(t) = prod 1/(1 + c_i^2 t^2)."""
    c = np.asarray(spread)
    largest = np.sort(c)[-min(len(c), 8):]  # phi <= prod over these of (c t)^-2: the tail past `end` adds <= 1e-9
    j = len(largest)
    end = math.exp((math.log(1 / (2 * j * 1e-9)) - 2 * float(np.sum(np.log(largest)))) / (2 * j))
    t = np.linspace(0.0, end, 200_001)
    phi = np.ones_like(t)
    for ci in c:
        phi /= 1 + (ci * t) ** 2
    step = t[1] - t[0]
    sd = math.sqrt(2 * float(np.sum(c ** 2)))

    def coverage(a: float) -> float:
        integrand = a * np.sinc(a * t / math.pi) * phi
        return 2 / math.pi * step * (integrand.sum() - (integrand[0] + integrand[-1]) / 2)

    lo, hi = 0.0, 10 * sd
    for _ in range(45):
        mid = (lo + hi) / 2
        lo, hi = (mid, hi) if coverage(mid) < confidence else (lo, mid)
    return hi


class MarginsDraft(CellsDraft):
    """A cross-tab's (or grouped count's, or histogram's) cells, margins and total, consistent."""

    def calibrate(self):
        self.mechanism = self.mechanism_name()
        q, k = self.query, self.max_rows
        columns, categories = q.cell_columns()
        self.sizes = tuple(len(q.with_other(c)) for c in categories)  # (other) left out with "other": false
        self.gaussian = self.mechanism == "gaussian"
        released = aggregations(self.sizes)  # from the table's shape alone: built once, used by every draw
        self.sums = np.vstack(released)  # cells -> cells, margins and total
        self.one_way = released[1:-1]
        split = margin_split(self.sizes, self.gaussian)
        self.names = (["cells"] + [f"margins of {c}" for c in columns] if len(columns) > 1 else ["cells"]) + ["total"]
        measured = [i for i, share in enumerate(split) if share > 0]  # Laplace: the cells alone
        self.names, self.shares = [self.names[i] for i in measured], [split[i] for i in measured]
        self.parts = [released[i] for i in measured]
        self.noises = [self.noise_for(self.mechanism, k, q.epsilon * s, q.delta * s, s) for s in self.shares]
        self.noise = self.noises[0]
        variances = [n.scale ** 2 * (1 if self.gaussian else 2) for n in self.noises]
        self.H = estimator(self.parts, variances, released)
        scales = np.concatenate([np.full(p.shape[0], n.scale) for p, n in zip(self.parts, self.noises)])
        self.halfwidths = np.array([halfwidth(row, scales, self.gaussian) for row in self.H])

    def rho_spent(self):
        return sum((n.rho for n in self.noises), Fraction(0))

    def draw(self):
        exact = np.asarray(self.answer.value, dtype=float)
        measured = np.concatenate([noise.add_to(part @ exact) for noise, part in
                                   zip(self.noises, self.parts)])
        estimate = self.H @ measured  # least squares: cells, then each column's margins, then the total
        final = self.postprocessed(estimate)
        intervals = self.halfwidths + moved(final, estimate)
        keys = self.output_keys()
        out = [{"key": key, "value": _number(value, self.query.postprocess), "ci95": float(ci)}
               for key, value, ci in zip(keys, final, intervals)]
        cells = out[:len(self.query.cell_keys())]
        apart = len(self.noises) > 1
        same = all(cell["ci95"] == cells[0]["ci95"] for cell in cells)
        entry = self.entry({name: noise.scale for name, noise in zip(self.names, self.noises)},
                           cells[0]["ci95"] if same else None, cells=cells, sensitivity=self.noise.sensitivity,
                           composition="parallel across disjoint cells; " + (
                               "cells, margins and total measured apart and made consistent" if apart else
                               "margins and total are sums of the cells"),
                           components=self.components())
        entry["margins"] = out[len(cells):]  # the released margins and total (the plan's `margins: true`)
        entry["notes"] = [CONSISTENT_NOTE if apart else SUMMED_NOTE] + (
            [NONNEGATIVE_NOTE] if "clamp_nonnegative" in self.query.postprocess else []) + (
            [ROUNDED_NOTE] if "round" in self.query.postprocess else [])
        return entry

    def postprocessed(self, estimate: np.ndarray) -> np.ndarray:
        """The released cells, margins and total: the estimate's cells, with clamp_nonnegative kept at 0 or above
        (nonnegative_tables.py) and with round rounded; the margins and total always their sums."""
        steps, n, sizes = self.query.postprocess, len(self.query.cell_keys()), self.sizes
        cells = estimate[:n]
        if "clamp_nonnegative" in steps:
            bounds = np.cumsum([n] + list(sizes if len(sizes) > 1 else []))
            margins = [estimate[a:b] for a, b in zip(bounds[:-1], bounds[1:])]
            cells = nonnegative_cells(cells, margins, float(estimate[-1]), sizes, self.one_way)
        if "round" in steps:
            cells = np.floor(cells + 0.5)
        return self.sums @ cells

    def output_keys(self) -> list[dict]:
        columns, categories = self.query.cell_columns()
        keys = [dict(zip(columns, key)) for key in self.query.cell_keys()]
        if len(columns) > 1:
            for j, (column, cats) in enumerate(zip(columns, categories)):
                keys += [{column: c} for c in self.query.with_other(cats)]
        return keys + [{}]

    def components(self) -> list[dict]:
        out = []
        for name, noise, share in zip(self.names, self.noises, self.shares):
            part = {"part": name, "mechanism": noise.mechanism, "noise_scale": noise.scale, "share": float(share)}
            if noise.epsilon is not None:
                part["epsilon"] = float(noise.epsilon)
            if noise.rho is not None:
                part["rho"] = float(noise.rho)
            out.append(part)
        return out

    def expected(self, confidence: float = CONFIDENCE):
        out = super().expected(confidence)
        out["halfwidth"] = float(self.halfwidths[0]) + (0.5 if "round" in self.query.postprocess else 0.0)
        out["halfwidth_postprocessed"] = None
        out["widened_where_moved"] = "clamp_nonnegative" in self.query.postprocess
        return out


def moved(final: np.ndarray, estimate: np.ndarray) -> np.ndarray:
    """How much to widen each value's interval: how far post-processing moved it from the estimate, whose own
    interval is exact. If |estimate - truth| <= w then |final - truth| <= w + |final - estimate|. A value moved
    up to 0 needs nothing more: the truth, a count, is at least 0 and at most estimate + w < w."""
    return np.where(final == 0, np.maximum(estimate, 0.0), np.abs(final - estimate))


def _number(value: float, steps) -> float | int:
    return int(value) if "round" in steps else float(value)


SUMMED_NOTE = ("The margins and the total are sums of the cells, so everything adds up (a withheld cell counts in "
               "its margins). Under Laplace noise the whole budget goes to the cells: measuring the margins apart "
               "would cost the cells more precision than it gives the margins. Post-processing; no extra budget.")
CONSISTENT_NOTE = ("The cells, each column's margins and the total were measured with noise of their own and then "
                   "made consistent (weighted least squares): the cells add up to the margins and the total (a "
                   "withheld cell counts in its margins). Post-processing; the query's epsilon covers all three "
                   "measurements.")
NONNEGATIVE_NOTE = ("Cells, margins and total were then kept at 0 or above while still adding up (the total first, "
                    "then each column's margins, then the cells, each moved as little as possible). A value so moved "
                    "has its interval widened by how far it moved, so each interval holds with at least 95% "
                    "probability. Post-processing; no extra budget.")
ROUNDED_NOTE = ("The cells were rounded to whole numbers and the margins and total are the sums of the rounded cells; "
                "each interval is widened by how far rounding moved its value.")
