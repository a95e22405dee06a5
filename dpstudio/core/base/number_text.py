"""Numbers for people, one way everywhere (preview table and sentence, the app's labels, the report):
never scientific notation ("4,493,603", not "4.49e+06"; "0.0000123", not "1.23e-05"), thousands
separated, whole numbers from 100 on, a few significant digits below. An interval shown in a table and
in the sentence beside it is therefore rounded the same way."""
from __future__ import annotations

import math
from fractions import Fraction


def plain(value, digits: int = 3) -> str:
    if value is None:
        return "—"
    number = float(value)
    if math.isnan(number):
        return "—"
    if math.isinf(number):
        return "∞" if number > 0 else "−∞"
    if isinstance(value, int) or abs(number) >= 100:
        return f"{round(number):,}"
    if number == 0:
        return "0"
    decimals = max(0, digits - 1 - math.floor(math.log10(abs(number))))
    text = f"{number:.{decimals}f}"
    return text.rstrip("0").rstrip(".") if "." in text else text


def given_text(value) -> str:
    """A figure the steward gave (an ε, a δ), in its shortest form: 0.25, 1e-07. A float that stands for a
    fraction with no short decimal (an even share: 1/3 of ε as 0.3333333333333333) is written to 3 significant
    digits, 0.333, as the ε boxes show it, and a sum of such shares that is the whole (0.9999999999999999) as 1:
    never 0.333333 and 0.999999."""
    number = float(value)
    if not math.isfinite(number) or number == 0:
        return f"{number:g}"
    written = Fraction(repr(number))
    simple = written.limit_denominator(1000)
    if simple != written and abs(simple - written) <= abs(written) * Fraction(1, 10**12):
        return f"{float(simple):.3g}" if _endless(simple) else f"{float(simple):g}"
    return f"{number:g}"


def _endless(fraction: Fraction) -> bool:
    """Whether the fraction's decimal never ends (its denominator has a factor other than 2 and 5)."""
    denominator = fraction.denominator
    for factor in (2, 5):
        while denominator % factor == 0:
            denominator //= factor
    return denominator != 1
