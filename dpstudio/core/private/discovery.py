"""Partition selection: publishing the keys present in the table (plan `"discover"`, version 5).

Each key present gets its row count plus discrete Laplace noise; a key is published, with that noisy
count, only if the count reaches a threshold T (Rogers 2023). OpenDP's `make_laplace_threshold`
draws the noise and applies T. A person with k = max_rows rows changes at most k keys' counts, by k in
all: on keys everyone else also has, that costs epsilon = k / scale as a histogram's cells do. A key
that only this person has cannot appear without them; with them it is published only if its count
plus noise reaches T. The chance that any of their keys is published is the query's delta, computed
exactly from the noise's tail in threshold_tail.py, not by OpenDP's map, which understates it
(opendp/opendp issue 2922).

The scale is the histogram's (smallest whose pure loss is at most the query's epsilon); T is the
smallest threshold whose exact delta is at most the query's delta. Keys are passed to OpenDP as JSON
text and published in sorted order, so nothing but the noisy counts of the keys that passed decides
what appears.

Under zCDP accounting the noise is discrete Gaussian (OpenDP's `make_gaussian_threshold`, l2 = k):
its scale is calibrated to the query's share of rho, and the threshold to its delta, which the plan
sets apart from the budget's delta (zcdp.ZcdpBudget.selection_delta): approximate zCDP adds up as
(sum of rho, sum of delta).
"""
from __future__ import annotations

import json
from fractions import Fraction

from opendp import domains, measurements, metrics

from ..base.errors import InternalError
from ..base.words.stored_message import StoredMessage
from .drafts import CONFIDENCE, Draft
from .mechanisms import calibrate, noise_halfwidth
from ..base.exact_numbers import as_json_number
from .threshold_tail import tails, worst_case_delta
from .zcdp import calibrate_rho

THRESHOLD_SEARCH = 200
DISCOVER_NOTE = ("The keys of {columns} were found in the table (partition selection): only keys present in it are "
                 "candidates, and a key is published only if its noisy count reached {threshold}. A key that few "
                 "people have is likely left out, and one that only one "
                 "person has is published with probability at most the query's delta. A published count near "
                 "the threshold tends to be too high, because counts that came out low were left out.")


def _space(gaussian: bool):
    domain = domains.map_domain(domains.atom_domain(T=str), domains.atom_domain(T=int))
    norm = metrics.l02inf_distance if gaussian else metrics.l01inf_distance
    return domain, norm(metrics.absolute_distance(T=int))


def threshold_measurement(scale: float, threshold: int, gaussian: bool = False):
    """OpenDP's thresholded discrete Laplace or discrete Gaussian: it draws the noise and applies T
    (a key is kept when its noisy count is >= T). Its privacy map is not used (threshold_tail.py)."""
    make = measurements.make_gaussian_threshold if gaussian else measurements.make_laplace_threshold
    return make(*_space(gaussian), scale=scale, threshold=threshold)


def smallest_threshold(scale: float, max_rows: int, delta, gaussian: bool = False) -> int:
    """The smallest T >= 1 whose exact delta (threshold_tail.worst_case_delta) is at most `delta`: it falls as
    T grows."""
    def fits(t: int) -> bool:
        return Fraction(worst_case_delta(gaussian, scale, t, max_rows)) <= Fraction(delta)

    low, high = 0, max(1, max_rows)
    for _ in range(THRESHOLD_SEARCH):
        if fits(high):
            break
        low, high = high, high * 2
    else:
        raise InternalError(f"no threshold reaches delta {float(delta)} at scale {scale}")
    while high - low > 1:  # fits(high); low is 0 or does not fit
        middle = (low + high) // 2
        low, high = (low, middle) if fits(middle) else (middle, high)
    return high


def encode(key: tuple) -> str:
    return json.dumps(list(key), ensure_ascii=False)


class DiscoveredDraft(Draft):
    """A histogram, cross-tab or grouped count whose keys are discovered (its answer: rows per key)."""

    def calibrate(self):
        q, k = self.query, self.max_rows
        self.gaussian = self.rho is not None  # zCDP accounting: discrete Gaussian, approximate zCDP
        self.mechanism = "discrete_gaussian" if self.gaussian else "discrete_laplace"
        self.noise = calibrate_rho(self.mechanism, k, self.rho) if self.gaussian else calibrate(self.mechanism, k, q.epsilon)
        self.threshold = smallest_threshold(self.noise.scale, k, q.delta, self.gaussian)
        pure = self.noise.rho if self.gaussian else self.noise.privacy_loss()[0]  # keys others also have
        self.loss = (pure, worst_case_delta(self.gaussian, self.noise.scale, self.threshold, k))
        self.measurement = threshold_measurement(self.noise.scale, self.threshold, self.gaussian)

    def rho_spent(self):
        return Fraction(self.loss[0])

    def draw(self):
        q = self.query
        counts = {encode(key): int(n) for key, n in self.answer.value.items()}
        noisy = self.measurement(counts)
        ci = self.noise.ci_halfwidth()
        columns = q.own_columns()
        cells = [{"key": dict(zip(columns, json.loads(key))), "value": int(noisy[key]), "ci95": ci}
                 for key in sorted(noisy)]
        return self.entry(self.noise.scale, ci, cells=cells, sensitivity=self.max_rows,
                          composition="parallel across disjoint cells", discovered=self.described(),
                          notes=[StoredMessage(DISCOVER_NOTE, columns=", ".join(q.discover), threshold=self.threshold)])

    def described(self) -> dict:
        """The keys' own loss as release.json states it: JSON numbers (under zCDP the rho is a Fraction)."""
        return {"columns": list(self.query.discover), "threshold": self.threshold,
                "rho" if self.gaussian else "epsilon": as_json_number(Fraction(self.loss[0])),
                "delta": as_json_number(Fraction(self.loss[1]))}

    def publish_chance(self, count: int) -> float:
        """P(count + noise >= T): how likely a key with `count` rows is published (for the preview)."""
        return float(tails(self.gaussian, self.noise.scale, [self.threshold - count])[0])

    def expected(self, confidence: float = CONFIDENCE):
        keys = sorted(self.answer.value)
        truth = [int(self.answer.value[key]) for key in keys]
        return {"halfwidth": noise_halfwidth(self.mechanism, self.noise.scale, confidence),
                "noise_scale": self.noise.scale, "truth": truth, "halfwidth_postprocessed": None,
                "cells": [dict(zip(self.query.own_columns(), key)) for key in keys],
                "threshold": self.threshold, "publish_chances": [self.publish_chance(n) for n in truth]}

