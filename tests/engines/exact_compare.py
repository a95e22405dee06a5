"""Comparing exact answers field by field (they hold NumPy arrays, which `==` does not compare whole)."""

from __future__ import annotations

import dataclasses

import numpy as np


def same_value(left, right) -> bool:
    if isinstance(left, dict) and isinstance(right, dict):
        return left.keys() == right.keys() and all(same_value(left[k], right[k]) for k in left)
    if isinstance(left, (list, tuple)) and isinstance(right, (list, tuple)):
        return len(left) == len(right) and all(same_value(a, b) for a, b in zip(left, right))
    if isinstance(left, np.ndarray) or isinstance(right, np.ndarray):
        return np.array_equal(np.asarray(left), np.asarray(right))
    return left == right and type(left) is not float or left == right


def differences(left, right) -> list[str]:
    """The fields of two PreparedAnswers (or ExactAnswers) that differ, named with their values."""
    out = []
    for field in dataclasses.fields(left):
        a, b = getattr(left, field.name), getattr(right, field.name)
        if field.name == "answers":
            for index, (x, y) in enumerate(zip(a, b)):
                out += [f"answers[{index}].{d}" for d in differences(x, y)]
            if len(a) != len(b):
                out.append(f"answers: {len(a)} != {len(b)}")
        elif not same_value(a, b):
            out.append(f"{field.name}: {a!r} != {b!r}")
    return out
