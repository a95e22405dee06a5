"""Exact numbers for budgets: privacy parameters are Fractions, so 0.1 + 0.2 <= 0.3 holds (beneath the plan, the
private side and the budgets, core/base/budget.py)."""
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


def split_exactly(total, weights) -> list[float]:
    """Shares of `total` in proportion to `weights`, as floats whose exact values (as a plan reads them) add up to
    `total` itself, never past it: each the float nearest its share, the last one what is left (1 split three
    ways: 0.3333333333333333 twice and 0.3333333333333334, which add up to exactly 1)."""
    total, parts = exact(total), [exact(w) for w in weights]
    whole = sum(parts, Fraction(0))
    shares = [float(total * part / whole) for part in parts[:-1]]
    shares.append(float(total - sum((exact(s) for s in shares), Fraction(0))))
    while sum((exact(s) for s in shares), Fraction(0)) > total:  # the last float rounded up: a step down
        shares[-1] = math.nextafter(shares[-1], 0.0)
    return shares
