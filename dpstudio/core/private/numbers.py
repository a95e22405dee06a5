"""Exact numbers for budgets: privacy parameters are Fractions, so 0.1 + 0.2 <= 0.3 holds."""
from __future__ import annotations

import math
from fractions import Fraction


def exact(value) -> Fraction:
    """The Fraction a plan's number means: 0.1 is 1/10, not the binary float nearest it."""
    if isinstance(value, Fraction):
        return value
    if isinstance(value, bool) or not isinstance(value, (int, float, str)):
        raise ValueError(f"{value!r} is not a number")
    if isinstance(value, float) and not math.isfinite(value):
        raise ValueError(f"{value!r} is not a finite number")
    return Fraction(repr(value) if isinstance(value, float) else value)


def as_json_number(value: Fraction) -> int | float:
    """A Fraction as JSON writes it: an int when whole, else the nearest float."""
    return int(value) if value.denominator == 1 else float(value)
