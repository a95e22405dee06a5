"""Numbers for people, one way everywhere (preview table and sentence, the app's labels, the report):
never scientific notation ("4,493,603", not "4.49e+06"; "0.0000123", not "1.23e-05"), thousands
separated, whole numbers from 100 on, a few significant digits below. An interval shown in a table and
in the sentence beside it is therefore rounded the same way."""
from __future__ import annotations

import math


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
