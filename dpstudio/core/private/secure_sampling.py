"""Exact discrete sampling from the operating system's secure random source, vectorised.

Randomized response needs, per row, a coin that comes up "keep" with probability p and otherwise
a uniform choice among the other categories. OpenDP's sampler does this one value per call
(11 minutes at 10^7 rows), so it is done here in bulk, exactly:
- a coin with P(keep) = p: a uniform 64-bit integer u from os.urandom, keep when u < p·2^64.
  A float p < 1 is m·2^e with a 53-bit m, so p·2^64 is a whole number and the probability is p
  exactly, not an approximation of it;
- a uniform integer below m: rejection sampling on uniform 64-bit integers (no modulo bias);
- a uniform permutation: sort by uniform 64-bit keys, then shuffle each run of equal keys
  uniformly (rare), which makes every order exactly equally likely.
No pseudo-random generator is involved: NumPy only holds the bytes.
"""
from __future__ import annotations

import os
import secrets
from fractions import Fraction

import numpy as np

_TWO_64 = 1 << 64


def uniform_u64(n: int) -> np.ndarray:
    """n independent uniform 64-bit integers from the OS's secure random source."""
    return np.frombuffer(os.urandom(8 * n), dtype=np.uint64) if n else np.zeros(0, dtype=np.uint64)


def bernoulli(p: float, n: int) -> np.ndarray:
    """n independent coins, each True with probability exactly p (0 <= p < 1)."""
    threshold = Fraction(p) * _TWO_64
    if threshold.denominator != 1 or not 0 <= threshold < _TWO_64:
        raise ValueError(f"p must be a float from 0 to below 1, got {p!r}")
    return uniform_u64(n) < np.uint64(int(threshold))


def uniform_below(m: int, n: int) -> np.ndarray:
    """n independent integers, each uniform over 0 .. m-1 exactly (rejection sampling)."""
    if m < 1:
        raise ValueError("m must be at least 1")
    limit = np.uint64((_TWO_64 // m) * m - 1)  # the largest accepted value: limit + 1 is a multiple of m
    out = np.empty(n, dtype=np.int64)
    todo = np.arange(n)
    while len(todo):
        draws = uniform_u64(len(todo))
        accepted = draws <= limit
        out[todo[accepted]] = (draws[accepted] % np.uint64(m)).astype(np.int64)
        todo = todo[~accepted]
    return out


def permutation(n: int) -> np.ndarray:
    """A uniformly random order of 0 .. n-1, exactly."""
    keys = uniform_u64(n)
    order = np.argsort(keys, kind="stable")
    ordered = keys[order]
    tied = np.flatnonzero(ordered[1:] == ordered[:-1])
    if len(tied):  # equal keys (probability about n^2 / 2^65): their order is drawn uniformly too
        chooser = secrets.SystemRandom()
        runs = np.split(tied, np.flatnonzero(np.diff(tied) > 1) + 1)
        for run in runs:
            start, end = int(run[0]), int(run[-1]) + 2
            block = order[start:end].tolist()
            chooser.shuffle(block)
            order[start:end] = block
    return order
