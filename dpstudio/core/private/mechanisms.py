"""The only code that draws noise. Every additive and selection sample comes from OpenDP's
samplers; randomized response is sampled exactly from the OS's secure random source
(secure_sampling.py), at the keep probability OpenDP's own privacy map was checked at.

Each mechanism is calibrated from (sensitivity, epsilon, delta): the scale is the smallest one
for which OpenDP's own privacy map says the loss is at most the epsilon charged, so the figure
in the release is a true upper bound, never a rounding below it. Float answers go through
OpenDP's float-safe samplers (exact discrete sampling on a fine grid), not textbook float
Laplace, which leaks through the set of floats it can output (Mironov 2012).
"""
from __future__ import annotations

import math
from dataclasses import dataclass
from fractions import Fraction
from functools import lru_cache
from statistics import NormalDist

import numpy as np
# OpenDP's modules, not opendp.prelude: the prelude also imports its scikit-learn extras (0.2 s a start)
from opendp import combinators, domains, measurements, measures, metrics
from opendp.mod import enable_features

from ..base.errors import InternalError
from .secure_sampling import bernoulli, uniform_below

enable_features("contrib")

# A correctly rounded float sum of values within sensitivity d of a neighbour's may differ by up to
# d plus one unit in the last place of the total; for fewer than 2**32 rows that is below d * 2**-20.
FLOAT_SUM_SLACK = 1 + 2.0 ** -20
CONFIDENCE = 0.95


@dataclass(frozen=True)
class AdditiveNoise:
    """Laplace or Gaussian noise (discrete or float-safe) calibrated to a sensitivity and a budget.

    Under zCDP accounting (zcdp.py) `rho` is the noise's zCDP cost by OpenDP's map; a Gaussian
    calibrated to rho then has no (epsilon, delta) of its own (None): the release converts the sum."""

    mechanism: str
    sensitivity: float
    epsilon: Fraction | None
    delta: Fraction | None
    scale: float
    rho: Fraction | None = None

    @property
    def discrete(self) -> bool:
        return self.mechanism.startswith("discrete_")

    @property
    def gaussian(self) -> bool:
        return self.mechanism.endswith("gaussian")

    def ci_halfwidth(self, confidence: float = CONFIDENCE) -> float:
        """Half-width t of the interval with P(|noise| <= t) >= confidence."""
        return noise_halfwidth(self.mechanism, self.scale, confidence)

    def privacy_loss(self) -> tuple[float, float]:
        """(epsilon, delta) by OpenDP's privacy map at this scale: what the noise really costs."""
        return _measured_loss(self.mechanism, self.scale, self.sensitivity, float(self.delta))

    def add_to(self, value):
        """The value (a number, or a vector of cells) plus one fresh draw of noise."""
        vector = isinstance(value, np.ndarray)
        delta = None if self.delta is None else float(self.delta)
        measurement = _measurement(self.mechanism, self.scale, vector, delta)
        if self.discrete:
            data = [int(v) for v in value] if vector else int(value)
        else:
            data = [float(v) for v in value] if vector else float(value)
        noisy = measurement(data)
        return np.asarray(noisy) if vector else noisy


@lru_cache(maxsize=1024)
def calibrate(mechanism: str, sensitivity, epsilon: Fraction, delta: Fraction = Fraction(0)) -> AdditiveNoise:
    """The smallest scale whose OpenDP privacy loss at `sensitivity` is at most (epsilon, delta)."""
    if sensitivity <= 0:
        raise InternalError("sensitivity must be positive")
    d_in = sensitivity if mapped_as(mechanism, sensitivity).startswith("discrete_") else float(sensitivity)
    if mechanism.endswith("laplace"):
        scale = float(d_in) / float(epsilon)
    else:
        scale = _gaussian_scale(mechanism, d_in, float(epsilon), float(delta))
    for attempt in range(64):  # nudge past float rounding in the map
        noise = AdditiveNoise(mechanism, d_in, epsilon, delta, scale)
        if within(noise.privacy_loss()[0], epsilon):
            return noise
        scale = math.nextafter(scale, math.inf) if attempt < 8 else scale * (1 + 2.0 ** (attempt - 50))
    raise InternalError(f"could not calibrate {mechanism} to epsilon {float(epsilon)}")


def within(loss: float, epsilon: Fraction) -> bool:
    """OpenDP's map rounds its loss up to a float; it must not exceed the exact epsilon charged."""
    return Fraction(loss) <= epsilon


def _gaussian_scale(mechanism, d_in, epsilon, delta) -> float:
    """Gaussian scale for (epsilon, delta): solve the zCDP conversion in Python, confirm with OpenDP.

    OpenDP converts rho-zCDP to (epsilon, delta) with the bound of Canonne, Kamath & Steinke (2020);
    the largest rho that meets the target under that bound gives sigma = d_in / sqrt(2 rho).
    OpenDP's own map then checks it (and calibrate() nudges the scale if float rounding requires).
    """
    lo, hi = 0.0, max(1.0, epsilon)
    while cdp_delta(hi, epsilon) <= delta:
        hi *= 2
    for _ in range(80):
        mid = (lo + hi) / 2
        lo, hi = (mid, hi) if cdp_delta(mid, epsilon) <= delta else (lo, mid)
    rho = lo * (1 - 1e-12)
    return float(d_in) / math.sqrt(2 * rho)


def cdp_delta(rho: float, epsilon: float) -> float:
    """The smallest delta such that rho-zCDP implies (epsilon, delta)-DP (CKS20, Corollary 13)."""
    if rho <= 0:
        return 0.0

    def log_delta(alpha: float) -> float:
        return ((alpha - 1) * (alpha * rho - epsilon) + alpha * math.log1p(-1 / alpha)
                - math.log(alpha - 1))

    lo, hi = 1 + 1e-9, max(2.0, (epsilon + 1) / (2 * rho) + 2)
    for _ in range(100):  # log_delta is convex in alpha: ternary search
        a, b = lo + (hi - lo) / 3, hi - (hi - lo) / 3
        lo, hi = (lo, b) if log_delta(a) < log_delta(b) else (a, hi)
    return min(1.0, math.exp(log_delta((lo + hi) / 2)))


@lru_cache(maxsize=256)
def _measurement(mechanism: str, scale: float, vector: bool, delta: float | None):
    """OpenDP's measurement for this noise; a Gaussian is converted to (epsilon, delta) at `delta`,
    or left in zCDP (delta None)."""
    discrete = mechanism.startswith("discrete_")
    atom = domains.atom_domain(T="i64") if discrete else domains.atom_domain(T=float, nan=False)
    T = "i64" if discrete else float
    if mechanism.endswith("laplace"):
        space = (domains.vector_domain(atom), metrics.l1_distance(T=T)) if vector else \
            (atom, metrics.absolute_distance(T=T))
        return measurements.make_laplace(*space, scale=scale)
    space = (domains.vector_domain(atom), metrics.l2_distance(T=T)) if vector else \
        (atom, metrics.absolute_distance(T=T))
    zcdp = measurements.make_gaussian(*space, scale=scale)
    if delta is None:
        return zcdp
    return combinators.make_fix_delta(combinators.make_zCDP_to_approxDP(zcdp), delta)


def mapped_as(mechanism: str, d_in) -> str:
    """The mechanism whose OpenDP map gives the loss at `d_in`: itself, except a discrete Gaussian at an L2
    sensitivity that is not whole (sqrt(m): a count of people in each cell they reach, counting_rule.py),
    which OpenDP's integer metric cannot take. Its zCDP cost is then the continuous Gaussian's,
    (d_in / scale)^2 / 2, for integer vectors at L2 distance d_in (Canonne, Kamath & Steinke 2020,
    Theorem 14); OpenDP's two maps agree at whole d_in (tests/core/test_people_counts.py checks it)."""
    if mechanism == "discrete_gaussian" and not float(d_in).is_integer():
        return "gaussian"
    return mechanism


def _measured_loss(mechanism: str, scale: float, d_in, delta: float) -> tuple[float, float]:
    measurement = _measurement(mapped_as(mechanism, d_in), scale, False, delta)
    loss = measurement.map(d_in)
    return (loss, 0.0) if mechanism.endswith("laplace") else tuple(loss)


def noise_halfwidth(mechanism: str, scale: float, confidence: float = CONFIDENCE) -> float:
    """Smallest t with P(|noise| <= t) >= confidence, exactly for the discrete distributions."""
    alpha = 1 - confidence
    if mechanism == "laplace":
        return scale * math.log(1 / alpha)
    if mechanism == "gaussian":
        return scale * _normal_quantile(1 - alpha / 2)
    if mechanism == "discrete_laplace":
        # P(|X| > t) = 2 r^(t+1) / (1 + r) with r = exp(-1/scale), so log r = -1/scale exactly
        r = math.exp(-1 / scale)
        t = -scale * math.log(alpha * (1 + r) / 2) - 1
        return float(max(0, math.ceil(t - 1e-12)))
    if mechanism == "discrete_gaussian":
        return float(_discrete_gaussian_halfwidth(scale, alpha))
    raise InternalError(f"no interval for mechanism {mechanism}")


def _discrete_gaussian_halfwidth(sigma: float, alpha: float) -> int:
    reach = int(math.ceil(12 * sigma)) + 2
    support = np.arange(-reach, reach + 1)
    weights = np.exp(-(support.astype(float) ** 2) / (2 * sigma * sigma))
    weights /= weights.sum()
    cumulative = weights[reach]  # P(X = 0)
    t = 0
    while cumulative < 1 - alpha:
        t += 1
        cumulative += 2 * weights[reach + t]
    return t


def _normal_quantile(p: float) -> float:
    return NormalDist().inv_cdf(p)


@dataclass(frozen=True)
class ExponentialSelection:
    """Selection by score, as OpenDP's report-noisy-min with exponential noise (pure epsilon).

    It is distributed as permute-and-flip, which satisfies the same epsilon-DP as the exponential
    mechanism and is never less accurate (McKenna & Sheldon 2020). Scale 2*sensitivity/epsilon.
    """

    sensitivity: int
    epsilon: Fraction
    scale: float
    rho: Fraction | None = None  # under zCDP accounting: Gumbel noise (the exponential mechanism itself)

    @classmethod
    def calibrate(cls, sensitivity: int, epsilon: Fraction) -> "ExponentialSelection":
        scale = 2 * sensitivity / float(epsilon)
        while not within(_selection(scale).map(sensitivity), epsilon):
            scale = math.nextafter(scale, math.inf)
        return cls(sensitivity, epsilon, scale)

    @classmethod
    def calibrate_rho(cls, sensitivity: int, rho: Fraction, epsilon: Fraction) -> "ExponentialSelection":
        """The exponential mechanism (OpenDP's report-noisy-min with Gumbel noise, eps^2/8-zCDP) at the
        smallest scale whose OpenDP zCDP map is at most rho; `epsilon` (with eps^2/8 <= rho) its pure-DP
        guarantee. The same union bound on the score holds: a difference of two Gumbels is logistic."""
        scale = 2 * sensitivity / float(epsilon)
        while Fraction(_selection(scale, True).map(sensitivity)) > rho:
            scale = math.nextafter(scale, math.inf)
        return cls(sensitivity, epsilon, scale, Fraction(_selection(scale, True).map(sensitivity)))

    def select_min(self, scores: np.ndarray) -> int:
        return int(_selection(self.scale, self.rho is not None)([int(s) for s in scores]))

    def score_halfwidth(self, n_candidates: int, confidence: float = CONFIDENCE) -> float:
        """With this confidence the chosen score is within this much of the best.

        A candidate worse than the best by t wins only if its noise exceeds t: probability at most
        exp(-t/scale) each, so at most n*exp(-t/scale) for all (union bound).
        """
        return self.scale * math.log(n_candidates / (1 - confidence))


@lru_cache(maxsize=64)
def _selection(scale: float, zcdp: bool = False):
    space = domains.vector_domain(domains.atom_domain(T="i64")), metrics.linf_distance(T="i64")
    measure = measures.zero_concentrated_divergence() if zcdp else measures.max_divergence()
    return measurements.make_noisy_max(*space, measure, scale=scale, negate=True)


@dataclass(frozen=True)
class RandomizedResponse:
    """k-ary randomized response: keep the true category with probability p, else another uniformly."""

    categories: tuple[str, ...]
    epsilon_per_row: Fraction
    keep_probability: float

    @classmethod
    def calibrate(cls, categories, epsilon_per_row: Fraction) -> "RandomizedResponse":
        k = len(categories)
        e = math.exp(float(epsilon_per_row))
        prob = e / (e + k - 1)
        while not within(_randomizer(tuple(categories), prob).map(1), epsilon_per_row):
            prob = math.nextafter(prob, 0)
        return cls(tuple(categories), epsilon_per_row, prob)

    @property
    def other_probability(self) -> float:
        return (1 - self.keep_probability) / (len(self.categories) - 1)

    def perturb(self, codes: np.ndarray) -> np.ndarray:
        """A fresh randomized category code for each row's true code.

        The distribution is OpenDP's make_randomized_response at this keep probability (whose
        privacy map calibrate() checked); it is sampled exactly, in bulk, from the OS's secure
        random source (secure_sampling.py) rather than one OpenDP call per row."""
        codes = np.asarray(codes, dtype=np.int64)
        k = len(self.categories)
        keep = bernoulli(self.keep_probability, len(codes))
        others = (codes + 1 + uniform_below(k - 1, len(codes))) % k  # uniform over the k - 1 other codes
        return np.where(keep, codes, others)


@lru_cache(maxsize=64)
def _randomizer(categories: tuple[str, ...], prob: float):
    return measurements.make_randomized_response(list(categories), prob, T=str)


def clamped_halfwidth(mechanism: str, scale: float, truth: float, confidence: float = CONFIDENCE) -> float:
    """Half-width of the error of max(0, truth + noise): clamping at zero only pulls a value toward a
    true answer that is at least 0, so near zero the interval shrinks. Preview only (it uses the truth)."""
    plain = noise_halfwidth(mechanism, scale, confidence)
    if truth >= plain or truth < 0:
        return plain
    # the error is max(-truth, noise): for t >= truth, P(|error| <= t) = P(noise <= t)
    t_lo, t_hi = float(truth), plain
    if _noise_cdf(mechanism, scale, t_lo) >= confidence:
        return t_lo if not mechanism.startswith("discrete_") else float(math.floor(t_lo))
    for _ in range(60):
        mid = (t_lo + t_hi) / 2
        t_lo, t_hi = (t_lo, mid) if _noise_cdf(mechanism, scale, mid) >= confidence else (mid, t_hi)
    return float(math.ceil(t_hi - 1e-9)) if mechanism.startswith("discrete_") else t_hi


def _noise_cdf(mechanism: str, scale: float, t: float) -> float:
    """P(noise <= t) for t >= 0."""
    if mechanism == "laplace":
        return 1 - 0.5 * math.exp(-t / scale)
    if mechanism == "gaussian":
        return NormalDist(0, scale).cdf(t)
    k = math.floor(t)
    if mechanism == "discrete_laplace":
        r = math.exp(-1 / scale)
        return 1 - r ** (k + 1) / (1 + r)  # P(X > k) = r^(k+1) / (1 + r)
    reach = int(math.ceil(12 * scale)) + 2
    support = np.arange(-reach, reach + 1)
    weights = np.exp(-(support.astype(float) ** 2) / (2 * scale * scale))
    return float(weights[support <= k].sum() / weights.sum())
