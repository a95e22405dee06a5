"""Measuring a residual strategy (residual_planner.py) with OpenDP's Gaussian, and rebuilding every table.

Each residual is measured in its orthonormal basis (residual_bases.orthonormal_basis): R_A R_A^T = I, so the
noise sigma_A^2 R_A R_A^T is independent N(0, sigma_A^2) on each of its prod (n_i - 1) values, added by
OpenDP's vetted sampler (make_gaussian on a float vector, L2 distance). One person's k rows move R_A x_A
by at most k sqrt(pcost_A) in L2 norm (||R_A e_j||^2 = prod (1 - 1/n_i)), so OpenDP's own zCDP map at that
distance is the residual's cost, k^2 pcost_A / (2 sigma_A^2): the privacy figure comes from the piece
that draws the noise. The scales are nudged up (never down) until OpenDP's costs add up to at most rho.
"""
from __future__ import annotations

import math
from dataclasses import dataclass, replace
from fractions import Fraction

import numpy as np

from ..base.errors import InternalError
from .mechanisms import AdditiveNoise, _measurement
from .residual_bases import marginal_of, reconstruct, residual
from .residual_planner import Strategy


@dataclass(frozen=True)
class ResidualNoise:
    """One residual's Gaussian (mechanisms.AdditiveNoise: OpenDP's sampler on a float vector, in zCDP),
    its `rho` OpenDP's map at the residual's L2 sensitivity."""

    residual: tuple[int, ...]
    noise: AdditiveNoise

    @property
    def scale(self) -> float:
        return self.noise.scale

    @property
    def sensitivity(self) -> float:
        return self.noise.sensitivity

    @property
    def rho(self) -> Fraction:
        return self.noise.rho

    def add_to(self, values: np.ndarray) -> np.ndarray:
        flat = np.ravel(np.asarray(values, dtype=float))
        return self.noise.add_to(flat).reshape(np.shape(values))


def sensitivity(max_rows: int, pcost: Fraction) -> float:
    """k sqrt(pcost) as a float rounded up: its square is never below k^2 pcost."""
    exact = Fraction(max_rows) ** 2 * pcost
    d = max_rows * math.sqrt(float(pcost))
    while Fraction(d) ** 2 < exact:
        d = math.nextafter(d, math.inf)
    return d


def _noises(strategy: Strategy, stretch: float) -> list[ResidualNoise]:
    out = []
    for a, p, v in zip(strategy.residuals, strategy.workload.pcosts(), strategy.variances):
        d, scale = sensitivity(strategy.max_rows, p), math.sqrt(float(v)) * stretch
        cost = Fraction(_measurement("gaussian", scale, True, None).map(d))  # as zcdp.calibrate_rho does
        out.append(ResidualNoise(a, AdditiveNoise("gaussian", d, None, None, scale, rho=cost)))
    return out


def calibrate(strategy: Strategy, rho: Fraction) -> tuple[Strategy, list[ResidualNoise]]:
    """The residuals' noises, whose OpenDP costs add up to at most `rho`, and the strategy at their scales
    (its variances the scales squared, for the tables' per-cell variances)."""
    for attempt in range(64):
        noises = _noises(strategy, 1 + 2.0 ** (attempt - 52) if attempt else 1.0)
        if sum((n.rho for n in noises), Fraction(0)) <= rho:
            variances = np.array([n.scale ** 2 for n in noises])
            return replace(strategy, variances=variances), noises
    raise InternalError(f"could not calibrate the table family to rho {float(rho)}")


def measure(strategy: Strategy, noises: list[ResidualNoise], tables: dict) -> dict:
    """Each residual of the exact tables (table S -> array of shape (n_i for i in S)) plus its noise."""
    sizes, measured = strategy.workload.sizes, {}
    for noise in noises:
        a = noise.residual
        table = next(s for s in strategy.workload.marginals if set(a) <= set(s))
        exact = residual(marginal_of(tables[table], table, a), tuple(sizes[c] for c in a))
        measured[a] = noise.add_to(exact)
    return measured


def tables_from(strategy: Strategy, measured: dict) -> dict:
    """Every table of the family rebuilt from the noisy residuals: they agree with each other exactly."""
    sizes = dict(enumerate(strategy.workload.sizes))
    return {s: reconstruct(s, sizes, measured) for s in strategy.workload.marginals}
