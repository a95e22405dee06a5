"""A quantile's interval in words, alike in the report and on the app's Release page.

The exponential mechanism's interval is in places of the sorted values (ranks): with at least 95%
probability, few values lie between the released quantile and the true one. It cannot be stated in the
column's units from public facts: how far apart those places are depends on how closely the values lie,
which is not published (the bounds say only that both lie within them). So it is stated in places,
plainly, and the column's unit is named as the one it is not in. The steward's screens add, for their eyes
only, the values those places reach on this table (core/preview/value_spread.py).
"""
from __future__ import annotations

from ..base.locale_format import given
from ..base.words import say


def rank_unit(query: dict, language: str) -> str:
    """" places in the sorted values" after a quantile's ± (its `ci95_unit` is "rows"), else ""."""
    return " " + say(language, "places in the sorted values") if query.get("ci95_unit") == "rows" else ""


def rank_note(query: dict, unit: str, language: str) -> str:
    """What a quantile's ± means, in the column's `unit` where the plan declares one; "" for other kinds."""
    if query.get("ci95_unit") != "rows":
        return ""
    bounds = query.get("bounds") or ["", ""]
    values = {"unit": unit, "low": given(bounds[0], language) if bounds[0] != "" else "",
              "high": given(bounds[1], language) if bounds[1] != "" else ""}
    if unit:
        return say(language, "A quantile's ± counts places in the sorted values, not {unit}: with at least 95% "
                   "probability, at most that many values lie between the released value and the true one. How far "
                   "apart that puts them in {unit} depends on how closely the values lie, which is not published; "
                   "both lie within the declared bounds [{low}, {high}].", **values)
    return say(language, "A quantile's ± counts places in the sorted values, not the column's units: with at least "
               "95% probability, at most that many values lie between the released value and the true one. How far "
               "apart that puts them in the column's units depends on how closely the values lie, which is not "
               "published; both lie within the declared bounds [{low}, {high}].", **values)
