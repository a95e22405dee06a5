"""Zero-concentrated DP accounting (plan `budget.accounting: "zcdp"`; docs/privacy.md).

Under zCDP the plan's (epsilon, delta) is what the whole release guarantees. rho_total is the largest
rho whose tight conversion to (epsilon, delta)-DP (Canonne, Kamath & Steinke 2020, Corollary 13, as
OpenDP's `make_zCDP_to_approxDP` + `make_fix_delta` compute it) stays within the plan's epsilon at its
delta. Each query gets rho_total x its epsilon / the budget's epsilon; zCDP costs add up, and the
release states the conversion of the rho its mechanisms actually spent.

Gaussian noise is calibrated to its rho by OpenDP's own zCDP map. A pure-epsilon mechanism is
eps-DP, hence eps^2/2-zCDP (Bun & Steinke 2016, Prop. 3.3); the exponential mechanism is
eps^2/8-zCDP (Cesar & Rogers 2021), as OpenDP's Gumbel report-noisy-max map states.
"""
from __future__ import annotations

import math
from dataclasses import dataclass, replace
from fractions import Fraction
from functools import lru_cache

from opendp import combinators, domains, measurements, metrics

from ..base.errors import InternalError
from ..base.budget import Budget
from .mechanisms import AdditiveNoise, _measurement, calibrate, mapped_as

SEARCH_STEPS = 200


@lru_cache(maxsize=64)
def _unit_gaussian(delta: float):
    """OpenDP's Gaussian at scale 1 (rho = d_in^2 / 2), converted to (epsilon, delta) at `delta`."""
    space = domains.atom_domain(T=float, nan=False), metrics.absolute_distance(T=float)
    zcdp = measurements.make_gaussian(*space, scale=1.0)
    return combinators.make_fix_delta(combinators.make_zCDP_to_approxDP(zcdp), delta)


def approx_epsilon(rho, delta) -> float:
    """The epsilon that rho-zCDP guarantees at `delta`, by OpenDP's conversion (rounded up, never down).

    The map is reached through a Gaussian of scale 1, whose rho at distance d is d^2 / 2: d is sqrt(2 rho)
    rounded up, so the rho converted is never less than the one asked about."""
    rho = Fraction(rho)
    if rho <= 0:
        return 0.0
    distance = math.sqrt(2 * float(rho))
    while Fraction(distance) ** 2 / 2 < rho:
        distance = math.nextafter(distance, math.inf)
    return float(_unit_gaussian(float(delta)).map(distance)[0])


def _bisected_rho_for(epsilon: Fraction, delta: Fraction) -> Fraction:
    """rho_for by bisection alone (60 conversions): what the tests compare rho_for with."""
    lo, hi = 0.0, float(epsilon)
    for _ in range(SEARCH_STEPS):
        mid = (lo + hi) / 2
        if mid in (lo, hi):
            break
        lo, hi = (mid, hi) if Fraction(approx_epsilon(mid, delta)) <= epsilon else (lo, mid)
    return Fraction(lo)


@lru_cache(maxsize=256)
def rho_for(epsilon: Fraction, delta: Fraction) -> Fraction:
    """The largest rho (a float, held exactly) whose conversion at `delta` is at most `epsilon`.

    The answer is the float lo with a conversion within epsilon whose next float's is above it, as a bisection over
    [0, epsilon] finds it (60 conversions, each OpenDP's map): here the secant in sqrt(rho), where the conversion
    is nearly linear, comes within a few floats of it first, and a bisection between two checked neighbours of
    that guess ends the search (about 20 conversions in all)."""
    if not 0 < delta < 1:
        raise InternalError("zCDP accounting needs a delta above 0 and below 1")
    over = lambda rho: approx_epsilon(rho, delta) - float(epsilon)  # noqa: E731
    within = lambda rho: Fraction(approx_epsilon(rho, delta)) <= epsilon  # noqa: E731
    guess = _secant_guess(over, float(epsilon), float(delta))
    lo, hi = _bracket(within, guess, float(epsilon))
    for _ in range(SEARCH_STEPS):
        mid = (lo + hi) / 2
        if mid in (lo, hi):
            break
        lo, hi = (mid, hi) if within(mid) else (lo, mid)
    return Fraction(lo)


def _secant_guess(over, epsilon: float, delta: float) -> float:
    """About the rho whose conversion is epsilon: from rho + 2 sqrt(rho log(1/delta)) = epsilon (Bun & Steinke's
    bound, which the tight conversion is below), by the secant in sqrt(rho)."""
    log = math.log(1 / delta)
    a = math.sqrt(log + epsilon) - math.sqrt(log)
    b = a * 1.001
    f_a, f_b = over(a * a), over(b * b)
    for _ in range(12):
        if f_b == f_a or not math.isfinite(f_b):
            break
        a, b, f_a = b, b - f_b * (b - a) / (f_b - f_a), f_b
        if not 0 < b * b < epsilon:
            return min(max(a * a, 0.0), epsilon)
        f_b = over(b * b)
        if abs(b - a) <= 4 * math.ulp(b):
            break
    return b * b


def _bracket(within, guess: float, epsilon: float) -> tuple[float, float]:
    """lo below or at the answer (within) and hi above it (not within), each a few floats from `guess` when it is
    good, farther when not; (0, epsilon) at worst, as the bisection starts."""
    lo, hi, width = guess, guess, 16 * math.ulp(guess or 1e-300)
    for _ in range(64):
        lo = max(guess - width, 0.0)
        if lo == 0.0 or within(lo):
            break
        width *= 16
    width = 16 * math.ulp(guess or 1e-300)
    for _ in range(64):
        hi = min(guess + width, epsilon)
        if hi == epsilon or not within(hi):
            break
        width *= 16
    return lo, hi


def pure_epsilon(rho: Fraction, divisor: int = 2) -> Fraction:
    """The largest float epsilon with epsilon^2 / divisor <= rho (2: Laplace, randomized response;
    8: the exponential mechanism)."""
    eps = math.sqrt(divisor * float(rho))
    while Fraction(eps) ** 2 / divisor > rho:
        eps = math.nextafter(eps, 0)
    return Fraction(eps)


@dataclass(frozen=True)
class ZcdpBudget:
    """A plan's (epsilon, delta) read as zCDP: its rho_total and each query's share of it.

    `selection_delta`: the deltas of queries that discover keys (discovery.py), whose thresholds are
    (rho, delta)-approximate zCDP. Approximate zCDP adds up as (sum of rho, sum of delta), and
    (rho, d1)-approximate zCDP is (epsilon(rho, d2), d1 + d2)-DP, so rho_total is converted at the
    budget's delta less theirs, and the release guarantees the budget's delta in all."""

    epsilon: Fraction
    delta: Fraction
    selection_delta: Fraction = Fraction(0)

    @property
    def conversion_delta(self) -> Fraction:
        return self.delta - self.selection_delta

    @property
    def rho(self) -> Fraction:
        return rho_for(self.epsilon, self.conversion_delta)

    def share(self, query_epsilon: Fraction) -> Fraction:
        """A query's rho: rho_total x its epsilon / the budget's epsilon (exact)."""
        return self.rho * query_epsilon / self.epsilon

    def guarantee(self, rho_spent: Fraction) -> Budget:
        """The (epsilon, delta) that `rho_spent` guarantees at the budget's delta."""
        return Budget(Fraction(approx_epsilon(rho_spent, self.conversion_delta)), self.delta)


def calibrate_rho(mechanism: str, sensitivity, rho: Fraction) -> AdditiveNoise:
    """Noise whose zCDP cost at `sensitivity` is at most `rho`; the noise's `rho` is that cost.

    Gaussian: the smallest scale whose OpenDP zCDP map is at most rho. Laplace: calibrated to the
    largest epsilon with epsilon^2 / 2 <= rho, its cost the square of OpenDP's epsilon over 2."""
    if mechanism.endswith("laplace"):
        noise = calibrate(mechanism, sensitivity, pure_epsilon(rho))
        loss = Fraction(noise.privacy_loss()[0])
        return replace(noise, rho=loss ** 2 / 2)
    mapped = mapped_as(mechanism, sensitivity)
    d_in = sensitivity if mapped.startswith("discrete_") else float(sensitivity)
    scale = float(d_in) / math.sqrt(2 * float(rho))
    for attempt in range(64):  # nudge past float rounding in the map
        cost = Fraction(_measurement(mapped, scale, False, None).map(d_in))
        if cost <= rho:
            return AdditiveNoise(mechanism, d_in, None, None, scale, rho=cost)
        scale = math.nextafter(scale, math.inf) if attempt < 8 else scale * (1 + 2.0 ** (attempt - 50))
    raise InternalError(f"could not calibrate {mechanism} to rho {float(rho)}")
