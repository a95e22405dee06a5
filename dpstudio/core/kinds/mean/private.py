"""A mean's draft: half the budget to a noisy sum of 2x - lo - hi, half to a noisy count; the mean is their
ratio (post-processing of the two noisy values), clamped into the bounds.

Where the noisy count is too small, no mean is published (`"value": null, "no_estimate": true`): below
`estimate_from` (from the bounds and the noise alone, public) the interval the ratio can state would be
at least as wide as the bounds themselves, so any number there (the midpoint, or a bound the noisy ratio
was clamped to) would say nothing the declared bounds do not, yet read as data. An empty group, whose
noisy count is near 0, is the common case. Deciding this reads the noisy count only: it costs no budget.

Its record, MEAN_DRAFT (private/kind_drafts.py registers it), is at the end.
"""
from __future__ import annotations

import math
from fractions import Fraction

from ...private.drafts import MISSING_NOTE, Draft, postprocess_number
from ...private.mechanisms import CONFIDENCE, FLOAT_SUM_SLACK, AdditiveNoise
from ...base.exact_numbers import as_json_number
from ...base.words.stored_message import StoredMessage
from ...private.kind_draft import KindDraft
from .plan import MEAN

CLAMPED_NOTE = "The mean is clamped to the bounds."
NO_ESTIMATE_NOTE = ("A mean whose noisy count of values is below {n} is published without a number (no estimate): "
                    "with fewer values its interval would be wider than the bounds themselves, so a number would say "
                    "nothing the bounds do not. This is decided from the noisy count, after the noise, and costs no "
                    "privacy budget.")


class MeanDraft(Draft):
    def calibrate(self):
        self.mechanism = self.mechanism_name()
        q, k = self.query, self.max_rows
        lo, hi = q.bounds
        half_eps, half_delta = q.epsilon / 2, q.delta / 2
        doubled_sensitivity = k * (hi - lo)
        if self.answer.integer_valued:
            doubled_sensitivity = int(doubled_sensitivity)
        else:
            doubled_sensitivity = float(doubled_sensitivity) * FLOAT_SUM_SLACK
        count_mechanism = "discrete_gaussian" if self.mechanism.endswith("gaussian") else "discrete_laplace"
        self.sum_noise = self.noise_for(self.mechanism, doubled_sensitivity, half_eps, half_delta, Fraction(1, 2))
        self.count_noise = self.noise_for(count_mechanism, k, half_eps, half_delta, Fraction(1, 2))

    def rho_spent(self):
        return self.sum_noise.rho + self.count_noise.rho

    def draw(self):
        q = self.query
        lo, hi = q.bounds
        doubled, count = self.answer.value
        noisy_doubled = self.sum_noise.add_to(doubled)
        noisy_count = self.noisy_count = self.count_noise.add_to(count)  # for the rules; never released
        least = self.estimate_from()
        if noisy_count >= least:
            ci = self.ci95(noisy_count) + (0.5 if "round" in q.postprocess else 0)  # rounding: up to 0.5 more
            centred = noisy_doubled / 2 / noisy_count
            result = {"value": postprocess_number(float(min(hi, max(lo, q.midpoint + centred))), q.postprocess)}
        else:
            ci, result = None, {"value": None, "no_estimate": True}
        components = [self._component("sum", self.sum_noise), self._component("count", self.count_noise)]
        notes = [MISSING_NOTE, CLAMPED_NOTE] + ([] if noisy_count >= least else [StoredMessage(NO_ESTIMATE_NOTE, n=least)])
        return self.entry({"sum": self.sum_noise.scale / 2, "count": self.count_noise.scale}, ci, **result,
                          estimate_from=least, components=components, notes=notes)

    def _halfwidths(self, confidence: float) -> tuple[float, float]:
        """Each noise's half-width at (1 + c) / 2: the sum's (of x - midpoint) and the count's (union bound: c)."""
        a_sum = self.sum_noise.ci_halfwidth(1 - (1 - confidence) / 2) / 2
        return a_sum, self.count_noise.ci_halfwidth(1 - (1 - confidence) / 2)

    def ci95(self, count, confidence: float = CONFIDENCE) -> float:
        """Each noise within its (1+c)/2 bound (union bound: c), and |true centred mean| <= (hi - lo) / 2:
        the ratio is off by at most (a_sum + (hi - lo) / 2 * a_count) / noisy count."""
        lo, hi = self.query.bounds
        a_sum, a_count = self._halfwidths(confidence)
        return min(hi - lo, (a_sum + (hi - lo) / 2 * a_count) / count) if count >= 1 else hi - lo

    def estimate_from(self, confidence: float = CONFIDENCE) -> int:
        """The least noisy count with a published mean: the first whole count c whose interval ci95(c) is
        narrower than half the bounds' width, c > a_sum / half + a_count (from the bounds and the noise
        alone, so public). Below it the interval [mean - ci95, mean + ci95] would hold the whole bounds."""
        lo, hi = self.query.bounds
        a_sum, a_count = self._halfwidths(confidence)
        return max(1, math.floor(a_sum / ((hi - lo) / 2) + a_count) + 1)

    def expected(self, confidence: float = CONFIDENCE):
        doubled, count = self.answer.value
        truth = self.query.midpoint + doubled / 2 / count if count else None
        return {"halfwidth": self.ci95(count, confidence), "noise_scale": {"sum": self.sum_noise.scale / 2,
                                                           "count": self.count_noise.scale}, "truth": truth,
                "estimate_from": self.estimate_from(confidence)}

    @staticmethod
    def _component(part: str, noise: AdditiveNoise) -> dict:
        scale = noise.scale / 2 if part == "sum" else noise.scale
        cost = {"epsilon": as_json_number(noise.epsilon)} if noise.epsilon is not None else {}
        cost.update({"delta": as_json_number(noise.delta)} if noise.delta is not None else {})
        cost.update({"rho": as_json_number(noise.rho)} if noise.rho is not None else {})
        return {"part": part, "mechanism": noise.mechanism, **cost, "noise_scale": scale}


MEAN_DRAFT = KindDraft(kind=MEAN, draft=MeanDraft, per_group=True, suppressed_by_count=True)
