"""Randomized response's draft: a noisy number of rows, then randomized answers resized to it.
Its record, RANDOMIZED_RESPONSE_DRAFT (private/kind_drafts.py registers it), is at the end."""
from __future__ import annotations

import math

import numpy as np

from ...plan.queries import OTHER_CELL, category_key
from ...private.drafts import Draft
from ...private.mechanisms import CONFIDENCE
from ...base.exact_numbers import as_json_number
from ...private.randomized_response import CountedRandomizedResponse
from ...private.zcdp import pure_epsilon
from ...private.kind_draft import KindDraft
from .plan import RANDOMIZED_RESPONSE

RR_NOTE = ("The number of answers is itself noisy (part 'count'): answers chosen at random were dropped, or "
           "uniformly random answers added, to reach it, so the answers hide, within the query's epsilon, both "
           "each person's value and whether the person is in the table. Counts and shares are de-biased for the "
           "randomized answers; the dropped or added answers leave a small bias toward equal shares, which their "
           "intervals cover, together with both noises.")


class RandomizedResponseDraft(Draft):
    """A noisy number of rows, then randomized answers resized to it (see private/randomized_response.py)."""

    def calibrate(self):
        self.mechanism = "randomized_response"
        q = self.query
        keys = [category_key(c) for c in q.categories] + [OTHER_CELL]
        epsilons = (q.epsilon_count, q.epsilon_responses)
        if self.rho is not None:  # each part pure eps, hence eps^2/2-zCDP: rho split as epsilon is
            epsilons = tuple(pure_epsilon(self.rho * share) for share in (q.row_count_share, 1 - q.row_count_share))
        self.randomizer = CountedRandomizedResponse.calibrate(keys, *epsilons, self.max_rows)

    def rho_spent(self):
        return self.randomizer.rho

    def draw(self):
        q, rr = self.query, self.randomizer
        answers = rr.draw(self.answer.value)
        labels = q.all_categories()
        cells = [{"key": {q.column: label}, **estimate}
                 for label, estimate in zip(labels, rr.estimates(answers, "clamp_nonnegative" in q.postprocess))]
        return self.entry({"count": rr.count_noise.scale}, None, cells=cells, rows=len(answers),
                          rows_ci95=rr.rows_halfwidth(), keep_probability=rr.responses.keep_probability,
                          epsilon_per_row=as_json_number(rr.responses.epsilon_per_row),
                          components=self.components(), perturbed_values=[labels[c] for c in answers],
                          notes=[RR_NOTE])

    def components(self) -> list[dict]:
        rr = self.randomizer
        count = {"part": "count", "mechanism": rr.count_noise.mechanism,
                 "epsilon": as_json_number(rr.count_noise.epsilon), "delta": 0,
                 "noise_scale": rr.count_noise.scale, "sensitivity": rr.count_noise.sensitivity}
        responses = {"part": "responses", "mechanism": "randomized_response",
                     "epsilon": as_json_number(rr.epsilon_responses), "delta": 0,
                     "keep_probability": rr.responses.keep_probability,
                     "epsilon_per_row": as_json_number(rr.responses.epsilon_per_row)}
        if self.rho is not None:
            count["rho"] = as_json_number(rr.count_noise.epsilon ** 2 / 2)
            responses["rho"] = as_json_number(rr.epsilon_responses ** 2 / 2)
        return [count, responses]

    def expected(self, confidence: float = CONFIDENCE):
        """Share half-widths were the released number of answers the true one (nothing is drawn)."""
        labels = self.query.all_categories()
        n = int(self.answer.counts.sum())
        truth = self.answer.counts / n if n else np.zeros(len(labels))
        width = self.randomizer.share_halfwidth(n, confidence) if n else math.nan
        return {"halfwidth": [width] * len(labels), "noise_scale": {"count": self.randomizer.count_noise.scale},
                "truth": truth.tolist(), "cells": [{self.query.column: label} for label in labels]}


RANDOMIZED_RESPONSE_DRAFT = KindDraft(kind=RANDOMIZED_RESPONSE, draft=RandomizedResponseDraft)
