"""Partition selection: publishing the keys present in the table (plan `"discover"`, version 5).

Each key present gets its row count plus discrete Laplace noise; a key is published, with that noisy
count, only if the count reaches a threshold T. This is OpenDP's `make_laplace_threshold` (Rogers
2023), which both draws the noise and says what the release costs: a person with k = max_rows rows
changes at most k keys' counts (l0 = k), by k in all (l1 = k) and by at most k in one (linf = k).
Keys everyone else also has cost epsilon = k / scale as a histogram's cells do. A key that only this
person has cannot appear without them; with them it is published only if its count (at most k)
plus noise reaches T, which the threshold makes at most delta for all of that person's keys together.

The scale is the histogram's (smallest whose pure loss is at most the query's epsilon); T is the
smallest threshold whose OpenDP map at (k, k, k) is within the query's (epsilon, delta). Keys are
passed to OpenDP as JSON text and published in sorted order, so nothing but the noisy counts of the
keys that passed decides what appears.
"""
from __future__ import annotations

import json
import math

from opendp import domains, measurements, metrics

from ..errors import InternalError
from .drafts import CONFIDENCE, Draft
from .mechanisms import calibrate, noise_halfwidth, within

THRESHOLD_SEARCH = 200
DISCOVER_NOTE = ("The keys of {columns} were found in the table (partition selection): only keys present in it are "
                 "candidates, and a key is published only if its noisy count reached {threshold}. A key that few "
                 "people have is likely left out, and one that only one "
                 "person has is published with probability at most the query's delta. A published count near "
                 "the threshold tends to be too high, because counts that came out low were left out.")


def _space():
    domain = domains.map_domain(domains.atom_domain(T=str), domains.atom_domain(T=int))
    return domain, metrics.l01inf_distance(metrics.absolute_distance(T=int))


def threshold_measurement(scale: float, threshold: int):
    return measurements.make_laplace_threshold(*_space(), scale=scale, threshold=threshold)


def threshold_loss(scale: float, threshold: int, max_rows: int) -> tuple[float, float]:
    """(epsilon, delta) by OpenDP's map when one person adds or removes up to max_rows rows."""
    return threshold_measurement(scale, threshold).map((max_rows, max_rows, max_rows))


def smallest_threshold(scale: float, max_rows: int, epsilon, delta) -> int:
    """The smallest T whose loss is within (epsilon, delta): delta falls as T grows."""
    def fits(t: int) -> bool:
        eps, dlt = threshold_loss(scale, t, max_rows)
        return within(eps, epsilon) and dlt <= float(delta)

    low, high = max_rows, max_rows + 1
    for _ in range(THRESHOLD_SEARCH):
        if fits(high):
            break
        low, high = high, high * 2
    else:
        raise InternalError(f"no threshold reaches delta {float(delta)} at scale {scale}")
    while high - low > 1:
        middle = (low + high) // 2
        low, high = (low, middle) if fits(middle) else (middle, high)
    return high if not fits(low) else low


def encode(key: tuple) -> str:
    return json.dumps(list(key), ensure_ascii=False)


class DiscoveredDraft(Draft):
    """A histogram, cross-tab or grouped count whose keys are discovered (its answer: rows per key)."""

    def calibrate(self):
        if self.rho is not None:
            raise InternalError("discovered keys are refused under zCDP accounting when the plan is read")
        q, k = self.query, self.max_rows
        self.mechanism = "discrete_laplace"
        self.noise = calibrate(self.mechanism, k, q.epsilon)
        self.threshold = smallest_threshold(self.noise.scale, k, q.epsilon, q.delta)
        self.loss = threshold_loss(self.noise.scale, self.threshold, k)
        self.measurement = threshold_measurement(self.noise.scale, self.threshold)

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
                          notes=[DISCOVER_NOTE.format(columns=", ".join(q.discover), threshold=self.threshold)])

    def described(self) -> dict:
        return {"columns": list(self.query.discover), "threshold": self.threshold,
                "epsilon": self.loss[0], "delta": self.loss[1]}

    def publish_chance(self, count: int) -> float:
        """P(count + noise >= T): how likely a key with `count` rows is published (for the preview)."""
        return laplace_tail(self.noise.scale, self.threshold - count)

    def expected(self, confidence: float = CONFIDENCE):
        keys = sorted(self.answer.value)
        truth = [int(self.answer.value[key]) for key in keys]
        return {"halfwidth": noise_halfwidth(self.mechanism, self.noise.scale, confidence),
                "noise_scale": self.noise.scale, "truth": truth, "halfwidth_postprocessed": None,
                "cells": [dict(zip(self.query.own_columns(), key)) for key in keys],
                "threshold": self.threshold, "publish_chances": [self.publish_chance(n) for n in truth]}


def laplace_tail(scale: float, gap: int) -> float:
    """P(Z >= gap) for discrete Laplace noise Z of this scale (P(Z = z) proportional to e^(-|z|/scale))."""
    r = math.exp(-1 / scale)
    if gap <= 0:
        return 1 - r ** (1 - gap) / (1 + r)
    return r ** gap / (1 + r)
