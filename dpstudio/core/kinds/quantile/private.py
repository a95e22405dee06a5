"""A quantile's draft: the exponential mechanism over the candidates of its grid (query.QuantileQuery).
Its record, QUANTILE_DRAFT (private/kind_drafts.py registers it), is at the end."""
from __future__ import annotations

import numpy as np

from ...private.drafts import MISSING_NOTE, Draft
from ...private.mechanisms import CONFIDENCE, ExponentialSelection
from ...private.zcdp import pure_epsilon
from ...private.kind_draft import KindDraft
from .plan import QUANTILE


class QuantileDraft(Draft):
    def calibrate(self):
        self.mechanism = "exponential"
        sensitivity = self.query.sensitivity(self.max_rows)
        if self.rho is None:
            self.selection = ExponentialSelection.calibrate(sensitivity, self.query.epsilon)
        else:  # the exponential mechanism is eps^2/8-zCDP
            self.selection = ExponentialSelection.calibrate_rho(sensitivity, self.rho, pure_epsilon(self.rho, 8))

    def rho_spent(self):
        return self.selection.rho

    def draw(self):
        candidates = self.answer.candidates
        index = self.selection.select_min(self.answer.value)
        value = candidates[index].item()
        return self.entry(self.selection.scale, self.rank_halfwidth(), value=value, ci95_unit="rows",
                          candidates=len(candidates), notes=[MISSING_NOTE])

    def rank_halfwidth(self, confidence: float = CONFIDENCE) -> float:
        return self.selection.score_halfwidth(len(self.answer.candidates), confidence) / self.query.alpha.denominator

    def expected(self, confidence: float = CONFIDENCE):
        best = self.answer.candidates[int(np.argmin(self.answer.value))].item()
        return {"halfwidth": self.rank_halfwidth(confidence), "unit": "rows", "noise_scale": self.selection.scale,
                "truth": best}


QUANTILE_DRAFT = KindDraft(kind=QUANTILE, draft=QuantileDraft, per_group=True, rank_interval=True)
