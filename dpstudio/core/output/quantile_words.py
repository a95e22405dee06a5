"""A quantile in the report's words ("median", "0.25 quantile"): a quantile's name, several quantiles' cells, and the
preview's sentence of them say it alike."""
from __future__ import annotations

from ..base.locale_format import given
from ..base.words import say


def quantile_words(q, language: str = "en") -> str:
    """"median", or "0.25 quantile" in the language's marks."""
    q = float(q)
    return say(language, "median") if q == 0.5 else say(language, "{q} quantile", q=given(q, language))
